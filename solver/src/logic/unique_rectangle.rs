//! Unique rectangles: four empty cells in two rows, two columns and two
//! boxes that all hold the same two digits. Were those their only
//! candidates, the digits could swap places and the puzzle would have two
//! solutions; in a puzzle with one solution, the candidates beside the two
//! digits must therefore keep one of the corners out of the pair.
//!
//! * Type 1: one corner has more candidates: it loses the two digits.
//! * Type 2: two or three corners have one more candidate, the same digit:
//!   one of them is that digit, so every cell seeing them all loses it.
//! * Type 3 (`unique_rectangle_three.rs`): two corners with more
//!   candidates share a unit; one of them holds one of those others, so the
//!   two act as one cell with those candidates, which can make a naked
//!   subset with other cells of the unit.
//! * Type 4: two corners with more candidates share a unit where one of the
//!   two digits has no other place: one of them is that digit, so neither
//!   can be the other digit.
//!
//! The rectangles are tried type 1 first, then 2, then 4, then 3 with the
//! smallest subset first (as Sudoku Explainer sorts them, by difficulty),
//! each in row-major order of the corners, digits ascending.

use super::rectangle::{rectangles, step, Found};
use super::{Board, Rectangle, Step};
use crate::geometry::{box_of, col_of, row_of, sees, Unit, CELLS};
use crate::Digits;

/// The first unique rectangle of type 1, 2, 4 or 3 that removes something.
pub(crate) fn find(board: &Board) -> Option<Step> {
    let all = rectangles(board);
    all.iter()
        .find_map(|r| type_one(board, r))
        .or_else(|| all.iter().find_map(|r| type_two(board, r)))
        .or_else(|| all.iter().find_map(|r| type_four(board, r)))
        .or_else(|| super::unique_rectangle_three::find(board, &all))
}

pub(super) fn type_one(board: &Board, found: &Found) -> Option<Step> {
    let [cell] = found.extra[..] else {
        return None;
    };
    let eliminations = found
        .digits
        .iter()
        .filter(|&&d| board.has_candidate(cell, d))
        .map(|&d| (cell, d))
        .collect();
    step(found, eliminations, Rectangle::One { cell })
}

pub(super) fn type_two(board: &Board, found: &Found) -> Option<Step> {
    if found.extra.len() < 2 {
        return None;
    }
    let pair = Digits::single(found.digits[0]) | Digits::single(found.digits[1]);
    let extras: Vec<Digits> = found
        .extra
        .iter()
        .map(|&c| board.candidate_set(c) - pair)
        .collect();
    let first = *extras.first()?;
    if first.len() != 1 || extras.iter().any(|&e| e != first) {
        return None;
    }
    let digit = first.first()?;
    let eliminations = (0..CELLS)
        .filter(|c| !found.extra.contains(c))
        .filter(|&c| board.has_candidate(c, digit))
        .filter(|&c| found.extra.iter().all(|&x| sees(c, x)))
        .map(|c| (c, digit))
        .collect();
    let cells = found.extra.clone();
    step(found, eliminations, Rectangle::Two { cells, digit })
}

pub(super) fn type_four(board: &Board, found: &Found) -> Option<Step> {
    let [p, q] = found.extra[..] else {
        return None;
    };
    let shared = [
        (row_of(p) == row_of(q), Unit::Row(row_of(p) as u8)),
        (col_of(p) == col_of(q), Unit::Column(col_of(p) as u8)),
        (box_of(p) == box_of(q), Unit::Box(box_of(p) as u8)),
    ];
    // As Sudoku Explainer: the first digit locked in any shared unit.
    for (locked, removed) in [
        (found.digits[0], found.digits[1]),
        (found.digits[1], found.digits[0]),
    ] {
        let unit = shared.iter().filter(|s| s.0).map(|s| s.1).find(|u| {
            u.cells()
                .iter()
                .all(|&c| c == p || c == q || !board.has_candidate(c, locked))
        });
        if let Some(unit) = unit {
            let eliminations = vec![(p, removed), (q, removed)];
            let kind = Rectangle::Four {
                cells: [p, q],
                unit,
                locked,
                removed,
            };
            return step(found, eliminations, kind);
        }
    }
    None
}
