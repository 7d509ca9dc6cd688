//! The fast solver for variants: a candidate mask per cell, the houses of
//! the rules, the cages with their combination tables, the rule of 45's
//! virtual cages (worked out once, `plan.rs`), propagation to a fixed
//! point (`propagate.rs`), and a guess in the cell with the fewest
//! candidates. Separate from the classic bitboard solver, which it does
//! not touch.
//!
//! The search is compiled twice, as the classic one is: for any processor,
//! and, chosen at run time on x86-64 processors that have them, with
//! `popcnt`, `lzcnt`, BMI1 and BMI2 (counting a mask's digits is then one
//! instruction instead of a dozen). The copies are the same source, so
//! they give the same answers (a test compares them).

mod plan;
mod propagate;

use super::model::Model;
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::stats::Search;
use plan::Plan;
use propagate::{State, Work};

/// Searches from `grid`'s givens under `model`'s rules, with the copy
/// this processor runs best.
#[allow(unsafe_code)]
pub(crate) fn run(grid: &Grid, model: &Model, search: &mut Search<'_>) {
    #[cfg(target_arch = "x86_64")]
    if has_bit_instructions() {
        // SAFETY: the processor has every instruction `run_bits` is
        // compiled with (`has_bit_instructions` checked them).
        unsafe { run_bits(grid, model, search) };
        return;
    }
    run_portable(grid, model, search);
}

/// The search's copies: `$run` sets up the state and calls `$solve`, the
/// recursion; both compiled with the attributes given.
/// True when the processor has the instructions of the search's faster
/// copy: `popcnt`, `lzcnt`, BMI1 and BMI2 (the standard library caches
/// the answer).
#[cfg(target_arch = "x86_64")]
fn has_bit_instructions() -> bool {
    std::is_x86_feature_detected!("popcnt")
        && std::is_x86_feature_detected!("lzcnt")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
}

macro_rules! search_fns {
    ($(#[$attr:meta])* $run:ident, $solve:ident) => {
        $(#[$attr])*
        fn $run(grid: &Grid, model: &Model, search: &mut Search<'_>) {
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
            $solve(&plan, &state, &mut scores, search);
        }

        /// The recursive function, given a propagated state: guesses in
        /// the best cell, each guess a call. Returns true when the search
        /// must stop.
        $(#[$attr])*
        fn $solve(
            plan: &Plan,
            state: &State,
            scores: &mut Scores,
            search: &mut Search<'_>,
        ) -> bool {
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
                } else if $solve(plan, &child, scores, search) {
                    return true;
                }
                search.stats.backtracks += 1;
            }
            false
        }
    };
}

search_fns!(
    /// The portable copy (WebAssembly's, and any processor's without the
    /// instructions of the other).
    run_portable,
    solve_portable
);

#[cfg(target_arch = "x86_64")]
search_fns!(
    /// The copy with `popcnt`, `lzcnt`, BMI1 and BMI2.
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2")]
    run_bits,
    solve_bits
);

/// The digits of a fully solved state.
#[inline(always)]
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
    #[inline(always)]
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
    #[inline(always)]
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
#[inline(always)]
fn single(v: u16) -> bool {
    v & v.wrapping_sub(1) == 0
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;
    use crate::rules::Puzzle;
    use crate::stats::{Flow, Mode, Options, Outcome};

    fn outcome(puzzle: &Puzzle, mode: Mode, copy: fn(&Grid, &Model, &mut Search<'_>)) -> Outcome {
        let options = Options {
            mode,
            ..Options::default()
        };
        let mut hook = |_: &crate::stats::Stats| Flow::Continue;
        let mut search = Search::new(&options, &mut hook);
        copy(puzzle.givens(), &Model::new(puzzle.rules()), &mut search);
        search.finish()
    }

    #[allow(unsafe_code)]
    fn bits(grid: &Grid, model: &Model, search: &mut Search<'_>) {
        assert!(super::has_bit_instructions());
        // SAFETY: checked just above.
        unsafe { run_bits(grid, model, search) }
    }

    #[test]
    fn both_copies_give_the_same_outcomes() {
        // The same verdicts, solutions, calls and guesses (on a machine
        // without the instructions the test has nothing to compare).
        if !super::has_bit_instructions() {
            return;
        }
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/");
        for file in ["killer_tarek_42.txt", "killer_hs_9.txt"] {
            let text = std::fs::read_to_string(format!("{dir}{file}")).unwrap();
            for line in text
                .lines()
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .step_by(4)
            {
                let puzzle_text = line.split_whitespace().next().unwrap();
                let puzzle = Puzzle::parse(puzzle_text).unwrap();
                for mode in [Mode::CountToTwo, Mode::First] {
                    assert_eq!(
                        outcome(&puzzle, mode, run_portable),
                        outcome(&puzzle, mode, bits),
                        "{line}"
                    );
                }
            }
        }
    }
}
