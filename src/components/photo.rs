//! The photo's preview: the photo, the 81 digits read from it to check and
//! correct (doubtful and suspect cells marked), what is wrong with them,
//! and Use this puzzle or Cancel.

use super::{by_id, keep_focus};
use crate::features::photo::{Check, Photo, Read, Stage};
use crate::state::Action;
use crate::t;
use crate::text::photo::{photo_text, preview_label};
use sudoku_solver::CELLS;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`photo_panel`].
#[derive(Clone, PartialEq)]
pub struct PhotoProps {
    /// The photo.
    pub photo: Photo,
    /// Receives corrections, Use this puzzle and Cancel.
    pub on_action: Callback<Action>,
}

/// Hides a thumbnail the browser cannot show (a file that is not a
/// picture), instead of a broken picture's icon.
fn hide(event: Event) {
    if let Some(img) = event.target_dyn_into::<web_sys::HtmlElement>() {
        img.set_hidden(true);
    }
}

/// The preview of a photo.
pub fn photo_panel(props: &PhotoProps) -> Html {
    let (headline, advice) = photo_text(&props.photo);
    let send = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    let read = match &props.photo.stage {
        Stage::Read(read) => Some(read),
        _ => None,
    };
    // An empty grid is not offered to load: there is nothing to play.
    // Fewer than 17 digits is no puzzle (a photo of something else, most
    // likely): Use this puzzle shows once the boxes hold enough.
    let usable = read.is_some_and(|read| !matches!(read.check(), Check::TooFew(_)));
    html! {
        <section class="photo" aria-label={t!("photo-section-label")}>
            <h2 id="photo-heading" tabindex="-1">{ t!("photo-heading") }</h2>
            <div class="photo-body">
                <img class="photo-thumb" key={props.photo.file.to_string()}
                    src={props.photo.thumbnail.clone()}
                    alt={t!("photo-thumb-alt", name = props.photo.name.as_str())} onerror={hide} />
                if let Some(read) = read {
                    { preview(read, &props.on_action) }
                }
            </div>
            <p class="photo-note" aria-live="polite">
                <span class="headline">{ headline }</span>
                if !advice.is_empty() {
                    { " " }{ advice }
                }
            </p>
            <p class="photo-credit">
                { t!("photo-credit") }
            </p>
            <div class="photo-actions">
                if usable {
                    <button type="button" class="primary" data-action="use-this-puzzle" onclick={send(Action::UsePhoto)}
                        onmousedown={keep_focus}>{ t!("photo-use") }</button>
                }
                <button type="button" onclick={send(Action::ClosePhoto)}
                    onmousedown={keep_focus}>{ t!("photo-cancel") }</button>
            </div>
        </section>
    }
}

/// The 81 digits read, each an input to correct it; the arrow keys move
/// between them, and only the first is a Tab stop (Tab goes on to Use this
/// puzzle, not through 81 boxes). (A plain function, not a component: a
/// component of its own would cost the page's module about 3 KB.)
fn preview(read: &Read, on_action: &Callback<Action>) -> Html {
    let suspects = read.suspects();
    let onkeydown = {
        move |event: KeyboardEvent| {
            let step: isize = match event.key().as_str() {
                "ArrowLeft" => -1,
                "ArrowRight" => 1,
                "ArrowUp" => -9,
                "ArrowDown" => 9,
                _ => return,
            };
            let Some(grid) = by_id::<web_sys::Element>("photo-grid") else {
                return;
            };
            let cells = grid.children();
            let current = (0..cells.length()).find(|&i| {
                cells
                    .item(i)
                    .is_some_and(|c| event.target().is_some_and(|t| t == c.into()))
            });
            let Some(current) = current else {
                return;
            };
            let next = current as isize + step;
            if (0..CELLS as isize).contains(&next) {
                if let Some(cell) = cells
                    .item(next as u32)
                    .and_then(|c| c.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    event.prevent_default();
                    // Focus fails only on a detached cell: nothing to do then.
                    let _ = cell.focus();
                }
            }
        }
    };
    let cells = (0..CELLS).map(|cell| {
        let digit = read.digits[cell];
        let suspect = suspects.contains(&cell);
        let oninput = {
            let on_action = on_action.clone();
            move |event: InputEvent| {
                let Some(input) = event.target_dyn_into::<HtmlInputElement>() else {
                    return;
                };
                // The digit typed wins (wherever the caret was: before an
                // old digit too); otherwise the last digit left in the box
                // (after a deletion); anything else empties the cell.
                let typed = event
                    .data()
                    .and_then(|text| text.chars().rev().find_map(|c| c.to_digit(10)))
                    .or_else(|| input.value().chars().rev().find_map(|c| c.to_digit(10)));
                let digit = typed.filter(|&d| d > 0).map_or(0, |d| d as u8);
                input.set_value(&if digit == 0 {
                    String::new()
                } else {
                    digit.to_string()
                });
                on_action.emit(Action::PhotoDigit { cell, digit });
            }
        };
        html! {
            <input class="pcell" type="text" inputmode="numeric" autocomplete="off"
                tabindex={if cell == 0 { "0" } else { "-1" }}
                value={if digit == 0 { String::new() } else { digit.to_string() }}
                aria-label={preview_label(read, cell, suspect)}
                data-doubtful={read.is_doubtful(cell).then_some("true")}
                data-suspect={suspect.then_some("true")}
                {oninput} />
        }
    });
    html! {
        <div class="photo-grid" role="group" aria-label={t!("photo-grid-label")}
            id="photo-grid" {onkeydown}>
            { for cells }
        </div>
    }
}
