//! Any text where the page keeps its state (`localStorage`, written by
//! another tab, an older page or a stranger's hand): it loads, migrates or
//! is refused with a reason the status shows without control characters,
//! never panics. What loads saves again
//! as data that loads to the same state and saves to the same text.
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
use sudoku_web::services::storage::{decode_within, encode, refused, Snapshot};
use sudoku_web::text::status;

/// The most steps one input takes again.
const REPLAYED: usize = 4;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match decode_within(&text, REPLAYED) {
        Ok(state) => {
            let saved = encode(&Snapshot::of(&state));
            let again =
                decode_within(&saved, REPLAYED).unwrap_or_else(|why| panic!("{why}: {saved}"));
            assert_eq!(Snapshot::of(&again), Snapshot::of(&state), "{saved}");
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
});
