//! The language the page speaks, chosen on opening and by the language
//! select: its catalogue fetched (once per visit; the service worker keeps
//! it offline), installed as the page's words, `<html lang>` set, and the
//! choice remembered.

use crate::features::lang::choose;
use crate::model::lang::{add_english, english, read, speak, Lang};
use crate::services::intl::Intl;
use crate::services::lang as browser_lang;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use sudoku_i18n::{Catalogue, English};
use yew::prelude::*;

/// The language spoken and how to change it.
#[derive(Clone, PartialEq)]
pub struct Speech {
    /// The language the page speaks now.
    pub lang: Lang,
    /// Why the last language asked for could not be loaded (the page
    /// goes on in [`Speech::lang`]).
    pub problem: Option<String>,
    /// Speak another language (remembered for the next visit).
    pub choose: Callback<Lang>,
    /// Whether the part of the English fetched once the page runs has
    /// arrived ([`crate::model::lang::add_english`]).
    pub english_complete: bool,
}

/// A language's catalogue and the parts it was read from (for the workers).
type Loaded = (Rc<Catalogue>, Vec<Rc<[u8]>>);

thread_local! {
    /// The catalogues fetched in this visit, by language.
    static LOADED: RefCell<HashMap<Lang, Loaded>> = RefCell::new(HashMap::new());
}

/// Installs `lang` with `catalogue` (read from `parts`) as the page's words.
fn install(lang: Lang, catalogue: Rc<Catalogue>, parts: Vec<Rc<[u8]>>) {
    if lang == Lang::En {
        speak(lang, catalogue, parts, Rc::new(English));
    } else {
        speak(lang, catalogue, parts, Rc::new(Intl::new(lang.tag())));
    }
    browser_lang::set_document_lang(lang);
}

/// Fetches the part of the English the first load leaves out and adds it
/// to the page's words, trying again a few seconds later, `tries` more
/// times, when it cannot be fetched (a message of it shows its identifier
/// until then).
fn fetch_english_later(complete: UseStateHandle<bool>, tries: u32) {
    wasm_bindgen_futures::spawn_local(async move {
        match browser_lang::fetch_english_later().await {
            Ok(bytes) => {
                add_english(&bytes);
                complete.set(true);
            }
            Err(_) if tries > 0 => {
                gloo_timers::callback::Timeout::new(3_000, move || {
                    fetch_english_later(complete, tries - 1)
                })
                .forget();
            }
            Err(_) => {}
        }
    });
}

/// The page's language: [`choose`] on opening (English until another
/// language's catalogue has arrived), then the reader's choices.
#[hook]
pub fn use_lang() -> Speech {
    let lang = use_state_eq(|| Lang::En);
    let problem = use_state_eq(|| None::<String>);
    let english_complete = use_state_eq(|| false);
    {
        // The English of panels not on the first screen, fetched at once
        // (the service worker keeps it offline).
        let english_complete = english_complete.clone();
        use_effect_with((), move |()| fetch_english_later(english_complete, 3));
    }
    // Only the latest request may install its language.
    let latest = use_mut_ref(|| Rc::new(Cell::new(0u32)));
    let load = {
        let lang = lang.clone();
        let problem = problem.clone();
        let latest = latest.borrow().clone();
        Callback::from(move |wanted: Lang| {
            let ticket = latest.get().wrapping_add(1);
            latest.set(ticket);
            let known = if wanted == Lang::En {
                Some((english(), Vec::new()))
            } else {
                LOADED.with(|l| l.borrow().get(&wanted).cloned())
            };
            if let Some((catalogue, parts)) = known {
                install(wanted, catalogue, parts);
                problem.set(None);
                lang.set(wanted);
                return;
            }
            let (lang, problem, latest) = (lang.clone(), problem.clone(), latest.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let fetched = browser_lang::fetch_catalogue(wanted).await;
                if latest.get() != ticket {
                    return;
                }
                match fetched {
                    Ok(fetched) => {
                        // Messages missing from it come from English.
                        let mut catalogue = Catalogue::default();
                        for part in &fetched {
                            catalogue.merge(read(part));
                        }
                        let catalogue = Rc::new(catalogue);
                        let parts: Vec<Rc<[u8]>> = fetched;
                        LOADED.with(|l| {
                            l.borrow_mut()
                                .insert(wanted, (catalogue.clone(), parts.clone()))
                        });
                        install(wanted, catalogue, parts);
                        problem.set(None);
                        lang.set(wanted);
                    }
                    Err(error) => problem.set(Some(error)),
                }
            });
        })
    };
    {
        let load = load.clone();
        use_effect_with((), move |()| {
            let link = browser_lang::take_link_lang();
            let saved = browser_lang::saved();
            let wanted = choose(
                link.as_deref(),
                saved.as_deref(),
                &browser_lang::browser_languages(),
            );
            if link.as_deref().and_then(Lang::from_tag).is_some() {
                // A language asked for by the address is a choice too.
                browser_lang::save(wanted);
            }
            load.emit(wanted);
        });
    }
    let choose = Callback::from(move |wanted: Lang| {
        browser_lang::save(wanted);
        load.emit(wanted);
    });
    Speech {
        lang: *lang,
        problem: (*problem).clone(),
        choose,
        english_complete: *english_complete,
    }
}

/// Keeps a panel that is a module of its own (Batch, camera) in the page's
/// language: whenever the page speaks another one
/// ([`browser_lang::LANGUAGE_EVENT`]), the panel fetches its catalogue
/// (cached by then) and draws itself again in it.
#[hook]
pub fn use_page_language() {
    let redraw = use_force_update();
    use_effect_with((), move |()| {
        let listener = web_sys::window()
            .and_then(|w| w.document())
            .map(|document| {
                gloo_events::EventListener::new(
                    &document,
                    browser_lang::LANGUAGE_EVENT,
                    move |_| {
                        let redraw = redraw.clone();
                        wasm_bindgen_futures::spawn_local(async move {
                            browser_lang::speak_page_language().await;
                            redraw.force_update();
                        });
                    },
                )
            });
        move || drop(listener)
    });
}
