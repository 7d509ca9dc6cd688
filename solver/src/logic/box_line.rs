//! Box/line reduction (claiming): when a row (or column) holds a digit only
//! in cells of one box, the digit is removed from the rest of that box.

use super::{Board, Pattern, Step, Technique};
use crate::geometry::{box_of, Unit, UNITS};

/// The first row or column whose digit is confined to one box and that
/// removes something elsewhere in the box.
pub(crate) fn find(board: &Board) -> Option<Step> {
    for (line, line_cells) in UNITS.iter().enumerate().take(18) {
        for digit in 1..=9u8 {
            let positions = board.positions(line, digit);
            if positions.count_ones() < 2 || board.unit_has(line, digit) {
                continue;
            }
            let cells = Board::unit_cells(line, positions);
            let b = box_of(cells[0]);
            if cells.iter().any(|&c| box_of(c) != b) {
                continue;
            }
            let eliminations: Vec<(usize, u8)> = UNITS[18 + b]
                .iter()
                .map(|&i| i as usize)
                .filter(|&i| !cells.contains(&i) && board.has_candidate(i, digit))
                .filter(|&i| !line_cells.contains(&(i as u8)))
                .map(|i| (i, digit))
                .collect();
            if eliminations.is_empty() {
                continue;
            }
            let (ln, bx) = (Unit::ALL[line], Unit::ALL[18 + b]);
            return Some(Step {
                technique: Technique::BoxLineReduction,
                placements: Vec::new(),
                eliminations,
                cells,
                units: vec![ln, bx],
                pattern: Pattern::Locked {
                    digit,
                    unit: ln,
                    within: bx,
                },
            });
        }
    }
    None
}
