//! Unique loops: as a unique rectangle, with six or more cells. Empty cells
//! that all hold the same two digits, linked one to the next through a
//! box, a row or a column (never two links in a row through the same kind
//! of unit), with exactly two of them in each unit they touch, one at an
//! even place of the loop and one at an odd. Were the two digits their only
//! candidates, the digits could swap around the loop and the puzzle would
//! have two solutions; so the cells with more candidates keep one of them
//! out of the pair. The types are the rectangle's (`unique_rectangle.rs`,
//! `unique_rectangle_three.rs`), with the loop's cells that have more.
//!
//! As Sudoku Explainer (SE) finds them: from each cell of exactly two
//! candidates, row-major, a depth-first search through the units box, row,
//! column, in each unit's order; a loop may have at most two cells with
//! more candidates, or any number when all their other candidates are one
//! digit. SE rates a loop 4.5 plus a tenth for 6 cells, two for 8 and five
//! for 10 or more, plus the type 3 subset's tenths, and takes the lowest
//! rated of all its rectangles and loops, then the lowest type
//! ([`find_with_rectangles`]), in the order it found them.

use super::rectangle::Found;
use super::sort::sort;
use super::unique_rectangle::{self, type_four, type_one, type_two};
use super::unique_rectangle_three;
use super::{Board, Pattern, Rectangle, Step};
use crate::geometry::{box_of, col_of, row_of, Unit};
use crate::Digits;

/// The most cells a loop can have: two in each of the nine rows.
const MAX_CELLS: usize = 18;

/// What a loop of `cells` cells adds to a rectangle's 4.5, in tenths (SE:
/// 6 cells 4.6, 8 cells 4.7, 10 or more 5.0; a rectangle, 4 cells, 4.5).
fn size_tenths(cells: usize) -> u8 {
    match cells {
        0..=5 => 0,
        6 | 7 => 1,
        8 | 9 => 2,
        _ => 5,
    }
}

/// The tenths above 4.5 that SE rates a unique rectangle or loop step:
/// the loop's size, and a type 3's naked subset digits beyond the first or
/// hidden subset digits beyond the second (0 for any other step).
pub(crate) fn tenths(pattern: &Pattern) -> u8 {
    let Pattern::UniqueRectangle { corners, kind, .. } = pattern else {
        return 0;
    };
    let subset = match kind {
        Rectangle::Three { digits, .. } => digits.len().saturating_sub(1),
        Rectangle::ThreeHidden { digits, .. } => digits.len().saturating_sub(2),
        _ => 0,
    };
    size_tenths(corners.len()) + u8::try_from(subset).unwrap_or(0)
}

/// SE's order of unique rectangle and loop steps: the rating, then the
/// type.
fn key(step: &Step) -> (u8, u8) {
    let kind = match &step.pattern {
        Pattern::UniqueRectangle { kind, .. } => match kind {
            Rectangle::One { .. } => 1,
            Rectangle::Two { .. } => 2,
            Rectangle::Three { .. } | Rectangle::ThreeHidden { .. } => 3,
            Rectangle::Four { .. } => 4,
        },
        _ => 0,
    };
    (tenths(&step.pattern), kind)
}

/// The first unique loop of six or more cells that removes something, in
/// SE's order (the lowest rated, then the lowest type).
pub(crate) fn find(board: &Board) -> Option<Step> {
    let mut best: Option<Step> = None;
    for step in loops(board).iter().flat_map(|found| steps(board, found)) {
        if best.as_ref().is_none_or(|b| key(&step) < key(b)) {
            best = Some(step);
        }
    }
    best
}

/// The first unique rectangle or loop in SE's one list of both: the
/// lowest rated, then the lowest type (a rectangle before a loop rated and
/// typed the same).
pub(crate) fn find_with_rectangles(board: &Board) -> Option<Step> {
    let rectangle = unique_rectangle::find(board);
    match (rectangle, find(board)) {
        (Some(r), Some(l)) if key(&l) < key(&r) => Some(l),
        (Some(r), _) => Some(r),
        (None, l) => l,
    }
}

/// Every step a loop gives, SE's types 1 to 4.
fn steps(board: &Board, found: &Found) -> Vec<Step> {
    let mut out = Vec::new();
    match found.extra.len() {
        0 => {}
        1 => out.extend(type_one(board, found)),
        2 => {
            let pair = Digits::single(found.digits[0]) | Digits::single(found.digits[1]);
            let rest = found
                .extra
                .iter()
                .fold(Digits::EMPTY, |m, &c| m | (board.candidate_set(c) - pair));
            if rest.len() == 1 {
                out.extend(type_two(board, found));
            } else {
                out.extend(unique_rectangle_three::first(board, found));
            }
            out.extend(type_four(board, found));
        }
        _ => out.extend(type_two(board, found)),
    }
    out
}

