//! The board of the human-technique engine: digits, pencil marks, and the
//! contradictions a board can show.

use super::Step;
use crate::geometry::{col_of, row_of, Unit, CELLS, PEERS, UNITS};
use crate::{Digits, Grid};
use std::fmt;

/// A Sudoku board as a person solving with pencil marks sees it: the digit
/// of every filled cell and the candidates of every empty one.
///
/// Candidates are derived once from the grid ([`Board::from_grid`]); after
/// that the board keeps the eliminations made by steps, which the grid alone
/// cannot reproduce. Apply steps with [`Board::apply`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    digits: [u8; CELLS],
    cands: [Digits; CELLS],
}

/// Why a board cannot be completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Contradiction {
    /// The same digit twice in a unit.
    Clash {
        /// The unit holding the digit twice.
        unit: Unit,
        /// The repeated digit.
        digit: u8,
    },
    /// An empty cell without any candidate left.
    NoCandidates {
        /// The cell (0-based, row-major).
        cell: usize,
    },
    /// A digit missing from a unit that has no place left for it.
    NoPlace {
        /// The unit.
        unit: Unit,
        /// The digit.
        digit: u8,
    },
}

impl Board {
    /// The board of `grid`: its digits, and for every empty cell the digits
    /// not yet in its row, column or box.
    ///
    /// Clashing givens are kept as they are; [`Board::contradiction`] reports them.
    pub fn from_grid(grid: &Grid) -> Board {
        let digits = *grid.cells();
        let mut cands = [Digits::EMPTY; CELLS];
        for (cell, slot) in cands.iter_mut().enumerate() {
            if digits[cell] != 0 {
                continue;
            }
            let seen: Digits = PEERS[cell].iter().map(|&p| digits[p as usize]).collect();
            *slot = !seen;
        }
        Board { digits, cands }
    }

    /// The digits as a grid (empty cells 0).
    pub fn grid(&self) -> Grid {
        // Every digit comes from a grid or from `place`, which keeps 1..=9.
        Grid::from_cells(self.digits).unwrap_or_default()
    }

    /// The digit of `cell` (0-based, row-major), 0 when empty or out of range.
    pub fn digit(&self, cell: usize) -> u8 {
        self.digits.get(cell).copied().unwrap_or(0)
    }

    /// The candidates of `cell` as a mask with bits 1..=9 (bit `d` set when
    /// `d` is a candidate); 0 for a filled cell or an out-of-range index.
    pub fn candidates(&self, cell: usize) -> u16 {
        self.candidate_set(cell).bits()
    }

    /// The candidates of `cell`; empty for a filled cell or an out-of-range
    /// index.
    pub fn candidate_set(&self, cell: usize) -> Digits {
        self.cands.get(cell).copied().unwrap_or_default()
    }

    /// The candidates of `cell` as a list of digits, ascending.
    pub fn candidate_digits(&self, cell: usize) -> Vec<u8> {
        self.candidate_set(cell).to_vec()
    }

    /// True when `digit` is a candidate of `cell`.
    pub fn has_candidate(&self, cell: usize, digit: u8) -> bool {
        self.candidate_set(cell).contains(digit)
    }

    /// Removes `digit` from the candidates of `cell`. Returns true when it
    /// was a candidate. Out-of-range arguments are ignored.
    pub fn eliminate(&mut self, cell: usize, digit: u8) -> bool {
        if !self.has_candidate(cell, digit) {
            return false;
        }
        self.cands[cell].remove(digit);
        true
    }

    /// Puts `digit` in the empty `cell` and removes it from the candidates
    /// of the cell's row, column and box. Returns false (and changes nothing)
    /// when the cell is filled or out of range, or the digit is not 1..=9.
    pub fn place(&mut self, cell: usize, digit: u8) -> bool {
        if cell >= CELLS || !(1..=9).contains(&digit) || self.digits[cell] != 0 {
            return false;
        }
        self.digits[cell] = digit;
        self.cands[cell] = Digits::EMPTY;
        for &p in &PEERS[cell] {
            self.cands[p as usize].remove(digit);
        }
        true
    }

