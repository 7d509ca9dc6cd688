//! The reader worker's side of the live camera, without browser code: a
//! frame's RGBA pixels in, what the camera session saw out, as JSON
//! ([`FrameReply`]). The session ([`sudoku_reader::Camera`]) lives in the
//! worker between frames and votes each cell over the last frames. Tested
//! natively.

use crate::features::camera::{Advice, Locked};
use serde::{Deserialize, Serialize};
use sudoku_reader::Camera;

/// What the reader worker says of one camera frame.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FrameReply {
    /// The grid's corners in the frame (top-left, top-right, bottom-right,
    /// bottom-left, upright), if found: the outline drawn over the video.
    pub corners: Option<[(f32, f32); 4]>,
    /// What to tell the person holding the camera.
    pub advice: Advice,
    /// The voted reading: 81 characters, `1`-`9` or `.`; empty before any
    /// frame with a grid was voted.
    pub digits: String,
    /// How sure the votes are of each cell, in percent; once locked, the
    /// lock's own confidence ([`sudoku_reader::Lock::confidence`]: from
    /// the frames that read the locked reading themselves), which the
    /// page's preview marks doubtful cells by.
    pub confidence: Vec<u8>,
    /// How many frames in a row voted this reading with one solution.
    pub stable: usize,
    /// Once locked: the solution with the corners to draw it through.
    pub lock: Option<Locked>,
    /// Why the frame could not be read at all (a malformed buffer).
    pub error: Option<String>,
}

/// Reads the frame of `width` x `height` RGBA pixels into `camera`.
pub fn look(camera: &mut Camera, width: u32, height: u32, rgba: &[u8]) -> FrameReply {
    let image = match sudoku_reader::gray_frame(width, height, rgba) {
        Ok(image) => image,
        Err(err) => {
            return FrameReply {
                corners: None,
                advice: Advice::NoGrid,
                digits: String::new(),
                confidence: Vec::new(),
                stable: 0,
                lock: None,
                error: Some(err.to_string()),
            }
        }
    };
    let look = camera.look(&image);
    let percent = sudoku_reader::percent;
    let confidence = match &look.lock {
        Some(lock) if lock.confidence.len() == look.cells.len() => {
            lock.confidence.iter().map(|&c| percent(c)).collect()
        }
        _ => look.cells.iter().map(|c| percent(c.confidence)).collect(),
    };
    FrameReply {
        corners: look.corners,
        advice: look.advice.into(),
        digits: look
            .cells
            .iter()
            .map(|c| c.digit.map_or('.', |d| char::from(b'0' + d)))
            .collect(),
        confidence,
        stable: look.stable,
        lock: look.lock.map(Locked::from),
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
