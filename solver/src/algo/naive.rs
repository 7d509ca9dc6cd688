//! The tutorial backtracking: first empty cell, digits 1..9, every call counted.

use crate::geometry::{box_of, col_of, row_of, CELLS};
use crate::grid::Grid;
use crate::stats::Search;

struct Naive<'s, 'a> {
    cells: [u8; CELLS],
    // Bit d set: digit d is in the row / column / box. Same answers as the
    // tutorial's scans of the row, column and box, in less time.
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    search: &'s mut Search<'a>,
}

pub(crate) fn run(grid: &Grid, search: &mut Search<'_>) {
    let mut state = Naive {
        cells: *grid.cells(),
        rows: [0; 9],
        cols: [0; 9],
        boxes: [0; 9],
        search,
    };
    for (i, &v) in grid.cells().iter().enumerate() {
        if v != 0 {
            let (r, c, b) = (row_of(i), col_of(i), box_of(i));
            state.rows[r] |= 1 << v;
            state.cols[c] |= 1 << v;
            state.boxes[b] |= 1 << v;
        }
    }
    state.solve(0);
}

impl Naive<'_, '_> {
    /// The recursive function. Returns true when the search must stop.
    /// `from`: every cell before it is filled.
    fn solve(&mut self, from: usize) -> bool {
        if !self.search.enter() {
            return true;
        }
        let Some(cell) = (from..CELLS).find(|&i| self.cells[i] == 0) else {
            return self.search.found(&self.cells);
        };
        let (r, c, b) = (row_of(cell), col_of(cell), box_of(cell));
        for d in 1..=9u8 {
            let bit = 1u16 << d;
            if (self.rows[r] | self.cols[c] | self.boxes[b]) & bit != 0 {
                continue;
            }
            self.cells[cell] = d;
            self.rows[r] |= bit;
            self.cols[c] |= bit;
            self.boxes[b] |= bit;
            self.search.stats.guesses += 1;
            if self.solve(cell + 1) {
                return true;
            }
            self.cells[cell] = 0;
            self.rows[r] &= !bit;
            self.cols[c] &= !bit;
            self.boxes[b] &= !bit;
            self.search.stats.backtracks += 1;
        }
        false
    }
}
