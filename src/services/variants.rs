//! Handing the page over to the variants module (docs/variants.md, "The
//! page"). The first load knows classic Sudoku only; when a variant is
//! chosen under `Variant`, or a variant's text is pasted, it keeps the
//! request in the tab's `sessionStorage` ([`HAND_OVER_KEY`]) and runs
//! `variants_boot.js`, which fetches the variants module, asks this module
//! to take its app off the page (the `sudoku-hand-over` event, [`listen`])
//! and starts the variants module in its place. The board is not lost:
//! both read the same saved state, and the variants module takes the
//! request ([`take_request`]). If the module cannot be loaded (offline
//! before it was ever fetched), the script says so on the page and this
//! module goes on.

use crate::model::rules::Variant;

/// The `sessionStorage` key of the request the variants module takes on
/// starting: `variant:<name>` (choose it) or `text:<text>` (load it).
pub const HAND_OVER_KEY: &str = "sudoku-web/hand-over";

/// What the variants module is asked to do on starting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Choose this variant for the board.
    Choose(Variant),
    /// Load this text (a variant's puzzle, pasted).
    Load(String),
}

/// Hands the page over to the variants module, which opens with `variant`
/// chosen for the board.
pub fn hand_over(variant: Variant) {
    start(&format!("variant:{}", variant.name()));
}

/// Hands the page over to the variants module, which loads `text` (a
/// variant's puzzle, pasted on the first load's board).
pub fn hand_over_text(text: &str) {
    start(&format!("text:{text}"));
}

fn start(request: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(Some(session)) = window.session_storage() {
        let _ = session.set_item(HAND_OVER_KEY, request);
    }
    if let Some(doc) = window.document() {
        super::batch_panel::load_module(&doc, "variants-boot", "./variants_boot.js");
    }
}

/// The request the first load's module left for this one, taken (read
/// once, then removed), if any.
pub fn take_request() -> Option<Request> {
    let session = web_sys::window()?.session_storage().ok()??;
    let text = session.get_item(HAND_OVER_KEY).ok()??;
    let _ = session.remove_item(HAND_OVER_KEY);
    parse_request(&text)
}

/// A request as [`HAND_OVER_KEY`] keeps it.
pub fn parse_request(text: &str) -> Option<Request> {
    if let Some(name) = text.strip_prefix("variant:") {
        return name.parse().ok().map(Request::Choose);
    }
    text.strip_prefix("text:")
        .map(|t| Request::Load(t.to_string()))
}

/// Calls `stop` once, when `variants_boot.js` has fetched the variants
/// module and is about to start it (the `sudoku-hand-over` event on the
/// document): the first load's app leaves the page to it.
pub fn listen(stop: impl FnOnce() + 'static) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let mut stop = Some(stop);
    let listener = gloo_events::EventListener::once(&doc, "sudoku-hand-over", move |_| {
        if let Some(stop) = stop.take() {
            stop();
        }
    });
    listener.forget();
}

/// Adds the variants' style sheet (`variants.css`, next to the page) to
/// the page: the variants module calls it on starting. It is a file of its
/// own, not a `<style>` element, because the page's Content-Security-Policy
/// allows style sheets from the site only; the first load does not carry it.
pub fn load_style() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if doc.get_element_by_id("variants-style").is_some() {
        return;
    }
    let Ok(link) = doc.create_element("link") else {
        return;
    };
    link.set_id("variants-style");
    let _ = link.set_attribute("rel", "stylesheet");
    let _ = link.set_attribute("href", "./variants.css");
    if let Some(head) = doc.head() {
        let _ = head.append_child(&link);
    }
}
