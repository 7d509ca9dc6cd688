//! `sudoku rate`: one line per puzzle with its score on Sudoku Explainer's
//! scale, its level and the technique that makes it that hard.

use crate::input;
use serde::Serialize;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;
use sudoku_solver::rating::killer::{rate_killer, KillerRating};
use sudoku_solver::rating::{rate, RateError, Rating};
use sudoku_solver::rules::{Puzzle, Variant};
use sudoku_solver::{clashes, solve, solve_puzzle, Algorithm, Grid, Options, Verdict};

/// What `sudoku rate` was asked to do.
pub struct Settings {
    pub json: bool,
    pub file: Option<PathBuf>,
    /// Classic (Sudoku Explainer's scale), or killer / killer-x (the
    /// killer scale).
    pub variant: Variant,
}

/// Steps of one technique, in a JSON record.
#[derive(Serialize)]
struct Steps {
    technique: &'static str,
    count: usize,
}

/// One JSON output line.
#[derive(Serialize)]
struct Record {
    line: usize,
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    level: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hardest: Option<&'static str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    steps: Vec<Steps>,
    /// The first solution found, for `multiple` (as `solve --json` gives it).
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<String>,
    micros: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    /// Why there is no solution, when the givens already clash.
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
}

impl Record {
    fn new(line: usize, status: &'static str) -> Record {
        Record {
            line,
            status,
            score: None,
            level: None,
            hardest: None,
            steps: Vec::new(),
            solution: None,
            micros: 0.0,
            error: None,
            reason: None,
        }
    }
}

/// The plain line of a rating: `4.2 hard XY-Wing`.
fn plain(r: &Rating) -> String {
    let hardest = r.hardest.map_or("(nothing to fill)", |t| t.name());
    format!("{} {} {hardest}", r.score, r.level)
}

/// The plain-text line and the JSON record for one puzzle line.
fn process(line: usize, text: &str) -> (String, Record) {
    let start = Instant::now();
    let grid = match Grid::parse(text) {
        Ok(g) => g,
        Err(e) => {
            let error = format!("line {line}: {e}");
            let mut record = Record::new(line, "invalid");
            record.error = Some(error.clone());
            return (format!("invalid: {error}"), record);
        }
    };
    let out = solve(&grid, Algorithm::Fast, &Options::default());
    let (plain, mut record) = match out.verdict {
        Verdict::Unique => match rate(&grid) {
            Ok(r) => {
                let mut record = Record::new(line, "rated");
                record.score = Some(r.score.value());
                record.level = Some(r.level.as_str());
                record.hardest = r.hardest.map(|t| t.name());
                record.steps = r
                    .steps
                    .iter()
                    .map(|&(t, count)| Steps {
                        technique: t.name(),
                        count,
                    })
                    .collect();
                (plain(&r), record)
            }
            Err(e) => unrated(line, e),
        },
        Verdict::Multiple => multiple(line, out.solution),
        _ => {
            let mut record = Record::new(line, "none");
            record.reason = clashes(&grid).first().map(|c| c.to_string());
            ("none".to_string(), record)
        }
    };
    record.micros = micros_since(start);
    (plain, record)
}

/// The plain line of a killer's rating: `2.5 medium Rule of 45`.
fn plain_killer(r: &KillerRating) -> String {
    let hardest = r.hardest.unwrap_or("(nothing to fill)");
    format!("{} {} {hardest}", r.score, r.level)
}

/// As [`process`] for a killer or killer-X line, on the killer scale.
fn process_killer(line: usize, text: &str) -> (String, Record) {
    let start = Instant::now();
    let invalid = |error: String| {
        let mut record = Record::new(line, "invalid");
        record.error = Some(error.clone());
        (format!("invalid: {error}"), record)
    };
    let puzzle = match Puzzle::parse(text) {
        Ok(p) if p.rules().variant().has_cages() => p,
        Ok(p) => {
            return invalid(format!(
                "line {line}: not a killer: its rules are {} (no cages)",
                p.rules().variant()
            ))
        }
        Err(e) => return invalid(format!("line {line}: {e}")),
    };
    // The rating proves the solution unique itself; only a puzzle with
    // several is solved again, for the first solution the line shows.
    let (plain, mut record) = match rate_killer(&puzzle) {
        Ok(r) => {
            let mut record = Record::new(line, "rated");
            record.score = Some(r.score.value());
            record.level = Some(r.level.as_str());
            record.hardest = r.hardest;
            record.steps = r
                .steps
                .iter()
                .map(|&(technique, count)| Steps { technique, count })
                .collect();
            (plain_killer(&r), record)
        }
        Err(RateError::Multiple) => multiple(
            line,
            solve_puzzle(&puzzle, Algorithm::Fast, &Options::default()).solution,
        ),
        Err(e) => unrated(line, e),
    };
    record.micros = micros_since(start);
    (plain, record)
}

/// The line and record of a puzzle with several solutions (`first`, the
/// first found).
fn multiple(line: usize, first: Option<Grid>) -> (String, Record) {
    let first = first.map(|s| s.to_line()).unwrap_or_default();
    let mut record = Record::new(line, "multiple");
    record.solution = Some(first.clone());
    (format!("multiple {first}"), record)
}

/// Microseconds since `start`, to a tenth.
fn micros_since(start: Instant) -> f64 {
    (start.elapsed().as_secs_f64() * 1e7).round() / 10.0
}

/// A puzzle the solver accepted but the rating did not.
fn unrated(line: usize, e: RateError) -> (String, Record) {
    match e {
        RateError::NoSolution => ("none".to_string(), Record::new(line, "none")),
        RateError::Multiple => ("multiple".to_string(), Record::new(line, "multiple")),
        RateError::BeyondTechniques => {
            let mut record = Record::new(line, "unrated");
            record.error = Some(format!("line {line}: {e}"));
            (format!("unrated: line {line}: {e}"), record)
        }
    }
}

/// Runs `sudoku rate`.
pub fn run(s: &Settings) -> io::Result<()> {
    let mut reader = input::open(s.file.as_ref())?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    input::for_each_puzzle(&mut reader, |line, text| {
        let (plain, record) = if s.variant.has_cages() {
            process_killer(line, text)
        } else {
            process(line, text)
        };
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
