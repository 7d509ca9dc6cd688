//! Single photos against the live camera, over a photo collection: does
//! voting over camera-like frames read better than one picture?
//!
//! ```text
//! camera_accuracy [--shake hand|strong] [DIR]
//! ```
//!
//! `DIR` (default: the photo collection, the dataset's folder,
//! `SUDOKU_PHOTOS`; with neither, it stops with its usage) holds
//! `imageN.jpg` photos, each with its `imageN.dat` (two header lines, then
//! the 81 printed digits, `0` for an empty cell). For each photo:
//!
//! - photo: [`sudoku_reader::read`] on the full photo, exact or not;
//! - frame: `read` on frame 0 of the photo's shaken 640 x 480 video
//!   (`tests/common/shake.rs`);
//! - camera: a fresh [`Camera`] fed frames 0, 1, ... (at most [`FRAMES`])
//!   of that video until it locks; exact when the locked digits are the
//!   printed ones. A wrong lock's solution may still be right (a lost
//!   digit the other clues imply): it is checked against the printed
//!   digits. Also the frames it took and the mean time per `look`.
//!
//! One line per photo (the held-out ones, every 5th by number as in
//! `reader/TRAINING.md`, marked: meaningful for the whole collection),
//! the cells of every wrong camera reading, then a summary with the time
//! per frame (wall clock, and the thread's CPU time, which a busy machine
//! lengthens less). `--shake strong` doubles the move, turn and blur of
//! the hand-held shake. A photo that fails to decode is read by none.

#[path = "../tests/common/shake.rs"]
mod shake;
#[path = "../tests/common/truth.rs"]
mod truth;

use shake::{Shake, HAND};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use sudoku_reader::{Camera, CellRead, GrayImage};

/// The frames the camera is given to lock.
const FRAMES: usize = 40;
/// The camera's frame size.
const WIDTH: u32 = 640;
const HEIGHT: u32 = 480;

/// A photo of the collection.
struct Photo {
    number: u32,
    path: PathBuf,
    /// The printed digits, 81 characters, `.` for an empty cell.
    truth: String,
    held_out: bool,
}

