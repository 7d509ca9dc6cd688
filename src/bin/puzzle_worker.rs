//! The puzzle web worker, which rates and makes puzzles (built by Trunk as
//! a third binary, `puzzle_worker.js` and `puzzle_worker_bg.wasm`, started
//! by the page through `puzzle_worker_boot.js` when first needed).
//!
//! It only connects the browser's message events to
//! [`sudoku_web::worker::handle_in_puzzle_worker`]: each message is a JSON
//! request, each reply is posted back as a JSON string. No UI code runs
//! here.

#[cfg(target_arch = "wasm32")]
fn main() {
    use sudoku_web::worker::{handle_in_puzzle_worker as handle, Reply};
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
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
        handle(&text, &now, &mut post);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&Reply::Ready.encode().into());
}

/// The worker only runs in a browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the puzzle worker runs in a browser only: build it with trunk");
}
