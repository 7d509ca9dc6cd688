//! Native tests of playing a puzzle: entering and Start, entries, corner
//! and centre marks, colours, several cells at once, Check, Reveal,
//! finishing, the timer, and the keys. `cargo test -p sudoku-web --test play`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{loaded, run, EASY};
use sudoku_solver::{Digits, Grid};
use sudoku_web::features::play::{self, MAX_TICK_MS};
use sudoku_web::model::{Kind, Phase};
use sudoku_web::services::storage::{decode, encode, Snapshot};
use sudoku_web::state::{board_key, Action, Direction, InputMode, Message, State};
use sudoku_web::text::{status as status_of, Tone};

/// The solution of the easy puzzle.
fn solution() -> Grid {
    play::solution(&Grid::parse(EASY).unwrap()).unwrap()
}

fn digits(list: &[u8]) -> Digits {
    list.iter().copied().collect()
}

#[test]
fn typed_digits_are_givens_until_start_locks_them() {
    let mut state = State::new();
    run(&mut state, [Action::Select(0), Action::Input(5)]);
    assert_eq!(state.sheet().phase(), Phase::Entering);
    assert_eq!(state.sheet().kind(0), Kind::Given);
    state.apply(Action::Start);
    assert_eq!(state.sheet().phase(), Phase::Playing);
    // One given leaves many solutions: playing starts, and says so.
    assert_eq!(
        state.message(),
        &Message::StartedWithout(1, sudoku_web::features::play::NoSolution::Several)
    );
    assert_eq!(
        status_of(&state).headline,
        "Playing: the 1 given is locked and the timer runs, but it leaves more than one solution."
    );
    // Typing on the given changes nothing and says why.
    state.apply(Action::Input(6));
    assert_eq!(state.sheet().value(0), 5);
    assert_eq!(state.message(), &Message::Locked);
    assert_eq!(status_of(&state).tone, Tone::Problem);
    // Another cell takes an entry.
    run(&mut state, [Action::Select(1), Action::Input(3)]);
    assert_eq!(state.sheet().kind(1), Kind::Entered);
    assert_eq!(
        state.sheet().puzzle().to_line(),
        format!("5{}", ".".repeat(80))
    );
    // Edit puzzle goes back, undoably.
    state.apply(Action::EditPuzzle);
    assert_eq!(state.sheet().phase(), Phase::Entering);
    state.apply(Action::Undo);
    assert_eq!(state.sheet().phase(), Phase::Playing);
}

#[test]
fn start_needs_a_puzzle_without_clashes() {
    let mut state = State::new();
    state.apply(Action::Start);
    assert_eq!(state.message(), &Message::CannotStart);
    assert_eq!(
        status_of(&state).headline,
        "Nothing to play: the board is empty. Type or paste a puzzle first."
    );
    run(
        &mut state,
        [
            Action::Select(0),
            Action::Input(5),
            Action::Select(1),
            Action::Input(5),
        ],
    );
    state.apply(Action::Start);
    assert_eq!(state.sheet().phase(), Phase::Entering);
    assert!(status_of(&state)
        .headline
        .starts_with("Cannot start: Two 5s in row 1."));
}

#[test]
fn a_link_or_a_paste_plays_at_once() {
    assert_eq!(State::from_link(Some(EASY)).sheet().phase(), Phase::Playing);
    assert_eq!(loaded(EASY).sheet().phase(), Phase::Playing);
}

#[test]
fn corner_and_centre_marks_on_three_cells_are_one_undo_step() {
    let mut state = loaded(EASY);
    // Cells 1, 2 and 3 are empty in the easy puzzle.
    run(
        &mut state,
        [
            Action::Select(1),
            Action::SelectAlso(2),
            Action::SelectMore(3),
        ],
    );
    assert_eq!(state.selection(), vec![1, 2, 3]);
    let before = state.undo_history().len();
    state.apply(Action::Corner(4));
    for cell in [1, 2, 3] {
        assert_eq!(state.sheet().corner(cell), digits(&[4]));
    }
    assert_eq!(state.undo_history().len(), before + 1);
    state.apply(Action::Centre(7));
    state.apply(Action::Centre(2));
    assert_eq!(state.sheet().centre(2), digits(&[2, 7]));
    // All have 4: toggling takes it off all; one without 9: all get 9.
    state.apply(Action::Corner(4));
    assert_eq!(state.sheet().corner(1), Digits::EMPTY);
    state.apply(Action::Undo);
    assert_eq!(state.sheet().corner(3), digits(&[4]));
    state.apply(Action::Undo);
    state.apply(Action::Undo);
    state.apply(Action::Undo);
    assert_eq!(state.sheet().corner(1), Digits::EMPTY);
    assert_eq!(state.sheet().centre(2), Digits::EMPTY);
    // Marks go on empty cells only: a given keeps none.
    run(&mut state, [Action::Select(0), Action::Corner(1)]);
    assert_eq!(state.sheet().corner(0), Digits::EMPTY);
}

