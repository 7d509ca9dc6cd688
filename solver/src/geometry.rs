//! The shape of the grid, written once: cells, rows, columns, boxes, the 27
//! units and the 20 peers of each cell.
//!
//! Cells are numbered 0..81 in row-major order (cell 0 top left, cell 80
//! bottom right); rows, columns and boxes 0..9 (boxes row-major, box 0 top
//! left). Text counts from 1: cell 0 is "row 1, column 1".
//!
//! ```
//! use sudoku_solver::geometry::{box_of, cell_name, sees, Unit, PEERS, UNITS};
//!
//! assert_eq!(box_of(40), 4);
//! assert_eq!(UNITS[Unit::Column(2).index()][1], 11);
//! assert!(PEERS[0].iter().all(|&p| sees(0, p as usize)));
//! assert_eq!(cell_name(41), "row 5, column 6");
//! assert_eq!(Unit::Box(8).to_string(), "box 9");
//! ```

use std::fmt;

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// Row (0..9) of a cell.
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// Column (0..9) of a cell.
pub const fn col_of(cell: usize) -> usize {
    cell % 9
}

/// Box (0..9, row-major) of a cell.
pub const fn box_of(cell: usize) -> usize {
    cell / 27 * 3 + cell % 9 / 3
}

/// True when two different cells share a row, column or box.
pub const fn sees(a: usize, b: usize) -> bool {
    a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b))
}

/// The 27 units as cell indices, each in row-major order: rows 0..9,
/// columns 9..18, boxes 18..27 (the order of [`Unit::ALL`]).
pub const UNITS: [[u8; 9]; 27] = units();

/// The 20 peers of each cell (same row, column or box, the cell excluded),
/// ascending.
pub const PEERS: [[u8; 20]; CELLS] = peers();

const fn units() -> [[u8; 9]; 27] {
    let mut out = [[0u8; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut j = 0;
        while j < 9 {
            out[k][j] = (k * 9 + j) as u8;
            out[9 + k][j] = (j * 9 + k) as u8;
            out[18 + k][j] = ((k / 3 * 3 + j / 3) * 9 + k % 3 * 3 + j % 3) as u8;
            j += 1;
        }
        k += 1;
    }
    out
}

const fn peers() -> [[u8; 20]; CELLS] {
    let mut out = [[0u8; 20]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut n = 0;
        let mut other = 0;
        while other < CELLS {
            if sees(cell, other) {
                out[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    out
}

/// "row 4, column 6": a cell named in text (1-based).
pub fn cell_name(cell: usize) -> String {
    format!("row {}, column {}", row_of(cell) + 1, col_of(cell) + 1)
}

/// A row, column or box of the grid, numbered from 0 internally and from 1 in text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Unit {
    /// Row 0..=8, top to bottom.
    Row(u8),
    /// Column 0..=8, left to right.
    Column(u8),
    /// Box 0..=8, row-major (box 0 top left, box 8 bottom right).
    Box(u8),
}

impl Unit {
    /// All 27 units: rows, then columns, then boxes; `Unit::ALL[u]` is the
    /// unit of [`UNITS`]`[u]`.
    pub const ALL: [Unit; 27] = {
        let mut out = [Unit::Row(0); 27];
        let mut k = 0;
        while k < 9 {
            out[k] = Unit::Row(k as u8);
            out[9 + k] = Unit::Column(k as u8);
            out[18 + k] = Unit::Box(k as u8);
            k += 1;
        }
        out
    };

    /// All 27 units: rows, then columns, then boxes.
    pub fn all() -> impl Iterator<Item = Unit> {
        Unit::ALL.into_iter()
    }

    /// The unit's position in [`UNITS`] and [`Unit::ALL`]: rows 0..9,
    /// columns 9..18, boxes 18..27. Numbers above 8 are taken modulo 9.
    pub const fn index(self) -> usize {
        match self {
            Unit::Row(r) => r as usize % 9,
            Unit::Column(c) => 9 + c as usize % 9,
            Unit::Box(b) => 18 + b as usize % 9,
        }
    }

    /// The 9 cell indices (0-based, row-major) of the unit, in row-major order.
    pub fn cells(self) -> [usize; 9] {
        UNITS[self.index()].map(usize::from)
    }
}

/// "row 3", "column 7", "box 5" (1-based).
impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unit::Row(r) => write!(f, "row {}", r + 1),
            Unit::Column(c) => write!(f, "column {}", c + 1),
            Unit::Box(b) => write!(f, "box {}", b + 1),
        }
    }
}
