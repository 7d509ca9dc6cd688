//! Every user intent, and every result that comes back to the page, as an
//! [`Action`] for the reducer.

use super::State;
use crate::features::jobs::{Event, Lane};
use crate::features::solve::SolveReport;
use sudoku_solver::Algorithm;

/// A direction for the arrow keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

/// Where a puzzle text came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The page's `?puzzle=` parameter.
    Link,
    /// A paste on the board.
    Paste,
}

/// Every user intent (and every result that comes back to the page).
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Select cell `0..81` (a click or tap).
    Select(usize),
    /// Move the selection (arrow keys); stops at the edges.
    Move(Direction),
    /// Put digit 1..=9 in the selected cell, or clear it with 0.
    Input(u8),
    /// Empty the whole board.
    ClearBoard,
    /// Go back one edit.
    Undo,
    /// Go forward one undone edit.
    Redo,
    /// Load pasted puzzle text (SPEC section 1); a bad text changes nothing.
    Paste(String),
    /// Choose the algorithm for the next solve.
    SetAlgorithm(Algorithm),
    /// Solve the board's givens with the chosen algorithm: at once when
    /// there is nothing to search (an empty board, clashing givens), else
    /// as a job of the solve lane (see [`State::jobs`]).
    Solve,
    /// The result of a solve of the board's givens.
    Solved(Box<SolveReport>),
    /// Stop the running solve (Cancel).
    CancelSolve,
    /// The solve could not run (why).
    SolveFailed(String),
    /// News of a job of `lane`: progress, its result, or a failure.
    Job(Lane, Event),
    /// Highlight and explain the next logical step without applying it.
    Hint,
    /// Apply the next logical step (an undoable edit).
    Step,
    /// Show or hide the pencil marks.
    ToggleCandidates,
    /// Show step `number` (1-based) of the steps list again; selecting the
    /// shown one again hides it.
    ReviewStep(usize),
    /// Run the four algorithms on the board's givens, one after another.
    Compare,
    /// Stop the running comparison.
    CompareStop,
    /// The share link of the current givens was made.
    Shared {
        /// The full link, `...?puzzle=<81 chars>`.
        link: String,
        /// Whether it was copied to the clipboard.
        copied: bool,
    },
    /// The puzzle (and solution) lines were made for Copy.
    Copied {
        /// Whether they were copied to the clipboard.
        copied: bool,
    },
    /// Whether the last save to the browser's storage worked.
    Saved(bool),
    /// Another tab of the page saved this state (read back with
    /// [`crate::services::storage::decode`]): this tab takes its board,
    /// history and algorithm, so that the tabs never overwrite each other's work.
    OtherTab(Box<State>),
}
