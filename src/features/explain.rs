//! Explaining the solve: the next logical step (Hint), applying it (Step),
//! the steps taken so far, pencil marks and what to highlight.
//!
//! Pure Rust on top of the solver crate's technique engine
//! ([`sudoku_solver::logic`]): no Yew, no `web-sys`, tested natively.
//!
//! * [`candidates`] derives the pencil marks of a board: the digits not yet
//!   in a cell's row, column or box, minus the candidates removed by the
//!   steps taken.
//! * [`next`] finds the next step of a board, or says why there is none
//!   ([`Blocked`]).
//! * [`Note`] is what Hint and Step report; its step is the one the board
//!   highlights ([`crate::features::marks::Marks::of_step`]); its words are
//!   in [`crate::text`].
//!
//! Editing the puzzle by hand (typing, erasing, a paste, Clear) starts the
//! explanation over: like a solution, the digits placed by Step and the
//! candidates it removed are taken away, because they were deduced from the
//! puzzle as it was. Undo brings them back.

use crate::features::hint::{self, Level};
use crate::features::marks::Marks;
use crate::features::play;
use crate::model::Sheet;
use sudoku_solver::logic::{self, Contradiction, Step};
use sudoku_solver::{Clash, Verdict, CELLS};

/// The technique engine's board for the page's sheet: its digits, and the
/// candidates of every empty cell minus those removed by the steps taken.
pub fn logic_board(board: &Sheet) -> logic::Board {
    let mut out = logic::Board::from_grid(board.grid());
    for (cell, digit) in board.progress().eliminations() {
        out.eliminate(cell, digit);
    }
    out
}

/// The pencil marks of every cell as masks (bit `d` set when `d` is a
/// candidate, as [`sudoku_solver::Digits::bits`]); 0 for a filled cell.
pub fn candidates(board: &Sheet) -> [u16; CELLS] {
    let logic = logic_board(board);
    std::array::from_fn(|cell| logic.candidates(cell))
}

/// Why Hint and Step have no step to show.
#[derive(Clone, Debug, PartialEq)]
pub enum Blocked {
    /// The board has no digits.
    Empty,
    /// Every cell is filled and nothing clashes.
    Solved,
    /// Digits clash.
    Clashes(Vec<Clash>),
    /// Entries of the reader's differ from the puzzle's one solution:
    /// (cell, digit entered), in cell order. No step is found on top of them.
    Wrong(Vec<(usize, u8)>),
    /// The puzzle cannot be completed; the contradiction the pencil marks
    /// show, when they show one.
    NoSolution(Option<Contradiction>),
    /// No technique applies. `multiple` when the puzzle has more than one
    /// solution (then logic alone can never finish it).
    Stuck {
        /// The puzzle has two or more solutions.
        multiple: bool,
    },
}

/// The next step of `board`, found by the technique engine, with whether
/// the puzzle has more than one solution; or why there is none.
///
/// Checks, in order: an empty board, clashes, the reader's entries against
/// the puzzle's solution, a finished grid, a puzzle without solution (by
/// the fast solver, which takes microseconds), then asks the engine for the
/// easiest step on the board as the reader has it (givens, entries, and
/// the digits and eliminations of the steps taken).
pub fn next(board: &Sheet, clashes: &[Clash]) -> Result<Found, Blocked> {
    let wrong = wrong_entries(board);
    if !wrong.is_empty() && clashes.is_empty() {
        return Err(Blocked::Wrong(wrong));
    }
    next_on(board, clashes)
}

/// The step a saved board's steps are taken again with, on load: the
/// engine's easiest step on the board as it is (entries included, right or
/// wrong), so a board saved with a wrong entry still loads. `None` on an
/// empty or full board, or when no technique applies.
pub fn replay_step(board: &Sheet) -> Option<Step> {
    let filled = board.grid().filled();
    if filled == 0 || filled == CELLS {
        return None;
    }
    logic::next_step(&logic_board(board))
}

