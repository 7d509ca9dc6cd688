//! Solving for the page: runs the solver crate and packages what the status
//! line reports.
//!
//! The chosen algorithm searches for the **first** solution
//! ([`Mode::First`]); its call, guess and backtrack counts and its time are
//! what the page shows, so the numbers match the tutorial figures (52 calls
//! for the easy newspaper puzzle with `naive`) and compare fairly between
//! algorithms. Whether that solution is the only one is then settled by the
//! fast solver counting to two, which costs microseconds whatever algorithm
//! was chosen. The clock is a parameter, so this module is pure and tested
//! natively.

use sudoku_solver::{clashes, solve, Algorithm, Clash, Grid, Mode, Options, Stats, Verdict};

/// The call budget for the slow algorithms (`naive`, `candidates`): enough
/// for every newspaper puzzle, small enough that the page does not freeze
/// for more than a moment on a puzzle made to defeat them (5 million naive
/// calls take about 0.3 s in desktop Chromium).
pub const SLOW_BUDGET: u64 = 5_000_000;

/// The call budget used for `algorithm`: [`SLOW_BUDGET`] for the
/// backtracking algorithms, none for the propagating ones.
pub fn budget(algorithm: Algorithm) -> Option<u64> {
    match algorithm {
        Algorithm::Naive | Algorithm::Candidates => Some(SLOW_BUDGET),
        Algorithm::Propagation | Algorithm::Fast => None,
    }
}

/// What a press of Solve produced.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveReport {
    /// The givens that were solved (solved digits of an earlier solve are
    /// not part of it).
    pub puzzle: Grid,
    /// The algorithm chosen.
    pub algorithm: Algorithm,
    /// What happened.
    pub result: SolveResult,
}

/// The result part of a [`SolveReport`].
#[derive(Clone, Debug, PartialEq)]
pub enum SolveResult {
    /// The board has no digits: nothing to solve.
    EmptyBoard,
    /// The givens clash, so no search was run.
    Clashing(Vec<Clash>),
    /// A search ran.
    Searched(Search),
}

/// The numbers of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct Search {
    /// [`Verdict::Unique`], [`Verdict::Multiple`], [`Verdict::NoSolution`]
    /// or [`Verdict::Aborted`] (budget spent before the first solution).
    pub verdict: Verdict,
    /// The first solution found by the chosen algorithm.
    pub solution: Option<Grid>,
    /// The chosen algorithm's work up to its first solution (or to the end
    /// of the search when there is none).
    pub stats: Stats,
    /// Milliseconds the chosen algorithm took.
    pub millis: f64,
    /// The call budget the search ran under, if any.
    pub budget: Option<u64>,
    /// The work of the fast solver's uniqueness check, when it ran.
    pub check: Option<Stats>,
}

/// Solves `puzzle` with `algorithm`, timing the search with `now`
/// (milliseconds, e.g. `performance.now()`).
pub fn run(puzzle: &Grid, algorithm: Algorithm, now: &dyn Fn() -> f64) -> SolveReport {
    let result = if puzzle.filled() == 0 {
        SolveResult::EmptyBoard
    } else {
        let found = clashes(puzzle);
        if found.is_empty() {
            SolveResult::Searched(search(puzzle, algorithm, now))
        } else {
            SolveResult::Clashing(found)
        }
    };
    SolveReport {
        puzzle: *puzzle,
        algorithm,
        result,
    }
}

fn search(puzzle: &Grid, algorithm: Algorithm, now: &dyn Fn() -> f64) -> Search {
    let budget = budget(algorithm);
    let options = Options {
        mode: Mode::First,
        max_calls: budget,
        ..Options::default()
    };
    let start = now();
    let first = solve(puzzle, algorithm, &options);
    let millis = now() - start;
    let (verdict, check) = match first.verdict {
        Verdict::Solved => {
            let proof = solve(puzzle, Algorithm::Fast, &Options::default());
            let verdict = match proof.verdict {
                Verdict::Multiple => Verdict::Multiple,
                _ => Verdict::Unique,
            };
            (verdict, Some(proof.stats))
        }
        other => (other, None),
    };
    Search {
        verdict,
        solution: first.solution,
        stats: first.stats,
        millis,
        budget,
        check,
    }
}
