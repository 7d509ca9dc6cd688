//! The page's reducer, restored on load and saved on every change.

use crate::features::photo::PhotoReading;
use crate::services::{browser, files, storage};
use crate::state::{Action, Message, State};
use yew::prelude::*;

/// The page's state: restored from `localStorage` (with a `?puzzle=` link
/// loaded on top as an undoable edit), saved whenever the board, history
/// or algorithm change, and kept in step with other tabs of the page.
#[hook]
pub fn use_saved_state() -> UseReducerHandle<State> {
    let state = use_reducer(|| {
        let link = browser::link_puzzle();
        let mut state = storage::start(storage::load().as_deref());
        if let Some(text) = link.as_deref() {
            state.open_link_with(text, browser::link_progress().as_deref());
            browser::forget_link_puzzle();
        }
        state
    });
    // Saved data that could not be read is left alone until the user
    // changes something (it may be a newer version's).
    let unread = use_mut_ref(|| {
        matches!(state.message(), Message::RestoreFailed(_)).then(|| storage::Snapshot::of(&state))
    });
    // Whether the last save worked, so the status says so only on a change.
    let saved_ok = use_mut_ref(|| true);
    {
        let dispatcher = state.dispatcher();
        use_effect_with(storage::Snapshot::of(&state), move |snapshot| {
            if unread.borrow().as_ref() == Some(snapshot) {
                return;
            }
            *unread.borrow_mut() = None;
            let ok = storage::save(snapshot);
            let changed = *saved_ok.borrow() != ok;
            if changed {
                *saved_ok.borrow_mut() = ok;
                dispatcher.dispatch(Action::Saved(ok));
            }
        });
    }
    // Another tab of the page saved: this tab takes the same board and
    // history, so that neither overwrites the other's work. (Saving the
    // same text again raises no event, so the tabs settle at once.)
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |()| {
            let listener = web_sys::window().map(|window| {
                gloo_events::EventListener::new(&window, "storage", move |event| {
                    use wasm_bindgen::JsCast;
                    let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else {
                        return;
                    };
                    if event.key().as_deref() != Some(storage::KEY) {
                        return;
                    }
                    // Data this page cannot read (a newer version) is left to its tab.
                    if let Some(Ok(saved)) = event.new_value().map(|json| storage::decode(&json)) {
                        dispatcher.dispatch(Action::OtherTab(Box::new(saved)));
                    }
                })
            });
            move || drop(listener)
        });
    }
    // A puzzle opened from the Batch panel, or a reading the camera panel
    // locked (modules of their own, which send them as an event): the
    // puzzle loaded as a paste, the board shown; the reading previewed as
    // a photo's.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |()| {
            let listener = web_sys::window().map(|window| {
                gloo_events::EventListener::new(&window, files::OPEN_EVENT, move |event| {
                    use wasm_bindgen::JsCast;
                    let Some(detail) = event.dyn_ref::<web_sys::CustomEvent>().map(|e| e.detail())
                    else {
                        return;
                    };
                    if let Some(text) = detail.as_string() {
                        dispatcher.dispatch(Action::FromBatch(text));
                        browser::show_board();
                        return;
                    }
                    let field = |name: &str| {
                        js_sys::Reflect::get(&detail, &name.into())
                            .ok()
                            .and_then(|v| v.as_string())
                    };
                    let reading = field("reading")
                        .and_then(|json| serde_json::from_str::<PhotoReading>(&json).ok());
                    if let Some(reading) = reading {
                        dispatcher.dispatch(Action::OpenPhoto {
                            file: 0,
                            name: "read by the camera".into(),
                            read: Some(reading),
                            thumbnail: field("picture").unwrap_or_default(),
                        });
                    }
                })
            });
            move || drop(listener)
        });
    }
    state
}
