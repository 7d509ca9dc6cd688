//! How sure the reader is of the cells it reads right and of those it
//! reads wrong, over a photo collection: the data for choosing which
//! cells the page marks as doubtful (docs/camera.md, "Doubtful cells").
//!
//! ```text
//! confidence [--camera hand|strong] [--cells] [DIR]
//! ```
//!
//! `DIR` (default: the photo collection, the dataset's folder,
//! `SUDOKU_PHOTOS`; with neither, it stops with its usage) holds
//! `imageN.jpg` photos with their `imageN.dat` (two header lines, then the
//! 81 printed digits, `0` for an empty cell); every 5th by number is held
//! out, as in `reader/TRAINING.md`. Each photo is read with
//! [`sudoku_reader::read`] or, with `--camera`, by a fresh [`Camera`] fed
//! the frames of its shaken video (`tests/common/shake.rs`) until it
//! locks (at most [`FRAMES`]; a photo that does not lock is left out).
//!
//! For training and held-out photos apart, it prints the cells read right
//! and wrong that are marked doubtful:
//!
//! - **before**: the rule of commit 5115f93, a confidence under 0.9
//!   ([`sudoku_reader::DOUBT`]), with the camera's voted confidence
//!   ([`sudoku_reader::Look::cells`]);
//! - **after**: [`sudoku_reader::needs_checking`] (an empty cell under
//!   [`sudoku_reader::EMPTY_DOUBT`], a digit under
//!   [`sudoku_reader::DIGIT_DOUBT`]), with the lock's confidence
//!   ([`sudoku_reader::Lock::confidence`]) for the camera;
//!
//! then, for the confidence the page now gets, how many empty and digit
//! cells read right and wrong fall under each of a list of thresholds,
//! and every cell read wrong. `--cells` prints every cell instead, one
//! line each: `photo split cell printed read confidence voted`, where
//! `voted` is the camera's voted confidence (the same as `confidence` for
//! a photo).

#[path = "../tests/common/shake.rs"]
mod shake;
#[path = "../tests/common/truth.rs"]
mod truth;

use shake::{Shake, HAND};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use sudoku_reader::{needs_checking, Camera, CellRead, GrayImage, DOUBT};

/// The frames the camera is given to lock.
const FRAMES: usize = 40;
/// The thresholds (confidence, 0 to 1) the counts are given for.
const THRESHOLDS: [f32; 11] = [0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.99];

/// One cell read.
struct Cell {
    /// The printed digit, `.` for an empty cell.
    printed: char,
    /// The reading, `.` for an empty cell.
    read: char,
    /// The confidence the page gets: the photo's, or the lock's.
    confidence: f32,
    /// The camera's voted confidence (the photo's, for a photo).
    voted: f32,
}

impl Cell {
    fn right(&self) -> bool {
        self.printed == self.read
    }

    /// Marked doubtful before: under 0.9, the voted confidence.
    fn doubtful_before(&self) -> bool {
        self.voted < DOUBT
    }

    /// Marked doubtful now.
    fn doubtful_after(&self) -> bool {
        needs_checking(&CellRead {
            digit: self.read.to_digit(10).map(|d| d as u8),
            confidence: self.confidence,
        })
    }
}

/// One photo's reading.
struct Grid {
    number: u32,
    held_out: bool,
    cells: Vec<Cell>,
}

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("confidence: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    const USAGE: &str = "usage: confidence [--camera hand|strong] [--cells] [DIR]";
    const NO_PHOTOS: &str = "no photos: set SUDOKU_PHOTOS to the dataset's folder (the \
        labelled photos of github.com/wichtounet/sudoku_dataset, v2 training split), or give DIR";
    let mut camera: Option<Shake> = None;
    let mut cells = false;
    let mut dir = std::env::var_os("SUDOKU_PHOTOS").map(PathBuf::from);
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--camera" => {
                camera = match args.next().as_deref() {
                    Some("hand") => Some(HAND),
                    Some("strong") => Some(Shake {
                        shift: HAND.shift * 2.0,
                        turn: HAND.turn * 2.0,
                        blur: HAND.blur * 2.0,
                        ..HAND
                    }),
                    _ => return Err(USAGE.into()),
                }
            }
            "--cells" => cells = true,
            _ if arg.starts_with('-') => return Err(USAGE.into()),
            _ => dir = Some(PathBuf::from(arg)),
        }
    }
    let Some(dir) = dir else {
        return Err(format!("{USAGE}\n{NO_PHOTOS}"));
    };
    let photos = photos(&dir)?;
    if photos.is_empty() {
        return Err(format!("{}: no imageN.jpg photos", dir.display()));
    }
    let mut grids = Vec::new();
    for (number, path, printed, held_out) in &photos {
        let image = std::fs::read(path)
            .ok()
            .and_then(|bytes| sudoku_reader::decode(&bytes).ok());
        let read = image.and_then(|image| match camera {
            Some(shake) => camera_lock(&image, shake),
            None => sudoku_reader::read(&image).ok().map(|r| {
                let voted = r.cells.iter().map(|c| c.confidence).collect();
                (r.cells, voted)
            }),
        });
        let Some((read, voted)) = read.filter(|(r, v)| r.len() == 81 && v.len() == 81) else {
            eprintln!("image{number}: not read");
            continue;
        };
        let cells = printed
            .chars()
            .zip(read.iter().zip(voted))
            .map(|(printed, (cell, voted))| Cell {
                printed,
                read: cell.digit.map_or('.', |d| char::from(b'0' + d)),
                confidence: cell.confidence,
                voted,
            })
            .collect();
        grids.push(Grid {
            number: *number,
            held_out: *held_out,
            cells,
        });
    }
    if cells {
        for grid in &grids {
            let split = if grid.held_out {
                "held-out"
            } else {
                "training"
            };
            for (i, cell) in grid.cells.iter().enumerate() {
                println!(
                    "image{} {split} {i} {} {} {:.4} {:.4}",
                    grid.number, cell.printed, cell.read, cell.confidence, cell.voted
                );
            }
        }
        return Ok(());
    }
    println!(
        "{} photos in {}, read by {}",
        photos.len(),
        dir.display(),
        match camera {
            Some(shake) => format!("the camera (shake {shake:?}, at most {FRAMES} frames)"),
            None => "read (one photo)".into(),
        }
    );
    for held_out in [false, true] {
        report(
            if held_out { "held out" } else { "training" },
            &grids
                .iter()
                .filter(|g| g.held_out == held_out)
                .collect::<Vec<_>>(),
        );
    }
    Ok(())
}

