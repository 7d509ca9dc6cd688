//! The rating against Sudoku Explainer's own ratings (fixtures made once
//! with SE's batch rater, see tests/fixtures/), on the data sets, and its
//! edge cases.

mod common;

use common::se::{fixtures, ours, rating_of};
use common::{read, EASY, HARDEST};
use sudoku_solver::rating::{rate, Level, RateError, RatedTechnique as T, Score};
use sudoku_solver::Grid;

#[test]
fn each_technique_rates_at_its_se_score() {
    let cases = fixtures("se_techniques.tsv");
    assert!(cases.len() >= 30, "{}", cases.len());
    let mut seen = Vec::new();
    for (puzzle, tenths, se_name) in &cases {
        let r = rating_of(puzzle);
        let expected = ours(se_name, *tenths);
        assert_eq!(r.score, Score::from_tenths(*tenths), "{puzzle} ({se_name})");
        if expected != T::UniqueLoop && expected != T::Cycle {
            // A loop or a cycle adds to its base for its size.
            assert_eq!(r.score, expected.base(), "{puzzle}");
        }
        assert_eq!(r.hardest, Some(expected), "{puzzle}");
        assert!(r.steps.iter().any(|&(t, n)| t == expected && n > 0));
        seen.push(expected);
    }
    // Every technique up to the aligned pair exclusion but direct
    // claiming, the hidden quad and BUG of types 2 to 4 (their own fixture),
    // which no puzzle of the data sets needs as its hardest step.
    for t in T::ALL.iter().take_while(|&&t| t <= T::AlignedPairExclusion) {
        if ![T::DirectClaiming, T::HiddenQuad, T::Bug].contains(t) {
            assert!(seen.contains(t), "no fixture for {t}");
        }
    }
}

#[test]
fn unique_rectangles_and_bug_rate_as_in_se() {
    let cases = fixtures("se_unique_sample.tsv");
    assert_eq!(cases.len(), 55);
    for (puzzle, tenths, se_name) in &cases {
        let r = rating_of(puzzle);
        assert_eq!(r.score, Score::from_tenths(*tenths), "{puzzle} ({se_name})");
        let expected = if se_name.starts_with("BUG") {
            T::BugPlusOne
        } else {
            T::UniqueRectangle
        };
        assert_eq!(r.hardest, Some(expected), "{puzzle}");
    }
}

/// Every puzzle of the fixture file `name` (`count` of them) rates as SE
/// does, with `technique` as its hardest step.
fn all_rate_as_in_se(name: &str, count: usize, technique: T) {
    let cases = fixtures(name);
    assert_eq!(cases.len(), count);
    for (puzzle, tenths, se_name) in &cases {
        let r = rating_of(puzzle);
        assert_eq!(r.score, Score::from_tenths(*tenths), "{puzzle} ({se_name})");
        assert_eq!(r.hardest, Some(technique), "{puzzle}");
    }
}

#[test]
fn x_chains_rate_as_in_se() {
    all_rate_as_in_se("se_x_chain_sample.tsv", 30, T::XChain);
}

#[test]
fn nishio_chains_rate_as_in_se() {
    // The length is SE's: the chain followed with SE's rules and orders,
    // hidden parents included. (Measured before as twice the hidden
    // singles placed, none of these 37 rated as SE.)
    all_rate_as_in_se("se_nishio_sample.tsv", 37, T::SuppositionNishio);
}

#[test]
fn unique_rectangles_of_type_3_and_bug_types_2_to_4_rate_as_in_se() {
    for (name, count) in [("se_unique_three_sample.tsv", 7), ("se_bug_sample.tsv", 38)] {
        let cases = fixtures(name);
        assert_eq!(cases.len(), count);
        for (puzzle, tenths, se_name) in &cases {
            let r = rating_of(puzzle);
            assert_eq!(r.score, Score::from_tenths(*tenths), "{puzzle} ({se_name})");
            assert_eq!(r.hardest, Some(ours(se_name, *tenths)), "{puzzle}");
        }
    }
}

#[test]
fn published_puzzles_within_three_tenths_of_se_up_to_7() {
    let cases = fixtures("se_published.tsv");
    assert_eq!(cases.len(), 97);
    let mut checked = 0;
    for (puzzle, tenths, se_name) in cases.iter().filter(|c| c.1 <= 70) {
        let ours = rating_of(puzzle).score.tenths();
        assert!(
            ours.abs_diff(*tenths) <= 3,
            "{puzzle}: ours {ours}, SE {tenths} ({se_name})"
        );
        checked += 1;
    }
    assert!(checked >= 40, "{checked}");
}

