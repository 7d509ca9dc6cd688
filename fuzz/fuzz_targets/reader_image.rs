//! Any bytes as a picture file, as the page's Photo and `sudoku read` take
//! it: decoding refuses what is not a JPEG or PNG, or too large, with a
//! one-line reason; a picture decoded has pixels within the size limit, and
//! the grid finder finds no grid or gives four finite corners. The grid
//! finder runs on pictures of up to 128 x 128 pixels (its time grows with
//! the pixels; larger ones are only decoded, and `reader_frame` looks for
//! grids in any pixels).
//!
//! Reading the cells of a grid found is the `reader_cells` target's.
#![no_main]

#[path = "common/reading.rs"]
mod reading;

use libfuzzer_sys::fuzz_target;
use sudoku_reader::{decode, locate, MAX_PIXELS};

/// The largest picture the grid finder runs on here (pixels).
const LOCATED: u64 = 128 * 128;

fuzz_target!(|data: &[u8]| {
    match decode(data) {
        Ok(image) => {
            let (w, h) = image.dimensions();
            assert!(w > 0 && h > 0 && u64::from(w) * u64::from(h) <= MAX_PIXELS);
            if u64::from(w) * u64::from(h) <= LOCATED {
                reading::check_corners(&locate(&image));
            }
        }
        Err(err) => reading::check_error(&err),
    }
});
