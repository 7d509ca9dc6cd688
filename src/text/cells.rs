//! The words of a cell for screen readers: its place, digit, where the
//! digit came from, and its marks ("Row 3, column 7, 5, entered, wrong,
//! colour 4": a list, each part after the first a message of its own).

use crate::model::Kind;
use crate::t;
use sudoku_solver::Digits;

/// "Row 3, column 7, 5" or "Row 3, column 7, empty".
pub fn cell_label(index: usize, value: u8) -> String {
    t!(
        "cell-label",
        row = index / 9 + 1,
        column = index % 9 + 1,
        digit = value
    )
}

/// The digits of `digits`, with a space between: "1 4 7".
fn listed(digits: Digits) -> String {
    digits
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// "Row 3, column 7, empty, candidates 1 4 7": the label of an empty cell
/// whose pencil marks are drawn.
pub fn pencil_label(index: usize, candidates: u16) -> String {
    let digits = Digits::from_bits(candidates);
    format!(
        "{}{}",
        cell_label(index, 0),
        t!(
            "cell-candidates",
            count = digits.len(),
            candidates = listed(digits).as_str()
        )
    )
}

/// Where a digit came from, for those who cannot see its colour: ", solved",
/// ", from a step", ", entered" (nothing for a given or an empty cell).
pub fn kind_label(kind: Kind) -> String {
    match kind {
        Kind::Entered => t!("cell-entered"),
        Kind::Solved => t!("cell-solved"),
        Kind::Step => t!("cell-step"),
        Kind::Given | Kind::Empty => String::new(),
    }
}

/// The reader's marks of a cell: ", corner marks 1 4, centre marks 2 3,
/// colour 5" (only those it has).
pub fn marks_label(corner: Digits, centre: Digits, colour: u8) -> String {
    let mut out = String::new();
    if !corner.is_empty() {
        out.push_str(&t!("cell-corner-marks", digits = listed(corner).as_str()));
    }
    if !centre.is_empty() {
        out.push_str(&t!("cell-centre-marks", digits = listed(centre).as_str()));
    }
    if colour != 0 {
        out.push_str(&t!("cell-colour", colour = colour));
    }
    out
}

/// A cell's cage: ", cage of 15, 3 cells" (killer, killer-X).
pub fn cage_label(sum: u8, cells: usize) -> String {
    t!("variant-cell-cage", sum = sum, count = cells)
}

/// The label of a cell without drawn candidates: "Row 1, column 2, 3,
/// entered, wrong, colour 4" or "Row 1, column 3, empty, corner marks 1 4".
/// A digit hides the cell's marks, so the label of a filled cell does not
/// name them (its colour still shows, and is named).
pub fn digit_cell_label(
    index: usize,
    value: u8,
    kind: Kind,
    wrong: bool,
    corner: Digits,
    centre: Digits,
    colour: u8,
) -> String {
    let wrong = if wrong {
        t!("cell-wrong")
    } else {
        String::new()
    };
    let marks = if value == 0 {
        marks_label(corner, centre, colour)
    } else {
        marks_label(Digits::EMPTY, Digits::EMPTY, colour)
    };
    format!(
        "{}{}{wrong}{marks}",
        cell_label(index, value),
        kind_label(kind)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_list_what_a_cell_holds() {
        assert_eq!(cell_label(20, 0), "Row 3, column 3, empty");
        assert_eq!(cell_label(1, 5), "Row 1, column 2, 5");
        assert_eq!(
            pencil_label(80, 0b1001_0010),
            "Row 9, column 9, empty, candidates 1 4 7"
        );
        assert_eq!(pencil_label(0, 0), "Row 1, column 1, empty, no candidates");
        let marks = |bits: u16| Digits::from_bits(bits);
        assert_eq!(
            digit_cell_label(1, 3, Kind::Entered, true, marks(2), marks(4), 4),
            "Row 1, column 2, 3, entered, wrong, colour 4"
        );
        assert_eq!(
            digit_cell_label(2, 0, Kind::Empty, false, marks(0b10010), marks(0b1100), 0),
            "Row 1, column 3, empty, corner marks 1 4, centre marks 2 3"
        );
        assert_eq!(
            digit_cell_label(3, 7, Kind::Step, false, marks(2), Digits::EMPTY, 0),
            "Row 1, column 4, 7, from a step"
        );
        assert_eq!(kind_label(Kind::Solved), ", solved");
        assert_eq!(cage_label(15, 3), ", cage of 15, 3 cells");
        assert_eq!(cage_label(4, 1), ", cage of 4, 1 cell");
        assert_eq!(kind_label(Kind::Given), "");
    }
}
