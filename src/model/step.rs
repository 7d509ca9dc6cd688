//! A logical step as the page keeps it ([`ShownStep`]): what it changes,
//! what it highlights and its words, made from the solver's step in the
//! puzzle worker ([`crate::features::explain::shown`]). The page's own
//! module thus carries neither the technique engine's many kinds of step
//! nor the sentences that explain them.

use serde::{Deserialize, Serialize};
use sudoku_solver::Unit;

/// Where a step's first hint points the reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Focus {
    /// One cell (0-based, row-major).
    Cell(usize),
    /// A row, column or box.
    Unit(Unit),
    /// Every place of one digit.
    Digit(u8),
}

/// A step of Hint, Step or the steps list, as shown and applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownStep {
    /// The technique's name: "Naked single", "X-Wing".
    pub name: String,
    /// The technique's key (`naked-single`, `x-wing`): its messages are
    /// `step-technique-<key>` (the name with its article, for the first
    /// hint, is their attribute `.a`).
    pub key: String,
    /// Where the first level of its hint points.
    pub focus: Focus,
    /// The rows, columns and boxes it reasons about.
    pub units: Vec<Unit>,
    /// The cells of the pattern that proves it (0-based, row-major).
    pub cells: Vec<usize>,
    /// The digits it places: (cell, digit).
    pub placements: Vec<(usize, u8)>,
    /// The candidates it removes: (cell, digit).
    pub eliminations: Vec<(usize, u8)>,
    /// Why it holds, one sentence a line (the cases of a forcing chain
    /// after the first).
    pub why: Vec<String>,
    /// What it changes, as a sentence in the present: "It places 3 in
    /// row 1, column 2."
    pub changes: String,
    /// What it changed, as a sentence in the past: "Placed 3 in row 1,
    /// column 2."
    pub changed: String,
    /// One line for the steps list: "Naked single: 3 in row 1, column 2".
    pub summary: String,
    /// The language of its words (`de`): a step on the board in another
    /// language than the page's is worded again
    /// ([`crate::features::reword`]).
    pub lang: String,
}
