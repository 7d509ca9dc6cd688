//! Constraint propagation under a variant's rules: naked and hidden
//! singles in every house, and in every cage only the digits of the
//! combinations its remaining sum allows, to a fixed point; then a guess
//! in the cell with the fewest candidates.

use super::model::Model;
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::rules::combinations;
use crate::stats::Search;
use crate::Digits;

/// All nine digits as candidate bits 1..=9 (raw, for speed).
const ALL: u16 = Digits::ALL.bits();

/// The board: digits and the candidates of every empty cell.
#[derive(Clone)]
struct Board {
    cells: [u8; CELLS],
    cand: [u16; CELLS],
}

impl Board {
    /// Places `d` in `cell` and removes it from the peers' candidates.
    fn assign(&mut self, model: &Model, cell: usize, d: u8) {
        self.cells[cell] = d;
        self.cand[cell] = 0;
        let bit = !(1u16 << d);
        for &p in &model.peers[cell] {
            self.cand[p as usize] &= bit;
        }
    }

    /// Keeps in each cage's empty cells the digits of some combination of
    /// the remaining sum that avoids the cage's placed digits. False when
    /// none is left.
    fn fit_cages(&mut self, model: &Model) -> bool {
        for (sum, cells) in &model.cages {
            let (mut placed, mut used, mut empty) = (0u8, 0u16, 0usize);
            for &c in cells {
                let v = self.cells[c as usize];
                placed += v;
                used |= (1 << v) >> 1;
                empty += usize::from(v == 0);
            }
            if placed > *sum {
                return false;
            }
            if empty == 0 {
                if placed != *sum {
                    return false;
                }
                continue;
            }
            // Combination masks use bit d - 1 for digit d.
            let allowed = combinations(empty, usize::from(sum - placed))
                .iter()
                .filter(|&&m| m & used == 0)
                .fold(0u16, |a, &m| a | m)
                << 1;
            for &c in cells {
                if self.cells[c as usize] == 0 {
                    self.cand[c as usize] &= allowed;
                }
            }
        }
        true
    }

    /// Applies naked and hidden singles and the cages' combinations until
    /// nothing changes. False on a contradiction.
    fn propagate(&mut self, model: &Model) -> bool {
        loop {
            if !self.fit_cages(model) {
                return false;
            }
            let mut changed = false;
            for cell in 0..CELLS {
                if self.cells[cell] != 0 {
                    continue;
                }
                let c = self.cand[cell];
                if c == 0 {
                    return false;
                }
                if c & (c - 1) == 0 {
                    self.assign(model, cell, c.trailing_zeros() as u8);
                    changed = true;
                }
            }
            for unit in &model.houses {
                let (mut once, mut more, mut placed) = (0u16, 0u16, 0u16);
                for &i in unit {
                    let i = i as usize;
                    placed |= 1 << self.cells[i];
                    more |= once & self.cand[i];
                    once |= self.cand[i];
                }
                if (once | placed) & ALL != ALL {
                    return false;
                }
                let mut singles = once & !more & !placed;
                while singles != 0 {
                    let d = singles.trailing_zeros() as u8;
                    singles &= singles - 1;
                    let Some(&i) = unit
                        .iter()
                        .find(|&&i| self.cand[i as usize] & (1 << d) != 0)
                    else {
                        return false;
                    };
                    self.assign(model, i as usize, d);
                    changed = true;
                }
            }
            if !changed {
                return true;
            }
        }
    }
}

pub(crate) fn run(grid: &Grid, model: &Model, search: &mut Search<'_>) {
    let mut board = Board {
        cells: *grid.cells(),
        cand: [ALL; CELLS],
    };
    for (i, &v) in grid.cells().iter().enumerate() {
        if v != 0 {
            board.assign(model, i, v);
        }
    }
    solve(board, model, search);
}

/// The recursive function. Returns true when the search must stop.
fn solve(mut board: Board, model: &Model, search: &mut Search<'_>) -> bool {
    if !search.enter() {
        return true;
    }
    if !board.propagate(model) {
        return false;
    }
    let best = (0..CELLS)
        .filter(|&i| board.cells[i] == 0)
        .min_by_key(|&i| board.cand[i].count_ones());
    let Some(cell) = best else {
        return search.found(&board.cells);
    };
    let mut digits = board.cand[cell];
    while digits != 0 {
        let d = digits.trailing_zeros() as u8;
        digits &= digits - 1;
        search.stats.guesses += 1;
        let mut child = board.clone();
        child.assign(model, cell, d);
        if solve(child, model, search) {
            return true;
        }
        search.stats.backtracks += 1;
    }
    false
}
