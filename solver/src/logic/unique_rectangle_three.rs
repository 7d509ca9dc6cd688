//! Unique rectangles of type 3: the two corners with more candidates share
//! a unit (a row, a column, or a box).
//!
//! * With a naked subset: one of the two must hold one of those other
//!   candidates, else the rectangle would have two solutions; so for the
//!   rest of the unit the two act as one cell holding one of them. With
//!   cells of the unit that hold only those digits and others, as many
//!   digits as cells counting the two as one, they form a naked subset:
//!   the rest of the unit loses its digits. (The two cannot both hold one
//!   of the subset's digits: with the subset's other cells, that would be
//!   one cell more than digits.)
//! * With a hidden subset: the two cannot both hold the rectangle's digits
//!   (they would be one each, and the rectangle would have two solutions).
//!   When the rectangle's digits and others of the unit fit only in the two
//!   and in other cells, one fewer than the digits, those other cells hold
//!   the rest of the digits and lose their other candidates.
//!
//! As Sudoku Explainer, the lowest rated is taken first (SE rates a naked
//! subset 4.5 plus a tenth per digit beyond the first, a hidden one a tenth
//! per digit beyond the second): a hidden pair, then a naked pair, a hidden
//! triple, a naked triple, ...; then the rectangles in their order, the
//! units box, row, column.

use super::rectangle::{step, Found};
use super::{combinations, Board, Rectangle, Step};
use crate::geometry::{box_of, col_of, row_of, Unit};
use crate::Digits;

/// The largest subset tried (SE tries up to 7 digits).
const MAX_DIGITS: usize = 7;

/// The first type 3 rectangle of `all` that removes something, the lowest
/// rated first.
pub(super) fn find(board: &Board, all: &[Found]) -> Option<Step> {
    (0..MAX_DIGITS).find_map(|tenths| {
        all.iter()
            .find_map(|r| hidden(board, r, tenths + 2))
            .or_else(|| all.iter().find_map(|r| naked(board, r, tenths + 1)))
    })
}

/// The first type 3 step of one rectangle or loop, the lowest rated
/// first (as [`find`]).
pub(super) fn first(board: &Board, found: &Found) -> Option<Step> {
    (0..MAX_DIGITS).find_map(|tenths| {
        hidden(board, found, tenths + 2).or_else(|| naked(board, found, tenths + 1))
    })
}

/// A unit the two corners share, with its other empty cells.
type Shared = (Unit, Vec<usize>);

/// The two corners with more candidates, the units they share (box, row,
/// column) and, for each unit, its other empty cells.
fn shared(board: &Board, found: &Found) -> Option<([usize; 2], Vec<Shared>)> {
    let [p, q] = found.extra[..] else {
        return None;
    };
    let units = [
        (box_of(p) == box_of(q), Unit::Box(box_of(p) as u8)),
        (row_of(p) == row_of(q), Unit::Row(row_of(p) as u8)),
        (col_of(p) == col_of(q), Unit::Column(col_of(p) as u8)),
    ];
    let units = units
        .iter()
        .filter(|s| s.0)
        .map(|&(_, unit)| {
            let rest: Vec<usize> = unit
                .cells()
                .iter()
                .copied()
                .filter(|&c| c != p && c != q && board.digit(c) == 0)
                .collect();
            (unit, rest)
        })
        .collect();
    Some(([p, q], units))
}

/// The rectangle `found` as a type 3 with a naked subset of `size` digits.
fn naked(board: &Board, found: &Found, size: usize) -> Option<Step> {
    if size < 2 {
        return None;
    }
    let ([p, q], units) = shared(board, found)?;
    let pair = Digits::single(found.digits[0]) | Digits::single(found.digits[1]);
    let extra = (board.candidate_set(p) | board.candidate_set(q)) - pair;
    if extra.len() > size {
        return None;
    }
    for (unit, rest) in units {
        // As SE: the subset at most half the unit's empty cells.
        if size * 2 > rest.len() + 2 {
            continue;
        }
        for others in combinations(&rest, size - 1) {
            let digits = others
                .iter()
                .fold(extra, |m, &c| m | board.candidate_set(c));
            if digits.len() != size {
                continue;
            }
            let eliminations = rest
                .iter()
                .filter(|c| !others.contains(c))
                .flat_map(|&c| {
                    (board.candidate_set(c) & digits)
                        .iter()
                        .map(move |d| (c, d))
                })
                .collect();
            let kind = Rectangle::Three {
                cells: [p, q],
                unit,
                extra,
                others,
                digits,
            };
            if let Some(s) = step(found, eliminations, kind) {
                return Some(s);
            }
        }
    }
    None
}

/// The rectangle `found` as a type 3 with a hidden subset of `size` digits
/// (the rectangle's two among them).
fn hidden(board: &Board, found: &Found, size: usize) -> Option<Step> {
    let ([p, q], units) = shared(board, found)?;
    let pair = Digits::single(found.digits[0]) | Digits::single(found.digits[1]);
    let extra = (board.candidate_set(p) | board.candidate_set(q)) - pair;
    for (unit, rest) in units {
        // As SE: the subset less than half the unit's empty cells.
        if size * 2 >= rest.len() + 2 {
            continue;
        }
        let placed: Digits = unit.cells().iter().map(|&c| board.digit(c)).collect();
        let free: Vec<u8> = (!(placed | pair | extra)).to_vec();
        for more in combinations(&free, size - 2).into_iter().chain(
            // `combinations` gives nothing for an empty choice.
            (size == 2).then(Vec::new),
        ) {
            let digits = more.iter().fold(pair, |m, &d| m | Digits::single(d));
            let others: Vec<usize> = rest
                .iter()
                .copied()
                .filter(|&c| !(board.candidate_set(c) & digits).is_empty())
                .collect();
            if others.len() != size - 1 {
                continue;
            }
            let eliminations = others
                .iter()
                .flat_map(|&c| {
                    (board.candidate_set(c) - digits)
                        .iter()
                        .map(move |d| (c, d))
                })
                .collect();
            let kind = Rectangle::ThreeHidden {
                cells: [p, q],
                unit,
                others,
                digits,
            };
            if let Some(s) = step(found, eliminations, kind) {
                return Some(s);
            }
        }
    }
    None
}
