//! The Batch panel's results: the summary, a histogram of the time per
//! puzzle, the downloads, the table of puzzles (sorted and paged, each
//! opened on the board with one button) and the lines that were not puzzles.

use crate::features::batch_stats::{histogram, summarize, Bucket};
use crate::state::batch::{Batch, BatchAction, Order, PAGE_ROWS};
use crate::text::batch::{
    bad_line_text, micros, page_texts, tally_text, times_text, verdict_word, verdicts_text,
    SCROLL_HINT,
};
use crate::text::numbers::{count, fixed, thousands};
use std::rc::Rc;
use sudoku_solver::Mode;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`results`].
#[derive(Clone, PartialEq)]
pub struct ResultsProps {
    /// The panel's state.
    pub batch: Rc<Batch>,
    /// Receives sorting and paging.
    pub on_action: Callback<BatchAction>,
    /// Download the results: `"csv"` or `"json"`.
    pub on_download: Callback<&'static str>,
    /// Open the puzzle of this index on the board.
    pub on_open: Callback<usize>,
}

/// The results, once a run has solved something; the bad lines of the file.
pub fn results(props: &ResultsProps) -> Html {
    let batch = &props.batch;
    let bad = batch
        .file
        .as_ref()
        .map(|f| f.read.bad.clone())
        .unwrap_or_default();
    let bad_list = (!bad.is_empty()).then(|| {
        let items = bad
            .iter()
            .take(1000)
            .map(|b| html! { <li>{ bad_line_text(b) }</li> });
        html! {
            <details class="batch-bad">
                <summary>{ format!("{} not a puzzle", count(bad.len() as u64, "line")) }</summary>
                <ul>{ for items }</ul>
            </details>
        }
    });
    let Some((algorithm, mode, budget)) = batch.ran.filter(|_| !batch.rows.is_empty()) else {
        return html! { <>{ for bad_list }</> };
    };
    let summary = summarize(&batch.rows);
    let how = format!(
        "Results: {}, {}{}",
        algorithm.name(),
        if mode == Mode::First {
            "first solution"
        } else {
            "counting to two"
        },
        budget.map_or(String::new(), |b| format!(
            ", budget {} calls",
            thousands(b)
        ))
    );
    let download = |kind: &'static str| props.on_download.reform(move |_: MouseEvent| kind);
    html! {
        <section class="batch-results" aria-labelledby="batch-results-title">
            <h3 id="batch-results-title">{ how }</h3>
            <p class="batch-verdicts" data-verdicts={verdicts_text(&summary)}>
                { format!("{}.", tally_text(&summary.verdicts)) }
            </p>
            <p class="batch-times" data-median-us={fixed(summary.median_micros, 3)}
                data-mean-us={fixed(summary.mean_micros, 3)}>{ times_text(&summary) }</p>
            { histogram_view(&histogram(&batch.rows)) }
            <div class="batch-row">
                <button type="button" onclick={download("csv")}>{ "Download CSV" }</button>
                <button type="button" onclick={download("json")}>{ "Download JSON" }</button>
            </div>
            { table(props) }
            { for bad_list }
        </section>
    }
}

/// The histogram as a list of bars, each with its range and count.
fn histogram_view(buckets: &[Bucket]) -> Html {
    let most = buckets.iter().map(|b| b.count).max().unwrap_or(1).max(1);
    let bars = buckets.iter().map(|b| {
        let width = fixed(b.count as f64 * 100.0 / most as f64, 2);
        html! {
            <li>
                <span class="range">{ format!("{} to {}", micros(b.from), micros(b.to)) }</span>
                <svg class="bar-track" viewBox="0 0 100 10" preserveAspectRatio="none"
                    aria-hidden="true" focusable="false">
                    <rect class="bar done" width={width} height="10" rx="1" />
                </svg>
                <span class="n">{ thousands(b.count as u64) }</span>
            </li>
        }
    });
    html! {
        <figure class="batch-histogram">
            <figcaption>{ "Time per puzzle" }</figcaption>
            <ol>{ for bars }</ol>
        </figure>
    }
}

/// The table's controls and one page of it.
fn table(props: &ResultsProps) -> Html {
    let batch = &props.batch;
    let puzzles = batch
        .file
        .as_ref()
        .map(|f| f.read.clone())
        .unwrap_or_default();
    let on_order = props.on_action.reform(|event: Event| {
        let slowest = event
            .target_dyn_into::<HtmlSelectElement>()
            .is_some_and(|s| s.value() == "slowest");
        BatchAction::SetOrder(if slowest { Order::Slowest } else { Order::File })
    });
    let page = batch.page;
    let pages = batch.pages();
    let (page_text, caption) = page_texts(page, pages, PAGE_ROWS, batch.rows.len());
    let to_page = |p: usize| {
        props
            .on_action
            .reform(move |_: MouseEvent| BatchAction::SetPage(p))
    };
    let rows = batch.page_rows().into_iter().filter_map(|(index, row)| {
        let (line, grid) = puzzles.puzzles.get(index)?;
        let on_open = props.on_open.reform(move |_: MouseEvent| index);
        let text = grid.to_line();
        Some(html! {
            <tr key={index} data-line={line.to_string()} data-verdict={row.verdict.as_str()}>
                <td>{ line }</td>
                <td class="puzzle" title={text.clone()}>{ text }</td>
                <td>{ verdict_word(row.verdict) }</td>
                <td>{ micros(row.micros) }</td>
                <td>{ thousands(row.calls) }</td>
                <td>
                    <button type="button" class="link" onclick={on_open}
                        aria-label={format!("Open line {line} on the board")}>{ "Open" }</button>
                </td>
            </tr>
        })
    });
    html! {
        <>
        <div class="batch-row">
            <label for="batch-order">{ "Show" }</label>
            <select id="batch-order" onchange={on_order}>
                <option value="file" selected={batch.order == Order::File}>{ "in file order" }</option>
                <option value="slowest" selected={batch.order == Order::Slowest}>{ "slowest first" }</option>
            </select>
            <button type="button" onclick={to_page(page.saturating_sub(1))} disabled={page == 0}>
                { "Previous" }
            </button>
            <span class="batch-page">{ page_text }</span>
            <button type="button" onclick={to_page(page + 1)} disabled={page + 1 >= pages}>
                { "Next" }
            </button>
        </div>
        <p id="batch-scroll-hint" class="batch-scroll-hint">{ SCROLL_HINT }</p>
        <div class="compare-scroll batch-scroll" role="region" aria-label="Batch results table"
            tabindex="0">
            <table class="compare-table batch-table">
                <caption>{ caption }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ "Line" }</th>
                        <th scope="col">{ "Puzzle" }</th>
                        <th scope="col">{ "Verdict" }</th>
                        <th scope="col">{ "Time" }</th>
                        <th scope="col">{ "Calls" }</th>
                        <th scope="col"><span class="visually-hidden">{ "Board" }</span></th>
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
        </>
    }
}
