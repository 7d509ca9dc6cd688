//! Native tests of the saved state: round trips, versions, corrupt data,
//! and the `?puzzle=` link on top of a restored state.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use common::{clock, EASY, HARDER};
use sudoku_solver::{Algorithm, Grid};
use sudoku_web::features::solve;
use sudoku_web::model::Kind;
use sudoku_web::services::storage::{decode, decode_within, encode, start, Snapshot};
use sudoku_web::state::{Action, Message, Source, State, HISTORY_LIMIT};
use sudoku_web::text::{status as status_of, Tone};

fn worked_state() -> State {
    let mut state = State::new();
    state.apply(Action::Paste(EASY.into()));
    state.apply(Action::Select(1));
    state.apply(Action::Input(3));
    state.apply(Action::Input(0));
    state.apply(Action::SetAlgorithm(Algorithm::Naive));
    let report = solve::run(&state.sheet().puzzle(), Algorithm::Naive, &clock);
    state.apply(Action::Solved(Box::new(report)));
    assert!(state.sheet().grid().is_solved());
    state
}

#[test]
fn round_trip_keeps_board_history_and_algorithm() {
    let state = worked_state();
    let json = encode(&Snapshot::of(&state));
    let back = decode(&json).expect("readable");
    assert_eq!(back.sheet(), state.sheet());
    assert_eq!(back.undo_history(), state.undo_history());
    assert_eq!(back.redo_history(), state.redo_history());
    assert_eq!(back.algorithm(), Algorithm::Naive);
    assert_eq!(back.undo_history().len(), 4);
    assert_eq!(back.message(), &Message::Restored(38));
    assert_eq!(
        status_of(&back).headline,
        "Restored your puzzle (38 givens) and its undo history from the last visit."
    );
    // Solved cells come back as solved, givens as givens.
    assert_eq!(back.sheet().kind(0), Kind::Given);
    assert_eq!(back.sheet().kind(1), Kind::Solved);
    // Undo and redo work on the restored history.
    let mut back = back;
    back.apply(Action::Undo);
    assert_eq!(back.sheet().grid().to_line(), EASY);
    back.apply(Action::Redo);
    assert!(back.sheet().grid().is_solved());
}

