//! `sudoku practise` against docs/interfaces.md (The `sudoku` command, practise).

use std::process::{Command, Output};
use sudoku_solver::generate::practise;
use sudoku_solver::rating::{rate, RatedTechnique};
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};

fn sudoku(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn count_puzzles_whose_hardest_technique_is_the_one_named_in_any_case() {
    let o = sudoku(&[
        "practise",
        "--technique",
        "x-WING",
        "--count",
        "3",
        "--seed",
        "5",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(o.stderr.is_empty());
    let out = String::from_utf8(o.stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line.len(), 81);
        let grid = Grid::parse(line).unwrap();
        let verdict = solve(&grid, Algorithm::Fast, &Options::default()).verdict;
        assert_eq!(verdict, Verdict::Unique);
        let hardest = rate(&grid).map(|r| r.hardest);
        assert_eq!(hardest, Ok(Some(RatedTechnique::XWing)));
        // Puzzle i comes from seed S + i, as `sudoku generate` makes them.
        let made = practise(RatedTechnique::XWing, 5 + i as u64).map(|m| m.puzzle);
        assert_eq!(made, Ok(grid));
    }
}

#[test]
fn without_a_seed_one_puzzle_and_the_seed_on_stderr() {
    let o = sudoku(&["practise", "--technique", "Naked Pair"]);
    assert!(o.status.success());
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.starts_with("sudoku: seed "), "{err}");
    let out = String::from_utf8(o.stdout).unwrap();
    let grid = Grid::parse(out.trim_end()).unwrap();
    let hardest = rate(&grid).map(|r| r.hardest);
    assert_eq!(hardest, Ok(Some(RatedTechnique::NakedPair)));
}

#[test]
fn an_unknown_name_is_a_usage_error_that_lists_the_names() {
    let o = sudoku(&["practise", "--technique", "X-Wings"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("unknown technique \"X-Wings\""), "{err}");
    for technique in RatedTechnique::ALL {
        assert!(err.contains(technique.name()), "{err}");
    }
    let o = sudoku(&["practise"]);
    assert_eq!(o.status.code(), Some(2), "--technique is required");
    let o = sudoku(&["practise", "--technique", "X-Wing", "--count", "0"]);
    assert_eq!(o.status.code(), Some(2), "at least one puzzle");
}

#[test]
fn a_technique_without_puzzles_fails_with_a_reason() {
    let o = sudoku(&["practise", "--technique", "hidden quad", "--seed", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(
        err,
        "sudoku: no puzzle for practising Hidden Quad can be made: none of the puzzles searched needed it as their hardest step\n"
    );
}
