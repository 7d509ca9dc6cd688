//! The four search algorithms behind one interface, [`solve`]: `naive.rs`,
//! `candidates.rs`, `propagation.rs` and `fast/` (the production solver),
//! each a `run` that searches with the shared [`Search`] book-keeping.

mod candidates;
mod fast;
/// `fast` with its portable copy whatever the processor (for
/// [`crate::differential`]).
#[cfg(any(test, feature = "reference"))]
pub(crate) use fast::run_portable as fast_portable;
/// The pre-issue-16 `fast`, the oracle of [`crate::differential`].
#[cfg(any(test, feature = "reference"))]
pub(crate) mod fast_ref;
mod naive;
mod propagation;
/// The searches under a variant's rules (killer, X, windoku, jigsaw).
pub(crate) mod variant;

use crate::grid::Grid;
use crate::stats::{Flow, Options, Outcome, Search, Stats, Verdict};
use std::fmt;
use std::str::FromStr;

/// A search algorithm (docs/interfaces.md, Solving). With the `serde`
/// feature it reads and writes as its name, [`Algorithm::name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "&'static str", try_from = "String")
)]
pub enum Algorithm {
    /// The tutorial backtracking: first empty cell in row-major order, digits
    /// 1..9, a digit kept if its row, column and box do not hold it yet.
    Naive,
    /// As `Naive` (first empty cell, row-major), but every empty cell keeps
    /// its candidate set: only remaining candidates are tried, and a placement
    /// that leaves some empty cell without candidates is undone at once
    /// (forward checking).
    Candidates,
    /// Constraint propagation: naked and hidden singles to a fixed point, then
    /// a guess in the cell with the fewest candidates.
    Propagation,
    /// The production solver: per-digit bitboards, band-wise propagation of
    /// singles and locked candidates, fewest-candidates guessing.
    #[default]
    Fast,
}

impl Algorithm {
    /// All algorithms, slowest first.
    pub const ALL: [Algorithm; 4] = [
        Algorithm::Naive,
        Algorithm::Candidates,
        Algorithm::Propagation,
        Algorithm::Fast,
    ];

    /// The name used on the command line and in the page: `naive`,
    /// `candidates`, `propagation`, `fast`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Naive => "naive",
            Algorithm::Candidates => "candidates",
            Algorithm::Propagation => "propagation",
            Algorithm::Fast => "fast",
        }
    }

    /// A plain-language label for people.
    pub fn label(self) -> &'static str {
        match self {
            Algorithm::Naive => "Naive backtracking (tutorial)",
            Algorithm::Candidates => "Backtracking with candidates",
            Algorithm::Propagation => "Constraint propagation",
            Algorithm::Fast => "Fast bitboard solver",
        }
    }

    /// The name inside a sentence ("solved by {phrase}"): "naive
    /// backtracking", "backtracking with candidates", "constraint
    /// propagation", "the fast solver".
    pub fn phrase(self) -> &'static str {
        match self {
            Algorithm::Naive => "naive backtracking",
            Algorithm::Candidates => "backtracking with candidates",
            Algorithm::Propagation => "constraint propagation",
            Algorithm::Fast => "the fast solver",
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error for an unknown algorithm name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownAlgorithm(pub String);

impl fmt::Display for UnknownAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown algorithm '{}' (expected naive, candidates, propagation or fast)",
            self.0
        )
    }
}

impl std::error::Error for UnknownAlgorithm {}

impl FromStr for Algorithm {
    type Err = UnknownAlgorithm;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name() == s)
            .ok_or_else(|| UnknownAlgorithm(s.to_string()))
    }
}

/// The name, as [`Algorithm::name`].
impl From<Algorithm> for &'static str {
    fn from(algorithm: Algorithm) -> &'static str {
        algorithm.name()
    }
}

/// The algorithm of a name, as [`Algorithm::from_str`].
impl TryFrom<String> for Algorithm {
    type Error = UnknownAlgorithm;
    fn try_from(name: String) -> Result<Algorithm, UnknownAlgorithm> {
        name.parse()
    }
}

/// Solves `grid` with `algorithm`.
///
/// ```
/// use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};
/// let g = Grid::parse("5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....").unwrap();
/// let out = solve(&g, Algorithm::Fast, &Options::default());
/// assert_eq!(out.verdict, Verdict::Unique);
/// assert!(out.solution.unwrap().is_solved());
/// ```
pub fn solve(grid: &Grid, algorithm: Algorithm, options: &Options) -> Outcome {
    solve_with_progress(grid, algorithm, options, &mut |_| Flow::Continue)
}

/// Solves `grid`, calling `progress` with the counts so far every
/// [`Options::progress_every`] calls; returning [`Flow::Stop`] ends the
/// search with [`Verdict::Cancelled`].
///
/// Givens that clash give [`Verdict::NoSolution`] at once, with no calls.
pub fn solve_with_progress(
    grid: &Grid,
    algorithm: Algorithm,
    options: &Options,
    progress: &mut dyn FnMut(&Stats) -> Flow,
) -> Outcome {
    // The fast solver finds clashing givens itself, while it sets up.
    if algorithm != Algorithm::Fast && crate::clash::has_clash(grid) {
        return Outcome {
            verdict: Verdict::NoSolution,
            solution: None,
            stats: Stats::default(),
        };
    }
    let mut search = Search::new(options, progress);
    match algorithm {
        Algorithm::Naive => naive::run(grid, &mut search),
        Algorithm::Candidates => candidates::run(grid, &mut search),
        Algorithm::Propagation => propagation::run(grid, &mut search),
        Algorithm::Fast => fast::run(grid, &mut search),
    }
    search.finish()
}
