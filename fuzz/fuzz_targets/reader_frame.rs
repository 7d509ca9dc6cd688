//! Any small frame of pixels, as the page hands a canvas's `ImageData` to
//! the reader: the first two bytes are the width and height (1 to 72,
//! the size of a reading's grid; larger frames only cost more time),
//! the rest grey levels, row by row (missing ones are white paper), given
//! as RGBA. The frame turns grey pixel for pixel; a buffer one byte short
//! is refused as not matching the size; the grid finder finds no grid or
//! gives four finite corners.
#![no_main]

#[path = "common/reading.rs"]
mod reading;

use libfuzzer_sys::fuzz_target;
use sudoku_reader::{gray_frame, locate, ReadError};

fuzz_target!(|data: &[u8]| {
    let [w, h, pixels @ ..] = data else {
        return;
    };
    let (width, height) = (u32::from(*w % 72) + 1, u32::from(*h % 72) + 1);
    let count = (width * height) as usize;
    let mut rgba = Vec::with_capacity(count * 4);
    for i in 0..count {
        let v = pixels.get(i).copied().unwrap_or(255);
        rgba.extend_from_slice(&[v, v, v, 255]);
    }
    let short = gray_frame(width, height, &rgba[..rgba.len() - 1]);
    assert!(
        matches!(short, Err(ReadError::BadBuffer { .. })),
        "{short:?}"
    );
    let gray = gray_frame(width, height, &rgba).expect("a frame of the right size");
    assert_eq!(gray.dimensions(), (width, height));
    for (i, p) in gray.pixels().enumerate() {
        assert_eq!(p.0[0], pixels.get(i).copied().unwrap_or(255), "pixel {i}");
    }
    reading::check_corners(&locate(&gray));
});
