//! Batch solving: a whole file of puzzles solved with one algorithm, as
//! `sudoku bench` does on the command line, for the Batch panel.
//!
//! * [`read_file`] splits a file into puzzles and bad lines (with their line
//!   numbers; a bad line never stops the run).
//! * [`Chunk`] is one job for the puzzle worker: a few puzzles and how to
//!   solve them; [`run_chunk`] solves them there and times each one.
//! * [`crate::features::batch_stats`] sums the rows up and writes CSV and JSON.
//!
//! Timing: a page that is not cross-origin isolated gets a clock of about
//! 0.1 ms resolution, far coarser than one `fast` solve (a few µs). So a
//! puzzle solved in less than the chunk's `min_millis` is solved again
//! until that much time has passed, and its time is the mean of those
//! solves: the same figure as `sudoku bench`'s microseconds per puzzle,
//! measured per puzzle. [`timing_millis`] chooses `min_millis`: 3 ms,
//! where the clock's step is at most about 3% of a measurement (1 ms gave
//! 10%: medians of 76.9, 83.3 and 90.9 µs, 13, 12 or 11 solves a
//! millisecond), for files of up to 2,000 puzzles; less for bigger files,
//! so that timing adds at most about 6 s to a run (49,158 puzzles at 3 ms
//! took 148 s). The clock is read after 1, 2, 4, 8... solves, then as
//! many as the time left seems to allow: about a dozen readings, not one a
//! solve (in the worker each is a call out to JavaScript); at most
//! [`MAX_SOLVES`] solves, should the clock stall. The first chunk of a run
//! starts with [`WARM_UP_MILLIS`] of untimed solving: the browser compiles
//! the worker's code first quickly and poorly, and better only once it has
//! run a while. Without it, a file of one top95 puzzle four times read
//! 6-168 µs for the first and 4.3-17 µs for the others in five fresh
//! pages (natively 2.5 µs); with 50 ms of warm-up, 2.9-3.8 µs for all four.
//!
//! Pure Rust: the clock is a parameter.

use serde::{Deserialize, Serialize};
use sudoku_solver::{solve, Algorithm, Grid, Mode, Options, Outcome, ParseError, Verdict};

pub use super::solve::{MAX_SOLVES, MIN_MILLIS};

/// How long the first chunk of a run solves [`WARM_UP_PUZZLE`] before it
/// times anything, in milliseconds (see the module docs).
pub const WARM_UP_MILLIS: f64 = 50.0;

/// The puzzle solved to warm up: an easy one, quick for every algorithm.
pub const WARM_UP_PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The most time that repeating quick puzzles may add to a run, in
/// milliseconds.
pub const TIMING_BUDGET_MILLIS: f64 = 6000.0;

/// The shortest time measured for one puzzle of a file of `puzzles`
/// puzzles: [`MIN_MILLIS`], or less for a big file (at least 0.25 ms).
pub fn timing_millis(puzzles: usize) -> f64 {
    (TIMING_BUDGET_MILLIS / puzzles.max(1) as f64).clamp(0.25, MIN_MILLIS)
}

/// A line of the file that is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BadLine {
    /// The line's number, from 1.
    pub line: u32,
    /// What is wrong with it, in English (as the downloaded JSON and the
    /// command line give it).
    pub error: String,
    /// What is wrong with it, for the panel to word in its language.
    #[serde(skip)]
    pub why: ParseError,
}

/// A file read for a batch run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Puzzles {
    /// The puzzles, each with its line number (from 1).
    pub puzzles: Vec<(u32, Grid)>,
    /// The lines that are not puzzles.
    pub bad: Vec<BadLine>,
}

/// Reads a file of puzzles: one a line, in the lenient formats the board's
/// paste takes; blank lines and lines starting with `#` are skipped.
pub fn read_file(text: &str) -> Puzzles {
    let mut out = Puzzles::default();
    for (index, raw) in text.lines().enumerate() {
        let line = u32::try_from(index + 1).unwrap_or(u32::MAX);
        // A byte-order mark (files saved by some editors) is not a cell.
        let text = raw.trim_start_matches('\u{feff}').trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        match Grid::parse(text) {
            Ok(grid) => out.puzzles.push((line, grid)),
            Err(err) => out.bad.push(BadLine {
                line,
                error: err.to_string(),
                why: err,
            }),
        }
    }
    out
}

/// Why `text` cannot be a file of puzzles, if it cannot: it is empty, or
/// it is not text (a picture, say, whose bytes the browser reads as text
/// with NULs and replacement characters).
pub fn unusable(text: &str) -> Option<Unusable> {
    if text.trim().is_empty() {
        Some(Unusable::Empty)
    } else if text.contains('\0') || text.contains('\u{FFFD}') {
        Some(Unusable::NotText)
    } else {
        None
    }
}

/// Why a file cannot be a file of puzzles ([`unusable`]); in words as a
/// `String`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unusable {
    /// Nothing but blanks.
    Empty,
    /// Not text: a picture, say.
    NotText,
}

impl From<Unusable> for String {
    fn from(why: Unusable) -> String {
        match why {
            Unusable::Empty => crate::t!("batch-file-empty"),
            Unusable::NotText => crate::t!("batch-file-not-text"),
        }
    }
}

/// Why a call budget typed in the panel was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BudgetError {
    /// Not a whole number of calls.
    NotANumber,
    /// Zero: every puzzle would stop before its first call.
    Zero,
    /// More than a 64-bit count of calls holds.
    TooBig,
}

