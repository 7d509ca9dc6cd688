//! The last thing the page has to say: the status line
//! ([`crate::text::status`]) is derived from it and from the clashes.

use super::{Running, Source};
use crate::features::compare::Said;
use crate::features::explain::Note;
use crate::features::link::ProgressError;
use crate::features::play::NoSolution;
use crate::features::solve::SolveReport;
#[cfg(feature = "variants")]
use crate::model::Variant;
use sudoku_solver::date::Date;
use sudoku_solver::rating::{Level, RatedTechnique};
use sudoku_solver::ParseError;

/// Why a cage was not added (the `Cage sum` field and Enter).
#[cfg(feature = "variants")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CageRefusal {
    /// No cell is selected.
    NoCells,
    /// The variant has no cages (choose killer first).
    NotKiller,
    /// What was typed is not a sum (a whole number from 1 to 45).
    NotASum,
    /// The selected cells do not all join up side by side: this one is
    /// cut off from the first.
    NotConnected {
        /// A cell cut off from the others.
        cut_off: usize,
    },
    /// More than nine cells are selected.
    TooBig {
        /// The cells selected.
        size: usize,
    },
    /// No set of that many different digits adds up to the sum.
    ImpossibleSum {
        /// The sum typed.
        sum: u8,
        /// The cells selected.
        size: usize,
        /// The smallest sum of that many cells.
        min: u8,
        /// The largest.
        max: u8,
    },
    /// The rules refused it (the solver's words).
    Other(String),
}

