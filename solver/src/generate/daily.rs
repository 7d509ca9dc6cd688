//! The daily puzzle: [`daily`] makes the puzzle of a [`Date`] at a
//! [`Level`], a pure function of the two, so every device, the page and the
//! CLI give the same puzzle with no server.
//!
//! It is [`generate`](super::generate) with the options of
//! [`daily_options`]: givens symmetric under a half turn, as newspaper
//! puzzles are, and a seed made from the day's number and the level. The
//! seeds of the daily puzzles are far from the small seeds people give
//! `sudoku generate --seed`, so a daily puzzle is not one of those.

use super::{
    generate, generate_with_progress, GenerateError, GenerateOptions, Generated, Symmetry,
};
use crate::date::Date;
use crate::rating::Level;
use crate::Flow;

/// The high bits of every daily seed (the word "DAILY" in hex-speak).
const DAILY: u64 = 0xDA11_7000_0000_0000;

/// The options that make the puzzle of `date` at `level`.
pub fn daily_options(date: Date, level: Level) -> GenerateOptions {
    // Days fit in 22 bits (years 0 to 9999 lie within about 3 million days
    // of 1970), the level's place in 3.
    let days = (date.days() + (1 << 22)).unsigned_abs() & ((1 << 24) - 1);
    let index = Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u64;
    GenerateOptions {
        level,
        symmetry: Symmetry::Rotational,
        seed: DAILY | days << 3 | index,
    }
}

/// The puzzle of `date` at `level`: exactly one solution, rated at `level`,
/// givens symmetric under a half turn; the same on every platform.
///
/// ```
/// use sudoku_solver::date::Date;
/// use sudoku_solver::generate::daily;
/// use sudoku_solver::rating::{rate, Level};
///
/// let date: Date = "2026-11-26".parse().unwrap();
/// let made = daily(date, Level::Hard);
/// assert_eq!(rate(&made.puzzle).map(|r| r.level), Ok(Level::Hard));
/// assert_eq!(daily(date, Level::Hard).puzzle, made.puzzle);
/// assert_ne!(daily(date, Level::Medium).puzzle, made.puzzle);
/// ```
pub fn daily(date: Date, level: Level) -> Generated {
    generate(&daily_options(date, level))
}

/// [`daily`], telling `hook` the count of candidate puzzles tried so far;
/// [`Flow::Stop`] gives up ([`GenerateError`]). Not stopped, it makes
/// exactly [`daily`]'s puzzle (the page's Today's puzzle uses it, in a
/// worker that shows the count and can be cancelled).
pub fn daily_with_progress(
    date: Date,
    level: Level,
    hook: &mut dyn FnMut(u64) -> Flow,
) -> Result<Generated, GenerateError> {
    generate_with_progress(&daily_options(date, level), hook)
}
