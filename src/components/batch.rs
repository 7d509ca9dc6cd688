//! The Batch panel: a file of puzzles (picked, or one of the bundled sets),
//! the algorithm, mode and call budget, Solve all / Cancel with a progress
//! bar, and the results ([`super::batch_results`]).

use super::batch_results::{results, ResultsProps};
use super::by_id;
use crate::model::lang::number;
use crate::services::batch_panel::close_batch;
use crate::state::batch::{Batch, BatchAction};
use crate::t;
use crate::text::batch::{budget_error_text, own_file_label, progress_text, said_text, set_label};
use std::rc::Rc;
use sudoku_solver::Algorithm;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The bundled sets: file name (next to the page), the message the
/// chooser says it with, and how many puzzles it holds.
pub const SETS: [(&str, &str, usize); 4] = [
    ("norvig_top95.txt", "batch-set-top95", 95),
    ("msk_009.txt", "batch-set-msk", 1011),
    ("tdoku_magictour_top1465.txt", "batch-set-top1465", 1465),
    ("tdoku_forum_hardest_1106.txt", "batch-set-hardest", 375),
];

/// The value of the set chooser's option that names a file of the user's.
pub const OWN_FILE: &str = "own-file";

/// The value the set chooser shows for the open file: its bundled set,
/// [`OWN_FILE`] for a file of the user's, or "" (none yet).
pub fn set_value(batch: &Batch) -> &str {
    match &batch.file {
        None => "",
        Some(file) => SETS
            .iter()
            .map(|(set, _, _)| *set)
            .find(|set| *set == file.name)
            .unwrap_or(OWN_FILE),
    }
}

/// Props of [`batch_panel`].
#[derive(Clone, PartialEq)]
pub struct BatchProps {
    /// The panel's state.
    pub batch: Rc<Batch>,
    /// Receives the panel's actions.
    pub on_action: Callback<BatchAction>,
    /// A bundled set was chosen (its file name).
    pub on_set: Callback<String>,
    /// A file was picked.
    pub on_file: Callback<web_sys::File>,
    /// Download the results: `"csv"` or `"json"`.
    pub on_download: Callback<&'static str>,
    /// Open the puzzle of this index on the board.
    pub on_open: Callback<usize>,
}

