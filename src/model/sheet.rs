//! The sheet: the digits on the page's board, where each came from, and
//! the reader's own pencil marks and colours.

use super::{Progress, Rules, ShownStep};
use std::rc::Rc;
use sudoku_solver::{Digits, Grid, CELLS};

/// What a cell holds, as the page shows it (`data-kind`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Kind {
    /// No digit.
    #[default]
    Empty,
    /// A puzzle digit, typed while entering the puzzle, pasted or loaded.
    Given,
    /// A digit the reader put in while playing.
    Entered,
    /// A digit filled in by the solver (Solve or Reveal).
    Solved,
    /// A digit placed by Step (a logical step, see [`crate::features::explain`]).
    Step,
}

impl Kind {
    /// The `data-kind` word: `empty`, `given`, `entered`, `solved` or `step`.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Empty => "empty",
            Kind::Given => "given",
            Kind::Entered => "entered",
            Kind::Solved => "solved",
            Kind::Step => "step",
        }
    }
}

/// Whether the puzzle is being typed in or played (docs/interfaces.md,
/// Entering and playing).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Typed digits are givens.
    #[default]
    Entering,
    /// The givens are locked; typed digits are the reader's entries.
    Playing,
}

/// The digits on the board and where each came from, with the reader's
/// corner and centre marks and cell colours.
///
/// Invariant: solved digits are always a valid completion of the givens
/// (they come from a solve of exactly these givens); changing a given
/// therefore first takes the solution away.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    pub(super) phase: Phase,
    pub(super) values: Grid,
    pub(super) kinds: [Kind; CELLS],
    pub(super) corner: [Digits; CELLS],
    pub(super) centre: [Digits; CELLS],
    pub(super) colour: [u8; CELLS],
    pub(super) progress: Progress,
    /// The rules: classic, or a variant's houses and cages (shared by the
    /// sheets of the history, since they seldom change).
    pub(super) rules: Rc<Rules>,
    /// A jigsaw's regions while they are drawn and are not yet nine
    /// regions of nine connected cells: each cell's region (0-8), or 9 for
    /// a cell in no region yet (`features::variant::NO_REGION`); `None`
    /// when the rules' regions are the puzzle's (docs/variants.md, The
    /// page). The first load draws no regions.
    #[cfg(feature = "variants")]
    pub(super) drawing: Option<Rc<[u8; CELLS]>>,
}

impl Default for Sheet {
    fn default() -> Self {
        Sheet::empty()
    }
}

impl Sheet {
    /// The empty sheet, entering a puzzle.
    pub fn empty() -> Sheet {
        Sheet {
            phase: Phase::Entering,
            values: Grid::empty(),
            kinds: [Kind::Empty; CELLS],
            corner: [Digits::EMPTY; CELLS],
            centre: [Digits::EMPTY; CELLS],
            colour: [0; CELLS],
            progress: Progress::default(),
            rules: Rc::new(Rules::classic()),
            #[cfg(feature = "variants")]
            drawing: None,
        }
    }

    /// A sheet whose digits are all givens, still being entered.
    pub fn from_puzzle(puzzle: Grid) -> Sheet {
        let mut sheet = Sheet::empty();
        for i in 0..CELLS {
            let digit = puzzle.get(i);
            if digit != 0 {
                sheet.values.set(i, digit);
                sheet.kinds[i] = Kind::Given;
            }
        }
        sheet
    }

    /// This sheet with `solution` (a completion of its givens) in every cell
    /// that is empty or holds a step's digit; the reader's entries stay.
    pub fn solved_with(&self, solution: &Grid) -> Sheet {
        let mut sheet = self.clone();
        for i in 0..CELLS {
            if matches!(sheet.kinds[i], Kind::Empty | Kind::Step) && solution.get(i) != 0 {
                sheet.values.set(i, solution.get(i));
                sheet.kinds[i] = Kind::Solved;
            }
        }
        sheet.progress = Progress::default();
        sheet
    }

    /// The rules the puzzle is played under.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Entering: this sheet under `rules` (a variant chosen, a cage added
    /// or taken away); as any change of the puzzle, the solver's and the
    /// steps' digits are taken away.
    pub fn with_rules(&self, rules: Rules) -> Sheet {
        let mut sheet = self.edited(CELLS, 0);
        sheet.rules = Rc::new(rules);
        #[cfg(feature = "variants")]
        {
            sheet.drawing = None;
        }
        sheet
    }

