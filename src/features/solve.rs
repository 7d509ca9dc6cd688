//! Solving for the page: runs the solver crate and packages what the status
//! line reports.
//!
//! With [`Mode::First`] (what Solve does) the chosen algorithm searches for
//! the **first** solution ([`Mode::First`]); its call, guess and backtrack
//! counts and its time are what the page shows, so the numbers match the
//! tutorial figures (52 calls for the easy newspaper puzzle with `naive`)
//! and compare fairly between algorithms. Whether that solution is the only
//! one is then settled by the fast solver counting to two, which costs
//! microseconds whatever algorithm was chosen. [`Mode::CountToTwo`] lets the
//! chosen algorithm prove uniqueness itself.
//!
//! The page runs these searches in a web worker ([`crate::worker`]), so no
//! call budget is needed: a runaway search is cancelled by the user. The
//! clock and the progress hook are parameters, so this module is pure and
//! tested natively.

use serde::{Deserialize, Serialize};
use sudoku_solver::{
    clashes, solve, solve_with_progress, Algorithm, Clash, Flow, Grid, Mode, Options, Stats,
    Verdict,
};

/// How often (in recursive calls) a search reports progress to its hook.
pub const PROGRESS_EVERY: u64 = 1 << 14;

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

/// The numbers of a search (sent by the worker as JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Search {
    /// [`Verdict::Unique`], [`Verdict::Multiple`], [`Verdict::NoSolution`],
    /// [`Verdict::Aborted`] (budget spent before the first solution) or
    /// [`Verdict::Cancelled`] (the progress hook stopped it).
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

/// The result for `puzzle` that needs no search: an empty board or clashing
/// givens. `None` when a search has to run.
pub fn precheck(puzzle: &Grid) -> Option<SolveResult> {
    if puzzle.filled() == 0 {
        return Some(SolveResult::EmptyBoard);
    }
    let found = clashes(puzzle);
    (!found.is_empty()).then_some(SolveResult::Clashing(found))
}

/// Solves `puzzle` with `algorithm` to its first solution, without a
/// budget, timing the search with `now` (milliseconds, e.g.
/// `performance.now()`).
pub fn run(puzzle: &Grid, algorithm: Algorithm, now: &dyn Fn() -> f64) -> SolveReport {
    run_with(puzzle, algorithm, Mode::First, None, now, &mut |_| {
        Flow::Continue
    })
}

/// Solves `puzzle` with `algorithm` for `mode` under an optional call
/// `budget`, calling `progress` with the counts so far every
/// [`PROGRESS_EVERY`] calls (returning [`Flow::Stop`] cancels the search).
pub fn run_with(
    puzzle: &Grid,
    algorithm: Algorithm,
    mode: Mode,
    budget: Option<u64>,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(&Stats) -> Flow,
) -> SolveReport {
    let result = match precheck(puzzle) {
        Some(result) => result,
        None => SolveResult::Searched(search(puzzle, algorithm, mode, budget, now, progress)),
    };
    SolveReport {
        puzzle: *puzzle,
        algorithm,
        result,
    }
}

fn search(
    puzzle: &Grid,
    algorithm: Algorithm,
    mode: Mode,
    budget: Option<u64>,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(&Stats) -> Flow,
) -> Search {
    let options = Options {
        mode,
        max_calls: budget,
        progress_every: PROGRESS_EVERY,
    };
    let start = now();
    let first = solve_with_progress(puzzle, algorithm, &options, progress);
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
