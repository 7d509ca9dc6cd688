//! Naked single: an empty cell with one candidate left takes it.

use super::{capitalise, Board, Step, Technique};
use crate::geometry::{cell_name, CELLS};

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
            explanation: format!(
                "{} has only one candidate left, so it must be {digit}.",
                capitalise(&cell_name(cell))
            ),
        });
    }
    None
}
