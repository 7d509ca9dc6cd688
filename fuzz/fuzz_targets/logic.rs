//! Any grid through the technique engine, as Step, Hint and the rating run
//! it: a few steps, each the easiest one up to a hardest technique the
//! input chooses (so every technique, supposition included, is reached,
//! while most inputs stop at cheap ones: this bounds the work of one input
//! without leaving a technique or a kind of grid out). On a puzzle with
//! one solution the unique-solution techniques take part, and no step
//! places a wrong digit or removes the right one; on a grid with several
//! solutions the steps agree with the one found, and use no
//! unique-solution technique; every step changes the board.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::logic::{next_step_unique_with, next_step_with, Board, Step, Technique};
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};

/// Steps taken on one input.
const STEPS: usize = 3;

fuzz_target!(|data: &[u8]| {
    // One byte a cell; about half the values are digits, so puzzles with one
    // solution, several and none all turn up. The 82nd byte picks the
    // hardest technique.
    let mut cells = [0u8; 81];
    for (cell, &b) in cells.iter_mut().zip(data) {
        *cell = if b % 20 < 10 { b % 20 } else { 0 };
    }
    let Ok(grid) = Grid::from_cells(cells) else {
        return;
    };
    let pick = usize::from(data.get(81).copied().unwrap_or(255));
    let hardest = Technique::ALL[pick % Technique::ALL.len()];
    let truth = solve(&grid, Algorithm::Fast, &Options::default());
    let check = |step: &Step, solution: &Grid| {
        for &(cell, digit) in &step.placements {
            assert_eq!(solution.get(cell), digit, "{}: {step}", grid.to_line());
        }
        for &(cell, digit) in &step.eliminations {
            assert_ne!(solution.get(cell), digit, "{}: {step}", grid.to_line());
        }
    };
    let mut board = Board::from_grid(&grid);
    for _ in 0..STEPS {
        let step = match truth.verdict {
            Verdict::Unique => next_step_unique_with(&board, hardest),
            _ => next_step_with(&board, hardest),
        };
        let Some(step) = step else {
            break;
        };
        assert!(step.technique <= hardest, "{step} above {hardest:?}");
        match (truth.verdict, truth.solution) {
            (Verdict::Unique, Some(solution)) => check(&step, &solution),
            (Verdict::Multiple, Some(solution)) => {
                assert!(!step.technique.needs_unique_solution(), "{step}");
                check(&step, &solution);
            }
            _ => {}
        }
        assert!(
            board.apply(&step),
            "{}: {step} changes nothing",
            grid.to_line()
        );
    }
});
