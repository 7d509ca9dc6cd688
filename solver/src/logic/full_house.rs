//! Full house: the last empty cell of a row, column or box takes the one
//! digit the unit is missing.

use super::board::{digits_of, ALL};
use super::{capitalise, Board, Step, Technique};
use crate::geometry::{cell_name, Unit, UNITS};

/// The first unit (rows, columns, boxes) with exactly one empty cell.
pub(crate) fn find(board: &Board) -> Option<Step> {
    for (u, unit) in UNITS.iter().enumerate() {
        let mut empty = None;
        let mut count = 0;
        let mut placed = 0u16;
        for &i in unit {
            let i = i as usize;
            match board.digit(i) {
                0 => {
                    empty = Some(i);
                    count += 1;
                }
                d => placed |= 1 << d,
            }
        }
        let (Some(cell), 1) = (empty, count) else {
            continue;
        };
        let missing = ALL & !placed;
        // With clashing digits more than one digit is missing: not a full house.
        if missing.count_ones() != 1 || board.candidates(cell) & missing == 0 {
            continue;
        }
        let Some(digit) = digits_of(missing).next() else {
            continue;
        };
        let unit = Unit::ALL[u];
        return Some(Step {
            technique: Technique::FullHouse,
            placements: vec![(cell, digit)],
            eliminations: Vec::new(),
            cells: vec![cell],
            units: vec![unit],
            explanation: format!(
                "{} is the only empty cell left in {unit}, so it must be {digit}.",
                capitalise(&cell_name(cell))
            ),
        });
    }
    None
}
