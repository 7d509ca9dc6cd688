//! The page's language in the browser: what the address, the last choice
//! and the browser ask for, remembering a choice, `<html lang>`, and
//! fetching a language's catalogue (`lang/<tag>.ftl`, made at build time
//! from `i18n/ftl/<tag>/`, kept offline by the service worker).

use crate::model::lang::{t, Lang};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The `localStorage` key of the reader's last choice of language.
pub const KEY: &str = "sudoku-web/lang";

/// The address's `?lang=`, taken out of the address bar (the choice is
/// remembered instead, and links shared later carry no language: they open
/// in the receiver's).
pub fn take_link_lang() -> Option<String> {
    let window = web_sys::window()?;
    let url = web_sys::Url::new(&window.location().href().ok()?).ok()?;
    let tag = url.search_params().get("lang")?;
    url.search_params().delete("lang");
    if let Ok(history) = window.history() {
        // Failing to tidy the address bar is harmless.
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url.href()));
    }
    Some(tag)
}

/// The reader's last choice.
pub fn saved() -> Option<String> {
    let storage = web_sys::window()?.local_storage().ok()??;
    storage.get_item(KEY).ok()?
}

/// Remembers the reader's choice (a storage that refuses is no harm: the
/// browser's languages decide next time).
pub fn save(lang: Lang) {
    if let Some(Ok(Some(storage))) = web_sys::window().map(|w| w.local_storage()) {
        let _ = storage.set_item(KEY, lang.tag());
    }
}

/// `navigator.languages`, the reader's order.
pub fn browser_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    window
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect()
}

/// `<html lang>` and `data-lang`, the document's title, description and
/// manifest, and the update notice's words
/// for offline.js (`data-update-ready`, `data-update-reload` on `<html>`),
/// in the language now spoken.
pub fn set_document_lang(lang: Lang) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    document.set_title(&t("language-document-title"));
    // The description for search engines and link previews, and the
    // installed app's manifest, in the language (scripts/precache.mjs).
    if let Ok(Some(meta)) = document.query_selector("meta[name=description]") {
        let _ = meta.set_attribute("content", &t("language-document-description"));
    }
    if let Ok(Some(link)) = document.query_selector("link[rel=manifest]") {
        let _ = link.set_attribute("href", &manifest_url(lang));
    }
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.tag());
        // The language the app speaks (boot.js sets `lang` before the
        // app runs; this says its words have arrived).
        let _ = root.set_attribute("data-lang", lang.tag());
        let _ = root.set_attribute("data-update-ready", &t("language-update-ready"));
        let _ = root.set_attribute("data-update-reload", &t("language-update-reload"));
    }
    // The Batch and camera panels, modules of their own, follow it.
    if let Ok(event) = web_sys::Event::new(LANGUAGE_EVENT) {
        let _ = document.dispatch_event(&event);
    }
}

/// The event on the document when the page speaks another language (once
/// its words are in use and `data-lang` says which).
pub const LANGUAGE_EVENT: &str = "sudoku-language";

/// The address of `lang`'s web app manifest, beside the page
/// (`scripts/precache.mjs` writes one for each language).
pub fn manifest_url(lang: Lang) -> String {
    match lang {
        Lang::En => "manifest.webmanifest".to_string(),
        _ => format!("manifest-{}.webmanifest", lang.tag()),
    }
}

/// The address of `lang`'s catalogue for the page, beside it
/// (`scripts/precache.mjs` writes it from `i18n/ftl/<tag>/`): what the
/// page says. A change of language fetches only this.
pub fn page_url(lang: Lang) -> String {
    format!("./lang/{}.bin", lang.tag())
}

/// The address of the part of `lang`'s catalogue that only the workers and
/// the panels of their own (Batch, camera, the variants) say, beside the
/// page; fetched when one of them first needs it ([`workers_part`]).
pub fn workers_url(lang: Lang) -> String {
    format!("./lang/{}-modules.bin", lang.tag())
}

thread_local! {
    /// The workers' parts fetched in this visit, by language.
    static WORKERS_PARTS: std::cell::RefCell<Vec<(Lang, std::rc::Rc<[u8]>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The part of `lang`'s catalogue the workers and panels say ([`workers_url`]),
/// fetched once a visit (the service worker keeps it offline); `None`
/// when it cannot be fetched (what it holds is then said in English).
pub async fn workers_part(lang: Lang) -> Option<std::rc::Rc<[u8]>> {
    let known = WORKERS_PARTS.with(|p| {
        p.borrow()
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, part)| part.clone())
    });
    if known.is_some() {
        return known;
    }
    let part: std::rc::Rc<[u8]> = fetch_bytes(&workers_url(lang)).await.ok()?.into();
    WORKERS_PARTS.with(|p| p.borrow_mut().push((lang, part.clone())));
    Some(part)
}

/// Fetches one file's bytes; the error says what failed.
async fn fetch_bytes(url: &str) -> Result<Vec<u8>, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| format!("{url} could not be fetched"))?;
    let response: web_sys::Response = response
        .dyn_into()
        .map_err(|_| format!("{url}: no response"))?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let buffer = response
        .array_buffer()
        .map_err(|_| format!("{url}: no bytes"))?;
    let buffer = JsFuture::from(buffer)
        .await
        .map_err(|_| format!("{url}: the bytes could not be read"))?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Fetches `lang`'s catalogue for the page ([`page_url`]); in the variants
/// module's build the workers' part too ([`workers_part`]), which holds
/// the variants' words.
pub async fn fetch_catalogue(lang: Lang) -> Result<Vec<std::rc::Rc<[u8]>>, String> {
    #[allow(unused_mut)]
    let mut parts = vec![std::rc::Rc::from(fetch_bytes(&page_url(lang)).await?)];
    #[cfg(feature = "variants")]
    parts.push(
        workers_part(lang)
            .await
            .ok_or_else(|| format!("{} could not be fetched", workers_url(lang)))?,
    );
    Ok(parts)
}

/// Speaks the page's language (`data-lang` on `<html>`, set by the page's
/// own module) in a panel's module (Batch, camera), fetching its catalogue
/// (one that cannot be fetched leaves the panel in the language it spoke).
pub async fn speak_page_language() {
    let tag = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|root| root.get_attribute("data-lang"));
    let Some(lang) = tag.as_deref().and_then(Lang::from_tag) else {
        return;
    };
    if lang == Lang::En {
        let english = std::rc::Rc::new(sudoku_i18n::English);
        crate::model::lang::speak_parts(lang, Vec::new(), english);
        return;
    }
    let page = fetch_bytes(&page_url(lang)).await;
    if let (Ok(page), Some(workers)) = (page, workers_part(lang).await) {
        let parts = vec![std::rc::Rc::from(page), workers];
        crate::model::lang::speak_parts(
            lang,
            parts,
            std::rc::Rc::new(crate::services::intl::Intl::new(lang.tag())),
        );
    }
}

/// Fetches the part of the page's English it leaves out of its first load
/// (`lang/en-later.bin`, written by `scripts/precache.mjs`; see
/// [`crate::model::lang::add_english`]).
pub async fn fetch_english_later() -> Result<Vec<u8>, String> {
    fetch_bytes("./lang/en-later.bin").await
}
