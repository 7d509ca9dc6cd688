//! The Batch panel's results: the summary, a histogram of the time per
//! puzzle, the downloads, the table of puzzles (sorted and paged, each
//! opened on the board with one button) and the lines that were not puzzles.

use crate::features::batch_stats::{histogram, summarize, Bucket};
use crate::state::batch::{Batch, BatchAction, Order, PAGE_ROWS};
use crate::t;
use crate::text::batch::{
    bad_line_text, bad_lines_summary, histogram_range, micros, open_label, page_texts,
    results_title, scroll_hint, tally_text, times_text, verdict_word, verdicts_text,
};
use crate::text::numbers::fixed;
use std::rc::Rc;
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
                <summary>{ bad_lines_summary(bad.len()) }</summary>
                <ul>{ for items }</ul>
            </details>
        }
    });
    let Some((algorithm, mode, budget)) = batch.ran.filter(|_| !batch.rows.is_empty()) else {
        return html! { <>{ for bad_list }</> };
    };
    let summary = summarize(&batch.rows);
    let how = results_title(algorithm, mode, budget);
    let download = |kind: &'static str| props.on_download.reform(move |_: MouseEvent| kind);
    html! {
        <section class="batch-results" aria-labelledby="batch-results-title">
            <h3 id="batch-results-title">{ how }</h3>
            <p class="batch-verdicts" data-verdicts={verdicts_text(&summary)}>
                { t!("batch-tally-line", tally = tally_text(&summary.verdicts).as_str()) }
            </p>
            <p class="batch-times" data-median-us={fixed(summary.median_micros, 3)}
                data-mean-us={fixed(summary.mean_micros, 3)}>{ times_text(&summary) }</p>
            { histogram_view(&histogram(&batch.rows)) }
            <div class="batch-row">
                <button type="button" onclick={download("csv")}>{ t!("batch-download-csv") }</button>
                <button type="button" onclick={download("json")}>{ t!("batch-download-json") }</button>
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
                <span class="range">{ histogram_range(b.from, b.to) }</span>
                <svg class="bar-track" viewBox="0 0 100 10" preserveAspectRatio="none"
                    aria-hidden="true" focusable="false">
                    <rect class="bar done" width={width} height="10" rx="1" />
                </svg>
                <span class="n">{ crate::model::lang::number(b.count as f64) }</span>
            </li>
        }
    });
    html! {
        <figure class="batch-histogram">
            <figcaption>{ t!("batch-histogram") }</figcaption>
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
                <td>{ crate::model::lang::number(row.calls as f64) }</td>
                <td>
                    <button type="button" class="link" onclick={on_open}
                        aria-label={open_label(*line)}>{ t!("batch-open") }</button>
                </td>
            </tr>
        })
    });
    html! {
        <>
        <div class="batch-row">
            <label for="batch-order">{ t!("batch-show") }</label>
            <select id="batch-order" onchange={on_order}>
                <option value="file" selected={batch.order == Order::File}>{ t!("batch-order-file") }</option>
                <option value="slowest" selected={batch.order == Order::Slowest}>{ t!("batch-order-slowest") }</option>
            </select>
            <button type="button" onclick={to_page(page.saturating_sub(1))} disabled={page == 0}>
                { t!("batch-previous") }
            </button>
            <span class="batch-page">{ page_text }</span>
            <button type="button" onclick={to_page(page + 1)} disabled={page + 1 >= pages}>
                { t!("batch-next") }
            </button>
        </div>
        <p id="batch-scroll-hint" class="batch-scroll-hint">{ scroll_hint() }</p>
        <div class="compare-scroll batch-scroll" role="region" aria-label={t!("batch-table-label")}
            tabindex="0">
            <table class="compare-table batch-table">
                <caption>{ caption }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ t!("batch-column-line") }</th>
                        <th scope="col">{ t!("batch-column-puzzle") }</th>
                        <th scope="col">{ t!("batch-column-verdict") }</th>
                        <th scope="col">{ t!("batch-column-time") }</th>
                        <th scope="col">{ t!("batch-column-calls") }</th>
                        <th scope="col"><span class="visually-hidden">{ t!("batch-column-board") }</span></th>
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
        </>
    }
}
