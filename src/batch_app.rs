//! The Batch panel as an app of its own: a second, small wasm module
//! (`src/bin/batch.rs`) that the page loads only when the panel is first
//! opened, so batch solving never weighs on the page's first load. It
//! mounts into the page's `#batch` element, next to the page's own app
//! (never inside it, so the two apps' events stay apart), runs its chunks
//! in a puzzle worker of its own and opens a puzzle on the board through
//! [`files::open_on_board`].

use crate::components::batch::set_value;
use crate::components::{batch_panel, BatchProps};
use crate::features::batch_stats::{csv, json, Run};
use crate::hooks::use_batch;
use crate::services::browser::set_select_value;
use crate::services::files;
use crate::state::batch::BatchAction;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

/// The id of the element the panel mounts in.
pub const ROOT_ID: &str = "batch";

/// The Batch panel's root component.
#[function_component(BatchApp)]
pub fn batch_app() -> Html {
    crate::hooks::use_page_language();
    let batch = use_batch();
    // The chooser names the open file: a `selected` attribute is not
    // followed by a select the user has already changed.
    use_effect_with(set_value(&batch).to_string(), |value| {
        set_select_value("batch-set", value);
    });
    let on_action = {
        let batch = batch.clone();
        Callback::from(move |action| batch.dispatch(action))
    };
    let on_set = {
        let dispatcher = batch.dispatcher();
        Callback::from(move |name: String| {
            let dispatcher = dispatcher.clone();
            dispatcher.dispatch(BatchAction::Opening(name.clone()));
            spawn_local(async move {
                dispatcher.dispatch(match files::fetch_text(&format!("./{name}")).await {
                    Ok(text) => BatchAction::Open(name, text),
                    Err(why) => BatchAction::OpenFailed(name, why),
                });
            });
        })
    };
    let on_file = {
        let dispatcher = batch.dispatcher();
        Callback::from(move |file: web_sys::File| {
            let dispatcher = dispatcher.clone();
            let name = file.name();
            dispatcher.dispatch(BatchAction::Opening(name.clone()));
            spawn_local(async move {
                dispatcher.dispatch(match files::file_text(&file).await {
                    Ok(text) => BatchAction::Open(name, text),
                    Err(why) => BatchAction::OpenFailed(name, why),
                });
            });
        })
    };
    let on_download = {
        let batch = batch.clone();
        Callback::from(move |kind: &'static str| {
            let (Some(file), Some((algorithm, mode, budget))) = (&batch.file, batch.ran) else {
                return;
            };
            let run = Run {
                file: &file.name,
                puzzles: &file.read.puzzles,
                bad: &file.read.bad,
                algorithm,
                mode,
                budget,
            };
            let stem = file.name.trim_end_matches(".txt");
            let name = format!("{stem}-{}.{kind}", algorithm.name());
            let done = if kind == "csv" {
                files::download(&name, "text/csv", &csv(&run, &batch.rows))
            } else {
                files::download(&name, "application/json", &json(&run, &batch.rows))
            };
            if let Err(why) = done {
                batch.dispatch(BatchAction::OpenFailed(name, why));
            }
        })
    };
    let on_open = {
        let batch = batch.clone();
        Callback::from(move |index: usize| {
            if let Some((_, grid)) = batch.file.as_ref().and_then(|f| f.read.puzzles.get(index)) {
                files::open_on_board(&grid.to_line());
            }
        })
    };
    batch_panel(&BatchProps {
        batch: std::rc::Rc::new((*batch).clone()),
        on_action,
        on_set,
        on_file,
        on_download,
        on_open,
    })
}

/// Mounts the panel in the page's `#batch` element (nothing happens
/// without one).
pub fn run() {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(ROOT_ID));
    if let Some(root) = root {
        // In the page's language (its catalogue is cached by then).
        wasm_bindgen_futures::spawn_local(async move {
            crate::services::lang::speak_page_language().await;
            yew::Renderer::<BatchApp>::with_root(root).render();
        });
    }
}
