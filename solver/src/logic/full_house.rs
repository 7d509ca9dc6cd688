//! Full house: the last empty cell of a row, column or box takes the one
//! digit the unit is missing.

use super::{Board, Pattern, Step, Technique};
use crate::geometry::{Unit, UNITS};
use crate::Digits;

/// The first unit (rows, columns, boxes) with exactly one empty cell.
pub(crate) fn find(board: &Board) -> Option<Step> {
    for (u, unit) in UNITS.iter().enumerate() {
        let mut empty = None;
        let mut count = 0;
        let mut placed = Digits::EMPTY;
        for &i in unit {
            let i = i as usize;
            match board.digit(i) {
                0 => {
                    empty = Some(i);
                    count += 1;
                }
                d => placed.insert(d),
            }
        }
        let (Some(cell), 1) = (empty, count) else {
            continue;
        };
        let missing = !placed;
        // With clashing digits more than one digit is missing: not a full house.
        if missing.len() != 1 || (board.candidate_set(cell) & missing).is_empty() {
            continue;
        }
        let Some(digit) = missing.first() else {
            continue;
        };
        let unit = Unit::ALL[u];
        return Some(Step {
            technique: Technique::FullHouse,
            placements: vec![(cell, digit)],
            eliminations: Vec::new(),
            cells: vec![cell],
            units: vec![unit],
            pattern: Pattern::FullHouse { cell, unit, digit },
        });
    }
    None
}
