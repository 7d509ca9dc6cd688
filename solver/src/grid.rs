//! The 9x9 grid: parsing (strict line form and lenient paste form), printing.

use crate::geometry::CELLS;
use std::fmt;

/// A 9x9 Sudoku grid: 81 cells in row-major order, `0` for empty, `1..=9` a digit.
///
/// A `Grid` only guarantees that every cell holds a value in `0..=9`; it may
/// contain clashing digits (see [`crate::clashes`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

/// Why a text could not be read as a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// A character that is neither a digit, an empty-cell mark nor a grid line.
    UnexpectedChar {
        /// The offending character.
        ch: char,
        /// The 1-based number of the cell it would have filled.
        cell: usize,
        /// The 1-based line of the text it is on.
        line: usize,
        /// The 1-based column (in characters) on that line.
        column: usize,
    },
    /// The text held a number of cells other than 81.
    WrongCount {
        /// How many cells were found.
        found: usize,
    },
    /// A cell value outside `0..=9` was given to [`Grid::from_cells`].
    BadValue {
        /// The 1-based cell number.
        cell: usize,
        /// The value found there.
        value: u8,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseError::UnexpectedChar {
                ch,
                cell,
                line,
                column,
            } => {
                let shown: String = ch.escape_debug().collect();
                if line == 1 {
                    write!(f, "cell {cell} (column {column}): unexpected '{shown}'")
                } else {
                    write!(
                        f,
                        "cell {cell} (line {line}, column {column}): unexpected '{shown}'"
                    )
                }
            }
            ParseError::WrongCount { found } => {
                write!(f, "expected 81 cells, found {found}")
            }
            ParseError::BadValue { cell, value } => {
                write!(f, "cell {cell}: value {value} is not 0-9")
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// Characters accepted as an empty cell by the lenient parser.
fn is_empty_mark(c: char) -> bool {
    matches!(c, '.' | '0' | '_' | '-' | '*' | 'x' | 'X')
}

/// A line that only draws the grid (`------+-------+------`): skipped whole.
fn is_separator_line(line: &str) -> bool {
    let only_lines = line
        .chars()
        .all(|c| matches!(c, '-' | '+' | '|' | '=') || c.is_whitespace());
    let dashes = line.chars().filter(|&c| c == '-').count();
    only_lines && (line.contains('+') || line.contains('=') || dashes > 9)
}

/// A line of dashes with at most `|` and spaces besides (`---|---|---`):
/// a grid line or nine empty cells, depending on the rest of the text.
fn is_short_dash_line(line: &str) -> bool {
    line.contains('-')
        && line
            .chars()
            .all(|c| matches!(c, '-' | '|') || c.is_whitespace())
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

    /// Parses puzzle text leniently (SPEC section 1).
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
        if let Some(grid) = Self::parse_plain_line(text.as_bytes()) {
            return Ok(grid);
        }
        let trimmed = text.trim();
        // Line form with trailing text: the first word holds exactly 81 cells.
        if let Some(first) = trimmed.split_whitespace().next() {
            if first.len() < trimmed.len() {
                let cells = first.chars().filter(|&c| c != '|' && c != '+').count();
                if cells == CELLS
                    && first
                        .chars()
                        .all(|c| c.is_ascii_digit() || is_empty_mark(c) || c == '|' || c == '+')
                {
                    return Self::parse_cells(first);
                }
            }
        }
        Self::parse_cells(text)
    }

    /// The common case in files, quickly: 81 of `1-9 . 0`, then the end or
    /// whitespace. `None` sends anything else to the general parser.
    fn parse_plain_line(bytes: &[u8]) -> Option<Grid> {
        let (line, rest) = (bytes.get(..CELLS)?, &bytes[CELLS..]);
        if rest.first().is_some_and(|b| !b.is_ascii_whitespace()) {
            return None;
        }
        // No early exit: the loop is straight-line work the compiler can
        // vectorise; a bad byte sends the line to the general parser.
        let mut cells = [0u8; CELLS];
        let mut bad = false;
        for (cell, &b) in cells.iter_mut().zip(line) {
            let digit = b.wrapping_sub(b'0');
            let dot = b == b'.';
            bad |= !(digit <= 9 || dot);
            *cell = if dot { 0 } else { digit };
        }
        if bad {
            return None;
        }
        Some(Grid { cells })
    }

    /// Reads the cells of a layout. A short dash line such as
    /// `---|---|---` may be a grid line or a row of nine empty cells: it
    /// counts as cells unless that leaves the wrong number of cells and
    /// skipping such lines gives exactly 81.
    fn parse_cells(text: &str) -> Result<Grid, ParseError> {
        match Self::read_cells(text, false) {
            Err(err @ ParseError::WrongCount { .. }) if text.lines().any(is_short_dash_line) => {
                Self::read_cells(text, true).or(Err(err))
            }
            result => result,
        }
    }

    fn read_cells(text: &str, skip_short_dash_lines: bool) -> Result<Grid, ParseError> {
        let mut cells = [0u8; CELLS];
        let mut count = 0usize;
        for (line_no, line) in text.lines().enumerate() {
            if is_separator_line(line) || (skip_short_dash_lines && is_short_dash_line(line)) {
                continue;
            }
            for (col, c) in line.chars().enumerate() {
                let value = match c {
                    '1'..='9' => c as u8 - b'0',
                    c if is_empty_mark(c) => 0,
                    '|' | '+' => continue,
                    c if c.is_whitespace() => continue,
                    _ => {
                        return Err(ParseError::UnexpectedChar {
                            ch: c,
                            cell: count + 1,
                            line: line_no + 1,
                            column: col + 1,
                        })
                    }
                };
                if count < CELLS {
                    cells[count] = value;
                }
                count += 1;
            }
        }
        if count != CELLS {
            return Err(ParseError::WrongCount { found: count });
        }
        Ok(Grid { cells })
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
