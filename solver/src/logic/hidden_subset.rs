//! Hidden pair, triple and quad: `n` digits of a unit that fit only in the
//! same `n` cells. Those cells must hold those digits, so their other
//! candidates are removed.

use super::{combinations, Board, Pattern, Step, Technique};
use crate::geometry::{Unit, UNITS};
use crate::Digits;

/// The first hidden subset of `size` (2, 3 or 4) digits that removes
/// something, units in the order rows, columns, boxes.
pub(crate) fn find(board: &Board, size: usize) -> Option<Step> {
    let technique = match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    for u in 0..UNITS.len() {
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
            let cells = Board::unit_cells(u, where_);
            let mut eliminations = Vec::new();
            for &c in &cells {
                let other = board.candidate_set(c) - mask;
                eliminations.extend(other.iter().map(|d| (c, d)));
            }
            if eliminations.is_empty() {
                continue;
            }
            let unit = Unit::ALL[u];
            return Some(Step {
                technique,
                placements: Vec::new(),
                eliminations,
                cells: cells.clone(),
                units: vec![unit],
                pattern: Pattern::HiddenSubset {
                    unit,
                    digits: mask,
                    cells,
                },
            });
        }
    }
    None
}
