//! Direct claiming (SE 1.9): a row (or column) holds a digit only in one
//! box, and removing the digit from the rest of that box leaves it a single
//! place in another row (column) crossing the box, which takes it at once.

use super::direct_pointing::{locked, BOXES, COLUMNS, ROWS};
use crate::logic::{Board, Step};

/// The first direct claiming: columns before rows, as SE searches.
pub(super) fn find(board: &Board) -> Option<Step> {
    locked(board, COLUMNS, BOXES).or_else(|| locked(board, ROWS, BOXES))
}

#[cfg(test)]
mod tests {
    use super::find;
    use crate::logic::Board;
    use crate::Grid;

    /// No puzzle of the data sets needs direct claiming as its hardest step,
    /// so the pattern is drawn by hand on an empty board: row 1 holds 1
    /// only in box 1; row 2 holds it in box 1 and in column 6 only.
    #[test]
    fn a_claimed_digit_leaves_a_single_place_in_a_crossing_row() {
        let mut board = Board::from_grid(&Grid::parse(&".".repeat(81)).unwrap());
        for col in 2..9 {
            board.eliminate(col, 1);
        }
        for col in [3, 4, 6, 7, 8] {
            board.eliminate(9 + col, 1);
        }
        let step = find(&board).expect("direct claiming");
        assert_eq!(step.placements, [(14, 1)]); // row 2, column 6
        assert!(step.eliminations.is_empty());
        // Without the claiming, row 2 keeps four places for the 1.
        board.eliminate(14, 1);
        assert_eq!(find(&board), None);
    }
}
