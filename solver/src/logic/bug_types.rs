//! BUG of types 2 to 4 (bivalue universal grave): several empty cells
//! have more than two candidates, and once each loses its extra ones
//! (found, as Sudoku Explainer finds them, as the digits with neither none
//! nor two places in a unit, in the only cell of those places with more
//! than two candidates) every empty cell has two candidates and every
//! candidate two places in each unit: a pattern with two solutions. In a
//! puzzle with one solution one of the cells holds one of its extras.
//!
//! * Type 2: the extras are all one digit: one of the cells is that
//!   digit, so every cell seeing them all loses it.
//! * Type 4: two cells share a unit and, beside their extras, one digit
//!   that has no other place in the unit. One of them holds its extra, so
//!   the other holds that digit: neither can be its remaining candidate.
//!
//! * Type 3: the cells share a unit; one of them holds one of the
//!   extras, so they act as one cell holding one of those, which with
//!   other cells of the unit can make a naked subset: the rest of the unit
//!   loses its digits.
//!
//! Type 2 is tried first, then type 4, then type 3 with the smallest subset
//! first (as SE rates them: 5.7, 5.7, 5.7 plus a tenth per digit of the
//! subset beyond the first), the units box, row, column.

use super::{combinations, Board, Bug, Pattern, Step, Technique};
use crate::geometry::{box_of, col_of, row_of, sees, Unit, CELLS, UNITS};
use crate::Digits;

/// The first BUG of type 2, 4 or 3 that removes something.
pub(crate) fn find(board: &Board) -> Option<Step> {
    let (cells, extras) = grave(board)?;
    if cells.len() < 2 {
        return None;
    }
    let all = extras.iter().fold(Digits::EMPTY, |m, &e| m | e);
    if all.len() == 1 {
        let digit = all.first()?;
        let eliminations: Vec<(usize, u8)> = (0..CELLS)
            .filter(|c| !cells.contains(c) && board.has_candidate(*c, digit))
            .filter(|&c| cells.iter().all(|&b| sees(c, b)))
            .map(|c| (c, digit))
            .collect();
        if !eliminations.is_empty() {
            return Some(step(eliminations, Bug::Two { cells, digit }));
        }
    }
    four(board, &cells, &extras, all).or_else(|| three(board, &cells, all))
}

/// Type 3 of `cells` (their extras `all`): the smallest naked subset, as
/// SE tries them, of 2 to 6 digits.
fn three(board: &Board, cells: &[usize], all: Digits) -> Option<Step> {
    let first = *cells.first()?;
    let units = [
        Unit::Box(box_of(first) as u8),
        Unit::Row(row_of(first) as u8),
        Unit::Column(col_of(first) as u8),
    ];
    for size in 2..=6 {
        for unit in units {
            if !cells.iter().all(|c| unit.cells().contains(c)) {
                continue;
            }
            let rest: Vec<usize> = unit
                .cells()
                .iter()
                .copied()
                .filter(|&c| board.digit(c) == 0 && !cells.contains(&c))
                .collect();
            for others in combinations(&rest, size - 1) {
                let digits = others
                    .iter()
                    .fold(Digits::EMPTY, |m, &c| m | board.candidate_set(c));
                if digits.len() != size || !(all - digits).is_empty() {
                    continue;
                }
                let eliminations: Vec<(usize, u8)> = rest
                    .iter()
                    .filter(|c| !others.contains(c))
                    .flat_map(|&c| {
                        (board.candidate_set(c) & digits)
                            .iter()
                            .map(move |d| (c, d))
                    })
                    .collect();
                if !eliminations.is_empty() {
                    let kind = Bug::Three {
                        cells: cells.to_vec(),
                        unit,
                        extras: all,
                        others,
                        digits,
                    };
                    return Some(step(eliminations, kind));
                }
            }
        }
    }
    None
}

/// Type 4 of the two `cells` with their `extras` (all of them `all`).
fn four(board: &Board, cells: &[usize], extras: &[Digits], all: Digits) -> Option<Step> {
    let ([p, q], [ep, eq]) = (
        <[usize; 2]>::try_from(cells).ok()?,
        <[Digits; 2]>::try_from(extras).ok()?,
    );
    let common = (board.candidate_set(p) & board.candidate_set(q)) - all;
    if common.len() != 1 {
        return None;
    }
    let digit = common.first()?;
    let shared = [
        (box_of(p) == box_of(q), Unit::Box(box_of(p) as u8)),
        (row_of(p) == row_of(q), Unit::Row(row_of(p) as u8)),
        (col_of(p) == col_of(q), Unit::Column(col_of(p) as u8)),
    ];
    let unit = shared.iter().find(|s| s.0)?.1;
    let mut eliminations = Vec::new();
    for (cell, extra) in [(p, ep), (q, eq)] {
        let lost = board.candidate_set(cell) - extra - Digits::single(digit);
        eliminations.extend(lost.iter().map(|d| (cell, d)));
    }
    if eliminations.is_empty() {
        return None;
    }
    let kind = Bug::Four {
        cells: [p, q],
        unit,
        extras: [ep, eq],
        digit,
    };
    Some(step(eliminations, kind))
}

/// The cells with extra candidates and their extras, when removing those
/// leaves a grave (as SE: from the units with a digit of neither none nor
/// two places, boxes first, then rows, then columns).
fn grave(board: &Board) -> Option<(Vec<usize>, Vec<Digits>)> {
    let mut cells: Vec<usize> = Vec::new();
    let mut extras: Vec<Digits> = Vec::new();
    for u in (18..27).chain(0..18) {
        for digit in 1..=9u8 {
            let places = Board::unit_cells(u, board.positions(u, digit));
            if places.is_empty() || places.len() == 2 {
                continue;
            }
            let wide: Vec<usize> = places
                .iter()
                .copied()
                .filter(|&c| board.candidate_set(c).len() >= 3)
                .collect();
            match wide[..] {
                [] => return None,
                [cell] => match cells.iter().position(|&c| c == cell) {
                    Some(i) => extras[i].insert(digit),
                    None => {
                        cells.push(cell);
                        extras.push(Digits::single(digit));
                    }
                },
                _ => {}
            }
        }
    }
    // Without the extras: two candidates in every empty cell, and every
    // candidate none or two places in each unit.
    let without = |c: usize| {
        let i = cells.iter().position(|&x| x == c);
        board.candidate_set(c) - i.map_or(Digits::EMPTY, |i| extras[i])
    };
    let two = (0..CELLS)
        .filter(|&c| board.digit(c) == 0)
        .all(|c| without(c).len() == 2);
    let paired = UNITS.iter().all(|unit| {
        (1..=9u8).all(|d| {
            let n = unit
                .iter()
                .filter(|&&c| without(usize::from(c)).contains(d))
                .count();
            n == 0 || n == 2
        })
    });
    (two && paired && !cells.is_empty()).then_some((cells, extras))
}

fn step(eliminations: Vec<(usize, u8)>, kind: Bug) -> Step {
    let (cells, units) = match &kind {
        Bug::Two { cells, .. } => (cells.clone(), Vec::new()),
        Bug::Three { cells, unit, .. } => (cells.clone(), vec![*unit]),
        Bug::Four { cells, unit, .. } => (cells.to_vec(), vec![*unit]),
    };
    Step {
        technique: Technique::Bug,
        placements: Vec::new(),
        eliminations,
        cells,
        units,
        pattern: Pattern::Bug { kind },
    }
}
