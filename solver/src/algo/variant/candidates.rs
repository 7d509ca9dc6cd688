//! Backtracking over candidates with forward checking under a variant's
//! rules: first empty cell in row-major order, its remaining candidates in
//! ascending order; a placement that leaves some empty cell without
//! candidates is undone at once. A cage keeps in its empty cells only the
//! digits its remaining sum allows (the last empty cell: exactly that sum).

use super::model::{Model, NONE};
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::stats::Search;
use crate::Digits;

/// All nine digits as candidate bits 1..=9 (raw, for speed).
const ALL: u16 = Digits::ALL.bits();

struct Candidates<'m, 's, 'a> {
    model: &'m Model,
    cells: [u8; CELLS],
    /// Candidate bits of each empty cell.
    cand: [u16; CELLS],
    search: &'s mut Search<'a>,
}

pub(crate) fn run(grid: &Grid, model: &Model, search: &mut Search<'_>) {
    let mut state = Candidates {
        model,
        cells: *grid.cells(),
        cand: [ALL; CELLS],
        search,
    };
    let mut ok = true;
    for (i, &v) in grid.cells().iter().enumerate() {
        if v != 0 {
            state.cand[i] = 0;
            for &p in &model.peers[i] {
                state.cand[p as usize] &= !(1 << v);
            }
        }
    }
    for k in 0..model.cages.len() {
        ok &= state.fit_cage(k);
    }
    // A cell left without candidates by the givens: no solution, one call.
    ok &= (0..CELLS).all(|i| state.cells[i] != 0 || state.cand[i] != 0);
    if !ok {
        state.search.enter();
        return;
    }
    state.solve(0);
}

impl Candidates<'_, '_, '_> {
    /// Keeps in cage `k`'s empty cells the digits its remaining sum
    /// allows; false when an empty cell is left without candidates or a
    /// full cage misses its sum.
    fn fit_cage(&mut self, k: usize) -> bool {
        let (sum, cells) = &self.model.cages[k];
        let mut placed = 0u8;
        let mut empty = 0;
        for &c in cells {
            placed += self.cells[c as usize];
            empty += usize::from(self.cells[c as usize] == 0);
        }
        if placed > *sum {
            return false;
        }
        let left = sum - placed;
        let keep = match empty {
            0 => return left == 0,
            1 if left <= 9 => 1u16 << left,
            1 => 0,
            _ => (2u16 << left.min(9)) - 2,
        };
        let mut ok = true;
        for &c in cells {
            let c = c as usize;
            if self.cells[c] == 0 {
                self.cand[c] &= keep;
                ok &= self.cand[c] != 0;
            }
        }
        ok
    }

    /// Places `d` in `cell`; false when some empty cell has no candidate
    /// left.
    fn place(&mut self, cell: usize, d: u8) -> bool {
        self.cells[cell] = d;
        let bit = 1u16 << d;
        let mut ok = true;
        for &p in &self.model.peers[cell] {
            let p = p as usize;
            if self.cells[p] == 0 {
                self.cand[p] &= !bit;
                ok &= self.cand[p] != 0;
            }
        }
        let k = self.model.cage_of[cell];
        if ok && k != NONE {
            ok = self.fit_cage(k as usize);
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
