//! Hidden single: a digit with one place left in a box, row or column.

use super::{Board, Pattern, Step, Technique};
use crate::geometry::{Unit, UNITS};

/// Boxes first (as people scan), then rows, then columns; digits ascending.
const ORDER: [usize; 27] = {
    let mut out = [0usize; 27];
    let mut k = 0;
    while k < 27 {
        out[k] = (k + 18) % 27;
        k += 1;
    }
    out
};

/// The first digit with a single place in a unit.
pub(crate) fn find(board: &Board) -> Option<Step> {
    for u in ORDER {
        for digit in 1..=9u8 {
            let positions = board.positions(u, digit);
            if positions.count_ones() != 1 || board.unit_has(u, digit) {
                continue;
            }
            let cell = UNITS[u][positions.trailing_zeros() as usize] as usize;
            let unit = Unit::ALL[u];
            return Some(Step {
                technique: Technique::HiddenSingle,
                placements: vec![(cell, digit)],
                eliminations: Vec::new(),
                cells: vec![cell],
                units: vec![unit],
                pattern: Pattern::HiddenSingle { unit, digit, cell },
            });
        }
    }
    None
}
