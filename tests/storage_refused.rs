//! Saved data a stranger could have written (another tab, an older page,
//! a hand in the browser's storage): what the page says of it. The cases
//! the fuzz target `saved_state` found live here as regression tests.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::page_start;
use common::{german, EASY};
use sudoku_web::text::status as status_of;

/// Found by the `saved_state` fuzz target: the reason a saved state was
/// refused quotes what it found (an input mode, an algorithm, a mark), and
/// control characters in it reached the status raw.
#[test]
fn control_characters_in_refused_saved_data_are_shown_escaped() {
    let json = r#"{"version":2,"board":{"puzzle":"","solution":null},"undo":[],"redo":[],"algorithm":"fast","play":{"mode":"c\u007frner"}}"#
        .replace(r#""puzzle":"""#, &format!(r#""puzzle":"{}""#, ".".repeat(81)));
    let status = status_of(&page_start(Some(&json)));
    assert_eq!(
        status.headline,
        "The saved puzzle could not be read (unknown input mode 'c\\u{7f}rner'); started with an empty grid."
    );
    // The same reason, when a link is opened on top of the clean start.
    let mut state = page_start(Some(&json));
    state.open_link(EASY);
    let text = format!(
        "{} {}",
        status_of(&state).headline,
        status_of(&state).details.join(" ")
    );
    assert!(!text.chars().any(char::is_control), "{text:?}");
    assert!(text.contains("c\\u{7f}rner"), "{text}");
}

/// Why saved data was refused is said in the page's language, the board
/// it was found on too.
#[test]
fn a_refusal_is_worded_in_the_language_spoken() {
    use std::rc::Rc;
    use sudoku_i18n::English;
    use sudoku_web::model::lang::{speak, speak_parts, Lang};
    use sudoku_web::services::storage::decode;
    let json = format!(
        r#"{{"version":1,"board":{{"puzzle":"{EASY}"}},"undo":[{{"puzzle":"{}"}}],"redo":[],"algorithm":"fast"}}"#,
        &EASY[..80]
    );
    speak(Lang::De, german(), Vec::new(), Rc::new(English));
    assert_eq!(
        decode(&json).err().as_deref(),
        Some("Rückgängig-Eintrag 1: keine Zeile aus 81 Zeichen")
    );
    assert_eq!(
        status_of(&page_start(Some("{not json"))).headline,
        "Das gespeicherte Rätsel konnte nicht gelesen werden (es ist kein gültiges JSON); es geht mit einem leeren Raster los."
    );
    speak_parts(Lang::En, Vec::new(), Rc::new(English));
    assert_eq!(
        decode(&json).err().as_deref(),
        Some("undo entry 1: not an 81-character line")
    );
}
