//! The live camera's pure side: what the camera panel hands the page when
//! it locks a reading ([`Capture`], sent as the Batch panel sends a puzzle:
//! `services::files::OPEN_EVENT`), what the reader worker advises the
//! person holding the camera ([`Advice`], worded by `text::camera`), the
//! frames-a-second count ([`FrameRate`]), why the camera stopped
//! ([`Stop`]) and where each cell lies in the frame ([`cell_transform`])
//! for drawing digits on the paper through the grid's perspective.
//!
//! The camera panel is a module of its own (`src/camera_app.rs`), loaded
//! when Camera is first pressed; the frames are read in the reader worker
//! ([`crate::worker::camera`]).

use super::photo::PhotoReading;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use sudoku_solver::logic::{next_step, Board, Step};
use sudoku_solver::Grid;

/// The id of the page's element the camera panel mounts in.
pub const ROOT_ID: &str = "camera";

/// The event the page sends the camera panel when Camera is pressed again
/// (the panel is loaded already): start afresh.
pub const START_EVENT: &str = "sudoku-camera-start";

/// After this long without a lock, the panel says what to try.
pub const GIVE_UP_MS: f64 = 15_000.0;

/// The longer side of the frames sent to the reader worker (pixels).
pub const FRAME_SIDE: f64 = 640.0;

/// What the reader worker advises the person holding the camera, from one
/// frame (the reader's [`sudoku_reader::Advice`]); sent in the worker's
/// reply as a word (`"no-grid"`, `"move-closer"`, ...), worded for the
/// page by `text::camera::advice_text`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Advice {
    /// No grid in the frame.
    NoGrid,
    /// The grid is small in the frame: move the camera closer.
    MoveCloser,
    /// The grid touches the frame's edge: move the camera back.
    MoveBack,
    /// The grid moved since the last frame: hold the camera still.
    HoldStill,
    /// The grid is being read.
    Reading,
}

impl From<sudoku_reader::Advice> for Advice {
    fn from(advice: sudoku_reader::Advice) -> Advice {
        match advice {
            sudoku_reader::Advice::NoGrid => Advice::NoGrid,
            sudoku_reader::Advice::MoveCloser => Advice::MoveCloser,
            sudoku_reader::Advice::MoveBack => Advice::MoveBack,
            sudoku_reader::Advice::HoldStill => Advice::HoldStill,
            sudoku_reader::Advice::Reading => Advice::Reading,
        }
    }
}

/// A locked reading as the reader worker sends it: the puzzle's one
/// solution and the grid's corners in the frame it was locked on, which
/// read the locked digits through them (the reader's
/// [`sudoku_reader::Lock`]). One value from the worker to the frozen
/// frame, so the solution is drawn through exactly those corners.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Locked {
    /// Where to draw the solution: the grid's corners (top-left, top-right,
    /// bottom-right, bottom-left, upright) in the frame locked on.
    pub corners: [(f32, f32); 4],
    /// The puzzle's one solution, 81 digits.
    pub solution: String,
}

impl From<sudoku_reader::Lock> for Locked {
    fn from(lock: sudoku_reader::Lock) -> Locked {
        Locked {
            corners: lock.corners,
            solution: lock.solution,
        }
    }
}

/// A reading locked by the camera, for the photo's preview.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capture {
    /// The digits read: 81 characters, `1`-`9` or `.`.
    pub digits: String,
    /// How sure the frames that read the locked reading are of each cell,
    /// in percent (the lock's confidence, `FrameReply::confidence`), which
    /// the preview marks doubtful cells by.
    pub confidence: Vec<u8>,
    /// The frame locked on, as filmed (a `data:` address), for the
    /// preview's picture: never with the solution drawn on it, which
    /// would spoil the puzzle (only the camera panel's frozen frame shows
    /// the solution).
    pub picture: String,
}

impl Capture {
    /// The reading, as the photo's preview takes it.
    pub fn reading(&self) -> PhotoReading {
        PhotoReading {
            digits: self.digits.clone(),
            confidence: self.confidence.clone(),
        }
    }
}

/// Where the camera panel is.
#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    /// Asking for the camera.
    Starting,
    /// Reading frames.
    Live,
    /// A reading with one solution was locked.
    Locked {
        /// Its number of digits.
        givens: usize,
        /// The frozen frame shows the next hint's cells, not the solution.
        hint: bool,
        /// The grid's corners in the frozen frame, which the solution is
        /// drawn through (the lock's: [`Locked::corners`]).
        corners: [(f32, f32); 4],
    },
    /// Not running, and why.
    Stopped(Stop),
}

/// What the camera panel shows.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// Where the camera panel is.
    pub phase: Phase,
    /// What it says under the video.
    pub advice: String,
    /// Frames read in the last second.
    pub fps: usize,
    /// The frames' size, once known.
    pub size: Option<(u32, u32)>,
}

