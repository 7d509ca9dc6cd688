//! Direct pointing (SE 1.7): a box holds a digit only in one row (or
//! column), and removing the digit from the rest of that line leaves it a
//! single place in another box, which takes it at once.
//!
//! The search is shared with direct claiming (`direct_claiming.rs`): a
//! "base" unit whose places for a digit all lie in a "cover" unit, and
//! another base unit crossing the cover that keeps one place outside it.
//! As in SE, the step counts only when it gives that hidden single.

use crate::geometry::{Unit, UNITS};
use crate::logic::{Board, Pattern, Step, Technique};
use std::ops::Range;

/// Rows, columns and boxes as ranges of unit indices (`Unit::ALL` order).
pub(super) const ROWS: Range<usize> = 0..9;
/// Columns.
pub(super) const COLUMNS: Range<usize> = 9..18;
/// Boxes.
pub(super) const BOXES: Range<usize> = 18..27;

/// The first direct pointing: columns before rows, then digits ascending,
/// then boxes, as SE searches.
pub(super) fn find(board: &Board) -> Option<Step> {
    locked(board, BOXES, COLUMNS).or_else(|| locked(board, BOXES, ROWS))
}

/// The cells of unit `u` that hold `digit` as a candidate.
pub(super) fn places(board: &Board, u: usize, digit: u8) -> Vec<usize> {
    Board::unit_cells(u, board.positions(u, digit))
}

fn in_unit(u: usize, cell: usize) -> bool {
    UNITS[u].iter().any(|&c| usize::from(c) == cell)
}

/// The first base unit (of `bases`) whose places for a digit all lie in a
/// cover unit (of `covers`), such that another base unit crossing that
/// cover keeps a single place for the digit outside it. The step places
/// the digit there.
pub(super) fn locked(board: &Board, bases: Range<usize>, covers: Range<usize>) -> Option<Step> {
    for digit in 1..=9u8 {
        for base in bases.clone() {
            let cells = places(board, base, digit);
            if cells.len() < 2 {
                continue;
            }
            for cover in covers.clone() {
                if !cells.iter().all(|&c| in_unit(cover, c)) {
                    continue;
                }
                if let Some(step) = follow(board, digit, base, cover, bases.clone()) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The hidden single that the locked `digit` of `base` in `cover` gives in
/// another base unit crossing the cover, as a step.
fn follow(
    board: &Board,
    digit: u8,
    base: usize,
    cover: usize,
    bases: Range<usize>,
) -> Option<Step> {
    for other in bases.filter(|&o| o != base) {
        if !UNITS[other].iter().any(|&c| in_unit(cover, usize::from(c))) {
            continue;
        }
        let there = places(board, other, digit);
        let outside: Vec<usize> = there
            .iter()
            .copied()
            .filter(|&c| !in_unit(cover, c))
            .collect();
        let [cell] = outside[..] else {
            continue;
        };
        if there.len() < 2 {
            continue;
        }
        let in_base = places(board, base, digit);
        let technique = match (BOXES.contains(&base), in_base.len()) {
            (true, 2) => Technique::PointingPair,
            (true, _) => Technique::PointingTriple,
            (false, _) => Technique::BoxLineReduction,
        };
        let (unit, within) = (Unit::ALL[base], Unit::ALL[cover]);
        return Some(Step {
            technique,
            placements: vec![(cell, digit)],
            // As in SE, only the single is kept: the intersection's or the
            // subset's eliminations are not (a later step may need them again).
            eliminations: Vec::new(),
            cells: in_base,
            units: vec![unit, within, Unit::ALL[other]],
            pattern: Pattern::Locked {
                digit,
                unit,
                within,
            },
        });
    }
    None
}
