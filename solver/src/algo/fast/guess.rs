//! Where the fast solver guesses: the best-scoring two-candidate cell (or,
//! cheaper, the most linked one), or the first cell with the fewest
//! candidates.

use super::board::{Board, Next};
use super::tables::{column, word, BAND_PEERS};

impl Board {
    /// Among the cells with two candidates, the one whose digits see the
    /// most candidates of the same digit (a guess there eliminates the
    /// most, whichever way it goes), those in other two-candidate cells
    /// counting [`PAIR_WEIGHT`] more times (eliminating one leaves a single,
    /// which propagates further); the first such cell on a tie.
    ///
    /// It walks the cells, not the digits: each cell costs the same
    /// straight-line work (its two digits, two counts), which keeps the
    /// branches few and predictable.
    #[inline(always)]
    pub(super) fn best_pair(&self, pair_cells: [u32; 3]) -> Next {
        let mut best = 0;
        for (b, &cells) in pair_cells.iter().enumerate() {
            let mut cells = cells;
            while cells != 0 {
                let bit = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let digits = self.digits(b, bit);
                let (d1, d2) = (
                    digits.trailing_zeros() as usize,
                    31 - digits.leading_zeros() as usize,
                );
                let score = self.score(b, bit, d1, pair_cells) + self.score(b, bit, d2, pair_cells);
                best = best.max(key(score, b, bit));
            }
        }
        guess_at(best)
    }

    /// Among the cells with two candidates, the one that sees the most
    /// other such cells (in its row, column or box); the first on a tie. A
    /// cheap stand-in for [`Board::best_pair`] in the first calls of a
    /// search: a few bit operations and one bit count a cell, no digits.
    #[inline(always)]
    pub(super) fn most_linked_pair(&self, pair_cells: [u32; 3]) -> Next {
        let mut best = 0;
        for (b, &cells) in pair_cells.iter().enumerate() {
            let (b1, b2) = ((b + 1) % 3, (b + 2) % 3);
            let mut rest = cells;
            while rest != 0 {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let c = bit % 9;
                let col = column(c);
                // The row and box in the band (bits 0..27), the column in
                // the other two bands (moved to bits 32..).
                let x = cells & BAND_PEERS[bit];
                let y = (pair_cells[b1] & col) >> c | (pair_cells[b2] & col) >> c << 1;
                let links = (u64::from(x) | u64::from(y) << 32).count_ones();
                best = best.max(key(links + 1, b, bit));
            }
        }
        guess_at(best)
    }

    /// The first unsolved cell with the fewest candidates, or `Solved`.
    #[cold]
    pub(super) fn fewest(&self) -> Next {
        let mut best = Next::Solved;
        let mut best_count = 10;
        for b in 0..3 {
            if self.unsolved[b] == 0 {
                continue;
            }
            // at_least[k]: the cells with more than k candidates.
            let mut at_least = [0u32; 10];
            for d in 0..9 {
                let x = self.cand[word(d, b)];
                for k in (1..=d + 1).rev() {
                    at_least[k] |= at_least[k - 1] & x;
                }
                at_least[0] |= x;
            }
            let exactly = |k: usize| self.unsolved[b] & at_least[k - 1] & !at_least[k];
            if let Some(k) = (1..best_count).find(|&k| exactly(k) != 0) {
                best_count = k;
                best = Next::Guess(b, exactly(k).trailing_zeros() as usize);
            }
        }
        best
    }

    /// The score of digit `d` in cell `bit` of band `b` for
    /// [`Board::best_pair`]: the candidates of the digit that see the cell,
    /// plus `PAIR_WEIGHT` times those in two-candidate cells. (Two bit
    /// counts: one `popcnt` each in the search's copy for processors that
    /// have it.)
    #[inline(always)]
    pub(super) fn score(&self, b: usize, bit: usize, d: usize, pairs: [u32; 3]) -> u32 {
        let (b1, b2) = ((b + 1) % 3, (b + 2) % 3);
        let c = bit % 9;
        let col = column(c);
        // The row and box in the band (bits 0..27), the column in the other
        // two bands (moved to bits 32..).
        let x = self.cand[word(d, b)] & BAND_PEERS[bit];
        let (y1, y2) = (self.cand[word(d, b1)] & col, self.cand[word(d, b2)] & col);
        let seen = u64::from(x) | u64::from(y1 >> c | y2 >> c << 1) << 32;
        let in_pairs = u64::from(x & pairs[b])
            | u64::from((y1 & pairs[b1]) >> c | (y2 & pairs[b2]) >> c << 1) << 32;
        seen.count_ones() + PAIR_WEIGHT * in_pairs.count_ones()
    }

    /// How many candidates of digit `d` see cell `bit` of band `b` (its
    /// row and box in the band, its column in the other two bands).
    #[inline]
    pub(super) fn seen(&self, b: usize, bit: usize, d: usize) -> u32 {
        let (b1, b2) = ((b + 1) % 3, (b + 2) % 3);
        let c = bit % 9;
        let col = column(c);
        let others = (self.cand[word(d, b1)] & col) >> c | (self.cand[word(d, b2)] & col) >> c << 1;
        let seen = u64::from(self.cand[word(d, b)] & BAND_PEERS[bit]) | u64::from(others) << 32;
        seen.count_ones()
    }
}

/// The key that ranks cell `bit` of band `b` with `score`: the score above bit 8, below it 255 minus the cell's index (27 * band +
/// bit), so that the plain maximum prefers the higher score, then the first
/// cell.
#[inline(always)]
fn key(score: u32, b: usize, bit: usize) -> u32 {
    score << 8 | (255 - (27 * b + bit) as u32)
}

/// The guess at the cell of the best [`key`], or `Solved` when there was
/// none (no key is 0).
#[inline(always)]
fn guess_at(best: u32) -> Next {
    if best == 0 {
        return Next::Solved;
    }
    let index = 255 - (best & 255) as usize;
    Next::Guess(index / 27, index % 27)
}

/// How many times more a candidate in a two-candidate cell counts in
/// [`Board::best_pair`] than another (found best on the test files).
const PAIR_WEIGHT: u32 = 3;