/// The grid's `corners` as the frozen frame's `data-corners` attribute
/// gives them to tests and tools: `x,y` pairs in frame pixels, one
/// decimal, separated by spaces (top-left, top-right, bottom-right,
/// bottom-left), as an SVG polygon's `points`.
pub fn corners_attribute(corners: &[(f32, f32); 4]) -> String {
    corners
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The first step of the hints on the puzzle `digits` (81 characters),
/// for the frozen frame's "Next hint" (its cells shaded on the paper).
pub fn first_step(digits: &str) -> Option<Step> {
    let grid = Grid::parse(digits).ok()?;
    next_step(&Board::from_grid(&grid))
}

/// Frames read in the last second.
#[derive(Clone, Debug, Default)]
pub struct FrameRate {
    /// When each recent frame was read (milliseconds), oldest first.
    times: VecDeque<f64>,
}

impl FrameRate {
    /// Counts a frame read at `now` (milliseconds); the frames read in the
    /// second up to `now`.
    pub fn tick(&mut self, now: f64) -> usize {
        self.times.push_back(now);
        while self.times.front().is_some_and(|&t| t <= now - 1000.0) {
            self.times.pop_front();
        }
        self.times.len()
    }
}

/// Why the camera is not running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The person refused the page the camera (or the browser did).
    Refused,
    /// The device has no camera.
    NoCamera,
    /// The browser cannot give pages a camera (or not on this address).
    Unsupported,
    /// The camera went away while reading (unplugged, taken by another app).
    Lost,
    /// The page was hidden: the camera was let go.
    Hidden,
    /// The reader could not be loaded.
    NoReader,
    /// The camera failed otherwise: the browser's words.
    Failed(String),
}

impl Stop {
    /// The stop for an error of `getUserMedia` named `name` (a
    /// `DOMException`'s name) with `message`.
    pub fn of_error(name: &str, message: &str) -> Stop {
        match name {
            "NotAllowedError" | "SecurityError" | "PermissionDeniedError" => Stop::Refused,
            "NotFoundError" | "OverconstrainedError" | "DevicesNotFoundError" => Stop::NoCamera,
            "NotSupportedError" | "TypeError" => Stop::Unsupported,
            _ if message.is_empty() => Stop::Failed(name.to_string()),
            _ => Stop::Failed(message.to_string()),
        }
    }
}

/// The transform `[a, b, c, d, e, f]` (as a canvas's `setTransform`
/// takes it) that maps a 100 x 100 square onto cell `cell` (0 to 80) of
/// the grid with `corners` in the frame, scaled by `scale` (frame to
/// canvas pixels): the square's top side along the cell's top side, its
/// left side along the cell's left side. `None` when the corners are
/// degenerate.
pub fn cell_transform(corners: &[(f32, f32); 4], cell: usize, scale: f64) -> Option<[f64; 6]> {
    let (row, column) = ((cell / 9) as f32, (cell % 9) as f32);
    let at = |c: f32, r: f32| sudoku_reader::grid_point(corners, c, r);
    let origin = at(column, row)?;
    let right = at(column + 1.0, row)?;
    let down = at(column, row + 1.0)?;
    let s = scale / 100.0;
    Some([
        f64::from(right.0 - origin.0) * s,
        f64::from(right.1 - origin.1) * s,
        f64::from(down.0 - origin.0) * s,
        f64::from(down.1 - origin.1) * s,
        f64::from(origin.0) * scale,
        f64::from(origin.1) * scale,
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_frame_rate_counts_the_last_second() {
        let mut rate = FrameRate::default();
        for i in 0..10 {
            rate.tick(f64::from(i) * 100.0);
        }
        assert_eq!(rate.tick(1000.0), 10);
        assert_eq!(rate.tick(2500.0), 1);
    }

    #[test]
    fn a_square_grid_s_cells_are_squares_in_place() {
        let corners = [(0.0, 0.0), (90.0, 0.0), (90.0, 90.0), (0.0, 90.0)];
        let t = cell_transform(&corners, 10, 2.0).unwrap();
        let expected = [0.2, 0.0, 0.0, 0.2, 20.0, 20.0];
        for (a, b) in t.iter().zip(expected) {
            assert!((a - b).abs() < 1e-4, "{t:?}");
        }
        assert_eq!(cell_transform(&[(1.0, 1.0); 4], 0, 1.0), None);
    }

    #[test]
    fn the_corners_are_written_as_polygon_points() {
        let corners = [(10.0, 20.26), (300.5, 19.0), (310.0, 290.04), (9.96, 300.0)];
        assert_eq!(
            corners_attribute(&corners),
            "10.0,20.3 300.5,19.0 310.0,290.0 10.0,300.0"
        );
    }

    #[test]
    fn the_first_step_of_a_read_puzzle_is_the_hints_first() {
        let easy =
            "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";
        let step = first_step(easy).unwrap();
        assert!(!step.placements.is_empty() && !step.cells.is_empty());
        assert!(first_step("not a puzzle").is_none());
    }

    #[test]
    fn advice_travels_as_a_word() {
        let json = serde_json::to_string(&Advice::MoveCloser).unwrap();
        assert_eq!(json, r#""move-closer""#);
        assert_eq!(
            serde_json::from_str::<Advice>(r#""no-grid""#).unwrap(),
            Advice::NoGrid
        );
        assert!(serde_json::from_str::<Advice>(r#""move-clsoer""#).is_err());
        assert_eq!(
            Advice::from(sudoku_reader::Advice::MoveBack),
            Advice::MoveBack
        );
    }

    #[test]
    fn errors_name_the_stop() {
        assert_eq!(Stop::of_error("NotAllowedError", "x"), Stop::Refused);
        assert_eq!(Stop::of_error("NotFoundError", ""), Stop::NoCamera);
        assert_eq!(
            Stop::of_error("AbortError", "the device is busy"),
            Stop::Failed("the device is busy".into())
        );
    }
}
