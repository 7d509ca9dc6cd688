//! Naked pair, triple and quad: `n` cells of a unit whose candidates, taken
//! together, are exactly `n` digits. Those digits must go in those cells, so
//! they are removed from the other cells of the unit.

use super::{combinations, Board, Pattern, Step, Technique};
use crate::geometry::{Unit, UNITS};
use crate::Digits;

/// The first naked subset of `size` (2, 3 or 4) cells that removes something,
/// units in the order rows, columns, boxes.
pub(crate) fn find(board: &Board, size: usize) -> Option<Step> {
    let technique = match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
    for (u, unit) in UNITS.iter().enumerate() {
        let open: Vec<usize> = unit
            .iter()
            .map(|&i| i as usize)
            .filter(|&i| board.digit(i) == 0)
            .collect();
        let small: Vec<usize> = open
            .iter()
            .copied()
            .filter(|&i| (2..=size).contains(&board.candidate_set(i).len()))
            .collect();
        for cells in combinations(&small, size) {
            let union = cells
                .iter()
                .fold(Digits::EMPTY, |m, &c| m | board.candidate_set(c));
            if union.len() != size {
                continue;
            }
            let mut eliminations = Vec::new();
            let mut removed = Digits::EMPTY;
            for &i in open.iter().filter(|i| !cells.contains(i)) {
                let hit = board.candidate_set(i) & union;
                removed |= hit;
                eliminations.extend(hit.iter().map(|d| (i, d)));
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
                pattern: Pattern::NakedSubset {
                    unit,
                    cells,
                    digits: union,
                },
            });
        }
    }
    None
}
