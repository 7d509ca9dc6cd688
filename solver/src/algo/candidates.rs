//! Backtracking over candidates with forward checking: first empty cell in
//! row-major order, its remaining candidates in ascending order.

use crate::geometry::{CELLS, PEERS};
use crate::grid::Grid;
use crate::stats::Search;
use crate::Digits;

/// All nine digits as candidate bits 1..=9 (raw, for speed).
const ALL: u16 = Digits::ALL.bits();

struct Candidates<'s, 'a> {
    cells: [u8; CELLS],
    /// Candidate bits of each empty cell.
    cand: [u16; CELLS],
    search: &'s mut Search<'a>,
}

pub(crate) fn run(grid: &Grid, search: &mut Search<'_>) {
    let mut state = Candidates {
        cells: *grid.cells(),
        cand: [ALL; CELLS],
        search,
    };
    for (i, &v) in grid.cells().iter().enumerate() {
        if v != 0 {
            state.cand[i] = 0;
            for &p in &PEERS[i] {
                state.cand[p as usize] &= !(1 << v);
            }
        }
    }
    // A cell left without candidates by the givens: no solution, one call.
    let dead = (0..CELLS).any(|i| state.cells[i] == 0 && state.cand[i] == 0);
    if dead {
        state.search.enter();
        return;
    }
    state.solve(0);
}

impl Candidates<'_, '_> {
    /// Places `d` in `cell`; false when some empty peer has no candidate left.
    fn place(&mut self, cell: usize, d: u8) -> bool {
        self.cells[cell] = d;
        let bit = 1u16 << d;
        let mut ok = true;
        for &p in &PEERS[cell] {
            let p = p as usize;
            if self.cells[p] == 0 {
                self.cand[p] &= !bit;
                ok &= self.cand[p] != 0;
            }
        }
        ok
    }

    /// The recursive function. Returns true when the search must stop.
    fn solve(&mut self, from: usize) -> bool {
        if !self.search.enter() {
            return true;
        }
        let Some(cell) = (from..CELLS).find(|&i| self.cells[i] == 0) else {
            return self.search.found(&self.cells);
        };
        let saved = self.cand;
        let mut digits = self.cand[cell];
        while digits != 0 {
            let d = digits.trailing_zeros() as u8;
            digits &= digits - 1;
            self.search.stats.guesses += 1;
            if self.place(cell, d) && self.solve(cell + 1) {
                return true;
            }
            self.cells[cell] = 0;
            self.cand = saved;
            self.search.stats.backtracks += 1;
        }
        false
    }
}
