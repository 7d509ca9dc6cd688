//! The production solver: per-digit bitboards split into bands, band-wise
//! propagation with lookup tables, naked singles by bit counting, and
//! guessing in a cell with two candidates.
//!
//! # Bit layout
//!
//! The grid is cut into three *bands* of three rows (rows 0-2, 3-5, 6-8). For
//! every digit `d` (0-based, 0..9) and band `b` the board keeps one 27-bit
//! word `cand[9 * b + d]` (a band's nine words are consecutive, so clearing
//! cells from all of them takes a few vector instructions): bit `9 * r + c`
//! is set when digit `d` may still go in row `3 * b + r`, column `c`. Since a
//! band is 27 consecutive cells in row-major order, the bit of cell `i` is
//! simply `i % 27` in band `i / 27`. A cell keeps the bit of its own digit
//! once solved, so at the end the 27 words are the solution.
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
//!   The search finds the shrunk band with one BMI2 `pext` where it can;
//!   elsewhere (WebAssembly above all) it takes a multiply instead
//!   ([`minirow_key`](tables::minirow_key), a perfect hash of the 512 sets of
//!   mini-rows) and the same masks reordered
//!   ([`COMPLEX_BY_KEY`](tables::COMPLEX_BY_KEY)): no table lookups before
//!   the mask's.
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
//! A cell an update finds solved (the digit's only place in a row) is
//! marked solved at once but cleared from the other digits' words at the
//! end of the batch, for all the batch's solved cells of a band at once:
//! half the updates solve a cell, so a branch on it in every update was
//! mispredicted often (3-6% on tdoku_forum_hardest_1106, 8% on
//! tdoku_17_clue_49158). The rules reach the same fixed point in any order,
//! so the search tree, its counts and its answers are the same. In
//! WebAssembly the update clears them at once, with no branch: the band's
//! nine words are cleared in every update, of no cell if it solved none
//! (12-16% faster in V8 than the branch, but 5% slower on norvig_top95 to
//! the first solution; deferred, V8 was slower still:
//! [`board::DEFER_CLEARS`]). Each update reads its word before the update
//! ahead of it in the batch stores anything, so that the updates of a band
//! need not wait for each other's stores: it reasons on that earlier value
//! (it holds at least the word's candidates, so what follows from it
//! holds), stores what it finds and-ed with the word as it is then, and
//! flags the word again if it changed meanwhile (6-10% faster in V8, where
//! every update stores its band's nine words; natively 0-2%).
//! When no word is dirty, naked singles are found by counting
//! candidates per cell across the nine digit words with bit-sliced adders,
//! then hidden singles in columns (the one unit the band words do not cover)
//! by the same counting down each column, which also finds a column left
//! without a digit (a contradiction caught there instead of guesses later).
//!
//! In the first call only (before the first guess), [`triads`] reasons on
//! the mini-rows and mini-columns too: each holds exactly three digits, so
//! three digits that alone may occupy one must, and three that must leave
//! no room for others. That saves about a tenth of the guesses of
//! tdoku_magictour_top1465 and norvig_top95; in every call it would save a
//! tenth on tdoku_forum_hardest_1106 too, but cost more than it saves. The
//! idea is tdoku's (Tom Dillon, BSD-2-Clause; no code is taken from it).
//!
//! When all that is exhausted the search guesses, copying the 124-byte board
//! on the stack for each candidate tried but the last (which takes the board
//! itself; the search passes boards by reference). It guesses in a cell with
//! two candidates: for the first few calls the one that sees the most other
//! such cells (cheap to find), afterwards the one whose two digits see the
//! most candidates of their own (the guess that eliminates the most, either
//! way), those in other two-candidate cells counting extra (they become
//! singles), which more than halves the tree of hard puzzles.
//! Without a two-candidate cell it takes the first cell with the fewest.
//! Of a cell's two digits it tries first the one that sees more candidates
//! of its own.
//!
//! The code: [`tables`] (the lookup tables), [`board`] (the state of a node
//! and its updates), [`propagate`] (propagation to a fixed point), [`guess`]
//! (the cell to guess in), [`triads`] (mini-row and mini-column reasoning)
//! and [`search`] (the recursive search); `wasm` (band operations with
//! WebAssembly SIMD).
//!
//! # Instruction sets
//!
//! The search is compiled three times from the same source: a portable
//! copy, and on x86-64 two that may use AVX2, `popcnt`, `lzcnt`, BMI1 and
//! BMI2, one of them chosen at run time when the processor has them (a few
//! per cent faster): the first finds the mini-rows of every band update
//! with `pext`, the second with a multiply, for AMD processors before Zen 3
//! (their `pext` is microcoded). A binary built on one machine so runs on
//! any x86-64; the copies give the same verdicts, solutions and counts (a
//! test compares them). The call to the x86-64 copies and `pext` are two of
//! the crate's four `unsafe` blocks.
//!
//! In WebAssembly (built with `simd128`) the compiler leaves the loops over
//! a band's nine digit words scalar, so `wasm.rs` does clearing cells from
//! them and reading a cell's digits with 128-bit vectors: its loads and
//! stores are the other two `unsafe` blocks. About 7-9% faster in V8.
//! `tests/solver_wasm.rs` checks, natively and in headless Chromium, the
//! same verdicts, counts and solutions on three data files.
//!
//! # Statistics
//!
//! `calls` counts invocations of the recursive search (the first one
//! included), `guesses` every digit tried in the cell chosen for a guess,
//! `backtracks` the guesses taken back. The call budget and progress hook
//! are checked once per call.

