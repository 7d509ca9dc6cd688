//! Compare: the four algorithms on one puzzle, one after another, with
//! their calls, guesses, backtracks and times, and a bar per algorithm on a
//! log scale of the calls.
//!
//! Pure Rust, tested natively; the words of the table and of the status
//! line are in [`crate::text`]. The reducer keeps a [`Comparison`]; it says
//! which algorithm runs now ([`Comparison::current`]); whoever runs the
//! searches (the page sends each one to a web worker) reports back with
//! [`Comparison::progress`], [`Comparison::finish`] or [`Comparison::fail`],
//! and the next algorithm starts. The slow backtracking algorithms run
//! under [`COMPARE_BUDGET`] calls, so a puzzle made to defeat them ends in
//! "stopped after 50,000,000 calls" instead of running for minutes.

use super::jobs::{Job, JobId, Lane, Wanted};
use sudoku_solver::{Algorithm, Grid, Mode, Stats, Verdict};

/// The call budget of the backtracking algorithms (`naive`, `candidates`)
/// in a comparison: a few seconds of work in the worker.
pub const COMPARE_BUDGET: u64 = 50_000_000;

/// The call budget of `algorithm` in a comparison.
pub fn budget(algorithm: Algorithm) -> Option<u64> {
    match algorithm {
        Algorithm::Naive | Algorithm::Candidates => Some(COMPARE_BUDGET),
        Algorithm::Propagation | Algorithm::Fast => None,
    }
}

/// Where one algorithm's search stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Run {
    /// Not started yet.
    Waiting,
    /// Searching: the counts so far.
    Running {
        /// Calls so far.
        calls: u64,
        /// Milliseconds so far.
        millis: f64,
    },
    /// Finished (solved, no solution, or stopped at the budget: the verdict says).
    Done {
        /// [`Verdict::Solved`], [`Verdict::NoSolution`] or [`Verdict::Aborted`].
        verdict: Verdict,
        /// Calls, guesses, backtracks.
        stats: Stats,
        /// Milliseconds the search took.
        millis: f64,
    },
    /// Compare was stopped before this search ended (or began).
    Stopped {
        /// Calls made until then (0 when it never began).
        calls: u64,
    },
    /// The search could not be run.
    Failed(String),
}

/// One row of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its search.
    pub run: Run,
}

impl Row {
    /// The calls to show: final, so far, or until stopped.
    pub fn calls(&self) -> Option<u64> {
        match self.run {
            Run::Running { calls, .. } | Run::Stopped { calls } => Some(calls),
            Run::Done { stats, .. } => Some(stats.calls),
            Run::Waiting | Run::Failed(_) => None,
        }
    }
}

/// The four algorithms on one puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// The puzzle compared on (the givens).
    pub puzzle: Grid,
    /// A number for this comparison; replies about another one are ignored.
    pub id: u32,
    /// One row per algorithm, slowest first (the order of [`Algorithm::ALL`]).
    pub rows: Vec<Row>,
}

impl Comparison {
    /// A comparison of `puzzle` numbered `id`, its first algorithm running.
    pub fn new(puzzle: Grid, id: u32) -> Comparison {
        let mut comparison = Comparison {
            puzzle,
            id,
            rows: Algorithm::ALL
                .iter()
                .map(|&algorithm| Row {
                    algorithm,
                    run: Run::Waiting,
                })
                .collect(),
        };
        comparison.start_next();
        comparison
    }

    /// The algorithm searching now, if any.
    pub fn current(&self) -> Option<Algorithm> {
        self.rows
            .iter()
            .find(|r| matches!(r.run, Run::Running { .. }))
            .map(|r| r.algorithm)
    }

    /// True while an algorithm is searching.
    pub fn is_running(&self) -> bool {
        self.current().is_some()
    }

    /// True when every algorithm has finished (or failed).
    pub fn is_complete(&self) -> bool {
        self.rows
            .iter()
            .all(|r| matches!(r.run, Run::Done { .. } | Run::Failed(_)))
    }

    fn row_mut(&mut self, algorithm: Algorithm) -> Option<&mut Row> {
        self.rows.iter_mut().find(|r| r.algorithm == algorithm)
    }

    /// Starts the first waiting algorithm, if none is running.
    fn start_next(&mut self) {
        if self.is_running() {
            return;
        }
        if let Some(row) = self.rows.iter_mut().find(|r| r.run == Run::Waiting) {
            row.run = Run::Running {
                calls: 0,
                millis: 0.0,
            };
        }
    }

    /// The running `algorithm` has made `calls` calls in `millis` ms.
    /// Ignored for an algorithm that is not running.
    pub fn progress(&mut self, algorithm: Algorithm, calls: u64, millis: f64) {
        if let Some(row) = self.row_mut(algorithm) {
            if matches!(row.run, Run::Running { .. }) {
                row.run = Run::Running { calls, millis };
            }
        }
    }

    /// The running `algorithm` finished; the next one starts. Ignored for an
    /// algorithm that is not running.
    pub fn finish(&mut self, algorithm: Algorithm, verdict: Verdict, stats: Stats, millis: f64) {
        if let Some(row) = self.row_mut(algorithm) {
            if matches!(row.run, Run::Running { .. }) {
                row.run = Run::Done {
                    verdict,
                    stats,
                    millis,
                };
            }
        }
        self.start_next();
    }

    /// The running `algorithm` could not be run; the next one starts.
    pub fn fail(&mut self, algorithm: Algorithm, error: String) {
        if let Some(row) = self.row_mut(algorithm) {
            if matches!(row.run, Run::Running { .. }) {
                row.run = Run::Failed(error);
            }
        }
        self.start_next();
    }

