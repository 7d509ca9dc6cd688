//! One cell of the board: its digit, or its pencil marks (the automatic
//! candidates in a 3x3 mini-grid, or the reader's corner and centre marks),
//! its colour, and how it takes part in the highlighted step.

use super::variant::CellRules;
use crate::features::marks::Mark;
use crate::model::Kind;
use crate::text::cells::{digit_cell_label, marks_label, pencil_label};
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
    /// The cell is selected.
    pub selected: bool,
    /// The reader's corner marks.
    #[prop_or(Digits::EMPTY)]
    pub corner: Digits,
    /// The reader's centre marks.
    #[prop_or(Digits::EMPTY)]
    pub centre: Digits,
    /// The reader's colour, 1-9, or 0.
    #[prop_or_default]
    pub colour: u8,
    /// Check found this entry wrong.
    #[prop_or_default]
    pub wrong: bool,
    /// The cell shares a row, column or box with the selected cell.
    pub peer: bool,
    /// The cell holds the same digit as the selected cell.
    pub same_digit: bool,
    /// Called with the index and whether Shift, Ctrl or Meta was held when
    /// the cell is pressed (mouse, pen or finger).
    pub on_press: Callback<(usize, bool)>,
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
    /// Its cage (killer, killer-X) and its region (jigsaw).
    #[prop_or_default]
    pub rules: CellRules,
}

/// The DOM id of cell `index` (the board's `aria-activedescendant`).
pub fn cell_id(index: usize) -> String {
    format!("cell-{index}")
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

/// The reader's marks of an empty cell: corner marks each in the place of
/// its digit on a 3x3 grid (small, in the corners' style), centre marks in
/// a row in the middle (smaller when there are more than six, so that
/// nine fit in the cell). Drawn by CSS from `data-d`, as the candidates are.
fn own_marks(corner: Digits, centre: Digits) -> Html {
    if corner.is_empty() && centre.is_empty() {
        return Html::default();
    }
    // In order, corners first, SudokuPad's way (styles/play.css places
    // them): a mark never sits in the middle, where it would read as a
    // centre mark, unless there are nine.
    let corners = corner.iter().map(|d| {
        html! { <span class="corner-mark" data-d={d.to_string()}></span> }
    });
    let centre: String = centre.iter().map(|d| d.to_string()).collect();
    let many = (centre.len() > 6).then_some("many");
    html! {
        <span class="own-marks" aria-hidden="true">
            if !corner.is_empty() {
                <span class="corner-marks">{ for corners }</span>
            }
            if !centre.is_empty() {
                <span class={classes!("centre-marks", many)} data-d={centre}></span>
            }
        </span>
    }
}

/// A `role="gridcell"` with the `data-*` and `aria-*` attributes of
/// docs/interfaces.md, The board.
#[component]
pub fn Cell(props: &CellProps) -> Html {
    // Re-drawn in the new language when the page's language changes.
    use_context::<crate::model::lang::Wording>();
    let index = props.index;
    let onpointerdown = props.on_press.reform(move |event: PointerEvent| {
        (
            index,
            event.shift_key() || event.ctrl_key() || event.meta_key(),
        )
    });
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
        (props.colour != 0).then(|| format!("colour-{}", props.colour)),
    );
    let pencil = props.value == 0 && props.pencil != 0;
    let label = if pencil {
        let own = marks_label(props.corner, props.centre, props.colour);
        format!("{}{own}", pencil_label(index, props.candidates))
    } else {
        // Where a digit came from, for those who cannot see its colour.
        digit_cell_label(
            index,
            props.value,
            props.kind,
            props.wrong,
            props.corner,
            props.centre,
            props.colour,
        )
    };
    // Its cage and region, for those who cannot see the lines.
    let cage = props.rules.cage();
    let label = format!("{label}{}", props.rules.label());
    let word = |d: Digits| d.iter().map(|d| d.to_string()).collect::<String>();
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
            data-corner={word(props.corner)}
            data-centre={word(props.centre)}
            data-colour={if props.colour == 0 { String::new() } else { props.colour.to_string() }}
            data-wrong={props.wrong.then_some("true")}
            data-cage={cage.map(|c| c.number.to_string()).unwrap_or_default()}
            data-cage-sum={cage.filter(|c| c.head).map(|c| c.sum.to_string())}
            data-region={props.rules.region_attr()}
            {onpointerdown}
        >
            if pencil {
                { pencil_marks(props.pencil, mark) }
            } else if props.value != 0 {
                <span class="digit" aria-hidden="true">{ shown }</span>
            } else {
                { own_marks(props.corner, props.centre) }
            }
        </div>
    }
}
