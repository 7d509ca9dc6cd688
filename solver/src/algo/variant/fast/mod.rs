//! The fast solver for variants: a candidate mask per cell, the houses of
//! the rules, the cages with their combination tables, the rule of 45's
//! virtual cages (worked out once, `plan.rs`), propagation to a fixed
//! point (`propagate.rs`), and a guess in the cell with the fewest
//! candidates. Separate from the classic bitboard solver, which it does
//! not touch.

mod plan;
mod propagate;

use super::model::Model;
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::stats::Search;
use plan::Plan;
use propagate::{State, Work};

pub(crate) fn run(grid: &Grid, model: &Model, search: &mut Search<'_>) {
    let plan = Plan::new(model);
    let mut state = State::new();
    let mut work = Work::new(&plan);
    for (i, &v) in grid.cells().iter().enumerate() {
        if v != 0 {
            work.place(&mut state, i, 1 << (v - 1));
        }
    }
    work.all();
    if !search.enter() || work.run(&mut state).is_err() {
        return;
    }
    let mut scores = Scores::new(&plan);
    solve(&plan, &state, &mut scores, search);
}

/// The digits of a fully solved state.
fn digits(state: &State) -> [u8; CELLS] {
    state.cand.map(|v| v.trailing_zeros() as u8 + 1)
}

/// How much each cell is worth guessing first: at the start, how many
/// constraints it is in (small cages counting more); then, every guess in
/// it that failed at once adds one. Halved now and then, so the scores
/// follow the part of the search at hand.
struct Scores {
    cell: [u32; CELLS],
    countdown: u32,
}

impl Scores {
    /// Failures between two halvings.
    const DECAY: u32 = 1 << 14;

    fn new(plan: &Plan) -> Scores {
        let mut cell = [0u32; CELLS];
        for house in &plan.houses {
            for &c in house {
                cell[c as usize] += 9;
            }
        }
        for sum in plan.sums.iter().filter(|s| s.minus.is_empty()) {
            let weight = 18u32.saturating_sub(sum.cells.len() as u32).max(9);
            for &c in &sum.cells {
                cell[c as usize] += weight;
            }
        }
        Scores {
            cell,
            countdown: Scores::DECAY,
        }
    }

    /// A guess in `cell` failed at once.
    fn failed(&mut self, cell: usize) {
        self.cell[cell] += 1;
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = Scores::DECAY;
            for s in &mut self.cell {
                *s >>= 1;
            }
        }
    }

    /// What to guess: the open cell with the best score per candidate;
    /// but when that cell has more than two candidates, a digit with two
    /// places left in a house whose cells score better (two guesses: the
    /// digit in one place, then in the other). `None` when every cell is
    /// solved.
    fn pick(&self, plan: &Plan, state: &State) -> Option<Guess> {
        let (mut best, mut best_n, mut best_s) = (None, 1u32, 0u32);
        for (i, &v) in state.cand.iter().enumerate() {
            let n = v.count_ones();
            if n < 2 {
                continue;
            }
            let s = self.cell[i] + 1;
            if best.is_none() || s * best_n > best_s * n {
                best = Some(i);
                best_n = n;
                best_s = s;
            }
        }
        let cell = best?;
        if best_n > 2 {
            let mut pair = None;
            let mut pair_s = best_s * 2;
            for &mask in &plan.house_masks {
                for (d, &pos) in state.pos.iter().enumerate() {
                    let places = pos & mask;
                    if places.count_ones() != 2 {
                        continue;
                    }
                    let a = places.trailing_zeros() as usize;
                    let b = (127 - places.leading_zeros()) as usize;
                    if single(state.cand[a]) || single(state.cand[b]) {
                        continue;
                    }
                    let s = (self.cell[a] + self.cell[b] + 2) * best_n;
                    if s > pair_s {
                        pair_s = s;
                        pair = Some(Guess::Places(1 << d, a, b));
                    }
                }
            }
            if pair.is_some() {
                return pair;
            }
        }
        Some(Guess::Cell(cell))
    }
}

/// A guess: every candidate of a cell, or a digit in one of its two
/// places in a house.
#[derive(Clone, Copy)]
enum Guess {
    Cell(usize),
    Places(u16, usize, usize),
}

/// True when `v` holds exactly one digit.
fn single(v: u16) -> bool {
    v & v.wrapping_sub(1) == 0
}

/// The recursive function, given a propagated state: guesses in the best
/// cell, each guess a call. Returns true when the search must stop.
fn solve(plan: &Plan, state: &State, scores: &mut Scores, search: &mut Search<'_>) -> bool {
    let Some(guess) = scores.pick(plan, state) else {
        return search.found(&digits(state));
    };
    let options: [(usize, u16); 9] = match guess {
        Guess::Cell(cell) => {
            let mut out = [(CELLS, 0); 9];
            let mut v = state.cand[cell];
            let mut n = 0;
            while v != 0 {
                out[n] = (cell, v & v.wrapping_neg());
                v &= v - 1;
                n += 1;
            }
            out
        }
        Guess::Places(bit, a, b) => {
            let mut out = [(CELLS, 0); 9];
            out[0] = (a, bit);
            out[1] = (b, bit);
            out
        }
    };
    for &(cell, bit) in options.iter().take_while(|(c, _)| *c < CELLS) {
        if !search.enter() {
            return true;
        }
        search.stats.guesses += 1;
        let mut child = *state;
        let mut work = Work::new(plan);
        work.place(&mut child, cell, bit);
        if work.run(&mut child).is_err() {
            scores.failed(cell);
        } else if solve(plan, &child, scores, search) {
            return true;
        }
        search.stats.backtracks += 1;
    }
    false
}
