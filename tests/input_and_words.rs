//! Native tests of the page's input and words: a filled cell's label, one
//! measure of time for Solve, Compare and Batch, bad lines, control
//! characters in a link, Home and End, an empty grid pasted or read from a
//! photo (the play tools: `play_tools.rs`).
//! `cargo test -p sudoku-web --test input_and_words`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::photo::read_photo;
use common::{loaded, run, EASY};
use std::cell::Cell;
use sudoku_solver::{Algorithm, Digits, Flow, Grid, Mode};
use sudoku_web::features::batch::{read_file, run_chunk, Chunk, MIN_MILLIS};
use sudoku_web::features::compare;
use sudoku_web::features::jobs::{self, Job, Output};
use sudoku_web::features::photo::Stage;
use sudoku_web::model::Kind;
use sudoku_web::state::{board_key, moved, Action, Direction, Message, Source, State};
use sudoku_web::text::batch::bad_line_text;
use sudoku_web::text::cells::digit_cell_label;
use sudoku_web::text::photo::photo_text;
use sudoku_web::text::{status, Tone};

// A filled cell's label names no marks; one measure of time; character
// positions; control characters; Home and End.
#[test]
fn a_filled_cells_label_names_no_marks() {
    let corner: Digits = [1, 2].into_iter().collect();
    let centre: Digits = [3].into_iter().collect();
    assert_eq!(
        digit_cell_label(0, 5, Kind::Solved, false, corner, centre, 0),
        "Row 1, column 1, 5, solved"
    );
    assert_eq!(
        digit_cell_label(1, 7, Kind::Entered, true, corner, centre, 4),
        "Row 1, column 2, 7, entered, wrong, colour 4"
    );
    assert_eq!(
        digit_cell_label(2, 0, Kind::Empty, false, corner, centre, 0),
        "Row 1, column 3, empty, corner marks 1 2, centre marks 3"
    );
}

/// A clock that moves on by 0.25 ms at each reading, from 0.
fn stepping(ticks: &Cell<u32>) -> impl Fn() -> f64 + '_ {
    move || {
        ticks.set(ticks.get() + 1);
        f64::from(ticks.get()) * 0.25
    }
}

#[test]
fn solve_compare_and_batch_time_a_search_the_same_way() {
    let puzzle = Grid::parse(EASY).unwrap();
    let millis_of = |job: &Job| {
        let ticks = Cell::new(0);
        let clock = stepping(&ticks);
        let millis = match jobs::run(job, &clock, &mut |_| Flow::Continue) {
            Ok(Output::Solve(search)) => search.millis,
            other => panic!("{other:?}"),
        };
        millis
    };
    for algorithm in Algorithm::ALL {
        let solve = millis_of(&Job::Solve {
            puzzle,
            algorithm,
            mode: Mode::First,
            budget: None,
            variant: None,
        });
        let compared = millis_of(&Job::Solve {
            puzzle,
            algorithm,
            mode: Mode::First,
            budget: compare::budget(algorithm),
            variant: None,
        });
        let ticks = Cell::new(0);
        let chunk = Chunk {
            puzzles: vec![puzzle],
            algorithm,
            mode: Mode::First,
            budget: None,
            min_millis: MIN_MILLIS,
            warm_up: false,
        };
        let batch = run_chunk(&chunk, &stepping(&ticks))[0].micros / 1000.0;
        assert_eq!(solve, compared, "{algorithm:?}");
        assert_eq!(solve, batch, "{algorithm:?}");
        // The mean of the solves over MIN_MILLIS, below one step of the clock.
        assert!(solve < 0.25, "{algorithm:?}: {solve}");
    }
}

#[test]
fn bad_lines_name_the_character_not_a_column() {
    let read = read_file(&format!("{EASY}\n{}q\n", &EASY[..80]));
    assert_eq!(
        bad_line_text(&read.bad[0]),
        "Line 2: cell 81 (character 81): unexpected 'q'"
    );
}

#[test]
fn control_characters_of_a_link_are_shown_escaped() {
    let state = State::from_link(Some("\u{0}\u{ff}\u{1b}"));
    let view = status(&state);
    assert_eq!(
        view.headline,
        "The puzzle in the link was not loaded: cell 1 (character 1): unexpected '\\0'."
    );
    assert_eq!(
        view.details,
        vec![
            "The link's puzzle, to correct and paste on the board: \\u{0}\u{ff}\\u{1b}".to_string()
        ]
    );
    let shown = format!("{}{}", view.headline, view.details.concat());
    assert!(!shown.chars().any(char::is_control), "{shown:?}");
}

#[test]
fn home_and_end_move_along_the_row_and_ctrl_to_the_corners() {
    assert_eq!(
        board_key("Home", "Home", false, false),
        Some(Action::Move(Direction::RowStart))
    );
    assert_eq!(
        board_key("End", "End", false, false),
        Some(Action::Move(Direction::RowEnd))
    );
    assert_eq!(
        board_key("Home", "Home", false, true),
        Some(Action::Move(Direction::First))
    );
    assert_eq!(
        board_key("End", "End", false, true),
        Some(Action::Move(Direction::Last))
    );
    assert_eq!(moved(40, Direction::RowStart), 36);
    assert_eq!(moved(40, Direction::RowEnd), 44);
    assert_eq!(moved(40, Direction::First), 0);
    assert_eq!(moved(40, Direction::Last), 80);
    let mut state = State::new();
    run(
        &mut state,
        [Action::Select(40), Action::Move(Direction::RowEnd)],
    );
    assert_eq!((state.selected(), state.selection()), (44, vec![44]));
}

// An empty grid is never loaded: a paste, or a photo without digits.
#[test]
fn pasting_an_empty_grid_is_refused() {
    let mut state = loaded(EASY);
    let before = state.sheet().clone();
    state.apply(Action::Paste(".".repeat(81)));
    assert_eq!(state.sheet(), &before);
    assert_eq!(state.message(), &Message::LoadEmpty(Source::Paste));
    let view = status(&state);
    assert_eq!(view.tone, Tone::Problem);
    assert_eq!(
        view.headline,
        "The pasted text was not loaded: it is an empty grid, with no digits."
    );
}

#[test]
fn a_photo_read_without_digits_says_so_and_offers_nothing_to_load() {
    let mut state = loaded(EASY);
    let before = state.sheet().clone();
    read_photo(&mut state, &".".repeat(81), &[]);
    let photo = state.photo().unwrap();
    assert_eq!(photo.stage, Stage::NoDigits);
    assert_eq!(
        photo_text(photo),
        (
            "No puzzle could be read from this photo: not one digit was found in it \
             (no Sudoku grid was found, or its cells are all empty)."
                .to_string(),
            "Try again with the whole grid in view, straight on and sharp, or type the puzzle in."
                .to_string()
        )
    );
    state.apply(Action::UsePhoto);
    assert_eq!(state.sheet(), &before);
}

#[test]
fn a_preview_emptied_by_hand_does_not_load() {
    let mut state = loaded(EASY);
    let before = state.sheet().clone();
    let mut line = ".".repeat(81);
    line.replace_range(0..1, "5");
    read_photo(&mut state, &line, &[]);
    state.apply(Action::PhotoDigit { cell: 0, digit: 0 });
    assert_eq!(
        photo_text(state.photo().unwrap()).0,
        "No digits left: an empty grid is no puzzle."
    );
    state.apply(Action::UsePhoto);
    assert_eq!(state.sheet(), &before);
    assert!(state.photo().is_some(), "the preview stays");
}
