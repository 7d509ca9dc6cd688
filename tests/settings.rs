//! Native tests of the page's settings: a placed digit tidying the marks
//! it sees, and shading the cells the selected cell sees. Both are on at
//! first, change without touching the board or its history, and are saved.
//! `cargo test -p sudoku-web --test settings`.
#![cfg(not(target_arch = "wasm32"))]

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
    // Saved data of before the setting existed reads as on.
    let old = encode(&Snapshot::of(&State::new())).replace(r#""peers":true,"#, "");
    assert!(!old.contains("peers"));
    assert!(decode(&old).expect("readable").show_peers());
}
