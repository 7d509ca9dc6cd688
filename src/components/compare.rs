//! Compare: runs the four algorithms on the puzzle in a web worker of its
//! own, one after another, and shows a table of their calls, guesses,
//! backtracks and times with a bar of the calls on a log scale.
//!
//! The reducer decides what runs ([`Compare::job`]); this component sends
//! each job to its worker and turns the replies into
//! [`Action::CompareProgress`] and [`Action::CompareDone`]. Stop, or a new
//! Compare, drops the worker, which terminates it at once.

use super::keep_focus;
use crate::compare::{Compare, Comparison, Row};
use crate::solve::Goal;
use crate::state::Action;
use crate::worker::{Reply, Request};
use crate::worker_client::SolverWorker;
use sudoku_solver::{Algorithm, Grid, Verdict};
use yew::prelude::*;

/// Props of [`CompareView`].
#[derive(Clone, PartialEq, Properties)]
pub struct CompareProps {
    /// The comparison state.
    pub compare: Compare,
    /// The givens on the board now (to say when the table is about an
    /// earlier puzzle).
    pub puzzle: Grid,
    /// Receives [`Action::Compare`], [`Action::CompareStop`] and the
    /// worker's results.
    pub on_action: Callback<Action>,
}

/// The worker's job number for algorithm `algorithm` of comparison `id`.
pub fn job_number(id: u32, algorithm: Algorithm) -> u32 {
    let index = Algorithm::ALL
        .iter()
        .position(|&a| a == algorithm)
        .unwrap_or(0) as u32;
    id.wrapping_mul(8).wrapping_add(index)
}

/// The comparison and algorithm of a job number.
pub fn job_parts(job: u32) -> Option<(u32, Algorithm)> {
    let algorithm = *Algorithm::ALL.get((job % 8) as usize)?;
    Some((job / 8, algorithm))
}

/// The action for a reply of the compare worker (`None` for "ready").
/// `current` is the job running, for a worker that failed as a whole.
pub fn reply_action(reply: Reply, current: Option<(u32, Algorithm)>) -> Option<Action> {
    match reply {
        Reply::Ready => None,
        Reply::Progress { job, calls, millis } => {
            let (id, algorithm) = job_parts(job)?;
            Some(Action::CompareProgress {
                id,
                algorithm,
                calls,
                millis,
            })
        }
        Reply::Done { job, search } => {
            let (id, algorithm) = job_parts(job)?;
            let outcome = search.to_search().map(|s| (s.verdict, s.stats, s.millis));
            Some(Action::CompareDone {
                id,
                algorithm,
                outcome,
            })
        }
        Reply::Failed { job, error } => {
            let (id, algorithm) = match job {
                Some(job) => job_parts(job)?,
                None => current?,
            };
            Some(Action::CompareDone {
                id,
                algorithm,
                outcome: Err(error),
            })
        }
    }
}

/// The worker of the comparisons and the job it runs.
#[derive(Default)]
struct Runner {
    worker: Option<SolverWorker>,
    job: Option<(u32, Algorithm)>,
}

/// The Compare button (Stop while it runs) and the table.
#[component]
pub fn CompareView(props: &CompareProps) -> Html {
    let runner = use_mut_ref(Runner::default);
    // Send each job as the reducer starts it; drop the worker when nothing
    // runs (Stop), which terminates a search still under way.
    {
        let runner = runner.clone();
        let on_action = props.on_action.clone();
        let puzzle = props.compare.comparison.as_ref().map(|c| c.puzzle);
        let job = props.compare.job();
        use_effect_with((job, puzzle), move |(job, puzzle)| {
            let mut r = runner.borrow_mut();
            match (job, puzzle) {
                (Some((id, algorithm, budget)), Some(puzzle)) => {
                    if r.job != Some((*id, *algorithm)) {
                        r.job = Some((*id, *algorithm));
                        if r.worker.is_none() {
                            let runner_for_replies = runner.clone();
                            let on_reply = Callback::from(move |reply: Reply| {
                                let running = runner_for_replies.borrow().job;
                                if let Some(action) = reply_action(reply, running) {
                                    on_action.emit(action);
                                }
                            });
                            match SolverWorker::spawn(on_reply) {
                                Ok(worker) => r.worker = Some(worker),
                                Err(_) => r.worker = None,
                            }
                        }
                        let mut request = Request::new(
                            job_number(*id, *algorithm),
                            puzzle,
                            *algorithm,
                            Goal::First,
                        );
                        request.budget = *budget;
                        if let Some(worker) = &r.worker {
                            worker.send(&request);
                        }
                    }
                }
                _ => {
                    r.job = None;
                    r.worker = None;
                }
            }
        });
    }

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
        let [calls, guesses, backtracks, time] = row.figures();
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
    let scale = format!(
        "Bars: calls on a log scale from 1 to {}: ten times more calls make the bar longer by the same step.",
        crate::text::thousands(10u64.saturating_pow(comparison.decades()))
    );
    // The explanation sits outside the scrolling box so that it wraps to the
    // panel's width on a phone instead of running off with the table.
    html! {
        <>
        <p class="compare-note" id="compare-note">
            { "Each algorithm on this puzzle, to the first solution" }
            if stale { { " (the puzzle as it was when Compare was pressed)" } }
            { ". " }{ scale }
        </p>
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
    use crate::compare::Run;
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
        let width = format!("{:.2}%", (props.fraction * 100.0).clamp(0.0, 100.0));
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
