//! The human-technique engine: solve a Sudoku the way a person does, one
//! explained step at a time, with pencil marks.
//!
//! * [`Board`]: the digits and the candidates (pencil marks) of every empty
//!   cell, derived from a [`Grid`] by [`Board::from_grid`]. The board keeps
//!   the eliminations made by steps; apply steps with [`Board::apply`].
//! * [`next_step`]: the easiest next [`Step`] on a board: the [`Technique`],
//!   the digits placed, the candidates eliminated, the cells and units that
//!   prove it and the [`Pattern`] seen, which [`Step::explanation`] puts into
//!   one sentence with 1-based rows, columns and boxes ([`Step::summary`]
//!   and [`Step::changes`] into shorter ones).
//! * [`logical_solve`]: repeat steps until the grid is solved, or no
//!   technique applies (stuck), or the board shows a [`Contradiction`].
//!
//! The techniques, easiest first: full house, naked single, hidden single,
//! pointing pair/triple, box/line reduction, naked pair/triple/quad, hidden
//! pair/triple/quad, X-Wing, Swordfish, Jellyfish, XY-Wing, XYZ-Wing, simple
//! colouring (colour trap and colour wrap), X-chains and XY-chains (up to
//! 12 cells), aligned pair exclusion, forcing chains (up to 16 links) and,
//! as the last resort,
//! supposition (assume a candidate, follow the singles, remove the candidate
//! when that ends in a contradiction; when no assumption fails that way,
//! follow the other techniques and one more level of supposition too).
//!
//! Bidirectional cycles come after aligned pair exclusion, then aligned
//! triple exclusion (where Sudoku Explainer tries it).
//!
//! Four techniques hold only for a puzzle with exactly one solution:
//! unique rectangles and unique loops (types 1 to 4, after the XYZ-Wing),
//! BUG+1 and BUG of types 2 to 4 (after them). [`next_step`] and [`logical_solve`] never use them;
//! [`next_step_unique`] and [`logical_solve_unique_with`] do.
//!
//! Placing a digit also removes it from the candidates of its row, column and
//! box; a step's `eliminations` list only what the technique itself removes.
//!
//! The files: `board.rs` (the board and its contradictions), `step.rs`
//! (techniques, steps, patterns), one file per technique (`full_house.rs`
//! ... `supposition.rs`; each finds its first instance and records what it
//! saw, no English; `rectangle.rs`, `unique_rectangle.rs`,
//! `unique_rectangle_three.rs`, `unique_loop.rs` and `bug.rs`, `bug_types.rs` for the uniqueness techniques, `cycle.rs` for the cycles, `forcing_chain.rs` with the
//! types of its pattern), `words.rs` (every sentence and name;
//! `words_unique.rs`, `words_chains.rs` and `words_forcing.rs` those of the
//! uniqueness techniques, the X- and XY-chains and the forcing chains), and
//! here the order in which the techniques are tried and the solve loop.
//! [`killer`] holds the killer techniques (cage combinations, cage must
//! contain, the rule of 45 and the singles under killer rules), one file
//! each, with steps of their own ([`killer::KillerStep`]).
//!
//! ```
//! use sudoku_solver::logic::{logical_solve, next_step, Board, Technique};
//! use sudoku_solver::Grid;
//!
//! let grid = Grid::parse(
//!     "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....",
//! )?;
//! let board = Board::from_grid(&grid);
//! let step = next_step(&board).expect("an easy puzzle has a next step");
//! assert_eq!(step.technique, Technique::NakedSingle);
//! assert_eq!(step.placements, vec![(1, 3)]); // row 1, column 2 (0-based cell 1)
//! assert_eq!(
//!     step.explanation(),
//!     "Row 1, column 2 has only one candidate left, so it must be 3."
//! );
//!
//! let solve = logical_solve(&grid);
//! assert!(solve.is_solved());
//! assert_eq!(solve.hardest(), Some(Technique::NakedSingle));
//! assert_eq!(
//!     solve.techniques(),
//!     vec![(Technique::FullHouse, 20), (Technique::NakedSingle, 23)]
//! );
//! # Ok::<(), sudoku_solver::ParseError>(())
//! ```

mod aligned_pair;
mod aligned_triple;
mod board;
mod box_line;
mod bug;
mod bug_types;
mod cycle;
mod fish;
mod forcing_chain;
mod full_house;
mod hidden_single;
mod hidden_subset;
pub mod killer;
mod naked_single;
mod naked_subset;
mod pointing;
mod rectangle;
mod simple_colouring;
mod sort;
mod step;
mod step_unique;
mod supposition;
mod unique_loop;
mod unique_rectangle;
mod unique_rectangle_three;
mod words;
mod words_chains;
mod words_forcing;
mod words_unique;
mod x_chain;
mod xy_chain;
mod xy_wing;
mod xyz_wing;

