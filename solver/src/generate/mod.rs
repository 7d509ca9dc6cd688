//! New puzzles at a chosen level: [`generate`].
//!
//! A candidate puzzle is made in three moves: a random complete grid
//! (`fill.rs`), givens removed one orbit of the [`Symmetry`] at a time in
//! random order while the puzzle keeps one solution (`dig.rs`), then the
//! rating's walk, capped at the level's highest score so that a puzzle
//! too hard is rejected as soon as the walk gets there (`accept.rs`). A
//! candidate at another level is dropped and the next one made; the number
//! of candidates is [`Generated::tries`].
//!
//! * `easy` puzzles are carved differently: a given is removed only when
//!   hidden singles still solve the puzzle, so every candidate is easy. They
//!   are minimal among easy puzzles (no given can be removed without needing
//!   more than hidden singles), not minimal outright: an easy puzzle needs
//!   more givens.
//! * `expert` puzzles (rare among random ones) are seeds from a set made by
//!   the random search ([`search`]), transformed at random (`expert.rs`,
//!   `transform.rs`).
//! * Puzzles of the other levels are minimal: no given (with
//!   [`Symmetry::None`]) or symmetric pair of givens (with another symmetry)
//!   can be removed without a second solution.
//!
//! The rating of a generated puzzle is exactly [`rate`](crate::rating::rate)'s:
//! the capped walk takes the same steps as the full one. The same
//! [`GenerateOptions`] give the same puzzle on every platform: the
//! randomness is a hand-written SplitMix64 over `u64` (`random.rs`), with
//! no floating point and nothing that depends on the width of `usize`.
//!
//! ```
//! use sudoku_solver::generate::{generate, GenerateOptions, Symmetry};
//! use sudoku_solver::rating::{rate, Level};
//!
//! let options = GenerateOptions { level: Level::Hard, symmetry: Symmetry::Rotational, seed: 7 };
//! let made = generate(&options);
//! assert_eq!(rate(&made.puzzle).map(|r| r.level), Ok(Level::Hard));
//! assert!(made.puzzle.is_completed_by(&made.solution));
//! assert!(Symmetry::Rotational.holds_for(made.puzzle.cells()));
//! assert_eq!(generate(&options).puzzle, made.puzzle); // the same seed, the same puzzle
//! ```

mod accept;
mod daily;
mod dig;
mod expert;
pub(crate) mod fill;
mod practise;
pub(crate) mod random;
mod singles;
mod symmetry;
pub(crate) mod transform;

pub use daily::{daily, daily_options, daily_with_progress};
pub use practise::{
    ceiling, fits, met_by_hints, practicable, practise, practise_with_progress, search_practise,
    seeds as practise_seeds,
};
pub use symmetry::{Symmetry, UnknownSymmetry};

use crate::rating::{Level, RatedTechnique, Rating};
use crate::{Flow, Grid};
use random::Random;
use std::fmt;

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GenerateOptions {
    /// The level the puzzle's rating must have.
    pub level: Level,
    /// The symmetry of the givens.
    pub symmetry: Symmetry,
    /// The seed: the same options give the same puzzle.
    pub seed: u64,
}

/// `medium`, no symmetry, seed 0.
impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            level: Level::Medium,
            symmetry: Symmetry::None,
            seed: 0,
        }
    }
}

/// A generated puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Generated {
    /// The puzzle: exactly one solution, rated at the level asked.
    pub puzzle: Grid,
    /// Its solution.
    pub solution: Grid,
    /// Its rating, as [`rate`](crate::rating::rate) gives it.
    pub rating: Rating,
    /// How many candidate puzzles were made (this one included).
    pub tries: u64,
}

/// Why no puzzle was generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// The progress hook said [`Flow::Stop`].
    Cancelled,
    /// No puzzle for practising this technique can be made in reasonable
    /// time: it has no seeds, and random puzzles almost never need it
    /// ([`practicable`]).
    Unavailable(RatedTechnique),
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::Cancelled => f.write_str("puzzle generation cancelled"),
            GenerateError::Unavailable(technique) => write!(
                f,
                "no puzzle for practising {technique} can be made: none of the puzzles searched needed it as their hardest step"
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

/// A new puzzle at `options.level` with the givens in `options.symmetry`,
/// the same for the same options.
///
/// `easy`, `medium`, `hard` and `extreme` puzzles come from the random
/// search; `expert` ones, rare among random puzzles, from a seed set
/// transformed at random (`expert.rs`; [`search`] is the random search
/// alone). Mean times natively (release build): 0.2 ms for `easy`, 0.5 for
/// `expert`, 0.7 for `medium`, 1.7 for `hard` and 10 for `extreme` (up to
/// about 80); docs/cli.md has the measurements.
pub fn generate(options: &GenerateOptions) -> Generated {
    loop {
        // Without a hook that stops, generation never fails.
        if let Ok(made) = generate_with_progress(options, &mut |_| Flow::Continue) {
            return made;
        }
    }
}

/// As [`generate`], calling `hook` before each candidate puzzle with the
/// number of candidates made so far (0 before the first); [`Flow::Stop`]
/// ends generation with [`GenerateError::Cancelled`] at once.
///
/// One candidate takes a fraction of a millisecond natively (up to tens
/// when its rating needs supposition), so a page can call this in a worker
/// and cancel promptly. With a hook that always continues, the puzzle is the one
/// [`generate`] makes from the same options.
pub fn generate_with_progress(
    options: &GenerateOptions,
    hook: &mut dyn FnMut(u64) -> Flow,
) -> Result<Generated, GenerateError> {
    if options.level == Level::Expert {
        if let Some(seed) = expert::seed_of(options) {
            return run(options, hook, &mut |random, tries| {
                expert::candidate(&seed, options, random, tries)
            });
        }
    }
    search(options, hook)
}

/// The random search alone, for every level: random complete grids, givens
/// removed, candidates rated until one is at the level. The same as
/// [`generate_with_progress`] except for `expert`, where it does not use
/// the seed set and takes a second or more (this is how the seed set was
/// made).
pub fn search(
    options: &GenerateOptions,
    hook: &mut dyn FnMut(u64) -> Flow,
) -> Result<Generated, GenerateError> {
    run(options, hook, &mut |random, tries| {
        accept::candidate(options, random, tries)
    })
}

/// Makes candidates until one is accepted or the hook says stop.
fn run(
    options: &GenerateOptions,
    hook: &mut dyn FnMut(u64) -> Flow,
    candidate: &mut dyn FnMut(&mut Random, u64) -> Option<Generated>,
) -> Result<Generated, GenerateError> {
    // The seed is mixed first, so that near seeds give unrelated streams
    // rather than shifted ones.
    let mut random = Random::new(random::mix(options.seed ^ 0x5EED_5D0C_0000_0001));
    let mut tries = 0;
    loop {
        if hook(tries) == Flow::Stop {
            return Err(GenerateError::Cancelled);
        }
        tries += 1;
        if let Some(made) = candidate(&mut random, tries) {
            return Ok(made);
        }
    }
}