/// The whole panel.
pub fn batch_panel(props: &BatchProps) -> Html {
    let batch = &props.batch;
    let running = batch.running.is_some();
    let on_set = {
        let on_set = props.on_set.clone();
        move |_: Event| {
            if let Some(select) = by_id::<HtmlSelectElement>("batch-set") {
                let name = select.value();
                if SETS.iter().any(|(set, _, _)| *set == name) {
                    on_set.emit(name);
                }
            }
        }
    };
    let open_picker = |_: MouseEvent| {
        if let Some(input) = by_id::<HtmlInputElement>("batch-file") {
            input.click();
        }
    };
    let on_file = {
        let on_file = props.on_file.clone();
        move |event: Event| {
            let Some(input) = event.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            if let Some(file) = input.files().and_then(|files| files.get(0)) {
                on_file.emit(file);
            }
            // The same file can be picked again.
            input.set_value("");
        }
    };
    let on_algorithm = props.on_action.reform(|event: Event| {
        let name = event
            .target_dyn_into::<HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default();
        BatchAction::SetAlgorithm(name.parse().unwrap_or(Algorithm::Fast))
    });
    let on_first = props.on_action.reform(|event: Event| {
        BatchAction::SetFirst(
            event
                .target_dyn_into::<HtmlInputElement>()
                .is_some_and(|i| i.checked()),
        )
    });
    let on_budget = props.on_action.reform(|event: Event| {
        let text = event
            .target_dyn_into::<HtmlInputElement>()
            .map(|i| i.value())
            .unwrap_or_default();
        BatchAction::SetBudget(text)
    });
    let on_run = props.on_action.reform(|_: MouseEvent| BatchAction::Run);
    let on_cancel = props.on_action.reform(|_: MouseEvent| BatchAction::Cancel);
    // The text typed while it is not a budget, to be corrected; else the
    // budget in force.
    let budget = match &batch.budget_error {
        Some((typed, _)) => typed.clone(),
        // Written as the language writes numbers, which the field reads back.
        None => batch.budget.map(|b| number(b as f64)).unwrap_or_default(),
    };
    let budget_error = batch
        .budget_error
        .as_ref()
        .map(|(typed, why)| budget_error_text(typed, *why));
    let algorithms = Algorithm::ALL.iter().map(|a| {
        html! { <option value={a.name()} selected={*a == batch.algorithm}>{ a.name() }</option> }
    });
    let chosen = set_value(batch);
    let sets = SETS.iter().map(|(file, label, puzzles)| {
        html! { <option value={*file} selected={chosen == *file}>{ set_label(label, *puzzles) }</option> }
    });
    // A file of the user's is named in the chooser, not the set before it.
    let own = batch
        .file
        .as_ref()
        .filter(|_| chosen == OWN_FILE)
        .map(|file| html! { <option value={OWN_FILE} selected=true>{ own_file_label(&file.name) }</option> });
    let onkeydown = |event: KeyboardEvent| {
        if event.key() == "Escape" {
            event.prevent_default();
            close_batch();
        }
    };
    let on_close = |_: MouseEvent| close_batch();
    html! {
        <section class="batch" aria-labelledby="batch-title" {onkeydown}>
            <div class="batch-head">
                <h2 id="batch-title" tabindex="-1">{ t!("batch-title") }</h2>
                <button type="button" class="batch-close" onclick={on_close}
                    aria-label={t!("batch-close-label")} title={t!("batch-close-tooltip")}>{ t!("batch-close") }</button>
            </div>
            <p class="batch-help">
                { t!("batch-help") }
            </p>
            <div class="batch-row">
                <label for="batch-set">{ t!("batch-set") }</label>
                <select id="batch-set" onchange={on_set} disabled={running}>
                    <option value="" selected={batch.file.is_none()}>{ t!("batch-choose-set") }</option>
                    { for sets }
                    { for own }
                </select>
                <button type="button" onclick={open_picker} disabled={running}>{ t!("batch-open-file") }</button>
                <input type="file" id="batch-file" accept=".txt,.sdm,.csv,text/plain" hidden=true
                    onchange={on_file} />
            </div>
            <div class="batch-row">
                <label for="batch-algorithm">{ t!("batch-algorithm") }</label>
                <select id="batch-algorithm" onchange={on_algorithm} disabled={running}>{ for algorithms }</select>
                <label class="batch-check">
                    <input type="checkbox" id="batch-first" checked={batch.first} onchange={on_first}
                        disabled={running} />
                    { t!("batch-first") }
                </label>
                <label for="batch-budget">{ t!("batch-budget") }</label>
                <input id="batch-budget" type="text" inputmode="numeric" size="11" value={budget}
                    placeholder={t!("batch-budget-none")} onchange={on_budget} disabled={running}
                    aria-invalid={budget_error.is_some().then_some("true")}
                    aria-describedby={budget_error.is_some().then_some("batch-budget-error")} />
            </div>
            if let Some(error) = budget_error {
                <p id="batch-budget-error" class="batch-error" role="alert">{ error }</p>
            }
            <div class="batch-row">
                if running {
                    <button type="button" class="cancel" onclick={on_cancel}>{ t!("batch-cancel") }</button>
                } else {
                    <button type="button" id="batch-run" onclick={on_run}
                        disabled={batch.total() == 0}>{ t!("batch-run") }</button>
                }
            </div>
            <p class="batch-said" aria-live="polite">
                { said_text(batch).unwrap_or_default() }
            </p>
            if running {
                <div class="batch-progress">
                    <progress max={batch.total().to_string()} value={batch.rows.len().to_string()}
                        aria-label={t!("batch-progress-label")}></progress>
                    <span>{ progress_text(batch.rows.len(), batch.total()) }</span>
                </div>
            }
            { results(&ResultsProps {
                batch: batch.clone(),
                on_action: props.on_action.clone(),
                on_download: props.on_download.clone(),
                on_open: props.on_open.clone(),
            }) }
        </section>
    }
}
