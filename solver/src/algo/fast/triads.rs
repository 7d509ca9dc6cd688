//! Triads: reasoning on the 27 mini-rows and 27 mini-columns (three cells
//! of a row, or of a column, inside one box), after the triads of tdoku's
//! solver (the idea only; see the parent module's doc).
//!
//! The three cells of a triad hold three different digits, so exactly
//! three digits occupy each triad. Per band, with bit-sliced counters over
//! the nine digits, every triad gets how many digits *may* occupy it and how
//! many *must* (a digit must occupy a mini-row when the row has no other
//! mini-row left for it; a mini-column when the column has no candidate of
//! the digit in the other bands). Then:
//!
//! * fewer than three that may, or more than three that must: a
//!   contradiction;
//! * exactly three that may: they must (a naked triple on the triad);
//! * exactly three that must: no other digit may (a hidden triple);
//! * a digit that must occupy a triad leaves the rest of the triad's row
//!   (column) and box.

use super::board::Board;
use super::tables::{shrink, spread_minirows, word, BAND, ROW};

/// [`spread_minirows`] for every 9-bit set.
static MINIROW_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut p = 0;
    while p < 512 {
        t[p] = spread_minirows(p as u32);
        p += 1;
    }
    t
};

/// For a shrunk band word (bit `3 * r + k`: row `r` has candidates in box
/// `k`), the mini-rows that are the only one left in their row.
static ALONE_IN_ROW: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut r = 0;
        while r < 3 {
            let g = (s >> (3 * r)) & 7;
            if g == 1 || g == 2 || g == 4 {
                t[s] |= (g as u32) << (3 * r);
            }
            r += 1;
        }
        s += 1;
    }
    t
};

/// The other cells of the rows and boxes of a set of mini-rows (9 bits in,
/// 9 bits out, the set itself left out).
#[inline(always)]
fn minirow_peers(p: u32) -> u32 {
    let rows = ((p | p >> 1 | p >> 2) & 0o111) * 7;
    let boxes = ((p | p >> 3 | p >> 6) & 7) * 0o111;
    (rows | boxes) & !p
}

/// The other columns of the stacks of a set of columns (9 bits).
#[inline(always)]
fn stack_peers(c: u32) -> u32 {
    (((c | c >> 1 | c >> 2) & 0o111) * 7) & !c
}

/// The 27-bit cells of a set of columns (9 bits), in all three rows.
#[inline(always)]
fn column_cells(c: u32) -> u32 {
    c | c << 9 | c << 18
}

/// Bit-sliced counters, up to four, of nine-bit sets added one at a time.
#[derive(Clone, Copy, Default)]
struct Count {
    one: u32,
    two: u32,
    three: u32,
    four: u32,
}

impl Count {
    #[inline(always)]
    fn add(&mut self, x: u32) {
        self.four |= self.three & x;
        self.three |= self.two & x;
        self.two |= self.one & x;
        self.one |= x;
    }
}

impl Board {
    /// Applies the triad rules of the module doc to every band, once.
    /// False on a contradiction; eliminations flag their words dirty.
    pub(super) fn triads(&mut self) -> bool {
        // Per word, the columns the digit may use in the word's band.
        let mut cols = [0u32; 27];
        for (c, &a) in cols.iter_mut().zip(self.cand.iter()) {
            *c = (a | a >> 9 | a >> 18) & ROW;
        }
        for b in 0..3 {
            let (b1, b2) = ((b + 1) % 3, (b + 2) % 3);
            let mut rows_may = [0u32; 9];
            let mut rows_must = [0u32; 9];
            let mut cols_must = [0u32; 9];
            // May and must, for mini-rows and mini-columns.
            let (mut rm, mut rn) = (Count::default(), Count::default());
            let (mut cm, mut cn) = (Count::default(), Count::default());
            for d in 0..9 {
                let a = self.cand[word(d, b)];
                let s = shrink(a);
                let must = ALONE_IN_ROW[s as usize];
                rows_may[d] = s;
                rows_must[d] = must;
                rm.add(s);
                rn.add(must);
                let c = cols[word(d, b)];
                let c_must = c & !(cols[word(d, b1)] | cols[word(d, b2)]);
                cols_must[d] = c_must;
                cm.add(c);
                cn.add(c_must);
            }
            if (rm.three & cm.three) != ROW || (rn.four | cn.four) != 0 {
                return false;
            }
            // Exactly three that may; exactly three that must (and more
            // that may).
            let (r_naked, r_hidden) = (rm.three & !rm.four, rn.three & rm.four);
            let (c_naked, c_hidden) = (cm.three & !cm.four, cn.three & cm.four);
            if (r_naked & !rn.three) | r_hidden | (c_naked & !cn.three) | c_hidden == 0 {
                continue;
            }
            for d in 0..9 {
                let i = word(d, b);
                let s = rows_may[d];
                let must = rows_must[d] | (s & r_naked);
                let out = minirow_peers(must) | (r_hidden & s & !rows_must[d]);
                let c = cols[i];
                let c_must = cols_must[d] | (c & c_naked);
                let c_out = stack_peers(c_must) | (c_hidden & c & !cols_must[d]);
                self.clear(
                    i,
                    BAND & !(MINIROW_CELLS[out as usize] | column_cells(c_out)),
                );
                let others = !column_cells(c & c_naked);
                self.clear(word(d, b1), others);
                self.clear(word(d, b2), others);
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helpers() {
        assert_eq!(spread_minirows(0b000_010_000), 7 << 12);
        assert_eq!(ALONE_IN_ROW[0b011_100_110], 0b000_100_000);
        // Row 0 box 1: the rest of row 0 and of box 1.
        assert_eq!(minirow_peers(0b010), 0b010_010_101);
        assert_eq!(stack_peers(0b000_010_001), 0b000_101_110);
        assert_eq!(column_cells(1), 1 | 1 << 9 | 1 << 18);
    }
}
