//! The words of the camera panel: what to do while it reads, why it
//! stopped, and what it read.

use super::count;
use crate::features::camera::{Advice, Stop, GIVE_UP_MS};

/// What the panel says under the video while reading, from the reader
/// worker's `advice`, the digits voted so far and how long it has been
/// reading (milliseconds) without a lock.
pub fn advice_text(advice: Advice, digits: usize, waited_ms: f64) -> String {
    let now = match advice {
        Advice::NoGrid => {
            "Point the camera at the puzzle: the whole grid in view, straight on.".to_string()
        }
        Advice::MoveCloser => "Move closer: let the grid fill most of the view.".to_string(),
        Advice::MoveBack => {
            "Move back a little: the whole grid must be in view, with a margin.".to_string()
        }
        Advice::HoldStill => "Hold still…".to_string(),
        Advice::Reading if digits == 0 => "Reading the grid…".to_string(),
        Advice::Reading => format!(
            "Reading: {} so far. Hold still…",
            count(digits as u64, "digit")
        ),
    };
    if waited_ms >= GIVE_UP_MS {
        format!(
            "{now} Not read yet: try more light, the paper flat, without shadows or glare; or press Stop camera and use Photo."
        )
    } else {
        now
    }
}

/// Why the camera is not running, and what to do.
pub fn stop_text(stop: &Stop) -> String {
    match stop {
        Stop::Refused => "The camera was not allowed. Allow it for this page in the browser's site settings and press Start again, or use Photo to pick a picture of the puzzle.".into(),
        Stop::NoCamera => "No camera was found on this device. Use Photo to pick a picture of the puzzle instead.".into(),
        Stop::Unsupported => "This browser cannot lend the page its camera (it needs a secure https address and a recent browser). Use Photo to pick a picture of the puzzle instead.".into(),
        Stop::Lost => "The camera stopped (unplugged, or taken by another app). Press Start again, or use Photo.".into(),
        Stop::Hidden => "The camera was let go when the page was hidden. Press Start again to go on reading.".into(),
        Stop::NoReader => "The reader could not be loaded. Check the connection and press Start again, or type the puzzle in.".into(),
        Stop::Failed(why) => format!("The camera could not be started: {why}. Press Start again, or use Photo to pick a picture of the puzzle."),
    }
}

/// What the panel says once a reading is locked.
pub fn locked_text(givens: usize) -> String {
    format!(
        "Read {}: the puzzle has one solution, drawn in blue on your puzzle. Check the digits read below the board, then press Use this puzzle.",
        count(givens as u64, "digit")
    )
}

/// The frames-a-second line: "1 frame read a second", "12 frames read a
/// second".
pub fn fps_text(fps: usize) -> String {
    format!("{} read a second", count(fps as u64, "frame"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advice_grows_a_suggestion_after_fifteen_seconds() {
        assert_eq!(
            advice_text(Advice::MoveCloser, 0, 1000.0),
            "Move closer: let the grid fill most of the view."
        );
        assert_eq!(
            advice_text(Advice::Reading, 24, 0.0),
            "Reading: 24 digits so far. Hold still…"
        );
        assert!(advice_text(Advice::Reading, 24, 15_000.0)
            .ends_with("or press Stop camera and use Photo."));
    }

    #[test]
    fn each_advice_has_its_own_words() {
        let all = [
            Advice::NoGrid,
            Advice::MoveCloser,
            Advice::MoveBack,
            Advice::HoldStill,
            Advice::Reading,
        ];
        let words: std::collections::BTreeSet<String> =
            all.iter().map(|&a| advice_text(a, 0, 0.0)).collect();
        assert_eq!(words.len(), all.len());
        assert_eq!(advice_text(Advice::Reading, 0, 0.0), "Reading the grid…");
    }

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!(fps_text(1), "1 frame read a second");
        assert_eq!(fps_text(0), "0 frames read a second");
        assert_eq!(fps_text(12), "12 frames read a second");
        assert_eq!(
            advice_text(Advice::Reading, 1, 0.0),
            "Reading: 1 digit so far. Hold still…"
        );
        assert!(locked_text(1).starts_with("Read 1 digit: "));
        assert!(locked_text(25).starts_with("Read 25 digits: "));
    }

    #[test]
    fn every_stop_says_what_to_do() {
        for stop in [
            Stop::Refused,
            Stop::NoCamera,
            Stop::Unsupported,
            Stop::Lost,
            Stop::Hidden,
            Stop::NoReader,
            Stop::Failed("busy".into()),
        ] {
            let text = stop_text(&stop);
            assert!(
                text.contains("Start again") || text.contains("Photo"),
                "{text}"
            );
        }
    }
}