/// The last thing the page has to say.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// The variants module could not be loaded.
    VariantsUnavailable,
    /// The puzzle is now played under this variant's rules.
    #[cfg(feature = "variants")]
    VariantChosen(Variant),
    /// A cage was added (the `Cage sum` field).
    #[cfg(feature = "variants")]
    CageAdded {
        /// Its head cell (top-left, where its sum is printed), 0-based.
        head: usize,
        /// Its sum.
        sum: u8,
        /// Its number of cells.
        cells: usize,
        /// The cages it took cells from, taken away.
        replaced: usize,
    },
    /// A cage's sum was changed (cells of that one cage selected and a
    /// sum typed).
    #[cfg(feature = "variants")]
    CageSumChanged {
        /// Its head cell (0-based).
        head: usize,
        /// Its new sum.
        sum: u8,
        /// Its number of cells.
        cells: usize,
    },
    /// A cage was not added, and why.
    #[cfg(feature = "variants")]
    CageRefused(CageRefusal),
    /// Delete cage took this many cages away.
    #[cfg(feature = "variants")]
    CagesDeleted(usize),
    /// Combinations: the selected cell's cage and its combinations.
    #[cfg(feature = "variants")]
    Combinations(crate::features::cage_combinations::CageCombinations),
    /// Combinations with no cell of a cage selected.
    #[cfg(feature = "variants")]
    NoCageSelected,
    /// About a jigsaw's regions being drawn (`Make region`, Start waiting
    /// for them, a drawing loaded).
    #[cfg(feature = "variants")]
    Regions(super::RegionNews),
    /// A variant's puzzle was loaded to play.
    #[cfg(feature = "variants")]
    VariantLoaded {
        /// Where its text came from.
        source: Source,
        /// Its variant.
        variant: Variant,
        /// Its givens.
        givens: usize,
        /// Its cages.
        cages: usize,
    },
    /// A variant's text could not be read (the solver's words, naming the
    /// cage, region or cell); nothing was loaded.
    #[cfg(feature = "variants")]
    VariantFailed(Source, String),
    /// Hint, Step and the difficulty know classic Sudoku only so far.
    #[cfg(feature = "variants")]
    ClassicOnly(Variant),
    /// Nothing happened yet.
    Welcome,
    /// A solve started in the worker (its live count is the news).
    Solving,
    /// A cell was edited.
    Edited(Dropped),
    /// A puzzle was loaded, with this many givens.
    Loaded(Source, usize),
    /// A puzzle text could not be read; nothing was loaded.
    LoadFailed(Source, ParseError),
    /// A puzzle text was an empty grid; nothing was loaded.
    LoadEmpty(Source),
    /// The puzzle of a link could not be read; nothing was loaded.
    LinkFailed {
        /// The link's puzzle text, to be shown so it can be corrected.
        text: String,
        /// What is wrong with it.
        err: ParseError,
    },
    /// A link with the reader's progress was loaded.
    LoadedProgress {
        /// The puzzle's givens.
        givens: usize,
        /// The entries it carried.
        entries: usize,
    },
    /// A link's puzzle was loaded, but not the progress code with it.
    ProgressFailed(ProgressError),
    /// The board was emptied.
    Cleared,
    /// New puzzle is making a puzzle in the puzzle worker.
    Making,
    /// A new puzzle was loaded to play.
    Made {
        /// Its level.
        level: Level,
        /// Its givens.
        givens: usize,
        /// The day, when it is the day's puzzle (Today's puzzle).
        daily: Option<Date>,
        /// The technique, when it is a puzzle for practising it.
        practise: Option<RatedTechnique>,
    },
    /// Making a puzzle for practising the technique was cancelled.
    PractiseCancelled(RatedTechnique),
    /// Skip to it found no step of the technique practised ahead.
    SkipMissed(RatedTechnique),
    /// Hint, Step or Skip to it: the puzzle worker is looking for the step.
    Thinking,
    /// Hint, Step or Skip to it could not run: why, in a few words.
    ExplainFailed(String),
    /// A statistics file was imported: `added` puzzles were new.
    StatsImported {
        /// Finished puzzles the file added.
        added: usize,
    },
    /// The statistics file could not be saved (the reason).
    StatsExportFailed(String),
    /// A statistics file was refused; nothing changed.
    StatsRefused {
        /// The file's name.
        name: String,
        /// Why.
        why: String,
    },
    /// Making a new puzzle of this level was cancelled.
    MakeCancelled(Level),
    /// No new puzzle could be made.
    MakeFailed {
        /// The level asked for.
        level: Level,
        /// Why, in a few words.
        error: String,
    },
    /// An edit was undone.
    Undone,
    /// An undone edit was redone.
    Redone,
    /// Undo with an empty history.
    NothingToUndo,
    /// Redo with nothing undone.
    NothingToRedo,
    /// A solve finished.
    Solved(Box<SolveReport>),
    /// What Hint, Step or the steps list said.
    Explain(Box<Note>),
    /// What Compare said.
    Compare(Said),
    /// Share made a link.
    Share {
        /// The link.
        link: String,
        /// Whether it was copied to the clipboard.
        copied: bool,
        /// Whether it carries the reader's progress.
        progress: bool,
    },
    /// Share pressed on an empty board.
    ShareEmpty,
    /// Copy pressed on an empty board.
    CopyEmpty,
    /// Another tab changed the board; this tab shows the same.
    OtherTab,
    /// The saved board and history were restored, with this many givens.
    Restored(usize),
    /// The saved data waits for the puzzle worker before the board is
    /// shown: its boards have steps Step took, which the worker takes
    /// again, or it is an older page's JSON, which the worker reads.
    Restoring,
    /// Saved data could not be read (the reason); the page started clean.
    RestoreFailed(String),
    /// A solve was cancelled (how far it got).
    Cancelled(Box<Running>),
    /// The worker could not run a solve.
    SolveFailed(String),
    /// Playing started (Start), with this many givens.
    Started(usize),
    /// Playing started with this many givens, which do not make a puzzle
    /// with one solution (why).
    StartedWithout(usize, NoSolution),
    /// Back to entering the puzzle.
    Entering,
    /// The selected cells hold givens or solved digits, which stay.
    Locked,
    /// Start pressed with nothing to play (an empty board or clashes).
    CannotStart,
    /// Checkpoint, Back to checkpoint or Undo to first mistake pressed
    /// while the puzzle is being entered, not played.
    NotPlaying,
    /// Checkpoint remembered the board: this many checkpoints are kept.
    Checkpointed(usize),
    /// Back to checkpoint with no checkpoint of this puzzle.
    NoCheckpoint,
    /// Back to checkpoint with the board as the checkpoint has it.
    AtCheckpoint,
    /// Back to checkpoint returned to the latest checkpoint.
    BackToCheckpoint,
    /// Undo to first mistake found no entry that differs from the solution.
    NoMistake,
    /// Undo to first mistake went back this many changes.
    BeforeFirstMistake(usize),
    /// Undo to first mistake could not go back far enough in the history
    /// and erased this many wrong entries instead.
    MistakesErased(usize),
    /// Check compared the entries with the solution.
    Checked {
        /// Entries that differ from the solution.
        wrong: usize,
        /// Entries in all.
        entries: usize,
    },
    /// Reveal filled this many cells.
    Revealed(usize),
    /// Check or Reveal need the puzzle's one solution, and there is none
    /// (`false`) or more than one (`true`).
    NoSingleSolution(NoSolution),
    /// Check, Reveal or Fill marks on a board without a puzzle.
    NoPuzzle,
    /// A digit changed after a hint (or a refused one): it no longer holds.
    HintGone,
    /// The reader completed the grid correctly.
    Finished,
    /// Copy made the puzzle line and, when solved, the solution line.
    Copied {
        /// The puzzle, 81 characters.
        puzzle: String,
        /// The solution, 81 digits, when the board is solved.
        solution: Option<String>,
        /// Whether they were copied to the clipboard.
        copied: bool,
    },
}

/// What an edit took off the board besides the edited cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dropped {
    /// Nothing: the board held only givens.
    Nothing,
    /// The solver's digits (an edit changes the puzzle they solved).
    Solution,
    /// This many steps taken by Step.
    Steps(usize),
}