#[test]
fn the_input_mode_decides_what_a_digit_does() {
    let mut state = loaded(EASY);
    state.apply(Action::Select(1));
    state.apply(Action::SetInputMode(InputMode::Corner));
    state.apply(Action::Input(3));
    assert_eq!(state.sheet().corner(1), digits(&[3]));
    state.apply(Action::SetInputMode(InputMode::Centre));
    state.apply(Action::Input(8));
    assert_eq!(state.sheet().centre(1), digits(&[8]));
    state.apply(Action::SetInputMode(InputMode::Colour));
    state.apply(Action::Input(5));
    assert_eq!(state.sheet().colour(1), 5);
    state.apply(Action::Input(5));
    assert_eq!(
        state.sheet().colour(1),
        0,
        "the same colour again takes it off"
    );
    // Colours go on givens too.
    run(&mut state, [Action::Select(0), Action::Input(2)]);
    assert_eq!(state.sheet().colour(0), 2);
    state.apply(Action::SetInputMode(InputMode::Digit));
    run(&mut state, [Action::Select(1), Action::Input(3)]);
    assert_eq!(state.sheet().value(1), 3);
    // Erase: the entry first, then the marks.
    state.apply(Action::Input(0));
    assert_eq!(state.sheet().value(1), 0);
    assert_eq!(state.sheet().corner(1), digits(&[3]));
    state.apply(Action::Input(0));
    assert_eq!(state.sheet().corner(1), Digits::EMPTY);
    assert_eq!(state.sheet().centre(1), Digits::EMPTY);
}

#[test]
fn a_placed_digit_leaves_the_marks_of_the_cells_it_sees() {
    let mut state = loaded(EASY);
    // Row 1: cells 1 and 2 empty; cell 10 (row 2, column 2) is empty too? Use 1, 2, 3.
    run(
        &mut state,
        [
            Action::Select(2),
            Action::SelectAlso(3),
            Action::Corner(3),
            Action::Centre(3),
        ],
    );
    run(&mut state, [Action::Select(1), Action::Input(3)]);
    assert_eq!(state.sheet().corner(2), Digits::EMPTY);
    assert_eq!(state.sheet().centre(3), Digits::EMPTY);
    // With the setting off, they stay.
    state.apply(Action::Undo);
    state.apply(Action::SetTidyMarks(false));
    run(&mut state, [Action::Select(1), Action::Input(3)]);
    assert_eq!(state.sheet().corner(2), digits(&[3]));
}

#[test]
fn check_marks_exactly_the_wrong_entry_and_reveal_fills_the_selection() {
    let mut state = loaded(EASY);
    let solution = solution();
    assert_eq!(solution.get(1), 3);
    run(&mut state, [Action::Select(1), Action::Input(3)]);
    run(&mut state, [Action::Select(2), Action::Input(9)]);
    assert_ne!(solution.get(2), 9);
    state.apply(Action::Check);
    assert_eq!(
        state.message(),
        &Message::Checked {
            wrong: 1,
            entries: 2
        }
    );
    assert!(state.is_wrong(2) && !state.is_wrong(1));
    assert_eq!(
        status_of(&state).headline,
        "1 of your 2 entries is wrong: it is marked."
    );
    // Changing the wrong entry takes its mark away.
    state.apply(Action::Input(0));
    assert!(!state.is_wrong(2));
    // Reveal fills the selected cells with the solution.
    run(&mut state, [Action::SelectAlso(3), Action::Reveal]);
    assert_eq!(state.sheet().value(2), solution.get(2));
    assert_eq!(state.sheet().kind(3), Kind::Solved);
    assert_eq!(state.message(), &Message::Revealed(2));
    assert_eq!(state.tally().reveals, 2);
    assert_eq!(state.tally().checks, 1);
}

#[test]
fn finishing_by_hand_says_solved_with_the_time() {
    let mut state = loaded(EASY);
    let solution = solution();
    state.apply(Action::Tick {
        now: 1000.0,
        visible: true,
    });
    state.apply(Action::Tick {
        now: 3500.0,
        visible: true,
    });
    let empty: Vec<usize> = (0..81).filter(|&i| state.sheet().value(i) == 0).collect();
    let (last, rest) = empty.split_last().unwrap();
    for &i in rest {
        run(
            &mut state,
            [Action::Select(i), Action::Input(solution.get(i))],
        );
    }
    assert!(!state.is_finished());
    run(
        &mut state,
        [Action::Select(*last), Action::Input(solution.get(*last))],
    );
    assert!(state.is_finished());
    assert_eq!(state.message(), &Message::Finished);
    let view = status_of(&state);
    assert_eq!(view.tone, Tone::Success);
    assert_eq!(view.headline, "Well done: you solved it in 0:02.");
    assert_eq!(view.details, ["No checks, reveals or hints used."]);
    // The clock stops once solved.
    state.apply(Action::Tick {
        now: 60_000.0,
        visible: true,
    });
    assert_eq!(state.tally().seconds(), 2);
}

