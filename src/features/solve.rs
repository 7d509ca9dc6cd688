//! Solving for the page: runs the solver crate and packages what the status
//! line reports.
//!
//! With [`Mode::First`] (what Solve does) the chosen algorithm searches for
//! the **first** solution ([`Mode::First`]); its call, guess and backtrack
//! counts and its time (the mean of repeated solves when one takes less
//! than [`MIN_MILLIS`], as in Compare and the Batch panel) are what the page shows, so the numbers match the
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
use sudoku_solver::rules::Puzzle;
use sudoku_solver::{
    clashes, solve, solve_puzzle, solve_puzzle_with_progress, Algorithm, Clash, Flow, Grid, Mode,
    Options, Stats, Verdict,
};

/// How often (in recursive calls) a search reports progress to its hook.
pub const PROGRESS_EVERY: u64 = 1 << 14;

/// The shortest time a search is timed over, in milliseconds: a quicker
/// one is solved again until this much time has passed, and its time is
/// the mean of those solves (see [`solve_again`]).
pub const MIN_MILLIS: f64 = 3.0;

/// The most solves of one puzzle for its time (a quick puzzle takes a few
/// thousand in [`MIN_MILLIS`]): the bound that ends the repeats should the
/// clock stall.
pub const MAX_SOLVES: u32 = 1 << 16;

/// The most recursive calls all the solves of one timing may make: a long
/// search is never repeated, even under a clock that stands still.
pub const MAX_TIMED_CALLS: u64 = 1 << 24;

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
        None => SolveResult::Searched(search(
            &Puzzle::classic(*puzzle),
            algorithm,
            mode,
            budget,
            now,
            progress,
        )),
    };
    SolveReport {
        puzzle: *puzzle,
        algorithm,
        result,
    }
}

/// As [`run_with`] for a variant's `puzzle` (its givens and rules; docs/variants.md):
/// a killer may have no givens, so only clashing givens are answered
/// without a search.
pub fn run_puzzle(
    puzzle: &Puzzle,
    algorithm: Algorithm,
    mode: Mode,
    budget: Option<u64>,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(&Stats) -> Flow,
) -> SolveReport {
    let givens = *puzzle.givens();
    let found = clashes(&givens);
    let result = if found.is_empty() {
        SolveResult::Searched(search(puzzle, algorithm, mode, budget, now, progress))
    } else {
        SolveResult::Clashing(found)
    };
    SolveReport {
        puzzle: givens,
        algorithm,
        result,
    }
}

fn search(
    puzzle: &Puzzle,
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
    let first = solve_puzzle_with_progress(puzzle, algorithm, &options, progress);
    // A cancelled search is not run again: Cancel stops at once.
    let (solves, elapsed) = if first.verdict == Verdict::Cancelled {
        (1, now() - start)
    } else {
        let calls = first.stats.calls;
        let again = || {
            solve_puzzle(puzzle, algorithm, &options);
        };
        timed_again(&again, MIN_MILLIS, start, calls, now)
    };
    let millis = elapsed / f64::from(solves);
    let (verdict, check) = match first.verdict {
        Verdict::Solved => {
            let proof = solve_puzzle(puzzle, Algorithm::Fast, &Options::default());
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

/// After one solve of `grid` that started at `start` (by `now`) and made
/// `calls` calls, solves it again until `millis` have passed (at most
/// [`MAX_SOLVES`] solves and [`MAX_TIMED_CALLS`] calls in all): the number
/// of solves and the milliseconds they took. The page's
/// clock is coarse (about 0.1 ms, against a few µs for a quick solve) and
/// the first runs of a fresh worker are slow, so a single solve's time says
/// little; Solve, Compare and the Batch panel all report this mean.
pub fn solve_again(
    grid: &Grid,
    algorithm: Algorithm,
    options: &Options,
    millis: f64,
    start: f64,
    calls: u64,
    now: &dyn Fn() -> f64,
) -> (u32, f64) {
    let again = || {
        solve(grid, algorithm, options);
    };
    timed_again(&again, millis, start, calls, now)
}

/// [`solve_again`]'s loop, running `again` (one more solve).
fn timed_again(
    again: &dyn Fn(),
    millis: f64,
    start: f64,
    calls: u64,
    now: &dyn Fn() -> f64,
) -> (u32, f64) {
    let most = u32::try_from(MAX_TIMED_CALLS / calls.max(1))
        .unwrap_or(MAX_SOLVES)
        .clamp(1, MAX_SOLVES);
    let mut solves = 1u32;
    let mut elapsed = now() - start;
    while elapsed < millis && solves < most {
        // Solve again, as often as the time left seems to allow but at
        // most as often as so far: the clock is read about a dozen times,
        // not after every solve (in the worker each reading is a call out
        // to JavaScript).
        let each = elapsed / f64::from(solves);
        let left = ((millis - elapsed) / each).ceil();
        let more = if left.is_finite() {
            left.clamp(1.0, f64::from(solves)) as u32
        } else {
            solves
        }
        .min(most - solves);
        for _ in 0..more {
            again();
        }
        solves = solves.saturating_add(more);
        elapsed = now() - start;
    }
    (solves, elapsed)
}
