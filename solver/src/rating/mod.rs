//! How hard a puzzle is, on Sudoku Explainer's scale.
//!
//! [`rate`] solves the puzzle step by step, each step with the easiest
//! technique that applies, tried in Sudoku Explainer's (SE) order, and
//! scores it by its hardest step: the [`Score`] (1.0 to about 11, in exact
//! tenths), its [`Level`] (`easy` up to 1.5, `medium` up to 2.5, `hard` up
//! to 4.5, `expert` up to 6.5, `extreme` above), the hardest
//! [`RatedTechnique`] and how many steps each technique took.
//!
//! The techniques and SE's base ratings ([`RatedTechnique::base`]): full
//! house 1.0; hidden single in a box 1.2, in a row or column 1.5; direct
//! pointing 1.7, direct claiming 1.9, direct hidden pair 2.0; naked single
//! 2.3; direct hidden triple 2.5; pointing 2.6, claiming 2.8; naked pair
//! 3.0, X-Wing 3.2, hidden pair 3.4; naked triple 3.6, Swordfish 3.8,
//! hidden triple 4.0; XY-Wing 4.2, XYZ-Wing 4.4; unique rectangle (types
//! 1, 2 and 4) 4.5, of type 3 4.5 plus a tenth per digit of its naked
//! subset beyond the first (of its hidden subset beyond the second); unique
//! loop 4.5 plus a tenth for 6 cells, two for 8, five for 10 or more, and
//! the same for a subset (SE finds rectangles and loops together and takes
//! the lowest rated); naked quad 5.0, Jellyfish 5.2, hidden quad 5.4; BUG+1 5.6, BUG of types 2 and
//! 4 5.7, of type 3 5.7 plus a tenth per digit of its naked subset beyond
//! the first; aligned pair exclusion 6.2; aligned triple exclusion 7.5,
//! tried where SE tries it, after its forcing chains and before Nishio.
//! "Direct" means SE counts the intersection or subset only when it
//! gives a hidden single at once; the rating then places that digit too.
//! The unique rectangles and loops and BUG hold only for a puzzle with one
//! solution, which is the only kind the rating rates.
//!
//! Up to 6.2 the score is SE's whenever SE would use the same techniques.
//! SE's bidirectional cycles rate 6.5 (7.0 with both kinds of link) plus
//! the length increment; the lowest rated of the cycles, simple colouring,
//! X-chains and supposition is taken, as SE takes the first of its one
//! sorted list of cycles and forcing chains. Simple colouring, X-chains and supposition are rated
//! like SE's chains, by their kind and length: close to SE, not equal
//! (`chains.rs` and `supposition.rs` say exactly how). From SE's Nishio
//! chains (7.5) on, the chains are followed as SE follows them, so the
//! score is SE's: Nishio (`nishio.rs`), then SE's chaining engine
//! (`dynamic/`): cell and unit forcing chains (8.0), dynamic chains (8.5),
//! dynamic chains with other techniques inside (9.0) and nested chains
//! (9.5 to 10.5), each plus the length increment. XY-chains are not
//! rated as such: supposition rates those puzzles, nearer to SE.
//!
//! Ratings are deterministic: the same puzzle always gives the same rating.
//!
//! The files: `score.rs` ([`Score`], [`Level`]), `technique.rs`
//! ([`RatedTechnique`]), `order.rs` (SE's order and each step's score),
//! `direct_pointing.rs`, `direct_claiming.rs`, `direct_hidden_subset.rs`
//! (the direct techniques, which the hint engine does not use),
//! `chains.rs` (SE's length increment, simple colouring, X-chains),
//! `dynamic/` (SE's chaining engine: cell, unit, dynamic and nested
//! forcing chains),
//! `supposition.rs` (which of SE's chains a supposition is like),
//! `walk.rs` (the step-by-step walk, which can stop at a cap) and
//! `killer.rs` (the killer scale: [`killer::rate_killer`]).
//!
//! ```
//! use sudoku_solver::rating::{rate, Level, RatedTechnique};
//! use sudoku_solver::Grid;
//!
//! let grid = Grid::parse(
//!     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
//! )?;
//! let rating = rate(&grid).expect("one solution");
//! assert_eq!(rating.score.to_string(), "2.6"); // as Sudoku Explainer rates it
//! assert_eq!(rating.level, Level::Hard);
//! assert_eq!(rating.hardest, Some(RatedTechnique::Pointing));
//! # Ok::<(), sudoku_solver::ParseError>(())
//! ```

mod chains;
mod direct_claiming;
mod direct_hidden_subset;
mod direct_pointing;
mod dynamic;
pub mod killer;
mod nishio;
mod order;
mod score;
mod supposition;
mod technique;
mod walk;

pub use score::{Level, Score, UnknownLevel};
pub use technique::{RatedTechnique, UnknownTechnique};
pub(crate) use walk::{End, Walk};

use crate::{has_clash, solve, Algorithm, Grid, Options, Verdict};
use std::fmt;

/// The rating of a puzzle with one solution.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rating {
    /// The score of the hardest step (0.0 for a grid with nothing to fill).
    pub score: Score,
    /// The level of the score.
    pub level: Level,
    /// The technique of the hardest step (the first such step); `None` for a
    /// grid with nothing to fill.
    pub hardest: Option<RatedTechnique>,
    /// Each technique used with its number of steps, in the order of
    /// [`RatedTechnique::ALL`].
    pub steps: Vec<(RatedTechnique, usize)>,
}

impl Rating {
    /// The total number of steps.
    pub fn step_count(&self) -> usize {
        self.steps.iter().map(|&(_, n)| n).sum()
    }
}

/// Why a puzzle has no rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RateError {
    /// The puzzle has no solution (clashing givens included).
    NoSolution,
    /// The puzzle has more than one solution.
    Multiple,
    /// No technique applies any more (the deep supposition ran out of its
    /// budget); not seen on any puzzle of the test data.
    BeyondTechniques,
}

impl fmt::Display for RateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RateError::NoSolution => "the puzzle has no solution",
            RateError::Multiple => "the puzzle has more than one solution",
            RateError::BeyondTechniques => "no technique of the rating solves it",
        })
    }
}

impl std::error::Error for RateError {}

/// Rates a puzzle on Sudoku Explainer's scale (see the module
/// documentation). Only a puzzle with exactly one solution has a rating.
pub fn rate(grid: &Grid) -> Result<Rating, RateError> {
    if has_clash(grid) {
        return Err(RateError::NoSolution);
    }
    match solve(grid, Algorithm::Fast, &Options::default()).verdict {
        Verdict::Unique => {}
        Verdict::Multiple => return Err(RateError::Multiple),
        _ => return Err(RateError::NoSolution),
    }
    let mut walk = Walk::new(grid);
    match walk.run(None) {
        End::Solved => Ok(walk.rating()),
        End::Capped | End::Stuck => Err(RateError::BeyondTechniques),
    }
}
