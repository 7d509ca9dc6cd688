//! Native timing of [`sudoku_wasm_bench::solve_file`], as page.html times it
//! in Chromium: per file and mode, seven windows of 300 ms of whole-file
//! passes, the median microseconds per puzzle (parse + solve). Prints
//! `native FILE MODE US` lines.
//!
//! `cargo run --release -- FILE...`

use std::time::Instant;

fn main() {
    for path in std::env::args().skip(1) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("cannot read {path}");
            std::process::exit(1);
        };
        let puzzles = text.lines().filter(|l| !l.trim().is_empty()).count().max(1) as f64;
        for (mode, count2) in [("count2", true), ("first", false)] {
            let mut windows: Vec<f64> = (0..7)
                .map(|_| {
                    let start = Instant::now();
                    let mut passes = 0u32;
                    while start.elapsed().as_secs_f64() < 0.3 {
                        std::hint::black_box(sudoku_wasm_bench::solve_file(&text, count2));
                        passes += 1;
                    }
                    start.elapsed().as_secs_f64() * 1e6 / (f64::from(passes) * puzzles)
                })
                .collect();
            windows.sort_by(f64::total_cmp);
            println!("native {path} {mode} {:.3}", windows[3]);
        }
    }
}
