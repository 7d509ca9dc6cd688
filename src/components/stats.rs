//! The Statistics panel, in the More panel: per level the puzzles finished
//! by hand, the best and the median time, the daily streak, and the JSON
//! file to export them to or import them from (another device's).

use crate::features::stats::Statistics;
use crate::services::files;
use crate::state::Action;
use crate::text::stats::{streak_text, summary_row};
use std::rc::Rc;
use sudoku_solver::date::Date;
use sudoku_solver::rating::Level;
use yew::prelude::*;

/// The biggest statistics file read (a 4,000-puzzle export is about 1 MB).
const MAX_BYTES: f64 = 4.0 * 1024.0 * 1024.0;

/// The id of the panel's region.
const STATS_REGION: &str = "stats-region";

/// Props of [`StatsPanel`].
#[derive(Clone, PartialEq, Properties)]
pub struct StatsProps {
    /// Every puzzle finished by hand.
    pub stats: Rc<Statistics>,
    /// Today (UTC), for the streak.
    pub today: Option<Date>,
    /// The news of the last import, if that is the page's last news.
    pub news: Option<String>,
    /// Receives the imported file.
    pub on_action: Callback<Action>,
}

/// The Statistics button and, once pressed, its panel.
#[component]
pub fn StatsPanel(props: &StatsProps) -> Html {
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
                on_action.emit(Action::ImportStats {
                    name: "sudoku-statistics.json".into(),
                    text: Err(format!("the download failed ({why})")),
                });
            }
        }
    };
    let open_picker = {
        let on_action = props.on_action.clone();
        move |_: MouseEvent| {
            let on_action = on_action.clone();
            files::pick_file("application/json,.json", move |file| {
                wasm_bindgen_futures::spawn_local(async move {
                    let text = if file.size() > MAX_BYTES {
                        Err(format!(
                            "it is {:.1} MB, more than a statistics file's 4 MB",
                            file.size() / 1_048_576.0
                        ))
                    } else {
                        files::file_text(&file).await
                    };
                    on_action.emit(Action::ImportStats {
                        name: file.name(),
                        text,
                    });
                });
            });
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
    html! {
        <div class="stats">
            <button type="button" aria-expanded={(*open).to_string()}
                aria-controls={STATS_REGION} onclick={toggle}>{ "Statistics" }</button>
            <section id={STATS_REGION} aria-label="Statistics" hidden={!*open}>
                <table class="stats-table">
                    <caption class="visually-hidden">{ "Puzzles finished by hand, per level" }</caption>
                    <thead><tr>
                        <th scope="col">{ "Level" }</th><th scope="col">{ "Finished" }</th>
                        <th scope="col">{ "Best" }</th><th scope="col">{ "Median" }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
                <p class="streak" data-streak={streak.to_string()}>{ streak_text(streak) }</p>
                if let Some(news) = &props.news {
                    <p class="stats-news">{ news }</p>
                }
                <div class="stats-files">
                    <button type="button" onclick={export}
                        title="Save your statistics as a JSON file">{ "Export" }</button>
                    <button type="button" onclick={open_picker}
                        title="Add the statistics of a file exported on another device">{ "Import" }</button>
                </div>
            </section>
        </div>
    }
}
