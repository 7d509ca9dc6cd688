//! Differential testing of the `fast` solver against an independent oracle:
//! the copy of `fast` as it was before the work to make it faster than tdoku, kept unchanged for this
//! purpose. Built only for the crate's tests and with the `reference`
//! feature (`examples/differential.rs` runs millions of cases with it); the
//! shipped crate has none of it.
//!
//! [`Cases`] makes random puzzles: random subsets of random complete grids
//! (17 to 40 givens, mostly with several solutions), some with a given
//! changed to a random digit (often no solution, sometimes a clash), and,
//! when given a pool of hard puzzles, randomly transformed members of the
//! pool, some with a given removed or a digit added. [`compare`] solves one
//! in both modes with `fast`, its portable copy and the reference, and
//! checks that they agree.

use crate::algo::fast_ref;
use crate::generate::fill;
use crate::generate::random::Random;
use crate::generate::transform;
use crate::geometry::CELLS;
use crate::stats::Search;
use crate::{solve, Algorithm, Flow, Grid, Mode, Options, Outcome, Symmetry, Verdict};

/// Solves `grid` with the reference solver (the pre-issue-16 `fast`).
pub fn solve_reference(grid: &Grid, options: &Options) -> Outcome {
    let mut hook = |_: &crate::Stats| Flow::Continue;
    let mut search = Search::new(options, &mut hook);
    fast_ref::run(grid, &mut search);
    search.finish()
}

/// Solves `grid` with `fast`'s portable copy, whatever the processor (on
/// x86-64 with AVX2 and BMI2, `solve` runs another): the copy WebAssembly
/// runs, but for the band operations it does with SIMD there
/// (`fast/wasm.rs`, checked by `tests/solver_wasm.rs`).
pub fn solve_portable(grid: &Grid, options: &Options) -> Outcome {
    let mut hook = |_: &crate::Stats| Flow::Continue;
    let mut search = Search::new(options, &mut hook);
    crate::algo::fast_portable(grid, &mut search);
    search.finish()
}

/// A seeded stream of random test puzzles.
pub struct Cases {
    random: Random,
    pool: Vec<[u8; CELLS]>,
    solution: [u8; CELLS],
    made: u64,
}

impl Cases {
    /// The stream of `seed`; `pool` holds puzzles to transform (may be
    /// empty: then only random subsets of random grids).
    pub fn new(seed: u64, pool: &[Grid]) -> Cases {
        let mut random = Random::new(seed);
        let solution = fill::solution(&mut random);
        Cases {
            random,
            pool: pool.iter().map(|g| *g.cells()).collect(),
            solution,
            made: 0,
        }
    }

    /// The next puzzle.
    pub fn next_case(&mut self) -> Grid {
        self.made += 1;
        let r = &mut self.random;
        // A new complete grid now and then; otherwise a transformed one
        // (the same kind of object, much cheaper).
        self.solution = if self.made.is_multiple_of(64) {
            fill::solution(r)
        } else {
            transform::shuffle(&self.solution, Symmetry::None, r)
        };
        let mut kind = r.below(16);
        if self.pool.is_empty() {
            kind %= 10;
        }
        let mut cells = if kind < 10 {
            let mut order: [usize; CELLS] = std::array::from_fn(|i| i);
            r.shuffle(&mut order);
            let givens = 17 + r.below(24) as usize;
            let mut cells = [0u8; CELLS];
            for &i in &order[..givens] {
                cells[i] = self.solution[i];
            }
            cells
        } else {
            let seed = self.pool[r.below(self.pool.len() as u32) as usize];
            let mut cells = transform::shuffle(&seed, Symmetry::None, r);
            if kind < 13 {
                // Remove one or two givens: usually several solutions,
                // found only after a hard search.
                for _ in 0..=r.below(2) {
                    let i = r.below(CELLS as u32) as usize;
                    cells[i] = 0;
                }
            }
            cells
        };
        if kind == 8 || kind == 9 || kind >= 14 {
            // One to three cells set to a random digit.
            for _ in 0..=r.below(3) {
                let i = r.below(CELLS as u32) as usize;
                cells[i] = 1 + r.below(9) as u8;
            }
        }
        Grid::from_cells(cells).expect("digits 0..=9")
    }
}

/// Solves `grid` with `fast` and the reference in both modes: the same
/// verdicts, every solution a valid completion of `grid`, and the same
/// solution whenever it is unique; and `fast`'s portable copy exactly as
/// the copy chosen at run time (verdict, solution and counts). The error
/// says what differed.
pub fn compare(grid: &Grid) -> Result<(), String> {
    let mut unique = None;
    for mode in [Mode::CountToTwo, Mode::First] {
        let options = Options {
            mode,
            ..Options::default()
        };
        let ours = solve(grid, Algorithm::Fast, &options);
        let theirs = solve_reference(grid, &options);
        let line = grid.to_line();
        let portable = solve_portable(grid, &options);
        if portable != ours {
            return Err(format!(
                "{line} {mode:?}: the portable copy gives {portable:?}, the other {ours:?}"
            ));
        }
        if ours.verdict != theirs.verdict {
            return Err(format!(
                "{line} {mode:?}: fast says {}, the reference {}",
                ours.verdict, theirs.verdict
            ));
        }
        if ours.solution.is_some() != theirs.solution.is_some() {
            return Err(format!(
                "{line} {mode:?}: one gives a solution, the other not"
            ));
        }
        if let Some(solution) = &ours.solution {
            if !solution.is_solved() || !grid.is_completed_by(solution) {
                return Err(format!(
                    "{line} {mode:?}: invalid solution {}",
                    solution.to_line()
                ));
            }
        }
        if ours.verdict == Verdict::Unique {
            unique = theirs.solution;
        }
        if unique.is_some() && ours.solution != unique {
            return Err(format!(
                "{line} {mode:?}: another solution than the unique one"
            ));
        }
        if ours.verdict != Verdict::NoSolution && ours.stats.calls == 0 {
            return Err(format!("{line} {mode:?}: a verdict without a call"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pool() -> Vec<Grid> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/");
        let mut pool = Vec::new();
        for file in [
            "tdoku_forum_hardest_1106.txt",
            "tdoku_magictour_top1465.txt",
        ] {
            let text = std::fs::read_to_string(format!("{dir}{file}")).unwrap();
            pool.extend(text.lines().step_by(7).map(|l| Grid::parse(l).unwrap()));
        }
        pool
    }

    #[test]
    fn fast_agrees_with_the_reference_on_random_cases() {
        let mut cases = Cases::new(16, &pool());
        let mut verdicts = [0usize; 3];
        for _ in 0..4000 {
            let grid = cases.next_case();
            compare(&grid).unwrap();
            let v = solve(&grid, Algorithm::Fast, &Options::default()).verdict;
            verdicts[match v {
                Verdict::Unique => 0,
                Verdict::Multiple => 1,
                _ => 2,
            }] += 1;
        }
        // Every kind of verdict comes up often.
        assert!(verdicts.iter().all(|&n| n > 200), "{verdicts:?}");
    }

    #[test]
    fn reference_matches_known_counts() {
        let p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let out = solve_reference(&Grid::parse(p).unwrap(), &Options::default());
        assert_eq!(out.verdict, Verdict::Unique);
    }
}
