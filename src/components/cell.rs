//! One cell of the board.

use crate::state::Kind;
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
    let class = classes!(
        "cell",
        props.peer.then_some("peer"),
        props.same_digit.then_some("same-digit"),
    );
    html! {
        <div
            role="gridcell"
            id={cell_id(index)}
            {class}
            aria-label={cell_label(index, props.value)}
            aria-selected={if props.selected { "true" } else { "false" }}
            aria-invalid={props.invalid.then_some("true")}
            data-value={shown.clone()}
            data-kind={props.kind.as_str()}
            {onclick}
        >
            <span class="digit" aria-hidden="true">{ shown }</span>
        </div>
    }
}
