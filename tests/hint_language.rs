//! A hint on screen follows the page's language: the puzzle worker words
//! it again, the same step shown as far as it was.
//! `cargo test -p sudoku-web --test hint_language`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{german, run, EASY};
use std::rc::Rc;
use sudoku_i18n::English;
use sudoku_web::features::explain::Note;
use sudoku_web::features::hint::Level;
use sudoku_web::model::lang::{speak, speak_parts, Lang};
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::status as status_of;

fn level(state: &State) -> Option<Level> {
    match state.message() {
        Message::Explain(note) => match note.as_ref() {
            Note::Hint { level, .. } => Some(*level),
            _ => None,
        },
        _ => None,
    }
}

#[test]
fn a_hint_shown_is_worded_again_in_the_new_language() {
    let mut state = State::from_link(Some(EASY));
    run(&mut state, [Action::Hint, Action::Hint, Action::Hint]);
    assert_eq!(
        status_of(&state).headline,
        "Hint: Naked single. Row 1, column 2 has only one candidate left, so it must be 3."
    );
    let shown = level(&state);
    let hints = state.tally().hints;
    // This test's thread only: each test runs on its own.
    speak(Lang::De, german(), Vec::new(), Rc::new(English));
    run(&mut state, [Action::LanguageChanged]);
    assert_eq!(
        status_of(&state).headline,
        "Tipp: Nackter Single. In Zeile 1, Spalte 2 bleibt nur noch ein Kandidat, also muss dort die 3 stehen."
    );
    assert_eq!(level(&state), shown, "shown as far as it was");
    assert_eq!(state.tally().hints, hints, "not another hint taken");
    // Asked again in the same language: the same hint, as far as it was.
    let before = state.message().clone();
    run(&mut state, [Action::LanguageChanged]);
    assert_eq!(state.message(), &before);
}

#[test]
fn a_language_change_without_a_hint_shown_asks_nothing() {
    let mut state = State::from_link(Some(EASY));
    let before = state.message().clone();
    state.apply(Action::LanguageChanged);
    assert_eq!(state.message(), &before);
    assert!(state
        .jobs()
        .iter()
        .all(|w| w.lane != sudoku_web::features::jobs::Lane::Explain));
}

/// The steps list's lines, first to last.
fn summaries(state: &State) -> Vec<String> {
    let steps = state.sheet().progress().steps();
    steps.iter().map(|s| s.summary.clone()).collect()
}

#[test]
fn the_steps_taken_are_worded_again_in_the_new_language() {
    let mut state = State::from_link(Some(EASY));
    run(&mut state, [Action::Step, Action::Step, Action::Step]);
    let english = summaries(&state);
    assert_eq!(english.len(), 3);
    assert!(english[0].starts_with("Naked single"), "{english:?}");
    let said = status_of(&state).headline;
    // One step undone: the history is worded again too.
    run(&mut state, [Action::Undo]);
    speak(Lang::De, german(), Vec::new(), Rc::new(English));
    run(&mut state, [Action::LanguageChanged]);
    let german = summaries(&state);
    assert_eq!(german.len(), 2);
    assert!(german[0].starts_with("Nackter Single"), "{german:?}");
    assert_ne!(german[1], english[1]);
    run(&mut state, [Action::Redo]);
    let redone = summaries(&state);
    assert_eq!(redone.len(), 3);
    assert!(
        redone.iter().all(|line| !english.contains(line)),
        "no English left: {redone:?}"
    );
    // The step list's selection shows the step in German.
    run(&mut state, [Action::ReviewStep(3)]);
    let shown = status_of(&state).headline;
    assert_ne!(shown, said);
    assert!(
        shown.contains(&redone[2][..redone[2].find(':').unwrap_or(0)]),
        "{shown}"
    );
    // And back to English, as they were.
    speak_parts(Lang::En, Vec::new(), Rc::new(English));
    run(&mut state, [Action::LanguageChanged]);
    assert_eq!(summaries(&state), english);
}

#[test]
fn the_step_just_taken_is_worded_again_with_the_list() {
    let mut state = State::from_link(Some(EASY));
    run(&mut state, [Action::Step]);
    let english = status_of(&state).headline;
    speak(Lang::De, german(), Vec::new(), Rc::new(English));
    run(&mut state, [Action::LanguageChanged]);
    let german = status_of(&state).headline;
    assert_ne!(german, english);
    assert!(german.contains("Nackter Single"), "{german}");
    assert!(
        matches!(state.message(), Message::Explain(n) if matches!(n.as_ref(), Note::Stepped { number: 1, .. })),
        "still the step taken"
    );
}
