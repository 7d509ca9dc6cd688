//! Native tests of how the reader's play and the solver meet: a solve runs
//! on the givens whatever the reader enters, and its answer marks the
//! reader's wrong entries. `cargo test -p sudoku-web --test play_solve`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use common::{loaded, solve_done, start, EASY};
use sudoku_solver::Algorithm;
use sudoku_web::features::solve::{self, SolveResult};
use sudoku_web::state::Action;
use sudoku_web::text::status as status_of;

#[test]
fn entries_and_steps_leave_a_running_solve_alone() {
    // The solve is for the givens: the reader's entries and Step's digits
    // do not change them, and the solution fills the cells still empty.
    let mut state = loaded(EASY);
    let job = start(&mut state, Algorithm::Naive).unwrap();
    state.apply(Action::Select(2));
    state.apply(Action::Input(4));
    state.press(Action::Step);
    assert_eq!(state.running().map(|r| r.job), Some(job));
    let done = solve::run(&state.sheet().puzzle(), Algorithm::Naive, &|| 0.0);
    let SolveResult::Searched(search) = done.result else {
        panic!("searched");
    };
    let solution = search.solution.unwrap();
    state.apply(solve_done(job, search));
    assert!(state.running().is_none());
    assert_eq!(state.sheet().kind(2), sudoku_web::model::Kind::Entered);
    assert_eq!(state.sheet().value(2), 4);
    assert_eq!(state.sheet().value(1), solution.get(1));
    // Row 1, column 3 is 2 in the solution: the entry 4 is marked wrong.
    assert_eq!(solution.get(2), 2);
    assert!(state.is_wrong(2));
    assert_eq!(
        status_of(&state).details.last().map(String::as_str),
        Some("1 of your entries is not the solution's digit: marked.")
    );
}

#[test]
fn a_board_with_steps_and_a_wrong_entry_survives_a_reload() {
    use sudoku_web::model::Kind;
    use sudoku_web::services::storage::{decode, encode, Snapshot};
    let mut state = loaded(EASY);
    // A step, then a wrong entry (row 2, column 1 is 9), which leaves the
    // puzzle without a solution.
    state.press(Action::Step);
    state.apply(Action::Select(9));
    state.apply(Action::Input(6));
    assert_eq!(state.sheet().kind(1), Kind::Step);
    let back = decode(&encode(&Snapshot::of(&state))).expect("the saved board loads");
    assert_eq!(back.sheet().value(9), 6);
    assert_eq!(back.sheet().kind(9), Kind::Entered);
    assert_eq!(back.sheet().value(1), 3);
    assert_eq!(back.sheet().kind(1), Kind::Step);
    assert_eq!(back.sheet().progress().steps().len(), 1);
    assert_eq!(back.undo_history(), state.undo_history());
}
