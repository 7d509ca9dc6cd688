//! Hidden pair, triple and quad: `n` digits of a unit that fit only in the
//! same `n` cells. Those cells must hold those digits, so their other
//! candidates are removed.

use super::{and_list, cells_list, combinations, Board, Step, Technique};
use crate::geometry::{cell_name, Unit, UNITS};
use crate::Digits;

/// The first hidden subset of `size` (2, 3 or 4) digits that removes
/// something, units in the order rows, columns, boxes.
pub(crate) fn find(board: &Board, size: usize) -> Option<Step> {
    let technique = match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    for (u, unit) in UNITS.iter().enumerate() {
        let digits: Vec<u8> = (1..=9u8)
            .filter(|&d| {
                !board.unit_has(u, d)
                    && (2..=size as u32).contains(&board.positions(u, d).count_ones())
            })
            .collect();
        for set in combinations(&digits, size) {
            let where_ = set.iter().fold(0u16, |m, &d| m | board.positions(u, d));
            if where_.count_ones() as usize != size {
                continue;
            }
            let mask: Digits = set.iter().copied().collect();
            let cells: Vec<usize> = (0..9)
                .filter(|k| where_ & (1 << k) != 0)
                .map(|k| unit[k] as usize)
                .collect();
            let mut eliminations = Vec::new();
            let mut parts = Vec::new();
            for &c in &cells {
                let other = board.candidate_set(c) - mask;
                if !other.is_empty() {
                    let ds = other.to_vec();
                    parts.push(format!("{} from {}", and_list(&ds), cell_name(c)));
                    eliminations.extend(ds.into_iter().map(|d| (c, d)));
                }
            }
            if eliminations.is_empty() {
                continue;
            }
            let unit = Unit::ALL[u];
            let kind = &technique.name()["Hidden ".len()..];
            return Some(Step {
                technique,
                placements: Vec::new(),
                eliminations,
                explanation: format!(
                    "In {unit}, {} fit only in {} (a hidden {kind}), so the other candidates are removed from those cells ({}).",
                    and_list(&set),
                    cells_list(&cells),
                    parts.join("; ")
                ),
                cells,
                units: vec![unit],
            });
        }
    }
    None
}
