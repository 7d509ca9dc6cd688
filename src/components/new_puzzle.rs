//! The ways in besides typing: the Level chooser and the New puzzle button
//! (Cancel while a puzzle is being made, with the count of candidates
//! tried), Today's puzzle, Photo, which opens a photo of a puzzle to read
//! (the camera on a phone), and Skip to it on a puzzle being practised
//! (Technique and Practise are in the More panel).

use super::{by_id, keep_focus};
use crate::features::make::Making;
use crate::model::lang::ta;
use crate::services::batch_panel::open_camera;
use crate::state::Action;
use crate::t;
use crate::text::difficulty::making_text;
use crate::text::names::{level_title, technique_key, technique_name};
use sudoku_solver::rating::{Level, RatedTechnique};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Props of [`new_puzzle`].
#[derive(Clone, PartialEq)]
pub struct NewPuzzleProps {
    /// The level of the next new puzzle.
    pub level: Level,
    /// The puzzle being made, if any.
    pub making: Option<Making>,
    /// Receives the level chosen and Cancel.
    pub on_action: Callback<Action>,
    /// New puzzle was pressed.
    pub on_new: Callback<()>,
    /// Today's puzzle was pressed.
    pub on_today: Callback<()>,
    /// The technique practised on the board, if any (Skip to it shows).
    pub practising: Option<RatedTechnique>,
    /// A photo was chosen.
    pub on_photo: Callback<web_sys::File>,
    /// The pointer or the focus came to New puzzle: a click may follow.
    pub on_warm: Callback<()>,
}

/// The ways in: Level, New puzzle (Cancel while one is made), Today's
/// puzzle, Photo and Camera.
pub fn new_puzzle(props: &NewPuzzleProps) -> Html {
    let onchange = {
        let on_action = props.on_action.clone();
        move |event: Event| {
            let chosen = event
                .target_dyn_into::<HtmlSelectElement>()
                .and_then(|select| select.value().parse::<Level>().ok());
            if let Some(level) = chosen {
                on_action.emit(Action::SetLevel(level));
            }
        }
    };
    // (The app sets the select's value when the level changes from
    // elsewhere, another tab of the page.)
    let options = Level::ALL.iter().map(|&level| {
        html! {
            <option value={level.as_str()} selected={level == props.level}>{ level_title(level) }</option>
        }
    });
    let on_skip = props.on_action.reform(|_: MouseEvent| Action::SkipToIt);
    let on_new = props.on_new.reform(|_: MouseEvent| ());
    let on_today = props.on_today.reform(|_: MouseEvent| ());
    // Photo opens the hidden file input's picker; a chosen file is read.
    let open_picker = |_: MouseEvent| {
        if let Some(input) = by_id::<HtmlInputElement>("photo-file") {
            input.click();
        }
    };
    let on_file = {
        let on_photo = props.on_photo.clone();
        move |event: Event| {
            let Some(input) = event.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            if let Some(file) = input.files().and_then(|files| files.get(0)) {
                on_photo.emit(file);
            }
            // The same file can be chosen again.
            input.set_value("");
        }
    };
    let on_cancel = props
        .on_action
        .reform(|_: MouseEvent| Action::CancelNewPuzzle);
    let level = t!("page-new-level");
    html! {
        <section class="new-puzzle" aria-labelledby="new-title">
            <h2 id="new-title" class="group-title">{ t!("page-new-title") }</h2>
            <div class="new-row">
                <label for="level" class="visually-hidden">{ level.clone() }</label>
                <select id="level" name="level" title={level} {onchange}>
                    { for options }
                </select>
                if props.making.is_some() {
                    <button type="button" class="cancel" onclick={on_cancel}
                        onmousedown={keep_focus}>{ t!("page-cancel") }</button>
                } else {
                    <button type="button" data-action="new-puzzle" onclick={on_new} onmousedown={keep_focus}
                        onpointerenter={props.on_warm.reform(|_: PointerEvent| ())}
                        onfocus={props.on_warm.reform(|_: FocusEvent| ())}>
                        <span class="icon icon-new" aria-hidden="true"></span>{ t!("page-new-puzzle") }
                    </button>
                }
                <button type="button" data-action="todays-puzzle" onclick={on_today} onmousedown={keep_focus}
                    onpointerenter={props.on_warm.reform(|_: PointerEvent| ())}
                    onfocus={props.on_warm.reform(|_: FocusEvent| ())}
                    title={ta("page-new-today", "title", &[])}>
                    <span class="icon icon-today" aria-hidden="true"></span>{ t!("page-new-today") }
                </button>
                <button type="button" data-action="photo" onclick={open_picker} onmousedown={keep_focus}
                    title={ta("page-new-photo", "title", &[])}>
                    <span class="icon icon-photo" aria-hidden="true"></span>{ t!("page-new-photo") }
                </button>
                <button type="button" id="camera-open" data-action="camera" aria-controls="camera"
                    onclick={|_: MouseEvent| open_camera()}
                    title={ta("page-new-camera", "title", &[])}>
                    <span class="icon icon-camera" aria-hidden="true"></span>{ t!("page-new-camera") }
                </button>
                <input type="file" accept="image/*" capture="environment" class="file-input"
                    id="photo-file" onchange={on_file} hidden=true />
                if let Some(technique) = props.practising {
                    <button type="button" class="skip" onclick={on_skip} onmousedown={keep_focus}
                        title={skip_title(technique)}>
                        { t!("page-new-skip") }
                    </button>
                }
            </div>
            if let Some(making) = &props.making {
                <p class="making">{ making_text(making) }</p>
            }
        </section>
    }
}

/// Skip to it's tooltip: "Take the steps before the first X-Wing".
fn skip_title(technique: RatedTechnique) -> String {
    let key = technique_key(technique);
    let name = technique_name(technique);
    ta(
        "page-new-skip",
        "title",
        &[
            ("technique", key.as_str().into()),
            ("techniqueName", name.as_str().into()),
        ],
    )
}
