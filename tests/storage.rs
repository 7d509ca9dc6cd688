//! Native tests of the saved state: round trips, versions (version 3's
//! bytes, and the JSON of versions 1 and 2 read as the page reads it,
//! through the puzzle worker's job), corrupt data, and the `?puzzle=` link
//! on top of a restored state.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use common::{clock, page_start, saved_of, EASY, HARDER};
use sudoku_solver::{Algorithm, Grid};
use sudoku_web::features::saved::{self, SavedBoard};
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
fn the_format_is_version_3_postcard_bytes_as_a_byte_string() {
    let mut state = State::new();
    state.apply(Action::Paste(EASY.into()));
    let text = encode(&Snapshot::of(&state));
    // The version, then each field in order, with no names: a line is its
    // length (81, `Q`) and its characters; `None`, `false`, 0 and an empty
    // list are a zero byte, `Some` and `true` a one; a word is its length
    // and its letters.
    let board = format!("Q{EASY}\0\0\u{1}\0\0\0\0");
    let undo = format!("\u{1}Q{}\0\0\0\0\0\0\0", ".".repeat(81));
    let play = "\u{5}digit\u{1}\u{1}\0\0\0\0\u{6}medium\u{6}X-Wing\0";
    assert_eq!(text, format!("\u{3}{board}{undo}\0\u{4}fast{play}\0\0\0\0"));
    // Every character is a byte: U+0000 to U+00FF.
    assert!(text.chars().all(|c| u32::from(c) <= 0xff));
    assert!(text.contains(EASY), "the puzzle reads as itself");
    assert_eq!(
        decode(&text).map(|s| Snapshot::of(&s)),
        Ok(Snapshot::of(&state))
    );
}

#[test]
fn every_byte_is_kept_as_the_character_of_its_value() {
    // A checkpoint's colours carry bytes above 127 once lengths pass 127:
    // here a Statistics line of 200 characters has the length 200, two
    // bytes (0xc8 0x01).
    let mut saved = saved_of(&State::from_link(Some(EASY)));
    saved.stats = vec!["x".repeat(200)];
    let text = saved::to_text(&saved);
    assert!(text.contains("\u{c8}\u{1}x"), "{text:?}");
    assert_eq!(saved::from_text(&text), Ok(saved));
    // A character above U+00FF is not this page's data.
    let foreign = format!("{}\u{100}", &text[..10]);
    assert_eq!(
        saved::from_text(&foreign).err().as_deref(),
        Some("it is not this page's data (it has the character '\u{100}')")
    );
}

#[test]
fn a_saved_state_is_the_same_in_every_field_after_its_bytes() {
    // Every field filled, and every field empty: a field left out of the
    // bytes (`skip_serializing_if`) would shift every value after it.
    let board = |n: usize| SavedBoard {
        puzzle: EASY.into(),
        solution: Some(format!("{n}")),
        steps: n,
        playing: true,
        entries: Some("e".into()),
        corner: Some("c".into()),
        centre: Some("m".into()),
        colours: Some("k".into()),
    };
    let empty = SavedBoard {
        puzzle: String::new(),
        solution: None,
        steps: 0,
        playing: false,
        entries: None,
        corner: None,
        centre: None,
        colours: None,
    };
    let full = saved::Saved {
        version: saved::VERSION,
        board: board(300),
        undo: vec![board(1), empty.clone(), board(2)],
        redo: vec![empty.clone()],
        algorithm: "naive".into(),
        play: saved::SavedPlay {
            mode: "colour".into(),
            tidy: false,
            peers: false,
            seconds: u64::MAX,
            checks: 1,
            reveals: 2,
            hints: u32::MAX,
            level: "expert".into(),
            technique: "Swordfish".into(),
            wrong: vec![0, 80, 255],
        },
        stats: vec!["a".into(), String::new()],
        daily: Some("d".into()),
        practised: Some("p".into()),
        checkpoints: vec![board(3), empty.clone()],
    };
    let none = saved::Saved {
        version: saved::VERSION,
        board: empty,
        undo: Vec::new(),
        redo: Vec::new(),
        algorithm: String::new(),
        play: saved::SavedPlay {
            mode: String::new(),
            technique: String::new(),
            level: String::new(),
            tidy: false,
            peers: false,
            ..saved::SavedPlay::default()
        },
        stats: Vec::new(),
        daily: None,
        practised: None,
        checkpoints: Vec::new(),
    };
    for saved in [full, none] {
        let text = saved::to_text(&saved);
        assert_eq!(saved::from_text(&text).as_ref(), Ok(&saved), "{text:?}");
        // Cut short, or followed by anything, it is refused.
        let short = &text[..text.len() - 1];
        assert!(saved::from_text(short).is_err(), "{short:?}");
        assert_eq!(
            saved::from_text(&format!("{text}\0")).err().as_deref(),
            Some("it is malformed: more data after its end")
        );
    }
    // The JSON default of a missing input mode is this page's digit mode.
    assert_eq!(
        saved::SavedPlay::default().mode,
        sudoku_web::state::InputMode::Digit.as_str()
    );
}

