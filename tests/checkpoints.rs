//! Native tests of Checkpoint, Back to checkpoint and Undo to first
//! mistake: what each does to the board, that Undo takes it back, their
//! words, and the checkpoints kept over a reload.
//! `cargo test -p sudoku-web --test checkpoints`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{run, EASY};
use sudoku_solver::{clashes, Grid};
use sudoku_web::features::play;
use sudoku_web::model::Kind;
use sudoku_web::services::storage::{decode, encode, Snapshot};
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::status;

/// The solution of the easy puzzle.
fn solution() -> Grid {
    play::solution(&Grid::parse(EASY).unwrap()).unwrap()
}

/// The empty cells of EASY, those that can take a wrong digit without a
/// clash first.
fn empty_cells() -> Vec<usize> {
    let puzzle = Grid::parse(EASY).unwrap();
    let state = State::from_link(Some(EASY));
    let (mut open, rest): (Vec<usize>, Vec<usize>) = (0..81)
        .filter(|&c| puzzle.get(c) == 0)
        .partition(|&c| wrong_digit(&state, c).is_some());
    open.extend(rest);
    open
}

/// A digit for `cell` other than its solution's that clashes with nothing
/// on `state`'s board.
fn wrong_digit(state: &State, cell: usize) -> Option<u8> {
    (1..=9).find(|&d| {
        let mut grid = *state.sheet().grid();
        grid.set(cell, d);
        d != solution().get(cell) && clashes(&grid).is_empty()
    })
}

/// Types `digit` into `cell`.
fn enter(state: &mut State, cell: usize, digit: u8) {
    run(state, [Action::Select(cell), Action::Input(digit)]);
}

#[test]
fn back_to_checkpoint_returns_to_the_board_kept_and_undo_takes_it_back() {
    let mut state = State::from_link(Some(EASY));
    let cells = empty_cells();
    enter(&mut state, cells[0], solution().get(cells[0]));
    state.apply(Action::BackToCheckpoint);
    assert_eq!(state.message(), &Message::NoCheckpoint);
    assert_eq!(
        status(&state).headline,
        "No checkpoint yet: press Checkpoint before a guess, to come back to it."
    );
    state.apply(Action::Checkpoint);
    assert_eq!(state.message(), &Message::Checkpointed(1));
    let kept = state.sheet().clone();
    // A guess: two entries and a corner mark.
    enter(&mut state, cells[1], 4);
    enter(&mut state, cells[2], 7);
    state.apply(Action::Corner(2));
    let guessed = state.sheet().clone();
    assert_ne!(&guessed, &kept);
    state.apply(Action::BackToCheckpoint);
    assert_eq!(state.sheet(), &kept);
    assert_eq!(state.sheet().kind(cells[1]), Kind::Empty);
    assert_eq!(
        status(&state).headline,
        "Back to the latest checkpoint. Undo takes you back again."
    );
    state.apply(Action::Undo);
    assert_eq!(
        state.sheet(),
        &guessed,
        "Undo takes Back to checkpoint back"
    );
    // Pressing it again where the board is the checkpoint's says so.
    state.apply(Action::Redo);
    state.apply(Action::BackToCheckpoint);
    assert_eq!(state.message(), &Message::AtCheckpoint);
}

#[test]
fn undo_to_first_mistake_goes_back_to_just_before_it() {
    let mut state = State::from_link(Some(EASY));
    let cells = empty_cells();
    let right = |c: usize| solution().get(c);
    enter(&mut state, cells[0], right(cells[0]));
    let before_mistake = state.sheet().clone();
    let wrong = wrong_digit(&state, cells[1]).unwrap();
    enter(&mut state, cells[1], wrong);
    // Right entries after the mistake are undone with it.
    enter(&mut state, cells[2], right(cells[2]));
    enter(&mut state, cells[3], right(cells[3]));
    let after = state.sheet().clone();
    state.apply(Action::UndoToMistake);
    assert_eq!(state.sheet(), &before_mistake);
    assert_eq!(state.message(), &Message::BeforeFirstMistake(3));
    assert_eq!(
        status(&state).headline,
        "Back to just before your first mistake (3 changes undone). Undo brings them back."
    );
    state.apply(Action::Undo);
    assert_eq!(state.sheet(), &after);
    // With no mistake on the board, nothing changes.
    state.apply(Action::UndoToMistake);
    state.apply(Action::UndoToMistake);
    assert_eq!(state.sheet(), &before_mistake);
    assert_eq!(state.message(), &Message::NoMistake);
}

#[test]
fn a_mistake_older_than_the_history_is_erased() {
    let mut state = State::from_link(Some(EASY));
    let cells = empty_cells();
    let wrong = wrong_digit(&state, cells[0]).unwrap();
    enter(&mut state, cells[0], wrong);
    // Another right entry; then the history is lost (as on a page whose
    // history was cut at its limit): only the current board is known.
    enter(&mut state, cells[1], solution().get(cells[1]));
    let mut saved = common::saved_of(&state);
    saved.undo.clear();
    let mut state = decode(&sudoku_web::features::saved::to_text(&saved)).unwrap();
    state.apply(Action::UndoToMistake);
    assert_eq!(state.message(), &Message::MistakesErased(1));
    assert_eq!(state.sheet().kind(cells[0]), Kind::Empty);
    assert_eq!(state.sheet().value(cells[1]), solution().get(cells[1]));
    assert_eq!(
        status(&state).headline,
        "The history does not reach back to your first mistake: erased 1 wrong entry instead. Undo brings it back."
    );
}

#[test]
fn checkpoints_are_kept_over_a_reload_and_only_for_the_puzzle_played() {
    let mut state = State::from_link(Some(EASY));
    let cells = empty_cells();
    enter(&mut state, cells[0], 4);
    state.apply(Action::Checkpoint);
    let kept = state.sheet().clone();
    enter(&mut state, cells[1], 5);
    let json = encode(&Snapshot::of(&state));
    let mut restored = decode(&json).unwrap();
    assert_eq!(restored.checkpoint(), Some(&kept));
    restored.apply(Action::BackToCheckpoint);
    assert_eq!(restored.sheet(), &kept);
    // Another puzzle has no checkpoint of this one.
    restored.apply(Action::Paste(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......".into(),
    ));
    assert_eq!(restored.checkpoint(), None);
    restored.apply(Action::BackToCheckpoint);
    assert_eq!(restored.message(), &Message::NoCheckpoint);
}

#[test]
fn the_guess_tools_are_for_playing() {
    let mut state = State::from_link(Some(EASY));
    state.apply(Action::EditPuzzle);
    state.apply(Action::Checkpoint);
    assert_eq!(state.message(), &Message::NotPlaying);
    assert!(state.checkpoints().is_empty());
}
