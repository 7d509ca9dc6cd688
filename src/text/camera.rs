//! The words of the camera panel: what to do while it reads, why it
//! stopped, and what it read.

use crate::features::camera::{Advice, Stop, GIVE_UP_MS};
use crate::t;

/// What the panel says under the video while reading, from the reader
/// worker's `advice`, the digits voted so far and how long it has been
/// reading (milliseconds) without a lock.
pub fn advice_text(advice: Advice, digits: usize, waited_ms: f64) -> String {
    let now = match advice {
        Advice::NoGrid => t!("camera-advice-no-grid"),
        Advice::MoveCloser => t!("camera-advice-move-closer"),
        Advice::MoveBack => t!("camera-advice-move-back"),
        Advice::HoldStill => t!("camera-advice-hold-still"),
        Advice::Reading => t!("camera-advice-reading", digits = digits),
    };
    if waited_ms >= GIVE_UP_MS {
        t!("camera-advice-waited", advice = now.as_str())
    } else {
        now
    }
}

/// Why the camera is not running, and what to do.
pub fn stop_text(stop: &Stop) -> String {
    match stop {
        Stop::Refused => t!("camera-stop-refused"),
        Stop::NoCamera => t!("camera-stop-no-camera"),
        Stop::Unsupported => t!("camera-stop-unsupported"),
        Stop::Lost => t!("camera-stop-lost"),
        Stop::Hidden => t!("camera-stop-hidden"),
        Stop::NoReader => t!("camera-stop-no-reader"),
        Stop::Failed(why) => t!("camera-stop-failed", why = why.as_str()),
    }
}

/// What the panel says once a reading is locked.
pub fn locked_text(givens: usize) -> String {
    t!("camera-locked", givens = givens)
}

/// The frames-a-second line: "1 frame read a second", "12 frames read a
/// second".
pub fn fps_text(fps: usize) -> String {
    t!("camera-fps", fps = fps)
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
        assert_eq!(
            locked_text(25),
            "Read 25 digits: the puzzle has one solution, drawn in blue on the picture. \
             Press Check the digits to look them over below the board, then press Use this puzzle."
        );
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
