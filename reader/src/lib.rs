//! Reads a Sudoku puzzle from a photo (a newspaper page taken with a phone).
//!
//! Pure Rust, no web or UI code; it compiles natively and for
//! `wasm32-unknown-unknown`. The steps:
//!
//! 1. [`decode`] JPEG/PNG bytes to greyscale (the `image` crate; the size is
//!    read from the header first, so a huge picture is refused before its
//!    pixels are decoded). [`read_rgba`] takes a canvas's pixels instead.
//! 2. Find the grid: the picture is shrunk to at most 800 pixels a side, an
//!    adaptive threshold (mean of a square window, via an integral image)
//!    marks ink. The white insides of the cells are the many roughly
//!    square, similar-sized, neighbouring blobs of paper: they are numbered
//!    by column and row and a homography fitted to them (least squares)
//!    gives the grid's corners, unmoved by things printed against its
//!    border. Failing that, the largest connected set of ink whose box is
//!    big, roughly square and mostly empty is the grid, its corners its
//!    extreme points along the two diagonals.
//! 3. Straighten it: the homography from a square onto those four corners
//!    maps a 288 x 288 picture (9 cells of 32 pixels) out of the full-size
//!    photo, averaging several samples per pixel.
//! 4. In each cell, the largest ink blob near the centre that has a digit's
//!    size is the digit (none: the cell is empty; faint print is looked for
//!    again at a finer threshold); its box is scaled into a 28 x 28 crop.
//! 5. A small multilayer perceptron ([`model::Mlp`], 784-64-10, about 200 KB
//!    of weights) names the digit with a probability, or says the ink is
//!    no digit (a stain, a bit of line).
//! 6. Steps 4 and 5 are done again with the straightened grid turned a
//!    quarter, a half and three quarters: a turned reading whose digits
//!    the classifier is clearly surer of replaces the upright one, so a
//!    photo taken sideways reads too (`turn.rs`).
//! 7. A published puzzle has exactly one solution: when the puzzle read has
//!    clashes, no solution or several, the cells the classifier doubted are
//!    tried with their other readings, one cell and then two at a time, and
//!    the likeliest change that gives one solution is kept (`correct.rs`,
//!    with the `sudoku-solver` crate's `fast` solver).
//!
//! Built for wasm32 (opt-level `z`, LTO, no wasm-opt) with both entry
//! points, decoders and the model, the reader is about 640 KB, 360 KB
//! gzipped.
//!
//! Thresholding, connected components and the warp are written here
//! (about 400 lines) rather than taken from `imageproc`: even without its
//! default features that crate brings `nalgebra`, `rand`, `rand_distr`,
//! `num` and `ab_glyph` into the build (some forty crates) for three small
//! routines, which costs build time and download size in the browser. The
//! classifier's inference is two matrix-vector products, so no machine
//! learning crate is needed either.
//!
//! The model is trained on photos from the dataset of B. Wicht and
//! J. Hennebert ("Camera-based Sudoku recognition with deep belief network",
//! SoCPaR 2014), CC-BY-4.0; see `reader/TRAINING.md`.

mod camera;
mod cells;
mod correct;
mod decode;
mod error;
mod gray;
mod grid;
pub mod model;
mod turn;
mod warp;

pub use camera::{Advice, Camera, Corners, Lock, Look, BACKING, LOCK_AFTER, VOTED_FRAMES};
pub use cells::{Crop, CELL, CROP};
pub use decode::{decode, decode_within};
pub use error::ReadError;
pub use image::GrayImage;

use std::sync::OnceLock;

/// The largest picture read: 40 megapixels.
pub const MAX_PIXELS: u64 = 40_000_000;

/// Cells read with a confidence below this are listed by
/// [`Reading::doubtful`] and tried with their other readings when the
/// puzzle read has no single solution (`correct.rs`). Wider than what the
/// page marks for a person to check ([`needs_checking`]): a correction
/// must be able to try any cell the classifier was not sure of.
pub const DOUBT: f32 = 0.9;

/// A cell read as empty with a confidence below this needs checking: the
/// frames (or the photo) saw ink there that may be a digit lost to blur.
/// Chosen on the training photos (`examples/confidence.rs`,
/// docs/camera.md): most of the digits the camera lost to blur were
/// voted empty with 0.2 to 0.86, while the empty cells read right are
/// almost all above 0.8.
pub const EMPTY_DOUBT: f32 = 0.8;

/// A cell read as a digit with a confidence below this needs checking.
/// Lower than [`EMPTY_DOUBT`]: a blurred frame spreads the classifier's
/// probability over a digit's look-alikes, so digits read right often
/// come with 0.3 to 0.8, while a digit read wrong is almost always one the
/// correction chose against the frames, which gave it under 0.2 (the
/// training photos, docs/camera.md).
pub const DIGIT_DOUBT: f32 = 0.25;