#[test]
fn a_sample_of_17_clue_puzzles_matches_se() {
    let cases = fixtures("se_17_clue_sample.tsv");
    assert_eq!(cases.len(), 600);
    let (mut exact, mut near) = (0, 0);
    for (puzzle, tenths, se_name) in &cases {
        let r = rating_of(puzzle);
        let score = r.score.tenths();
        if *tenths <= 54 {
            // Every technique up to 5.4 is SE's own: the same score.
            assert_eq!(score, *tenths, "{puzzle} ({se_name})");
            assert_eq!(r.hardest, Some(ours(se_name, *tenths)), "{puzzle}");
            exact += 1;
        } else {
            assert!(
                score.abs_diff(*tenths) <= if *tenths <= 70 { 3 } else { 5 },
                "{puzzle}: ours {score}, SE {tenths} ({se_name})"
            );
            near += 1;
        }
    }
    assert!(exact >= 500 && near >= 60, "{exact} exact, {near} near");
}

#[test]
fn published_puzzles_above_7_stay_near_se() {
    // Supposition is rated like SE's chains. Measured on these puzzles the
    // mean difference is under 0.2; three that SE solves with forcing
    // chains of 7.2 need a dynamic supposition here (SE's path uses
    // techniques we lack). Keep the mean within 0.3 and each within 2.0.
    let cases: Vec<_> = fixtures("se_published.tsv")
        .into_iter()
        .filter(|c| c.1 > 70)
        .collect();
    let mut total = 0u32;
    for (puzzle, tenths, se_name) in &cases {
        let ours = rating_of(puzzle).score.tenths();
        let diff = ours.abs_diff(*tenths);
        assert!(diff <= 20, "{puzzle}: ours {ours}, SE {tenths} ({se_name})");
        total += u32::from(diff);
    }
    assert!(
        total <= 3 * cases.len() as u32,
        "{total} over {}",
        cases.len()
    );
}

