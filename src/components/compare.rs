//! Compare: the button that runs the four algorithms on the puzzle (one
//! after another, in the worker's compare lane: see [`crate::hooks::use_jobs`])
//! and the table of their calls, guesses, backtracks and times with a bar
//! of the calls on a log scale.

use super::keep_focus;
use crate::features::compare::{Compare, Comparison, Row, Run};
use crate::state::Action;
use crate::t;
use crate::text::compare::{figures, table_note};
use sudoku_solver::{Grid, Verdict};
use yew::prelude::*;

/// Props of [`compare_view`].
#[derive(Clone, PartialEq)]
pub struct CompareProps {
    /// The comparison state.
    pub compare: Compare,
    /// The givens on the board now (to say when the table is about an
    /// earlier puzzle).
    pub puzzle: Grid,
    /// Receives [`Action::Compare`] and [`Action::CompareStop`].
    pub on_action: Callback<Action>,
    /// Batch solve: opens the Batch panel.
    pub on_batch: Callback<MouseEvent>,
    /// The pointer or the focus came to Compare: its worker may start.
    pub on_warm: Callback<()>,
}

/// The Compare button (Stop while it runs) and the table.
pub fn compare_view(props: &CompareProps) -> Html {
    let comparison = props.compare.comparison.as_ref();
    let running = comparison.is_some_and(Comparison::is_running);
    let onclick = {
        let on_action = props.on_action.clone();
        move |event: MouseEvent| {
            // The button turns into Stop in place: the second click of a
            // double click on Compare must not stop what the first started.
            if running && event.detail() > 1 {
                return;
            }
            on_action.emit(if running {
                Action::CompareStop
            } else {
                Action::Compare
            })
        }
    };
    html! {
        <section class="compare" aria-labelledby="compare-title">
            <h2 id="compare-title">{ t!("page-compare-title") }</h2>
            <div class="compare-row">
                <button type="button" data-action="compare" {onclick} onmousedown={keep_focus}
                    onpointerenter={props.on_warm.reform(|_: PointerEvent| ())}
                    onfocus={props.on_warm.reform(|_: FocusEvent| ())}>
                    { if running { t!("page-compare-stop") } else { t!("page-compare") } }
                </button>
                <p class="compare-help">{ t!("page-compare-help") }</p>
            </div>
            if let Some(comparison) = comparison {
                { table(comparison, comparison.puzzle != props.puzzle) }
            }
            <div class="compare-row">
                <button type="button" data-action="batch-solve" aria-controls="batch" onclick={props.on_batch.clone()}>
                    { t!("page-compare-batch") }
                </button>
                <p class="compare-help">{ t!("page-compare-batch-help") }</p>
            </div>
        </section>
    }
}

fn table(comparison: &Comparison, stale: bool) -> Html {
    let bars = comparison.bars();
    let rows = comparison.rows.iter().zip(bars).map(|(row, fraction)| {
        let [calls, guesses, backtracks, time] = figures(row);
        html! {
            <tr key={row.algorithm.name()} data-algorithm={row.algorithm.name()}>
                <th scope="row">{ t!("page-compare-row", algorithm = row.algorithm.name()) }</th>
                <td class="calls">
                    <span class="figure">{ calls }</span>
                    { bar(fraction, row_state(row)) }
                </td>
                <td>{ guesses }</td>
                <td>{ backtracks }</td>
                <td>{ time }</td>
            </tr>
        }
    });
    // The explanation sits outside the scrolling box so that it wraps to the
    // panel's width on a phone instead of running off with the table.
    html! {
        <>
        <p class="compare-note" id="compare-note">{ table_note(comparison, stale) }</p>
        <div class="compare-scroll" role="region" aria-label={t!("page-compare-table")} tabindex="0">
            <table class="compare-table" aria-describedby="compare-note">
                <caption>{ t!("page-compare-caption") }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ t!("page-compare-algorithm") }</th>
                        <th scope="col">{ t!("page-compare-calls") }</th>
                        <th scope="col">{ t!("page-compare-guesses") }</th>
                        <th scope="col">{ t!("page-compare-backtracks") }</th>
                        <th scope="col">{ t!("page-compare-time") }</th>
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
        </>
    }
}

/// `running`, `stopped`, `done` or empty: a class for the bar.
fn row_state(row: &Row) -> &'static str {
    match &row.run {
        Run::Running { .. } => "running",
        Run::Stopped { .. } => "stopped",
        Run::Done {
            verdict: Verdict::Aborted | Verdict::Cancelled,
            ..
        } => "stopped",
        Run::Done { .. } => "done",
        Run::Waiting | Run::Failed(_) => "",
    }
}

/// A bar of `fraction` (0..=1) of the full width, coloured by the class
/// word `state`: an SVG rectangle, whose width is an attribute (the page's
/// Content-Security-Policy forbids inline `style` attributes).
fn bar(fraction: f64, state: &'static str) -> Html {
    // At least one hundredth of the track, so that the smallest count shows.
    let width = crate::text::numbers::fixed((fraction * 100.0).clamp(1.0, 100.0), 2);
    html! {
        <svg class="bar-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true"
            focusable="false">
            <rect class={classes!("bar", state)} width={width} height="10" rx="1" />
        </svg>
    }
}
