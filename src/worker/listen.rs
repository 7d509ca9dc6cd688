//! The browser's side of every worker binary (`src/bin/*worker.rs`): the
//! message events of the worker's global scope connected to a
//! [`Runner`](super::serve::Runner) through [`super::serve::handle_with`],
//! and the first [`Reply::Ready`]. Only in a browser (wasm32).

use super::protocol::Reply;
use super::serve::{handle_with, Runner};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// The worker's global scope, when the code runs in a dedicated worker.
fn scope() -> Option<DedicatedWorkerGlobalScope> {
    js_sys::global()
        .dyn_into::<DedicatedWorkerGlobalScope>()
        .ok()
}

/// Posts [`Reply::Ready`]: the worker takes requests.
pub fn post_ready() {
    if let Some(scope) = scope() {
        // Posting a string cannot fail while the worker lives.
        let _ = scope.post_message(&Reply::Ready.encode().into());
    }
}

/// Serves every message posted to this worker with `runner` (each one a
/// JSON request, each reply posted back as a JSON string), then says it is
/// ready.
pub fn listen(runner: Runner) {
    let Some(scope) = scope() else {
        return;
    };
    let post_scope = scope.clone();
    let post = move |reply: Reply| {
        // Posting a string cannot fail while the worker lives.
        let _ = post_scope.post_message(&reply.encode().into());
    };
    let clock = scope.performance();
    let now = move || clock.as_ref().map_or_else(js_sys::Date::now, |p| p.now());
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let mut post = post.clone();
        handle_with(runner, &text, &now, &mut post);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post_ready();
}
