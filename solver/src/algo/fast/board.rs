//! The fast solver's state: the bitboards of one search node, and the
//! updates that keep them consistent (placing a digit, propagating a word).

use super::tables::{
    column, minirow_key, word, word_band, word_digit, BAND, BAND_PEERS, COMPLEX, COMPLEX_BY_KEY,
    LOCKED_COLUMNS, OTHER_BANDS, ROW, ROW_LOWS,
};
use crate::geometry::CELLS;
use crate::grid::Grid;

/// What propagation ends with.
pub(super) enum Next {
    /// A contradiction: no solution below this node.
    Dead,
    /// Every cell is solved.
    Solved,
    /// Guess in this cell: (band, bit).
    Guess(usize, usize),
    /// Guess in one of these cells with two candidates (a mask per band).
    Pairs([u32; 3]),
}

/// Whether [`Board::update`] leaves the cells it solves to
/// [`Board::clear_solved`] at the end of the batch (see the module doc of
/// `fast`) rather than clearing them at once: natively 3-6% faster on
/// tdoku_forum_hardest_1106. In V8 it is 8-20% slower than a clear in
/// every update (the extra stores go to memory there), so WebAssembly
/// clears in every update.
pub(super) const DEFER_CLEARS: bool = !cfg!(target_arch = "wasm32");

/// The cells solved by one batch of updates, to be cleared from the other
/// digits at its end ([`Board::clear_solved`]).
#[derive(Default)]
pub(super) struct Solved {
    /// Per band, the cells solved in this batch.
    pub(super) cells: [u32; 3],
    /// Per word, the cells its digit solved, in this batch or an earlier
    /// one: those are never solved again, so `keep` need not be emptied
    /// between batches (27 stores a batch saved).
    pub(super) keep: [u32; 27],
}

/// The search state; small and `Copy`, so a guess copies it.
#[derive(Clone, Copy)]
pub(super) struct Board {
    /// `cand[word(d, b)]`: candidates of digit `d` in band `b` (see module doc).
    pub(super) cand: [u32; 27],
    /// Per band, the cells not solved yet.
    pub(super) unsolved: [u32; 3],
    /// Bit `i` set: `cand[i]` changed since it was last propagated.
    pub(super) dirty: u32,
}

impl Board {
    /// The board of a grid's givens: every given solved, its digit cleared
    /// from its row, column and box, every word flagged for propagation.
    /// `None` when two givens clash (the same digit twice in a row, column
    /// or box), found on the way at almost no cost.
    #[inline(always)]
    pub(super) fn new(grid: &Grid) -> Option<Board> {
        let cells = grid.cells();
        // First the givens of each band as a bit mask (straight-line work),
        // then a loop over the givens only, whose branches are predictable.
        let mut given = [0u32; 3];
        for (b, mask) in given.iter_mut().enumerate() {
            for bit in 0..27 {
                *mask |= u32::from(cells[27 * b + bit] != 0) << bit;
            }
        }
        let mut clash = 0u32;
        let mut placed = [0u32; 27];
        let mut seen = [0u32; 27];
        let mut columns = [0u32; 9];
        for (b, &mask) in given.iter().enumerate() {
            let mut rest = mask;
            while rest != 0 {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let d = usize::from(cells[27 * b + bit] - 1);
                // An earlier given of the digit in the cell's row, box or
                // column.
                clash |= (seen[word(d, b)] | columns[d]) >> bit & 1;
                placed[word(d, b)] |= 1 << bit;
                // Row and box in the digit's band, the column in all three.
                seen[word(d, b)] |= BAND_PEERS[bit];
                columns[d] |= column(bit % 9);
            }
        }
        let mut cand = [0u32; 27];
        for (i, c) in cand.iter_mut().enumerate() {
            *c = (BAND & !given[word_band(i)] & !seen[i] & !columns[word_digit(i)]) | placed[i];
        }
        (clash == 0).then_some(Board {
            cand,
            unsolved: [BAND & !given[0], BAND & !given[1], BAND & !given[2]],
            dirty: (1 << 27) - 1,
        })
    }

    /// `cand[i] &= mask`, flagging the word if it changed.
    #[inline(always)]
    pub(super) fn clear(&mut self, i: usize, mask: u32) {
        clear_in(&mut self.cand, &mut self.dirty, i, mask);
    }