/// Whether `cell` needs checking by a person: read as empty with less
/// confidence than [`EMPTY_DOUBT`], or as a digit with less than
/// [`DIGIT_DOUBT`], compared in whole percent as the page gets the
/// confidence (so both mark the same cells). The page marks such cells
/// doubtful in its preview.
pub fn needs_checking(cell: &CellRead) -> bool {
    let below = if cell.digit.is_some() {
        DIGIT_DOUBT
    } else {
        EMPTY_DOUBT
    };
    percent(cell.confidence) < percent(below)
}

/// A confidence (0 to 1) in whole percent, as the page gets it.
pub fn percent(confidence: f32) -> u8 {
    (confidence.clamp(0.0, 1.0) * 100.0).round() as u8
}

/// What was read in one cell.
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CellRead {
    /// The digit 1 to 9, or `None` for an empty cell.
    pub digit: Option<u8>,
    /// How sure the reader is, from 0 to 1.
    pub confidence: f32,
}

/// A puzzle read from a photo.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Reading {
    /// The 81 cells, row by row.
    pub cells: Vec<CellRead>,
    /// The grid's corners in the picture (pixels): top-left, top-right,
    /// bottom-right, bottom-left.
    pub corners: [(f32, f32); 4],
}

impl Reading {
    /// The puzzle as 81 characters, `.` for an empty cell.
    pub fn line(&self) -> String {
        self.cells
            .iter()
            .map(|c| c.digit.map_or('.', |d| char::from(b'0' + d)))
            .collect()
    }

    /// Cells (0 to 80) read with a confidence below [`DOUBT`], least
    /// confident first.
    pub fn doubtful(&self) -> Vec<usize> {
        let mut cells: Vec<usize> = (0..self.cells.len())
            .filter(|&i| self.cells[i].confidence < DOUBT)
            .collect();
        cells.sort_by(|&a, &b| {
            self.cells[a]
                .confidence
                .total_cmp(&self.cells[b].confidence)
        });
        cells
    }
}

/// The grid found in a picture and its cells cut out for the classifier.
#[derive(Debug, Clone)]
pub struct Crops {
    /// The grid's corners (as in [`Reading::corners`]).
    pub corners: [(f32, f32); 4],
    /// Each cell's digit crop, row by row; `None` for an empty cell.
    pub cells: Vec<Option<Crop>>,
}

/// Finds the grid in `image` and cuts out the 81 cells (steps 2 to 4 above;
/// the training program uses this too), the grid as it stands in the
/// picture.
pub fn crops(image: &GrayImage) -> Result<Crops, ReadError> {
    let (corners, straight) = straightened(image)?;
    Ok(Crops {
        corners,
        cells: cells::crops(&straight),
    })
}

/// The grid found in `image`, straightened into a square of 9 x [`CELL`]
/// pixels a side, with its corners in the picture: what the cells are cut
/// from (for tools that show what the reader sees).
pub fn straighten(image: &GrayImage) -> Result<([(f32, f32); 4], GrayImage), ReadError> {
    let (corners, plane) = straightened(image)?;
    let (w, h) = (plane.width as u32, plane.height as u32);
    let picture = GrayImage::from_raw(w, h, plane.pixels).ok_or(ReadError::NoGrid)?;
    Ok((corners, picture))
}

/// Finds the grid in `image` and gives its corners (as in
/// [`Reading::corners`]) without straightening or reading it: the quick
/// first look at a picture, and the fuzz targets' way to the grid finder.
pub fn locate(image: &GrayImage) -> Result<[(f32, f32); 4], ReadError> {
    decode::check_size(image.width(), image.height())?;
    grid::find(image).ok_or(ReadError::NoGrid)
}

/// A canvas's RGBA pixels (`width` x `height`, row by row) in greyscale,
/// as [`read_rgba`] reads them; an error when the size is empty, too large
/// or does not match the buffer.
pub fn gray_frame(width: u32, height: u32, rgba: &[u8]) -> Result<GrayImage, ReadError> {
    decode::rgba_to_gray(width, height, rgba)
}

/// The grid's corners and the grid straightened into a square.
fn straightened(image: &GrayImage) -> Result<([(f32, f32); 4], gray::Plane), ReadError> {
    straightened_within(image, usize::MAX)
}

/// [`straightened`], the grid looked for in the picture shrunk to at most
/// `work_side` pixels a side (or the grid finder's own size, if smaller).
fn straightened_within(
    image: &GrayImage,
    work_side: usize,
) -> Result<([(f32, f32); 4], gray::Plane), ReadError> {
    decode::check_size(image.width(), image.height())?;
    let corners = if work_side == usize::MAX {
        grid::find(image)
    } else {
        grid::find_within(image, work_side)
    }
    .ok_or(ReadError::NoGrid)?;
    let side = 9 * CELL;
    let h = warp::Homography::square_to(side as f64, &corners).ok_or(ReadError::NoGrid)?;
    Ok((corners, warp::straighten(image, &h, side)))
}

