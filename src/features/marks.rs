//! What to draw for the highlighted step: the part each cell takes in it
//! ([`Marks`]) and the pencil marks shown in each cell ([`pencil`]).
//!
//! Pure Rust, tested natively.

use crate::model::{Sheet, ShownStep};
use sudoku_solver::{Digits, Unit, CELLS};

/// How one cell takes part in the highlighted step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mark {
    /// The cell lies in a unit of the step.
    pub unit: bool,
    /// The cell is part of the pattern that proves the step.
    pub proof: bool,
    /// The digit the step places in this cell, 0 for none.
    pub placed: u8,
    /// The candidates the step removes from this cell (mask, bits 1..=9).
    pub removed: u16,
}

impl Mark {
    /// True when the step places a digit in the cell or removes candidates from it.
    pub fn is_target(&self) -> bool {
        self.placed != 0 || self.removed != 0
    }

    /// True when the cell takes any part in the step.
    pub fn is_marked(&self) -> bool {
        self.unit || self.proof || self.is_target()
    }
}

/// The marks of every cell for a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marks(pub [Mark; CELLS]);

impl Default for Marks {
    fn default() -> Self {
        Marks([Mark::default(); CELLS])
    }
}

impl Marks {
    /// The marks of `step`: its units, proof cells, placements and
    /// eliminations. Out-of-range cells and digits are ignored.
    pub fn of_step(step: &ShownStep) -> Marks {
        let mut marks = Marks::default();
        for unit in &step.units {
            if unit_in_range(*unit) {
                for cell in unit.cells() {
                    marks.0[cell].unit = true;
                }
            }
        }
        for &cell in step.cells.iter().filter(|&&c| c < CELLS) {
            marks.0[cell].proof = true;
        }
        for &(cell, digit) in &step.placements {
            if cell < CELLS && (1..=9).contains(&digit) {
                marks.0[cell].placed = digit;
            }
        }
        for &(cell, digit) in &step.eliminations {
            if cell < CELLS && (1..=9).contains(&digit) {
                marks.0[cell].removed |= Digits::single(digit).bits();
            }
        }
        marks
    }

    /// The mark of cell `index` (an unmarked one out of range).
    pub fn get(&self, index: usize) -> Mark {
        self.0.get(index).copied().unwrap_or_default()
    }
}

fn unit_in_range(unit: Unit) -> bool {
    match unit {
        Unit::Row(k) | Unit::Column(k) | Unit::Box(k) => k < 9,
    }
}

/// What to draw in each cell: the pencil marks shown (mask) for the cells
/// that show them, given the candidates, whether the toggle is on, and the
/// highlighted step's marks.
///
/// An empty cell shows its candidates when the toggle is on, and also when
/// the highlighted step places a digit in it or removes candidates from it
/// or uses it in its pattern (so a hint can be read with the toggle off).
/// The candidates a step removed are added back to what is drawn (struck
/// through), so a step of the list shows what it removed.
pub fn pencil(
    board: &Sheet,
    candidates: &[u16; CELLS],
    show: bool,
    marks: Option<&Marks>,
) -> [u16; CELLS] {
    std::array::from_fn(|cell| {
        if board.value(cell) != 0 {
            return 0;
        }
        let mark = marks.map(|m| m.get(cell)).unwrap_or_default();
        let involved = mark.proof || mark.is_target();
        if show || involved {
            (candidates[cell] | mark.removed | placed_bit(mark.placed)) & Digits::ALL.bits()
        } else {
            0
        }
    })
}

fn placed_bit(digit: u8) -> u16 {
    if (1..=9).contains(&digit) {
        Digits::single(digit).bits()
    } else {
        0
    }
}
