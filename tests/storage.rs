//! Native tests of the saved state: round trips, versions, corrupt data,
//! and the `?puzzle=` link on top of a restored state.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_solver::{Algorithm, Grid};
use sudoku_web::solve;
use sudoku_web::state::{Action, Kind, Message, Source, State, Tone, HISTORY_LIMIT};
use sudoku_web::storage::{decode, encode, start, Snapshot};

const EASY: &str =
    "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";
const HARDER: &str =
    "..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..";

fn clock() -> f64 {
    0.0
}

/// A state with history: the easy puzzle pasted, one edit, solved with
/// naive, one undo (so Redo has the solution), algorithm naive.
fn worked_state() -> State {
    let mut state = State::new();
    state.apply(Action::Paste(EASY.into()));
    state.apply(Action::Select(1));
    state.apply(Action::Input(3));
    state.apply(Action::Input(0));
    state.apply(Action::SetAlgorithm(Algorithm::Naive));
    let report = solve::run(&state.board().puzzle(), Algorithm::Naive, &clock);
    state.apply(Action::Solved(Box::new(report)));
    assert!(state.board().grid().is_solved());
    state
}

#[test]
fn round_trip_keeps_board_history_and_algorithm() {
    let state = worked_state();
    let json = encode(&Snapshot::of(&state));
    let back = decode(&json).expect("readable");
    assert_eq!(back.board(), state.board());
    assert_eq!(back.undo_history(), state.undo_history());
    assert_eq!(back.redo_history(), state.redo_history());
    assert_eq!(back.algorithm(), Algorithm::Naive);
    assert_eq!(back.undo_history().len(), 4);
    assert_eq!(back.message(), &Message::Restored(38));
    assert_eq!(
        back.status().headline,
        "Restored your puzzle (38 givens) and its undo history from the last visit."
    );
    // Solved cells come back as solved, givens as givens.
    assert_eq!(back.board().kind(0), Kind::Given);
    assert_eq!(back.board().kind(1), Kind::Solved);
    // Undo and redo work on the restored history.
    let mut back = back;
    back.apply(Action::Undo);
    assert_eq!(back.board().grid().to_line(), EASY);
    back.apply(Action::Redo);
    assert!(back.board().grid().is_solved());
}

#[test]
fn the_format_is_versioned_json() {
    let mut state = State::new();
    state.apply(Action::Paste(EASY.into()));
    let json = encode(&Snapshot::of(&state));
    assert_eq!(
        json,
        format!(
            r#"{{"version":1,"board":{{"puzzle":"{EASY}","solution":null}},"undo":[{{"puzzle":"{}","solution":null}}],"redo":[],"algorithm":"fast"}}"#,
            ".".repeat(81)
        )
    );
}

#[test]
fn missing_data_starts_clean_with_the_welcome() {
    let state = start(None);
    assert_eq!(state, State::new());
}

#[test]
fn corrupt_or_old_data_starts_clean_and_says_so() {
    let cases: [(&str, &str); 8] = [
        ("{not json", "it is not valid JSON"),
        ("", "it is not valid JSON"),
        ("[1,2,3]", "it has no version number"),
        (r#"{"version":0,"board":{}}"#, "it has version 0, this page reads version 1"),
        (r#"{"version":1}"#, "it is malformed: missing field `board`"),
        (
            r#"{"version":1,"board":{"puzzle":"123"},"undo":[],"redo":[],"algorithm":"fast"}"#,
            "board: not an 81-character line",
        ),
        (
            &*Box::leak(
                format!(
                    r#"{{"version":1,"board":{{"puzzle":"{EASY}","solution":"{}"}},"undo":[],"redo":[],"algorithm":"fast"}}"#,
                    "1".repeat(81)
                )
                .into_boxed_str(),
            ),
            "board: the solution does not fit the puzzle",
        ),
        (
            &*Box::leak(
                format!(
                    r#"{{"version":1,"board":{{"puzzle":"{EASY}"}},"undo":[],"redo":[],"algorithm":"quantum"}}"#
                )
                .into_boxed_str(),
            ),
            "unknown algorithm 'quantum' (expected naive, candidates, propagation or fast)",
        ),
    ];
    for (json, why) in cases {
        assert_eq!(decode(json).err().as_deref(), Some(why), "{json}");
        let state = start(Some(json));
        assert_eq!(state.board().grid().filled(), 0, "{json}");
        assert!(!state.can_undo());
        assert_eq!(state.message(), &Message::RestoreFailed(why.into()));
        let status = state.status();
        assert_eq!(status.tone, Tone::Problem);
        assert_eq!(
            status.headline,
            format!("The saved puzzle could not be read ({why}); started with an empty grid.")
        );
    }
}

#[test]
fn a_bad_history_entry_names_itself() {
    let json = format!(
        r#"{{"version":1,"board":{{"puzzle":"{EASY}"}},"undo":[{{"puzzle":"{HARDER}"}},{{"puzzle":"{}a"}}],"redo":[],"algorithm":"fast"}}"#,
        &EASY[..80]
    );
    assert_eq!(
        decode(&json).err().as_deref(),
        Some("undo entry 2: cell 81 (column 81): unexpected 'a'")
    );
}

#[test]
fn an_overlong_history_keeps_the_latest_entries() {
    let boards: Vec<String> = (0..HISTORY_LIMIT + 20)
        .map(|i| {
            let mut line = vec![b'.'; 81];
            line[i % 81] = b'1' + (i / 81 % 9) as u8;
            format!(r#"{{"puzzle":"{}"}}"#, String::from_utf8(line).unwrap())
        })
        .collect();
    let json = format!(
        r#"{{"version":1,"board":{{"puzzle":"{EASY}"}},"undo":[{}],"redo":[],"algorithm":"fast"}}"#,
        boards.join(",")
    );
    let state = decode(&json).expect("readable");
    assert_eq!(state.undo_history().len(), HISTORY_LIMIT);
    // The oldest 20 were dropped: the first kept is entry 21 (index 20).
    assert_eq!(state.undo_history()[0].grid().get(20), 1);
}

#[test]
fn a_link_loads_on_top_of_the_restored_state_and_undo_goes_back() {
    let saved = encode(&Snapshot::of(&worked_state()));
    let mut state = start(Some(&saved));
    state.open_link(HARDER);
    assert_eq!(state.board().grid().to_line(), HARDER);
    assert_eq!(state.message(), &Message::Loaded(Source::Link, 27));
    assert_eq!(state.algorithm(), Algorithm::Naive);
    state.apply(Action::Undo);
    assert!(state.board().grid().is_solved());
    assert!(Grid::parse(EASY)
        .unwrap()
        .is_completed_by(state.board().grid()));
}

#[test]
fn a_bad_link_keeps_the_restored_board_and_says_why() {
    let saved = encode(&Snapshot::of(&worked_state()));
    let mut state = start(Some(&saved));
    let before = state.board().clone();
    state.open_link("12345");
    assert_eq!(state.board(), &before);
    assert_eq!(
        state.status().headline,
        "The puzzle in the link was not loaded: expected 81 cells, found 5."
    );
}
