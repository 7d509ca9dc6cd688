//! The 9x9 grid: its cells, checks and printing (the text parsing is in
//! `parse.rs`).

use crate::geometry::CELLS;
use crate::parse::{self, ParseError};
use std::fmt;

/// A 9x9 Sudoku grid: 81 cells in row-major order, `0` for empty, `1..=9` a digit.
///
/// A `Grid` only guarantees that every cell holds a value in `0..=9`; it may
/// contain clashing digits (see [`crate::clashes`]). With the `serde`
/// feature it writes as its 81-character line ([`Grid::to_line`]) and reads
/// any text [`Grid::parse`] accepts, a bad one failing with the
/// [`ParseError`]'s message.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "String", try_from = "String")
)]
pub struct Grid {
    cells: [u8; CELLS],
}

impl Grid {
    /// The empty grid.
    pub const fn empty() -> Grid {
        Grid { cells: [0; CELLS] }
    }

    /// Builds a grid from 81 values in `0..=9` (0 = empty).
    pub fn from_cells(cells: [u8; CELLS]) -> Result<Grid, ParseError> {
        match cells.iter().position(|&v| v > 9) {
            Some(i) => Err(ParseError::BadValue {
                cell: i + 1,
                value: cells[i],
            }),
            None => Ok(Grid { cells }),
        }
    }

    /// Parses puzzle text leniently (docs/interfaces.md, Puzzle text).
    ///
    /// Accepts the 81-character line form (`1`-`9` givens; `.`, `0`, `_`,
    /// `-`, `*`, `x` empty; text after whitespace following the 81 cells is
    /// ignored) and 9x9 layouts with whitespace, `|`, `+` and `---` grid
    /// lines.
    ///
    /// ```
    /// use sudoku_solver::Grid;
    /// let g = Grid::parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79").unwrap();
    /// assert_eq!(g.get(0), 5);
    /// assert!(Grid::parse("123").unwrap_err().to_string().contains("found 3"));
    /// ```
    pub fn parse(text: &str) -> Result<Grid, ParseError> {
        parse::cells(text).map(|cells| Grid { cells })
    }

    /// The value of cell `index` (0-based, row-major): 0 for empty.
    ///
    /// # Panics
    /// If `index >= 81`.
    pub fn get(&self, index: usize) -> u8 {
        self.cells[index]
    }

    /// Sets cell `index` (0-based) to `value` (0 clears). Values above 9 clear the cell.
    ///
    /// # Panics
    /// If `index >= 81`.
    pub fn set(&mut self, index: usize, value: u8) {
        self.cells[index] = if value <= 9 { value } else { 0 };
    }

    /// All 81 cells, row-major, 0 for empty.
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// Number of filled cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// True when no cell is empty.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// True when the grid is full and free of clashes: a valid solution.
    pub fn is_solved(&self) -> bool {
        self.is_full() && crate::clashes(self).is_empty()
    }

    /// True when `solution` keeps every digit of `self`.
    pub fn is_completed_by(&self, solution: &Grid) -> bool {
        self.cells
            .iter()
            .zip(solution.cells.iter())
            .all(|(&g, &s)| g == 0 || g == s)
    }

    /// The 81-character line form: digits, `.` for empty.
    pub fn to_line(&self) -> String {
        self.cells
            .iter()
            .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
            .collect()
    }
}

impl Default for Grid {
    fn default() -> Self {
        Grid::empty()
    }
}

/// The 81-character line form, as [`Grid::to_line`].
impl From<Grid> for String {
    fn from(grid: Grid) -> String {
        grid.to_line()
    }
}

/// Parses the text, as [`Grid::parse`].
impl TryFrom<String> for Grid {
    type Error = ParseError;
    fn try_from(text: String) -> Result<Grid, ParseError> {
        Grid::parse(&text)
    }
}

impl std::str::FromStr for Grid {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Grid::parse(s)
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

/// The 9x9 layout with `|` and `------+-------+------` lines; `.` for empty.
/// [`Grid::parse`] reads it back.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..9 {
            if r == 3 || r == 6 {
                writeln!(f, "------+-------+------")?;
            }
            for c in 0..9 {
                if c == 3 || c == 6 {
                    f.write_str(" |")?;
                }
                if c > 0 {
                    f.write_str(" ")?;
                }
                let v = self.cells[r * 9 + c];
                let ch = if v == 0 { '.' } else { (b'0' + v) as char };
                write!(f, "{ch}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
