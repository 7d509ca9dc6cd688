//! Native tests of the page's links: `0` for empty cells, the progress code
//! of Share progress (round trip, every kind of bad code), and a link that
//! cannot be read keeping its text in the status.
//! `cargo test -p sudoku-web --test links`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{run, EASY};
use sudoku_solver::{Digits, Grid, CELLS};
use sudoku_web::features::link::{progress_param, puzzle_param, read_progress, ProgressError};
use sudoku_web::model::{Kind, Phase};
use sudoku_web::state::{Action, InputMode, Message, State};
use sudoku_web::text::{status as status_of, Tone};

/// A game of EASY with an entry, corner and centre marks and colours.
fn played() -> State {
    let mut state = State::from_link(Some(EASY));
    run(
        &mut state,
        [
            Action::Select(1),
            Action::Input(3),
            Action::Select(9),
            Action::Corner(6),
            Action::Corner(9),
            Action::Select(80),
            Action::Centre(1),
            Action::Centre(7),
            Action::SetInputMode(InputMode::Colour),
            Action::Select(0),
            Action::Input(4),
            Action::Select(79),
            Action::Input(9),
            Action::SetInputMode(InputMode::Digit),
        ],
    );
    state
}

#[test]
fn puzzle_links_use_0_for_empty_cells_and_read_both() {
    let puzzle = Grid::parse(EASY).unwrap();
    let param = puzzle_param(&puzzle);
    assert_eq!(param, EASY.replace('.', "0"));
    assert!(!param.ends_with('.'));
    assert_eq!(Grid::parse(&param).unwrap(), puzzle);
}

#[test]
fn progress_round_trips_entries_marks_and_colours() {
    let state = played();
    let sheet = state.sheet();
    let code = progress_param(sheet).expect("there is progress");
    assert!(code.starts_with('a'));
    assert!(code
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    assert!(code.len() <= 40, "compact: {code}");
    let back = read_progress(sheet.puzzle(), &code).unwrap();
    assert_eq!(back.phase(), Phase::Playing);
    for i in 0..CELLS {
        assert_eq!(back.value(i), sheet.value(i), "cell {i}");
        assert_eq!(back.kind(i), sheet.kind(i), "cell {i}");
        assert_eq!(back.corner(i), sheet.corner(i), "cell {i}");
        assert_eq!(back.centre(i), sheet.centre(i), "cell {i}");
        assert_eq!(back.colour(i), sheet.colour(i), "cell {i}");
    }
    assert_eq!(back.kind(1), Kind::Entered);
    assert_eq!(back.corner(9), Digits::from_bits(1 << 6 | 1 << 9));
    assert_eq!(back.colour(79), 9);
    // A puzzle without progress has no code.
    assert_eq!(progress_param(State::from_link(Some(EASY)).sheet()), None);
}

#[test]
fn a_progress_link_opens_as_one_undoable_edit() {
    let code = progress_param(played().sheet()).unwrap();
    let mut state = State::new();
    run(&mut state, [Action::Select(40), Action::Input(7)]);
    let before = state.sheet().clone();
    state.open_link_with(&EASY.replace('.', "0"), Some(&code));
    assert_eq!(state.sheet().kind(1), Kind::Entered);
    assert_eq!(state.sheet().value(1), 3);
    assert_eq!(state.sheet().centre(80), Digits::from_bits(1 << 1 | 1 << 7));
    assert_eq!(
        status_of(&state).headline,
        "Loaded a puzzle with 38 givens and the progress in the link (1 entry)."
    );
    state.apply(Action::Undo);
    assert_eq!(state.sheet(), &before);
}

#[test]
fn a_bad_progress_code_loads_the_puzzle_alone_and_says_why() {
    let code = progress_param(played().sheet()).unwrap();
    let puzzle = Grid::parse(EASY).unwrap();
    let cut = &code[..code.len() - 1];
    assert_eq!(read_progress(puzzle, cut), Err(ProgressError::Length));
    assert_eq!(
        read_progress(puzzle, &format!("{code}AA")),
        Err(ProgressError::Length)
    );
    assert_eq!(
        read_progress(puzzle, &format!("b{}", &code[1..])),
        Err(ProgressError::Version)
    );
    assert_eq!(
        read_progress(puzzle, &format!("{}*", &code[..3])),
        Err(ProgressError::Character(4))
    );
    // An entry on a given: the progress of a game of another puzzle.
    let other = "0".repeat(81);
    let mut blank = State::from_link(Some(&other));
    run(&mut blank, [Action::Select(0), Action::Input(2)]);
    let on_given = progress_param(blank.sheet()).unwrap();
    assert_eq!(
        read_progress(puzzle, &on_given),
        Err(ProgressError::OnGiven(0))
    );

    let mut state = State::new();
    state.open_link_with(EASY, Some(cut));
    assert_eq!(state.sheet().puzzle(), puzzle);
    assert_eq!(state.sheet().count(Kind::Entered), 0);
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "Loaded the puzzle in the link with 38 givens, but not the progress in it: \
         it is cut short or too long."
    );
}

#[test]
fn a_link_that_lost_its_last_character_keeps_its_text() {
    let short = &EASY.replace('.', "0")[..80];
    for mut state in [State::from_link(Some(short)), {
        let mut s = State::new();
        s.open_link(short);
        s
    }] {
        assert!(matches!(state.message(), Message::LinkFailed { .. }));
        assert_eq!(state.sheet().grid().filled(), 0, "nothing loaded");
        let status = status_of(&state);
        assert_eq!(status.tone, Tone::Problem);
        assert!(
            status
                .headline
                .starts_with("The puzzle in the link was not loaded: "),
            "{}",
            status.headline
        );
        assert_eq!(
            status.details,
            vec![format!(
                "The link's puzzle, to correct and paste on the board: {short}"
            )]
        );
        // The text is kept until something else happens.
        state.apply(Action::Select(3));
        assert!(matches!(state.message(), Message::LinkFailed { .. }));
    }
    // A very long value is shown cut.
    let long = "1".repeat(1000);
    let status = status_of(&State::from_link(Some(&long)));
    assert_eq!(
        status.details,
        vec![format!(
            "The link's puzzle, to correct and paste on the board: {}…",
            "1".repeat(200)
        )]
    );
}

/// Found by the `progress` fuzz target: a code may only be read if writing
/// the board again gives the same code, so a cell said to carry something
/// must carry it.
#[test]
fn a_progress_code_that_says_a_cell_carries_nothing_is_refused() {
    let empty = Grid::empty();
    // Cell 1 carries something, but none of the four fields.
    let nothing = format!("ag{}", "A".repeat(14));
    assert_eq!(
        read_progress(empty, &nothing),
        Err(ProgressError::Nothing(0))
    );
    // Cell 1 carries corner marks, but no digit among them.
    let no_marks = format!("ao{}", "A".repeat(15));
    assert_eq!(
        read_progress(empty, &no_marks),
        Err(ProgressError::Nothing(0))
    );
    assert_eq!(
        ProgressError::Nothing(0).to_string(),
        "it says row 1, column 1 holds something, but gives nothing for it"
    );
    // The code of a board without progress still reads, as nothing.
    let none = format!("a{}", "A".repeat(14));
    assert!(read_progress(empty, &none).is_ok());
}
