//! The sheet: the digits on the page's board and where each came from.

use super::Progress;
use sudoku_solver::logic::Step;
use sudoku_solver::{Grid, CELLS};

/// What a cell holds, as the page shows it (`data-kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// No digit.
    Empty,
    /// A puzzle digit the user typed, pasted or loaded from a link.
    Given,
    /// A digit filled in by the solver.
    Solved,
    /// A digit placed by Step (a logical step, see [`crate::features::explain`]).
    Step,
}

impl Kind {
    /// The `data-kind` word: `empty`, `given`, `solved` or `step`.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Empty => "empty",
            Kind::Given => "given",
            Kind::Solved => "solved",
            Kind::Step => "step",
        }
    }
}

/// The digits on the board and which of them the solver or Step filled in.
///
/// Invariant: solved digits are always a valid completion of the givens
/// (they come from a solve of exactly these givens); editing any cell
/// therefore first takes the solution away.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    values: Grid,
    solved: [bool; CELLS],
    progress: Progress,
}

impl Default for Sheet {
    fn default() -> Self {
        Sheet::empty()
    }
}

impl Sheet {
    /// The empty sheet.
    pub fn empty() -> Sheet {
        Sheet {
            values: Grid::empty(),
            solved: [false; CELLS],
            progress: Progress::default(),
        }
    }

    /// A sheet whose digits are all givens.
    pub fn from_puzzle(puzzle: Grid) -> Sheet {
        Sheet {
            values: puzzle,
            solved: [false; CELLS],
            progress: Progress::default(),
        }
    }

    /// The givens of `puzzle` plus the other digits of `solution`, marked solved.
    pub fn with_solution(puzzle: &Grid, solution: &Grid) -> Sheet {
        let mut sheet = Sheet::from_puzzle(*puzzle);
        for i in 0..CELLS {
            if puzzle.get(i) == 0 && solution.get(i) != 0 {
                sheet.values.set(i, solution.get(i));
                sheet.solved[i] = true;
            }
        }
        sheet
    }

    /// The digit of cell `index` (0-based, row-major), 0 when empty.
    pub fn value(&self, index: usize) -> u8 {
        if index < CELLS {
            self.values.get(index)
        } else {
            0
        }
    }

    /// The kind of cell `index`.
    pub fn kind(&self, index: usize) -> Kind {
        match (self.value(index), self.solved.get(index)) {
            (0, _) => Kind::Empty,
            (_, Some(true)) => Kind::Solved,
            _ if self.progress.placed(index) => Kind::Step,
            _ => Kind::Given,
        }
    }

    /// Every digit shown, givens and solved.
    pub fn grid(&self) -> &Grid {
        &self.values
    }

    /// The givens only: the puzzle to solve or share (without the digits
    /// of the solver or of Step).
    pub fn puzzle(&self) -> Grid {
        let mut puzzle = self.values;
        for (i, &solved) in self.solved.iter().enumerate() {
            if solved || self.progress.placed(i) {
                puzzle.set(i, 0);
            }
        }
        puzzle
    }

    /// The steps taken by Step on this sheet.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The sheet after the logical `step`: its digits placed (in empty
    /// cells only) and the step added to the progress.
    pub fn with_step(&self, step: &Step) -> Sheet {
        let mut sheet = self.clone();
        let mut filled = Vec::new();
        for &(cell, digit) in &step.placements {
            if cell < CELLS && (1..=9).contains(&digit) && sheet.values.get(cell) == 0 {
                sheet.values.set(cell, digit);
                filled.push(cell);
            }
        }
        sheet.progress = self.progress.with_step(step, &filled);
        sheet
    }

    /// True when some digits were filled in by the solver.
    pub fn has_solution(&self) -> bool {
        self.solved.iter().any(|&s| s)
    }

    /// Number of givens.
    pub fn givens(&self) -> usize {
        (0..CELLS).filter(|&i| self.kind(i) == Kind::Given).count()
    }

    /// The sheet with the solution and the steps taken away and cell
    /// `index` set to the given `digit` (0 clears it).
    pub fn edited(&self, index: usize, digit: u8) -> Sheet {
        let mut sheet = Sheet::from_puzzle(self.puzzle());
        if index < CELLS {
            sheet.values.set(index, if digit <= 9 { digit } else { 0 });
        }
        sheet
    }
}
