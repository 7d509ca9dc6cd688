//! The words of a cell for screen readers: its place, digit, where the
//! digit came from, and its marks.

use crate::model::Kind;
use sudoku_solver::Digits;

/// "Row 3, column 7, 5" or "Row 3, column 7, empty".
pub fn cell_label(index: usize, value: u8) -> String {
    let (row, col) = (index / 9 + 1, index % 9 + 1);
    if value == 0 {
        format!("Row {row}, column {col}, empty")
    } else {
        format!("Row {row}, column {col}, {value}")
    }
}

/// "Row 3, column 7, empty, candidates 1 4 7": the label of an empty cell
/// whose pencil marks are drawn.
pub fn pencil_label(index: usize, candidates: u16) -> String {
    let list: Vec<String> = Digits::from_bits(candidates)
        .iter()
        .map(|d| d.to_string())
        .collect();
    if list.is_empty() {
        format!("{}, no candidates", cell_label(index, 0))
    } else {
        format!("{}, candidates {}", cell_label(index, 0), list.join(" "))
    }
}

/// Where a digit came from, for those who cannot see its colour: ", solved",
/// ", from a step", ", entered" (nothing for a given or an empty cell).
pub fn kind_label(kind: Kind) -> &'static str {
    match kind {
        Kind::Entered => ", entered",
        Kind::Solved => ", solved",
        Kind::Step => ", from a step",
        Kind::Given | Kind::Empty => "",
    }
}

/// The reader's marks of a cell: ", corner marks 1 4, centre marks 2 3,
/// colour 5" (only those it has).
pub fn marks_label(corner: Digits, centre: Digits, colour: u8) -> String {
    let list = |d: Digits| {
        d.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut out = String::new();
    if !corner.is_empty() {
        out.push_str(&format!(", corner marks {}", list(corner)));
    }
    if !centre.is_empty() {
        out.push_str(&format!(", centre marks {}", list(centre)));
    }
    if colour != 0 {
        out.push_str(&format!(", colour {colour}"));
    }
    out
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
    let wrong = if wrong { ", wrong" } else { "" };
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
