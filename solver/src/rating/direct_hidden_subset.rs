//! Direct hidden pair (SE 2.0) and direct hidden triple (2.5): `n` digits
//! of a unit fit only in the same `n` cells, and once those cells lose
//! their other candidates another digit of the unit has a single place
//! left, which takes it at once. As in SE, the subset counts only when it
//! gives that hidden single.

use super::direct_pointing::{places, BOXES, COLUMNS, ROWS};
use crate::geometry::Unit;
use crate::logic::{combinations, Board, Pattern, Step, Technique};
use crate::Digits;

/// The first direct hidden subset of `size` (2 or 3) digits: boxes, then
/// columns, then rows, as SE searches.
pub(super) fn find(board: &Board, size: usize) -> Option<Step> {
    BOXES
        .chain(COLUMNS)
        .chain(ROWS)
        .find_map(|u| in_unit(board, u, size))
}

fn in_unit(board: &Board, u: usize, size: usize) -> Option<Step> {
    let empty = Board::unit_cells(u, 0x1ff)
        .into_iter()
        .filter(|&c| board.digit(c) == 0)
        .count();
    if empty <= size {
        return None;
    }
    let open: Vec<u8> = (1..=9u8)
        .filter(|&d| !board.unit_has(u, d) && board.positions(u, d) != 0)
        .collect();
    for set in combinations(&open, size) {
        let where_ = set.iter().fold(0u16, |m, &d| m | board.positions(u, d));
        if where_.count_ones() as usize != size {
            continue;
        }
        let digits: Digits = set.iter().copied().collect();
        let cells = Board::unit_cells(u, where_);
        // Another digit of the unit with a single place outside the subset.
        let single = (1..=9u8).filter(|&d| !digits.contains(d)).find_map(|d| {
            let there = places(board, u, d);
            let outside: Vec<usize> = there
                .iter()
                .copied()
                .filter(|c| !cells.contains(c))
                .collect();
            match outside[..] {
                [cell] if there.len() > 1 => Some((cell, d)),
                _ => None,
            }
        });
        let Some(placement) = single else {
            continue;
        };
        let unit = Unit::ALL[u];
        return Some(Step {
            technique: if size == 2 {
                Technique::HiddenPair
            } else {
                Technique::HiddenTriple
            },
            placements: vec![placement],
            // As in SE, only the single is kept: the intersection's or the
            // subset's eliminations are not (a later step may need them again).
            eliminations: Vec::new(),
            cells: cells.clone(),
            units: vec![unit],
            pattern: Pattern::HiddenSubset {
                unit,
                digits,
                cells,
            },
        });
    }
    None
}
