//! A random complete grid: the solution a puzzle is carved from.
//!
//! The three boxes on the main diagonal share no row, column or box, so
//! they are filled first with independent random permutations of 1..=9;
//! the rest is completed by a depth-first search that branches on the cell
//! with the fewest candidates and tries its digits in random order. Every
//! such start can be completed, and the search takes a few microseconds.

use super::random::Random;
use crate::geometry::{box_of, col_of, row_of, CELLS};

/// The digits still free in every row, column and box (bit `d - 1` for
/// digit `d`), and the grid so far.
struct Fill {
    cells: [u8; CELLS],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl Fill {
    fn free(&self, cell: usize) -> u16 {
        self.rows[row_of(cell)] & self.cols[col_of(cell)] & self.boxes[box_of(cell)]
    }

    fn toggle(&mut self, cell: usize, bit: u16) {
        self.rows[row_of(cell)] ^= bit;
        self.cols[col_of(cell)] ^= bit;
        self.boxes[box_of(cell)] ^= bit;
    }

    /// Completes the grid; `false` when this branch has no completion.
    fn search(&mut self, random: &mut Random) -> bool {
        let mut best: Option<(usize, u16)> = None;
        for cell in 0..CELLS {
            if self.cells[cell] != 0 {
                continue;
            }
            let free = self.free(cell);
            if best.is_none_or(|(_, f)| free.count_ones() < f.count_ones()) {
                best = Some((cell, free));
                if free.count_ones() <= 1 {
                    break;
                }
            }
        }
        let Some((cell, free)) = best else {
            return true;
        };
        let mut digits = [0u8; 9];
        let mut n = 0;
        for d in 1..=9u8 {
            if free & (1 << (d - 1)) != 0 {
                digits[n] = d;
                n += 1;
            }
        }
        random.shuffle(&mut digits[..n]);
        for &d in &digits[..n] {
            let bit = 1 << (d - 1);
            self.cells[cell] = d;
            self.toggle(cell, bit);
            if self.search(random) {
                return true;
            }
            self.toggle(cell, bit);
            self.cells[cell] = 0;
        }
        false
    }
}

/// A random complete, valid grid (81 digits 1..=9).
pub(crate) fn solution(random: &mut Random) -> [u8; CELLS] {
    let mut fill = Fill {
        cells: [0; CELLS],
        rows: [0x1FF; 9],
        cols: [0x1FF; 9],
        boxes: [0x1FF; 9],
    };
    for b in [0, 4, 8] {
        let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        random.shuffle(&mut digits);
        for (k, &d) in digits.iter().enumerate() {
            let cell = (b / 3) * 27 + (b % 3) * 3 + (k / 3) * 9 + k % 3;
            fill.cells[cell] = d;
            fill.toggle(cell, 1 << (d - 1));
        }
    }
    // A start with the diagonal boxes alone always has a completion.
    let completed = fill.search(random);
    debug_assert!(completed);
    fill.cells
}

#[cfg(test)]
mod tests {
    use super::{solution, Random};
    use crate::Grid;

    #[test]
    fn solutions_are_valid_and_vary_with_the_seed() {
        let mut random = Random::new(1);
        let a = solution(&mut random);
        let b = solution(&mut random);
        for cells in [a, b] {
            let grid = Grid::from_cells(cells).expect("digits 1..=9");
            assert!(grid.is_solved());
        }
        assert_ne!(a, b);
    }
}
