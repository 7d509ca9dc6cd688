//! Any bytes as a picture file, as the page's Photo and `sudoku read` take
//! it: decoding refuses what is not a JPEG or PNG, or too large, with a
//! one-line reason, and a picture decoded has as many grey pixels as its
//! size says, within the size limit.
//!
//! The decoders run vector code (unsafe) on the fuzzed bytes, so this
//! target runs under AddressSanitizer. What the reader then does with the
//! pixels is the other reader targets' (`reader_frame`: the grid finder on
//! any pixels; `reader_cell`, `reader_correct`: reading the cells).
#![no_main]

#[path = "common/reading.rs"]
mod reading;

use libfuzzer_sys::fuzz_target;
use sudoku_reader::{decode, MAX_PIXELS};

fuzz_target!(|data: &[u8]| {
    match decode(data) {
        Ok(image) => {
            let (w, h) = image.dimensions();
            assert!(w > 0 && h > 0 && u64::from(w) * u64::from(h) <= MAX_PIXELS);
            assert_eq!(image.as_raw().len() as u64, u64::from(w) * u64::from(h));
        }
        Err(err) => reading::check_error(&err),
    }
});
