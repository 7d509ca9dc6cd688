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
use sudoku_solver::{Grid, Verdict};
use sudoku_web::features::play;

/// Steps taken on one input.
const STEPS: usize = 3;

/// Steps taken when the hardest technique allowed is a forcing chain or
/// supposition: one search of those costs as much as thousands of the
/// others on an open grid, and the steps before it are covered by inputs
/// that pick an easier technique.
const DEEP_STEPS: usize = 1;

/// The fewest givens on which forcing chains and supposition run; on
/// grids with fewer, the hardest technique is the one below them. Every
/// grid still runs every other technique, and the deep ones run on every
/// kind of grid (one solution, several, none) from this many givens up:
/// a search over an almost empty grid would only be slow, not different.
const DEEP_GIVENS: usize = 20;

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
    let mut hardest = Technique::ALL[pick % Technique::ALL.len()];
    if hardest >= Technique::ForcingChain && grid.filled() < DEEP_GIVENS {
        hardest = Technique::AlignedPairExclusion;
    }
    // Bounded as the page bounds it: an unsettled grid is only stepped.
    let truth = play::count_bounded(&grid);
    let check = |step: &Step, solution: &Grid| {
        for &(cell, digit) in &step.placements {
            assert_eq!(solution.get(cell), digit, "{}: {step}", grid.to_line());
        }
        for &(cell, digit) in &step.eliminations {
            assert_ne!(solution.get(cell), digit, "{}: {step}", grid.to_line());
        }
    };
    let steps = if hardest >= Technique::ForcingChain {
        DEEP_STEPS
    } else {
        STEPS
    };
    let mut board = Board::from_grid(&grid);
    for _ in 0..steps {
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
