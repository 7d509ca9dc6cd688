//! The 9x9 board: a focusable `role="grid"` that takes keys and pastes.

use super::cell::{cell_id, Cell};
use super::variant;
use crate::features::marks::Marks;
use crate::model::Sheet;
use crate::state::{board_key, Action};
use crate::t;
use sudoku_solver::geometry::sees;
use sudoku_solver::CELLS;
use wasm_bindgen::JsCast;
use web_sys::ClipboardEvent;
use yew::prelude::*;

/// Props of [`board_view`].
#[derive(Clone, PartialEq)]
pub struct BoardProps {
    /// The digits to show.
    pub sheet: Sheet,
    /// For each cell, whether its digit clashes.
    pub invalid: [bool; CELLS],
    /// The selected cell.
    pub selected: usize,
    /// The selected cells (bit `i` for cell `i`).
    pub selection: u128,
    /// The entries Check found wrong (bit `i` for cell `i`).
    pub wrong: u128,
    /// Receives the actions of clicks, keys and pastes.
    pub on_action: Callback<Action>,
    /// Receives a pasted picture (a photo of a puzzle to read).
    pub on_image: Callback<web_sys::File>,
    /// Lets the app focus the board.
    pub node_ref: NodeRef,
    /// The pencil marks to draw in each cell (see [`crate::features::marks::pencil`]).)]
    pub pencil: [u16; CELLS],
    /// The candidates of each cell (for the labels of cells showing pencil marks).)]
    pub candidates: [u16; CELLS],
    /// The highlighted step's marks, if a step is highlighted.
    pub marks: Option<Marks>,
    /// Shade the cells that share a row, column or box with the selected cell.
    pub show_peers: bool,
}

/// The board. It takes the focus itself (`tabindex="0"`; the selected cell
/// is its `aria-activedescendant`), so no cell is an input and no on-screen
/// keyboard pops up on phones.
pub fn board_view(props: &BoardProps) -> Html {
    let selected = props.selected;
    let board = &props.sheet;
    let selected_digit = board.value(selected);
    let rules = board.rules();
    let cell_rules = variant::cell_rules(board);
    let peers = variant::peers(board, selected);

    let on_press = props.on_action.reform(|(index, add): (usize, bool)| {
        if add {
            Action::SelectAlso(index)
        } else {
            Action::Select(index)
        }
    });
    // Dragging with a button (or a finger) down selects every cell passed over.
    let onpointermove = {
        let on_action = props.on_action.clone();
        let selection = props.selection;
        move |event: PointerEvent| {
            if event.buttons() & 1 == 0 {
                return;
            }
            let Some(index) = cell_at(event.client_x(), event.client_y()) else {
                return;
            };
            if selection & (1u128 << index) == 0 {
                on_action.emit(Action::SelectMore(index));
            }
        }
    };

    let onkeydown = {
        let on_action = props.on_action.clone();
        let several = props.selection.count_ones() > 1;
        move |event: KeyboardEvent| {
            let ctrl = event.ctrl_key() || event.meta_key();
            if event.alt_key() {
                return;
            }
            // While a killer is entered, Enter goes to Cage sum: select
            // the cells, Enter, type the sum, Enter (back on the board). A
            // digit typed with several cells selected is a cage's sum being
            // typed (a reader copying the cages), not a given for each: it
            // goes to Cage sum too.
            if crate::model::rules::HAS_VARIANTS && !ctrl && !event.shift_key() {
                // The digit by its key's place, as the board reads digits
                // (on a French keyboard the 1 key types "&").
                let code = event.code();
                let digit = code
                    .strip_prefix("Digit")
                    .or_else(|| code.strip_prefix("Numpad"))
                    .filter(|d| d.len() == 1 && d.chars().all(|c| c.is_ascii_digit()))
                    .filter(|_| several);
                if event.key() == "Enter" || digit.is_some() {
                    if let Some(field) = super::by_id::<web_sys::HtmlInputElement>("cage-sum") {
                        event.prevent_default();
                        if let Some(digit) = digit {
                            field.set_value(digit);
                        }
                        let _ = field.focus();
                        return;
                    }
                }
            }
            // Other Ctrl/Cmd shortcuts bubble up to the app (undo, redo, paste).
            if let Some(action) = board_key(&event.key(), &event.code(), event.shift_key(), ctrl) {
                event.prevent_default();
                on_action.emit(action);
            }
        }
    };

    let onpaste = {
        let on_action = props.on_action.clone();
        let on_image = props.on_image.clone();
        move |event: Event| {
            let data = event
                .dyn_ref::<ClipboardEvent>()
                .and_then(ClipboardEvent::clipboard_data);
            if let Some(image) = data.as_ref().and_then(|d| image_file(d.files())) {
                event.prevent_default();
                on_image.emit(image);
                return;
            }
            let text = data.and_then(|data| data.get_data("text/plain").ok());
            if let Some(text) = text {
                event.prevent_default();
                // The first load reads no variant: the variants module does.
                if !crate::model::rules::HAS_VARIANTS
                    && crate::features::variant::is_variant_text(&text)
                {
                    crate::services::variants::hand_over_text(&text);
                    return;
                }
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
                    selected={props.selection & (1u128 << index) != 0}
                    peer={props.show_peers && match peers {
                        Some(mask) => mask & (1u128 << index) != 0,
                        None => sees(index, selected),
                    }}
                    same_digit={index != selected && value != 0 && value == selected_digit}
                    corner={board.corner(index)}
                    centre={board.centre(index)}
                    colour={board.colour(index)}
                    wrong={props.wrong & (1u128 << index) != 0}
                    on_press={on_press.clone()}
                    pencil={props.pencil[index]}
                    candidates={props.candidates[index]}
                    mark={props.marks.as_ref().map(|m| m.get(index)).unwrap_or_default()}
                    rules={cell_rules[index]}
                />
            }
        });
        html! {
            <div role="row" class="row" key={row} aria-label={t!("page-board-row", row = row + 1)}>
                { for cells }
            </div>
        }
    });

    let class = classes!(
        "board",
        props.marks.is_some().then_some("explaining"),
        variant::board_classes(rules),
    );
    html! {
        <div
            ref={props.node_ref.clone()}
            {class}
            role="grid"
            aria-label={t!("page-board")}
            aria-activedescendant={cell_id(selected)}
            aria-multiselectable="true"
            tabindex="0"
            {onkeydown}
            {onpointermove}
            {onpaste}
        >
            { for rows }
            { variant::overlay(board) }
        </div>
    }
}

/// The index of the cell under the point (`clientX`, `clientY`), if any.
fn cell_at(x: i32, y: i32) -> Option<usize> {
    let doc = web_sys::window()?.document()?;
    let cell = doc
        .element_from_point(x as f32, y as f32)?
        .closest("[role=gridcell]")
        .ok()??;
    cell.id().strip_prefix("cell-")?.parse().ok()
}

/// The first picture among `files` (a paste or a drop), if any.
pub fn image_file(files: Option<web_sys::FileList>) -> Option<web_sys::File> {
    let files = files?;
    (0..files.length())
        .filter_map(|i| files.get(i))
        .find(|f| f.type_().starts_with("image/"))
}