/// The counts for `grids`.
fn report(name: &str, grids: &[&Grid]) {
    let all: Vec<&Cell> = grids.iter().flat_map(|g| &g.cells).collect();
    let right = all.iter().filter(|c| c.right()).count();
    let wrong = all.len() - right;
    let exact: Vec<&&Grid> = grids
        .iter()
        .filter(|g| g.cells.iter().all(Cell::right))
        .collect();
    println!(
        "\n{name}: {} grids read ({} exact), {right} cells right, {wrong} wrong",
        grids.len(),
        exact.len(),
    );
    for (rule, doubtful) in [
        (
            "before (under 0.9, voted)",
            Cell::doubtful_before as fn(&Cell) -> bool,
        ),
        ("after (needs_checking)", Cell::doubtful_after),
    ] {
        let right_marked = all.iter().filter(|c| c.right() && doubtful(c)).count();
        let wrong_marked = all.iter().filter(|c| !c.right() && doubtful(c)).count();
        let mut per_grid: Vec<usize> = exact
            .iter()
            .map(|g| g.cells.iter().filter(|c| doubtful(c)).count())
            .collect();
        per_grid.sort_unstable();
        println!(
            "  {rule}: right cells doubtful {right_marked}, wrong cells doubtful {wrong_marked} of {wrong}; \
             exact grids' doubtful cells: most {}, median {}, {} of {} grids none",
            per_grid.last().copied().unwrap_or(0),
            per_grid.get(per_grid.len() / 2).copied().unwrap_or(0),
            per_grid.iter().filter(|&&n| n == 0).count(),
            per_grid.len()
        );
    }
    println!("  confidence under | empty right | empty wrong | digit right | digit wrong");
    for t in THRESHOLDS {
        let count = |empty: bool, right: bool| {
            all.iter()
                .filter(|c| (c.read == '.') == empty && c.right() == right && c.confidence < t)
                .count()
        };
        println!(
            "  {t:.2} | {} | {} | {} | {}",
            count(true, true),
            count(true, false),
            count(false, true),
            count(false, false)
        );
    }
    for grid in grids {
        for (i, c) in grid.cells.iter().enumerate() {
            if !c.right() {
                println!(
                    "  image{} r{}c{}: read {} (printed {}), confidence {:.3} (voted {:.3}){}",
                    grid.number,
                    i / 9 + 1,
                    i % 9 + 1,
                    c.read,
                    c.printed,
                    c.confidence,
                    c.voted,
                    if c.doubtful_after() { ", doubtful" } else { "" }
                );
            }
        }
    }
}

/// The cells of the reading a fresh camera locks on the shaken video of
/// `photo`, with the lock's confidences, and the voted confidences; `None`
/// if it does not lock within [`FRAMES`] frames.
fn camera_lock(photo: &GrayImage, shake: Shake) -> Option<(Vec<CellRead>, Vec<f32>)> {
    let mut camera = Camera::new();
    (0..FRAMES).find_map(|i| {
        let look = camera.look(&shake::frame(photo, 640, 480, i, shake));
        let lock = look.lock?;
        let voted = look.cells.iter().map(|c| c.confidence).collect();
        let cells = look
            .cells
            .iter()
            .zip(lock.confidence)
            .map(|(c, confidence)| CellRead {
                digit: c.digit,
                confidence,
            })
            .collect();
        Some((cells, voted))
    })
}

/// `(number, path, printed digits, held out)` of the photos of `dir`, by
/// number; every 5th is held out, as in `reader/TRAINING.md`.
fn photos(dir: &Path) -> Result<Vec<(u32, PathBuf, String, bool)>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut all = Vec::new();
    for path in entries.flatten().map(|e| e.path()) {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let Some(number) = name
            .strip_prefix("image")
            .and_then(|n| n.strip_suffix(".jpg"))
            .and_then(|n| n.parse::<u32>().ok())
        else {
            continue;
        };
        let dat = path.with_extension("dat");
        let text = std::fs::read_to_string(&dat).map_err(|e| format!("{}: {e}", dat.display()))?;
        let printed = truth::printed(&text);
        if printed.len() != 81 {
            return Err(format!("{}: not 81 digits", dat.display()));
        }
        all.push((number, path, printed, false));
    }
    all.sort_by_key(|p| p.0);
    for (i, photo) in all.iter_mut().enumerate() {
        photo.3 = i % 5 == 4;
    }
    Ok(all)
}
