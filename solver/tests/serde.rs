//! The `serde` feature: the exact JSON of each type, read back, and the
//! errors of bad input. Run with `cargo test -p sudoku-solver --features serde`.
#![cfg(feature = "serde")]

mod common;

use common::EASY;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use sudoku_solver::{Algorithm, Grid, Mode, Stats, Verdict};

/// `value` writes as exactly `json` and reads back equal.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: T, json: &str) {
    assert_eq!(serde_json::to_string(&value).unwrap(), json);
    assert_eq!(serde_json::from_str::<T>(json).unwrap(), value, "{json}");
}

/// The message of reading `json` as a `T`, which must fail.
fn error<T: DeserializeOwned + Debug>(json: &str) -> String {
    serde_json::from_str::<T>(json).unwrap_err().to_string()
}

#[test]
fn algorithms_as_their_names() {
    round_trip(Algorithm::Naive, r#""naive""#);
    round_trip(Algorithm::Candidates, r#""candidates""#);
    round_trip(Algorithm::Propagation, r#""propagation""#);
    round_trip(Algorithm::Fast, r#""fast""#);
    assert_eq!(
        error::<Algorithm>(r#""magic""#),
        "unknown algorithm 'magic' (expected naive, candidates, propagation or fast)"
    );
    assert_eq!(
        error::<Algorithm>("3"),
        "invalid type: integer `3`, expected a string at line 1 column 1"
    );
}

#[test]
fn verdicts_as_their_words() {
    round_trip(Verdict::Unique, r#""unique""#);
    round_trip(Verdict::Multiple, r#""multiple""#);
    round_trip(Verdict::Solved, r#""solved""#);
    round_trip(Verdict::NoSolution, r#""none""#);
    round_trip(Verdict::Aborted, r#""aborted""#);
    round_trip(Verdict::Cancelled, r#""cancelled""#);
    for verdict in Verdict::ALL {
        let json = serde_json::to_string(&verdict).unwrap();
        assert_eq!(json, format!("\"{}\"", verdict.as_str()));
    }
    assert_eq!(
        error::<Verdict>(r#""nosolution""#),
        "unknown verdict 'nosolution'"
    );
}

#[test]
fn modes_in_kebab_case() {
    round_trip(Mode::First, r#""first""#);
    round_trip(Mode::CountToTwo, r#""count-to-two""#);
    assert_eq!(
        error::<Mode>(r#""countToTwo""#),
        "unknown variant `countToTwo`, expected `count-to-two` or `first` at line 1 column 12"
    );
}

#[test]
fn stats_as_an_object() {
    let stats = Stats {
        calls: 52,
        guesses: 51,
        backtracks: 8,
    };
    round_trip(stats, r#"{"calls":52,"guesses":51,"backtracks":8}"#);
    // Fields in any order, unknown ones ignored; all three needed.
    assert_eq!(
        serde_json::from_str::<Stats>(r#"{"backtracks":8,"extra":[1],"guesses":51,"calls":52}"#)
            .unwrap(),
        stats
    );
    assert_eq!(
        error::<Stats>(r#"{"calls":52,"guesses":51}"#),
        "missing field `backtracks` at line 1 column 25"
    );
}

#[test]
fn grids_as_their_line() {
    let grid = Grid::parse(EASY).unwrap();
    round_trip(grid, &format!("\"{EASY}\""));
    round_trip(Grid::empty(), &format!("\"{}\"", ".".repeat(81)));
    // Any text the parser takes reads, a printed layout too.
    let layout = serde_json::to_string(&grid.to_string()).unwrap();
    assert_eq!(serde_json::from_str::<Grid>(&layout).unwrap(), grid);
    // A bad line fails with the parser's message.
    assert_eq!(
        error::<Grid>(&format!("\"{}\"", &EASY[..80])),
        "expected 81 cells, found 80"
    );
    assert_eq!(
        error::<Grid>(r#""12a""#),
        "cell 3 (character 3): unexpected 'a'"
    );
}

#[test]
fn ratings_as_score_tenths_level_and_technique_names() {
    use sudoku_solver::rating::{rate, Level, RatedTechnique, Score};
    round_trip(Score::from_tenths(42), "42");
    round_trip(Level::Extreme, r#""extreme""#);
    round_trip(RatedTechnique::HiddenSingleBox, r#""hidden-single-box""#);
    round_trip(RatedTechnique::XYWing, r#""xy-wing""#);
    round_trip(RatedTechnique::XYZWing, r#""xyz-wing""#);
    round_trip(RatedTechnique::UniqueRectangle, r#""unique-rectangle""#);
    round_trip(RatedTechnique::BugPlusOne, r#""bug-plus-one""#);
    round_trip(RatedTechnique::XChain, r#""x-chain""#);
    let rating = rate(&Grid::parse(EASY).unwrap()).unwrap();
    round_trip(
        rating,
        r#"{"score":12,"level":"easy","hardest":"hidden-single-box","steps":[["full-house",20],["hidden-single-box",23]]}"#,
    );
    assert!(error::<Level>(r#""Hard""#).contains("unknown variant"));
}

#[test]
fn generator_types() {
    use sudoku_solver::generate::{generate, GenerateOptions, Generated, Symmetry};
    use sudoku_solver::rating::Level;
    round_trip(Symmetry::Rotational, r#""rotational""#);
    round_trip(Symmetry::None, r#""none""#);
    let options = GenerateOptions {
        level: Level::Hard,
        symmetry: Symmetry::Mirror,
        seed: 3,
    };
    round_trip(
        options.clone(),
        r#"{"level":"hard","symmetry":"mirror","seed":3}"#,
    );
    let made = generate(&options);
    let json = serde_json::to_string(&made).unwrap();
    assert!(json.starts_with(&format!(r#"{{"puzzle":"{}""#, made.puzzle.to_line())));
    assert_eq!(serde_json::from_str::<Generated>(&json).unwrap(), made);
    assert!(error::<Symmetry>(r#""spiral""#).contains("unknown variant `spiral`"));
}
