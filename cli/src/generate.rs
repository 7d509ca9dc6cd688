//! `sudoku generate`: new puzzles, one 81-character line each, every one
//! with a unique solution and rated at the level asked.

use serde::Serialize;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::time::{Instant, SystemTime, UNIX_EPOCH};
use sudoku_solver::generate::{generate_with_progress, GenerateOptions, Symmetry};
use sudoku_solver::rating::Level;
use sudoku_solver::Flow;

/// What `sudoku generate` was asked to do.
pub struct Settings {
    pub level: Level,
    pub count: u64,
    pub seed: Option<u64>,
    pub symmetry: Symmetry,
    pub json: bool,
}

/// One JSON output line.
#[derive(Serialize)]
struct Record {
    /// 0-based place in this run.
    index: u64,
    /// The seed of this puzzle alone: `--seed <seed> --count 1` makes it again.
    seed: u64,
    puzzle: String,
    solution: String,
    score: f64,
    level: &'static str,
    hardest: Option<&'static str>,
    givens: usize,
    symmetry: &'static str,
    /// Candidate puzzles made before this one was at the level.
    tries: u64,
    /// Time to make it, in milliseconds (one decimal).
    ms: f64,
}

/// A seed from the clock, for a run without `--seed`.
pub fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() ^ u64::from(d.subsec_nanos()) << 32)
}

/// Runs `sudoku generate`. Puzzle `i` of a run with seed `s` is made from
/// seed `s + i` (wrapping), so any one line can be made again on its own.
pub fn run(s: &Settings) -> io::Result<()> {
    let base = match s.seed {
        Some(seed) => seed,
        None => {
            let seed = clock_seed();
            eprintln!("sudoku: seed {seed}");
            seed
        }
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    // On a terminal, a progress count on stderr (puzzles made, candidates
    // tried for the current one), at most a few times a second.
    let progress = io::stderr().is_terminal();
    let mut shown = Instant::now();
    for index in 0..s.count {
        let start = Instant::now();
        let options = GenerateOptions {
            level: s.level,
            symmetry: s.symmetry,
            seed: base.wrapping_add(index),
        };
        let mut hook = |tries: u64| {
            if progress && shown.elapsed().as_millis() >= 200 {
                shown = Instant::now();
                eprint!(
                    "\rsudoku: {index} of {} puzzles made, {tries} candidates tried for the next ",
                    s.count
                );
            }
            Flow::Continue
        };
        // Without Stop from the hook, generating always ends with a puzzle.
        let Ok(made) = generate_with_progress(&options, &mut hook) else {
            return Err(io::Error::other("generating stopped"));
        };
        if s.json {
            let ms = start.elapsed().as_secs_f64() * 1e3;
            let record = Record {
                index,
                seed: options.seed,
                puzzle: made.puzzle.to_line(),
                solution: made.solution.to_line(),
                score: made.rating.score.value(),
                level: made.rating.level.as_str(),
                hardest: made.rating.hardest.map(|t| t.name()),
                givens: made.puzzle.filled(),
                symmetry: s.symmetry.as_str(),
                tries: made.tries,
                ms: (ms * 10.0).round() / 10.0,
            };
            let json = serde_json::to_string(&record).map_err(io::Error::other)?;
            writeln!(out, "{json}")?;
        } else {
            writeln!(out, "{}", made.puzzle.to_line())?;
        }
    }
    if progress {
        eprint!("\r\x1b[K");
    }
    out.flush()
}
