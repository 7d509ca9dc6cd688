//! The combinations a set of cells can still hold: sets of different digits
//! with a given sum that the cells' candidates can place, one digit a cell.

use crate::rules::combinations;
use crate::Digits;

/// The combinations of a group of cells and the digits each cell can take.
pub(crate) struct Options {
    /// The sets of different digits adding up to the total, none excluded,
    /// that the cells' candidates can hold one digit a cell, ordered by
    /// their digits ({1, 9} before {2, 8}).
    pub combos: Vec<Digits>,
    /// For each cell, the digits it takes in some way of filling the cells
    /// with one of `combos`.
    pub allowed: Vec<Digits>,
}

/// The options of cells with candidates `cands` (all different digits)
/// adding up to `total`, using no digit of `exclude`.
pub(crate) fn options(cands: &[Digits], total: u32, exclude: Digits) -> Options {
    let mut combos = Vec::new();
    let mut allowed = vec![Digits::EMPTY; cands.len()];
    let Ok(total) = usize::try_from(total) else {
        return Options { combos, allowed };
    };
    for &raw in combinations(cands.len(), total) {
        let combo = Digits::from_bits(raw << 1);
        if !(combo & exclude).is_empty() {
            continue;
        }
        let fit = fits(cands, combo);
        if fit.iter().any(|d| d.is_empty()) {
            continue;
        }
        combos.push(combo);
        for (a, f) in allowed.iter_mut().zip(fit) {
            *a |= f;
        }
    }
    // All of one size: ordered by their digits as a number (1+9 before 2+8).
    combos.sort_by_key(|c| c.iter().fold(0u64, |key, d| key * 10 + u64::from(d)));
    Options { combos, allowed }
}

/// For each cell with candidates `cands`, the digits it takes in some way
/// of filling the cells with one of `combos` (each as many digits as there
/// are cells).
pub(crate) fn allowed_by(cands: &[Digits], combos: &[Digits]) -> Vec<Digits> {
    let mut allowed = vec![Digits::EMPTY; cands.len()];
    for &combo in combos {
        for (a, f) in allowed.iter_mut().zip(fits(cands, combo)) {
            *a |= f;
        }
    }
    allowed
}

/// For each cell, the digits of `combo` it takes in some way of giving
/// every cell one digit of `combo`, all different, from its candidates
/// (`combo` has as many digits as there are cells). All empty when there
/// is no such way.
///
/// Over the subsets of `combo`'s digits (at most 2^9): `ahead[m]` when the
/// first cells can take exactly the digits of `m`, `behind[m]` when the
/// last cells can; a cell takes a digit when the cells before it take some
/// `m` and those after it the rest.
fn fits(cands: &[Digits], combo: Digits) -> Vec<Digits> {
    let n = cands.len();
    let mut out = vec![Digits::EMPTY; n];
    let digits: Vec<u8> = combo.iter().collect();
    if digits.len() != n || n > 9 {
        return out;
    }
    // Each cell's candidates as positions in `digits`.
    let mut can = [0u16; 9];
    for (slot, &cell) in can.iter_mut().zip(cands) {
        for (p, &d) in digits.iter().enumerate() {
            if cell.contains(d) {
                *slot |= 1 << p;
            }
        }
    }
    let full = (1u16 << n) - 1;
    let mut ahead = [false; 512];
    let mut behind = [false; 512];
    ahead[0] = true;
    behind[0] = true;
    for m in 0..full {
        let filled = m.count_ones() as usize;
        if ahead[usize::from(m)] {
            each_bit(can[filled] & !m, |b| ahead[usize::from(m | b)] = true);
        }
        if behind[usize::from(m)] {
            each_bit(can[n - 1 - filled] & !m, |b| {
                behind[usize::from(m | b)] = true
            });
        }
    }
    if !ahead[usize::from(full)] {
        return out;
    }
    for m in 0..full {
        if !ahead[usize::from(m)] {
            continue;
        }
        let i = m.count_ones() as usize;
        each_bit(can[i] & !m, |b| {
            if behind[usize::from(full & !(m | b))] {
                out[i].insert(digits[b.trailing_zeros() as usize]);
            }
        });
    }
    out
}

/// Calls `f` with each set bit of `mask`, as a mask of its own.
fn each_bit(mut mask: u16, mut f: impl FnMut(u16)) {
    while mask != 0 {
        let bit = mask & mask.wrapping_neg();
        f(bit);
        mask &= mask - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(ds: &[u8]) -> Digits {
        ds.iter().copied().collect()
    }

    #[test]
    fn two_cells_of_ten_with_a_fixed_one() {
        // 10 in two cells, the first only 1 or 2: 1+9 or 2+8.
        let o = options(&[set(&[1, 2]), Digits::ALL], 10, Digits::EMPTY);
        assert_eq!(o.combos, vec![set(&[1, 9]), set(&[2, 8])]);
        assert_eq!(o.allowed, vec![set(&[1, 2]), set(&[8, 9])]);
    }

    #[test]
    fn excluded_digits_and_no_way() {
        let o = options(&[Digits::ALL, Digits::ALL], 10, set(&[1, 2, 3, 4]));
        assert_eq!(o.combos, vec![]);
        let o = options(&[set(&[5]), set(&[5])], 10, Digits::EMPTY);
        assert!(o.combos.is_empty());
        assert_eq!(o.allowed, vec![Digits::EMPTY, Digits::EMPTY]);
    }
}
