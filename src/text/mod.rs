//! Every sentence the page says, in one place: the status line
//! ([`status`]), the words of Hint and Step ([`explain`]) and of Compare
//! ([`compare`]), of playing ([`play`]), of the difficulty and New puzzle
//! ([`difficulty`]), of a photo's preview ([`photo`]), of the camera ([`camera`]), of the Batch panel ([`batch`]), of the
//! statistics ([`stats`]), the cells' labels ([`cells`]), and
//! the number and time formats ([`numbers`]).
//!
//! Pure Rust, tested natively: derived from the [`State`](crate::state::State)
//! and never stored in it.

pub mod batch;
pub mod camera;
pub mod cells;
pub mod compare;
pub mod difficulty;
pub mod explain;
pub mod names;
pub mod numbers;
pub mod photo;
pub mod play;
mod solved;
pub mod stats;
mod status;

pub use numbers::{count, duration, thousands};
pub use status::status;

use sudoku_solver::Clash;

/// How the status line should look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tone {
    /// Neutral information.
    #[default]
    Info,
    /// A successful solve.
    Success,
    /// Something is wrong (clashes, bad input, no solution, budget hit).
    Problem,
}

impl Tone {
    /// A CSS class word: `info`, `success`, `problem`.
    pub fn as_str(self) -> &'static str {
        match self {
            Tone::Info => "info",
            Tone::Success => "success",
            Tone::Problem => "problem",
        }
    }
}

/// The status line, in words.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StatusView {
    /// How it should look.
    pub tone: Tone,
    /// The main sentence.
    pub headline: String,
    /// Further sentences, one per line.
    pub details: Vec<String>,
    /// A link to show (Share).
    pub link: Option<String>,
    /// Pieces of the lines above that change many times a second while a
    /// solve runs (the live call count and time): shown, but kept from
    /// screen readers, which would otherwise announce every update.
    pub quiet: Vec<String>,
}

/// "Two 5s in row 3. Two 5s in box 1." (at most three, then how many more).
pub fn clash_summary(found: &[Clash]) -> String {
    let mut parts: Vec<String> = found.iter().take(3).map(|c| format!("{c}.")).collect();
    if found.len() > 3 {
        parts.push(format!("And {} more.", found.len() - 3));
    }
    parts.join(" ")
}

pub use sudoku_solver::words::visible;