/// A call budget as typed: empty or `none` for no budget, else a whole
/// number of calls, its digits grouped by `,`, `_`, `'` or spaces if the
/// typist likes (`1,000,000`), or written `1e6`.
pub fn parse_budget(text: &str) -> Result<Option<u64>, BudgetError> {
    let text = text.trim();
    // "none", or the word the field shows for it in the page's language.
    let none = crate::t!("batch-budget-none");
    if text.is_empty()
        || text.eq_ignore_ascii_case("none")
        || text.to_lowercase() == none.to_lowercase()
    {
        return Ok(None);
    }
    // Dots group thousands as German, Dutch, Spanish, Italian and
    // Portuguese readers write them ("1.000.000"), but only in groups of
    // three: "1.5e6" is not read as 15e6.
    let dotted = text
        .split('.')
        .skip(1)
        .all(|group| group.len() >= 3 && group.bytes().take(3).all(|b| b.is_ascii_digit()));
    if text.contains('.') && !dotted {
        return Err(BudgetError::NotANumber);
    }
    let digits: String = text
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | '\'' | '.') && !c.is_whitespace())
        .collect();
    let (mantissa, exponent) = match digits.split_once(['e', 'E']) {
        Some((m, e)) => (m, Some(e)),
        None => (digits.as_str(), None),
    };
    let whole = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !whole(mantissa) || exponent.is_some_and(|e| !whole(e)) {
        return Err(BudgetError::NotANumber);
    }
    // Only digits now: parsing fails only by overflow.
    let mut value: u64 = mantissa.parse().map_err(|_| BudgetError::TooBig)?;
    if let Some(exponent) = exponent {
        let power = exponent
            .parse::<u32>()
            .ok()
            .and_then(|e| 10u64.checked_pow(e));
        value = match power.and_then(|p| value.checked_mul(p)) {
            Some(v) => v,
            None if value == 0 => 0,
            None => return Err(BudgetError::TooBig),
        };
    }
    if value == 0 {
        return Err(BudgetError::Zero);
    }
    Ok(Some(value))
}

/// One job of a batch run: solve `puzzles` (81-character texts).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chunk {
    /// The puzzles.
    pub puzzles: Vec<Grid>,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// To the first solution, or counting to two.
    pub mode: Mode,
    /// The call budget of each puzzle, if any.
    pub budget: Option<u64>,
    /// The shortest time measured for one puzzle ([`timing_millis`]).
    pub min_millis: f64,
    /// Whether to warm up before timing (the first chunk of a run).
    #[serde(default)]
    pub warm_up: bool,
}

impl Chunk {
    /// The chunk as the text of a job (a [`crate::features::jobs::Job`]
    /// carries it as a string, so the page's own module needs no code for
    /// its fields).
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A chunk from its text.
    pub fn decode(text: &str) -> Result<Chunk, String> {
        serde_json::from_str(text)
            .map_err(|err| crate::t!("batch-unreadable-request", why = err.to_string().as_str()))
    }
}

/// One puzzle's result.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// The verdict.
    pub verdict: Verdict,
    /// Microseconds per solve (see the module docs).
    pub micros: f64,
    /// Recursive calls of one solve.
    pub calls: u64,
    /// Guesses of one solve.
    pub guesses: u64,
}

/// Encodes a chunk's rows for the reply (as [`Chunk::encode`]).
pub fn encode_rows(rows: &[Row]) -> String {
    serde_json::to_string(rows).unwrap_or_default()
}

/// Rows from their text.
pub fn decode_rows(text: &str) -> Result<Vec<Row>, String> {
    serde_json::from_str(text)
        .map_err(|err| crate::t!("batch-unreadable-results", why = err.to_string().as_str()))
}

/// Solves every puzzle of `chunk`, timing each with `now` (milliseconds).
/// The first chunk of a run first solves [`WARM_UP_PUZZLE`] for
/// [`WARM_UP_MILLIS`], untimed (see the module docs).
pub fn run_chunk(chunk: &Chunk, now: &dyn Fn() -> f64) -> Vec<Row> {
    let options = Options {
        mode: chunk.mode,
        max_calls: chunk.budget,
        ..Options::default()
    };
    if chunk.warm_up {
        if let Ok(grid) = Grid::parse(WARM_UP_PUZZLE) {
            solve_for(&grid, chunk.algorithm, &options, WARM_UP_MILLIS, now);
        }
    }
    chunk
        .puzzles
        .iter()
        .map(|grid| {
            let (outcome, solves, elapsed) =
                solve_for(grid, chunk.algorithm, &options, chunk.min_millis, now);
            Row {
                verdict: outcome.verdict,
                micros: elapsed * 1000.0 / f64::from(solves),
                calls: outcome.stats.calls,
                guesses: outcome.stats.guesses,
            }
        })
        .collect()
}

/// Solves `grid` again and again until `millis` have passed by `now` (at
/// least once, at most [`MAX_SOLVES`] times): the first solve's outcome,
/// the number of solves and the milliseconds they took.
fn solve_for(
    grid: &Grid,
    algorithm: Algorithm,
    options: &Options,
    millis: f64,
    now: &dyn Fn() -> f64,
) -> (Outcome, u32, f64) {
    let start = now();
    let outcome = solve(grid, algorithm, options);
    let calls = outcome.stats.calls;
    let (solves, elapsed) =
        super::solve::solve_again(grid, algorithm, options, millis, start, calls, now);
    (outcome, solves, elapsed)
}

/// How many puzzles the next chunk should hold, after a chunk of `size`
/// took `millis`: chunks of about a fifth of a second keep the progress bar
/// moving and Cancel quick, at a small cost per job.
pub fn next_chunk_size(size: usize, millis: f64) -> usize {
    let size = size.max(1);
    if millis < 100.0 {
        (size * 2).min(4096)
    } else if millis > 400.0 {
        (size / 2).max(1)
    } else {
        size
    }
}

#[cfg(test)]
mod tests;
