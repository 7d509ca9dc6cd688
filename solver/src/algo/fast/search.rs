//! The recursive search, compiled three times: for any x86-64 (or other
//! target) and, chosen at run time where the processor has them, with the
//! instructions of x86-64 processors since 2013-2015: AVX2 (256-bit
//! vectors for a band's nine digit words), `popcnt`, `lzcnt`, BMI1 and
//! BMI2 (`tzcnt`, `andn`, shifts by a register without `cl`; and `pext`,
//! which finds a band's mini-rows in one instruction, or in the third
//! copy, for processors whose `pext` is slow, a multiply). The copies are
//! the same source, so they give the same answers (a test compares them).

use super::board::{Board, Next};
use crate::grid::Grid;
use crate::stats::Search;

/// Calls after which guesses go to the best-scoring two-candidate cell
/// ([`Board::best_pair`]); before, to the one that sees the most other such
/// cells ([`Board::most_linked_pair`], a few bit operations a cell) when
/// there are at most [`LINK_AT_MOST`] of them, else to the first. Scoring
/// costs more than it saves on puzzles that need only a few guesses:
/// from the first call it cuts the calls of norvig_top95 and
/// tdoku_magictour_top1465 by a fifth, but costs 35% on
/// tdoku_serg_benchmark (sparse puzzles with many solutions, whose first
/// nodes have many such cells).
const SCORE_AFTER_CALLS: u64 = 8;

/// The most two-candidate cells for which the first calls look for the
/// most linked one. The most linked cell instead of the first saves, with
/// this limit, 4% (15% for the first solution) of the calls of
/// norvig_top95 and 4% (6%) of tdoku_magictour_top1465, and costs
/// tdoku_serg_benchmark 3-5% of its time; with no limit it saves 9%
/// (20%) and 5% (9%), and costs tdoku_serg_benchmark 13-15% (its first
/// nodes have 13-15 such cells on average, and it needs 8 calls a puzzle).
const LINK_AT_MOST: u32 = 12;