    /// Applies a step: places its digits (removing each from the candidates
    /// of its peers) and removes its eliminated candidates. Returns true when
    /// the board changed.
    pub fn apply(&mut self, step: &Step) -> bool {
        let mut changed = false;
        for &(cell, digit) in &step.placements {
            changed |= self.place(cell, digit);
        }
        for &(cell, digit) in &step.eliminations {
            changed |= self.eliminate(cell, digit);
        }
        changed
    }

    /// Number of empty cells.
    pub fn empty_cells(&self) -> usize {
        self.digits.iter().filter(|&&d| d == 0).count()
    }

    /// Total number of candidates over all empty cells.
    pub fn candidate_count(&self) -> usize {
        self.cands.iter().map(|c| c.len()).sum()
    }

    /// True when every cell is filled and no digit repeats in a unit.
    pub fn is_solved(&self) -> bool {
        self.empty_cells() == 0 && self.contradiction().is_none()
    }

    /// The first contradiction on the board, if any: a digit twice in a unit,
    /// an empty cell without candidates, or a missing digit without a place
    /// in some unit. A board with a contradiction has no solution.
    pub fn contradiction(&self) -> Option<Contradiction> {
        for (u, unit) in UNITS.iter().enumerate() {
            let mut placed = Digits::EMPTY;
            for &i in unit {
                let d = self.digits[i as usize];
                if d != 0 {
                    if placed.contains(d) {
                        return Some(Contradiction::Clash {
                            unit: Unit::ALL[u],
                            digit: d,
                        });
                    }
                    placed.insert(d);
                }
            }
        }
        if let Some(cell) = (0..CELLS).find(|&c| self.digits[c] == 0 && self.cands[c].is_empty()) {
            return Some(Contradiction::NoCandidates { cell });
        }
        for (u, unit) in UNITS.iter().enumerate() {
            let mut have = Digits::EMPTY;
            for &i in unit {
                let i = i as usize;
                have |= self.cands[i] | Digits::single(self.digits[i]);
            }
            if let Some(digit) = (!have).first() {
                return Some(Contradiction::NoPlace {
                    unit: Unit::ALL[u],
                    digit,
                });
            }
        }
        None
    }

    /// The cells of unit index `u` (0..27) holding `digit` as a candidate, as
    /// a 9-bit mask of positions within the unit.
    pub(crate) fn positions(&self, u: usize, digit: u8) -> u16 {
        let mut mask = 0u16;
        for (k, &i) in UNITS[u].iter().enumerate() {
            if self.cands[i as usize].contains(digit) {
                mask |= 1 << k;
            }
        }
        mask
    }

    /// The cells of unit index `u` (0..27) at the positions of `mask` (as
    /// [`Board::positions`] gives them), in the unit's order.
    pub(crate) fn unit_cells(u: usize, mask: u16) -> Vec<usize> {
        (0..9)
            .filter(|k| mask & (1 << k) != 0)
            .map(|k| usize::from(UNITS[u][k]))
            .collect()
    }

    /// True when `digit` is already placed in unit index `u`.
    pub(crate) fn unit_has(&self, u: usize, digit: u8) -> bool {
        UNITS[u].iter().any(|&i| self.digits[i as usize] == digit)
    }
}

/// The 9x9 layout of [`Grid`]'s `Display` followed by the candidates of every
/// empty cell, e.g. `r1c2: 1 4 7`.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.grid())?;
        for cell in 0..CELLS {
            if self.digits[cell] == 0 {
                let ds: Vec<String> = self.cands[cell].iter().map(|d| d.to_string()).collect();
                writeln!(
                    f,
                    "r{}c{}: {}",
                    row_of(cell) + 1,
                    col_of(cell) + 1,
                    ds.join(" ")
                )?;
            }
        }
        Ok(())
    }
}
