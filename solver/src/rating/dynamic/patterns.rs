//! The other techniques inside SE's "(+)" and nested chains
//! (`Chaining.getAdvancedPotentials`): pointing and claiming, hidden
//! pairs, naked pairs and X-Wings, looked for in that order on a chain's
//! working board. Each pattern comes with the candidates it needs the
//! chain to have removed (SE's `getRuleParents`); one that needs none was
//! there before the chain, and is left out.

use super::links::Cands;
use crate::geometry::{box_of, col_of, row_of, UNITS};

/// A pattern: what it removes, and the candidates (cell, digit) it needs
/// removed.
pub(super) type Found = (Vec<(usize, u8)>, Vec<(usize, u8)>);

/// The unit a cell of a base unit gives as the cover unit.
type CoverOf = fn(usize) -> usize;

/// The four, in SE's order.
pub(super) const BASIC: [fn(&Cands, &Cands) -> Vec<Found>; 4] =
    [locking, hidden_pairs, naked_pairs, x_wings];

fn has(grid: &Cands, cell: usize, digit: u8) -> bool {
    grid[cell] & (1 << digit) != 0
}

/// The cells of unit `u`.
fn cells(u: usize) -> impl Iterator<Item = usize> {
    UNITS[u].iter().map(|&c| usize::from(c))
}

/// The places of `digit` the chain removed in the base units, outside the
/// cover units (SE's `LockingHint.getRuleParents`).
fn locking_needs(
    grid: &Cands,
    source: &Cands,
    digit: u8,
    bases: &[usize],
    covers: &[usize],
) -> Vec<(usize, u8)> {
    bases
        .iter()
        .flat_map(|&u| cells(u))
        .filter(|&c| has(source, c, digit) && !has(grid, c, digit))
        .filter(|&c| !covers.iter().any(|&v| cells(v).any(|x| x == c)))
        .map(|c| (c, digit))
        .collect()
}

/// Pointing (box to column, box to row) then claiming (column to box, row
/// to box), as SE's `Locking` lists them.
fn locking(grid: &Cands, source: &Cands) -> Vec<Found> {
    let boxes = 18..27;
    let rows = 0..9;
    let cols = 9..18;
    let pairs: [(std::ops::Range<usize>, CoverOf); 4] = [
        (boxes.clone(), |c| 9 + col_of(c)),
        (boxes, row_of),
        (cols, |c| 18 + box_of(c)),
        (rows, |c| 18 + box_of(c)),
    ];
    let mut out = Vec::new();
    for (bases, cover_of) in pairs {
        for base in bases {
            for digit in 1..=9u8 {
                let places: Vec<usize> = cells(base).filter(|&c| has(grid, c, digit)).collect();
                if !(2..=3).contains(&places.len()) {
                    continue;
                }
                let cover = cover_of(places[0]);
                if places.iter().any(|&c| cover_of(c) != cover) {
                    continue;
                }
                let removes: Vec<(usize, u8)> = cells(cover)
                    .filter(|&c| has(grid, c, digit) && !places.contains(&c))
                    .map(|c| (c, digit))
                    .collect();
                if !removes.is_empty() {
                    let needs = locking_needs(grid, source, digit, &[base], &[cover]);
                    out.push((removes, needs));
                }
            }
        }
    }
    out
}

/// The units in SE's order for subsets: boxes, rows, columns.
fn units_in_order() -> impl Iterator<Item = usize> {
    (18..27).chain(0..18)
}

