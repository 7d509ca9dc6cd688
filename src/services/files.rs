//! The files of the Batch and Statistics panels: the text of a file the
//! user picked or of a bundled set, a download of the results, and a
//! puzzle sent to the board.
//! Thin `web-sys` code; every failure comes back as a sentence.

use crate::t;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The event the Batch panel sends to the page's board with a puzzle's
/// text (in `detail`): the page loads it as if pasted. The camera panel
/// sends it with a locked reading (`detail` an object, see
/// [`super::camera::hand_to_page`]): the page previews it as a photo's.
pub const OPEN_EVENT: &str = "sudoku-open";

/// The biggest file the panel reads (tdoku's 49,158-puzzle set is 4 MB).
pub const MAX_BYTES: f64 = 64.0 * 1024.0 * 1024.0;

fn why(error: JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| t!("file-browser-refused"))
}

/// The text of a file the user picked.
pub async fn file_text(file: &web_sys::File) -> Result<String, String> {
    if file.size() > MAX_BYTES {
        return Err(t!(
            "batch-file-too-big",
            size = (file.size() / 1048576.0).round(),
            most = MAX_BYTES / 1048576.0
        ));
    }
    let text = JsFuture::from(file.text()).await.map_err(why)?;
    text.as_string()
        .ok_or_else(|| t!("batch-file-not-text-short"))
}

/// The text at `url` (a bundled set, relative to the page).
pub async fn fetch_text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or_else(|| t!("batch-no-window"))?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| t!("batch-network-failed"))?;
    let response: web_sys::Response = response.dyn_into().map_err(why)?;
    if !response.ok() {
        let status = response.status().to_string();
        return Err(t!("batch-server-answered", status = status.as_str()));
    }
    let text = JsFuture::from(response.text().map_err(why)?)
        .await
        .map_err(why)?;
    text.as_string()
        .ok_or_else(|| t!("batch-file-not-text-short"))
}

/// Offers `text` as a download named `name` of type `mime`.
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(why)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(why)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| t!("file-no-document"))?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(why)?
        .dyn_into()
        .map_err(|_| t!("file-no-link"))?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The browser has taken its copy once the click is handled.
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Sends `puzzle` to the page's board ([`OPEN_EVENT`]).
pub fn open_on_board(puzzle: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&JsValue::from_str(puzzle));
    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(OPEN_EVENT, &init) {
        let _ = window.dispatch_event(&event);
    }
}
