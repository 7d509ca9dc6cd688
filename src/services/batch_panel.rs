//! Opening and closing the Batch panel, a module of its own loaded the
//! first time it is opened (`batch_boot.js`), with the focus given back to
//! the control that opened it; and opening the camera panel, loaded the
//! same way (`camera_boot.js`).

use super::browser::show_board;

/// The attribute that marks the control that opened the Batch panel, for
/// the focus to go back to when it closes (the panel is a module of its
/// own: the mark in the page is what the two share).
const BATCH_OPENER: &str = "data-batch-opener";

/// Marks the control that opened the Batch panel: the focused one, or
/// else (a browser that does not focus pressed buttons) the control whose
/// `aria-controls` names `#batch`.
fn mark_batch_opener(doc: &web_sys::Document) {
    if let Ok(Some(old)) = doc.query_selector(&format!("[{BATCH_OPENER}]")) {
        let _ = old.remove_attribute(BATCH_OPENER);
    }
    let focused = doc
        .active_element()
        .filter(|e| e.tag_name() != "BODY" && e.closest("#batch").ok().flatten().is_none());
    let opener = focused.or_else(|| doc.query_selector("[aria-controls=batch]").ok().flatten());
    if let Some(opener) = opener {
        let _ = opener.set_attribute(BATCH_OPENER, "");
    }
}

/// Closes the Batch panel (hides it; a run goes on) and gives the focus
/// back to the control that opened it, or to the board when that control
/// is hidden now.
pub fn close_batch() {
    use wasm_bindgen::JsCast;
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = doc
        .get_element_by_id("batch")
        .and_then(|r| r.dyn_into::<web_sys::HtmlElement>().ok())
    {
        root.set_hidden(true);
    }
    let opener = doc
        .query_selector(&format!("[{BATCH_OPENER}]"))
        .ok()
        .flatten()
        .and_then(|o| o.dyn_into::<web_sys::HtmlElement>().ok())
        // Hidden since (the other view is shown): the board takes the focus.
        .filter(|o| o.get_client_rects().length() > 0);
    match opener {
        Some(opener) => {
            let _ = opener.focus();
        }
        None => show_board(),
    }
}

/// Opens the Batch panel: the first time, loads its module
/// (`batch_boot.js`, which mounts it under the page and moves the focus to
/// its heading); afterwards shows it again and moves the focus to its
/// heading. The control that opened it gets the focus back when it closes.
pub fn open_batch() {
    use wasm_bindgen::JsCast;
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    mark_batch_opener(&doc);
    if let Some(root) = doc
        .get_element_by_id("batch")
        .and_then(|r| r.dyn_into::<web_sys::HtmlElement>().ok())
    {
        root.set_hidden(false);
    }
    let title = doc
        .get_element_by_id("batch-title")
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(title) = title {
        title.scroll_into_view();
        let _ = title.focus();
        return;
    }
    load_module(&doc, "batch-boot", "./batch_boot.js");
}

/// Adds the script `src` (a module's boot script) with id `id`, unless it
/// is there already (loading, or loaded).
pub(crate) fn load_module(doc: &web_sys::Document, id: &str, src: &str) {
    if doc.get_element_by_id(id).is_some() {
        return;
    }
    let Ok(script) = doc.create_element("script") else {
        return;
    };
    script.set_id(id);
    let _ = script.set_attribute("src", src);
    if let Some(head) = doc.head() {
        let _ = head.append_child(&script);
    }
}

/// Opens the camera panel, which starts the camera: runs its boot script
/// (`camera_boot.js`) again each time, which shows the panel, loads its
/// module the first time (it starts when mounted) and afterwards asks it
/// to start afresh.
pub fn open_camera() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(old) = doc.get_element_by_id("camera-boot") {
        old.remove();
    }
    load_module(&doc, "camera-boot", "./camera_boot.js");
}