pub use board::{Board, Contradiction};
pub use forcing_chain::{ChainLink, ForcingStart};
pub use step::{Pattern, Step, Technique};
pub use step_unique::{Bug, Rectangle};
pub use words::Tense;

/// The deep supposition with a budget of its own (the rating allows more).
pub(crate) use supposition::find_within as supposition_within;
/// Follows the naked and hidden singles on a board (the rating measures
/// how long a supposition's chain of singles is).
pub(crate) use supposition::propagate as propagate_singles;

use crate::geometry::CELLS;
use crate::Grid;
pub use cycle::CycleKind;
pub(crate) use cycle::{length_tenths, tenths as cycle_tenths};
pub(crate) use unique_loop::{find_with_rectangles, tenths as unique_tenths};

/// The easiest next step on `board`, or `None` when no technique applies
/// (the board is solved, stuck, or shows a contradiction).
pub fn next_step(board: &Board) -> Option<Step> {
    next_step_with(board, Technique::Supposition)
}

/// As [`next_step`], using only the techniques up to `hardest` (in the order
/// of [`Technique::ALL`]), never those that need a unique solution (see
/// [`next_step_unique`]).
pub fn next_step_with(board: &Board, hardest: Technique) -> Option<Step> {
    steps_up_to::<false>(board, hardest)
}

/// As [`next_step`], with the techniques that hold only for a puzzle with
/// exactly one solution too (unique rectangles and loops, BUG), in their
/// place in [`Technique::ALL`]. On a board whose puzzle has several solutions their
/// steps can remove a solution's digit: use this only for a puzzle known
/// to have one solution.
pub fn next_step_unique(board: &Board) -> Option<Step> {
    next_step_unique_with(board, Technique::Supposition)
}

/// As [`next_step_unique`], using only the techniques up to `hardest`.
pub fn next_step_unique_with(board: &Board, hardest: Technique) -> Option<Step> {
    steps_up_to::<true>(board, hardest)
}

/// The easiest step up to `hardest`; with `UNIQUE` the techniques that
/// need a unique solution too. A constant, not a flag: without them
/// (`next_step`) their code is not even compiled in, which keeps it out of
/// a web page that only gives hints.
fn steps_up_to<const UNIQUE: bool>(board: &Board, hardest: Technique) -> Option<Step> {
    Technique::ALL
        .iter()
        .take_while(|&&t| t <= hardest)
        .filter(|t| UNIQUE || !t.needs_unique_solution())
        .find_map(|&t| find_with::<UNIQUE>(board, t))
}

/// The first instance of technique `t` on the board (also used by the
/// rating, which tries the techniques in Sudoku Explainer's order).
pub(crate) fn find(board: &Board, t: Technique) -> Option<Step> {
    find_with::<true>(board, t)
}

/// As [`find`]; without `UNIQUE`, nothing for the techniques that need a
/// unique solution: [`next_step`], which a web page's hints use, leaves
/// their code out.
fn find_with<const UNIQUE: bool>(board: &Board, t: Technique) -> Option<Step> {
    match t {
        Technique::FullHouse => full_house::find(board),
        Technique::NakedSingle => naked_single::find(board),
        Technique::HiddenSingle => hidden_single::find(board),
        Technique::PointingPair => pointing::find(board, 2),
        Technique::PointingTriple => pointing::find(board, 3),
        Technique::BoxLineReduction => box_line::find(board),
        Technique::NakedPair => naked_subset::find(board, 2),
        Technique::NakedTriple => naked_subset::find(board, 3),
        Technique::NakedQuad => naked_subset::find(board, 4),
        Technique::HiddenPair => hidden_subset::find(board, 2),
        Technique::HiddenTriple => hidden_subset::find(board, 3),
        Technique::HiddenQuad => hidden_subset::find(board, 4),
        Technique::XWing => fish::find(board, 2),
        Technique::Swordfish => fish::find(board, 3),
        Technique::Jellyfish => fish::find(board, 4),
        Technique::XYWing => xy_wing::find(board),
        Technique::XYZWing => xyz_wing::find(board),
        Technique::UniqueRectangle if UNIQUE => unique_rectangle::find(board),
        Technique::UniqueLoop if UNIQUE => unique_loop::find(board),
        Technique::BugPlusOne if UNIQUE => bug::find(board),
        Technique::Bug if UNIQUE => bug_types::find(board),
        Technique::UniqueRectangle
        | Technique::UniqueLoop
        | Technique::BugPlusOne
        | Technique::Bug => None,
        Technique::SimpleColouring => simple_colouring::find(board),
        Technique::XChain => x_chain::find(board),
        Technique::XYChain => xy_chain::find(board),
        Technique::AlignedPairExclusion => aligned_pair::find(board),
        Technique::Cycle => cycle::find(board),
        Technique::AlignedTripleExclusion => aligned_triple::find(board),
        Technique::ForcingChain => forcing_chain::find(board),
        Technique::Supposition => supposition::find(board),
    }
}

