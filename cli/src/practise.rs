//! `sudoku practise`: puzzles for practising one technique, one
//! 81-character line each, whose hardest step (as `sudoku rate` names it)
//! uses that technique.

use std::io::{self, BufWriter, Write};
use sudoku_solver::generate::practise;
use sudoku_solver::rating::RatedTechnique;

/// What `sudoku practise` was asked to do.
pub struct Settings {
    /// The technique to practise.
    pub technique: RatedTechnique,
    /// How many puzzles.
    pub count: u64,
    /// The seed of the first puzzle; from the clock when absent.
    pub seed: Option<u64>,
}

/// Runs `sudoku practise`. Puzzle `i` of a run with seed `s` is made from
/// seed `s + i` (wrapping), as `sudoku generate` does.
pub fn run(s: &Settings) -> io::Result<()> {
    let base = s.seed.unwrap_or_else(|| {
        let seed = crate::generate::clock_seed();
        eprintln!("sudoku: seed {seed}");
        seed
    });
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for index in 0..s.count {
        let made = practise(s.technique, base.wrapping_add(index)).map_err(io::Error::other)?;
        writeln!(out, "{}", made.puzzle.to_line())?;
        out.flush()?;
    }
    Ok(())
}
