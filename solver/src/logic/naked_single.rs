//! Naked single: an empty cell with one candidate left takes it.

use super::{Board, Pattern, Step, Technique};
use crate::geometry::CELLS;

/// The first cell (row-major) with a single candidate.
pub(crate) fn find(board: &Board) -> Option<Step> {
    for cell in 0..CELLS {
        let cands = board.candidate_set(cell);
        if board.digit(cell) != 0 || cands.len() != 1 {
            continue;
        }
        let Some(digit) = cands.first() else {
            continue;
        };
        return Some(Step {
            technique: Technique::NakedSingle,
            placements: vec![(cell, digit)],
            eliminations: Vec::new(),
            cells: vec![cell],
            units: Vec::new(),
            pattern: Pattern::NakedSingle { cell, digit },
        });
    }
    None
}
