//! Constraint propagation: naked and hidden singles to a fixed point, then a
//! guess in the cell with the fewest candidates.

use crate::geometry::{CELLS, PEERS, UNITS};
use crate::grid::Grid;
use crate::stats::Search;
use crate::Digits;

/// All nine digits as candidate bits 1..=9 (raw, for speed).
const ALL: u16 = Digits::ALL.bits();

/// The board: digits and the candidates of every empty cell.
#[derive(Clone, Copy)]
struct Board {
    cells: [u8; CELLS],
    cand: [u16; CELLS],
}

impl Board {
    /// Places `d` in `cell` and removes it from the peers' candidates.
    fn assign(&mut self, cell: usize, d: u8) {
        self.cells[cell] = d;
        self.cand[cell] = 0;
        let bit = !(1u16 << d);
        for &p in &PEERS[cell] {
            self.cand[p as usize] &= bit;
        }
    }

    /// Applies naked and hidden singles until nothing changes. False on a
    /// contradiction (an empty cell without candidates, or a digit with no
    /// place left in a unit).
    fn propagate(&mut self) -> bool {
        loop {
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
                    self.assign(cell, c.trailing_zeros() as u8);
                    changed = true;
                }
            }
            for unit in &UNITS {
                // Digits seen once / more than once among the unit's empty cells.
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
                    self.assign(i as usize, d);
                    changed = true;
                }
            }
            if !changed {
                return true;
            }
        }
    }
}

pub(crate) fn run(grid: &Grid, search: &mut Search<'_>) {
    let mut board = Board {
        cells: *grid.cells(),
        cand: [ALL; CELLS],
    };
    for (i, &v) in grid.cells().iter().enumerate() {
        if v != 0 {
            board.assign(i, v);
        }
    }
    solve(board, search);
}

/// The recursive function. Returns true when the search must stop.
fn solve(mut board: Board, search: &mut Search<'_>) -> bool {
    if !search.enter() {
        return true;
    }
    if !board.propagate() {
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
        let mut child = board;
        child.assign(cell, d);
        if solve(child, search) {
            return true;
        }
        search.stats.backtracks += 1;
    }
    false
}
