//! Any puzzle with one solution through the rating, as `sudoku rate` and
//! the page's puzzle worker run it: the input chooses which cells of a
//! complete grid (itself relabelled and transposed by the input) are
//! givens, so most inputs are puzzles; those with exactly one solution
//! must rate: a score from 1.0 to 12.0, the level of that score, a hardest
//! technique, and at least one step. A grid with no solution or several
//! must be refused with that reason.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::rating::{rate, RateError};
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};

/// A complete grid to take givens from.
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fuzz_target!(|data: &[u8]| {
    // Bytes 0-8 relabel the digits (a permutation by sorting), byte 9
    // transposes; then one bit a cell: a given or not.
    if data.len() < 10 + 11 {
        return;
    }
    let mut order: Vec<u8> = (1..=9).collect();
    order.sort_by_key(|&d| (data[usize::from(d) - 1], d));
    let transpose = data[9] & 1 == 1;
    let bits = &data[10..];
    let full: Vec<u8> = SOLUTION.bytes().map(|b| b - b'0').collect();
    let mut cells = [0u8; 81];
    for (i, cell) in cells.iter_mut().enumerate() {
        let from = if transpose { (i % 9) * 9 + i / 9 } else { i };
        let given = bits.get(i / 8).is_some_and(|b| b >> (i % 8) & 1 == 1);
        if given {
            *cell = order[usize::from(full[from]) - 1];
        }
    }
    let Ok(grid) = Grid::from_cells(cells) else {
        return;
    };
    let verdict = solve(&grid, Algorithm::Fast, &Options::default()).verdict;
    match (verdict, rate(&grid)) {
        (Verdict::Unique, Ok(rating)) => {
            let score = rating.score.value();
            assert!((1.0..=12.0).contains(&score), "{score} for {grid:?}");
            assert_eq!(rating.level, rating.score.level(), "{grid:?}");
            assert!(rating.hardest.is_some(), "{grid:?}");
            assert!(rating.step_count() > 0, "{grid:?}");
        }
        (Verdict::Unique, Err(err)) => {
            assert_eq!(err, RateError::BeyondTechniques, "{grid:?}");
        }
        (Verdict::Multiple, result) => assert_eq!(result.err(), Some(RateError::Multiple)),
        (_, result) => assert_eq!(result.err(), Some(RateError::NoSolution)),
    }
});
