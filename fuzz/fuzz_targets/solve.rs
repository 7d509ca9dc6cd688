//! Any grid through all four algorithms, as Solve, Compare and Batch run
//! them: `fast` counts to two and is the truth; the others run within a
//! call budget, and those that finish agree with it. Every solution is
//! valid and keeps the givens. `fast` answers in microseconds but for rare
//! sparse grids with no solution (tens of millions of calls, seconds): it
//! has a budget too, and a grid it does not settle within it is only
//! checked for valid solutions.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};

/// The call budget of the three slower algorithms: enough to finish most
/// puzzles with many givens, and to stop on open grids with Aborted.
const CALLS: u64 = 2_000;

/// The call budget of `fast`: 500 times what the hardest public puzzles
/// need.
const FAST_CALLS: u64 = 500_000;

fn count(verdict: Verdict) -> Option<u8> {
    match verdict {
        Verdict::NoSolution => Some(0),
        Verdict::Unique => Some(1),
        Verdict::Multiple => Some(2),
        _ => None,
    }
}

fuzz_target!(|data: &[u8]| {
    // One byte a cell; values 10.. are empty, so sparse grids are common.
    let mut cells = [0u8; 81];
    for (cell, &b) in cells.iter_mut().zip(data) {
        *cell = if b % 32 < 10 { b % 32 } else { 0 };
    }
    let Ok(grid) = Grid::from_cells(cells) else {
        return;
    };
    let fast = Options {
        max_calls: Some(FAST_CALLS),
        ..Options::default()
    };
    let truth = solve(&grid, Algorithm::Fast, &fast);
    let expected = count(truth.verdict);
    let options = Options {
        max_calls: Some(CALLS),
        ..Options::default()
    };
    for algo in Algorithm::ALL {
        let out = if algo == Algorithm::Fast {
            truth.clone()
        } else {
            solve(&grid, algo, &options)
        };
        assert!(algo == Algorithm::Fast || out.stats.calls <= CALLS);
        if let Some(s) = out.solution {
            assert!(s.is_solved(), "{algo}: {}", grid.to_line());
            assert!(grid.is_completed_by(&s), "{algo}: {}", grid.to_line());
        }
        let Some(expected) = expected else {
            assert_eq!(truth.verdict, Verdict::Aborted);
            continue;
        };
        if out.verdict != Verdict::Aborted {
            assert_eq!(
                count(out.verdict),
                Some(expected),
                "{algo}: {}",
                grid.to_line()
            );
        }
        if expected > 0 && out.verdict != Verdict::Aborted {
            assert!(out.solution.is_some(), "{algo}: {}", grid.to_line());
        }
    }
});