/// Two digits confined to the same two cells of a unit.
fn hidden_pairs(grid: &Cands, source: &Cands) -> Vec<Found> {
    let mut out = Vec::new();
    for u in units_in_order() {
        // Each digit's places in the unit, as positions 0 to 8.
        let mut places = [0u16; 10];
        for (k, c) in cells(u).enumerate() {
            for (d, p) in places.iter_mut().enumerate().skip(1) {
                if grid[c] & (1 << d) != 0 {
                    *p |= 1 << k;
                }
            }
        }
        for a in 1..=9u8 {
            for b in a + 1..=9 {
                let (pa, pb) = (places[usize::from(a)], places[usize::from(b)]);
                if pa == 0 || pb == 0 || (pa | pb).count_ones() != 2 {
                    continue;
                }
                let keep = (1u16 << a) | (1 << b);
                let both: Vec<usize> = cells(u)
                    .enumerate()
                    .filter(|&(k, _)| (pa | pb) & (1 << k) != 0)
                    .map(|(_, c)| c)
                    .collect();
                let removes: Vec<(usize, u8)> = both
                    .iter()
                    .flat_map(|&c| (1..=9u8).map(move |d| (c, d)))
                    .filter(|&(c, d)| has(grid, c, d) && keep & (1 << d) == 0)
                    .collect();
                if removes.is_empty() {
                    continue;
                }
                let needs = cells(u)
                    .filter(|c| !both.contains(c))
                    .flat_map(|c| [a, b].map(|d| (c, d)))
                    .filter(|&(c, d)| has(source, c, d))
                    .collect();
                out.push((removes, needs));
            }
        }
    }
    out
}

/// Two cells of a unit with the same two candidates.
fn naked_pairs(grid: &Cands, source: &Cands) -> Vec<Found> {
    let mut out = Vec::new();
    for u in units_in_order() {
        let pairs: Vec<usize> = cells(u).filter(|&c| grid[c].count_ones() == 2).collect();
        for (i, &x) in pairs.iter().enumerate() {
            for &y in &pairs[i + 1..] {
                if grid[x] != grid[y] {
                    continue;
                }
                let set = grid[x];
                let removes: Vec<(usize, u8)> = cells(u)
                    .filter(|&c| c != x && c != y)
                    .flat_map(|c| (1..=9u8).map(move |d| (c, d)))
                    .filter(|&(c, d)| set & (1 << d) != 0 && has(grid, c, d))
                    .collect();
                if removes.is_empty() {
                    continue;
                }
                let needs = [x, y]
                    .into_iter()
                    .flat_map(|c| (1..=9u8).map(move |d| (c, d)))
                    .filter(|&(c, d)| has(source, c, d) && set & (1 << d) == 0)
                    .collect();
                out.push((removes, needs));
            }
        }
    }
    out
}

/// A digit in two rows (or columns) confined to the same two columns (or
/// rows).
fn x_wings(grid: &Cands, source: &Cands) -> Vec<Found> {
    let mut out = Vec::new();
    for (bases, cross) in [(0..9, 9usize), (9..18, 0usize)] {
        let base_units: Vec<usize> = bases.collect();
        for digit in 1..=9u8 {
            // The cross units of the digit's places in each base unit.
            let lines: Vec<(usize, Vec<usize>)> = base_units
                .iter()
                .map(|&u| {
                    let mut across: Vec<usize> = cells(u)
                        .filter(|&c| has(grid, c, digit))
                        .map(|c| if cross == 9 { 9 + col_of(c) } else { row_of(c) })
                        .collect();
                    across.sort_unstable();
                    (u, across)
                })
                .filter(|(_, a)| a.len() == 2)
                .collect();
            for (i, (u1, a1)) in lines.iter().enumerate() {
                for (u2, a2) in &lines[i + 1..] {
                    if a1 != a2 {
                        continue;
                    }
                    let removes: Vec<(usize, u8)> = a1
                        .iter()
                        .flat_map(|&v| cells(v))
                        .filter(|&c| has(grid, c, digit))
                        .filter(|&c| !cells(*u1).any(|x| x == c) && !cells(*u2).any(|x| x == c))
                        .map(|c| (c, digit))
                        .collect();
                    if !removes.is_empty() {
                        let needs = locking_needs(grid, source, digit, &[*u1, *u2], a1);
                        out.push((removes, needs));
                    }
                }
            }
        }
    }
    out
}
