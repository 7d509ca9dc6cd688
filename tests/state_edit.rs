//! Native tests of the page state: the reducer, derived clashes, undo/redo,
//! links, pastes, keys and the status text. `cargo test -p sudoku-web`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{invalid_cells, run, EASY};
use sudoku_solver::Algorithm;
use sudoku_web::model::Kind;
use sudoku_web::state::{
    key_action, moved, shortcut_action, Action, Direction, Message, Source, State,
};
use sudoku_web::text::{status as status_of, Tone};

#[test]
fn new_state_is_empty_with_a_welcome() {
    let state = State::new();
    assert_eq!(state.sheet().grid().filled(), 0);
    assert_eq!(state.selected(), 0);
    assert_eq!(state.algorithm(), Algorithm::Fast);
    assert!(!state.can_undo() && !state.can_redo());
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Info);
    assert_eq!(
        status.headline,
        "Type the puzzle in (click a cell, type 1-9) and press Start, or take a New puzzle, or read one from a Photo or the Camera."
    );
}

/// index.html shows the welcome before the app has loaded (so the first
/// screen is drawn at once): it must be the app's own words.
#[test]
fn the_page_shows_the_apps_welcome_before_it_loads() {
    let page = include_str!("../index.html");
    let headline = status_of(&State::new()).headline;
    assert!(
        page.contains(&format!(r#"<p class="headline">{headline}</p>"#)),
        "index.html's welcome differs from the app's: {headline}"
    );
    // boot.js drops that welcome when there is a saved board, under the
    // app's own key.
    let boot = include_str!("../boot.js");
    assert!(boot.contains(&format!("'{}'", sudoku_web::services::storage::KEY)));
}

#[test]
fn typing_sets_the_selected_cell_as_a_given() {
    let mut state = State::new();
    run(&mut state, [Action::Select(20), Action::Input(7)]);
    assert_eq!(state.sheet().value(20), 7);
    assert_eq!(state.sheet().kind(20), Kind::Given);
    assert_eq!(state.sheet().kind(19), Kind::Empty);
    assert!(state.can_undo());
    assert_eq!(
        status_of(&state).headline,
        "1 given on the board. Press Start to play it, or Solve in the Solver lab."
    );
    state.apply(Action::Input(0));
    assert_eq!(state.sheet().value(20), 0);
    assert_eq!(state.sheet().kind(20), Kind::Empty);
    assert_eq!(status_of(&state).headline, "The board is empty.");
}

#[test]
fn out_of_range_selection_is_ignored() {
    let mut state = State::new();
    run(&mut state, [Action::Select(80), Action::Select(81)]);
    assert_eq!(state.selected(), 80);
}

#[test]
fn arrows_move_and_stop_at_the_edges() {
    assert_eq!(moved(0, Direction::Up), 0);
    assert_eq!(moved(0, Direction::Left), 0);
    assert_eq!(moved(0, Direction::Right), 1);
    assert_eq!(moved(0, Direction::Down), 9);
    assert_eq!(moved(80, Direction::Down), 80);
    assert_eq!(moved(80, Direction::Right), 80);
    assert_eq!(moved(8, Direction::Right), 8);
    assert_eq!(moved(40, Direction::Up), 31);
    let mut state = State::new();
    run(
        &mut state,
        [
            Action::Move(Direction::Down),
            Action::Move(Direction::Down),
            Action::Move(Direction::Right),
        ],
    );
    assert_eq!(state.selected(), 19);
}

#[test]
fn keys_map_to_actions() {
    for d in 1..=9u8 {
        assert_eq!(key_action(&d.to_string()), Some(Action::Input(d)));
    }
    for key in ["0", ".", " ", "Backspace", "Delete"] {
        assert_eq!(key_action(key), Some(Action::Input(0)), "{key:?}");
    }
    assert_eq!(key_action("ArrowUp"), Some(Action::Move(Direction::Up)));
    assert_eq!(key_action("ArrowDown"), Some(Action::Move(Direction::Down)));
    assert_eq!(key_action("ArrowLeft"), Some(Action::Move(Direction::Left)));
    assert_eq!(
        key_action("ArrowRight"),
        Some(Action::Move(Direction::Right))
    );
    for key in ["a", "Tab", "Enter", "10", "Escape", "Shift"] {
        assert_eq!(key_action(key), None, "{key:?}");
    }
    assert_eq!(shortcut_action("z", false), Some(Action::Undo));
    assert_eq!(shortcut_action("Z", true), Some(Action::Redo));
    assert_eq!(shortcut_action("y", false), Some(Action::Redo));
    assert_eq!(shortcut_action("v", false), None);
}

#[test]
fn clash_marks_both_cells_and_says_so() {
    let mut state = State::new();
    // Two 5s in row 3: cells r3c1 and r3c7.
    run(
        &mut state,
        [
            Action::Select(18),
            Action::Input(5),
            Action::Select(24),
            Action::Input(5),
        ],
    );
    assert_eq!(invalid_cells(&state), vec![18, 24]);
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(status.headline, "Two 5s in row 3.");
}

#[test]
fn clash_summary_lists_every_clash() {
    let mut state = State::new();
    run(
        &mut state,
        [
            Action::Select(18),
            Action::Input(5),
            Action::Select(24),
            Action::Input(5),
            Action::Select(10),
            Action::Input(5),
        ],
    );
    assert_eq!(invalid_cells(&state), vec![10, 18, 24]);
    assert_eq!(
        status_of(&state).headline,
        "Two 5s in row 3. Two 5s in box 1."
    );
}

#[test]
fn fixing_a_clash_clears_the_marks() {
    let mut state = State::new();
    run(
        &mut state,
        [
            Action::Select(0),
            Action::Input(9),
            Action::Select(80),
            Action::Input(9),
            Action::Select(72),
            Action::Input(9),
        ],
    );
    // r9c1 and r9c9 clash (row 9), r1c1 and r9c1 clash (column 1).
    assert_eq!(invalid_cells(&state), vec![0, 72, 80]);
    state.apply(Action::Input(4));
    assert_eq!(invalid_cells(&state), Vec::<usize>::new());
    assert_eq!(status_of(&state).tone, Tone::Info);
    assert_eq!(
        status_of(&state).headline,
        "3 givens on the board. Press Start to play it, or Solve in the Solver lab."
    );
}

#[test]
fn undo_and_redo_restore_digits_and_clash_marks() {
    let mut state = State::new();
    run(
        &mut state,
        [
            Action::Select(0),
            Action::Input(3),
            Action::Select(1),
            Action::Input(3),
        ],
    );
    assert_eq!(invalid_cells(&state), vec![0, 1]);
    state.apply(Action::Undo);
    assert_eq!(state.sheet().value(1), 0);
    assert_eq!(invalid_cells(&state), Vec::<usize>::new());
    assert_eq!(
        status_of(&state).headline,
        "Undone. 1 given on the board. Press Start to play it, or Solve in the Solver lab."
    );
    assert!(state.can_redo());
    state.apply(Action::Redo);
    assert_eq!(state.sheet().value(1), 3);
    assert_eq!(invalid_cells(&state), vec![0, 1]);
    let status = status_of(&state);
    assert_eq!(status.headline, "Two 3s in row 1. Two 3s in box 1.");
    assert_eq!(
        status.details,
        vec![
            "Redone. 2 givens on the board. Press Start to play it, or Solve in the Solver lab."
                .to_string()
        ]
    );
    run(&mut state, [Action::Undo, Action::Undo]);
    assert_eq!(state.sheet().grid().filled(), 0);
    assert!(!state.can_undo());
    state.apply(Action::Undo);
    assert_eq!(state.message(), &Message::NothingToUndo);
    assert_eq!(status_of(&state).headline, "Nothing to undo.");
    // A new edit drops what could be redone.
    state.apply(Action::Input(8));
    assert!(!state.can_redo());
    state.apply(Action::Redo);
    assert_eq!(status_of(&state).headline, "Nothing to redo.");
}

#[test]
fn typing_the_same_digit_again_adds_no_history() {
    let mut state = State::new();
    run(&mut state, [Action::Input(4), Action::Input(4)]);
    state.apply(Action::Undo);
    assert_eq!(state.sheet().grid().filled(), 0);
    assert!(!state.can_undo());
}

#[test]
fn clear_empties_the_board_and_is_undoable() {
    let mut state = State::from_link(Some(EASY));
    state.apply(Action::ClearBoard);
    assert_eq!(state.sheet().grid().filled(), 0);
    assert_eq!(status_of(&state).headline, "Board cleared.");
    state.apply(Action::Undo);
    assert_eq!(state.sheet().puzzle().to_line(), EASY);
}

#[test]
fn link_loads_a_puzzle_as_givens() {
    let state = State::from_link(Some(EASY));
    assert_eq!(state.sheet().grid().to_line(), EASY);
    assert_eq!(state.sheet().kind(0), Kind::Given);
    assert_eq!(state.sheet().kind(1), Kind::Empty);
    assert_eq!(state.sheet().givens(), 38);
    assert_eq!(state.message(), &Message::Loaded(Source::Link, 38));
    assert_eq!(
        status_of(&state).headline,
        "Loaded a puzzle with 38 givens from the link."
    );
    // Loading is not an edit: nothing to undo.
    assert!(!state.can_undo());
}

#[test]
fn bad_link_loads_nothing_and_says_why() {
    let short = &EASY[..80];
    let state = State::from_link(Some(short));
    assert_eq!(state.sheet().grid().filled(), 0);
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "The puzzle in the link was not loaded: expected 81 cells, found 80."
    );

    let mut bad = EASY.to_string();
    bad.replace_range(11..12, "a");
    let state = State::from_link(Some(&bad));
    assert_eq!(state.sheet().grid().filled(), 0);
    assert_eq!(
        status_of(&state).headline,
        "The puzzle in the link was not loaded: cell 12 (character 12): unexpected 'a'."
    );
}

#[test]
fn no_link_is_the_welcome() {
    assert_eq!(State::from_link(None), State::new());
}

#[test]
fn paste_loads_a_layout_and_bad_paste_changes_nothing() {
    let layout = "53. .7. ...\n6.. 195 ...\n.98 ... .6.\n\n8.. .6. ..3\n4.. 8.3 ..1\n7.. .2. ..6\n\n.6. ... 28.\n... 419 ..5\n... .8. .79\n";
    let mut state = State::new();
    state.apply(Action::Paste(layout.into()));
    assert_eq!(
        state.sheet().grid().to_line(),
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    );
    assert_eq!(
        status_of(&state).headline,
        "Loaded a puzzle with 30 givens from the paste."
    );
    let before = state.sheet().clone();
    state.apply(Action::Paste("12345".into()));
    assert_eq!(state.sheet(), &before);
    assert_eq!(
        status_of(&state).headline,
        "The pasted text was not loaded: expected 81 cells, found 5."
    );
    assert_eq!(status_of(&state).tone, Tone::Problem);
    // The paste itself is undoable.
    state.apply(Action::Undo);
    assert_eq!(state.sheet().grid().filled(), 0);
}