/// Reads the puzzle in a greyscale picture. A photo taken sideways or
/// upside down, or whose orientation tag the browser applied wrongly,
/// reads too: the grid is read in each of its four quarter turns, and a
/// turned reading replaces the upright one when the classifier is clearly
/// surer of its digits ([`TURN_SURE`], [`TURN_MARGIN`]). A reading with
/// clashes, no solution or several may then have one or two doubtful
/// cells changed to give the puzzle exactly one solution (step 7 above).
pub fn read(image: &GrayImage) -> Result<Reading, ReadError> {
    let (corners, straight) = straightened(image)?;
    let Some(model) = committed_model() else {
        let upright = Crops {
            corners,
            cells: cells::crops(&straight),
        };
        return Ok(Reading::from_crops(&upright, None));
    };
    let (_, corners, probabilities) = turn::read_turned(corners, &straight, model, None);
    Ok(Reading {
        cells: name_cells(&probabilities),
        corners,
    })
}

/// The committed classifier, read once (`None` if its bytes do not parse).
fn committed_model() -> Option<&'static model::Mlp> {
    static MODEL: OnceLock<Option<model::Mlp>> = OnceLock::new();
    MODEL.get_or_init(model::committed).as_ref()
}

/// The point of the picture at `(column, row)` of the grid whose corners
/// are `corners` (as in [`Reading::corners`]), in cells: `(0, 0)` is the
/// grid's top-left corner, `(9, 9)` its bottom-right, `(4.5, 4.5)` its
/// centre; seen through the grid's perspective. `None` when the corners
/// are degenerate.
pub fn grid_point(corners: &[(f32, f32); 4], column: f32, row: f32) -> Option<(f32, f32)> {
    let h = warp::Homography::square_to(9.0, corners)?;
    let (x, y) = h.apply(f64::from(column), f64::from(row));
    (x.is_finite() && y.is_finite()).then_some((x as f32, y as f32))
}

/// Steps 5 and 7 on their own: the cells named from the classifier's
/// probabilities of each crop (the digits 1 to 9, then "no digit"; `None`
/// for a cell without digit-like ink), and then corrected to give the
/// puzzle one solution where changing one or two doubtful cells does.
pub fn name_cells(probabilities: &[Option<Vec<f32>>]) -> Vec<CellRead> {
    let mut cells: Vec<CellRead> = probabilities.iter().map(cell_read).collect();
    correct::correct(&mut cells, probabilities);
    cells
}

/// Step 4 on its own: the crop of one cell's digit, cut out of `cell` (a
/// straightened cell, [`CELL`] pixels a side, though any size is taken);
/// `None` when it holds no digit-like ink.
pub fn cell_crop(cell: &GrayImage) -> Option<Crop> {
    let plane = gray::Plane {
        width: cell.width() as usize,
        height: cell.height() as usize,
        pixels: cell.as_raw().clone(),
    };
    cells::crop_of(&plane)
}

/// A turned reading replaces the upright one only when the mean
/// probability of its digits is at least this (it reads as a grid) ...
pub const TURN_SURE: f32 = 0.8;

/// ... and beats the upright reading's by more than this: rotated, some
/// digits still look like digits (1, 6, 8, 9), so a turned reading of an
/// upright grid can come within 0.07 of it (the photo collection).
pub const TURN_MARGIN: f32 = 0.05;

impl Reading {
    /// Names the digits of cut-out cells with `model` (`None`: every
    /// digit-like cell is read as empty with confidence 0).
    pub fn from_crops(found: &Crops, model: Option<&model::Mlp>) -> Reading {
        let cells = found
            .cells
            .iter()
            .map(|crop| match (crop, model) {
                (Some(crop), Some(model)) => cell_read(&Some(model.probabilities(crop))),
                // No model: every digit-like cell is empty, with confidence 0.
                (Some(_), None) => CellRead {
                    digit: None,
                    confidence: 0.0,
                },
                (None, _) => cell_read(&None),
            })
            .collect();
        Reading {
            cells,
            corners: found.corners,
        }
    }
}

/// What one cell reads as, from the classifier's probabilities of its crop
/// (`None`: no digit-like ink, an empty cell for sure).
fn cell_read(probabilities: &correct::Probabilities) -> CellRead {
    let Some(probs) = probabilities else {
        return CellRead {
            digit: None,
            confidence: 1.0,
        };
    };
    let (best, p) = probs
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .map_or((0, 0.0), |(i, p)| (i, *p));
    CellRead {
        // The last class, if the model has one, is "no digit" (stains, bits of lines).
        digit: (best < 9).then_some(best as u8 + 1),
        confidence: p,
    }
}

/// Reads the puzzle in RGBA pixels (a browser canvas's `ImageData`),
/// `width` x `height`, row by row.
pub fn read_rgba(width: u32, height: u32, rgba: &[u8]) -> Result<Reading, ReadError> {
    read(&gray_frame(width, height, rgba)?)
}
