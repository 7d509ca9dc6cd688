//! Writes a camera-like video of Sudoku photos, for the page's camera
//! tests: Chromium plays it as its fake camera
//! (`--use-fake-device-for-media-stream
//! --use-file-for-fake-video-capture=FILE.y4m`).
//!
//! ```text
//! camera_video [--blank N] [--shake hand|strong] OUT.y4m FRAMES PHOTO.jpg...
//! ```
//!
//! Each photo gives `FRAMES` frames of 640 x 480, as a hand-held phone
//! sees it (`tests/common/shake.rs`, shaken as `HAND`: moved, turned,
//! blurred and shaded a little differently in each frame; `--shake
//! strong` doubles the move, turn and blur, as `examples/camera_accuracy.rs`
//! does); `--blank N` first adds `N` frames of plain paper (grey 200, no
//! grid). The video is YUV4MPEG2, 10 frames a second, 4:2:0: each frame
//! its grey picture as the Y plane and neutral (128) U and V planes.

#[path = "../tests/common/shake.rs"]
mod shake;

use std::io::Write;
use std::process::ExitCode;
use sudoku_reader::GrayImage;

/// The frame's size.
const WIDTH: u32 = 640;
const HEIGHT: u32 = 480;
/// The grey of plain paper, in the blank frames.
const PAPER: u8 = 200;

/// What the command line asks for.
struct Args {
    blank: usize,
    shake: shake::Shake,
    out: String,
    frames: usize,
    photos: Vec<String>,
}

fn main() -> ExitCode {
    match parse(std::env::args().skip(1).collect()).and_then(|args| write(&args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("camera_video: {message}");
            ExitCode::from(2)
        }
    }
}

/// The arguments, or what is wrong with them.
fn parse(mut args: Vec<String>) -> Result<Args, String> {
    const USAGE: &str =
        "usage: camera_video [--blank N] [--shake hand|strong] OUT.y4m FRAMES PHOTO.jpg...";
    let mut blank = 0;
    let mut shake = shake::HAND;
    loop {
        match args.first().map(String::as_str) {
            Some("--blank") => {
                let n = args.get(1).ok_or(USAGE)?;
                blank = n.parse().map_err(|_| format!("--blank {n}: not a count"))?;
            }
            Some("--shake") => {
                shake = match args.get(1).map(String::as_str) {
                    Some("hand") => shake::HAND,
                    Some("strong") => shake::Shake {
                        shift: shake::HAND.shift * 2.0,
                        turn: shake::HAND.turn * 2.0,
                        blur: shake::HAND.blur * 2.0,
                        ..shake::HAND
                    },
                    _ => return Err(USAGE.into()),
                };
            }
            _ => break,
        }
        args.drain(..2);
    }
    if args.len() < 3 {
        return Err(USAGE.into());
    }
    let frames = args[1]
        .parse()
        .map_err(|_| format!("{}: not a count of frames", args[1]))?;
    Ok(Args {
        blank,
        shake,
        out: args[0].clone(),
        frames,
        photos: args[2..].to_vec(),
    })
}

/// Decodes the photos (all of them, before writing anything) and writes
/// the video.
fn write(args: &Args) -> Result<(), String> {
    let photos = args
        .photos
        .iter()
        .map(|path| {
            let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            sudoku_reader::decode(&bytes).map_err(|e| format!("{path}: {e}"))
        })
        .collect::<Result<Vec<GrayImage>, String>>()?;
    let blank = GrayImage::from_pixel(WIDTH, HEIGHT, image::Luma([PAPER]));
    let shake = args.shake;
    let shaken = photos.iter().flat_map(move |photo| {
        (0..args.frames).map(move |i| shake::frame(photo, WIDTH, HEIGHT, i, shake))
    });
    let frames = std::iter::repeat_n(blank, args.blank).chain(shaken);
    let count = std::fs::File::create(&args.out)
        .and_then(|file| write_y4m(std::io::BufWriter::new(file), frames))
        .map_err(|e| format!("{}: {e}", args.out))?;
    eprintln!("{}: {count} frames of {WIDTH}x{HEIGHT}", args.out);
    Ok(())
}

/// Writes `frames` (each `WIDTH` x `HEIGHT`) as YUV4MPEG2 to `out`; how
/// many there were.
fn write_y4m(
    mut out: impl Write,
    frames: impl Iterator<Item = GrayImage>,
) -> std::io::Result<usize> {
    let chroma = vec![128u8; (WIDTH as usize / 2) * (HEIGHT as usize / 2)];
    writeln!(out, "YUV4MPEG2 W{WIDTH} H{HEIGHT} F10:1 Ip A1:1 C420jpeg")?;
    let mut count = 0;
    for frame in frames {
        out.write_all(b"FRAME\n")?;
        out.write_all(frame.as_raw())?;
        out.write_all(&chroma)?;
        out.write_all(&chroma)?;
        count += 1;
    }
    out.flush()?;
    Ok(count)
}
