//! How hard the puzzle on the board is: its [`Difficulty`] on Sudoku
//! Explainer's scale (the solver crate's [`rating`](sudoku_solver::rating)),
//! and [`Rated`], what the page knows of it while the puzzle worker rates.
//!
//! The rating runs in the puzzle worker only ([`run`]); the page's own
//! module never links the technique engine's rating, which keeps its first
//! load small.

use super::lanes::JobId;
use serde::{Deserialize, Serialize};
use sudoku_solver::rating::{self, Level, RateError, Score};
use sudoku_solver::Grid;

/// The fewest givens a puzzle with one solution can have.
pub const FEWEST_GIVENS: usize = 17;

/// How hard a puzzle is (its level follows from the score,
/// [`Difficulty::level`]: the page does not read it from the worker, which
/// keeps the page's module small).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Difficulty {
    /// The score of the hardest step.
    pub score: Score,
    /// The name of the technique of the hardest step (none for a board
    /// with nothing left to fill).
    pub technique: Option<String>,
}

impl Difficulty {
    /// The difficulty of a rating.
    pub fn of(rating: &rating::Rating) -> Difficulty {
        Difficulty {
            score: rating.score,
            technique: rating.hardest.map(|t| t.to_string()),
        }
    }

    /// The level of the score.
    pub fn level(&self) -> Level {
        self.score.level()
    }
}

/// Rates `puzzle` (in the puzzle worker). An error says why there is no
/// rating ("the puzzle has more than one solution").
pub fn run(puzzle: &Grid) -> Result<Difficulty, String> {
    rating::rate(puzzle)
        .map(|r| Difficulty::of(&r))
        .map_err(|err: RateError| err.to_string())
}

/// What the page knows of the current puzzle's difficulty.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Rated {
    /// Nothing to rate: too few givens, or clashes.
    #[default]
    Nothing,
    /// The puzzle worker is rating `puzzle` as job `job`.
    Pending {
        /// The givens being rated.
        puzzle: Grid,
        /// The job.
        job: JobId,
    },
    /// The rating of `puzzle`.
    Known {
        /// The givens.
        puzzle: Grid,
        /// How hard they are.
        difficulty: Difficulty,
    },
    /// `puzzle` has no rating: `why` (no single solution, or the rating
    /// could not run).
    NoRating {
        /// The givens.
        puzzle: Grid,
        /// Why, in a few words.
        why: String,
    },
}

impl Rated {
    /// The givens this is about.
    pub fn puzzle(&self) -> Option<&Grid> {
        match self {
            Rated::Nothing => None,
            Rated::Pending { puzzle, .. }
            | Rated::Known { puzzle, .. }
            | Rated::NoRating { puzzle, .. } => Some(puzzle),
        }
    }

    /// Follows the board's givens: a new set of givens with at least
    /// [`FEWEST_GIVENS`] and no clashes is rated as job `next_job()`; the
    /// same givens keep what is known. Returns whether a job number was
    /// used.
    pub fn follow(
        &mut self,
        puzzle: Grid,
        clashing: bool,
        next_job: impl FnOnce() -> JobId,
    ) -> bool {
        if self.puzzle() == Some(&puzzle) {
            return false;
        }
        if clashing || puzzle.filled() < FEWEST_GIVENS {
            *self = Rated::Nothing;
            return false;
        }
        *self = Rated::Pending {
            puzzle,
            job: next_job(),
        };
        true
    }

    /// The job to run, while one is pending.
    pub fn job(&self) -> Option<(JobId, Grid)> {
        match self {
            Rated::Pending { puzzle, job } => Some((*job, *puzzle)),
            _ => None,
        }
    }

    /// The end of job `job`: its difficulty, or why there is none.
    /// Ignored unless it is the pending job.
    pub fn done(&mut self, job: JobId, result: Result<Difficulty, String>) {
        let Rated::Pending {
            puzzle,
            job: pending,
        } = self
        else {
            return;
        };
        if *pending != job {
            return;
        }
        let puzzle = *puzzle;
        *self = match result {
            Ok(difficulty) => Rated::Known { puzzle, difficulty },
            Err(why) => Rated::NoRating { puzzle, why },
        };
    }
}