/// Every loop of six or more cells, each cell set once, in the order SE's
/// search finds them.
fn loops(board: &Board) -> Vec<Found> {
    let mut search = Search {
        board,
        pair: Digits::EMPTY,
        path: Vec::new(),
        found: Vec::new(),
    };
    for cell in 0..crate::geometry::CELLS {
        let candidates = board.candidate_set(cell);
        if board.digit(cell) != 0 || candidates.len() != 2 {
            continue;
        }
        search.pair = candidates;
        search.extend(cell, 2, Digits::EMPTY, None);
    }
    let mut seen: Vec<(Digits, Vec<usize>)> = Vec::new();
    let mut out = Vec::new();
    for (pair, cells) in search.found {
        let mut sorted = cells.clone();
        sort(&mut sorted);
        if seen.contains(&(pair, sorted.clone())) {
            continue;
        }
        seen.push((pair, sorted));
        let digits = pair.to_vec();
        let extra = cells
            .iter()
            .copied()
            .filter(|&c| board.candidate_set(c) != pair)
            .collect();
        out.push(Found {
            corners: cells,
            digits: [digits[0], digits[1]],
            extra,
        });
    }
    out
}

/// The kinds of unit, in the order SE links through them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Box,
    Row,
    Column,
}

fn unit_of(kind: Kind, cell: usize) -> Unit {
    match kind {
        Kind::Box => Unit::Box(box_of(cell) as u8),
        Kind::Row => Unit::Row(row_of(cell) as u8),
        Kind::Column => Unit::Column(col_of(cell) as u8),
    }
}

/// SE's depth-first search for loops of one pair of digits.
struct Search<'a> {
    board: &'a Board,
    pair: Digits,
    path: Vec<usize>,
    found: Vec<(Digits, Vec<usize>)>,
}

impl Search<'_> {
    /// Goes on from `cell`, which joins the path: `allowed` more cells may
    /// have more candidates, or any number while `extra` (their other
    /// candidates so far) is one digit; `last` is the kind of unit the
    /// link to `cell` went through.
    fn extend(&mut self, cell: usize, allowed: i32, extra: Digits, last: Option<Kind>) {
        self.path.push(cell);
        for kind in [Kind::Box, Kind::Row, Kind::Column] {
            if Some(kind) == last {
                continue;
            }
            for next in unit_of(kind, cell).cells() {
                if next == self.path[0] && self.path.len() >= 4 {
                    if self.path.len() > 4 && self.is_valid() {
                        self.found.push((self.pair, self.path.clone()));
                    }
                    continue;
                }
                let candidates = self.board.candidate_set(next);
                if self.path.contains(&next)
                    || self.board.digit(next) != 0
                    || candidates & self.pair != self.pair
                {
                    continue;
                }
                let more = candidates.len() > 2;
                let extra = extra | (candidates - self.pair);
                if (more && extra.len() != 1 && allowed <= 0) || !self.may_join(next) {
                    continue;
                }
                self.extend(next, allowed - i32::from(more), extra, Some(kind));
            }
        }
        self.path.pop();
    }

    /// False when `next` cannot be the path's next cell in a valid loop:
    /// the loop is full, or a unit of `next` already holds two of its
    /// cells or one at the same parity (a valid loop has exactly two cells
    /// in each unit it touches, one even and one odd).
    fn may_join(&self, next: usize) -> bool {
        if self.path.len() >= MAX_CELLS {
            return false;
        }
        let parity = self.path.len() % 2;
        [Kind::Box, Kind::Row, Kind::Column].iter().all(|&kind| {
            let unit = unit_of(kind, next);
            let mut inside = self
                .path
                .iter()
                .enumerate()
                .filter(|&(_, &c)| unit_of(kind, c) == unit);
            match (inside.next(), inside.next()) {
                (None, _) => true,
                (Some((i, _)), None) => i % 2 != parity,
                _ => false,
            }
        })
    }

    /// SE's test of a closed loop: every unit touched holds exactly two of
    /// its cells, one at an even place and one at an odd.
    fn is_valid(&self) -> bool {
        self.path.iter().enumerate().all(|(i, &cell)| {
            [Kind::Box, Kind::Row, Kind::Column].iter().all(|&kind| {
                let unit = unit_of(kind, cell);
                self.path
                    .iter()
                    .enumerate()
                    .filter(|&(j, &c)| j != i && unit_of(kind, c) == unit)
                    .map(|(j, _)| j % 2 != i % 2)
                    .eq([true])
            })
        })
    }
}
