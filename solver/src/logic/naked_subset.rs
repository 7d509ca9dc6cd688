//! Naked pair, triple and quad: `n` cells of a unit whose candidates, taken
//! together, are exactly `n` digits. Those digits must go in those cells, so
//! they are removed from the other cells of the unit.

use super::{and_list, cells_list, combinations, digit_vec, is_are, Board, Step, Technique};
use crate::geometry::{Unit, UNITS};

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
            .filter(|&i| (2..=size as u32).contains(&board.candidates(i).count_ones()))
            .collect();
        for cells in combinations(&small, size) {
            let union = cells.iter().fold(0u16, |m, &c| m | board.candidates(c));
            if union.count_ones() as usize != size {
                continue;
            }
            let mut eliminations = Vec::new();
            let mut removed = 0u16;
            for &i in open.iter().filter(|i| !cells.contains(i)) {
                let hit = board.candidates(i) & union;
                removed |= hit;
                eliminations.extend(digit_vec(hit).into_iter().map(|d| (i, d)));
            }
            if eliminations.is_empty() {
                continue;
            }
            let unit = Unit::ALL[u];
            let mut targets: Vec<usize> = eliminations.iter().map(|&(c, _)| c).collect();
            targets.dedup();
            let removed = digit_vec(removed);
            let kind = &technique.name()["Naked ".len()..];
            return Some(Step {
                technique,
                placements: Vec::new(),
                eliminations,
                explanation: format!(
                    "{} hold only {} between them (a naked {kind} in {unit}), so {} {} removed from {}.",
                    super::capitalise(&cells_list(&cells)),
                    and_list(&digit_vec(union)),
                    and_list(&removed),
                    is_are(removed.len()),
                    cells_list(&targets)
                ),
                cells,
                units: vec![unit],
            });
        }
    }
    None
}
