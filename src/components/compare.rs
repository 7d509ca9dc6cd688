//! Compare: the button that runs the four algorithms on the puzzle (one
//! after another, in the worker's compare lane: see [`crate::hooks::use_jobs`])
//! and the table of their calls, guesses, backtracks and times with a bar
//! of the calls on a log scale.

use super::keep_focus;
use crate::features::compare::{Compare, Comparison, Row, Run};
use crate::state::Action;
use crate::text::compare::{figures, table_note};
use sudoku_solver::{Grid, Verdict};
use yew::prelude::*;

/// Props of [`CompareView`].
#[derive(Clone, PartialEq, Properties)]
pub struct CompareProps {
    /// The comparison state.
    pub compare: Compare,
    /// The givens on the board now (to say when the table is about an
    /// earlier puzzle).
    pub puzzle: Grid,
    /// Receives [`Action::Compare`] and [`Action::CompareStop`].
    pub on_action: Callback<Action>,
}

/// The Compare button (Stop while it runs) and the table.
#[component]
pub fn CompareView(props: &CompareProps) -> Html {
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
            <h2 id="compare-title">{ "Compare the algorithms" }</h2>
            <div class="compare-row">
                <button type="button" {onclick} onmousedown={keep_focus}>
                    { if running { "Stop" } else { "Compare" } }
                </button>
                <p class="compare-help">
                    { "Runs all four on this puzzle, to the first solution, in the background." }
                </p>
            </div>
            if let Some(comparison) = comparison {
                { table(comparison, comparison.puzzle != props.puzzle) }
            }
        </section>
    }
}

fn table(comparison: &Comparison, stale: bool) -> Html {
    let bars = comparison.bars();
    let rows = comparison.rows.iter().zip(bars).map(|(row, bar)| {
        let [calls, guesses, backtracks, time] = figures(row);
        html! {
            <tr key={row.algorithm.name()} data-algorithm={row.algorithm.name()}>
                <th scope="row">{ row.algorithm.name() }</th>
                <td class="calls">
                    <span class="figure">{ calls }</span>
                    <Bar fraction={bar} state={row_state(row)} />
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
        <div class="compare-scroll" role="region" aria-label="Comparison table" tabindex="0">
            <table class="compare-table" aria-describedby="compare-note">
                <caption>{ "Work of each algorithm" }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ "Algorithm" }</th>
                        <th scope="col">{ "Calls" }</th>
                        <th scope="col">{ "Guesses" }</th>
                        <th scope="col">{ "Backtracks" }</th>
                        <th scope="col">{ "Time" }</th>
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

/// Props of [`Bar`].
#[derive(Clone, PartialEq, Properties)]
struct BarProps {
    /// The length, 0..=1 of the full width.
    fraction: f64,
    /// A class word for its colour.
    state: &'static str,
}

/// A bar whose width is set through the CSS object model: the page's
/// Content-Security-Policy forbids inline `style` attributes.
#[component]
fn Bar(props: &BarProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        let width = format!(
            "{}%",
            crate::text::numbers::fixed((props.fraction * 100.0).clamp(0.0, 100.0), 2)
        );
        use_effect_with(width, move |width| {
            if let Some(el) = node.cast::<web_sys::HtmlElement>() {
                // Setting a valid width cannot fail; nothing to do if it does.
                let _ = el.style().set_property("width", width);
            }
        });
    }
    html! {
        <span class="bar-track" aria-hidden="true">
            <span ref={node} class={classes!("bar", props.state)}></span>
        </span>
    }
}