#[test]
fn the_format_is_versioned_json() {
    let mut state = State::new();
    state.apply(Action::Paste(EASY.into()));
    let json = encode(&Snapshot::of(&state));
    assert_eq!(
        json,
        format!(
            r#"{{"version":2,"board":{{"puzzle":"{EASY}","solution":null,"playing":true}},"undo":[{{"puzzle":"{}","solution":null}}],"redo":[],"algorithm":"fast","play":{{"mode":"digit","tidy":true,"peers":true,"seconds":0,"checks":0,"reveals":0,"hints":0,"level":"medium","technique":"X-Wing"}}}}"#,
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
        (r#"{"version":0,"board":{}}"#, "it has version 0, this page reads version 2"),
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
        assert_eq!(state.sheet().grid().filled(), 0, "{json}");
        assert!(!state.can_undo());
        assert_eq!(state.message(), &Message::RestoreFailed(why.into()));
        let status = status_of(&state);
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
        Some("undo entry 2: cell 81 (character 81): unexpected 'a'")
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
    assert_eq!(state.sheet().grid().to_line(), HARDER);
    assert_eq!(state.message(), &Message::Loaded(Source::Link, 27));
    assert_eq!(state.algorithm(), Algorithm::Naive);
    state.apply(Action::Undo);
    assert!(state.sheet().grid().is_solved());
    assert!(Grid::parse(EASY)
        .unwrap()
        .is_completed_by(state.sheet().grid()));
}

#[test]
fn a_bad_link_keeps_the_restored_board_and_says_why() {
    let saved = encode(&Snapshot::of(&worked_state()));
    let mut state = start(Some(&saved));
    let before = state.sheet().clone();
    state.open_link("12345");
    assert_eq!(state.sheet(), &before);
    assert_eq!(
        status_of(&state).headline,
        "The puzzle in the link was not loaded: expected 81 cells, found 5."
    );
}

/// The harder puzzle with five steps taken by Step and the last undone.
fn stepped_state() -> State {
    let mut state = State::new();
    state.apply(Action::Paste(HARDER.into()));
    for _ in 0..5 {
        state.press(Action::Step);
    }
    state.apply(Action::Undo);
    assert_eq!(state.sheet().progress().steps().len(), 4);
    state
}

#[test]
fn steps_survive_a_reload() {
    let state = stepped_state();
    let json = encode(&Snapshot::of(&state));
    assert!(json.contains(r#""steps":4"#), "{json}");
    assert!(json.contains(r#""steps":5"#), "the redo entry: {json}");
    // Boards without steps leave the field out.
    assert!(json.contains(&format!(
        r#"{{"puzzle":"{HARDER}","solution":null,"playing":true}}"#
    )));
    let back = decode(&json).expect("readable");
    assert_eq!(back.sheet(), state.sheet());
    assert_eq!(back.undo_history(), state.undo_history());
    assert_eq!(back.redo_history(), state.redo_history());
    let placed: Vec<usize> = (0..81)
        .filter(|&i| back.sheet().kind(i) == Kind::Step)
        .collect();
    assert!(!placed.is_empty(), "some steps placed digits");
    assert_eq!(back.sheet().puzzle().to_line(), HARDER);
    // Every digit placed by a step is the solution's.
    let outcome = sudoku_solver::solve(
        &Grid::parse(HARDER).unwrap(),
        Algorithm::Fast,
        &sudoku_solver::Options::default(),
    );
    let solution = outcome.solution.expect("unique");
    for i in placed {
        assert_eq!(back.sheet().value(i), solution.get(i), "cell {i}");
    }
    // Step and Redo go on from the restored board as they would have.
    let mut a = state.clone();
    let mut b = back;
    a.apply(Action::Redo);
    b.apply(Action::Redo);
    assert_eq!(a.sheet(), b.sheet());
    a.press(Action::Step);
    b.press(Action::Step);
    assert_eq!(a.sheet(), b.sheet());
    assert_eq!(b.sheet().progress().steps().len(), 6);
}

#[test]
fn impossible_steps_start_clean_and_say_why() {
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let cases = [
        (
            format!(r#"{{"puzzle":"{HARDER}","steps":100000}}"#),
            "board: 100000 steps, more than a board can have",
        ),
        (
            format!(r#"{{"puzzle":"{solved}","steps":1}}"#),
            "board: step 1 of 1 cannot be taken again",
        ),
        (
            format!(r#"{{"puzzle":"{}","steps":2}}"#, ".".repeat(81)),
            "board: step 1 of 2 cannot be taken again",
        ),
        (
            format!(
                r#"{{"puzzle":"{}.","solution":"{solved}","steps":2}}"#,
                &solved[..80]
            ),
            "board: both a solution and steps",
        ),
    ];
    for (board, why) in cases {
        let json =
            format!(r#"{{"version":1,"board":{board},"undo":[],"redo":[],"algorithm":"fast"}}"#);
        assert_eq!(decode(&json).err().as_deref(), Some(why), "{json}");
        let state = start(Some(&json));
        assert_eq!(state.sheet().grid().filled(), 0);
        assert_eq!(state.message(), &Message::RestoreFailed(why.into()));
    }
}

#[test]
fn a_link_over_unreadable_saved_data_says_both() {
    let mut state = start(Some("{not json"));
    state.open_link(HARDER);
    let status = status_of(&state);
    assert_eq!(
        status.headline,
        "Loaded a puzzle with 27 givens from the link."
    );
    assert_eq!(
        status.details,
        ["The puzzle saved on your last visit could not be read (it is not valid JSON) and was dropped."]
    );
    // The next action's message stands alone.
    state.apply(Action::Undo);
    assert_eq!(state.sheet().grid().filled(), 0);
    assert!(status_of(&state).details.is_empty());

    let mut state = start(Some("[]"));
    state.open_link("12x");
    let status = status_of(&state);
    assert_eq!(
        status.headline,
        "The puzzle in the link was not loaded: expected 81 cells, found 3."
    );
    assert_eq!(
        status.details.last().map(String::as_str),
        Some("The puzzle saved on your last visit could not be read (it has no version number) and was dropped.")
    );

    // Readable saved data: the link's message alone.
    let mut state = start(Some(&encode(&Snapshot::of(&worked_state()))));
    state.open_link(HARDER);
    assert!(status_of(&state).details.is_empty());
}

#[test]
fn a_history_of_too_many_steps_is_refused() {
    // Eighty distinct puzzles (the harder one with its digits relabelled:
    // digit d becomes 1 + (t(d) + shift) mod 9, t swapping 0 and j), each
    // with forty steps: 3,200 steps to take again, over the limit.
    let relabelled = |shift: u8, j: u8| -> String {
        HARDER
            .bytes()
            .map(|b| match b {
                b'1'..=b'9' => {
                    let d = b - b'1';
                    let t = if d == 0 {
                        j
                    } else if d == j {
                        0
                    } else {
                        d
                    };
                    (b'1' + (t + shift) % 9) as char
                }
                _ => '.',
            })
            .collect()
    };
    let entries: Vec<String> = (0..80u8)
        .map(|i| {
            let line = relabelled(i % 9, i / 9);
            format!(r#"{{"puzzle":"{line}","steps":40}}"#)
        })
        .collect();
    let json = format!(
        r#"{{"version":1,"board":{{"puzzle":"{HARDER}"}},"undo":[{}],"redo":[],"algorithm":"fast"}}"#,
        entries.join(",")
    );
    assert_eq!(
        decode(&json).err().as_deref(),
        Some("undo entry 73: more than 2916 steps in the history")
    );
}

#[test]
fn a_smaller_replay_budget_refuses_the_same_way() {
    // The fuzz target's budget: the stepped history takes 5 steps again
    // (4 for the board, one more for the redo entry, each taken once).
    let state = stepped_state();
    let json = encode(&Snapshot::of(&state));
    let within = decode_within(&json, 5).expect("within the budget");
    assert_eq!(Snapshot::of(&within), Snapshot::of(&decode(&json).unwrap()));
    assert_eq!(
        decode_within(&json, 4).err().as_deref(),
        Some("redo entry 1: more than 4 steps in the history")
    );
}

#[test]
fn another_tab_s_save_is_taken_over_and_settles_at_once() {
    // Tab A has the worked state; tab B started from the same save, then
    // typed a digit. A takes B's save: board, history and algorithm.
    let mut a = worked_state();
    a.apply(Action::Undo);
    let mut b = decode(&encode(&Snapshot::of(&a))).expect("readable");
    b.apply(Action::Select(2));
    b.apply(Action::Input(2));
    let saved_by_b = encode(&Snapshot::of(&b));
    a.apply(Action::Select(80));
    a.apply(Action::OtherTab(Box::new(
        decode(&saved_by_b).expect("readable"),
    )));
    assert_eq!(a.sheet(), b.sheet());
    assert_eq!(a.undo_history(), b.undo_history());
    assert_eq!(a.redo_history(), b.redo_history());
    assert_eq!(a.algorithm(), Algorithm::Naive);
    assert_eq!(a.selected(), 80, "the selection is this tab's own");
    assert_eq!(a.message(), &Message::OtherTab);
    assert_eq!(
        status_of(&a).headline,
        "Another tab of this page changed the board; this one shows the same. 38 givens and 1 entry on the board."
    );
    // A saves exactly what B saved, so B gets no event back: the tabs settle.
    assert_eq!(encode(&Snapshot::of(&a)), saved_by_b);
    // Undo in A takes back B's edit.
    a.apply(Action::Undo);
    assert_eq!(a.sheet().grid().get(2), 0);

    // A save that changes only the algorithm keeps this tab's message.
    let mut c = a.clone();
    c.apply(Action::SetAlgorithm(Algorithm::Fast));
    let before = a.message().clone();
    a.apply(Action::OtherTab(Box::new(
        decode(&encode(&Snapshot::of(&c))).expect("readable"),
    )));
    assert_eq!(a.algorithm(), Algorithm::Fast);
    assert_eq!(a.message(), &before);
}

#[test]
fn the_page_reads_saved_steps_that_the_puzzle_worker_took_again() {
    use sudoku_web::features::jobs::{self, Job, Output};
    use sudoku_web::services::storage::{decode_with_steps, steps_needed};
    // Steps on the puzzle, an entry, and more steps: three boards to take
    // steps on (the history holds the earlier ones).
    let mut state = State::from_link(Some(EASY));
    for _ in 0..3 {
        state.press(Action::Step);
    }
    state.apply(Action::Select(80));
    state.apply(Action::Input(0));
    state.press(Action::Step);
    state.apply(Action::Checkpoint);
    let json = encode(&Snapshot::of(&state));
    let needed = steps_needed(&json);
    assert!(!needed.is_empty());
    let most = needed.iter().map(|(_, n)| *n).max();
    assert_eq!(most, Some(4), "the most steps taken on one board");
    // Without the steps the board cannot be read; with the worker's, it
    // reads as the engine reads it.
    assert!(decode_with_steps(&json, &[]).is_err());
    let Ok(Output::Replayed(steps)) =
        jobs::run_in_puzzle_worker(&Job::Replay(needed.clone()), &clock, &mut |_| {
            sudoku_solver::Flow::Continue
        })
    else {
        panic!("no steps");
    };
    let taken: Vec<_> = needed.iter().map(|(g, _)| *g).zip(steps).collect();
    let read = decode_with_steps(&json, &taken).expect("read with the steps");
    assert_eq!(Some(&read), decode(&json).ok().as_ref());
    assert_eq!(read.sheet(), state.sheet());
    assert_eq!(read.undo_history(), state.undo_history());
    assert_eq!(read.checkpoints(), state.checkpoints());
    // Data without steps needs none.
    let plain = encode(&Snapshot::of(&State::from_link(Some(EASY))));
    assert!(steps_needed(&plain).is_empty());
    assert!(start(Some(&plain)).sheet().givens() > 0);
}