/// What the camera did with one photo's video.
struct Run {
    /// The frame count at the lock, the locked digits, and whether the
    /// solution keeps every printed digit (is the puzzle's).
    locked: Option<(usize, String, bool)>,
    /// The voted digits at the last frame fed.
    last: String,
    /// Milliseconds of each `look`.
    millis: Vec<f64>,
    /// The thread's CPU milliseconds in all the `look` calls, if known.
    cpu_millis: Option<f64>,
    /// How many frames gave each advice (`NoGrid`, `MoveBack`, ...).
    advice: BTreeMap<String, usize>,
}

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("camera_accuracy: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    const USAGE: &str = "usage: camera_accuracy [--shake hand|strong] [DIR]";
    const NO_PHOTOS: &str = "no photos: set SUDOKU_PHOTOS to the dataset's folder (the \
        labelled photos of github.com/wichtounet/sudoku_dataset, v2 training split), or give DIR";
    let mut shake = ("hand", HAND);
    let mut dir = std::env::var_os("SUDOKU_PHOTOS").map(PathBuf::from);
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--shake" => {
                shake = match args.next().as_deref() {
                    Some("hand") => ("hand", HAND),
                    Some("strong") => ("strong", strong()),
                    _ => return Err(USAGE.into()),
                }
            }
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
    println!(
        "{} photos in {}, shake {} ({:?}), camera given {FRAMES} frames",
        photos.len(),
        dir.display(),
        shake.0,
        shake.1
    );
    // [all, held out]: photos, photo exact, frame exact, camera exact,
    // camera locked wrong, of which with a wrong solution.
    let mut tally = [[0usize; 6]; 2];
    let mut lock_frames = Vec::new();
    let mut millis = Vec::new();
    let mut cpu_millis = Some(0.0);
    let mut frame_millis = Vec::new();
    let mut wrong = Vec::new();
    for photo in &photos {
        let image = std::fs::read(&photo.path)
            .ok()
            .and_then(|bytes| sudoku_reader::decode(&bytes).ok());
        let read_line = |picture: &GrayImage| sudoku_reader::read(picture).map(|r| r.line());
        let (single, frame, camera) = match &image {
            Some(image) => {
                let first = shake::frame(image, WIDTH, HEIGHT, 0, shake.1);
                let start = Instant::now();
                let frame = read_line(&first).ok();
                frame_millis.push(start.elapsed().as_secs_f64() * 1000.0);
                (
                    read_line(image).ok(),
                    frame,
                    Some(camera_run(image, shake.1, &photo.truth)),
                )
            }
            None => (None, None, None),
        };
        let exact = |line: &Option<String>| line.as_deref() == Some(photo.truth.as_str());
        let locked = camera.as_ref().and_then(|c| c.locked.as_ref());
        let camera_exact = locked.is_some_and(|(_, line, _)| *line == photo.truth);
        let solution_wrong = locked.is_some_and(|(_, _, right)| !right);
        let mean = camera.as_ref().map_or(0.0, |c| {
            c.millis.iter().sum::<f64>() / c.millis.len().max(1) as f64
        });
        let row = [
            1,
            usize::from(exact(&single)),
            usize::from(exact(&frame)),
            usize::from(camera_exact),
            usize::from(locked.is_some() && !camera_exact),
            usize::from(solution_wrong),
        ];
        for (k, t) in tally.iter_mut().enumerate() {
            if k == 0 || photo.held_out {
                for (t, r) in t.iter_mut().zip(row) {
                    *t += r;
                }
            }
        }
        let verdict = |line: &Option<String>| match line {
            None => "unread".to_string(),
            Some(line) if *line == photo.truth => "exact".to_string(),
            Some(line) => format!("{} wrong", differences(line, &photo.truth).len()),
        };
        let camera_verdict = match (&camera, locked) {
            (None, _) => "not decoded".to_string(),
            (Some(camera), None) => format!("no lock in {FRAMES} (advice {:?})", camera.advice),
            (_, Some((n, _, _))) if camera_exact => format!("exact, locked at {n}"),
            (_, Some((n, line, right))) => format!(
                "LOCKED WRONG at {n}, {} wrong, solution {}",
                differences(line, &photo.truth).len(),
                if *right { "right" } else { "WRONG" }
            ),
        };
        println!(
            "image{}{}: photo {}, frame {}, camera {camera_verdict}, {mean:.1} ms/frame",
            photo.number,
            if photo.held_out { " (held out)" } else { "" },
            verdict(&single),
            verdict(&frame),
        );
        if let Some(camera) = camera {
            millis.extend_from_slice(&camera.millis);
            cpu_millis = cpu_millis.zip(camera.cpu_millis).map(|(a, b)| a + b);
            if let Some((n, line, right)) = &camera.locked {
                lock_frames.push(*n);
                if !camera_exact {
                    let what = if *right {
                        "locked (solution right)"
                    } else {
                        "locked (SOLUTION WRONG)"
                    };
                    wrong.push((photo.number, what, line.clone()));
                }
            } else {
                wrong.push((photo.number, "last voted, no lock", camera.last));
            }
        }
    }
    println!();
    for (number, what, line) in &wrong {
        let photo = photos.iter().find(|p| p.number == *number);
        let cells = photo
            .map(|p| differences(line, &p.truth))
            .unwrap_or_default();
        println!(
            "image{number} camera {what}: {} cells wrong: {}",
            cells.len(),
            cells.join(", ")
        );
    }
    lock_frames.sort_unstable();
    millis.sort_by(f64::total_cmp);
    frame_millis.sort_by(f64::total_cmp);
    let quantile = |millis: &[f64], q: f64| {
        millis
            .get(((millis.len() as f64 * q) as usize).min(millis.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0.0)
    };
    println!();
    for (name, [n, single, frame, camera, locked_wrong, solution_wrong]) in
        ["all", "held out"].iter().zip(tally)
    {
        println!(
            "{name}: {n} photos; exact: photo {single}, single frame {frame}, \
             camera {camera} (locked wrong {locked_wrong}, {solution_wrong} of them \
             with a wrong solution; not locked {})",
            n - camera - locked_wrong
        );
    }
    println!(
        "frames to lock: median {}, max {} (of {} locks)",
        lock_frames.get(lock_frames.len() / 2).copied().unwrap_or(0),
        lock_frames.last().copied().unwrap_or(0),
        lock_frames.len()
    );
    println!(
        "ms per frame (look): mean {:.1}, median {:.1}, 90th percentile {:.1} over {} frames; \
         ms per single frame read: median {:.1}, 90th percentile {:.1}; CPU {}",
        millis.iter().sum::<f64>() / millis.len().max(1) as f64,
        quantile(&millis, 0.5),
        quantile(&millis, 0.9),
        millis.len(),
        quantile(&frame_millis, 0.5),
        quantile(&frame_millis, 0.9),
        cpu()
    );
    if let Some(cpu_millis) = cpu_millis {
        println!(
            "CPU time per frame (look; the thread's, unaffected by a busy machine): mean {:.1} ms",
            cpu_millis / millis.len().max(1) as f64
        );
    }
    Ok(())
}

