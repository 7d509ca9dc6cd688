//! Reading a puzzle from a photo: what the reader worker found
//! ([`PhotoReading`]), and the preview the reader checks and corrects
//! before using it ([`Photo`]): its digits, the doubtful ones, and what is
//! wrong with the puzzle read (clashes, no solution, several), with the
//! cells most likely misread first.
//!
//! The photo itself never passes through here: the page hands the file to
//! the reader worker beside the job ([`super::jobs::Job::Read`]).

use super::lanes::JobId;
use serde::{Deserialize, Serialize};
use sudoku_solver::{clashes, Grid, Verdict, CELLS};

/// A cell read as empty with less confidence than this (percent) is
/// doubtful: ink was seen there that may be a digit lost to blur (the
/// reader's [`sudoku_reader::EMPTY_DOUBT`], chosen on its training photos).
pub const DOUBTFUL_EMPTY_BELOW: u8 = (sudoku_reader::EMPTY_DOUBT * 100.0 + 0.5) as u8;

/// A cell read as a digit with less confidence than this (percent) is
/// doubtful (the reader's [`sudoku_reader::DIGIT_DOUBT`]): lower than for
/// an empty cell, since blur spreads the classifier's probability over a
/// digit's look-alikes without making it wrong.
pub const DOUBTFUL_DIGIT_BELOW: u8 = (sudoku_reader::DIGIT_DOUBT * 100.0 + 0.5) as u8;

/// What the reader worker read from a photo.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhotoReading {
    /// The 81 cells, row by row: `1`-`9`, or `.` for an empty cell.
    pub digits: String,
    /// How sure the reader is of each cell, in percent.
    pub confidence: Vec<u8>,
}

/// The preview's digits: what was read, and what the reader typed over it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read {
    /// Each cell's digit (0 for empty).
    pub digits: [u8; CELLS],
    /// Each cell's confidence in percent (100 for a cell the reader typed).
    pub confidence: [u8; CELLS],
    /// The cells the reader typed (bit `i` for cell `i`).
    pub fixed: u128,
}

/// What is wrong with the puzzle read, if anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    /// One solution: ready to use.
    Ready,
    /// Fewer than 17 digits: no puzzle with one solution has so few.
    TooFew(usize),
    /// Some digits clash.
    Clashes,
    /// No solution.
    NoSolution,
    /// More than one solution.
    Several,
}

impl PhotoReading {
    /// The reading as the bytes the camera module hands the page
    /// (postcard, as every message between the page and its modules).
    pub fn to_bytes(&self) -> Vec<u8> {
        postcard::to_allocvec(self).unwrap_or_default()
    }

    /// The reading in `bytes` ([`PhotoReading::to_bytes`]); `None` when
    /// they are not one, or have more after it.
    pub fn from_bytes(bytes: &[u8]) -> Option<PhotoReading> {
        match postcard::take_from_bytes::<PhotoReading>(bytes) {
            Ok((reading, [])) => Some(reading),
            _ => None,
        }
    }
}

impl Read {
    /// The preview of a reading; `None` when it is malformed (not 81 cells).
    pub fn of(reading: &PhotoReading) -> Option<Read> {
        let chars: Vec<char> = reading.digits.chars().collect();
        if chars.len() != CELLS || reading.confidence.len() != CELLS {
            return None;
        }
        let mut read = Read {
            digits: [0; CELLS],
            confidence: [0; CELLS],
            fixed: 0,
        };
        for (i, c) in chars.into_iter().enumerate() {
            read.digits[i] = c.to_digit(10).map_or(0, |d| d as u8);
            read.confidence[i] = reading.confidence[i].min(100);
        }
        Some(read)
    }

    /// The puzzle read (a clash is kept: [`Grid`] holds any digits).
    pub fn puzzle(&self) -> Grid {
        let mut grid = Grid::default();
        for (i, &d) in self.digits.iter().enumerate() {
            grid.set(i, d);
        }
        grid
    }

    /// The reader typed `digit` (0 to empty it) into `cell`.
    pub fn fix(&mut self, cell: usize, digit: u8) {
        if cell < CELLS && digit <= 9 {
            self.digits[cell] = digit;
            self.confidence[cell] = 100;
            self.fixed |= 1 << cell;
        }
    }

