//! Native tests of the page's settings: a placed digit tidying the marks
//! it sees, and shading the cells the selected cell sees. Both are on at
//! first, change without touching the board or its history, and are saved;
//! so is the level of New puzzle.
//! `cargo test -p sudoku-web --test settings`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{json_of, saved_of};
use sudoku_web::features::saved::to_text;
use sudoku_web::services::storage::{decode, encode, Snapshot};
use sudoku_web::state::{Action, State};

#[test]
fn settings_start_on_change_alone_and_are_saved() {
    let mut state = State::new();
    assert!(state.tidy_marks());
    assert!(state.show_peers());
    state.apply(Action::SetShowPeers(false));
    state.apply(Action::SetTidyMarks(false));
    assert!(!state.show_peers());
    assert!(!state.tidy_marks());
    assert!(!state.can_undo(), "a setting is not an edit");
    let back = decode(&encode(&Snapshot::of(&state))).expect("readable");
    assert!(!back.show_peers());
    assert!(!back.tidy_marks());
    // Saved data of before the setting existed (the JSON of version 2)
    // reads as on.
    let old = json_of(&State::new()).replace(r#""peers":true,"#, "");
    assert!(!old.contains("peers"));
    assert!(decode(&old).expect("readable").show_peers());
}

#[test]
fn the_level_of_new_puzzle_is_a_saved_setting() {
    use sudoku_solver::rating::Level;
    let mut state = State::new();
    assert_eq!(state.maker().level, Level::Medium);
    state.apply(Action::SetLevel(Level::Expert));
    assert_eq!(state.maker().level, Level::Expert);
    assert!(!state.can_undo(), "a setting is not an edit");
    let saved = encode(&Snapshot::of(&state));
    assert_eq!(saved_of(&state).play.level, "expert");
    assert_eq!(
        decode(&saved).expect("readable").maker().level,
        Level::Expert
    );
    // A level this page does not know, or none (the JSON of version 2
    // before the setting), keeps the default.
    let mut odd = saved_of(&state);
    odd.play.level = "fiendish".into();
    assert_eq!(
        decode(&to_text(&odd)).expect("readable").maker().level,
        Level::Medium
    );
    let old = json_of(&state).replace(r#","level":"expert""#, "");
    assert!(!old.contains("level"), "{old}");
    assert_eq!(decode(&old).expect("readable").maker().level, Level::Medium);
}
