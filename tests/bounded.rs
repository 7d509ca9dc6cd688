//! Searches on the page's own thread (`propagation`) are bounded: a sparse
//! grid with no solution on which `fast` takes tens of millions of calls (found by the
//! `logic` fuzz target: 40 million calls, 11 s) gets a message from Check
//! and a hint from Hint instead of freezing the page.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::loaded;
use common::Press;
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};
use sudoku_web::features::play::{self, NoSolution, MAIN_THREAD_CALLS};
use sudoku_web::state::{Action, Message};
use sudoku_web::text::status;

/// 13 givens, no solution; `fast` needs 40,014,199 calls to prove it.
const SLOW: &str =
    "................1........6.5......4..7..4..8..........4.168....8.......7.........";

#[test]
fn the_slow_grid_is_past_the_budget() {
    let grid = Grid::parse(SLOW).unwrap();
    let options = Options {
        max_calls: Some(MAIN_THREAD_CALLS),
        ..Options::default()
    };
    let out = solve(&grid, Algorithm::Propagation, &options);
    assert_eq!(out.verdict, Verdict::Aborted);
    assert_eq!(play::solution(&grid), Err(NoSolution::Unsettled));
}

#[test]
fn check_says_the_quick_search_could_not_settle_it() {
    let mut state = loaded(SLOW);
    state.apply(Action::Check);
    assert_eq!(
        state.message(),
        &Message::NoSingleSolution(NoSolution::Unsettled)
    );
    assert_eq!(
        status(&state).headline,
        "Check and Reveal need a puzzle with one solution; a quick search (100,000 calls) could not settle whether this one has one. Solve in the Solver lab searches as long as it takes."
    );
    state.apply(Action::Reveal);
    assert_eq!(
        state.message(),
        &Message::NoSingleSolution(NoSolution::Unsettled)
    );
}

#[test]
fn hint_still_finds_a_step() {
    let mut state = loaded(SLOW);
    state.press(Action::Hint);
    let headline = status(&state).headline;
    assert!(headline.starts_with("Hint: look at"), "{headline}");
}
