//! Any grid: every algorithm returns quickly within its budget, every
//! solution is valid and keeps the givens, and the algorithms that finish
//! agree on the count (0, 1, 2+).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};

fuzz_target!(|data: &[u8]| {
    // One byte a cell; values 10.. are empty, so sparse grids are common.
    let mut cells = [0u8; 81];
    for (cell, &b) in cells.iter_mut().zip(data) {
        *cell = if b % 32 < 10 { b % 32 } else { 0 };
    }
    let Ok(grid) = Grid::from_cells(cells) else {
        return;
    };
    let options = Options {
        max_calls: Some(20_000),
        ..Options::default()
    };
    let mut counts = Vec::new();
    for algo in Algorithm::ALL {
        let out = solve(&grid, algo, &options);
        assert!(out.stats.calls <= 20_000);
        if let Some(s) = out.solution {
            assert!(s.is_solved(), "{algo}: {}", grid.to_line());
            assert!(grid.is_completed_by(&s), "{algo}: {}", grid.to_line());
        }
        let count = match out.verdict {
            Verdict::NoSolution => 0,
            Verdict::Unique => 1,
            Verdict::Multiple => 2,
            Verdict::Aborted => continue,
            other => panic!("{algo}: {other:?}"),
        };
        counts.push((algo, count));
    }
    if let Some(&(_, first)) = counts.first() {
        assert!(counts.iter().all(|&(_, c)| c == first), "{counts:?} {}", grid.to_line());
    }
});
