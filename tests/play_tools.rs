//! Native tests of the play tools and what they leave behind: a hint that
//! named a wrong entry, refused hints and steps kept out of the tally, Undo
//! after Clear, the Undo message, a fresh page, Check, Reveal and Fill
//! marks on an empty board, the playing status and Check's marks over a
//! reload (the page's input and words: `input_and_words.rs`).
//! `cargo test -p sudoku-web --test play_tools`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use common::{loaded, run, EASY};
use sudoku_solver::{clashes, Grid};
use sudoku_web::features::play;
use sudoku_web::services::storage::{decode, encode, Snapshot};
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::{status, Tone};

/// The solution of the easy puzzle.
fn solution() -> Grid {
    play::solution(&Grid::parse(EASY).unwrap()).unwrap()
}

/// The first empty cell of EASY that takes a digit other than its
/// solution's without a clash, and that digit.
fn wrong_entry() -> (usize, u8) {
    let puzzle = Grid::parse(EASY).unwrap();
    (0..81)
        .filter(|&cell| puzzle.get(cell) == 0)
        .flat_map(|cell| (1..=9).map(move |digit| (cell, digit)))
        .find(|&(cell, digit)| {
            let mut grid = puzzle;
            grid.set(cell, digit);
            digit != solution().get(cell) && clashes(&grid).is_empty()
        })
        .unwrap()
}

/// EASY played with a wrong entry typed in its first empty cell.
fn with_wrong_entry() -> State {
    let (cell, digit) = wrong_entry();
    let mut state = loaded(EASY);
    run(&mut state, [Action::Select(cell), Action::Input(digit)]);
    state
}

// A hint that named a wrong entry goes once the entry is corrected.
#[test]
fn correcting_the_entry_a_hint_named_takes_the_hint_away() {
    let (cell, _) = wrong_entry();
    let mut state = with_wrong_entry();
    state.press(Action::Hint);
    assert!(status(&state).headline.ends_with("Erase it first."));
    assert!(state.is_wrong(cell));
    state.apply(Action::Input(solution().get(cell)));
    assert_eq!(state.message(), &Message::HintGone);
    assert_eq!(
        status(&state).headline,
        "The board changed, so that hint no longer applies: press Hint for a new one. \
         38 givens and 1 entry on the board."
    );
    assert!(!state.is_wrong(cell));
    assert_eq!(state.highlight(), None);
}

#[test]
fn refused_hints_and_steps_are_not_counted_as_help() {
    let mut state = with_wrong_entry();
    run(&mut state, [Action::Hint, Action::Step]);
    assert_eq!(state.tally().hints, 0, "refused: a wrong entry");
    let mut empty = State::new();
    run(&mut empty, [Action::Hint, Action::Step]);
    assert_eq!(empty.tally().hints, 0, "refused: nothing to hint");
    // A hint given counts once, however many presses show more of it.
    let mut state = loaded(EASY);
    run(&mut state, [Action::Hint, Action::Hint, Action::Step]);
    assert_eq!(state.tally().hints, 2);
}

// Undo of Clear brings the time and help back.
#[test]
fn undo_of_clear_brings_back_the_time_played() {
    let mut state = loaded(EASY);
    for now in [0.0, 4_000.0, 8_000.0, 12_000.0] {
        state.apply(Action::Tick { now, visible: true });
    }
    state.apply(Action::Check);
    assert_eq!((state.tally().seconds(), state.tally().checks), (12, 1));
    state.apply(Action::ClearBoard);
    assert_eq!((state.tally().seconds(), state.tally().checks), (0, 0));
    state.apply(Action::Undo);
    assert_eq!((state.tally().seconds(), state.tally().checks), (12, 1));
    // The clock goes on from there.
    for now in [13_000.0, 15_000.0] {
        state.apply(Action::Tick { now, visible: true });
    }
    assert_eq!(state.tally().seconds(), 14);
    state.apply(Action::Redo);
    assert_eq!(state.tally().seconds(), 0);
    state.apply(Action::Undo);
    assert_eq!(state.tally().seconds(), 14);
}