/// How a logical solve ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogicalStatus {
    /// Every cell is filled without clashes.
    Solved,
    /// No technique applies any more.
    Stuck,
    /// The board cannot be completed (clashing givens, or a puzzle without
    /// a solution).
    Contradiction(Contradiction),
}

/// The result of [`logical_solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogicalSolve {
    /// Every step taken, in order.
    pub steps: Vec<Step>,
    /// The board after the last step.
    pub board: Board,
    /// How the solve ended.
    pub status: LogicalStatus,
}

impl LogicalSolve {
    /// True when the grid was solved.
    pub fn is_solved(&self) -> bool {
        self.status == LogicalStatus::Solved
    }

    /// The digits after the last step (empty cells 0).
    pub fn grid(&self) -> Grid {
        self.board.grid()
    }

    /// Each technique used with the number of steps that used it, easiest first.
    pub fn techniques(&self) -> Vec<(Technique, usize)> {
        let mut counts = [0usize; Technique::ALL.len()];
        for step in &self.steps {
            counts[step.technique as usize] += 1;
        }
        Technique::ALL
            .iter()
            .zip(counts)
            .filter(|&(_, n)| n > 0)
            .map(|(&t, n)| (t, n))
            .collect()
    }

    /// How many steps used `technique`.
    pub fn count(&self, technique: Technique) -> usize {
        self.steps
            .iter()
            .filter(|s| s.technique == technique)
            .count()
    }

    /// The hardest technique used, `None` when no step was taken.
    pub fn hardest(&self) -> Option<Technique> {
        self.steps.iter().map(|s| s.technique).max()
    }
}

/// Solves `grid` step by step with all techniques, supposition included.
///
/// Never panics and always ends: every step places a digit or removes a
/// candidate. A grid with clashing givens ends at once with
/// [`LogicalStatus::Contradiction`].
pub fn logical_solve(grid: &Grid) -> LogicalSolve {
    logical_solve_with(grid, Technique::Supposition)
}

/// As [`logical_solve`], using only the techniques up to `hardest`; e.g.
/// `Technique::SimpleColouring` solves without supposition.
pub fn logical_solve_with(grid: &Grid, hardest: Technique) -> LogicalSolve {
    solve_board(Board::from_grid(grid), hardest)
}

/// As [`logical_solve_with`], with the techniques of [`next_step_unique`]:
/// only for a puzzle known to have exactly one solution.
pub fn logical_solve_unique_with(grid: &Grid, hardest: Technique) -> LogicalSolve {
    solve_from::<true>(Board::from_grid(grid), hardest)
}

/// As [`logical_solve_with`], from a board (which may carry eliminations).
pub fn solve_board(board: Board, hardest: Technique) -> LogicalSolve {
    solve_from::<false>(board, hardest)
}

fn solve_from<const UNIQUE: bool>(mut board: Board, hardest: Technique) -> LogicalSolve {
    let mut steps = Vec::new();
    let status = loop {
        if let Some(c) = board.contradiction() {
            break LogicalStatus::Contradiction(c);
        }
        if board.is_solved() {
            break LogicalStatus::Solved;
        }
        // Each step changes the board, so at most 81 placements plus
        // 729 eliminations; the bound is a second guarantee.
        if steps.len() > CELLS * 10 {
            break LogicalStatus::Stuck;
        }
        let Some(step) = steps_up_to::<UNIQUE>(&board, hardest) else {
            break LogicalStatus::Stuck;
        };
        if !board.apply(&step) {
            break LogicalStatus::Stuck;
        }
        steps.push(step);
    };
    LogicalSolve {
        steps,
        board,
        status,
    }
}

// ---- Shared by the techniques ----

/// Every `k`-element subset of `items`, in lexicographic order of positions.
pub(crate) fn combinations<T: Copy>(items: &[T], k: usize) -> Vec<Vec<T>> {
    let mut out = Vec::new();
    if k == 0 || k > items.len() {
        return out;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        out.push(idx.iter().map(|&i| items[i]).collect());
        // Advance the rightmost index that can still move.
        let mut pos = k;
        while pos > 0 && idx[pos - 1] == items.len() - k + pos - 1 {
            pos -= 1;
        }
        if pos == 0 {
            return out;
        }
        idx[pos - 1] += 1;
        for j in pos..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}
