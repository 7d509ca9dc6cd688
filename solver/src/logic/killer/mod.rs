//! Killer techniques as steps: the killer counterpart of
//! [`next_step`](crate::logic::next_step), for a killer or killer-X
//! [`Puzzle`], on a [`Board`] of candidates.
//!
//! * [`board`]: the starting candidates of a puzzle (the givens removed from
//!   their houses, diagonals and cages included).
//! * [`next_step`]: the easiest [`KillerStep`]: the classic singles (full
//!   house, naked single, hidden single in a row, column or box, from the
//!   classic engine; hidden single in a diagonal of killer-X), then
//!   [`KillerTechnique::CageCombinations`],
//!   [`KillerTechnique::CageMustContain`],
//!   [`KillerTechnique::RuleOf45`] (one-cell innies and outies first, then
//!   two to six cells) and [`KillerTechnique::CageClash`], then the classic techniques past the singles
//!   ([`KillerTechnique::Classic`]: pointing to supposition, never those
//!   that lean on a unique solution), and last the killer's own
//!   supposition ([`KillerTechnique::Supposition`]: assume a candidate,
//!   follow the killer techniques to a contradiction).
//! * [`apply`]: puts a step on the board; a placed digit leaves the cell's
//!   houses and cage.
//! * [`solve`]: steps until solved or stuck.
//!
//! Every step carries its arithmetic ([`KillerPattern`]) and no words.
//!
//! ```
//! use sudoku_solver::logic::killer::{self, KillerPattern, KillerTechnique};
//! use sudoku_solver::rules::Puzzle;
//!
//! // One cage: r1c1 + r1c2 = 3, so both are 1 or 2.
//! let puzzle = Puzzle::parse("killer::3-1112")?;
//! let board = killer::board(&puzzle);
//! let step = killer::next_step(&puzzle, &board).expect("a cage step");
//! assert_eq!(step.technique, KillerTechnique::CageCombinations);
//! assert_eq!(step.eliminations.len(), 14); // 3..=9 from both cells
//! if let KillerPattern::CageCombinations(c) = &step.pattern {
//!     assert_eq!(c.sum, 3);
//!     assert_eq!(c.combinations.len(), 1); // 1 + 2
//! }
//! # Ok::<(), sudoku_solver::rules::RulesError>(())
//! ```

mod cage_clash;
mod cage_combinations;
mod cage_must_contain;
mod classic;
mod combos;
mod rule_of_45;
mod rule_of_45_multi;
mod singles;
mod step;
mod trial;

pub use cage_clash::CageClash;
pub use step::{CageCombos, KillerPattern, KillerStep, KillerTechnique, Rule45, Side};
pub use trial::{Broken, Depth, Trial};

use crate::geometry::CELLS;
use crate::logic::Board;
use crate::rules::{Puzzle, Rules};

/// The starting board of `puzzle`: its givens, and for every empty cell the
/// digits not given in its houses (diagonals included) or its cage.
pub fn board(puzzle: &Puzzle) -> Board {
    let mut board = Board::from_grid(puzzle.givens());
    for cell in 0..CELLS {
        let digit = board.digit(cell);
        if digit != 0 {
            for p in peers(puzzle.rules(), cell) {
                board.eliminate(p, digit);
            }
        }
    }
    board
}

/// Puts `step` on `board`: places its digits (each removed from the cell's
/// houses and cage) and removes its eliminations. True when the board
/// changed.
pub fn apply(puzzle: &Puzzle, board: &mut Board, step: &KillerStep) -> bool {
    apply_rules(puzzle.rules(), board, step)
}

/// [`apply`] under `rules`.
fn apply_rules(rules: &Rules, board: &mut Board, step: &KillerStep) -> bool {
    let mut changed = false;
    for &(cell, digit) in &step.placements {
        changed |= place(rules, board, cell, digit);
    }
    for &(cell, digit) in &step.eliminations {
        changed |= board.eliminate(cell, digit);
    }
    changed
}

/// Places `digit` in `cell` and removes it from the cell's houses and
/// cage; true when the cell was empty.
fn place(rules: &Rules, board: &mut Board, cell: usize, digit: u8) -> bool {
    if !board.place(cell, digit) {
        return false;
    }
    for p in peers(rules, cell) {
        board.eliminate(p, digit);
    }
    true
}

/// The easiest next step on `board` for `puzzle`, or `None` when none of
/// the killer techniques applies (solved, stuck, or a contradiction).
pub fn next_step(puzzle: &Puzzle, board: &Board) -> Option<KillerStep> {
    let rules = puzzle.rules();
    singles::find(rules, board)
        .or_else(|| cage_combinations::find(rules, board))
        .or_else(|| cage_must_contain::find(rules, board))
        .or_else(|| rule_of_45::find(rules, board))
        .or_else(|| rule_of_45_multi::find(rules, board))
        .or_else(|| cage_clash::find(rules, board))
        .or_else(|| classic::find(board))
        .or_else(|| trial::find(rules, board))
}

/// The result of [`solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KillerSolve {
    /// Every step taken, in order.
    pub steps: Vec<KillerStep>,
    /// The board after the last step.
    pub board: Board,
}

impl KillerSolve {
    /// True when every cell is filled and the grid keeps every rule.
    pub fn is_solved(&self, puzzle: &Puzzle) -> bool {
        self.board.empty_cells() == 0 && puzzle.rules().is_solved_by(&self.board.grid())
    }
}

/// Applies [`next_step`] from [`board`] until no technique applies (or a
/// step changes nothing, which ends the loop as well).
pub fn solve(puzzle: &Puzzle) -> KillerSolve {
    let mut board = board(puzzle);
    let mut steps = Vec::new();
    while let Some(step) = next_step(puzzle, &board) {
        if !apply(puzzle, &mut board, &step) {
            break;
        }
        steps.push(step);
    }
    KillerSolve { steps, board }
}

/// The cells sharing a house or the cage with `cell` (none for a cell out
/// of range).
fn peers(rules: &Rules, cell: usize) -> Vec<usize> {
    if cell >= CELLS {
        return Vec::new();
    }
    let mut out: Vec<usize> = rules
        .houses()
        .peers(cell)
        .iter()
        .map(|&p| usize::from(p))
        .collect();
    if let Some(cage) = rules.cage_of(cell).and_then(|c| rules.cages().get(c)) {
        for c in cage.cells.iter().map(|&c| usize::from(c)) {
            if c != cell && !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}

/// The cells of a house as indexes.
fn house_cells(house: &[u8; 9]) -> [usize; 9] {
    house.map(usize::from)
}
