//! Any bytes as a picture file, as the page's Photo and `sudoku read` take
//! it: decoding refuses what is not a JPEG or PNG, or too large, with a
//! one-line reason, and a picture decoded has as many grey pixels as its
//! size says, within the size limit.
//!
//! The decoders run vector code (unsafe) on the fuzzed bytes, so this
//! target runs under AddressSanitizer. What the reader then does with the
//! pixels is the other reader targets' (`reader_frame`: the grid finder on
//! any pixels; `reader_cell`, `reader_correct`: reading the cells).
//!
//! Pictures are decoded up to [`LIMIT`] pixels, not the product's
//! `MAX_PIXELS`: a file of a few kilobytes can declare millions of pixels,
//! and decoding them under the sanitizer took 8 ms a run on average (100
//! runs a second, the corpus having learnt to declare large pictures).
//! The decoding code is the same at every size; the reader's tests check
//! the product's limit.
#![no_main]

#[path = "common/reading.rs"]
mod reading;

use libfuzzer_sys::fuzz_target;
use sudoku_reader::decode_within;

/// The most pixels a picture decoded here has: 256 x 256, above the seeds'
/// 120-pixel-wide photos.
const LIMIT: u64 = 1 << 16;

fuzz_target!(|data: &[u8]| {
    match decode_within(data, LIMIT) {
        Ok(image) => {
            let (w, h) = image.dimensions();
            assert!(w > 0 && h > 0 && u64::from(w) * u64::from(h) <= LIMIT);
            assert_eq!(image.as_raw().len() as u64, u64::from(w) * u64::from(h));
        }
        Err(err) => reading::check_error(&err),
    }
});
