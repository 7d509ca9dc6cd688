//! Every user intent, and every result that comes back to the page, as an
//! [`Action`] for the reducer.

use super::State;
use crate::features::jobs::{Event, Lane};
use crate::features::photo::PhotoReading;
use crate::features::solve::SolveReport;
use crate::model::Variant;
use sudoku_solver::date::Date;
use sudoku_solver::rating::{Level, RatedTechnique};
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
    /// The first cell of the row (Home).
    RowStart,
    /// The last cell of the row (End).
    RowEnd,
    /// The first cell of the board, row 1, column 1 (Ctrl+Home).
    First,
    /// The last cell of the board, row 9, column 9 (Ctrl+End).
    Last,
}

/// Where a puzzle text came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The page's `?puzzle=` parameter.
    Link,
    /// A paste on the board.
    Paste,
    /// A photo's preview (Use this puzzle).
    Photo,
    /// The Batch panel's Open.
    Batch,
}

/// What typing a digit does while playing (SudokuPad's modes; keys Z, X,
/// C and V).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum InputMode {
    /// The digit goes in the cells.
    #[default]
    Digit,
    /// The digit toggles a corner mark.
    Corner,
    /// The digit toggles a centre mark.
    Centre,
    /// The digit is a colour (1-9).
    Colour,
}

impl InputMode {
    /// Every mode, in the order of the pad's switch.
    pub const ALL: [InputMode; 4] = [
        InputMode::Digit,
        InputMode::Corner,
        InputMode::Centre,
        InputMode::Colour,
    ];

    /// The word used in `data-mode` and in saved data: `digit`, `corner`,
    /// `centre`, `colour`.
    pub fn as_str(self) -> &'static str {
        match self {
            InputMode::Digit => "digit",
            InputMode::Corner => "corner",
            InputMode::Centre => "centre",
            InputMode::Colour => "colour",
        }
    }

    /// The mode of a word of [`InputMode::as_str`].
    pub fn from_word(word: &str) -> Option<InputMode> {
        InputMode::ALL.into_iter().find(|m| m.as_str() == word)
    }
}

