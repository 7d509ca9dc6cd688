//! The 9x9 board: a focusable `role="grid"` that takes keys and pastes.

use super::cell::{cell_id, Cell};
use crate::features::marks::Marks;
use crate::model::Sheet;
use crate::state::{key_action, Action};
use sudoku_solver::CELLS;
use wasm_bindgen::JsCast;
use web_sys::ClipboardEvent;
use yew::prelude::*;

/// Props of [`BoardView`].
#[derive(Clone, PartialEq, Properties)]
pub struct BoardProps {
    /// The digits to show.
    pub sheet: Sheet,
    /// For each cell, whether its digit clashes.
    pub invalid: [bool; CELLS],
    /// The selected cell.
    pub selected: usize,
    /// Receives the actions of clicks, keys and pastes.
    pub on_action: Callback<Action>,
    /// Lets the app focus the board.
    #[prop_or_default]
    pub node_ref: NodeRef,
    /// The pencil marks to draw in each cell (see [`crate::features::marks::pencil`]).
    #[prop_or([0; CELLS])]
    pub pencil: [u16; CELLS],
    /// The candidates of each cell (for the labels of cells showing pencil marks).
    #[prop_or([0; CELLS])]
    pub candidates: [u16; CELLS],
    /// The highlighted step's marks, if a step is highlighted.
    #[prop_or_default]
    pub marks: Option<Marks>,
}

/// The board. It takes the focus itself (`tabindex="0"`; the selected cell
/// is its `aria-activedescendant`), so no cell is an input and no on-screen
/// keyboard pops up on phones.
#[component]
pub fn BoardView(props: &BoardProps) -> Html {
    let selected = props.selected;
    let board = &props.sheet;
    let selected_digit = board.value(selected);

    let on_select = props.on_action.reform(Action::Select);

    let onkeydown = {
        let on_action = props.on_action.clone();
        move |event: KeyboardEvent| {
            // Ctrl/Cmd shortcuts bubble up to the app (undo, redo, paste).
            if event.ctrl_key() || event.meta_key() || event.alt_key() {
                return;
            }
            if let Some(action) = key_action(&event.key()) {
                event.prevent_default();
                on_action.emit(action);
            }
        }
    };

    let onpaste = {
        let on_action = props.on_action.clone();
        move |event: Event| {
            let text = event
                .dyn_ref::<ClipboardEvent>()
                .and_then(ClipboardEvent::clipboard_data)
                .and_then(|data| data.get_data("text/plain").ok());
            if let Some(text) = text {
                event.prevent_default();
                on_action.emit(Action::Paste(text));
            }
        }
    };

    let rows = (0..9).map(|row| {
        let cells = (0..9).map(|col| {
            let index = row * 9 + col;
            let value = board.value(index);
            html! {
                <Cell
                    key={index}
                    {index}
                    {value}
                    kind={board.kind(index)}
                    invalid={props.invalid[index]}
                    selected={index == selected}
                    peer={index != selected && are_peers(index, selected)}
                    same_digit={index != selected && value != 0 && value == selected_digit}
                    on_select={on_select.clone()}
                    pencil={props.pencil[index]}
                    candidates={props.candidates[index]}
                    mark={props.marks.as_ref().map(|m| m.get(index)).unwrap_or_default()}
                />
            }
        });
        html! {
            <div role="row" class="row" key={row} aria-label={format!("Row {}", row + 1)}>
                { for cells }
            </div>
        }
    });

    let class = classes!("board", props.marks.is_some().then_some("explaining"));
    html! {
        <div
            ref={props.node_ref.clone()}
            {class}
            role="grid"
            aria-label="Sudoku puzzle, 9 by 9"
            aria-activedescendant={cell_id(selected)}
            tabindex="0"
            {onkeydown}
            {onpaste}
        >
            { for rows }
        </div>
    }
}

/// True when cells `a` and `b` share a row, column or box.
pub fn are_peers(a: usize, b: usize) -> bool {
    let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
    ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3)
}
