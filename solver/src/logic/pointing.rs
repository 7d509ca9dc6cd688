//! Pointing pair/triple: when a box holds a digit only in cells of one row
//! (or column), the digit is removed from the rest of that row (column).

use super::{Board, Pattern, Step, Technique};
use crate::geometry::{box_of, col_of, row_of, Unit, UNITS};

/// The first box and digit confined to `size` (2 or 3) cells of one line
/// that removes something outside the box.
pub(crate) fn find(board: &Board, size: u32) -> Option<Step> {
    for b in 0..9 {
        let u = 18 + b;
        for digit in 1..=9u8 {
            let positions = board.positions(u, digit);
            if positions.count_ones() != size || board.unit_has(u, digit) {
                continue;
            }
            let cells = Board::unit_cells(u, positions);
            let first = cells[0];
            let line = if cells.iter().all(|&c| row_of(c) == row_of(first)) {
                row_of(first)
            } else if cells.iter().all(|&c| col_of(c) == col_of(first)) {
                9 + col_of(first)
            } else {
                continue;
            };
            let eliminations: Vec<(usize, u8)> = UNITS[line]
                .iter()
                .map(|&i| i as usize)
                .filter(|&i| box_of(i) != b && board.has_candidate(i, digit))
                .map(|i| (i, digit))
                .collect();
            if eliminations.is_empty() {
                continue;
            }
            let (bx, ln) = (Unit::ALL[u], Unit::ALL[line]);
            return Some(Step {
                technique: if size == 2 {
                    Technique::PointingPair
                } else {
                    Technique::PointingTriple
                },
                placements: Vec::new(),
                eliminations,
                cells,
                units: vec![bx, ln],
                pattern: Pattern::Locked {
                    digit,
                    unit: bx,
                    within: ln,
                },
            });
        }
    }
    None
}
