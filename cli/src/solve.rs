//! `sudoku solve`: one output line per puzzle line.

use crate::input;
use serde::Serialize;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;
use sudoku_solver::rules::Puzzle;
use sudoku_solver::{clashes, solve, solve_puzzle, Algorithm, Grid, Mode, Options, Verdict};

/// What `sudoku solve` was asked to do.
pub struct Settings {
    pub algo: Algorithm,
    pub first: bool,
    pub max_calls: Option<u64>,
    pub json: bool,
    pub file: Option<PathBuf>,
}

/// One JSON output line.
#[derive(Serialize)]
struct Record {
    line: usize,
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<String>,
    calls: u64,
    guesses: u64,
    backtracks: u64,
    micros: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    /// Why there is no solution, when the givens already clash.
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
}

/// The plain-text line and the JSON record for one puzzle line.
fn process(line: usize, text: &str, options: &Options, algo: Algorithm) -> (String, Record) {
    let start = Instant::now();
    // A classic line first, as before; then the variant forms.
    let parsed = match Grid::parse(text) {
        Ok(g) => Ok(Puzzle::classic(g)),
        Err(_) => Puzzle::parse(text),
    };
    let puzzle = match parsed {
        Ok(p) => p,
        Err(e) => {
            let error = format!("line {line}: {e}");
            let plain = format!("invalid: {error}");
            let record = Record {
                line,
                status: "invalid",
                solution: None,
                calls: 0,
                guesses: 0,
                backtracks: 0,
                micros: 0.0,
                error: Some(error),
                reason: None,
            };
            return (plain, record);
        }
    };
    let grid = *puzzle.givens();
    let classic = puzzle.rules().variant() == sudoku_solver::rules::Variant::Classic;
    let out = if classic {
        solve(&grid, algo, options)
    } else {
        solve_puzzle(&puzzle, algo, options)
    };
    let micros = start.elapsed().as_secs_f64() * 1e6;
    // Under a budget, counting to two may stop after the first solution:
    // the status is `aborted`, and the JSON still carries that solution.
    let solution = out.solution.map(|s| s.to_line());
    let plain = match (out.verdict, &solution) {
        (Verdict::Unique | Verdict::Solved, Some(s)) => s.clone(),
        (Verdict::Multiple, Some(s)) => format!("multiple {s}"),
        (v, _) => v.as_str().to_string(),
    };
    let reason = match out.verdict {
        Verdict::NoSolution if classic => clashes(&grid).first().map(|c| c.to_string()),
        _ => None,
    };
    let record = Record {
        line,
        status: out.verdict.as_str(),
        solution,
        calls: out.stats.calls,
        guesses: out.stats.guesses,
        backtracks: out.stats.backtracks,
        micros: (micros * 10.0).round() / 10.0,
        error: None,
        reason,
    };
    (plain, record)
}

/// Runs `sudoku solve`.
pub fn run(s: &Settings) -> io::Result<()> {
    let options = Options {
        mode: if s.first {
            Mode::First
        } else {
            Mode::CountToTwo
        },
        max_calls: s.max_calls,
        ..Options::default()
    };
    let mut reader = input::open(s.file.as_ref())?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    input::for_each_puzzle(&mut reader, |line, text| {
        let (plain, record) = process(line, text, &options, s.algo);
        if s.json {
            let json = serde_json::to_string(&record).map_err(io::Error::other)?;
            writeln!(out, "{json}")
        } else {
            writeln!(out, "{plain}")
        }
    })
    .map_err(|e| match &s.file {
        Some(p) if e.kind() != io::ErrorKind::BrokenPipe && p.as_os_str() != "-" => {
            input::named(p, e)
        }
        _ => e,
    })?;
    out.flush()
}
