//! `sudoku bench`: puzzles/second and median microseconds per puzzle.

use crate::input;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};
use sudoku_solver::rules::Puzzle;
use sudoku_solver::{solve, solve_puzzle, Algorithm, Grid, Mode, Options, Verdict};

/// What `sudoku bench` was asked to do.
pub struct Settings {
    pub algo: Algorithm,
    pub first: bool,
    pub max_calls: Option<u64>,
    pub seconds: f64,
    pub runs: u32,
    pub files: Vec<PathBuf>,
}

/// Solves every line once (parse + solve); returns the number of each verdict.
fn pass(lines: &[String], algo: Algorithm, options: &Options) -> [usize; 4] {
    // unique or solved, multiple, none, aborted
    let mut tally = [0usize; 4];
    for text in lines {
        // Classic lines as before; variant forms when that fails.
        let verdict = match Grid::parse(text) {
            Ok(grid) => solve(&grid, algo, options).verdict,
            Err(_) => match Puzzle::parse(text) {
                Ok(puzzle) => solve_puzzle(&puzzle, algo, options).verdict,
                Err(_) => continue,
            },
        };
        let slot = match verdict {
            Verdict::Unique | Verdict::Solved => 0,
            Verdict::Multiple => 1,
            Verdict::NoSolution => 2,
            Verdict::Aborted | Verdict::Cancelled => 3,
        };
        tally[slot] += 1;
    }
    tally
}

/// The longest `--seconds` accepted (a week).
pub const MAX_SECONDS: f64 = 604_800.0;

/// Runs `sudoku bench`.
pub fn run(s: &Settings) -> io::Result<()> {
    if !(s.seconds.is_finite() && s.seconds > 0.0 && s.seconds <= MAX_SECONDS) || s.runs == 0 {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "--seconds must be a positive number up to {MAX_SECONDS} and --runs at least 1"
            ),
        ));
    }
    let options = Options {
        mode: if s.first {
            Mode::First
        } else {
            Mode::CountToTwo
        },
        max_calls: s.max_calls,
        ..Options::default()
    };
    let mode = if s.first { "first" } else { "count<=2" };
    let mut stdout = io::stdout().lock();
    for path in &s.files {
        let lines = input::read_lines(path)?;
        let valid: Vec<String> = lines
            .iter()
            .filter(|(_, t)| Grid::parse(t).is_ok() || Puzzle::parse(t).is_ok())
            .map(|(_, t)| t.clone())
            .collect();
        let invalid = lines.len() - valid.len();
        if valid.is_empty() {
            writeln!(stdout, "{}: no valid puzzles", path.display())?;
            continue;
        }
        let per_run = Duration::from_secs_f64(s.seconds / f64::from(s.runs));
        let tally = pass(&valid, s.algo, &options); // warm-up, and the verdicts
        let mut micros = Vec::new();
        for _ in 0..s.runs {
            let start = Instant::now();
            let mut passes = 0u64;
            while passes == 0 || start.elapsed() < per_run {
                pass(&valid, s.algo, &options);
                passes += 1;
            }
            let total = start.elapsed().as_secs_f64() * 1e6;
            micros.push(total / (passes as f64 * valid.len() as f64));
        }
        micros.sort_by(f64::total_cmp);
        let median = micros[micros.len() / 2];
        writeln!(
            stdout,
            "{}: {} puzzles, {:.0} puzzles/s, median {:.2} us/puzzle ({} {}, {} runs; unique/solved {}, multiple {}, none {}, aborted {}{})",
            path.display(),
            valid.len(),
            1e6 / median,
            median,
            s.algo,
            mode,
            s.runs,
            tally[0],
            tally[1],
            tally[2],
            tally[3],
            if invalid > 0 { format!(", {invalid} invalid lines skipped") } else { String::new() },
        )?;
    }
    Ok(())
}