    /// `cand[word(d, b)] &= mask` for all nine digits `d` of band `b`,
    /// flagging the words that changed.
    #[inline(always)]
    pub(super) fn clear_band(&mut self, b: usize, mask: u32) {
        clear_band_in(&mut self.cand, &mut self.dirty, b, mask);
    }

    /// Puts digit `d` in cell `bit` of band `b`: clears the other digits from
    /// the cell and the digit from the cell's row and box. Propagation then
    /// sees the single in the row, marks the cell solved and clears the
    /// column in the other bands.
    #[inline(always)]
    pub(super) fn assign(&mut self, b: usize, bit: usize, d: usize) {
        let i = word(d, b);
        let keep = self.cand[i];
        self.clear_band(b, !(1 << bit));
        self.cand[i] = keep & !BAND_PEERS[bit];
        self.dirty |= 1 << i;
    }

    /// Propagates one word (digit `i % 9`, band `i / 9`), flagging the
    /// words it changes in `dirty` (a local of the caller, which the
    /// compiler keeps in a register, rather than `self.dirty` in memory).
    /// The cells it finds solved go to `solved`, for
    /// [`Board::clear_solved`] at the end of the batch (with
    /// [`DEFER_CLEARS`]; else it clears them at once). False on a
    /// contradiction. With `PEXT` the band's mini-rows are
    /// found by one BMI2 instruction (only the search's `avx2` copy passes
    /// true); without, by a multiply ([`minirow_key`]).
    ///
    /// `snap` is the word as the caller read it, before the update ahead of
    /// this one in the batch, which may have cleared some of its bits since:
    /// the update reasons on `snap` and stores what it finds and-ed with
    /// the word as it is now. Candidates are only ever cleared, so `snap`
    /// holds at least the word's candidates, and what follows from it holds
    /// for the word too (a row single in `snap` is one in the word, or the
    /// row is empty; a box confined to a column stays so, or is empty),
    /// unless the word has become a contradiction, found when it is
    /// propagated again: a word that changed since `snap` stays flagged.
    #[inline(always)]
    pub(super) fn update<const PEXT: bool>(
        &mut self,
        i: usize,
        snap: u32,
        dirty: &mut u32,
        solved: &mut Solved,
    ) -> bool {
        let a = snap
            & if PEXT {
                COMPLEX[shrink_pext(snap) as usize & 511]
            } else {
                COMPLEX_BY_KEY[minirow_key(snap)]
            };
        if a == 0 {
            return false;
        }
        let b = word_band(i);
        // Columns the digit is locked to in a box of this band: cleared from
        // the digit's other two bands.
        let lock = LOCKED_COLUMNS[((a | a >> 9 | a >> 18) & ROW) as usize];
        let [o1, o2] = OTHER_BANDS[i];
        clear_in(&mut self.cand, dirty, usize::from(o1), lock);
        clear_in(&mut self.cand, dirty, usize::from(o2), lock);
        // Rows with one candidate left. Every row holds at least one (the
        // permutation mask keeps one mini-row per row), so subtracting 1 per
        // row does not borrow across rows, and `row & (row - 1)` is zero
        // exactly for a single.
        let more = a & a.wrapping_sub(ROW_LOWS);
        let mut single_rows = 0;
        if more & ROW == 0 {
            single_rows |= ROW;
        }
        if more & (ROW << 9) == 0 {
            single_rows |= ROW << 9;
        }
        if more & (ROW << 18) == 0 {
            single_rows |= ROW << 18;
        }
        // Newly solved cells: cleared from the other digits at the end of
        // the batch (the digit keeps them), or at once in WebAssembly.
        let singles = a & single_rows & self.unsolved[b];
        self.unsolved[b] &= !singles;
        let cur = self.cand[i];
        if DEFER_CLEARS {
            solved.cells[b] |= singles;
            solved.keep[i] |= singles;
        } else {
            // Clear the cells from all nine digits, then give this digit
            // its word back (and no dirty flag). In every update, none
            // solved or some: half of them solve a cell, unpredictably, and
            // a branch on it was often mispredicted.
            clear_band_in(&mut self.cand, dirty, b, !singles);
            *dirty &= !(1 << i);
        }
        *dirty |= u32::from(cur != snap) << i;
        self.cand[i] = a & cur;
        true
    }

