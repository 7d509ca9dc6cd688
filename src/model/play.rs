//! What the reader does to the sheet while playing: entries, corner and
//! centre marks, colours, erasing and revealing, on several cells at once.
//!
//! Each function returns the new sheet; an action that changes nothing
//! returns an equal sheet (the reducer then records no history).

use super::{Kind, Sheet};
use sudoku_solver::geometry::PEERS;
use sudoku_solver::{Digits, Grid, CELLS};

/// Cell indices of a selection mask (bit `i` for cell `i`).
pub fn cells_of(selection: u128) -> impl Iterator<Item = usize> {
    (0..CELLS).filter(move |&i| selection & (1u128 << i) != 0)
}

impl Sheet {
    /// True when the reader may change cell `index`'s digit: it is empty or
    /// holds an entry (givens, the solver's and the steps' digits stay).
    pub fn is_open(&self, index: usize) -> bool {
        matches!(self.kind(index), Kind::Empty | Kind::Entered)
    }

    /// Puts `digit` (0 clears) as an entry in every open selected cell.
    /// With `tidy`, the digit leaves the corner and centre marks of every
    /// cell that sees a cell it went into.
    pub fn enter(&self, selection: u128, digit: u8, tidy: bool) -> Sheet {
        let mut sheet = self.clone();
        let digit = if digit <= 9 { digit } else { 0 };
        for i in cells_of(selection).filter(|&i| self.is_open(i)) {
            sheet.values.set(i, digit);
            sheet.kinds[i] = if digit == 0 {
                Kind::Empty
            } else {
                Kind::Entered
            };
            if tidy && digit != 0 {
                for &peer in &PEERS[i] {
                    let peer = peer as usize;
                    sheet.corner[peer].remove(digit);
                    sheet.centre[peer].remove(digit);
                }
            }
        }
        sheet
    }

    /// Toggles corner mark `digit` in the selected empty cells: removed from
    /// all when all have it, else added to all.
    pub fn toggle_corner(&self, selection: u128, digit: u8) -> Sheet {
        let mut sheet = self.clone();
        toggle(&mut sheet.corner, self.empty_cells(selection), digit);
        sheet
    }

    /// Toggles centre mark `digit` in the selected empty cells, as
    /// [`Sheet::toggle_corner`].
    pub fn toggle_centre(&self, selection: u128, digit: u8) -> Sheet {
        let mut sheet = self.clone();
        toggle(&mut sheet.centre, self.empty_cells(selection), digit);
        sheet
    }

    /// Colours the selected cells with `colour` (1-9): taken off again when
    /// all of them have it already; 0 takes every colour off.
    pub fn paint(&self, selection: u128, colour: u8) -> Sheet {
        let mut sheet = self.clone();
        let cells: Vec<usize> = cells_of(selection).collect();
        let colour = if colour <= 9 { colour } else { 0 };
        let all = cells.iter().all(|&i| self.colour[i] == colour);
        for i in cells {
            sheet.colour[i] = if all { 0 } else { colour };
        }
        sheet
    }

    /// Erase: the entries of the selected cells go first; when they hold
    /// none, their marks and colours go.
    pub fn erase(&self, selection: u128) -> Sheet {
        let entered = cells_of(selection).any(|i| self.kinds[i] == Kind::Entered);
        if entered {
            return self.enter(selection, 0, false);
        }
        let mut sheet = self.clone();
        for i in cells_of(selection) {
            sheet.corner[i] = Digits::EMPTY;
            sheet.centre[i] = Digits::EMPTY;
            sheet.colour[i] = 0;
        }
        sheet
    }

    /// Reveal: the selected open cells get their digit of `solution`.
    pub fn reveal(&self, selection: u128, solution: &Grid) -> Sheet {
        let mut sheet = self.clone();
        for i in cells_of(selection).filter(|&i| self.is_open(i)) {
            let digit = solution.get(i);
            if digit != 0 {
                sheet.values.set(i, digit);
                sheet.kinds[i] = Kind::Solved;
            }
        }
        sheet
    }

    /// The centre marks of every empty cell set to `candidates` (bit `d`
    /// for digit `d`), for the reader to edit.
    pub fn with_centre_marks(&self, candidates: &[u16; CELLS]) -> Sheet {
        let mut sheet = self.clone();
        for i in (0..CELLS).filter(|&i| self.kinds[i] == Kind::Empty) {
            sheet.centre[i] = Digits::from_bits(candidates[i]);
        }
        sheet
    }

    /// This sheet with the entries of `entries` in its empty cells (saved
    /// data read back); `None` when an entry falls on a filled cell.
    pub fn with_entries(&self, entries: &Grid) -> Option<Sheet> {
        let mut sheet = self.clone();
        for i in (0..CELLS).filter(|&i| entries.get(i) != 0) {
            if sheet.kinds[i] != Kind::Empty {
                return None;
            }
            sheet.values.set(i, entries.get(i));
            sheet.kinds[i] = Kind::Entered;
        }
        Some(sheet)
    }

    /// This sheet with the given corner and centre marks and colours (saved
    /// data read back); colours above 9 are dropped.
    pub fn with_marks(
        &self,
        corner: [Digits; CELLS],
        centre: [Digits; CELLS],
        colour: [u8; CELLS],
    ) -> Sheet {
        Sheet {
            corner,
            centre,
            colour: colour.map(|c| if c <= 9 { c } else { 0 }),
            ..self.clone()
        }
    }

    /// The entries that differ from `solution`, as a mask of cells.
    pub fn wrong_entries(&self, solution: &Grid) -> u128 {
        (0..CELLS)
            .filter(|&i| self.kinds[i] == Kind::Entered && self.values.get(i) != solution.get(i))
            .fold(0, |mask, i| mask | (1u128 << i))
    }

    /// True when every cell is filled and the digits are a valid solution.
    pub fn is_complete(&self) -> bool {
        self.values.is_solved()
    }

    fn empty_cells(&self, selection: u128) -> Vec<usize> {
        cells_of(selection)
            .filter(|&i| self.kinds[i] == Kind::Empty)
            .collect()
    }
}

/// Removes `digit` from the marks of all `cells` when all have it, else
/// adds it to all.
fn toggle(marks: &mut [Digits; CELLS], cells: Vec<usize>, digit: u8) {
    if !(1..=9).contains(&digit) || cells.is_empty() {
        return;
    }
    let all = cells.iter().all(|&i| marks[i].contains(digit));
    for i in cells {
        if all {
            marks[i].remove(digit);
        } else {
            marks[i].insert(digit);
        }
    }
}
