//! The words of the camera panel: what to do while it reads, why it
//! stopped, and what it read.

use super::count;
use crate::features::camera::Stop;

/// What the panel says under the video while reading, from the reader
/// worker's `advice` word, the digits voted so far and how long it has
/// been reading (milliseconds) without a lock.
pub fn advice_text(advice: &str, digits: usize, waited_ms: f64) -> String {
    let now = match advice {
        "no-grid" => {
            "Point the camera at the puzzle: the whole grid in view, straight on.".to_string()
        }
        "move-closer" => "Move closer: let the grid fill most of the view.".to_string(),
        "move-back" => {
            "Move back a little: the whole grid must be in view, with a margin.".to_string()
        }
        "hold-still" => "Hold still…".to_string(),
        _ if digits == 0 => "Reading the grid…".to_string(),
        _ => format!(
            "Reading: {} so far. Hold still…",
            count(digits as u64, "digit")
        ),
    };
    if waited_ms >= crate::features::camera::GIVE_UP_MS {
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

/// The frames-a-second line.
pub fn fps_text(fps: usize) -> String {
    format!("{fps} frames read a second")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advice_grows_a_suggestion_after_fifteen_seconds() {
        assert_eq!(
            advice_text("move-closer", 0, 1000.0),
            "Move closer: let the grid fill most of the view."
        );
        assert_eq!(
            advice_text("reading", 24, 0.0),
            "Reading: 24 digits so far. Hold still…"
        );
        assert!(
            advice_text("reading", 24, 15_000.0).ends_with("or press Stop camera and use Photo.")
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
