//! The Batch panel's timing, natively: the same code the puzzle worker runs
//! ([`run_chunk`]: each puzzle solved again until `min_millis` has passed,
//! its time the mean), so the page's medians and these compare like with
//! like. Prints the median microseconds per puzzle of `fast` for each file.
//!
//! `cargo run --release --example batch_native -- [--first] FILE...`

use std::time::Instant;
use sudoku_solver::{Algorithm, Mode};
use sudoku_web::features::batch::{read_file, run_chunk, timing_millis, Chunk};
use sudoku_web::features::batch_stats::summarize;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = if args.iter().any(|a| a == "--first") {
        Mode::First
    } else {
        Mode::CountToTwo
    };
    let start = Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    for file in args.iter().filter(|a| !a.starts_with("--")) {
        let text = match std::fs::read_to_string(file) {
            Ok(text) => text,
            Err(err) => {
                eprintln!("{file}: {err}");
                std::process::exit(1);
            }
        };
        let read = read_file(&text);
        let chunk = Chunk {
            puzzles: read.puzzles.iter().map(|(_, grid)| *grid).collect(),
            algorithm: Algorithm::Fast,
            mode,
            budget: None,
            min_millis: timing_millis(read.puzzles.len()),
            warm_up: true,
        };
        let rows = run_chunk(&chunk, &now);
        let summary = summarize(&rows);
        println!(
            "{file}: {} puzzles, median {:.3} µs",
            summary.puzzles, summary.median_micros
        );
    }
}