// The Undo message counts entries with steps; a fresh page says no
// "Restored"; Check, Reveal and Fill marks on an empty board.
#[test]
fn undo_message_counts_entries_when_steps_were_taken() {
    let cell = EASY.find('.').unwrap();
    let mut state = loaded(EASY);
    run(
        &mut state,
        [
            Action::Select(cell),
            Action::Input(solution().get(cell)),
            Action::Step,
            Action::Step,
            Action::Undo,
        ],
    );
    assert_eq!(
        status(&state).headline,
        "Undone. 38 givens, 1 entry and 1 step on the board."
    );
}

#[test]
fn a_page_never_used_is_not_restored_on_reload() {
    let json = encode(&Snapshot::of(&State::new()));
    let state = decode(&json).unwrap();
    assert_eq!(state.message(), &Message::Welcome);
    assert_eq!(status(&state).headline, status(&State::new()).headline);
    // An empty board with history to undo says so.
    let mut cleared = loaded(EASY);
    cleared.apply(Action::ClearBoard);
    let state = decode(&encode(&Snapshot::of(&cleared))).unwrap();
    assert_eq!(
        status(&state).headline,
        "The board is empty; Undo brings back the boards of your last visit."
    );
}

#[test]
fn check_reveal_and_fill_marks_on_an_empty_board_ask_for_a_puzzle() {
    for action in [Action::Check, Action::Reveal, Action::FillCentreMarks] {
        let mut state = State::new();
        state.apply(action.clone());
        assert_eq!(state.message(), &Message::NoPuzzle, "{action:?}");
        let view = status(&state);
        assert_eq!(view.tone, Tone::Problem);
        assert_eq!(
            view.headline,
            "There is no puzzle yet: type one in, or load one (paste it, open a link, a photo or New puzzle)."
        );
        assert_eq!(state.sheet(), State::new().sheet(), "{action:?}");
        assert!(!state.can_undo());
    }
}

// The playing status speaks of the switch under the pad first.
#[test]
fn playing_status_speaks_of_the_on_screen_switch() {
    let mut state = common::entering(EASY);
    state.apply(Action::Start);
    assert_eq!(
        status(&state).details,
        vec![
            "Type or tap a digit to enter it. The switch under the number pad (Digit, Corner, \
             Centre, Colour) makes digits go in as corner marks, centre marks or colours \
             instead (keys: Shift or Ctrl+digit, Z X C V)."
                .to_string()
        ]
    );
}

// Check's marks survive a reload.
#[test]
fn checks_marks_survive_a_reload() {
    let (cell, _) = wrong_entry();
    let mut state = with_wrong_entry();
    state.apply(Action::Check);
    assert!(state.is_wrong(cell));
    let text = encode(&Snapshot::of(&state));
    assert_eq!(common::saved_of(&state).play.wrong, [cell as u8]);
    let back = decode(&text).unwrap();
    assert_eq!(back.wrong_mask(), 1u128 << cell);
    // Saved data of before (the JSON of version 2 with no "wrong") still
    // loads, with no marks.
    let json = common::json_of(&state);
    let old = json.replace(&format!(r#","wrong":[{cell}]"#), "");
    assert!(!old.contains("wrong"), "{old}");
    assert_eq!(decode(&old).unwrap().wrong_mask(), 0);
    // A mark on a cell that is not an entry is not taken.
    let forged = |wrong: Vec<u8>| {
        let mut saved = common::saved_of(&state);
        saved.play.wrong = wrong;
        sudoku_web::features::saved::to_text(&saved)
    };
    assert_eq!(decode(&forged(vec![0])).unwrap().wrong_mask(), 0);
    assert_eq!(
        decode(&forged(vec![81])).err().as_deref(),
        Some("a wrong mark on cell 81, not 0-80")
    );
}
