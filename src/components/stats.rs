//! The Statistics panel, in the More panel: per level the puzzles finished
//! by hand, the best and the median time, below them the same per variant
//! played (the variants module only: the first load keeps a variant's
//! results but does not show them), the daily streak, Export to a JSON
//! file and Import of one. The file picked is read in the puzzle
//! worker ([`crate::worker::files`] carries it there), not here: reading a
//! file's text in the page's first module weighed 9 KiB of its budget.

use crate::features::stats::Statistics;
use crate::model::lang::{t, ta};
use crate::services::files;
use crate::state::Action;
use crate::text::stats::{streak_text, summary_row};
use crate::worker::files as worker_files;
use std::rc::Rc;
use sudoku_solver::date::Date;
use sudoku_solver::rating::Level;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The id of the panel's region.
const STATS_REGION: &str = "stats-region";

/// The id of Import's hidden file input.
const IMPORT_INPUT: &str = "stats-file";

/// The number the file picked for Import goes to the worker by (photos
/// count up from 1).
const IMPORT_FILE: u32 = u32::MAX;

/// Props of [`StatsPanel`].
#[derive(Clone, PartialEq, Properties)]
pub struct StatsProps {
    /// Every puzzle finished by hand.
    pub stats: Rc<Statistics>,
    /// Today (UTC), for the streak.
    pub today: Option<Date>,
    /// The news of the last import, if that is the page's last news.
    pub news: Option<String>,
    /// Receives a failed export and a file picked to import.
    pub on_action: Callback<Action>,
}

/// The Statistics button and, once pressed, its panel.
#[component]
pub fn StatsPanel(props: &StatsProps) -> Html {
    // Re-drawn in the new language when the page's language changes.
    use_context::<crate::model::lang::Wording>();
    let open = use_state_eq(|| false);
    let toggle = {
        let open = open.clone();
        move |_: MouseEvent| open.set(!*open)
    };
    let export = {
        let stats = props.stats.clone();
        let on_action = props.on_action.clone();
        move |_: MouseEvent| {
            if let Err(why) = files::download(
                "sudoku-statistics.json",
                "application/json",
                &stats.export(),
            ) {
                on_action.emit(Action::StatsExportFailed(why));
            }
        }
    };
    let open_picker = |_: MouseEvent| {
        if let Some(input) = super::by_id::<HtmlInputElement>(IMPORT_INPUT) {
            input.click();
        }
    };
    let on_file = {
        let on_action = props.on_action.clone();
        move |event: Event| {
            let Some(input) = event.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            if let Some(file) = input.files().and_then(|files| files.get(0)) {
                let name = file.name();
                worker_files::forget(IMPORT_FILE);
                worker_files::keep(IMPORT_FILE, file);
                on_action.emit(Action::ImportStats {
                    name,
                    file: IMPORT_FILE,
                });
            }
            // The same file can be picked again.
            input.set_value("");
        }
    };
    let rows = Level::ALL.iter().map(|&level| {
        let [name, finished, best, median] = summary_row(&props.stats.summary(level));
        html! {
            <tr data-level={level.as_str()}>
                <th scope="row">{ name }</th><td>{ finished }</td><td>{ best }</td><td>{ median }</td>
            </tr>
        }
    });
    let streak = props.today.map_or(0, |today| props.stats.streak(today));
    let name = t("page-stats");
    html! {
        <div class="stats">
            <button type="button" data-action="statistics" aria-expanded={(*open).to_string()}
                aria-controls={STATS_REGION} onclick={toggle}>{ name.clone() }</button>
            <section id={STATS_REGION} aria-label={name} hidden={!*open}>
                <table class="stats-table">
                    <caption class="visually-hidden">{ t("page-stats-caption") }</caption>
                    <thead><tr>
                        <th scope="col">{ t("page-stats-level") }</th><th scope="col">{ t("page-stats-finished") }</th>
                        <th scope="col">{ t("page-stats-best") }</th><th scope="col">{ t("page-stats-median") }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                    { variant_rows(&props.stats) }
                </table>
                <p class="streak" data-streak={streak.to_string()}>{ streak_text(streak) }</p>
                if let Some(news) = &props.news {
                    <p class="stats-news">{ news }</p>
                }
                <div class="stats-files">
                    <button type="button" onclick={export}
                        title={ta("page-stats-export", "title", &[])}>{ t("page-stats-export") }</button>
                    <button type="button" onclick={open_picker}
                        title={ta("page-stats-import", "title", &[])}>{ t("page-stats-import") }</button>
                    <input type="file" accept=".json,application/json" class="file-input"
                        id={IMPORT_INPUT} onchange={on_file} hidden=true />
                </div>
            </section>
        </div>
    }
}

/// The rows of the variants played, under a heading of their own
/// (variants are unrated): none until one is finished.
#[cfg(feature = "variants")]
fn variant_rows(stats: &Statistics) -> Html {
    let played = stats.variants_played();
    if played.is_empty() {
        return Html::default();
    }
    let rows = played.iter().map(|summary| {
        let [name, finished, best, median] = crate::text::stats::variant_row(summary);
        html! {
            <tr data-variant={summary.variant.name()}>
                <th scope="row">{ name }</th><td>{ finished }</td><td>{ best }</td><td>{ median }</td>
            </tr>
        }
    });
    html! {
        <tbody class="stats-variants">
            <tr><th scope="rowgroup" colspan="4">{ t("page-stats-variants") }</th></tr>
            { for rows }
        </tbody>
    }
}

/// The first load shows no variant (its rows are the variants module's).
#[cfg(not(feature = "variants"))]
fn variant_rows(_stats: &Statistics) -> Html {
    Html::default()
}
