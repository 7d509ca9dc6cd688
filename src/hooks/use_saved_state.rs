//! The page's reducer, restored on load and saved on every change.

use crate::features::jobs::{Event, Job, Lane, Output, Wanted};
use crate::features::photo::PhotoReading;
use crate::features::saved;
use crate::services::{browser, files, storage, variants};
use crate::state::{Action, Message, State};
use crate::worker::JobClient;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// What the page found saved when it opened, and its `?puzzle=` link with
/// its `&progress=`, opened on top of what was saved.
struct Found {
    /// The saved text: version 3, or the JSON of an older page.
    text: Option<String>,
    /// Whether it waits for the puzzle worker: JSON to read, or steps to
    /// take again.
    waits: bool,
    /// The link.
    link: Option<(String, Option<String>)>,
}

/// While the page is [`Message::Restoring`]: asks the puzzle worker to read
/// the saved data (an older page's JSON) and take its steps again
/// ([`Job::ReadSaved`]), then restores the saved state ([`Action::Restore`]).
/// Data that cannot be read, or not yet (the worker cannot load), is left
/// as it is (the status says why) until the user changes something.
#[hook]
fn use_restore(
    state: &UseReducerHandle<State>,
    found: &Rc<Found>,
    unread: &Rc<RefCell<Option<storage::Snapshot>>>,
) {
    let client = use_mut_ref(|| None::<JobClient>);
    let restoring = state.message() == &Message::Restoring;
    let dispatcher = state.dispatcher();
    let found = found.clone();
    let unread = unread.clone();
    use_effect_with(restoring, move |&restoring| {
        if !restoring {
            // Done (or the reader moved on): the worker is let go.
            client.borrow_mut().take();
            return;
        }
        let Some(text) = found.text.clone() else {
            return;
        };
        let json = storage::is_json(&text);
        let link = found.link.clone();
        let on_event = Callback::from(move |(_, event): (Lane, Event)| {
            let refuse = |why: String| {
                let refused = storage::refused(why);
                // Kept as it is until the user changes something (a link
                // opened on top is such a change).
                if link.is_none() {
                    *unread.borrow_mut() = Some(storage::Snapshot::of(&refused));
                }
                refused
            };
            let mut restored = match event {
                Event::Done {
                    output: Output::Saved(Ok(read)),
                    ..
                } => storage::decode_with_steps(&read.text, &read.taken).unwrap_or_else(refuse),
                Event::Done {
                    output: Output::Saved(Err(why)),
                    ..
                } => refuse(why),
                Event::Failed { error, .. } if json => refuse(saved::why_detail("older", &error)),
                Event::Failed { error, .. } => refuse(saved::why_detail("replay", &error)),
                _ => return,
            };
            if let Some((text, progress)) = &link {
                restored.open_link_with(text, progress.as_deref());
            }
            dispatcher.dispatch(Action::Restore(Box::new(restored)));
        });
        let jobs = JobClient::new(on_event).with_workers_words(super::use_jobs::workers_words());
        jobs.sync(&[Wanted {
            lane: Lane::Explain,
            id: 1,
            job: Job::ReadSaved(text),
        }]);
        *client.borrow_mut() = Some(jobs);
    });
}

/// The page's state: restored from `localStorage` (with a `?puzzle=` link
/// loaded on top as an undoable edit), saved whenever the board, history
/// or algorithm change, and kept in step with other tabs of the page.
#[hook]
pub fn use_saved_state() -> UseReducerHandle<State> {
    // Saved boards with steps Step took, and an older page's JSON, wait for
    // the puzzle worker before the board shows: the page's module has
    // neither the technique engine that takes the steps again nor a reader
    // for that JSON.
    let found = use_memo((), |()| {
        let text = storage::load();
        let waits = text
            .as_deref()
            .is_some_and(|text| storage::is_json(text) || storage::has_steps(text));
        let link = browser::link_puzzle().map(|text| (text, browser::link_progress()));
        Found { text, waits, link }
    });
    let state = use_reducer({
        let found = found.clone();
        move || {
            if found.link.is_some() {
                browser::forget_link_puzzle();
            }
            if found.waits {
                // The link opens once the saved state is restored.
                return State::restoring();
            }
            let mut state = storage::start(found.text.as_deref());
            if let Some((text, progress)) = &found.link {
                state.open_link_with(text, progress.as_deref());
            }
            // The first load's module handed the page over to this one
            // (the variants module) with a request: it is done now.
            if crate::model::rules::HAS_VARIANTS {
                match variants::take_request() {
                    Some(variants::Request::Choose(variant)) => {
                        state.apply(Action::SetVariant(variant));
                    }
                    Some(variants::Request::Load(text)) => state.apply(Action::Paste(text)),
                    None => {}
                }
            }
            state
        }
    });
    // Saved data that could not be read, or not yet, is left alone until
    // the user changes something (it may be a newer version's).
    let unread = use_mut_ref(|| {
        matches!(
            state.message(),
            Message::RestoreFailed(_) | Message::Restoring
        )
        .then(|| storage::Snapshot::of(&state))
    });
    use_restore(&state, &found, &unread);
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
                    // (Its boards with steps are left to it: taking them
                    // again needs the puzzle worker. So is the JSON of a
                    // tab still on an older page: only the puzzle worker
                    // reads it, and that tab saves again at its next change.)
                    let read = event
                        .new_value()
                        .map(|text| storage::decode_with_steps(&text, &[]));
                    if let Some(Ok(saved)) = read {
                        dispatcher.dispatch(Action::OtherTab(Box::new(saved)));
                    }
                })
            });
            move || drop(listener)
        });
    }
    // The variants module could not be loaded (services::variants): the
    // page stays as it was and says so.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |()| {
            let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
                gloo_events::EventListener::new(&doc, "sudoku-hand-over-failed", move |_| {
                    dispatcher.dispatch(Action::VariantsUnavailable);
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
                    // The camera's reading: its postcard bytes, a `Uint8Array`.
                    let reading = js_sys::Reflect::get(&detail, &"reading".into())
                        .ok()
                        .and_then(|v| v.dyn_into::<js_sys::Uint8Array>().ok())
                        .and_then(|bytes| PhotoReading::from_bytes(&bytes.to_vec()));
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
