//! New puzzle: the Level chooser and the New puzzle button (Cancel while
//! a puzzle is being made, with the count of candidates tried).

use super::keep_focus;
use crate::features::make::Making;
use crate::state::Action;
use crate::text::difficulty::{level_name, making_text};
use sudoku_solver::rating::Level;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`NewPuzzle`].
#[derive(Clone, PartialEq, Properties)]
pub struct NewPuzzleProps {
    /// The level of the next new puzzle.
    pub level: Level,
    /// The puzzle being made, if any.
    pub making: Option<Making>,
    /// Receives the level chosen and Cancel.
    pub on_action: Callback<Action>,
    /// New puzzle was pressed.
    pub on_new: Callback<()>,
}

/// The New puzzle row.
#[component]
pub fn NewPuzzle(props: &NewPuzzleProps) -> Html {
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
    // The select follows a level chosen elsewhere (another tab).
    let select_ref = use_node_ref();
    {
        let select_ref = select_ref.clone();
        use_effect_with(props.level, move |level| {
            if let Some(select) = select_ref.cast::<HtmlSelectElement>() {
                if select.value() != level.as_str() {
                    select.set_value(level.as_str());
                }
            }
        });
    }
    let options = Level::ALL.iter().map(|&level| {
        html! {
            <option value={level.as_str()} selected={level == props.level}>{ level_name(level) }</option>
        }
    });
    let on_new = props.on_new.reform(|_: MouseEvent| ());
    let on_cancel = props
        .on_action
        .reform(|_: MouseEvent| Action::CancelNewPuzzle);
    html! {
        <section class="new-puzzle" aria-label="New puzzle">
            <div class="new-row">
                <label for="level">{ "Level" }</label>
                <select id="level" name="level" ref={select_ref} {onchange}>
                    { for options }
                </select>
                if props.making.is_some() {
                    <button type="button" class="cancel" onclick={on_cancel}
                        onmousedown={keep_focus}>{ "Cancel" }</button>
                } else {
                    <button type="button" onclick={on_new} onmousedown={keep_focus}>{ "New puzzle" }</button>
                }
            </div>
            if let Some(making) = &props.making {
                <p class="making">{ making_text(making) }</p>
            }
        </section>
    }
}
