//! Makes `src/generate/expert.txt`, the seed set of `expert` puzzles, with
//! the random search: `cargo run --release -p sudoku-solver --example
//! expert_seeds > solver/src/generate/expert.txt` (a few minutes).
//!
//! For each symmetry, puzzles from seeds 1, 2, 3, ... of
//! [`sudoku_solver::generate::search`] at level `expert`.

use sudoku_solver::generate::{search, GenerateOptions, Symmetry};
use sudoku_solver::rating::Level;
use sudoku_solver::Flow;

/// Seeds per symmetry.
const PER_SYMMETRY: u64 = 60;

fn main() {
    for symmetry in Symmetry::ALL {
        for seed in 1..=PER_SYMMETRY {
            let options = GenerateOptions {
                level: Level::Expert,
                symmetry,
                seed,
            };
            if let Ok(made) = search(&options, &mut |_| Flow::Continue) {
                println!("{symmetry} {}", made.puzzle.to_line());
            }
        }
    }
}