mod board;
mod guess;
mod propagate;
mod search;
mod tables;
mod triads;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm;

use crate::grid::Grid;
use crate::stats::Search;

/// Searches from `grid`'s givens. Givens that clash end the search at
/// once, with no calls (no solution).
pub(crate) fn run(grid: &Grid, search: &mut Search<'_>) {
    search::run(grid, search);
}

/// [`run`] with the search's portable copy, whatever the processor: the
/// copy WebAssembly and processors without AVX2 and BMI2 run (for the
/// differential tests, which check it against the copy chosen at run time).
#[cfg(any(test, feature = "reference"))]
pub(crate) fn run_portable(grid: &Grid, search: &mut Search<'_>) {
    search::run_portable(grid, search);
}

#[cfg(test)]
mod tests {
    use super::board::Board;
    use super::*;
    use crate::geometry::CELLS;
    use crate::{solve, Algorithm, Mode, Options, Verdict};

    fn fast(line: &str, mode: Mode) -> crate::Outcome {
        let grid = Grid::parse(line).unwrap();
        let options = Options {
            mode,
            ..Options::default()
        };
        solve(&grid, Algorithm::Fast, &options)
    }

    #[test]
    fn solves_and_proves_unique() {
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let out = fast(line, Mode::CountToTwo);
        assert_eq!(out.verdict, Verdict::Unique);
        let solution = out.solution.unwrap();
        assert!(solution.is_solved());
        assert!(Grid::parse(line).unwrap().is_completed_by(&solution));
        // Every call but the first follows a guess; proving uniqueness takes
        // every guess back.
        assert_eq!(out.stats.guesses, out.stats.calls - 1);
        assert_eq!(out.stats.backtracks, out.stats.guesses);
        assert_eq!(fast(line, Mode::First).verdict, Verdict::Solved);
    }

    #[test]
    fn singles_only_needs_one_call() {
        let line =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let out = fast(line, Mode::CountToTwo);
        assert_eq!(out.verdict, Verdict::Unique);
        assert_eq!(out.stats.calls, 1);
        assert_eq!(out.stats.guesses, 0);
    }

    #[test]
    fn empty_grid_has_many_solutions() {
        let out = fast(&".".repeat(81), Mode::CountToTwo);
        assert_eq!(out.verdict, Verdict::Multiple);
        assert!(out.solution.unwrap().is_solved());
    }

    #[test]
    fn no_solution_without_clash() {
        // Row 0 needs a 9 in its last cell, but column 8 already holds one.
        let line =
            "12345678.........9...............................................................";
        assert_eq!(fast(line, Mode::CountToTwo).verdict, Verdict::NoSolution);
        assert_eq!(fast(line, Mode::First).verdict, Verdict::NoSolution);
    }

    #[test]
    fn finds_every_clash_while_setting_up() {
        // Every pair of cells holding the same digit: a clash exactly when
        // they share a row, column or box.
        for i in 0..CELLS {
            for j in i + 1..CELLS {
                let mut grid = Grid::empty();
                grid.set(i, 5);
                grid.set(j, 5);
                let peers = crate::geometry::sees(i, j);
                assert_eq!(Board::new(&grid).is_none(), peers, "cells {i} and {j}");
                assert_eq!(crate::has_clash(&grid), peers);
            }
        }
        let line =
            "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259....5";
        let out = fast(line, Mode::CountToTwo);
        assert_eq!(out.verdict, Verdict::NoSolution);
        assert_eq!(out.stats.calls, 0);
    }

    #[test]
    fn budget_stops_the_search() {
        let grid = Grid::parse(&".".repeat(81)).unwrap();
        let options = Options {
            max_calls: Some(3),
            ..Options::default()
        };
        let out = solve(&grid, Algorithm::Fast, &options);
        assert_eq!(out.verdict, Verdict::Aborted);
        assert_eq!(out.stats.calls, 3);
    }
}
