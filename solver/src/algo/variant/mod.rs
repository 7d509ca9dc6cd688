//! The four searches under a variant's rules ([`crate::rules::Rules`]):
//! `naive.rs`, `candidates.rs` and `propagation.rs` follow the classic
//! definitions with the variant's houses and cages; `fast/` is a separate
//! solver for variants (the classic bitboard solver is left as it is).
//! Classic puzzles go to the classic searches unchanged.

mod candidates;
mod fast;
pub(crate) mod model;
mod naive;
mod propagation;

use super::Algorithm;
use crate::rules::{Puzzle, Variant};
use crate::stats::{Flow, Options, Outcome, Search, Stats, Verdict};
use model::Model;

/// Solves a puzzle of any variant with `algorithm`: the same options,
/// outcome and statistics as [`crate::solve`], which classic puzzles go
/// to unchanged.
///
/// ```
/// use sudoku_solver::rules::Puzzle;
/// use sudoku_solver::{solve_puzzle, Algorithm, Mode, Options};
/// let p = Puzzle::parse("5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....").unwrap();
/// let first = Options { mode: Mode::First, ..Options::default() };
/// assert_eq!(solve_puzzle(&p, Algorithm::Naive, &first).stats.calls, 52);
/// ```
pub fn solve_puzzle(puzzle: &Puzzle, algorithm: Algorithm, options: &Options) -> Outcome {
    solve_puzzle_with_progress(puzzle, algorithm, options, &mut |_| Flow::Continue)
}

/// As [`solve_puzzle`], with a progress hook as
/// [`crate::solve_with_progress`]'s (returning [`Flow::Stop`] cancels).
/// Givens that clash or overfill a cage give [`Verdict::NoSolution`] at
/// once, with no calls.
pub fn solve_puzzle_with_progress(
    puzzle: &Puzzle,
    algorithm: Algorithm,
    options: &Options,
    progress: &mut dyn FnMut(&Stats) -> Flow,
) -> Outcome {
    let grid = puzzle.givens();
    if puzzle.rules().variant() == Variant::Classic {
        return super::solve_with_progress(grid, algorithm, options, progress);
    }
    let model = Model::new(puzzle.rules());
    if model.givens_clash(grid.cells()) || cages_overfilled(&model, grid.cells()) {
        return Outcome {
            verdict: Verdict::NoSolution,
            solution: None,
            stats: Stats::default(),
        };
    }
    let mut search = Search::new(options, progress);
    match algorithm {
        Algorithm::Naive => naive::run(grid, &model, &mut search),
        Algorithm::Candidates => candidates::run(grid, &model, &mut search),
        Algorithm::Propagation => propagation::run(grid, &model, &mut search),
        Algorithm::Fast => fast::run(grid, &model, &mut search),
    }
    search.finish()
}

/// True when the givens in some cage pass its sum, or fill it and miss it.
fn cages_overfilled(model: &Model, cells: &[u8; crate::geometry::CELLS]) -> bool {
    model.cages.iter().any(|(sum, members)| {
        let placed: u32 = members.iter().map(|&c| u32::from(cells[c as usize])).sum();
        let full = members.iter().all(|&c| cells[c as usize] != 0);
        placed > u32::from(*sum) || (full && placed != u32::from(*sum))
    })
}
