//! The solver worker's protocol and its work, without any browser code.
//!
//! The page ([`crate::worker_client`]) sends a [`Request`] as a JSON string;
//! the worker (`src/bin/worker.rs`) answers with [`Reply`] messages: one
//! [`Reply::Ready`] once it has started, [`Reply::Progress`] about every
//! [`PROGRESS_MS`] milliseconds while a search runs, then [`Reply::Done`].
//! A request names the algorithm, the puzzle and the [`Goal`], so a caller
//! can run several algorithms one after another on the same worker.
//!
//! [`handle`] is everything the worker does with a message; the clock and
//! the way replies are posted are parameters, so it is tested natively.

use crate::solve::{self, Goal, Search, SolveReport, SolveResult};
use serde::{Deserialize, Serialize};
use sudoku_solver::{Algorithm, Flow, Grid, Stats, Verdict};

/// Progress messages are posted at most this often (milliseconds).
pub const PROGRESS_MS: f64 = 50.0;

/// Serialised form of [`Goal`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WireGoal {
    /// [`Goal::First`].
    First,
    /// [`Goal::CountToTwo`].
    CountToTwo,
}

impl From<Goal> for WireGoal {
    fn from(goal: Goal) -> Self {
        match goal {
            Goal::First => WireGoal::First,
            Goal::CountToTwo => WireGoal::CountToTwo,
        }
    }
}

impl From<WireGoal> for Goal {
    fn from(goal: WireGoal) -> Self {
        match goal {
            WireGoal::First => Goal::First,
            WireGoal::CountToTwo => Goal::CountToTwo,
        }
    }
}

/// A solve request: one job for the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// The caller's number for this job; every reply about it carries it.
    pub job: u32,
    /// The puzzle as an 81-character line.
    pub puzzle: String,
    /// The algorithm name (`naive`, `candidates`, `propagation`, `fast`).
    pub algorithm: String,
    /// What the search is after.
    pub goal: WireGoal,
    /// An optional call budget.
    #[serde(default)]
    pub budget: Option<u64>,
}

impl Request {
    /// The request for job `job`: solve `puzzle` with `algorithm` for `goal`.
    pub fn new(job: u32, puzzle: &Grid, algorithm: Algorithm, goal: Goal) -> Request {
        Request {
            job,
            puzzle: puzzle.to_line(),
            algorithm: algorithm.name().to_string(),
            goal: goal.into(),
            budget: None,
        }
    }

    /// The request as the JSON string that is posted.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The counts of a search, as sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireStats {
    /// Recursive calls.
    pub calls: u64,
    /// Guesses.
    pub guesses: u64,
    /// Backtracks.
    pub backtracks: u64,
}

impl From<Stats> for WireStats {
    fn from(s: Stats) -> Self {
        WireStats {
            calls: s.calls,
            guesses: s.guesses,
            backtracks: s.backtracks,
        }
    }
}

impl From<WireStats> for Stats {
    fn from(s: WireStats) -> Self {
        Stats {
            calls: s.calls,
            guesses: s.guesses,
            backtracks: s.backtracks,
        }
    }
}

/// A finished search, as sent ([`Search`] with the grids as lines and the
/// verdict as its word).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WireSearch {
    /// [`Verdict::as_str`].
    pub verdict: String,
    /// The first solution, 81 digits.
    pub solution: Option<String>,
    /// The chosen algorithm's counts.
    pub stats: WireStats,
    /// Milliseconds the chosen algorithm took.
    pub millis: f64,
    /// The budget it ran under.
    pub budget: Option<u64>,
    /// The fast solver's uniqueness check.
    pub check: Option<WireStats>,
}

/// Everything the worker says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Reply {
    /// The worker has started and takes requests.
    Ready,
    /// A search is running: the counts so far.
    Progress {
        /// The job.
        job: u32,
        /// Calls so far.
        calls: u64,
        /// Milliseconds since the search started.
        millis: f64,
    },
    /// The search of `job` ended.
    Done {
        /// The job.
        job: u32,
        /// Its numbers.
        search: WireSearch,
    },
    /// A request could not be served (or the worker failed to start:
    /// `job` is `None` then).
    Failed {
        /// The job, when known.
        job: Option<u32>,
        /// What went wrong.
        error: String,
    },
}

