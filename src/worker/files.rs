//! The photos the page opened, by number, for the reader worker: a photo
//! is far too big to copy into a request, so the page keeps the file itself
//! here and posts it beside the request (a `File` is cloned to the worker
//! cheaply, without copying its bytes).

use std::cell::RefCell;
use wasm_bindgen::JsValue;
use web_sys::File;

thread_local! {
    static FILES: RefCell<Vec<(u32, File)>> = const { RefCell::new(Vec::new()) };
}

/// Keeps `file` as photo number `number` until [`forget`].
pub fn keep(number: u32, file: File) {
    FILES.with(|files| files.borrow_mut().push((number, file)));
}

/// Lets photo number `number` go.
pub fn forget(number: u32) {
    FILES.with(|files| files.borrow_mut().retain(|(n, _)| *n != number));
}

/// The message for the reader worker: `{request, file}` (the file is
/// `undefined` once forgotten, and the worker says so).
pub fn message(request: &JsValue, number: u32) -> JsValue {
    let message = js_sys::Object::new();
    let file = FILES.with(|files| {
        files
            .borrow()
            .iter()
            .find(|(n, _)| *n == number)
            .map(|(_, f)| JsValue::from(f.clone()))
    });
    // Setting a property of a new plain object cannot fail.
    let _ = js_sys::Reflect::set(&message, &"request".into(), request);
    let _ = js_sys::Reflect::set(
        &message,
        &"file".into(),
        &file.unwrap_or(JsValue::UNDEFINED),
    );
    message.into()
}
