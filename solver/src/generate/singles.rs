//! A quick test of how far singles alone go, on plain bit masks: the
//! generator's cheap filter before the rating's walk.
//!
//! * Hidden singles alone (full houses included) solve a puzzle exactly
//!   when its rating is at most 1.5 (`easy`): placing a correct digit never
//!   takes a hidden single away, so the order of the steps does not matter,
//!   and the rating, which tries those techniques first, takes them all.
//! * When naked and hidden singles together solve it, its rating is at most
//!   2.3 (naked single), for the same reason: a single is always there, so
//!   the rating never reaches pointing or anything harder.
//!
//! Either way the puzzle has exactly one solution: every digit placed was
//! forced.

use crate::geometry::{box_of, col_of, row_of, CELLS, UNITS};

/// Which singles may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Singles {
    /// Hidden singles (and full houses) only.
    Hidden,
    /// Naked and hidden singles.
    NakedAndHidden,
}

/// The digits used in every row, column and box (bit `d - 1` for digit `d`).
struct Masks {
    cells: [u8; CELLS],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl Masks {
    fn free(&self, cell: usize) -> u16 {
        !(self.rows[row_of(cell)] | self.cols[col_of(cell)] | self.boxes[box_of(cell)]) & 0x1FF
    }

    /// Places `bit`'s digit in `cell`; `false` when it may not go there.
    fn place(&mut self, cell: usize, bit: u16) -> bool {
        if self.cells[cell] != 0 || self.free(cell) & bit == 0 {
            return false;
        }
        self.cells[cell] = bit.trailing_zeros() as u8 + 1;
        self.rows[row_of(cell)] |= bit;
        self.cols[col_of(cell)] |= bit;
        self.boxes[box_of(cell)] |= bit;
        true
    }
}

/// Whether the singles of `kind` solve `cells` (0 = empty) to the end.
pub(crate) fn solve(cells: &[u8; CELLS], kind: Singles) -> bool {
    let mut m = Masks {
        cells: [0; CELLS],
        rows: [0; 9],
        cols: [0; 9],
        boxes: [0; 9],
    };
    let mut empty = 0;
    for (cell, &d) in cells.iter().enumerate() {
        if d == 0 {
            empty += 1;
        } else if !m.place(cell, 1 << (d - 1)) {
            return false;
        }
    }
    while empty > 0 {
        let before = empty;
        if kind == Singles::NakedAndHidden {
            for cell in 0..CELLS {
                if m.cells[cell] != 0 {
                    continue;
                }
                let free = m.free(cell);
                if free.count_ones() == 1 {
                    if !m.place(cell, free) {
                        return false;
                    }
                    empty -= 1;
                }
            }
        }
        for unit in &UNITS {
            let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
            for &c in unit {
                let c = c as usize;
                if m.cells[c] != 0 {
                    placed |= 1 << (m.cells[c] - 1);
                    continue;
                }
                let free = m.free(c);
                twice |= once & free;
                once |= free;
            }
            if once | placed != 0x1FF {
                return false; // a digit with no place left in the unit
            }
            let mut single = once & !twice & !placed;
            while single != 0 {
                let bit = single & single.wrapping_neg();
                single &= single - 1;
                let spot = unit.iter().find(|&&c| {
                    let c = c as usize;
                    m.cells[c] == 0 && m.free(c) & bit != 0
                });
                let Some(&c) = spot else {
                    return false;
                };
                if !m.place(c as usize, bit) {
                    return false;
                }
                empty -= 1;
            }
        }
        if empty == before {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::{solve, Singles};
    use crate::Grid;

    fn cells(line: &str) -> [u8; 81] {
        *Grid::parse(line).expect("a puzzle").cells()
    }

    #[test]
    fn singles_solve_an_easy_puzzle_and_not_a_hard_one() {
        // Rated 2.3 (naked singles): hidden singles alone do not finish it.
        let easy = cells(
            "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....",
        );
        assert!(solve(&easy, Singles::NakedAndHidden));
        // Rated 2.6 (pointing) by the rating's documentation.
        let hard = cells(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        assert!(!solve(&hard, Singles::NakedAndHidden));
        assert!(!solve(&hard, Singles::Hidden));
        // A solved grid stays solved.
        let full = cells(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        );
        assert!(solve(&full, Singles::Hidden));
    }
}
