//! The reader worker's side of the live camera, without browser code: a
//! frame's RGBA pixels in, what the camera session saw out, as JSON
//! ([`FrameReply`]). The session ([`sudoku_reader::Camera`]) lives in the
//! worker between frames and votes each cell over the last frames. Tested
//! natively.

use serde::{Deserialize, Serialize};
use sudoku_reader::{Advice, Camera};

/// What the reader worker says of one camera frame.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FrameReply {
    /// The grid's corners in the frame (top-left, top-right, bottom-right,
    /// bottom-left, upright), if found.
    pub corners: Option<[(f32, f32); 4]>,
    /// What to tell the person holding the camera: `no-grid`,
    /// `move-closer`, `move-back`, `hold-still` or `reading`.
    pub advice: String,
    /// The voted reading: 81 characters, `1`-`9` or `.`; empty before any
    /// frame with a grid was voted.
    pub digits: String,
    /// How sure the votes are of each cell, in percent.
    pub confidence: Vec<u8>,
    /// How many frames in a row voted this reading with one solution.
    pub stable: usize,
    /// Once locked: the puzzle's one solution, 81 digits.
    pub solution: Option<String>,
    /// Why the frame could not be read at all (a malformed buffer).
    pub error: Option<String>,
}

/// The word for `advice` in a [`FrameReply`].
pub fn advice_word(advice: Advice) -> &'static str {
    match advice {
        Advice::NoGrid => "no-grid",
        Advice::MoveCloser => "move-closer",
        Advice::MoveBack => "move-back",
        Advice::HoldStill => "hold-still",
        Advice::Reading => "reading",
    }
}

/// Reads the frame of `width` x `height` RGBA pixels into `camera`.
pub fn look(camera: &mut Camera, width: u32, height: u32, rgba: &[u8]) -> FrameReply {
    let image = match sudoku_reader::gray_frame(width, height, rgba) {
        Ok(image) => image,
        Err(err) => {
            return FrameReply {
                corners: None,
                advice: advice_word(Advice::NoGrid).into(),
                digits: String::new(),
                confidence: Vec::new(),
                stable: 0,
                solution: None,
                error: Some(err.to_string()),
            }
        }
    };
    let look = camera.look(&image);
    FrameReply {
        corners: look.corners,
        advice: advice_word(look.advice).into(),
        digits: look
            .cells
            .iter()
            .map(|c| c.digit.map_or('.', |d| char::from(b'0' + d)))
            .collect(),
        confidence: look
            .cells
            .iter()
            .map(|c| (c.confidence.clamp(0.0, 1.0) * 100.0).round() as u8)
            .collect(),
        stable: look.stable,
        solution: look.solution,
        error: None,
    }
}

impl FrameReply {
    /// The reply as JSON (a reply of plain numbers and strings always
    /// encodes; an impossible failure gives an empty object).
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }
}
