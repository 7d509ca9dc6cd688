//! `reader-train PHOTOS MODEL`: trains the photo reader's digit classifier
//! on the labelled photos in PHOTOS (all but the held-out every 5th one),
//! writes the weights to MODEL and prints the training report (Markdown):
//! grids read exactly and cells right, held out and overall, and the
//! confusion matrix. Deterministic: fixed seed, one thread.

mod mlp;
mod photos;
mod report;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use sudoku_reader::{Crops, ReadError, CROP};

/// Hidden units of the perceptron.
const HIDDEN: usize = 64;
/// Passes over the training samples.
const EPOCHS: usize = 30;
/// The generator's seed.
const SEED: u64 = 20_140_901;

/// One photo's cut-out cells (or why none), with the time it took.
pub struct Cut {
    /// The cells, or the reader's error.
    pub crops: Result<Crops, ReadError>,
    /// Milliseconds to decode and cut out.
    pub millis: f64,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir, out] = args.as_slice() else {
        eprintln!("usage: reader-train PHOTOS MODEL");
        return ExitCode::from(2);
    };
    match run(&PathBuf::from(dir), &PathBuf::from(out)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("reader-train: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(dir: &std::path::Path, out: &std::path::Path) -> Result<(), String> {
    let photos = photos::load(dir)?;
    let cuts: Vec<Cut> = photos
        .iter()
        .map(|p| {
            let start = Instant::now();
            let crops = std::fs::read(&p.path)
                .map_err(|e| ReadError::Decode(e.to_string()))
                .and_then(|b| sudoku_reader::decode(&b))
                .and_then(|g| sudoku_reader::crops(&g));
            Cut {
                crops,
                millis: start.elapsed().as_secs_f64() * 1000.0,
            }
        })
        .collect();
    let mut samples = Vec::new();
    for (photo, cut) in photos.iter().zip(&cuts) {
        let Ok(crops) = &cut.crops else { continue };
        if photo.held_out {
            continue;
        }
        for (crop, &digit) in crops.cells.iter().zip(&photo.digits) {
            if let Some(crop) = crop {
                // Class 9: ink in a cell with no printed digit.
                let class = if digit > 0 { usize::from(digit - 1) } else { 9 };
                for (dx, dy) in [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)] {
                    samples.push((shift(crop, dx, dy), class));
                }
            }
        }
    }
    eprintln!("{} training samples", samples.len());
    let mut rng = mlp::Rng::new(SEED);
    let mut model = mlp::init(CROP * CROP, HIDDEN, 10, &mut rng);
    mlp::train(&mut model, &samples, EPOCHS, &mut rng);
    std::fs::write(out, model.to_bytes()).map_err(|e| format!("{}: {e}", out.display()))?;
    print!("{}", report::report(&photos, &cuts, &model, samples.len()));
    Ok(())
}

/// The crop moved by `(dx, dy)` pixels (blank where it comes in).
fn shift(crop: &[f32], dx: isize, dy: isize) -> Vec<f32> {
    let n = CROP as isize;
    let mut out = vec![0.0; crop.len()];
    for y in 0..n {
        for x in 0..n {
            let (sx, sy) = (x - dx, y - dy);
            if sx >= 0 && sy >= 0 && sx < n && sy < n {
                out[(y * n + x) as usize] = crop[(sy * n + sx) as usize];
            }
        }
    }
    out
}
