//! Clashes among the digits of a grid: the same digit twice in a row, column or box.

use crate::geometry::{box_of, col_of, row_of, Unit};
use crate::grid::Grid;
use std::fmt;

/// One digit appearing more than once in one unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clash {
    /// The repeated digit, 1..=9.
    pub digit: u8,
    /// The unit it is repeated in.
    pub unit: Unit,
    /// Every cell (0-based index) of the unit holding the digit: two or more.
    pub cells: Vec<usize>,
}

/// "Two 5s in row 3".
impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = match self.cells.len() {
            2 => "Two".to_string(),
            3 => "Three".to_string(),
            4 => "Four".to_string(),
            n => n.to_string(),
        };
        write!(f, "{count} {}s in {}", self.digit, self.unit)
    }
}

/// Every clash in `grid`, rows first, then columns, then boxes; within a
/// unit by digit. Empty when the digits are consistent.
///
/// ```
/// use sudoku_solver::{clashes, Grid, Unit};
/// let mut g = Grid::empty();
/// g.set(0, 5);
/// g.set(8, 5);
/// let found = clashes(&g);
/// assert_eq!(found.len(), 1);
/// assert_eq!(found[0].unit, Unit::Row(0));
/// assert_eq!(found[0].to_string(), "Two 5s in row 1");
/// ```
pub fn clashes(grid: &Grid) -> Vec<Clash> {
    let mut out = Vec::new();
    for unit in Unit::all() {
        let cells = unit.cells();
        let mut seen = [0u8; 10];
        for &i in &cells {
            seen[grid.get(i) as usize] += 1;
        }
        for digit in 1..=9u8 {
            if seen[digit as usize] > 1 {
                out.push(Clash {
                    digit,
                    unit,
                    cells: cells
                        .iter()
                        .copied()
                        .filter(|&i| grid.get(i) == digit)
                        .collect(),
                });
            }
        }
    }
    out
}

/// True when some digit appears twice in a row, column or box. The same
/// answer as `!clashes(grid).is_empty()`, without building the list: this is
/// on every solve's path.
pub fn has_clash(grid: &Grid) -> bool {
    let (mut rows, mut cols, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    for (i, &v) in grid.cells().iter().enumerate() {
        if v == 0 {
            continue;
        }
        let (r, c, b) = (row_of(i), col_of(i), box_of(i));
        let bit = 1u16 << v;
        if (rows[r] | cols[c] | boxes[b]) & bit != 0 {
            return true;
        }
        rows[r] |= bit;
        cols[c] |= bit;
        boxes[b] |= bit;
    }
    false
}

/// For each of the 81 cells, whether its digit clashes with another (both
/// cells of every clash are marked).
pub fn clash_mask(grid: &Grid) -> [bool; 81] {
    let mut mask = [false; 81];
    for clash in clashes(grid) {
        for i in clash.cells {
            mask[i] = true;
        }
    }
    mask
}
