//! Helpers and puzzles shared by the test files.
#![allow(dead_code)]

use std::path::PathBuf;
use sudoku_solver::{solve, Algorithm, Grid, Mode, Options, Verdict};

/// An easy "newspaper" puzzle: singles solve it, the tutorial backtracking
/// takes 52 calls.
pub const EASY: &str =
    "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";

/// `data/NAME` in the repository (see data/SOURCES.md).
pub fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../data")
        .join(name)
}

/// The puzzle lines of a data file (blank and `#` lines skipped).
pub fn read(name: &str) -> Vec<String> {
    let path = data_path(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}. The data sets live in data/ at the top of the repository.",
            path.display()
        )
    });
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// Solution count capped at two, as the verdict gives it.
pub fn count(verdict: Verdict) -> u8 {
    match verdict {
        Verdict::NoSolution => 0,
        Verdict::Unique | Verdict::Solved => 1,
        Verdict::Multiple => 2,
        other => panic!("unexpected verdict {other:?}"),
    }
}

/// Solves `puzzle` counting to two and checks the verdict against
/// `expected` (0, 1 or 2 meaning 2+) and the solution's validity.
/// Returns the solution found, if any.
pub fn check(puzzle: &str, algo: Algorithm, expected: u8, what: &str) -> Option<Grid> {
    let grid = Grid::parse(puzzle).unwrap_or_else(|e| panic!("{what}: {e}"));
    let out = solve(&grid, algo, &Options::default());
    assert_eq!(count(out.verdict), expected, "{what} with {algo}: {puzzle}");
    if expected > 0 {
        let s = out
            .solution
            .unwrap_or_else(|| panic!("{what}: no solution given"));
        assert!(
            s.is_solved(),
            "{what} with {algo}: invalid solution {}",
            s.to_line()
        );
        assert!(
            grid.is_completed_by(&s),
            "{what} with {algo}: givens changed"
        );
    }
    // First-solution mode agrees on solvability.
    let first = solve(
        &grid,
        algo,
        &Options {
            mode: Mode::First,
            ..Options::default()
        },
    );
    assert_eq!(
        first.verdict == Verdict::Solved,
        expected > 0,
        "{what} first mode with {algo}"
    );
    out.solution
}
