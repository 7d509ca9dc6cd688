//! Any text where the page keeps its state (`localStorage`, written by
//! another tab, an older page or a stranger's hand): version 3's byte
//! string (postcard bytes, each byte a character), and the JSON of
//! versions 1 and 2, which the page hands to the puzzle worker's reader
//! (`saved::from_json`). It loads or is refused with a reason the status
//! shows without control characters, never panics. What the reader of old
//! JSON reads is version 3 data that reads back to itself; what loads
//! saves again as version 3 data that loads to the same state and saves
//! to the same text.
//!
//! Each input is read as the page's byte string (each byte the character
//! of its value: version 3 data, and JSON in ASCII) and, when it is UTF-8
//! with characters beyond ASCII, as that text too (JSON whose strings hold
//! any character).
//!
//! Loading takes the saved steps again with the technique engine, a few
//! milliseconds a step on a board of few givens (tens under the fuzzer's
//! instrumentation), and forged histories replayed up to the page's limit
//! of 2,916 steps made a few runs a second. Here at most [`REPLAYED`]
//! steps are taken again; more is refused as the page refuses more than
//! its limit (the refusal is checked below, like any other). The engine's
//! steps themselves are the `logic` target's.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_web::features::saved;
use sudoku_web::services::storage::{decode_within, encode, is_json, refused, Snapshot};
use sudoku_web::text::status;

/// The most steps one input takes again.
const REPLAYED: usize = 4;

fuzz_target!(|data: &[u8]| {
    let text: String = data.iter().map(|&b| char::from(b)).collect();
    check(&text);
    if let Ok(utf8) = std::str::from_utf8(data) {
        if utf8 != text {
            check(utf8);
        }
    }
});

/// Checks what the page makes of `text`.
fn check(text: &str) {
    if is_json(text) {
        // The puzzle worker's reader: version 3 data, read back the same.
        if let Ok(v3) = saved::from_json(text) {
            assert!(v3.starts_with('\u{3}') && !is_json(&v3), "{v3:?}");
            let back = saved::from_text(&v3).unwrap_or_else(|why| panic!("{why}: {v3:?}"));
            assert_eq!(saved::to_text(&back), v3);
        }
    }
    match decode_within(text, REPLAYED) {
        Ok(state) => {
            let saved = encode(&Snapshot::of(&state));
            assert!(!is_json(&saved), "{saved:?}");
            let again =
                decode_within(&saved, REPLAYED).unwrap_or_else(|why| panic!("{why}: {saved:?}"));
            assert_eq!(Snapshot::of(&again), Snapshot::of(&state), "{saved:?}");
            assert_eq!(encode(&Snapshot::of(&again)), saved);
        }
        Err(why) => {
            assert!(!why.is_empty(), "an empty reason");
            // The page starts clean and says why, with no control
            // character of the data shown raw. (`start` is `decode` or
            // this: calling it would take the steps again, doubling the
            // cost of data refused after its replay.)
            let state = refused(why);
            assert_eq!(state.sheet().grid().filled(), 0);
            let view = status(&state);
            assert!(
                view.headline.contains("could not be read"),
                "{}",
                view.headline
            );
            let shown = format!("{} {}", view.headline, view.details.join(" "));
            assert!(!shown.chars().any(char::is_control), "{shown:?}");
        }
    }
}
