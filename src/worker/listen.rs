//! The browser's side of every worker binary (`src/bin/*worker.rs`): the
//! message events of the worker's global scope connected to a
//! [`Runner`](super::serve::Runner) through [`super::serve::handle_with`],
//! and the first [`Reply::Ready`]. Only in a browser (wasm32).

use super::protocol::Reply;
use super::serve::{handle_with, with_file_text, Runner};
use crate::features::batch_stats::decimals;
use crate::features::stats::LARGEST_FILE;
use crate::model::lang::{speak_parts, Lang};
use crate::t;
use js_sys::Uint8Array;
use std::rc::Rc;
use sudoku_i18n::Locale;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, DedicatedWorkerGlobalScope, FileReaderSync, MessageEvent};

/// The worker's global scope, when the code runs in a dedicated worker.
fn scope() -> Option<DedicatedWorkerGlobalScope> {
    js_sys::global()
        .dyn_into::<DedicatedWorkerGlobalScope>()
        .ok()
}

/// Posts `reply` to the page, as its bytes (a `Uint8Array`).
fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    // Posting an array of bytes cannot fail while the worker lives.
    let _ = scope.post_message(&Uint8Array::from(&reply.encode()[..]));
}

/// Posts [`Reply::Ready`]: the worker takes requests.
pub fn post_ready() {
    if let Some(scope) = scope() {
        post(&scope, &Reply::Ready);
    }
}

/// The bytes of a posted value: a `Uint8Array`'s, or none for anything
/// else (which then fails to decode as an empty message).
fn bytes_of(data: &JsValue) -> Vec<u8> {
    data.dyn_ref::<Uint8Array>()
        .map_or_else(Vec::new, Uint8Array::to_vec)
}

/// The field `name` of a posted object (undefined when absent).
fn field(data: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(data, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

/// The text of a file posted beside a request (`{request, file}`), read at
/// once (a worker may block), or why it could not be read.
fn file_text(file: &JsValue) -> Result<String, String> {
    let Some(blob) = file.dyn_ref::<Blob>() else {
        return Err(t!("worker-file-gone"));
    };
    if blob.size() > LARGEST_FILE {
        let megabytes = decimals(blob.size() / 1e6, 1);
        return Err(t!("worker-file-too-large", megabytes = megabytes.as_str()));
    }
    FileReaderSync::new()
        .and_then(|reader| reader.read_as_text(blob))
        .map_err(|err| {
            let why = err
                .dyn_ref::<js_sys::Error>()
                .map_or_else(|| t!("worker-unknown-error"), |e| String::from(e.message()));
            t!("worker-file-unreadable", why = why.as_str())
        })
}

/// Makes the [`Locale`] of a language tag: the browser's `Intl` (given by
/// the worker's binary, which may use the services layer).
pub type LocaleMaker = fn(&str) -> Rc<dyn Locale>;

/// Takes the language the page posts before a request when it has changed
/// (`{lang, parts}`: its tag and its catalogue's parts, postcard bytes;
/// none for English, built in), so that what the worker words is in it
/// (the reader worker's boot script hands it over too).
pub fn take_language(data: &JsValue, locale: LocaleMaker) {
    let tag = field(data, "lang").as_string().unwrap_or_default();
    let lang = Lang::from_tag(&tag).unwrap_or_default();
    let parts: Vec<Rc<[u8]>> = js_sys::Array::from(&field(data, "parts"))
        .iter()
        .map(|part| Rc::from(bytes_of(&part)))
        .collect();
    speak_parts(lang, parts, locale(lang.tag()));
}

/// Serves every message posted to this worker with `runner` (each one a
/// request's bytes, or `{request, file}` for a file's job, or `{lang,
/// parts}`, the page's language; each reply posted back as its bytes: see
/// [`super::protocol`]), then says it is ready.
pub fn listen(runner: Runner, locale: LocaleMaker) {
    let Some(scope) = scope() else {
        return;
    };
    let post_scope = scope.clone();
    let post = move |reply: Reply| post(&post_scope, &reply);
    let clock = scope.performance();
    let now = move || clock.as_ref().map_or_else(js_sys::Date::now, |p| p.now());
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        let mut post = post.clone();
        let request = if data.is_instance_of::<Uint8Array>() {
            bytes_of(&data)
        } else if !field(&data, "lang").is_undefined() {
            return take_language(&data, locale);
        } else {
            match with_file_text(
                &bytes_of(&field(&data, "request")),
                file_text(&field(&data, "file")),
            ) {
                Ok(request) => request,
                Err(reply) => return post(*reply),
            }
        };
        handle_with(runner, &request, &now, &mut post);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post_ready();
}
