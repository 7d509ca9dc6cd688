//! What a solve is asked to do (mode, limits, progress hook) and what it reports.

use crate::geometry::CELLS;
use crate::grid::Grid;
use std::fmt;

/// How far a solve goes. With the `serde` feature it reads and writes as
/// `"first"` or `"count-to-two"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum Mode {
    /// Count solutions up to two: proves a solution unique (the default).
    #[default]
    CountToTwo,
    /// Stop at the first solution.
    First,
}

/// Options of a solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Count to two or stop at the first solution.
    pub mode: Mode,
    /// Stop with [`Verdict::Aborted`] instead of making more than this many calls.
    pub max_calls: Option<u64>,
    /// Call the progress hook every this many calls (at least 1).
    pub progress_every: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            mode: Mode::CountToTwo,
            max_calls: None,
            progress_every: 1 << 16,
        }
    }
}

/// What a progress hook tells the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Keep searching.
    Continue,
    /// Stop now; the outcome is [`Verdict::Cancelled`].
    Stop,
}

/// The work a solve did. With the `serde` feature it reads and writes as
/// `{"calls":52,"guesses":51,"backtracks":8}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stats {
    /// Invocations of the recursive search function, the first included.
    pub calls: u64,
    /// Digits tried at a choice point (for `naive` and `candidates`: every
    /// digit placed by the search; for `propagation` and `fast`: every
    /// candidate tried in the cell chosen for branching).
    pub guesses: u64,
    /// Guesses taken back after the search below them ended.
    pub backtracks: u64,
}

/// The verdict of a solve. With the `serde` feature it reads and writes as
/// its word, [`Verdict::as_str`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "&'static str", try_from = "String")
)]
pub enum Verdict {
    /// Exactly one solution (count-to-two mode).
    Unique,
    /// Two or more solutions (count-to-two mode).
    Multiple,
    /// A solution was found ([`Mode::First`]).
    Solved,
    /// No solution: the search space is exhausted, or the givens clash.
    NoSolution,
    /// The call budget ([`Options::max_calls`]) ran out.
    Aborted,
    /// The progress hook asked to stop.
    Cancelled,
}

impl Verdict {
    /// Every verdict, in the order of the variants.
    pub const ALL: [Verdict; 6] = [
        Verdict::Unique,
        Verdict::Multiple,
        Verdict::Solved,
        Verdict::NoSolution,
        Verdict::Aborted,
        Verdict::Cancelled,
    ];

    /// The word used by the CLI and the JSON output: `unique`, `multiple`,
    /// `solved`, `none`, `aborted`, `cancelled`.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Unique => "unique",
            Verdict::Multiple => "multiple",
            Verdict::Solved => "solved",
            Verdict::NoSolution => "none",
            Verdict::Aborted => "aborted",
            Verdict::Cancelled => "cancelled",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The word, as [`Verdict::as_str`].
impl From<Verdict> for &'static str {
    fn from(verdict: Verdict) -> &'static str {
        verdict.as_str()
    }
}

/// The verdict of a word of [`Verdict::as_str`]; the error says which word
/// is unknown.
impl TryFrom<String> for Verdict {
    type Error = String;
    fn try_from(word: String) -> Result<Verdict, String> {
        Verdict::ALL
            .into_iter()
            .find(|v| v.as_str() == word)
            .ok_or_else(|| format!("unknown verdict '{word}'"))
    }
}

/// The result of a solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The verdict.
    pub verdict: Verdict,
    /// The first solution found, if any (also for `Multiple`).
    pub solution: Option<Grid>,
    /// The work done.
    pub stats: Stats,
}

/// Why a search stopped early.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Halt {
    Aborted,
    Cancelled,
}

/// Book-keeping shared by all algorithms: counts, budget, hook, solutions.
pub(crate) struct Search<'a> {
    pub stats: Stats,
    mode: Mode,
    max_calls: u64,
    progress_every: u64,
    next_progress: u64,
    hook: &'a mut dyn FnMut(&Stats) -> Flow,
    solutions: u8,
    first: Option<[u8; CELLS]>,
    halt: Option<Halt>,
}

impl<'a> Search<'a> {
    pub fn new(options: &Options, hook: &'a mut dyn FnMut(&Stats) -> Flow) -> Self {
        let every = options.progress_every.max(1);
        Search {
            stats: Stats::default(),
            mode: options.mode,
            max_calls: options.max_calls.unwrap_or(u64::MAX),
            progress_every: every,
            next_progress: every,
            hook,
            solutions: 0,
            first: None,
            halt: None,
        }
    }

    /// Counts one call of the recursive function. False: stop (budget or hook).
    #[inline(always)]
    pub fn enter(&mut self) -> bool {
        if self.stats.calls >= self.max_calls {
            self.halt = Some(Halt::Aborted);
            return false;
        }
        self.stats.calls += 1;
        if self.stats.calls >= self.next_progress {
            return self.report();
        }
        true
    }

    #[cold]
    #[inline(never)]
    fn report(&mut self) -> bool {
        self.next_progress = self.stats.calls.saturating_add(self.progress_every);
        if (self.hook)(&self.stats) == Flow::Stop {
            self.halt = Some(Halt::Cancelled);
            return false;
        }
        true
    }

    /// Records a solution. True: enough solutions, stop searching.
    #[inline]
    pub fn found(&mut self, cells: &[u8; CELLS]) -> bool {
        if self.first.is_none() {
            self.first = Some(*cells);
        }
        self.solutions += 1;
        self.mode == Mode::First || self.solutions >= 2
    }

    /// The outcome once the search returned.
    pub fn finish(self) -> Outcome {
        let verdict = match (self.halt, self.solutions, self.mode) {
            (_, 2.., _) => Verdict::Multiple,
            (_, 1, Mode::First) => Verdict::Solved,
            (Some(Halt::Aborted), _, _) => Verdict::Aborted,
            (Some(Halt::Cancelled), _, _) => Verdict::Cancelled,
            (None, 1, _) => Verdict::Unique,
            (None, _, _) => Verdict::NoSolution,
        };
        Outcome {
            verdict,
            solution: self.first.and_then(|c| Grid::from_cells(c).ok()),
            stats: self.stats,
        }
    }
}
