//! Hints that teach: a hint comes in three [`Level`]s, each press of Hint
//! giving a little more. First where to look and which technique
//! ([`focus`]), then the cells of the pattern, then the digit placed or the
//! candidates removed. Step applies the hint at any level.
//!
//! Pure Rust, tested natively; the words are in [`crate::text`].

use crate::features::marks::{Mark, Marks};
use crate::model::{Focus, ShownStep};
use sudoku_solver::logic::{Bug, ForcingStart, Pattern, Rectangle, Step};
use sudoku_solver::CELLS;

/// How much of a hint is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// The technique and the place to look: "Look at box 2: a hidden single."
    #[default]
    Where,
    /// The cells and units of the pattern, highlighted.
    Cells,
    /// Everything: the explanation and the digit or candidates it changes.
    Answer,
}

impl Level {
    /// The level the next press of Hint shows (the answer stays the answer).
    pub fn next(self) -> Level {
        match self {
            Level::Where => Level::Cells,
            Level::Cells | Level::Answer => Level::Answer,
        }
    }
}

/// The place the first hint of `step` names (in the puzzle worker, where
/// [`crate::features::explain::shown`] keeps it with the step).
pub fn focus(step: &Step) -> Focus {
    match &step.pattern {
        Pattern::FullHouse { unit, .. } | Pattern::HiddenSingle { unit, .. } => Focus::Unit(*unit),
        Pattern::Locked { unit, .. }
        | Pattern::NakedSubset { unit, .. }
        | Pattern::HiddenSubset { unit, .. } => Focus::Unit(*unit),
        Pattern::NakedSingle { cell, .. } | Pattern::Supposition { cell, .. } => Focus::Cell(*cell),
        Pattern::XYWing { pivot, .. } => Focus::Cell(*pivot),
        Pattern::XYZWing { pivot, .. } => Focus::Cell(pivot.0),
        Pattern::UniqueRectangle { kind, .. } => match kind {
            Rectangle::One { cell } => Focus::Cell(*cell),
            Rectangle::Two { cells, digit } => cells
                .first()
                .map_or(Focus::Digit(*digit), |c| Focus::Cell(*c)),
            Rectangle::Three { unit, .. }
            | Rectangle::ThreeHidden { unit, .. }
            | Rectangle::Four { unit, .. } => Focus::Unit(*unit),
        },
        Pattern::BugPlusOne { cell, .. } => Focus::Cell(*cell),
        Pattern::Bug { kind } => match kind {
            Bug::Two { cells, digit } => cells
                .first()
                .map_or(Focus::Digit(*digit), |c| Focus::Cell(*c)),
            Bug::Three { unit, .. } | Bug::Four { unit, .. } => Focus::Unit(*unit),
        },
        Pattern::ForcingChain { start, .. } => match start {
            ForcingStart::Contradiction { cell, .. }
            | ForcingStart::Denial { cell, .. }
            | ForcingStart::BothWays { cell, .. }
            | ForcingStart::Cell { cell } => Focus::Cell(*cell),
            ForcingStart::Unit { unit, .. } => Focus::Unit(*unit),
        },
        Pattern::Cycle { links, .. } => links
            .first()
            .map_or(Focus::Cell(0), |l| Focus::Cell(l.cell)),
        Pattern::AlignedPair { cells, .. } => Focus::Cell(cells[0]),
        Pattern::AlignedTriple { cells, .. } => Focus::Cell(cells[0]),
        Pattern::XChain { digit, .. } => Focus::Digit(*digit),
        Pattern::XYChain { cells, digit, .. } => cells
            .first()
            .map_or(Focus::Digit(*digit), |c| Focus::Cell(*c)),
        Pattern::Fish { digit, .. }
        | Pattern::ColourWrap { digit, .. }
        | Pattern::ColourTrap { digit, .. } => Focus::Digit(*digit),
    }
}

/// What the board highlights for `step` shown at `level`: at
/// [`Level::Where`] the cell or unit to look at (nothing for a digit), at
/// [`Level::Cells`] the step's units and pattern without its targets, at
/// [`Level::Answer`] all of it ([`Marks::of_step`]).
pub fn marks(step: &ShownStep, level: Level) -> Marks {
    match level {
        Level::Where => {
            let mut marks = Marks::default();
            let cells: Vec<usize> = match step.focus {
                Focus::Cell(cell) => vec![cell],
                Focus::Unit(unit) => unit.cells().to_vec(),
                Focus::Digit(_) => Vec::new(),
            };
            for cell in cells.into_iter().filter(|&c| c < CELLS) {
                marks.0[cell].unit = true;
            }
            marks
        }
        Level::Cells => {
            let all = Marks::of_step(step);
            Marks(all.0.map(|mark| Mark {
                placed: 0,
                removed: 0,
                ..mark
            }))
        }
        Level::Answer => Marks::of_step(step),
    }
}