/// Every user intent (and every result that comes back to the page).
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Select cell `0..81` alone (a click or tap).
    Select(usize),
    /// Add cell `0..81` to the selection, or take it out (Shift or Ctrl+click).
    SelectAlso(usize),
    /// Add cell `0..81` to the selection and move there (dragging).
    SelectMore(usize),
    /// Select every cell (Ctrl+A).
    SelectAll,
    /// Select no cell (Escape).
    SelectNone,
    /// Move the selection (arrow keys, Home, End); stops at the edges.
    Move(Direction),
    /// Move and add the cell moved to the selection, keeping the cells
    /// selected (Shift with an arrow, Home or End): selecting a cage's or
    /// a region's cells from the keyboard, as a drag does.
    MoveExtend(Direction),
    /// Digit 1..=9 (0 erases) on the selected cells: while entering, a
    /// given; while playing, what the [`InputMode`] says.
    Input(u8),
    /// Toggle corner mark 1..=9 in the selected cells (Shift+digit).
    Corner(u8),
    /// Toggle centre mark 1..=9 in the selected cells (Ctrl+digit).
    Centre(u8),
    /// Choose what typing a digit does while playing.
    SetInputMode(InputMode),
    /// Lock the givens and start playing.
    Start,
    /// Go back to entering the puzzle (undoable).
    EditPuzzle,
    /// Mark the entries that differ from the solution.
    Check,
    /// Remember the board as it is (entries, marks, colours).
    Checkpoint,
    /// Return to the latest checkpoint of the puzzle (Undo takes it back).
    BackToCheckpoint,
    /// Go back to just before the first entry that differs from the
    /// solution (Undo takes it back).
    UndoToMistake,
    /// Fill the selected cells with their solution digits.
    Reveal,
    /// Fill the centre marks of every empty cell with its candidates.
    FillCentreMarks,
    /// Whether placing a digit takes it out of the marks of the cells it sees.
    SetTidyMarks(bool),
    /// Shade, or not, the cells the selected cell sees.
    SetShowPeers(bool),
    /// The clock: `now` in milliseconds, and whether the page is visible
    /// (the timer counts only while it is).
    Tick {
        /// Milliseconds (`performance.now()`).
        now: f64,
        /// The page is visible.
        visible: bool,
    },
    /// Entering: play the puzzle under `variant`'s rules (the `Variant`
    /// select; undoable). Cages are kept when the new variant has cages
    /// too; a jigsaw starts from the 3x3 boxes as its regions.
    SetVariant(Variant),
    /// Entering a killer: the selected cells become a cage of this sum
    /// (the `Cage sum` field and Enter); the cages they were in are taken
    /// away, and the status says so. Cells of one cage only (some or all)
    /// give that cage the new sum instead. An impossible cage, cells that
    /// do not join up, or 0 (what was typed is no sum) change nothing and
    /// the status says why.
    AddCage(u8),
    /// Entering a killer: take away every cage with a selected cell.
    DeleteCage,
    /// A killer (entering or playing): say the combinations of digits
    /// that make the sum of the selected cell's cage, and those the board
    /// still allows (More tools, Combinations). Changes nothing.
    CageCombinations,
    /// Entering a jigsaw: the selected cells, nine connected ones, become
    /// one region (`Make region`; undoable). A region they take cells
    /// from is gone, its other cells in no region until they are drawn
    /// again (docs/variants.md, The page).
    MakeRegion,
    /// The variants module could not be loaded (a variant was chosen in
    /// the first load's module, offline before it was ever fetched).
    VariantsUnavailable,
    /// Empty the whole board.
    ClearBoard,
    /// Go back one edit.
    Undo,
    /// Go forward one undone edit.
    Redo,
    /// Load pasted puzzle text (docs/interfaces.md, Puzzle text); a bad text
    /// changes nothing.
    Paste(String),
    /// Load a puzzle opened from the Batch panel (as a paste).
    FromBatch(String),
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
    /// The page speaks another language: words the puzzle worker made in
    /// the old one (the hint shown) are asked for again.
    LanguageChanged,
    /// Run the four algorithms on the board's givens, one after another.
    Compare,
    /// Stop the running comparison.
    CompareStop,
    /// Choose the level of the next new puzzle.
    SetLevel(Level),
    /// Make a new puzzle of the chosen level from `seed` (New puzzle).
    NewPuzzle {
        /// The seed: the same seed makes the same puzzle.
        seed: u64,
    },
    /// Make the puzzle of `date` at the chosen level (Today's puzzle).
    TodaysPuzzle {
        /// The day (the device's date, UTC).
        date: Date,
    },
    /// Stop making a new puzzle.
    CancelNewPuzzle,
    /// Choose the technique of the next Practise.
    SetTechnique(RatedTechnique),
    /// Make a puzzle for practising the chosen technique from `seed`.
    Practise {
        /// The seed: the same seed makes the same puzzle.
        seed: u64,
    },
    /// Skip to it: take the hints' steps up to the first use of the
    /// technique practised, and show that step's hint.
    SkipToIt,
    /// The clock's date (UTC): finished puzzles are recorded on it.
    Today(Date),
    /// The statistics file could not be saved (the reason).
    StatsExportFailed(String),
    /// A statistics file was chosen to import: the puzzle worker reads it.
    ImportStats {
        /// The file's name.
        name: String,
        /// The page's number of the file, by which it reaches the worker.
        file: u32,
    },
    /// A photo was opened (picked, pasted or dropped): read it; or the
    /// camera panel locked a reading (`read`): preview it.
    OpenPhoto {
        /// The page's number of its file, by which the file reaches the
        /// reader worker (0 for the camera's, which has no file).
        file: u32,
        /// The file's name.
        name: String,
        /// Its address for the thumbnail.
        thumbnail: String,
        /// What the camera read, to preview at once.
        read: Option<PhotoReading>,
    },
    /// A digit typed in the photo's preview (0 empties the cell).
    PhotoDigit {
        /// The cell, 0-based row-major.
        cell: usize,
        /// The digit.
        digit: u8,
    },
    /// Use this puzzle: the preview's digits become the board's givens.
    UsePhoto,
    /// Close the photo's preview; the board is as it was.
    ClosePhoto,
    /// The share link of the current givens was made.
    Shared {
        /// The full link, `...?puzzle=<81 chars>[&progress=<code>]`.
        link: String,
        /// Whether it was copied to the clipboard.
        copied: bool,
        /// Whether it carries the reader's progress.
        progress: bool,
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
    /// The saved state, read once the puzzle worker has read it or taken
    /// its steps again (see
    /// [`Message::Restoring`](super::Message::Restoring)): the page takes
    /// it whole, as it would have on load.
    Restore(Box<State>),
}
