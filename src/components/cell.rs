//! One cell of the board: its digit, or its pencil marks in a 3x3 mini-grid,
//! and how it takes part in the highlighted step.

use crate::features::marks::Mark;
use crate::model::Kind;
use sudoku_solver::Digits;
use yew::prelude::*;

/// Props of [`Cell`].
#[derive(Clone, PartialEq, Properties)]
pub struct CellProps {
    /// 0-based row-major index.
    pub index: usize,
    /// The digit shown, 0 for none.
    pub value: u8,
    /// Given, solved or empty.
    pub kind: Kind,
    /// The digit clashes with another in its row, column or box.
    pub invalid: bool,
    /// The cell is the selected one.
    pub selected: bool,
    /// The cell shares a row, column or box with the selected cell.
    pub peer: bool,
    /// The cell holds the same digit as the selected cell.
    pub same_digit: bool,
    /// Called with the index when the cell is clicked or tapped.
    pub on_select: Callback<usize>,
    /// The pencil marks to draw (bits 1..=9), 0 for none. May include the
    /// candidates the highlighted step removes (drawn struck through).
    #[prop_or_default]
    pub pencil: u16,
    /// The cell's candidates (bits 1..=9), named in its label while pencil
    /// marks are drawn.
    #[prop_or_default]
    pub candidates: u16,
    /// How the cell takes part in the highlighted step.
    #[prop_or_default]
    pub mark: Mark,
}

/// The DOM id of cell `index` (the board's `aria-activedescendant`).
pub fn cell_id(index: usize) -> String {
    format!("cell-{index}")
}

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

/// The 3x3 mini-grid of pencil marks: digit `d` in its place when drawn,
/// struck through when the step removes it, ringed when the step places it.
///
/// The digits are drawn by CSS from `data-d` (`::before`), not as text: the
/// cell's label already names its candidates, and text here would make its
/// visible content differ from its accessible name.
fn pencil_marks(pencil: u16, mark: Mark) -> Html {
    let (pencil, removed) = (Digits::from_bits(pencil), Digits::from_bits(mark.removed));
    let marks = Digits::ALL.iter().map(|d| {
        let drawn = pencil.contains(d);
        let class = classes!(
            "cand",
            (drawn && removed.contains(d)).then_some("cand-removed"),
            (drawn && mark.placed == d).then_some("cand-placed"),
        );
        html! { <span {class} data-d={drawn.then(|| d.to_string())}></span> }
    });
    html! { <span class="pencil" aria-hidden="true">{ for marks }</span> }
}

/// A `role="gridcell"` with the SPEC's `data-*` and `aria-*` attributes.
#[component]
pub fn Cell(props: &CellProps) -> Html {
    let index = props.index;
    let onclick = props.on_select.reform(move |_: MouseEvent| index);
    let shown = if props.value == 0 {
        String::new()
    } else {
        props.value.to_string()
    };
    let mark = props.mark;
    let class = classes!(
        "cell",
        props.peer.then_some("peer"),
        props.same_digit.then_some("same-digit"),
        mark.unit.then_some("hl-unit"),
        mark.proof.then_some("hl-proof"),
        mark.is_target().then_some("hl-target"),
    );
    let pencil = props.value == 0 && props.pencil != 0;
    let label = if pencil {
        pencil_label(index, props.candidates)
    } else {
        // Where a digit came from, for those who cannot see its colour.
        let origin = match props.kind {
            Kind::Solved => ", solved",
            Kind::Step => ", from a step",
            Kind::Given | Kind::Empty => "",
        };
        format!("{}{origin}", cell_label(index, props.value))
    };
    html! {
        <div
            role="gridcell"
            id={cell_id(index)}
            {class}
            aria-label={label}
            aria-selected={if props.selected { "true" } else { "false" }}
            aria-invalid={props.invalid.then_some("true")}
            data-value={shown.clone()}
            data-kind={props.kind.as_str()}
            {onclick}
        >
            if pencil {
                { pencil_marks(props.pencil, mark) }
            } else {
                <span class="digit" aria-hidden="true">{ shown }</span>
            }
        </div>
    }
}
