//! Any grid through the technique engine: the logical solve ends, a
//! "solved" board completes the givens, and on a puzzle with one solution no
//! step places a wrong digit or removes the right one.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::logic::{logical_solve, Board};
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};

fuzz_target!(|data: &[u8]| {
    // One byte a cell; about half the values are digits, so puzzles with one
    // solution, several and none all turn up.
    let mut cells = [0u8; 81];
    for (cell, &b) in cells.iter_mut().zip(data) {
        *cell = if b % 20 < 10 { b % 20 } else { 0 };
    }
    let Ok(grid) = Grid::from_cells(cells) else {
        return;
    };
    let out = logical_solve(&grid);
    if out.is_solved() {
        assert!(grid.is_completed_by(&out.grid()), "{}", grid.to_line());
    }
    let truth = solve(&grid, Algorithm::Fast, &Options::default());
    let (Verdict::Unique, Some(solution)) = (truth.verdict, truth.solution) else {
        return;
    };
    let mut board = Board::from_grid(&grid);
    for step in &out.steps {
        for &(cell, digit) in &step.placements {
            assert_eq!(solution.get(cell), digit, "{}: {step}", grid.to_line());
        }
        for &(cell, digit) in &step.eliminations {
            assert_ne!(solution.get(cell), digit, "{}: {step}", grid.to_line());
        }
        board.apply(step);
    }
    assert_eq!(board, out.board, "{}", grid.to_line());
});
