//! Any picture of one cell (the first byte is its side less one, up to 64;
//! the rest grey levels, row by row, white where missing), as the reader
//! cuts each of a grid's 81 cells: the crop of its digit, if any, is
//! 28 x 28 values between 0 and 1 with some ink, and the classifier's
//! probabilities of it are ten numbers between 0 and 1 that add up to 1.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use sudoku_reader::model::{committed, Mlp};
use sudoku_reader::{cell_crop, GrayImage, CROP};

fuzz_target!(|data: &[u8]| {
    static MODEL: OnceLock<Option<Mlp>> = OnceLock::new();
    let [side, pixels @ ..] = data else {
        return;
    };
    let side = u32::from(*side % 64) + 1;
    let grey: Vec<u8> = (0..(side * side) as usize)
        .map(|i| pixels.get(i).copied().unwrap_or(255))
        .collect();
    let Some(cell) = GrayImage::from_raw(side, side, grey) else {
        panic!("a {side} x {side} picture");
    };
    let Some(crop) = cell_crop(&cell) else {
        return;
    };
    assert_eq!(crop.len(), CROP * CROP);
    assert!(crop.iter().all(|v| (0.0..=1.0).contains(v)), "{crop:?}");
    assert!(crop.iter().any(|&v| v > 0.0), "a crop without ink");
    let model = MODEL
        .get_or_init(committed)
        .as_ref()
        .expect("the committed model");
    let p = model.probabilities(&crop);
    assert_eq!(p.len(), 10);
    assert!(p.iter().all(|v| (0.0..=1.0).contains(v)), "{p:?}");
    assert!((p.iter().sum::<f32>() - 1.0).abs() < 1e-3, "{p:?}");
});