    /// A jigsaw's regions being drawn, while they are not yet nine regions
    /// of nine connected cells (see the field's words above).
    #[cfg(feature = "variants")]
    pub fn drawing(&self) -> Option<&[u8; CELLS]> {
        self.drawing.as_deref()
    }

    /// Entering: this sheet under `rules` with a jigsaw's regions being
    /// drawn (`None`: the rules' regions are the puzzle's), as
    /// [`Sheet::with_rules`].
    #[cfg(feature = "variants")]
    pub fn with_drawing(&self, rules: Rules, drawing: Option<[u8; CELLS]>) -> Sheet {
        let mut sheet = self.with_rules(rules);
        sheet.drawing = drawing.map(Rc::new);
        sheet
    }

    /// Entering the puzzle or playing it.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// This sheet in `phase`.
    pub fn with_phase(&self, phase: Phase) -> Sheet {
        Sheet {
            phase,
            ..self.clone()
        }
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
        self.kinds.get(index).copied().unwrap_or_default()
    }

    /// The corner marks of cell `index`.
    pub fn corner(&self, index: usize) -> Digits {
        self.corner.get(index).copied().unwrap_or(Digits::EMPTY)
    }

    /// The centre marks of cell `index`.
    pub fn centre(&self, index: usize) -> Digits {
        self.centre.get(index).copied().unwrap_or(Digits::EMPTY)
    }

    /// The colour (1-9) of cell `index`, 0 for none.
    pub fn colour(&self, index: usize) -> u8 {
        self.colour.get(index).copied().unwrap_or(0)
    }

    /// Every digit shown: givens, entries, solver's and steps' digits.
    pub fn grid(&self) -> &Grid {
        &self.values
    }

    /// The givens only: the puzzle to solve or share.
    pub fn puzzle(&self) -> Grid {
        self.only(Kind::Given)
    }

    /// The reader's entries only.
    pub fn entries(&self) -> Grid {
        self.only(Kind::Entered)
    }

    fn only(&self, kind: Kind) -> Grid {
        let mut grid = Grid::empty();
        for i in (0..CELLS).filter(|&i| self.kinds[i] == kind) {
            grid.set(i, self.values.get(i));
        }
        grid
    }

    /// The steps taken by Step on this sheet.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The sheet after the logical `step`: its digits placed (in empty
    /// cells only) and the step added to the progress.
    pub fn with_step(&self, step: &ShownStep) -> Sheet {
        let mut sheet = self.clone();
        let mut filled = Vec::new();
        for &(cell, digit) in &step.placements {
            if cell < CELLS && (1..=9).contains(&digit) && sheet.values.get(cell) == 0 {
                sheet.values.set(cell, digit);
                sheet.kinds[cell] = Kind::Step;
                filled.push(cell);
            }
        }
        sheet.progress = self.progress.with_step(step, &filled);
        sheet
    }

    /// This sheet with its steps worded again: `reword` is given the
    /// sheet's progress and returns it in other words
    /// ([`Progress::reworded`]); nothing else changes.
    pub fn reworded(&self, reword: impl FnOnce(&Progress) -> Progress) -> Sheet {
        Sheet {
            progress: reword(&self.progress),
            ..self.clone()
        }
    }

    /// True when some digits were filled in by the solver.
    pub fn has_solution(&self) -> bool {
        self.kinds.contains(&Kind::Solved)
    }

    /// Whether there is a puzzle to play: givens, or cages (a killer may
    /// have no givens).
    pub fn has_puzzle(&self) -> bool {
        self.givens() > 0 || !self.rules.cages().is_empty()
    }

    /// Number of givens.
    pub fn givens(&self) -> usize {
        self.count(Kind::Given)
    }

    /// Number of cells of `kind`.
    pub fn count(&self, kind: Kind) -> usize {
        self.kinds.iter().filter(|&&k| k == kind).count()
    }

    /// Entering: the sheet with cell `index` set to the given `digit` (0
    /// clears it); the solver's and the steps' digits are taken away, as
    /// they were deduced from the puzzle as it was.
    pub fn edited(&self, index: usize, digit: u8) -> Sheet {
        let mut sheet = self.clone();
        for i in 0..CELLS {
            if matches!(sheet.kinds[i], Kind::Solved | Kind::Step) {
                sheet.values.set(i, 0);
                sheet.kinds[i] = Kind::Empty;
            }
        }
        sheet.progress = Progress::default();
        if index < CELLS {
            let digit = if digit <= 9 { digit } else { 0 };
            sheet.values.set(index, digit);
            sheet.kinds[index] = if digit == 0 { Kind::Empty } else { Kind::Given };
        }
        sheet
    }
}