impl Reply {
    /// The reply as the JSON string that is posted.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a posted reply.
    pub fn decode(text: &str) -> Result<Reply, String> {
        serde_json::from_str(text).map_err(|err| format!("unreadable reply from the worker: {err}"))
    }
}

/// The word of a verdict back to the verdict.
pub fn verdict_from_str(word: &str) -> Option<Verdict> {
    [
        Verdict::Unique,
        Verdict::Multiple,
        Verdict::Solved,
        Verdict::NoSolution,
        Verdict::Aborted,
        Verdict::Cancelled,
    ]
    .into_iter()
    .find(|v| v.as_str() == word)
}

impl From<&Search> for WireSearch {
    fn from(search: &Search) -> Self {
        WireSearch {
            verdict: search.verdict.as_str().to_string(),
            solution: search.solution.map(|g| g.to_line()),
            stats: search.stats.into(),
            millis: search.millis,
            budget: search.budget,
            check: search.check.map(Into::into),
        }
    }
}

impl WireSearch {
    /// Back to a [`Search`]; an error names the field that is malformed.
    pub fn to_search(&self) -> Result<Search, String> {
        let verdict = verdict_from_str(&self.verdict)
            .ok_or_else(|| format!("unknown verdict '{}'", self.verdict))?;
        let solution = match &self.solution {
            Some(line) => Some(Grid::parse(line).map_err(|err| format!("bad solution: {err}"))?),
            None => None,
        };
        Ok(Search {
            verdict,
            solution,
            stats: self.stats.into(),
            millis: self.millis,
            budget: self.budget,
            check: self.check.map(Into::into),
        })
    }
}

/// The report of a finished job, for the page: `puzzle` and `algorithm` are
/// those the page asked for.
pub fn report(
    puzzle: Grid,
    algorithm: Algorithm,
    search: &WireSearch,
) -> Result<SolveReport, String> {
    Ok(SolveReport {
        puzzle,
        algorithm,
        result: SolveResult::Searched(search.to_search()?),
    })
}

/// Serves one posted message: runs the requested search, posting
/// [`Reply::Progress`] every [`PROGRESS_MS`] (by `now`) and then
/// [`Reply::Done`], or [`Reply::Failed`] for a malformed request.
pub fn handle(message: &str, now: &dyn Fn() -> f64, post: &mut dyn FnMut(Reply)) {
    let request: Request = match serde_json::from_str(message) {
        Ok(request) => request,
        Err(err) => {
            post(Reply::Failed {
                job: None,
                error: format!("unreadable request: {err}"),
            });
            return;
        }
    };
    let job = request.job;
    let parsed = Grid::parse(&request.puzzle)
        .map_err(|err| format!("bad puzzle: {err}"))
        .and_then(|puzzle| {
            let algorithm = request
                .algorithm
                .parse::<Algorithm>()
                .map_err(|err| err.to_string())?;
            Ok((puzzle, algorithm))
        });
    let (puzzle, algorithm) = match parsed {
        Ok(pair) => pair,
        Err(error) => {
            post(Reply::Failed {
                job: Some(job),
                error,
            });
            return;
        }
    };
    let start = now();
    let mut last = start;
    let mut progress = |stats: &Stats| {
        let t = now();
        if t - last >= PROGRESS_MS {
            last = t;
            post(Reply::Progress {
                job,
                calls: stats.calls,
                millis: t - start,
            });
        }
        Flow::Continue
    };
    let done = solve::run_with(
        &puzzle,
        algorithm,
        request.goal.into(),
        request.budget,
        now,
        &mut progress,
    );
    match done.result {
        SolveResult::Searched(search) => post(Reply::Done {
            job,
            search: (&search).into(),
        }),
        SolveResult::EmptyBoard => post(Reply::Failed {
            job: Some(job),
            error: "the puzzle is empty".into(),
        }),
        SolveResult::Clashing(found) => post(Reply::Failed {
            job: Some(job),
            error: format!("the givens clash ({} clashes)", found.len()),
        }),
    }
}