#[test]
fn the_timer_counts_only_while_playing_and_visible() {
    let mut state = State::new();
    state.apply(Action::Tick {
        now: 0.0,
        visible: true,
    });
    state.apply(Action::Tick {
        now: 5000.0,
        visible: true,
    });
    assert_eq!(state.tally().elapsed_ms, 0.0, "entering does not count");
    let mut state = loaded(EASY);
    for (now, visible) in [
        (0.0, true),
        (1000.0, true),
        (2000.0, false),
        (9000.0, true),
        (10_000.0, true),
    ] {
        state.apply(Action::Tick { now, visible });
    }
    assert_eq!(
        state.tally().elapsed_ms,
        2000.0,
        "hidden time does not count"
    );
    // A long sleep between two ticks counts at most MAX_TICK_MS.
    state.apply(Action::Tick {
        now: 100_000.0,
        visible: true,
    });
    assert_eq!(state.tally().elapsed_ms, 2000.0 + MAX_TICK_MS);
}

#[test]
fn entries_marks_colours_mode_and_timer_survive_a_reload() {
    let mut state = loaded(EASY);
    run(
        &mut state,
        [
            Action::Select(1),
            Action::Input(3),
            Action::Select(2),
            Action::SelectAlso(3),
            Action::Corner(4),
            Action::Centre(6),
            Action::SetInputMode(InputMode::Colour),
            Action::Input(7),
            Action::Tick {
                now: 0.0,
                visible: true,
            },
            Action::Tick {
                now: 4200.0,
                visible: true,
            },
        ],
    );
    let json = encode(&Snapshot::of(&state));
    let back = decode(&json).expect("readable");
    assert_eq!(back.sheet(), state.sheet());
    assert_eq!(back.undo_history(), state.undo_history());
    assert_eq!(back.input_mode(), InputMode::Colour);
    assert_eq!(back.tally().seconds(), 4);
    assert_eq!(back.sheet().colour(3), 7);
    assert_eq!(back.sheet().kind(1), Kind::Entered);
}

#[test]
fn the_top_row_types_digits_on_a_french_keyboard() {
    // AZERTY: the 1 key types "&" unshifted and "1" with Shift.
    assert_eq!(
        board_key("&", "Digit1", false, false),
        Some(Action::Input(1))
    );
    assert_eq!(
        board_key("é", "Digit2", false, false),
        Some(Action::Input(2))
    );
    assert_eq!(
        board_key("1", "Digit1", true, false),
        Some(Action::Corner(1))
    );
    assert_eq!(
        board_key("(", "Digit9", false, true),
        Some(Action::Centre(9))
    );
    // The keypad without Num Lock still moves.
    assert_eq!(
        board_key("End", "Numpad1", false, false),
        Some(Action::Move(Direction::RowEnd))
    );
    assert_eq!(
        board_key("7", "Numpad7", false, false),
        Some(Action::Input(7))
    );
}

#[test]
fn selection_keys_and_marks_keys() {
    assert_eq!(
        board_key("!", "Digit1", true, false),
        Some(Action::Corner(1))
    );
    assert_eq!(
        board_key("2", "Digit2", false, true),
        Some(Action::Centre(2))
    );
    assert_eq!(
        board_key("3", "Numpad3", false, true),
        Some(Action::Centre(3))
    );
    assert_eq!(board_key("a", "KeyA", false, true), Some(Action::SelectAll));
    assert_eq!(
        board_key("z", "KeyZ", false, true),
        None,
        "Ctrl+Z is the page's undo"
    );
    assert_eq!(
        board_key("x", "KeyX", false, false),
        Some(Action::SetInputMode(InputMode::Corner))
    );
    assert_eq!(
        board_key("V", "KeyV", true, false),
        Some(Action::SetInputMode(InputMode::Colour))
    );
    assert_eq!(
        board_key("5", "Digit5", false, false),
        Some(Action::Input(5))
    );
    let mut state = loaded(EASY);
    state.apply(Action::SelectAll);
    assert_eq!(state.selection().len(), 81);
    state.apply(Action::SelectNone);
    assert!(state.selection().is_empty());
    // Typing with nothing selected changes nothing.
    let before = state.clone();
    state.apply(Action::Input(4));
    assert_eq!(state, before);
}