#[test]
fn the_chaining_engine_rates_as_in_se() {
    // Every puzzle of the fixtures whose hardest step SE finds with its
    // Nishio, cell, region or dynamic forcing chains (7.5, 8.0 and 8.5
    // plus the length increment) rates exactly as SE, with the same kind
    // of chain: they are followed with SE's own rules and orders. Before
    // the static and dynamic chains were followed so, 84 of the 97
    // published puzzles, 25 of the 29 of the forcing sample and 27 of the
    // 85 of the dynamic sample rated exactly as SE.
    let mut checked = 0;
    for name in [
        "se_published.tsv",
        "se_17_clue_sample.tsv",
        "se_forcing_sample.tsv",
        "se_dynamic_sample.tsv",
    ] {
        for (puzzle, tenths, se_name) in &fixtures(name) {
            let chained =
                se_name.contains("Forcing Chains") || se_name == "Aligned Triplet Exclusion";
            if !chained {
                continue;
            }
            let r = rating_of(puzzle);
            assert_eq!(r.score, Score::from_tenths(*tenths), "{puzzle} ({se_name})");
            assert_eq!(
                r.hardest,
                Some(ours(se_name, *tenths)),
                "{puzzle} ({se_name})"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 151);
}

#[test]
fn every_top95_puzzle_rates_consistently() {
    let puzzles = read("norvig_top95.txt");
    assert_eq!(puzzles.len(), 95);
    for p in &puzzles {
        let r = rating_of(p);
        assert_eq!(r.level, r.score.level(), "{p}");
        assert!(r.score >= Score::from_tenths(26), "{p}: {}", r.score);
        let hardest = r.hardest.expect("a step");
        assert!(hardest.base() <= r.score, "{p}");
        assert!(r
            .steps
            .iter()
            .all(|&(t, n)| n > 0 && t <= T::DeepSupposition));
        assert!(r.steps.iter().any(|&(t, _)| t == hardest));
        assert!(r.step_count() >= 81 - p.chars().filter(|c| c.is_ascii_digit()).count());
    }
}

#[test]
fn ratings_are_deterministic() {
    let mut puzzles: Vec<String> = read("norvig_top95.txt").into_iter().step_by(9).collect();
    puzzles.push(EASY.to_string());
    for p in &puzzles {
        assert_eq!(rating_of(p), rating_of(p), "{p}");
    }
}

#[test]
fn the_deepest_puzzles_rate_near_se() {
    // SE's "(+)" and nested forcing chains (9.8 to 11.7): the chains are
    // SE's, but the nested forcing chains leave out SE's cycles, so the
    // length can differ a little. Before, all of these rated 9.5 (a deep
    // supposition, without a length).
    let cases = fixtures("se_nested_sample.tsv");
    assert_eq!(cases.len(), 18);
    let mut exact = 0;
    for (puzzle, tenths, se_name) in &cases {
        let r = rating_of(puzzle);
        let diff = r.score.tenths().abs_diff(*tenths);
        assert!(
            diff <= 2,
            "{puzzle}: ours {}, SE {tenths} ({se_name})",
            r.score
        );
        assert_eq!(
            r.hardest,
            Some(ours(se_name, *tenths)),
            "{puzzle} ({se_name})"
        );
        exact += usize::from(diff == 0);
    }
    assert_eq!(exact, 13);
}

#[test]
fn the_hardest_puzzle_for_people_needs_nested_chains() {
    // SE: 10.7, Dynamic Contradiction Forcing Chains (+ Forcing Chains).
    let r = rating_of(HARDEST);
    assert_eq!(r.hardest, Some(T::DeepSupposition));
    assert_eq!(r.score, Score::from_tenths(107));
    assert_eq!(r.level, Level::Extreme);
}

#[test]
fn easy_newspaper_puzzle() {
    let r = rating_of(EASY);
    assert_eq!(r.score.to_string(), "1.2");
    assert_eq!(r.level, Level::Easy);
    assert_eq!(r.steps, vec![(T::FullHouse, 20), (T::HiddenSingleBox, 23)]);
    assert_eq!(r.step_count(), 43);
}

#[test]
fn only_puzzles_with_one_solution_have_a_rating() {
    let empty = Grid::parse(&".".repeat(81)).unwrap();
    assert_eq!(rate(&empty), Err(RateError::Multiple));
    let mut clash = EASY.to_string();
    clash.replace_range(1..2, "5");
    assert_eq!(
        rate(&Grid::parse(&clash).unwrap()),
        Err(RateError::NoSolution)
    );
    // Consistent givens without a solution.
    let none = "12345678.........9".to_string() + &".".repeat(63);
    assert_eq!(
        rate(&Grid::parse(&none).unwrap()),
        Err(RateError::NoSolution)
    );
    assert_eq!(
        RateError::Multiple.to_string(),
        "the puzzle has more than one solution"
    );
}

#[test]
fn a_full_grid_has_nothing_to_rate() {
    let solution = sudoku_solver::solve(
        &Grid::parse(EASY).unwrap(),
        sudoku_solver::Algorithm::Fast,
        &Default::default(),
    )
    .solution
    .unwrap();
    let r = rate(&solution).unwrap();
    assert_eq!(r.score, Score::from_tenths(0));
    assert_eq!((r.level, r.hardest, r.step_count()), (Level::Easy, None, 0));
}

#[test]
fn scores_and_levels() {
    let at = |t: u8| Score::from_tenths(t).level();
    assert_eq!(
        [at(10), at(15), at(16), at(25), at(26)],
        [
            Level::Easy,
            Level::Easy,
            Level::Medium,
            Level::Medium,
            Level::Hard
        ]
    );
    assert_eq!(
        [at(45), at(46), at(65), at(66), at(119)],
        [
            Level::Hard,
            Level::Expert,
            Level::Expert,
            Level::Extreme,
            Level::Extreme
        ]
    );
    assert_eq!(Score::from_tenths(32).to_string(), "3.2");
    assert_eq!(Score::from_tenths(116).to_string(), "11.6");
    assert_eq!(Score::from_tenths(32).value(), 3.2);
    let names: Vec<&str> = Level::ALL.iter().map(|l| l.as_str()).collect();
    assert_eq!(names, ["easy", "medium", "hard", "expert", "extreme"]);
    assert_eq!("expert".parse::<Level>(), Ok(Level::Expert));
    assert!("Hard".parse::<Level>().is_err());
    assert_eq!(Level::Hard.max_score(), Some(Score::from_tenths(45)));
    assert_eq!(Level::Extreme.max_score(), None);
}

#[test]
fn techniques_are_in_se_order_with_rising_base_ratings() {
    for (i, t) in T::ALL.iter().enumerate() {
        assert_eq!(*t as usize, i, "{t}");
    }
    for pair in T::ALL.windows(2) {
        assert!(pair[0] < pair[1]);
        assert!(pair[0].base() <= pair[1].base(), "{} {}", pair[0], pair[1]);
    }
    assert_eq!(T::XYWing.to_string(), "XY-Wing");
    assert_eq!(T::DirectHiddenTriple.base().to_string(), "2.5");
}
