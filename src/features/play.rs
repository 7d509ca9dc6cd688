//! Playing a puzzle: the one solution that Check and Reveal compare with,
//! and the tally of a game (its time, and the checks, reveals and hints
//! used).

use sudoku_solver::{solve, Algorithm, Grid, Options, Outcome, Verdict};

/// Why a puzzle has no solution to check against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoSolution {
    /// The givens cannot be completed.
    None,
    /// The givens have more than one completion.
    Several,
    /// The search gave up after [`MAIN_THREAD_CALLS`] calls.
    Unsettled,
}

/// The most calls a search on the page's own thread may make (Check,
/// Reveal, Hint, a photo's preview). The page searches with `propagation`,
/// not `fast`: its code is 5 KB gzip smaller, and the page's module is its
/// first load. It settles every puzzle of the hardest public sets in at
/// most about 4,000 calls (forum_hardest_1106: median 555, at most 3,743),
/// a millisecond or so; but some sparse grids with no solution take any
/// search millions of calls (a 13-given one, found by the `logic` fuzz
/// target, took `fast` 40 million calls and 11 s): past this budget, about
/// a tenth of a second, the page says so instead of freezing.
pub const MAIN_THREAD_CALLS: u64 = 100_000;

/// The `propagation` search counting to two within [`MAIN_THREAD_CALLS`]:
/// a [`Verdict::Aborted`] outcome past it.
pub fn count_bounded(grid: &Grid) -> Outcome {
    let options = Options {
        max_calls: Some(MAIN_THREAD_CALLS),
        ..Options::default()
    };
    solve(grid, Algorithm::Propagation, &options)
}

/// The one solution of `puzzle` (the givens), by the `propagation` search
/// counting to two: a millisecond or so, and never more than
/// [`MAIN_THREAD_CALLS`] calls.
pub fn solution(puzzle: &Grid) -> Result<Grid, NoSolution> {
    let out = count_bounded(puzzle);
    match (out.verdict, out.solution) {
        (Verdict::Unique, Some(solution)) => Ok(solution),
        (Verdict::Multiple, _) => Err(NoSolution::Several),
        (Verdict::Aborted, _) => Err(NoSolution::Unsettled),
        _ => Err(NoSolution::None),
    }
}

/// The longest step the timer takes between two ticks: a tab woken from
/// sleep does not count the time it slept.
pub const MAX_TICK_MS: f64 = 5_000.0;

/// The time and help of one game; not part of the undo history.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    /// Milliseconds spent playing while the page was visible.
    pub elapsed_ms: f64,
    /// The clock reading of the last tick that counted, if it counted.
    pub last_tick: Option<f64>,
    /// Presses of Check.
    pub checks: u32,
    /// Cells revealed.
    pub reveals: u32,
    /// Hints and steps asked for.
    pub hints: u32,
}

impl Tally {
    /// A clock tick at `now` (milliseconds): while `counting` (playing,
    /// unfinished, the page visible) the time since the last tick is added,
    /// at most [`MAX_TICK_MS`].
    pub fn tick(&mut self, now: f64, counting: bool) {
        if !now.is_finite() {
            return;
        }
        if counting {
            if let Some(last) = self.last_tick {
                self.elapsed_ms += (now - last).clamp(0.0, MAX_TICK_MS);
            }
            self.last_tick = Some(now);
        } else {
            self.last_tick = None;
        }
    }

    /// The whole seconds played.
    pub fn seconds(&self) -> u64 {
        (self.elapsed_ms.max(0.0) / 1000.0) as u64
    }
}
