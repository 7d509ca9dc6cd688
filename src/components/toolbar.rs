//! The algorithm chooser and the Solve (Cancel while a solve runs), Undo,
//! Redo, Clear, Copy and Share buttons
//! (Hint and Step are in the explain panel, [`super::hints`]).

use super::{by_id, keep_focus};
use sudoku_solver::Algorithm;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`toolbar`].
#[derive(Clone, PartialEq)]
pub struct ToolbarProps {
    /// The chosen algorithm.
    pub algorithm: Algorithm,
    /// Whether Undo has anything to undo (else it is shown dimmed).
    pub can_undo: bool,
    /// Whether Redo has anything to redo.
    pub can_redo: bool,
    /// A new algorithm was chosen.
    pub on_algorithm: Callback<Algorithm>,
    /// A solve is running: Solve is dimmed and Cancel is shown.
    pub running: bool,
    /// Solve was pressed.
    pub on_solve: Callback<()>,
    /// The pointer or the focus came to Solve: its worker may start.
    pub on_warm: Callback<()>,
    /// Cancel was pressed.
    pub on_cancel: Callback<()>,
    /// Copy was pressed.
    pub on_copy: Callback<()>,
    /// Undo was pressed.
    pub on_undo: Callback<()>,
    /// Redo was pressed.
    pub on_redo: Callback<()>,
    /// Clear was pressed.
    pub on_clear: Callback<()>,
    /// Share was pressed.
    pub on_share: Callback<()>,
}

/// Two groups: solving (algorithm and Solve) and editing (Undo, Redo, Clear,
/// Share). Unavailable buttons use `aria-disabled` instead of
/// `disabled`, so they keep the focus and say "nothing to undo".
pub fn toolbar(props: &ToolbarProps) -> Html {
    let onchange = {
        let on_algorithm = props.on_algorithm.clone();
        move |event: Event| {
            let chosen = event
                .target_dyn_into::<HtmlSelectElement>()
                .and_then(|select| select.value().parse::<Algorithm>().ok());
            if let Some(algorithm) = chosen {
                on_algorithm.emit(algorithm);
            }
        }
    };
    let press = |callback: &Callback<()>| callback.reform(|_: MouseEvent| ());
    let options = Algorithm::ALL.iter().map(|&algorithm| {
        html! {
            <option value={algorithm.name()} selected={algorithm == props.algorithm}>
                { algorithm.label() }
            </option>
        }
    });
    let dim = |available: bool| (!available).then_some("true");
    // (The app sets the select's value when the algorithm changes from
    // elsewhere, another tab of the page: `selected` is only an attribute.)
    // Enter held down on Cancel repeats onto Solve once the focus moves
    // there: a repeated key must not start a new solve.
    let ignore_repeat = |event: KeyboardEvent| {
        if event.repeat() {
            event.prevent_default();
        }
    };
    // Cancel pressed by keyboard (a click of detail 0) vanishes with the
    // focus on it: the focus moves to Solve, its neighbour. Cancel appears
    // beside Solve as it shrinks: the second click of a double click on
    // Solve (detail 2) must not cancel what the first started.
    let cancel = {
        let on_cancel = props.on_cancel.clone();
        move |event: MouseEvent| {
            if event.detail() == 0 {
                if let Some(solve) = by_id::<web_sys::HtmlElement>("solve") {
                    // Focus can fail only if the button is gone: nothing to do then.
                    let _ = solve.focus();
                }
            }
            if event.detail() <= 1 {
                on_cancel.emit(());
            }
        }
    };
    html! {
        <div class="toolbar">
            <div class="solve-row">
                <label class="algo-label" for="algorithm">{ "Algorithm" }</label>
                <select id="algorithm" name="algorithm" {onchange}>
                    { for options }
                </select>
                <button type="button" class="primary" id="solve" onclick={press(&props.on_solve)}
                    onkeydown={ignore_repeat}
                    onmousedown={keep_focus} aria-disabled={dim(!props.running)}
                    onpointerenter={props.on_warm.reform(|_: PointerEvent| ())}
                    onfocus={props.on_warm.reform(|_: FocusEvent| ())}>{ "Solve" }</button>
                if props.running {
                    <button type="button" class="cancel" onclick={cancel}
                        onmousedown={keep_focus} aria-keyshortcuts="Escape">{ "Cancel" }</button>
                }
            </div>
            <div class="edit-row" role="group" aria-label="Edit">
                <button type="button" onclick={press(&props.on_undo)} onmousedown={keep_focus}
                    aria-disabled={dim(props.can_undo)} aria-keyshortcuts="Control+Z">{ "Undo" }</button>
                <button type="button" onclick={press(&props.on_redo)} onmousedown={keep_focus}
                    aria-disabled={dim(props.can_redo)} aria-keyshortcuts="Control+Y">{ "Redo" }</button>
                <button type="button" onclick={press(&props.on_clear)} onmousedown={keep_focus}>{ "Clear" }</button>
                <button type="button" onclick={press(&props.on_copy)}
                    title="Copy the puzzle (and the solution) as 81-character lines">{ "Copy" }</button>
                <button type="button" onclick={press(&props.on_share)}>{ "Share" }</button>
            </div>
        </div>
    }
}
