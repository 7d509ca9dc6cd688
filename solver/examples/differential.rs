//! Differential fuzzing of the `fast` solver: N random puzzles (random
//! givens of random grids, random mutations, transformed hard puzzles from
//! data/), each solved in both modes by `fast`, by its portable copy (the
//! one WebAssembly runs, but for its SIMD band operations) and by the
//! pre-issue-16 copy kept as a reference; stops at the first disagreement.
//!
//! `cargo run --release -p sudoku-solver --features reference --example differential -- N [SEED]`

use std::time::Instant;
use sudoku_solver::differential::{compare, Cases};
use sudoku_solver::Grid;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/");
    let mut pool = Vec::new();
    for file in [
        "tdoku_forum_hardest_1106.txt",
        "tdoku_magictour_top1465.txt",
        "norvig_top95.txt",
        "tdoku_17_clue_49158.txt",
    ] {
        let text = std::fs::read_to_string(format!("{dir}{file}")).expect("data file");
        pool.extend(text.lines().filter_map(|l| Grid::parse(l).ok()));
    }
    let mut cases = Cases::new(seed, &pool);
    let start = Instant::now();
    for i in 1..=n {
        let grid = cases.next_case();
        if let Err(e) = compare(&grid) {
            eprintln!("case {i} (seed {seed}): {e}");
            std::process::exit(1);
        }
        if i % 1_000_000 == 0 || i == n {
            println!(
                "{i} cases agree (seed {seed}, {:.0} s)",
                start.elapsed().as_secs_f64()
            );
        }
    }
}