    /// Stops the comparison: the running and waiting algorithms are marked
    /// stopped. Returns false when nothing was running.
    pub fn stop(&mut self) -> bool {
        let mut stopped = false;
        for row in &mut self.rows {
            match row.run {
                Run::Running { calls, .. } => {
                    row.run = Run::Stopped { calls };
                    stopped = true;
                }
                Run::Waiting => row.run = Run::Stopped { calls: 0 },
                _ => {}
            }
        }
        stopped
    }

    /// The decades of the log scale: the bars span 10^0 to 10^`decades()`
    /// calls (at least 1).
    pub fn decades(&self) -> u32 {
        let max = self
            .rows
            .iter()
            .filter_map(Row::calls)
            .max()
            .unwrap_or(1)
            .max(1);
        ((max as f64).log10().ceil() as u32).max(1)
    }

    /// The length of each row's bar as a fraction 0..=1 of the full width:
    /// log10(calls) over [`Comparison::decades`]; 0 for rows without calls.
    pub fn bars(&self) -> Vec<f64> {
        let decades = f64::from(self.decades());
        self.rows
            .iter()
            .map(|row| match row.calls() {
                Some(calls) if calls > 0 => ((calls as f64).log10() / decades).clamp(0.0, 1.0),
                _ => 0.0,
            })
            .collect()
    }
}

/// What Compare says in the status line.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// A comparison started.
    Started,
    /// The comparison ended (its summary is in [`crate::text`]).
    Finished,
    /// Stop was pressed.
    Stopped,
    /// Nothing to compare: the board is empty.
    Empty,
    /// The givens clash.
    Clashes(Vec<sudoku_solver::Clash>),
    /// The board breaks the variant's rules (a cage, a diagonal...).
    Faults(Vec<super::variant::Fault>),
}

/// What a comparison's search reports back: (verdict, counts, milliseconds)
/// or why it could not run.
pub type Ended = Result<(Verdict, Stats, f64), String>;

/// The comparison state kept by the page (part of [`crate::state::Panel`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Compare {
    /// The last comparison, running or ended.
    pub comparison: Option<Comparison>,
    /// The number of the last comparison started.
    pub last_id: u32,
    /// The variant's puzzle compared, as the project's own line (`None`
    /// for a classic one).
    pub variant: Option<String>,
}

impl Compare {
    /// Starts comparing `puzzle` (the givens; `clashes` among them), or
    /// the `variant`'s puzzle (its own line, with those givens).
    pub fn start(
        &mut self,
        puzzle: Grid,
        clashes: &[sudoku_solver::Clash],
        variant: Option<String>,
    ) -> Said {
        if puzzle.filled() == 0 && variant.is_none() {
            return Said::Empty;
        }
        if !clashes.is_empty() {
            return Said::Clashes(clashes.to_vec());
        }
        self.last_id = self.last_id.wrapping_add(1);
        self.comparison = Some(Comparison::new(puzzle, self.last_id));
        self.variant = variant;
        Said::Started
    }

    /// The comparison numbered `id`, if it is the current one.
    fn current(&mut self, id: u32) -> Option<&mut Comparison> {
        self.comparison.as_mut().filter(|c| c.id == id)
    }

    /// Progress of comparison `id`.
    pub fn progress(&mut self, id: u32, algorithm: Algorithm, calls: u64, millis: f64) {
        if let Some(c) = self.current(id) {
            c.progress(algorithm, calls, millis);
        }
    }

    /// A search of comparison `id` ended; returns the summary when that
    /// was the last one.
    pub fn done(&mut self, id: u32, algorithm: Algorithm, ended: Ended) -> Option<Said> {
        let c = self.current(id)?;
        if !c.is_running() {
            return None;
        }
        match ended {
            Ok((verdict, stats, millis)) => c.finish(algorithm, verdict, stats, millis),
            Err(error) => c.fail(algorithm, error),
        }
        (!c.is_running()).then_some(Said::Finished)
    }

    /// Stops the running comparison; `None` when none runs.
    pub fn stop(&mut self) -> Option<Said> {
        let c = self.comparison.as_mut()?;
        c.stop().then_some(Said::Stopped)
    }

    /// What to run now: (comparison id, algorithm, call budget).
    pub fn job(&self) -> Option<(u32, Algorithm, Option<u64>)> {
        let c = self.comparison.as_ref()?;
        let algorithm = c.current()?;
        Some((c.id, algorithm, budget(algorithm)))
    }
}

impl Compare {
    /// The job the compare lane should run now, if any.
    pub fn wanted(&self) -> Option<Wanted> {
        let (id, algorithm, budget) = self.job()?;
        let puzzle = self.comparison.as_ref()?.puzzle;
        Some(Wanted {
            lane: Lane::Compare,
            id: job_number(id, algorithm),
            job: Job::Solve {
                puzzle,
                algorithm,
                mode: Mode::First,
                budget,
                variant: self.variant.clone(),
            },
        })
    }
}

/// The job number for algorithm `algorithm` of comparison `id`.
pub fn job_number(id: u32, algorithm: Algorithm) -> JobId {
    let index = Algorithm::ALL
        .iter()
        .position(|&a| a == algorithm)
        .unwrap_or(0) as u32;
    id.wrapping_mul(8).wrapping_add(index)
}

/// The comparison and algorithm of a job number.
pub fn job_parts(job: JobId) -> Option<(u32, Algorithm)> {
    let algorithm = *Algorithm::ALL.get((job % 8) as usize)?;
    Some((job / 8, algorithm))
}
