//! Checkpoints and going back to before the first mistake: the two tools a
//! player reaches for before and after a guess.
//!
//! * A checkpoint is the board as it was (entries, marks, colours) when
//!   Checkpoint was pressed; Back to checkpoint returns to the latest one
//!   of the puzzle on the board (the page keeps [`KEPT`]).
//! * [`before_first_mistake`] finds, in the undo history, the board just
//!   before the first entry that differs from the solution was made, and
//!   is still wrong now.
//!
//! Pure Rust on the model: no Yew, no `web-sys`, tested natively.

use crate::model::Sheet;
use sudoku_solver::Grid;

/// The most checkpoints kept (the oldest go first).
pub const KEPT: usize = 20;

/// Where Undo to first mistake goes.
#[derive(Clone, Debug, PartialEq)]
pub enum Back {
    /// No entry differs from the solution.
    NoMistake,
    /// The board of the undo history just before the first wrong entry
    /// still on the board was made, and how many changes back it is.
    To(Sheet, usize),
    /// The history does not reach back to before the mistakes (or the
    /// puzzle changed in between): the wrong entries are erased from the
    /// board as it is instead; the number of entries erased.
    Erased(Sheet, usize),
}

/// Undo to first mistake on `current`, with `undo` the undo history
/// (oldest first) and `solution` the puzzle's solution.
///
/// Walks back from the current board while the board has a wrong entry;
/// the first board without one, of the same puzzle, is the one before the
/// first mistake. When the history runs out first, the wrong entries are
/// erased from the current board.
pub fn before_first_mistake(current: &Sheet, undo: &[Sheet], solution: &Grid) -> Back {
    let wrong = current.wrong_entries(solution);
    if wrong == 0 {
        return Back::NoMistake;
    }
    for (back, sheet) in undo.iter().rev().enumerate() {
        if sheet.puzzle() != current.puzzle() {
            break;
        }
        if sheet.wrong_entries(solution) == 0 {
            return Back::To(sheet.clone(), back + 1);
        }
    }
    Back::Erased(current.erase(wrong), wrong.count_ones() as usize)
}
