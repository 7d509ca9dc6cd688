//! The page's links: `?puzzle=<81 chars>` with `0` for an empty cell (a
//! trailing `.` is often dropped when chat and mail apps turn text into a
//! link), and `&progress=<code>`, the reader's entries, corner and centre
//! marks and colours in a compact code, for "Share progress".
//!
//! The progress code is URL-safe base64 (`A-Z a-z 0-9 - _`, no padding) of
//! a bit string, after a version letter `a`. For each cell in row-major
//! order: one bit, set when the cell carries anything; then four bits
//! saying which of entry, corner marks, centre marks and colour follow;
//! then those fields, 4, 9, 9 and 4 bits. An empty board is 16 characters,
//! a board with an entry in every cell 92. Written here (not with a base64
//! library) because it is these few lines, and the page's size is budgeted.

use crate::model::{Kind, Phase, Sheet};
use crate::t;
use sudoku_solver::{Digits, Grid, ParseError, CELLS};

/// The version letter that starts a progress code.
const VERSION: char = 'a';
/// The 64 characters of URL-safe base64.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The `puzzle` value of a link to `puzzle`: 81 digits, `0` for empty.
pub fn puzzle_param(puzzle: &Grid) -> String {
    puzzle.to_line().replace('.', "0")
}

/// The `progress` value that carries the reader's entries, marks and
/// colours of `sheet`; `None` when there are none.
pub fn progress_param(sheet: &Sheet) -> Option<String> {
    let mut bits = Bits::default();
    let mut any = false;
    for i in 0..CELLS {
        let entry = if sheet.kind(i) == Kind::Entered {
            sheet.value(i)
        } else {
            0
        };
        let (corner, centre, colour) = (sheet.corner(i), sheet.centre(i), sheet.colour(i));
        let has = [
            entry != 0,
            !corner.is_empty(),
            !centre.is_empty(),
            colour != 0,
        ];
        let carries = has.iter().any(|&h| h);
        any |= carries;
        bits.push(u16::from(carries), 1);
        if !carries {
            continue;
        }
        for h in has {
            bits.push(u16::from(h), 1);
        }
        if has[0] {
            bits.push(u16::from(entry), 4);
        }
        if has[1] {
            bits.push(corner.bits() >> 1, 9);
        }
        if has[2] {
            bits.push(centre.bits() >> 1, 9);
        }
        if has[3] {
            bits.push(u16::from(colour), 4);
        }
    }
    any.then(|| format!("{VERSION}{}", bits.encode()))
}

/// Why a progress code was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// It does not start with a version this page knows.
    Version,
    /// A character that is not URL-safe base64, at this 1-based position.
    Character(usize),
    /// It ends too early, or goes on after the last cell.
    Length,
    /// The entry or colour of this cell (0-based) is not 1-9.
    Value(usize),
    /// An entry on this cell (0-based), which holds a given.
    OnGiven(usize),
    /// This cell (0-based) is said to carry an entry, marks or a colour,
    /// but the code gives none (the page never writes that, so it would not
    /// come back as the same code).
    Nothing(usize),
}

/// Why, in the language in use: "it is cut short or too long".
impl std::fmt::Display for ProgressError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match *self {
            ProgressError::Version => t!("status-progress-version"),
            ProgressError::Character(at) => {
                // A place in the code, in plain digits.
                let at = at.to_string();
                t!("status-progress-character", at = at.as_str())
            }
            ProgressError::Length => t!("status-progress-length"),
            ProgressError::Value(i) => {
                t!("status-progress-value", row = i / 9 + 1, column = i % 9 + 1)
            }
            ProgressError::OnGiven(i) => {
                t!(
                    "status-progress-on-given",
                    row = i / 9 + 1,
                    column = i % 9 + 1
                )
            }
            ProgressError::Nothing(i) => {
                t!(
                    "status-progress-nothing",
                    row = i / 9 + 1,
                    column = i % 9 + 1
                )
            }
        };
        f.write_str(&text)
    }
}

/// Why a puzzle text (a link's, a paste's, a file's line) could not be
/// read, in the language in use: "expected 81 cells, found 80". The places
/// and the count are written in plain digits, as the text's own positions.
pub fn parse_reason(err: &ParseError) -> String {
    match *err {
        ParseError::UnexpectedChar {
            ch,
            cell,
            line,
            column,
        } => {
            let shown: String = ch.escape_debug().collect();
            let first_line = line == 1;
            let (cell, line, column) = (cell.to_string(), line.to_string(), column.to_string());
            if first_line {
                t!(
                    "status-parse-char",
                    cell = cell.as_str(),
                    column = column.as_str(),
                    character = shown.as_str()
                )
            } else {
                t!(
                    "status-parse-char-line",
                    cell = cell.as_str(),
                    line = line.as_str(),
                    column = column.as_str(),
                    character = shown.as_str()
                )
            }
        }
        ParseError::WrongCount { found } => {
            let found = found.to_string();
            t!("status-parse-count", found = found.as_str())
        }
        ParseError::BadValue { cell, value } => {
            let cell = cell.to_string();
            t!("status-parse-value", cell = cell.as_str(), value = value)
        }
    }
}

