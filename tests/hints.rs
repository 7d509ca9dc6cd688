//! Native tests of hints that teach: three presses of Hint, each showing
//! more (where to look, the cells, the answer); hints on the reader's own
//! board; a wrong entry named before any hint.
//! `cargo test -p sudoku-web --test hints`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use common::{run, EASY};
use sudoku_web::features::explain::{Blocked, Note};
use sudoku_web::features::hint::Level;
use sudoku_web::model::Kind;
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::{status as status_of, Tone};

fn level(state: &State) -> Option<Level> {
    match state.message() {
        Message::Explain(note) => note.hint_level(),
        _ => None,
    }
}

#[test]
fn each_press_of_hint_shows_more_of_the_same_step() {
    let mut state = State::from_link(Some(EASY));
    state.press(Action::Hint);
    assert_eq!(level(&state), Some(Level::Where));
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Info);
    assert_eq!(
        status.headline,
        "Hint: look at row 1, column 2: a naked single."
    );
    assert_eq!(
        status.details,
        vec![
            "Press Hint again to see the cells (Step, in the Solver lab, applies it).".to_string()
        ]
    );
    // Only the place to look is highlighted: no digit is given away.
    let marks = state.highlight_marks().expect("marks");
    assert!(marks.get(1).unit);
    assert_eq!(marks.0.iter().filter(|m| m.is_marked()).count(), 1);
    assert!(!marks.get(1).is_target());

    state.press(Action::Hint);
    assert_eq!(level(&state), Some(Level::Cells));
    let status = status_of(&state);
    assert_eq!(
        status.headline,
        "Hint: Naked single. Look at the highlighted cells."
    );
    assert_eq!(
        status.details,
        vec!["Press Hint again for the answer (Step, in the Solver lab, applies it).".to_string()]
    );
    let marks = state.highlight_marks().expect("marks");
    assert!(marks.get(1).proof);
    assert!(marks.0.iter().all(|m| !m.is_target()), "no target yet");

    state.press(Action::Hint);
    assert_eq!(level(&state), Some(Level::Answer));
    assert_eq!(
        status_of(&state).headline,
        "Hint: Naked single. Row 1, column 2 has only one candidate left, so it must be 3."
    );
    let marks = state.highlight_marks().expect("marks");
    assert_eq!(marks.get(1).placed, 3);
    // A fourth press keeps the answer; the three count as one hint.
    state.press(Action::Hint);
    assert_eq!(level(&state), Some(Level::Answer));
    assert_eq!(state.tally().hints, 1);
    assert!(!state.can_undo(), "hints are not edits");
}

#[test]
fn step_applies_a_hint_at_any_level() {
    let mut state = State::from_link(Some(EASY));
    run(&mut state, [Action::Hint, Action::Step]);
    assert_eq!(state.sheet().value(1), 3);
    assert_eq!(state.sheet().kind(1), Kind::Step);
    // The next Hint is a new one, from its first level.
    state.press(Action::Hint);
    assert_eq!(level(&state), Some(Level::Where));
    assert_eq!(state.tally().hints, 3, "hint, step, hint");
}

#[test]
fn a_unit_hint_names_the_unit_and_highlights_it() {
    // After the naked single in row 1, column 2, the engine's next step.
    let mut state = State::from_link(Some(EASY));
    run(&mut state, [Action::Step, Action::Hint]);
    let headline = status_of(&state).headline;
    assert!(headline.starts_with("Hint: look at "), "{headline}");
    let marks = state.highlight_marks().expect("marks");
    let marked = marks.0.iter().filter(|m| m.unit).count();
    assert!(marked == 1 || marked == 9, "a cell or a unit: {marked}");
}

#[test]
fn hints_use_the_readers_entries() {
    let mut state = State::from_link(Some(EASY));
    // The reader places the naked single the first hint would give.
    run(
        &mut state,
        [Action::Select(1), Action::Input(3), Action::Hint],
    );
    assert_eq!(state.sheet().kind(1), Kind::Entered);
    let Message::Explain(note) = state.message() else {
        panic!("a hint");
    };
    let Note::Hint { found, .. } = note.as_ref() else {
        panic!("a hint: {note:?}");
    };
    assert!(
        found.step.placements.iter().all(|&(cell, _)| cell != 1),
        "the hint is about another cell: {:?}",
        found.step
    );
}

#[test]
fn a_wrong_entry_is_named_before_any_hint_and_marked() {
    let mut state = State::from_link(Some(EASY));
    // Row 2, column 1 is 9 in the solution; 6 clashes with nothing.
    run(
        &mut state,
        [Action::Select(9), Action::Input(6), Action::Hint],
    );
    let Message::Explain(note) = state.message() else {
        panic!("a note");
    };
    assert_eq!(note.as_ref(), &Note::Blocked(Blocked::Wrong(vec![(9, 6)])));
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "No hint yet: your 6 in row 2, column 1 is not the solution's digit (marked). Erase it first."
    );
    assert!(state.is_wrong(9));
    // Step does not build on it either.
    state.press(Action::Step);
    assert_eq!(state.sheet().progress().steps().len(), 0);
    // Two wrong entries are counted.
    // Row 3, column 7 is 9, not 5.
    run(
        &mut state,
        [Action::Select(24), Action::Input(5), Action::Hint],
    );
    assert_eq!(
        status_of(&state).headline,
        "No hint yet: 2 of your entries are not the solution's digits (marked). Erase them first."
    );
    // Erased, the hint comes back.
    run(
        &mut state,
        [
            Action::Select(9),
            Action::Input(0),
            Action::Select(24),
            Action::Input(0),
            Action::Hint,
        ],
    );
    assert_eq!(level(&state), Some(Level::Where));
}

#[test]
fn h_asks_for_a_hint_and_k_checks_from_the_board() {
    use sudoku_web::state::board_key;
    assert_eq!(board_key("h", "KeyH", false, false), Some(Action::Hint));
    assert_eq!(board_key("H", "KeyH", true, false), Some(Action::Hint));
    assert_eq!(board_key("k", "KeyK", false, false), Some(Action::Check));
    // With Ctrl they are the browser's.
    assert_eq!(board_key("h", "KeyH", false, true), None);
}