    /// Whether `cell` is doubtful: read with little confidence (under
    /// [`DOUBTFUL_EMPTY_BELOW`] when empty, [`DOUBTFUL_DIGIT_BELOW`] when
    /// a digit), not typed.
    pub fn is_doubtful(&self, cell: usize) -> bool {
        if cell >= CELLS || self.fixed & (1 << cell) != 0 {
            return false;
        }
        let below = if self.digits[cell] == 0 {
            DOUBTFUL_EMPTY_BELOW
        } else {
            DOUBTFUL_DIGIT_BELOW
        };
        self.confidence[cell] < below
    }

    /// The doubtful cells, least confident first.
    pub fn doubtful(&self) -> Vec<usize> {
        self.least_confident_first(|i| self.is_doubtful(i))
    }

    /// The cells `keep` keeps, least confident first (then in grid order).
    /// Counting through the 101 confidences instead of sorting keeps the
    /// sort's code out of the page: there are at most 81 cells.
    fn least_confident_first(&self, keep: impl Fn(usize) -> bool) -> Vec<usize> {
        (0..=100u8)
            .flat_map(|c| (0..CELLS).filter(move |&i| self.confidence[i] == c))
            .filter(|&i| keep(i))
            .collect()
    }

    /// What is wrong with the puzzle read. Too few digits come first: a
    /// photo read so sparsely (a grid half found) is not put right by
    /// fixing a clash among them.
    pub fn check(&self) -> Check {
        let puzzle = self.puzzle();
        let givens = puzzle.filled();
        if givens < 17 {
            return Check::TooFew(givens);
        }
        if !clashes(&puzzle).is_empty() {
            return Check::Clashes;
        }
        match super::play::count_bounded(&puzzle).verdict {
            Verdict::Unique => Check::Ready,
            Verdict::Multiple => Check::Several,
            _ => Check::NoSolution,
        }
    }

    /// The cells most likely misread when the puzzle is not ready: the
    /// clashing cells, then the doubtful ones, least confident first (typed
    /// cells are never suspected). Empty when it is ready.
    pub fn suspects(&self) -> Vec<usize> {
        let check = self.check();
        if check == Check::Ready {
            return Vec::new();
        }
        let mut cells: Vec<usize> = Vec::new();
        if matches!(check, Check::Clashes | Check::TooFew(_)) {
            let mut clashing = 0u128;
            for clash in clashes(&self.puzzle()) {
                for &i in &clash.cells {
                    clashing |= 1 << i;
                }
            }
            let typed = self.fixed;
            cells = self.least_confident_first(|i| (clashing & !typed) & (1 << i) != 0);
        }
        for i in self.doubtful() {
            if !cells.contains(&i) {
                cells.push(i);
            }
        }
        cells
    }
}

/// Where a photo is in its reading.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The reader worker is reading it.
    Reading,
    /// Read: the preview to check and correct.
    Read(Read),
    /// Read, but not one digit was found: no grid, or an empty one.
    NoDigits,
    /// No puzzle could be read: why.
    Failed(String),
}

/// A photo opened by the reader (the file picker, a paste or a drop).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Photo {
    /// The page's number of the photo's file (see [`super::jobs::Job::Read`]).
    pub file: u32,
    /// The reading job.
    pub job: JobId,
    /// The file's name, for the preview's caption.
    pub name: String,
    /// The address of the photo for the thumbnail (a `blob:` URL).
    pub thumbnail: String,
    /// How far it is.
    pub stage: Stage,
}

impl Photo {
    /// The end of job `job`: the reading, or why there is none. Ignored
    /// unless it is this photo's job.
    pub fn done(&mut self, job: JobId, result: Result<PhotoReading, String>) {
        if job != self.job || self.stage != Stage::Reading {
            return;
        }
        self.stage = match result {
            Ok(reading) => match Read::of(&reading) {
                Some(read) if read.puzzle().filled() == 0 => Stage::NoDigits,
                Some(read) => Stage::Read(read),
                None => Stage::Failed(crate::t!("photo-malformed")),
            },
            Err(why) => Stage::Failed(why),
        };
    }
}
