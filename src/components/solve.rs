//! The Solver lab's first row: the algorithm chooser and Solve (with
//! Cancel while a solve runs). Undo and Redo are play tools
//! ([`super::play`]); Copy, Share and Clear are in the More panel
//! ([`super::more`]).

use super::{by_id, keep_focus};
use crate::t;
use crate::text::names::algorithm_label;
use sudoku_solver::Algorithm;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`solve_row`].
#[derive(Clone, PartialEq)]
pub struct SolveProps {
    /// The chosen algorithm.
    pub algorithm: Algorithm,
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
}

/// The algorithm and Solve. While a solve runs Solve is dimmed with
/// `aria-disabled` (not `disabled`, so it keeps the focus) and Cancel is
/// shown beside it.
pub fn solve_row(props: &SolveProps) -> Html {
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
    let options = Algorithm::ALL.iter().map(|&algorithm| {
        html! {
            <option value={algorithm.name()} selected={algorithm == props.algorithm}>
                { algorithm_label(algorithm) }
            </option>
        }
    });
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
        <div class="solve-row">
            <label class="algo-label" for="algorithm">{ t!("page-solve-algorithm") }</label>
            <select id="algorithm" name="algorithm" {onchange}>
                { for options }
            </select>
            <button type="button" class="primary" id="solve" data-action="solve" onclick={props.on_solve.reform(|_: MouseEvent| ())}
                onkeydown={ignore_repeat}
                onmousedown={keep_focus} aria-disabled={props.running.then_some("true")}
                onpointerenter={props.on_warm.reform(|_: PointerEvent| ())}
                onfocus={props.on_warm.reform(|_: FocusEvent| ())}>{ t!("page-solve") }</button>
            if props.running {
                <button type="button" class="cancel" onclick={cancel}
                    onmousedown={keep_focus} aria-keyshortcuts="Escape">{ t!("page-cancel") }</button>
            }
        </div>
    }
}