/// `HAND` with its move, turn and blur doubled.
fn strong() -> Shake {
    Shake {
        shift: HAND.shift * 2.0,
        turn: HAND.turn * 2.0,
        blur: HAND.blur * 2.0,
        ..HAND
    }
}

/// A fresh camera fed frames of `photo` (whose printed digits are
/// `truth`) until it locks.
fn camera_run(photo: &GrayImage, shake: Shake, truth: &str) -> Run {
    let mut camera = Camera::new();
    let mut run = Run {
        locked: None,
        last: String::new(),
        millis: Vec::new(),
        cpu_millis: Some(0.0),
        advice: BTreeMap::new(),
    };
    for i in 0..FRAMES {
        let frame = shake::frame(photo, WIDTH, HEIGHT, i, shake);
        let (start, cpu_start) = (Instant::now(), thread_cpu_millis());
        let look = camera.look(&frame);
        run.millis.push(start.elapsed().as_secs_f64() * 1000.0);
        run.cpu_millis = match (run.cpu_millis, cpu_start, thread_cpu_millis()) {
            (Some(sum), Some(a), Some(b)) => Some(sum + b - a),
            _ => None,
        };
        *run.advice.entry(format!("{:?}", look.advice)).or_default() += 1;
        if !look.cells.is_empty() {
            run.last = line(&look.cells);
        }
        if let Some(solution) = look.solution {
            // The solver gave a full grid without clashes: it is the
            // puzzle's when it keeps every printed digit.
            let right = truth
                .bytes()
                .zip(solution.bytes())
                .all(|(t, s)| t == b'.' || t == s);
            run.locked = Some((i + 1, line(&look.cells), right));
            break;
        }
    }
    run
}

/// 81 cells as a line, `.` for an empty cell.
fn line(cells: &[CellRead]) -> String {
    cells
        .iter()
        .map(|c| c.digit.map_or('.', |d| char::from(b'0' + d)))
        .collect()
}

/// The cells where `line` differs from `truth`, as `r3c5 8 (6)`: row and
/// column from 1, the reading, then the printed digit (`.` empty).
fn differences(line: &str, truth: &str) -> Vec<String> {
    if line.len() != 81 {
        return vec!["nothing voted".into()];
    }
    line.chars()
        .zip(truth.chars())
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(i, (a, b))| format!("r{}c{} {a} ({b})", i / 9 + 1, i % 9 + 1))
        .collect()
}

/// The photos of `dir` with their printed digits, by number; every 5th is
/// held out, as in `reader/TRAINING.md`.
fn photos(dir: &Path) -> Result<Vec<Photo>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut all = Vec::new();
    for path in entries.flatten().map(|e| e.path()) {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let Some(number) = name
            .strip_prefix("image")
            .and_then(|n| n.strip_suffix(".jpg"))
            .and_then(|n| n.parse().ok())
        else {
            continue;
        };
        let dat = path.with_extension("dat");
        let text = std::fs::read_to_string(&dat).map_err(|e| format!("{}: {e}", dat.display()))?;
        let truth = truth::printed(&text);
        if truth.len() != 81 {
            return Err(format!("{}: not 81 digits", dat.display()));
        }
        all.push(Photo {
            number,
            path,
            truth,
            held_out: false,
        });
    }
    all.sort_by_key(|p| p.number);
    for (i, photo) in all.iter_mut().enumerate() {
        photo.held_out = i % 5 == 4;
    }
    Ok(all)
}

/// The CPU time this thread has run, in milliseconds (Linux's
/// `/proc/thread-self/schedstat`): unlike the wall clock, not lengthened
/// by other programs on a busy machine. Updated at the scheduler's ticks,
/// so only sums over many calls are meaningful.
fn thread_cpu_millis() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e6)
}

/// The CPU's model name, from `/proc/cpuinfo`.
fn cpu() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|text| {
            text.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}