/// `puzzle` being played with the progress of `code` (entries, marks and
/// colours), or why the code cannot be read.
pub fn read_progress(puzzle: Grid, code: &str) -> Result<Sheet, ProgressError> {
    let body = code.strip_prefix(VERSION).ok_or(ProgressError::Version)?;
    let mut bits = Reader::decode(body)?;
    let mut entries = Grid::empty();
    let mut corner = [Digits::EMPTY; CELLS];
    let mut centre = [Digits::EMPTY; CELLS];
    let mut colour = [0u8; CELLS];
    for i in 0..CELLS {
        if bits.take(1)? == 0 {
            continue;
        }
        let has: Vec<bool> = (0..4)
            .map(|_| bits.take(1).map(|b| b == 1))
            .collect::<Result<_, _>>()?;
        if !has.contains(&true) {
            return Err(ProgressError::Nothing(i));
        }
        if has[0] {
            let digit = bits.take(4)?;
            if !(1..=9).contains(&digit) {
                return Err(ProgressError::Value(i));
            }
            if puzzle.get(i) != 0 {
                return Err(ProgressError::OnGiven(i));
            }
            entries.set(i, digit as u8);
        }
        let mut marks = |on: bool| -> Result<Digits, ProgressError> {
            if !on {
                return Ok(Digits::EMPTY);
            }
            match bits.take(9)? {
                0 => Err(ProgressError::Nothing(i)),
                m => Ok(Digits::from_bits(m << 1)),
            }
        };
        corner[i] = marks(has[1])?;
        centre[i] = marks(has[2])?;
        if has[3] {
            let c = bits.take(4)?;
            if !(1..=9).contains(&c) {
                return Err(ProgressError::Value(i));
            }
            colour[i] = c as u8;
        }
    }
    bits.finish()?;
    let sheet = Sheet::from_puzzle(puzzle).with_phase(Phase::Playing);
    let sheet = sheet
        .with_entries(&entries)
        .ok_or(ProgressError::Length)?
        .with_marks(corner, centre, colour);
    Ok(sheet)
}

/// A bit string, most significant bit first.
#[derive(Default)]
struct Bits(Vec<bool>);

impl Bits {
    fn push(&mut self, value: u16, width: u32) {
        for k in (0..width).rev() {
            self.0.push(value >> k & 1 == 1);
        }
    }

    fn encode(&self) -> String {
        self.0
            .chunks(6)
            .map(|six| {
                let value = six
                    .iter()
                    .enumerate()
                    .fold(0usize, |v, (k, &b)| v | usize::from(b) << (5 - k));
                char::from(ALPHABET[value])
            })
            .collect()
    }
}

/// Reads a bit string back.
struct Reader {
    bits: Vec<bool>,
    at: usize,
}

impl Reader {
    fn decode(text: &str) -> Result<Reader, ProgressError> {
        let mut bits = Vec::with_capacity(text.len() * 6);
        for (at, byte) in text.bytes().enumerate() {
            let value = ALPHABET
                .iter()
                .position(|&a| a == byte)
                .ok_or(ProgressError::Character(at + 2))?;
            bits.extend((0..6).rev().map(|k| value >> k & 1 == 1));
        }
        Ok(Reader { bits, at: 0 })
    }

    fn take(&mut self, width: usize) -> Result<u16, ProgressError> {
        let end = self.at + width;
        let slice = self.bits.get(self.at..end).ok_or(ProgressError::Length)?;
        self.at = end;
        Ok(slice.iter().fold(0, |v, &b| v << 1 | u16::from(b)))
    }

    /// Only the zero bits that fill the last character may be left.
    fn finish(&self) -> Result<(), ProgressError> {
        let rest = &self.bits[self.at.min(self.bits.len())..];
        if rest.len() >= 6 || rest.iter().any(|&b| b) {
            return Err(ProgressError::Length);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_reasons_read_as_the_solver_words_them() {
        let errors = [
            ParseError::UnexpectedChar {
                ch: 'q',
                cell: 3,
                line: 1,
                column: 3,
            },
            ParseError::UnexpectedChar {
                ch: '\n',
                cell: 10,
                line: 2,
                column: 1234,
            },
            ParseError::WrongCount { found: 1_048_576 },
            ParseError::BadValue { cell: 4, value: 12 },
        ];
        for err in errors {
            assert_eq!(parse_reason(&err), err.to_string());
        }
    }
}