#[test]
fn missing_data_starts_clean_with_the_welcome() {
    let state = start(None);
    assert_eq!(state, State::new());
}

#[test]
fn corrupt_or_old_data_starts_clean_and_says_so() {
    let easy = |tail: &str| format!(r#"{{"version":1,"board":{{"puzzle":"{EASY}"{tail}"#);
    let cases: Vec<(String, &str)> = vec![
        // The JSON of older pages, read by the puzzle worker.
        ("{not json".into(), "it is not valid JSON"),
        (" {}".into(), "it has no version number"),
        (
            r#"{"version":0,"board":{}}"#.into(),
            "it has version 0, this page reads version 3",
        ),
        (
            r#"{"version":4,"board":{}}"#.into(),
            "it has version 4, this page reads version 3",
        ),
        (
            r#"{"version":3,"board":{}}"#.into(),
            "it has version 3 written as JSON, which no page writes",
        ),
        (
            r#"{"version":1}"#.into(),
            "it is malformed: missing field `board`",
        ),
        (
            r#"{"version":1,"board":{"puzzle":"123"},"undo":[],"redo":[],"algorithm":"fast"}"#
                .into(),
            "board: not an 81-character line",
        ),
        (
            easy(&format!(
                r#","solution":"{}"}},"undo":[],"redo":[],"algorithm":"fast"}}"#,
                "1".repeat(81)
            )),
            "board: the solution does not fit the puzzle",
        ),
        (
            easy(r#"},"undo":[],"redo":[],"algorithm":"quantum"}"#),
            "unknown algorithm 'quantum' (expected naive, candidates, propagation or fast)",
        ),
        // Version 3, read by the page itself, and other text.
        (String::new(), "it is empty"),
        ("[1,2,3]".into(), "it has no version number"),
        (
            "\u{4}anything".into(),
            "it has version 4, this page reads version 3",
        ),
        (
            "\u{3}".into(),
            "it is malformed: Hit the end of buffer, expected more data",
        ),
        (
            format!("\u{3}Q{EASY}\u{20ac}"),
            "it is not this page's data (it has the character '\u{20ac}')",
        ),
    ];
    for (text, why) in cases {
        let text = text.as_str();
        assert_eq!(decode(text).err().as_deref(), Some(why), "{text}");
        let state = page_start(Some(text));
        assert_eq!(state.sheet().grid().filled(), 0, "{text}");
        assert!(!state.can_undo());
        assert_eq!(state.message(), &Message::RestoreFailed(why.into()));
        let status = status_of(&state);
        assert_eq!(status.tone, Tone::Problem);
        assert_eq!(
            status.headline,
            format!("The saved puzzle could not be read ({why}); started with an empty grid.")
        );
    }
    // The page's own module never reads JSON: it hands it to the worker.
    assert_eq!(
        start(Some(r#"{"version":2}"#)).message(),
        &Message::RestoreFailed(
            "it is in an older page's format, which the puzzle worker reads".into()
        )
    );
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
    // The number of steps is saved, not the steps.
    let saved = saved_of(&state);
    assert_eq!(saved.board.steps, 4);
    assert_eq!(saved.redo[0].steps, 5, "the redo entry");
    // A board without steps: 0.
    assert_eq!(
        saved.undo[1],
        SavedBoard {
            puzzle: HARDER.into(),
            solution: None,
            steps: 0,
            playing: true,
            entries: None,
            corner: None,
            centre: None,
            colours: None,
        }
    );
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
            "board: more steps than a board can have",
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
        let state = page_start(Some(&json));
        assert_eq!(state.sheet().grid().filled(), 0);
        assert_eq!(state.message(), &Message::RestoreFailed(why.into()));
    }
}

#[test]
fn a_link_over_unreadable_saved_data_says_both() {
    let mut state = page_start(Some("{not json"));
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

    let mut state = page_start(Some("[]"));
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
        Some("undo entry 73: too many steps in the history")
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
        Some("redo entry 1: too many steps in the history")
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
    use sudoku_web::services::storage::{decode_with_steps, has_steps};
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
    let text = encode(&Snapshot::of(&state));
    assert!(has_steps(&text));
    let needed = saved::steps_needed(&saved_of(&state));
    assert!(!needed.is_empty());
    let most = needed.iter().map(|(_, n)| *n).max();
    assert_eq!(most, Some(4), "the most steps taken on one board");
    // Without the steps the board cannot be read; with the worker's, it
    // reads as the engine reads it.
    assert!(decode_with_steps(&text, &[]).is_err());
    let Ok(Output::Saved(Ok(read))) =
        jobs::run_in_puzzle_worker(&Job::ReadSaved(text.clone()), &clock, &mut |_| {
            sudoku_solver::Flow::Continue
        })
    else {
        panic!("not read");
    };
    assert_eq!(read.text, text, "the worker hands back the same data");
    let bases: Vec<Grid> = read.taken.iter().map(|(g, _)| *g).collect();
    assert_eq!(bases, needed.iter().map(|(g, _)| *g).collect::<Vec<_>>());
    let read = decode_with_steps(&read.text, &read.taken).expect("read with the steps");
    assert_eq!(Some(&read), decode(&text).ok().as_ref());
    assert_eq!(read.sheet(), state.sheet());
    assert_eq!(read.undo_history(), state.undo_history());
    assert_eq!(read.checkpoints(), state.checkpoints());
    assert_eq!(Some(&read), Some(&page_start(Some(&text))));
    // Data without steps needs none: the page reads it at once.
    let plain = encode(&Snapshot::of(&State::from_link(Some(EASY))));
    assert!(!has_steps(&plain));
    assert!(start(Some(&plain)).sheet().givens() > 0);
}

/// What `tests/e2e/saved-version-2.json` holds: the state the page of
/// version 2 saved it from (that page's `encode` wrote the file), rebuilt
/// by the same actions.
fn played_in_version_2() -> State {
    use sudoku_solver::rating::{Level, RatedTechnique};
    use sudoku_web::state::InputMode;
    let mut state = State::from_link(Some(HARDER));
    let mut actions = vec![
        Action::Tick {
            now: 0.0,
            visible: true,
        },
        // Two right entries, two steps Step took, a checkpoint.
        Action::Select(0),
        Action::Input(7),
        Action::Select(5),
        Action::Input(8),
        Action::Step,
        Action::Step,
        Action::Checkpoint,
        // Corner and centre marks, a colour.
        Action::SetInputMode(InputMode::Corner),
        Action::Select(6),
        Action::Input(1),
        Action::Input(4),
        Action::SetInputMode(InputMode::Centre),
        Action::Select(7),
        Action::Input(7),
        Action::Input(8),
        Action::SetInputMode(InputMode::Colour),
        Action::Select(6),
        Action::Input(3),
        Action::SetInputMode(InputMode::Digit),
        // Check, a hint, a cell revealed; a mark undone (the redo history).
        Action::Check,
        Action::Hint,
        Action::Select(80),
        Action::Reveal,
        Action::SetInputMode(InputMode::Corner),
        Action::Select(9),
        Action::Input(6),
        Action::Undo,
        // The settings.
        Action::SetAlgorithm(Algorithm::Candidates),
        Action::SetTidyMarks(false),
        Action::SetShowPeers(false),
        Action::SetLevel(Level::Hard),
        Action::SetTechnique(RatedTechnique::Swordfish),
        Action::SetInputMode(InputMode::Centre),
    ];
    // 95 seconds played.
    actions.extend((1..=95).map(|k| Action::Tick {
        now: 1000.0 * f64::from(k) + 400.0,
        visible: true,
    }));
    for action in actions {
        state.press(action);
    }
    state
}

/// Saved by the page of version 2 (its JSON).
const VERSION_2: &str = include_str!("e2e/saved-version-2.json");

#[test]
fn version_2_saved_by_the_last_page_loads_exactly_and_saves_as_version_3() {
    let state = played_in_version_2();
    assert_eq!(state.sheet().progress().steps().len(), 2);
    assert_eq!(state.tally().seconds(), 95);
    let snapshot = Snapshot::of(&state);
    // As the page reads it: through the puzzle worker, which reads the
    // JSON and takes the two boards' steps again.
    let read = page_start(Some(VERSION_2));
    assert_eq!(Snapshot::of(&read), snapshot);
    assert_eq!(read.message(), &Message::Restored(27));
    assert_eq!(read.sheet(), state.sheet());
    assert_eq!(read.undo_history(), state.undo_history());
    assert_eq!(read.redo_history(), state.redo_history());
    assert_eq!(read.checkpoints(), state.checkpoints());
    assert_eq!(read.tally().checks, 1);
    assert_eq!(read.tally().hints, 3);
    assert_eq!(read.tally().reveals, 1);
    assert_eq!(decode(VERSION_2).map(|s| Snapshot::of(&s)), Ok(snapshot));
    // Saved again, it is version 3, and what the page of version 3 saves of
    // the same state.
    let again = encode(&Snapshot::of(&read));
    assert!(again.starts_with('\u{3}'));
    assert_eq!(again, encode(&Snapshot::of(&state)));
    assert_eq!(saved::from_json(VERSION_2).as_ref(), Ok(&again));
}

#[test]
fn every_field_of_version_2_is_read() {
    let json = format!(
        r#" {{"version":2,"board":{{"puzzle":"{EASY}","solution":"{dots}","steps":0,"playing":true,"entries":"{dots}","corner":"c","centre":"m","colours":"k"}},"undo":[{{"puzzle":"{EASY}","solution":null}}],"redo":[],"algorithm":"propagation","play":{{"mode":"corner","tidy":false,"peers":false,"seconds":95,"checks":1,"reveals":2,"hints":3,"level":"hard","technique":"Swordfish","wrong":[3,40]}},"stats":["s"],"daily":"d","practised":"p","checkpoints":[{{"puzzle":"{HARDER}","steps":7}}]}}"#,
        dots = ".".repeat(81)
    );
    let board = |puzzle: &str, steps: usize| SavedBoard {
        puzzle: puzzle.into(),
        solution: None,
        steps,
        playing: false,
        entries: None,
        corner: None,
        centre: None,
        colours: None,
    };
    let expected = saved::Saved {
        version: saved::VERSION,
        board: SavedBoard {
            solution: Some(".".repeat(81)),
            playing: true,
            entries: Some(".".repeat(81)),
            corner: Some("c".into()),
            centre: Some("m".into()),
            colours: Some("k".into()),
            ..board(EASY, 0)
        },
        undo: vec![board(EASY, 0)],
        redo: Vec::new(),
        algorithm: "propagation".into(),
        play: saved::SavedPlay {
            mode: "corner".into(),
            tidy: false,
            peers: false,
            seconds: 95,
            checks: 1,
            reveals: 2,
            hints: 3,
            level: "hard".into(),
            technique: "Swordfish".into(),
            wrong: vec![3, 40],
        },
        stats: vec!["s".into()],
        daily: Some("d".into()),
        practised: Some("p".into()),
        checkpoints: vec![board(HARDER, 7)],
    };
    assert_eq!(saved::read_json(&json), Ok(expected.clone()));
    assert_eq!(saved::from_json(&json), Ok(saved::to_text(&expected)));
    // Version 1, and version 2 before its later fields: their defaults.
    let old = format!(
        r#"{{"version":1,"board":{{"puzzle":"{EASY}"}},"undo":[],"redo":[],"algorithm":"fast"}}"#
    );
    assert_eq!(
        saved::read_json(&old),
        Ok(saved::Saved {
            version: saved::VERSION,
            board: board(EASY, 0),
            undo: Vec::new(),
            redo: Vec::new(),
            algorithm: "fast".into(),
            play: saved::SavedPlay::default(),
            stats: Vec::new(),
            daily: None,
            practised: None,
            checkpoints: Vec::new(),
        })
    );
}
