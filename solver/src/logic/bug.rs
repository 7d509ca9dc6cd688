//! BUG+1 (bivalue universal grave plus one): every empty cell but one has
//! exactly two candidates, and that cell has two candidates which, with the
//! others, give every candidate exactly two places in each row, column and
//! box. Such a board (the "grave") has at least two solutions, so in a
//! puzzle with one solution the extra cell must take one of its other
//! candidates, and loses the two.

use super::{Board, Pattern, Step, Technique};
use crate::geometry::{CELLS, UNITS};
use crate::Digits;

/// The BUG+1 of the board, if it is one.
pub(crate) fn find(board: &Board) -> Option<Step> {
    let mut extra = None;
    for cell in (0..CELLS).filter(|&c| board.digit(c) == 0) {
        match board.candidate_set(cell).len() {
            0..=1 => return None,
            2 => {}
            _ if extra.is_some() => return None,
            _ => extra = Some(cell),
        }
    }
    let cell = extra?;
    let cands = board.candidate_set(cell).to_vec();
    for (i, &a) in cands.iter().enumerate() {
        for &b in &cands[i + 1..] {
            let pair = Digits::single(a) | Digits::single(b);
            if !is_grave(board, cell, pair) {
                continue;
            }
            let extras = board.candidate_set(cell) - pair;
            return Some(Step {
                technique: Technique::BugPlusOne,
                placements: Vec::new(),
                eliminations: vec![(cell, a), (cell, b)],
                cells: vec![cell],
                units: Vec::new(),
                pattern: Pattern::BugPlusOne { cell, extras },
            });
        }
    }
    None
}

/// True when, with `cell` holding only `pair`, every digit has no or two
/// places in every unit.
fn is_grave(board: &Board, cell: usize, pair: Digits) -> bool {
    UNITS.iter().all(|unit| {
        let mut counts = [0u8; 10];
        for &c in unit {
            let c = usize::from(c);
            let cands = if c == cell {
                pair
            } else {
                board.candidate_set(c)
            };
            for d in cands.iter() {
                counts[usize::from(d)] += 1;
            }
        }
        counts.iter().all(|&n| n == 0 || n == 2)
    })
}
