//! Every sentence the page says, in one place: the status line
//! ([`status`]), the words of Hint and Step ([`explain`]) and of Compare
//! ([`compare`]), of playing ([`play`]), of the difficulty and New puzzle
//! ([`difficulty`]), of a photo's preview ([`photo`]), of the camera ([`camera`]), of the Batch panel ([`batch`]), of the
//! statistics ([`stats`]), of variants ([`variant`]), the cells' labels ([`cells`]), and
//! the number and time formats ([`numbers`]).
//!
//! The sentences themselves are messages of the language's catalogue
//! (`i18n/ftl/<tag>/`, through [`crate::t!`]): this code picks the message
//! and passes it numbers and names.
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
pub mod variant;

pub use numbers::{count, duration, thousands};
pub use status::status;

use crate::t;
use sudoku_solver::{Clash, Unit};

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
    let mut parts: Vec<String> = found.iter().take(3).map(clash_text).collect();
    if found.len() > 3 {
        parts.push(t!("clash-more", count = found.len() - 3));
    }
    // Sentences, one after another.
    parts.join(" ")
}

/// "Two 5s in row 3." (one clash, worded from its digit, unit and cells).
fn clash_text(clash: &Clash) -> String {
    let (unit, number) = match clash.unit {
        Unit::Row(r) => ("row", r),
        Unit::Column(c) => ("column", c),
        Unit::Box(b) => ("box", b),
    };
    t!(
        "clash-found",
        count = clash.cells.len(),
        digit = clash.digit,
        unit = unit,
        number = number + 1
    )
}

/// `text` as it may be shown: each control character written as
/// `\u{0}`, `\u{a}`... (a reason that quotes a stranger's data stays one
/// line of plain text); the same in every language.
pub use sudoku_solver::words::visible;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clashes_are_worded_from_their_data() {
        let clash = |digit, unit, n| Clash {
            digit,
            unit,
            cells: (0..n).collect(),
        };
        let found = [
            clash(5, Unit::Row(2), 2),
            clash(5, Unit::Box(0), 3),
            clash(7, Unit::Column(8), 4),
            clash(1, Unit::Row(0), 5),
            clash(2, Unit::Row(1), 2),
        ];
        assert_eq!(
            clash_summary(&found[..3]),
            "Two 5s in row 3. Three 5s in box 1. Four 7s in column 9."
        );
        assert_eq!(
            clash_summary(&found),
            "Two 5s in row 3. Three 5s in box 1. Four 7s in column 9. And 2 more."
        );
        assert_eq!(clash_summary(&found[3..4]), "5 1s in row 1.");
        for c in &found {
            assert_eq!(clash_text(c), format!("{c}."));
        }
    }
}
