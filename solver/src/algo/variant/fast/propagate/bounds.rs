//! Sums whose cells may repeat digits (the rule of 45's sums over several
//! houses, innies minus outies): the cells are split into groups of cells
//! that see each other, and each group's smallest and largest total take
//! its digits' differences into account.

use super::{State, Work, ALL};
use crate::algo::variant::fast::plan::{Sum, MAX_GROUPS};

/// Each 9-bit mask with its digits turned round (digit `d` to `10 - d`).
const REVERSE: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let mut r = 0u16;
        let mut d = 0;
        while d < 9 {
            if m & (1 << d) != 0 {
                r |= 1 << (8 - d);
            }
            d += 1;
        }
        t[m] = r;
        m += 1;
    }
    t
};

/// The sum of each 9-bit mask's digits.
const TOTAL: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        t[m] = crate::rules::mask_sum(m as u16) as u8;
        m += 1;
    }
    t
};

/// A mask's smallest digit, or for a `minus` cell `10 - ` its largest.
#[inline(always)]
fn up_min(v: u16, minus: bool) -> i32 {
    if minus {
        10 - (16 - v.leading_zeros() as i32)
    } else {
        v.trailing_zeros() as i32 + 1
    }
}

impl Work<'_> {
    /// A sum whose cells may repeat digits (less the digits of its
    /// `minus` cells): the bounds of each group of cells that differ
    /// (the smallest and largest digits they can take, all different),
    /// and each group's cells keep the digits the others leave room for.
    /// A `minus` cell's digit `d` counts as `10 - d`, the target growing
    /// by 10 for each.
    #[inline(always)]
    pub(super) fn bounds(&mut self, state: &mut State, sum: &Sum) -> bool {
        let target = sum.sum + 10 * sum.minus.len() as i32;
        let (mut lo, mut hi) = (0i32, 0i32);
        // The same bounds with every cell alone (each cell's own range).
        let (mut lo1, mut hi1) = (0i32, 0i32);
        // Per group: the smallest digits (as a set) and the largest
        // (turned round).
        let mut seen = [(0u16, 0u16); MAX_GROUPS];
        for (g, group) in sum.groups.iter().enumerate().take(MAX_GROUPS) {
            let (mut small, mut large) = (0u16, 0u16);
            for &c in &group.cells {
                let v = state.cand[c as usize];
                if v == 0 {
                    return false;
                }
                lo1 += up_min(v, group.minus);
                hi1 += 10 - up_min(REVERSE[v as usize], group.minus);
                let (up, down) = if group.minus {
                    (REVERSE[v as usize], v)
                } else {
                    (v, REVERSE[v as usize])
                };
                // The smallest unused digit from the cell's smallest up.
                let x = !(small | ((up & up.wrapping_neg()) - 1));
                small |= x & x.wrapping_neg();
                let x = !(large | ((down & down.wrapping_neg()) - 1));
                large |= x & x.wrapping_neg();
            }
            if (small | large) > ALL {
                return false;
            }
            lo += i32::from(TOTAL[small as usize]);
            hi += 10 * group.cells.len() as i32 - i32::from(TOTAL[large as usize]);
            seen[g] = (small, large);
        }
        let (below, above) = (target - lo, hi - target);
        if below < 0 || above < 0 {
            return false;
        }
        let (below1, above1) = (target - lo1, hi1 - target);
        if below1 >= 8 && above1 >= 8 {
            return true;
        }
        for (g, group) in sum.groups.iter().enumerate().take(MAX_GROUPS) {
            let (mut small, mut large) = seen[g];
            for _ in 0..below.min(8) {
                small |= small << 1;
            }
            for _ in 0..above.min(8) {
                large |= large << 1;
            }
            let keep = small & REVERSE[(large & ALL) as usize] & ALL;
            for &c in &group.cells {
                let c = c as usize;
                let v = state.cand[c];
                // The cell's own range: from its largest less what the
                // others leave above, to its smallest plus what they
                // leave below (turned round for a `minus` cell).
                let w = if group.minus { REVERSE[v as usize] } else { v };
                let (min, max) = (w.trailing_zeros() as i32 + 1, 16 - w.leading_zeros() as i32);
                let (from, to) = ((max - above1).max(1), (min + below1).min(9));
                if from > to {
                    return false;
                }
                let mut own = keep & ((1u16 << to) - 1) & !((1u16 << (from - 1)) - 1);
                if group.minus {
                    own = REVERSE[own as usize];
                }
                let nv = v & own;
                if nv == 0 {
                    return false;
                }
                if nv != v {
                    // Marks this sum again too: the bounds moved.
                    self.set(state, c, nv);
                }
            }
        }
        true
    }
}
