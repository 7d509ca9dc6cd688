//! Any grid through all four algorithms, as Solve, Compare and Batch run
//! them: `fast` (unbounded, it answers in microseconds) counts to two and
//! is the truth; the others run within a call budget, and those that finish
//! agree with it. Every solution is valid and keeps the givens.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};

/// The call budget of the three slower algorithms: enough to finish most
/// puzzles with many givens, and to stop on open grids with Aborted.
const CALLS: u64 = 2_000;

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
    let truth = solve(&grid, Algorithm::Fast, &Options::default());
    let expected = count(truth.verdict).expect("fast always finishes");
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
        match out.verdict {
            Verdict::Aborted => assert!(algo != Algorithm::Fast),
            verdict => assert_eq!(count(verdict), Some(expected), "{algo}: {}", grid.to_line()),
        }
        if expected > 0 && out.verdict != Verdict::Aborted {
            assert!(out.solution.is_some(), "{algo}: {}", grid.to_line());
        }
    }
});