/// Defines a recursive search function `$name` with the attributes given
/// (one copy per instruction set; each recursive call stays in its copy),
/// and whether it finds mini-rows with BMI2's `pext` ([`Board::update`]).
macro_rules! search_fn {
    ($(#[$attr:meta])* $name:ident, $pext:literal) => {
        /// The recursive search from `board`, which it may change (the
        /// caller no longer needs it). Returns true when the search must
        /// stop. The board comes by reference: the one copy per guess is
        /// the caller's `child` (by value, WebAssembly would copy it again).
        $(#[$attr])*
        fn $name(board: &mut Board, search: &mut Search<'_>) -> bool {
            if !search.enter() {
                return true;
            }
            let (b, bit) = match board.propagate::<$pext>(search.stats.calls == 1) {
                Next::Dead => return false,
                Next::Solved => return search.found(&board.cells()),
                Next::Guess(b, bit) => (b, bit),
                Next::Pairs(cells) => {
                    let best = if search.stats.calls > SCORE_AFTER_CALLS {
                        board.best_pair(cells)
                    } else if cells.iter().map(|c| c.count_ones()).sum::<u32>() <= LINK_AT_MOST {
                        board.most_linked_pair(cells)
                    } else {
                        let b = cells.iter().position(|&c| c != 0).unwrap_or(0);
                        Next::Guess(b, cells[b].trailing_zeros() as usize)
                    };
                    match best {
                        Next::Guess(b, bit) => (b, bit),
                        _ => return false,
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
                    $name(board, search)
                } else {
                    let mut child = *board;
                    child.assign(b, bit, d);
                    $name(&mut child, search)
                };
                if stop {
                    return true;
                }
                search.stats.backtracks += 1;
            }
            false
        }
    };
}

search_fn!(portable, false);

#[cfg(target_arch = "x86_64")]
search_fn!(
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx2")]
    avx2,
    true
);

#[cfg(target_arch = "x86_64")]
search_fn!(
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx2")]
    avx2_mul,
    false
);

/// Sets up the board of `grid` and searches from it: what
/// [`super::run`] does, compiled for the instruction set of `$search`.
macro_rules! run_fn {
    ($(#[$attr:meta])* $vis:vis $name:ident, $search:ident) => {
        $(#[$attr])*
        $vis fn $name(grid: &Grid, search: &mut Search<'_>) {
            if let Some(mut board) = Board::new(grid) {
                $search(&mut board, search);
            }
        }
    };
}

run_fn!(
    /// [`run`] with the portable copy whatever the processor (the copy
    /// WebAssembly runs, but for its SIMD band operations): the differential
    /// tests check it too.
    pub(super) run_portable,
    portable
);

#[cfg(target_arch = "x86_64")]
run_fn!(
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx2")]
    run_avx2,
    avx2
);

#[cfg(target_arch = "x86_64")]
run_fn!(
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx2")]
    run_avx2_mul,
    avx2_mul
);

/// A copy of the search, by the instructions it uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(super) enum Isa {
    /// Any processor: [`run_portable`].
    Portable,
    /// x86-64 with AVX2, BMI1, BMI2, `lzcnt` and `popcnt` (Intel since
    /// 2013, AMD since 2015), mini-rows by `pext`.
    Avx2,
    /// The same instructions, mini-rows by a multiply: for AMD processors
    /// before Zen 3, whose `pext` is microcoded and several times slower.
    Avx2Mul,
}

/// The copy this processor runs best, found once (the features are cached
/// by the standard library; the processor's family is read with `cpuid`,
/// which a virtual machine may trap, hence the cache).
#[cfg(target_arch = "x86_64")]
pub(super) fn best_copy() -> Isa {
    use std::sync::atomic::{AtomicU8, Ordering};
    static CHOSEN: AtomicU8 = AtomicU8::new(0);
    match CHOSEN.load(Ordering::Relaxed) {
        1 => Isa::Portable,
        2 => Isa::Avx2,
        3 => Isa::Avx2Mul,
        _ => {
            let copy = if !has_avx2_set() {
                Isa::Portable
            } else if slow_pext() {
                Isa::Avx2Mul
            } else {
                Isa::Avx2
            };
            CHOSEN.store(copy as u8 + 1, Ordering::Relaxed);
            copy
        }
    }
}

/// The copy this processor runs best (one copy off x86-64).
#[cfg(not(target_arch = "x86_64"))]
pub(super) fn best_copy() -> Isa {
    Isa::Portable
}

/// Whether the processor has every instruction set the AVX2 copies use.
#[cfg(target_arch = "x86_64")]
fn has_avx2_set() -> bool {
    std::is_x86_feature_detected!("avx2")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("lzcnt")
        && std::is_x86_feature_detected!("popcnt")
}

/// AMD (and Hygon) processors before Zen 3 (family 0x19) run `pext` in
/// microcode: tens of cycles instead of one.
#[cfg(target_arch = "x86_64")]
fn slow_pext() -> bool {
    use core::arch::x86_64::__cpuid;
    let vendor = __cpuid(0);
    // "AuthenticAMD" or "HygonGenuine", by the last four letters (in edx).
    let amd = matches!(&vendor.edx.to_le_bytes(), b"enti" | b"nGen");
    let signature = __cpuid(1).eax;
    let base = (signature >> 8) & 0xf;
    let family = if base == 0xf {
        base + ((signature >> 20) & 0xff)
    } else {
        base
    };
    amd && family < 0x19
}

/// Searches from `grid`'s givens with `copy`, or the portable copy when
/// the processor lacks its instructions.
#[allow(unsafe_code)]
pub(super) fn run_copy(copy: Isa, grid: &Grid, search: &mut Search<'_>) {
    #[cfg(target_arch = "x86_64")]
    if copy != Isa::Portable && best_copy() != Isa::Portable {
        // SAFETY: both AVX2 copies only need the five instruction sets of
        // `has_avx2_set`, which `best_copy` found on the processor running
        // this code (or it would have chosen the portable copy); they are
        // otherwise safe code.
        unsafe {
            if copy == Isa::Avx2 {
                run_avx2(grid, search);
            } else {
                run_avx2_mul(grid, search);
            }
        }
        return;
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = copy;
    run_portable(grid, search)
}

/// Searches from `grid`'s givens with the best copy the processor can run.
pub(super) fn run(grid: &Grid, search: &mut Search<'_>) {
    run_copy(best_copy(), grid, search)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Flow, Mode, Options, Outcome};

    fn outcome(grid: &Grid, mode: Mode, run: impl Fn(&Grid, &mut Search<'_>)) -> Outcome {
        let options = Options {
            mode,
            ..Options::default()
        };
        let mut hook = |_: &crate::Stats| Flow::Continue;
        let mut search = Search::new(&options, &mut hook);
        run(grid, &mut search);
        search.finish()
    }

    #[test]
    fn every_copy_gives_the_same_outcomes() {
        // The same verdicts, solutions and counts as the copy chosen at run
        // time (`Avx2` on most x86-64 machines; on one without AVX2 each
        // copy runs the portable one).
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/");
        for file in [
            "norvig_top95.txt",
            "tdoku_forum_hardest_1106.txt",
            "top2365.txt",
        ] {
            let text = std::fs::read_to_string(format!("{dir}{file}")).unwrap();
            for line in text.lines().step_by(3) {
                let grid = Grid::parse(line).unwrap();
                for mode in [Mode::CountToTwo, Mode::First] {
                    let chosen = outcome(&grid, mode, run);
                    for copy in [Isa::Portable, Isa::Avx2, Isa::Avx2Mul] {
                        let this =
                            |grid: &Grid, search: &mut Search<'_>| run_copy(copy, grid, search);
                        assert_eq!(outcome(&grid, mode, this), chosen, "{copy:?} {line}");
                    }
                }
            }
        }
    }
}
