//! The page's side of the solver worker: starts it, queues requests until
//! it is ready, hands its replies to a callback, and terminates it.
//!
//! Cancelling a search means terminating the worker: a synchronous search
//! cannot read messages while it runs, and `gloo-worker` bridges cannot
//! terminate a busy worker (dropping one only asks the worker to stop once
//! it is idle again), so this thin wrapper drives `web_sys::Worker`
//! directly. Messages are the JSON of [`crate::worker`].

use crate::worker::{Reply, Request};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};
use yew::Callback;

/// The worker script, relative to the page so that the site also works
/// under a sub-path. Our own file (copied by Trunk): it loads the worker's
/// glue and wasm, which Trunk builds from `src/bin/worker.rs`.
pub const WORKER_URL: &str = "./worker_boot.js";

/// A running solver worker. Dropping it terminates the worker at once,
/// whatever it is doing.
pub struct SolverWorker {
    worker: Worker,
    /// Requests sent before the worker said it was ready; `None` once it has.
    pending: Rc<RefCell<Option<Vec<String>>>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl SolverWorker {
    /// Starts the worker at [`WORKER_URL`]; its replies go to `on_reply`.
    /// A worker that fails to load reports [`Reply::Failed`] with no job.
    pub fn spawn(on_reply: Callback<Reply>) -> Result<SolverWorker, String> {
        let worker = Worker::new(WORKER_URL)
            .map_err(|err| format!("the solver worker could not be started: {err:?}"))?;
        let pending: Rc<RefCell<Option<Vec<String>>>> = Rc::new(RefCell::new(Some(Vec::new())));
        let on_message = {
            let pending = pending.clone();
            let worker = worker.clone();
            let on_reply = on_reply.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let text = event.data().as_string().unwrap_or_default();
                let reply =
                    Reply::decode(&text).unwrap_or_else(|error| Reply::Failed { job: None, error });
                if reply == Reply::Ready {
                    let queued = pending.borrow_mut().take().unwrap_or_default();
                    for message in queued {
                        // Posting a string to a live worker cannot fail.
                        let _ = worker.post_message(&message.into());
                    }
                }
                on_reply.emit(reply);
            })
        };
        // A script that fails to load fires a plain `Event`, not an
        // `ErrorEvent`: read the message only from a real `ErrorEvent`.
        let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            event.prevent_default();
            let error = match event.dyn_ref::<ErrorEvent>() {
                Some(error) => format!("the solver worker failed: {}", error.message()),
                None => "the solver worker could not be loaded".to_string(),
            };
            on_reply.emit(Reply::Failed { job: None, error });
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(SolverWorker {
            worker,
            pending,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Sends a request (queued until the worker is ready).
    pub fn send(&self, request: &Request) {
        let message = request.encode();
        match self.pending.borrow_mut().as_mut() {
            Some(queue) => queue.push(message),
            None => {
                let _ = self.worker.post_message(&message.into());
            }
        }
    }
}

impl Drop for SolverWorker {
    fn drop(&mut self) {
        // Detach the handlers first: no event may reach a dropped closure.
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}
