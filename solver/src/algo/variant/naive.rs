//! The tutorial backtracking under a variant's rules: first empty cell in
//! row-major order, digits 1..9, a digit kept if no cell it must differ
//! from holds it and its cage can still reach its sum.

use super::model::{Model, NONE};
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::stats::Search;

struct Naive<'m, 's, 'a> {
    model: &'m Model,
    cells: [u8; CELLS],
    /// Each cage's digits so far: their sum and the number of empty cells.
    cage_sum: Vec<u8>,
    cage_empty: Vec<u8>,
    search: &'s mut Search<'a>,
}

pub(crate) fn run(grid: &Grid, model: &Model, search: &mut Search<'_>) {
    let mut state = Naive {
        model,
        cells: *grid.cells(),
        cage_sum: vec![0; model.cages.len()],
        cage_empty: model.cages.iter().map(|(_, c)| c.len() as u8).collect(),
        search,
    };
    for (i, &v) in grid.cells().iter().enumerate() {
        let k = model.cage_of[i];
        if v != 0 && k != NONE {
            state.cage_sum[k as usize] += v;
            state.cage_empty[k as usize] -= 1;
        }
    }
    state.solve(0);
}

impl Naive<'_, '_, '_> {
    /// True when `d` may go in `cell`.
    fn allowed(&self, cell: usize, d: u8) -> bool {
        if self.model.peers[cell]
            .iter()
            .any(|&p| self.cells[p as usize] == d)
        {
            return false;
        }
        let k = self.model.cage_of[cell];
        if k == NONE {
            return true;
        }
        let k = k as usize;
        let (sum, total) = (self.model.cages[k].0, self.cage_sum[k] + d);
        if self.cage_empty[k] == 1 {
            total == sum
        } else {
            total < sum
        }
    }

    /// The recursive function. Returns true when the search must stop.
    fn solve(&mut self, from: usize) -> bool {
        if !self.search.enter() {
            return true;
        }
        let Some(cell) = (from..CELLS).find(|&i| self.cells[i] == 0) else {
            return self.search.found(&self.cells);
        };
        let k = self.model.cage_of[cell] as usize;
        for d in 1..=9u8 {
            if !self.allowed(cell, d) {
                continue;
            }
            self.cells[cell] = d;
            if k < self.cage_sum.len() {
                self.cage_sum[k] += d;
                self.cage_empty[k] -= 1;
            }
            self.search.stats.guesses += 1;
            if self.solve(cell + 1) {
                return true;
            }
            self.cells[cell] = 0;
            if k < self.cage_sum.len() {
                self.cage_sum[k] -= d;
                self.cage_empty[k] += 1;
            }
            self.search.stats.backtracks += 1;
        }
        false
    }
}
