//! The fast solver's propagation to a fixed point: band-wise updates in
//! batches, naked singles by bit counting, hidden singles in columns.

use super::board::{Board, Next, Solved, DEFER_CLEARS};
use super::tables::{word, BAND_PEERS, ROW};

impl Board {
    /// Band-wise propagation, naked singles and hidden singles in columns
    /// (and, with `triads`, the triad rules: see [`Board::triads`]) until
    /// nothing changes, then what to guess in. `PEXT`: see
    /// [`Board::update`].
    #[inline(always)]
    pub(super) fn propagate<const PEXT: bool>(&mut self, triads: bool) -> Next {
        let mut solved = Solved::default();
        'outer: loop {
            // The words flagged now, as one batch: which word comes next does
            // not depend on the update before it, so the processor can work
            // on several updates at once. Words flagged meanwhile wait for
            // the next batch (unless the batch still reaches them).
            let mut dirty = self.dirty;
            while dirty != 0 {
                let mut batch = dirty;
                dirty = 0;
                solved.cells = [0; 3];
                // Each word is read before the update ahead of its own, so
                // that its update need not wait for that one's stores (in
                // WebAssembly every update stores its band's nine words:
                // the updates of a band would run one after another). See
                // `snap` at [`Board::update`].
                let mut i = batch.trailing_zeros() as usize;
                let mut snap = self.cand[i];
                batch &= batch - 1;
                loop {
                    // 32 after the batch's last word (then the read is
                    // of any word, and unused).
                    let next = batch.trailing_zeros() as usize;
                    let next_snap = self.cand[next.min(26)];
                    batch &= batch.wrapping_sub(1);
                    dirty &= !(1 << i);
                    if !self.update::<PEXT>(i, snap, &mut dirty, &mut solved) {
                        return Next::Dead;
                    }
                    if next >= 27 {
                        break;
                    }
                    (i, snap) = (next, next_snap);
                }
                if DEFER_CLEARS {
                    self.clear_solved(&solved, &mut dirty);
                }
            }
            self.dirty = 0;
            let mut pair_cells = [0u32; 3];
            for (b, pair_out) in pair_cells.iter_mut().enumerate() {
                let unsolved = self.unsolved[b];
                if unsolved == 0 {
                    continue;
                }
                // Bit-sliced counting of each cell's candidates: `one` =
                // at least one, `two` = at least two, `three` = at least three.
                let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
                for d in 0..9 {
                    let x = self.cand[word(d, b)];
                    three |= two & x;
                    two |= one & x;
                    one |= x;
                }
                if unsolved & !one != 0 {
                    return Next::Dead;
                }
                let mut singles = unsolved & !two;
                if singles != 0 {
                    // The digit of every cell in binary, bit-sliced: bit `k`
                    // of a cell's digit is set in `code[k]` (exact for cells
                    // with one candidate), which spares a search per single.
                    let mut code = [0u32; 4];
                    for d in 0..9 {
                        let x = self.cand[word(d, b)];
                        for (k, slice) in code.iter_mut().enumerate() {
                            if d >> k & 1 != 0 {
                                *slice |= x;
                            }
                        }
                    }
                    while singles != 0 {
                        let bit = singles.trailing_zeros() as usize;
                        singles &= singles - 1;
                        let d = (0..4).map(|k| (code[k] >> bit & 1) << k).sum::<u32>() as usize;
                        // An earlier single of this pass may have taken the
                        // cell's last candidate.
                        if self.cand[word(d, b)] >> bit & 1 == 0 {
                            return Next::Dead;
                        }
                        self.clear(word(d, b), !BAND_PEERS[bit]);
                    }
                    continue 'outer;
                }
                *pair_out = unsolved & two & !three;
            }
            match self.column_singles() {
                None => return Next::Dead,
                Some(true) => continue 'outer,
                Some(false) => {}
            }
            // Triads last: the dearest step, once nothing else is left.
            if triads && self.unsolved != [0; 3] {
                if !self.triads() {
                    return Next::Dead;
                }
                if self.dirty != 0 {
                    continue 'outer;
                }
            }
            if pair_cells != [0; 3] {
                return Next::Pairs(pair_cells);
            }
            return self.fewest();
        }
    }

    /// Hidden singles in columns: a digit with one open cell left in a
    /// column goes there. True when one was found; `None` on a
    /// contradiction: a column with no place left for a digit (the band
    /// words check rows and boxes, not columns).
    #[inline(always)]
    pub(super) fn column_singles(&mut self) -> Option<bool> {
        // Per digit: the columns with a candidate in one row (`once`), in
        // more than one (`more`), and with a candidate or the placed digit
        // (`all`). Digits are the inner loop: a band's nine words are
        // consecutive, so the compiler counts several digits at once.
        let (mut once, mut more, mut all) = ([0u32; 9], [0u32; 9], [0u32; 9]);
        for b in 0..3 {
            let unsolved = self.unsolved[b];
            for d in 0..9 {
                let w = self.cand[word(d, b)];
                let x = w & unsolved;
                for r in 0..3 {
                    let row = (x >> (9 * r)) & ROW;
                    more[d] |= once[d] & row;
                    once[d] |= row;
                }
                all[d] |= w | w >> 9 | w >> 18;
            }
        }
        let (mut missing, mut any) = (0, 0);
        for d in 0..9 {
            // Every column needs the digit: placed, or a candidate left.
            missing |= !all[d] & ROW;
            once[d] &= !more[d];
            any |= once[d];
        }
        if missing != 0 {
            return None;
        }
        if any == 0 {
            return Some(false);
        }
        for (d, &single) in once.iter().enumerate() {
            if single != 0 {
                for b in 0..3 {
                    let x = self.cand[word(d, b)] & self.unsolved[b];
                    let hit = x & (single | single << 9 | single << 18);
                    if hit != 0 {
                        self.assign(b, hit.trailing_zeros() as usize, d);
                    }
                }
            }
        }
        Some(true)
    }
}