/// [`next`] without the check of the reader's entries.
fn next_on(board: &Sheet, clashes: &[Clash]) -> Result<Found, Blocked> {
    if board.grid().filled() == 0 {
        return Err(Blocked::Empty);
    }
    if !clashes.is_empty() {
        return Err(Blocked::Clashes(clashes.to_vec()));
    }
    let logic = logic_board(board);
    if logic.is_solved() {
        return Err(Blocked::Solved);
    }
    // Bounded: an unsettled count claims nothing (no unique-solution
    // technique is used unless the count said one solution).
    let verdict = play::count_bounded(board.grid()).verdict;
    if verdict == Verdict::NoSolution {
        return Err(Blocked::NoSolution(logic.contradiction()));
    }
    let multiple = verdict == Verdict::Multiple;
    match logic::next_step(&logic) {
        Some(step) => Ok(Found {
            step,
            multiple,
            on: logic,
        }),
        None => Err(Blocked::Stuck { multiple }),
    }
}

/// The reader's entries that differ from the one solution of the givens
/// (none when there are no entries or no single solution).
fn wrong_entries(board: &Sheet) -> Vec<(usize, u8)> {
    let entries = board.entries();
    if entries.filled() == 0 {
        return Vec::new();
    }
    let Ok(solution) = play::solution(&board.puzzle()) else {
        return Vec::new();
    };
    (0..CELLS)
        .filter(|&i| entries.get(i) != 0 && entries.get(i) != solution.get(i))
        .map(|i| (i, entries.get(i)))
        .collect()
}

/// A step found by [`next`].
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The step.
    pub step: Step,
    /// The puzzle has more than one solution.
    pub multiple: bool,
    /// The engine's board the step was found on (lets Step reuse a Hint).
    pub on: logic::Board,
}

/// What Hint, Step and the steps list report (the status line and the
/// highlight on the board are derived from it).
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    /// Hint: the next step, not applied, shown up to `level`.
    Hint {
        /// The step.
        found: Box<Found>,
        /// How much of it is shown.
        level: Level,
    },
    /// Step applied the step numbered `number` (1-based).
    Stepped {
        /// Its number in the steps list.
        number: usize,
        /// The step.
        step: Step,
        /// The puzzle has more than one solution.
        multiple: bool,
    },
    /// A step of the list, selected to see it again.
    Review {
        /// Its number in the steps list (1-based).
        number: usize,
        /// The step.
        step: Step,
    },
    /// The step shown from the list was selected again: nothing shown.
    Unreviewed,
    /// Hint or Step found no step.
    Blocked(Blocked),
}

impl Note {
    /// The step to highlight on the board, if any.
    pub fn step(&self) -> Option<&Step> {
        match self {
            Note::Hint { found, .. } => Some(&found.step),
            Note::Stepped { step, .. } | Note::Review { step, .. } => Some(step),
            Note::Unreviewed | Note::Blocked(_) => None,
        }
    }

    /// The step a Hint shows, if it was found on `board` (so Step can
    /// apply it without searching again).
    pub fn hint_on(&self, board: &logic::Board) -> Option<&Found> {
        match self {
            Note::Hint { found, .. } if found.on == *board => Some(found),
            _ => None,
        }
    }

    /// What the board highlights: a hint as far as it is shown, any other
    /// step whole.
    pub fn marks(&self) -> Option<Marks> {
        match self {
            Note::Hint { found, level } => Some(hint::marks(&found.step, *level)),
            _ => self.step().map(Marks::of_step),
        }
    }

    /// The level of the hint shown, if a hint is shown.
    pub fn hint_level(&self) -> Option<Level> {
        match self {
            Note::Hint { level, .. } => Some(*level),
            _ => None,
        }
    }

    /// The number of the step of the list shown, if any.
    pub fn reviewed(&self) -> Option<usize> {
        match self {
            Note::Review { number, .. } => Some(*number),
            _ => None,
        }
    }
}
