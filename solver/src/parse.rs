//! Reading puzzle text (docs/interfaces.md, Puzzle text): the
//! 81-character line form and the 9x9 layouts people paste, leniently,
//! with errors that say what was wrong and where. [`crate::Grid::parse`] is the entry point.

use crate::geometry::CELLS;
use std::fmt;

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
        /// The 1-based position (in characters) on that line; shown as
        /// "character N", since it is not a column of the board.
        column: usize,
    },
    /// The text held a number of cells other than 81.
    WrongCount {
        /// How many cells were found.
        found: usize,
    },
    /// A cell value outside `0..=9` was given to [`Grid::from_cells`](crate::Grid::from_cells).
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
                    write!(f, "cell {cell} (character {column}): unexpected '{shown}'")
                } else {
                    write!(
                        f,
                        "cell {cell} (line {line}, character {column}): unexpected '{shown}'"
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

/// The 81 cells of puzzle text (0 for empty), read as
/// [`crate::Grid::parse`] documents.
pub(crate) fn cells(text: &str) -> Result<[u8; CELLS], ParseError> {
    if let Some(cells) = plain_line(text.as_bytes()) {
        return Ok(cells);
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
                return layout(first);
            }
        }
    }
    layout(text)
}

/// The common case in files, quickly: 81 of `1-9 . 0`, then the end or
/// whitespace. `None` sends anything else to the general parser.
fn plain_line(bytes: &[u8]) -> Option<[u8; CELLS]> {
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
    Some(cells)
}

/// Reads the cells of a layout. A short dash line such as
/// `---|---|---` may be a grid line or a row of nine empty cells: it
/// counts as cells unless that leaves the wrong number of cells and
/// skipping such lines gives exactly 81.
fn layout(text: &str) -> Result<[u8; CELLS], ParseError> {
    match read_cells(text, false) {
        Err(err @ ParseError::WrongCount { .. }) if text.lines().any(is_short_dash_line) => {
            read_cells(text, true).or(Err(err))
        }
        result => result,
    }
}

/// The cells of `text`, line by line; grid lines are skipped, and with
/// `skip_short_dash_lines` also the short dash lines.
fn read_cells(text: &str, skip_short_dash_lines: bool) -> Result<[u8; CELLS], ParseError> {
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
    Ok(cells)
}