    /// Clears the cells solved in a batch of updates from the digits that
    /// did not solve them, flagging the words that changed in `dirty`.
    #[inline(always)]
    pub(super) fn clear_solved(&mut self, solved: &Solved, dirty: &mut u32) {
        for b in 0..3 {
            let cells = solved.cells[b];
            if cells != 0 {
                clear_solved_band(&mut self.cand, dirty, b, cells, &solved.keep);
            }
        }
    }

    /// The candidates of cell `bit` of band `b`, bit `d` for digit `d`.
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    pub(super) fn digits(&self, b: usize, bit: usize) -> u32 {
        let mut out = 0;
        for d in 0..9 {
            out |= ((self.cand[word(d, b)] >> bit) & 1) << d;
        }
        out
    }

    /// The candidates of cell `bit` of band `b`, bit `d` for digit `d`
    /// (WebAssembly with SIMD: [`super::wasm::digits`]).
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    #[inline(always)]
    pub(super) fn digits(&self, b: usize, bit: usize) -> u32 {
        super::wasm::digits(&self.cand, b, bit)
    }

    /// The 81 digits of a solved board.
    pub(super) fn cells(&self) -> [u8; CELLS] {
        let mut cells = [0u8; CELLS];
        for d in 0..9 {
            for b in 0..3 {
                let mut x = self.cand[word(d, b)];
                while x != 0 {
                    let bit = x.trailing_zeros() as usize;
                    x &= x - 1;
                    cells[27 * b + bit] = d as u8 + 1;
                }
            }
        }
        cells
    }
}

/// The mini-rows of band word `a` that hold a candidate (bit `3 * r + k`
/// for row `r`, box `k`), by BMI2's `pext`: a mini-row's three bits are
/// or-ed into its lowest bit, then the nine lowest bits are gathered.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
#[allow(unsafe_code)]
fn shrink_pext(a: u32) -> u32 {
    // SAFETY: `pext` needs BMI2. `update::<true>`, the one caller, is only
    // compiled into the search's `avx2` copy, which runs only after the
    // processor was found to have BMI2 (`search::run_copy`).
    unsafe { core::arch::x86_64::_pext_u32(a | a >> 1 | a >> 2, 0o111_111_111) }
}

/// No `pext` off x86-64: never called there (only the portable copy of the
/// search exists); the tables give the same answer.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn shrink_pext(a: u32) -> u32 {
    super::tables::shrink(a)
}

/// `cand[i] &= mask`, flagging the word in `dirty` if it changed.
#[inline(always)]
fn clear_in(cand: &mut [u32; 27], dirty: &mut u32, i: usize, mask: u32) {
    let old = cand[i];
    let new = old & mask;
    cand[i] = new;
    *dirty |= u32::from(new != old) << i;
}

/// `cand[word(d, b)] &= mask` for all nine digits `d` of band `b`, flagging
/// the words that changed in `dirty`. The nine words are consecutive, so
/// the compiler does this with vector instructions (in WebAssembly it
/// does not: [`super::wasm::clear_band`] does it there).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn clear_band_in(cand: &mut [u32; 27], dirty: &mut u32, b: usize, mask: u32) {
    clear_band_by(cand, dirty, b, |_| mask);
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
use super::wasm::clear_band as clear_band_in;

/// `cand[word(d, b)] &= !cells | keep[word(d, b)]` for all nine digits `d`
/// of band `b`, flagging the words that changed in `dirty` (vector
/// instructions, as [`clear_band_in`]; not used in WebAssembly).
#[inline(always)]
fn clear_solved_band(
    cand: &mut [u32; 27],
    dirty: &mut u32,
    b: usize,
    cells: u32,
    keep: &[u32; 27],
) {
    let start = word(0, b);
    clear_band_by(cand, dirty, b, |d| !cells | keep[start + d]);
}

/// `cand[word(d, b)] &= mask(d)` for all nine digits `d` of band `b`,
/// flagging the words that changed in `dirty`.
#[inline(always)]
fn clear_band_by(cand: &mut [u32; 27], dirty: &mut u32, b: usize, mask: impl Fn(usize) -> u32) {
    let start = word(0, b);
    let mut changed = 0;
    for (d, w) in cand[start..start + 9].iter_mut().enumerate() {
        let old = *w;
        let new = old & mask(d);
        *w = new;
        changed |= u32::from(new != old) << d;
    }
    *dirty |= changed << start;
}
