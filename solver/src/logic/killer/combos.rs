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
    combos.sort_by_key(|c| c.to_vec());
    Options { combos, allowed }
}

/// For each cell, the digits of `combo` it takes in some way of giving
/// every cell one digit of `combo`, all different, from its candidates
/// (`combo` has as many digits as there are cells). All empty when there
/// is no such way.
fn fits(cands: &[Digits], combo: Digits) -> Vec<Digits> {
    let n = cands.len();
    // reach[i]: the sets of digits that cells 0..i can take; back[i]: that
    // cells i..n can take. As lists of masks (bit d for digit d).
    let step = |sets: &[u16], cell: Digits| -> Vec<u16> {
        let mut seen = [false; 1024];
        let mut out = Vec::new();
        for &m in sets {
            for d in (cell & combo).iter() {
                let next = m | 1 << d;
                if m & 1 << d == 0 && !seen[usize::from(next)] {
                    seen[usize::from(next)] = true;
                    out.push(next);
                }
            }
        }
        out
    };
    let mut reach = vec![vec![0u16]];
    for &c in cands {
        let next = step(reach.last().map_or(&[][..], |v| v), c);
        reach.push(next);
    }
    let mut back = vec![vec![0u16]];
    for &c in cands.iter().rev() {
        let next = step(back.last().map_or(&[][..], |v| v), c);
        back.push(next);
    }
    back.reverse();
    let mut out = vec![Digits::EMPTY; n];
    for (i, slot) in out.iter_mut().enumerate() {
        let mut seen_back = [false; 1024];
        for &m in &back[i + 1] {
            seen_back[usize::from(m)] = true;
        }
        for &m in &reach[i] {
            for d in (cands[i] & combo).iter() {
                if m & 1 << d != 0 {
                    continue;
                }
                let rest = combo.bits() & !m & !(1 << d);
                if seen_back[usize::from(rest)] {
                    slot.insert(d);
                }
            }
        }
    }
    out
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
