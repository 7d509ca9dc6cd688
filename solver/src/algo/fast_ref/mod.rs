//! A frozen copy of the `fast` solver as it was before the work to make it faster than tdoku, built only
//! for tests and with the `reference` feature: the independent oracle of
//! the differential fuzzing
//! ([`crate::differential`]). Do not change it; change `fast/` instead.
//! Its design, as it was:
//!
//! The production solver: per-digit bitboards split into bands, band-wise
//! propagation with lookup tables, naked singles by bit counting, and
//! guessing in a cell with two candidates.
//!
//! # Bit layout
//!
//! The grid is cut into three *bands* of three rows (rows 0-2, 3-5, 6-8).
//! For every digit `d` (0-based, 0..9) and band `b` the board keeps one
//! 27-bit word `cand[3 * d + b]`: bit `9 * r + c` is set when digit `d` may
//! still go in row `3 * b + r`, column `c`. Since a band is 27 consecutive
//! cells in row-major order, the bit of cell `i` is simply `i % 27` in band
//! `i / 27`. A cell keeps the bit of its own digit once solved, so at the end
//! the 27 words are the solution.
//!
//! Inside a band, each 9-bit row splits into three 3-bit *mini-rows*, one per
//! box. A digit occupies exactly one mini-row in each row of the band and
//! exactly one in each box of the band: the occupied mini-rows form a
//! permutation of 3 rows onto 3 boxes. Band-wise propagation uses that:
//!
//! * [`SHRINK`](tables::SHRINK) turns a 9-bit row into 3 bits: which of its mini-rows still
//!   hold a candidate. The three rows together give a 9-bit "shrunk" band.
//! * [`COMPLEX`](tables::COMPLEX) maps a shrunk band to the 27-bit mask of the mini-rows that
//!   take part in at least one of the 6 row-to-box permutations it allows.
//!   Masking with it performs every pointing and claiming elimination inside
//!   the band (locked candidates), and an empty result is a contradiction.
//! * A row left with a single candidate (found without a table: subtracting
//!   1 from every row at once) is a hidden single in the row; hidden singles
//!   in boxes show up there too, because the permutation mask confines the
//!   box's row to that one cell.
//! * [`LOCKED_COLUMNS`](tables::LOCKED_COLUMNS) maps the 9-bit set of columns a digit may use in a
//!   band to the mask for the other two bands: a box whose candidates of the
//!   digit lie in one column claims that column in the other bands.
//!
//! Solved cells are tracked by one 27-bit word per band (`unsolved`).
//! Words changed since they were last propagated are flagged in `dirty`, one
//! bit per word, and propagated in batches: the words flagged at the start of
//! a batch, in a fixed order, so that one update need not wait for the one
//! before it (propagation is bound by latency, not by instruction count).
//! When no word is dirty, naked singles are found by counting
//! candidates per cell across the nine digit words with bit-sliced adders,
//! then hidden singles in columns (the one unit the band words do not cover)
//! by the same counting down each column, which also finds a column left
//! without a digit (a contradiction caught there instead of guesses later).
//!
//! When all that is exhausted the search guesses, copying the 128-byte board
//! on the stack for each candidate tried. It guesses in a cell with two
//! candidates: the first one for the first few calls, afterwards the one
//! whose two digits see the most candidates of their own (the guess that
//! eliminates the most, either way), those in other two-candidate cells
//! counting extra (they become singles), which more than halves the tree of
//! hard puzzles.
//! Without a two-candidate cell it takes the first cell with the fewest.
//! Of a cell's two digits it tries first the one that sees more candidates
//! of its own.
//!
//! The code: [`tables`] (the lookup tables), [`board`] (the state of a node
//! and its updates), [`propagate`] (propagation to a fixed point), [`guess`]
//! (the cell to guess in) and, here, the recursive search.

mod board;
mod guess;
mod propagate;
mod tables;

use crate::grid::Grid;
use crate::stats::Search;
use board::{Board, Next};

/// Searches from `grid`'s givens. Givens that clash end the search at
/// once, with no calls (no solution).
pub(crate) fn run(grid: &Grid, search: &mut Search<'_>) {
    if let Some(board) = Board::new(grid) {
        solve(board, search);
    }
}

/// Calls after which guesses go to the best-scoring two-candidate cell
/// rather than the first (see [`Board::best_pair`]): scoring costs more than
/// it saves on puzzles that need only a few guesses. (Scoring from the first
/// call cuts the calls of tdoku_magictour_top1465 by a fifth, but costs 40%
/// on tdoku_serg_benchmark, whose first nodes have many such cells.)
const SCORE_AFTER_CALLS: u64 = 8;

/// The recursive search. Returns true when the search must stop.
fn solve(mut board: Board, search: &mut Search<'_>) -> bool {
    if !search.enter() {
        return true;
    }
    let (b, bit) = match board.propagate() {
        Next::Dead => return false,
        Next::Solved => return search.found(&board.cells()),
        Next::Guess(b, bit) => (b, bit),
        Next::Pairs(cells) => {
            if search.stats.calls > SCORE_AFTER_CALLS {
                match board.best_pair(cells) {
                    Next::Guess(b, bit) => (b, bit),
                    _ => return false,
                }
            } else {
                let b = cells.iter().position(|&c| c != 0).unwrap_or(0);
                (b, cells[b].trailing_zeros() as usize)
            }
        }
    };
    // The digits to try, lowest bit first: bit `d` for digit `d`.
    let mut digits = board.digits(b, bit);
    if digits.count_ones() == 2 {
        // Two candidates: first the digit that sees more candidates of its
        // own (it eliminates more, so its subtree tends to be smaller and it
        // finds the first solution sooner). The other digit moves to bit
        // `16 + d`, after it.
        let (d1, d2) = (
            digits.trailing_zeros() as usize,
            31 - digits.leading_zeros() as usize,
        );
        if board.seen(b, bit, d2) > board.seen(b, bit, d1) {
            digits = 1 << d2 | 1 << (16 + d1);
        }
    }
    while digits != 0 {
        let d = digits.trailing_zeros() as usize % 16;
        digits &= digits - 1;
        search.stats.guesses += 1;
        let stop = if digits == 0 {
            // The last candidate: no need to keep the board.
            board.assign(b, bit, d);
            solve(board, search)
        } else {
            let mut child = board;
            child.assign(b, bit, d);
            solve(child, search)
        };
        if stop {
            return true;
        }
        search.stats.backtracks += 1;
    }
    false
}
