//! Any text where the page keeps its state (`localStorage`, written by
//! another tab, an older page or a stranger's hand): it loads, migrates or
//! is refused with a reason the status shows without control characters,
//! never panics. What loads saves again
//! as data that loads to the same state and saves to the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_web::services::storage::{decode, encode, start, Snapshot};
use sudoku_web::text::status;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match decode(&text) {
        Ok(state) => {
            let saved = encode(&Snapshot::of(&state));
            let again = decode(&saved).unwrap_or_else(|why| panic!("{why}: {saved}"));
            assert_eq!(Snapshot::of(&again), Snapshot::of(&state), "{saved}");
            assert_eq!(encode(&Snapshot::of(&again)), saved);
        }
        Err(why) => {
            assert!(!why.is_empty(), "an empty reason");
            // The page starts clean and says why, with no control
            // character of the data shown raw.
            let state = start(Some(&text));
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
