//! The page's side of the solver worker: one client for every job of the
//! page (Solve, Compare, and the kinds still to come).
//!
//! The state says which job each [`Lane`] should run
//! ([`crate::state::State::jobs`]); [`JobClient::sync`] makes it so: it
//! sends a new job to the lane's worker (starting one, and queueing the
//! request until it is ready) and stops a job that is no longer wanted by
//! terminating that lane's worker. A synchronous search cannot read
//! messages while it runs, and `gloo-worker` bridges cannot terminate a busy
//! worker, so this wraps `web_sys::Worker` directly. The worker's replies
//! reach the page as [`Event`]s of their lane.
//!
//! When a worker cannot be started or loaded, the job runs here on the main
//! thread instead, under [`MAIN_THREAD_BUDGET`] calls so the page cannot
//! freeze for long: the one fallback for every kind of job.
//!
//! No `RefCell` borrow is held while an event is emitted or a worker is
//! started, so a callback that comes back into the client cannot fail.

use super::files;
use super::protocol::{Reply, Request};
use crate::features::jobs::{self, Event, Job, JobId, Lane, Wanted};
use std::cell::RefCell;
use std::rc::Rc;
use sudoku_solver::Flow;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, Event as DomEvent, MessageEvent, Worker};
use yew::Callback;

/// The worker script, relative to the page so that the site also works
/// under a sub-path. Our own file (copied by Trunk): it loads the worker's
/// glue and wasm, which Trunk builds from `src/bin/worker.rs`.
pub const WORKER_URL: &str = "./worker_boot.js";

/// The puzzle worker's script (rating and New puzzle), loaded the first
/// time one of its lanes has a job.
pub const PUZZLE_WORKER_URL: &str = "./puzzle_worker_boot.js";

/// The reader worker's script (reading photos), loaded the first time a
/// photo is opened.
pub const READER_WORKER_URL: &str = "./reader_worker_boot.js";

/// The call budget of a job run on the main thread because the worker
/// failed to load: 5 million naive calls take about 0.2 s in Chromium
/// (printed by the e2e test of a worker that cannot load).
pub const MAIN_THREAD_BUDGET: u64 = 5_000_000;

/// Milliseconds from `performance.now()` (0 where there is no such clock).
fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// One lane's worker and the job it runs.
#[derive(Default)]
struct Slot {
    worker: Option<SolverWorker>,
    /// The job sent and not yet answered.
    running: Option<(JobId, Job)>,
    /// The last job that ended here (never sent again).
    ended: Option<JobId>,
    /// The worker failed as a whole: start a new one for the next job.
    broken: bool,
}

#[derive(Default)]
struct Slots([Slot; 8]);

impl Slots {
    fn get(&mut self, lane: Lane) -> &mut Slot {
        match lane {
            Lane::Solve => &mut self.0[0],
            Lane::Compare => &mut self.0[1],
            Lane::Rate => &mut self.0[2],
            Lane::Make => &mut self.0[3],
            Lane::Read => &mut self.0[4],
            Lane::Batch => &mut self.0[5],
            Lane::Import => &mut self.0[6],
            Lane::Explain => &mut self.0[7],
        }
    }
}

/// Runs the page's jobs in web workers, one per lane.
#[derive(Clone)]
pub struct JobClient {
    slots: Rc<RefCell<Slots>>,
    on_event: Callback<(Lane, Event)>,
}

impl PartialEq for JobClient {
    fn eq(&self, other: &JobClient) -> bool {
        Rc::ptr_eq(&self.slots, &other.slots)
    }
}

impl JobClient {
    /// A client whose jobs' events go to `on_event`.
    pub fn new(on_event: Callback<(Lane, Event)>) -> JobClient {
        JobClient {
            slots: Rc::default(),
            on_event,
        }
    }

    /// Starts `lane`'s worker ahead of its first job, so that job does not
    /// wait for it to load.
    pub fn warm(&self, lane: Lane) {
        let missing = {
            let mut slots = self.slots.borrow_mut();
            let slot = slots.get(lane);
            slot.worker.is_none() || slot.broken
        };
        if missing {
            let worker = self.spawn(lane);
            let mut slots = self.slots.borrow_mut();
            let slot = slots.get(lane);
            slot.worker = worker;
            slot.broken = false;
        }
    }

    /// Makes every lane run what `wanted` lists for it: a job no longer
    /// listed is stopped (its worker terminated), a new one is sent.
    pub fn sync(&self, wanted: &[Wanted]) {
        for lane in Lane::ALL {
            self.sync_lane(lane, wanted.iter().find(|w| w.lane == lane));
        }
    }

    fn sync_lane(&self, lane: Lane, wanted: Option<&Wanted>) {
        let id = wanted.map(|w| w.id);
        let needs_worker = {
            let mut slots = self.slots.borrow_mut();
            let slot = slots.get(lane);
            if slot.running.as_ref().map(|(id, _)| *id) == id || (id.is_some() && slot.ended == id)
            {
                return;
            }
            if slot.running.take().is_some() {
                // Terminating is the only way to stop a busy worker.
                slot.worker = None;
            }
            if wanted.is_none() {
                return;
            }
            slot.worker.is_none() || slot.broken
        };
        let Some(wanted) = wanted else {
            return;
        };
        if needs_worker {
            let worker = self.spawn(lane);
            let mut slots = self.slots.borrow_mut();
            let slot = slots.get(lane);
            slot.worker = worker;
            slot.broken = false;
        }
        let sent = {
            let mut slots = self.slots.borrow_mut();
            let slot = slots.get(lane);
            match &slot.worker {
                Some(worker) => {
                    worker.send(&Request {
                        id: wanted.id,
                        job: wanted.job.clone(),
                    });
                    slot.running = Some((wanted.id, wanted.job.clone()));
                    true
                }
                None => {
                    slot.ended = Some(wanted.id);
                    false
                }
            }
        };
        if !sent {
            self.run_here(lane, wanted.id, &wanted.job);
        }
    }

    /// Starts a worker for `lane` whose replies come back to this client.
    fn spawn(&self, lane: Lane) -> Option<SolverWorker> {
        // A weak link: the client owns the worker, not the other way round.
        let slots = Rc::downgrade(&self.slots);
        let on_event = self.on_event.clone();
        let on_reply: Rc<dyn Fn(Reply)> = Rc::new(move |reply| {
            if let Some(slots) = slots.upgrade() {
                let on_event = on_event.clone();
                JobClient { slots, on_event }.reply(lane, reply);
            }
        });
        let url = match lane {
            Lane::Solve | Lane::Compare => WORKER_URL,
            Lane::Rate | Lane::Make | Lane::Batch | Lane::Import | Lane::Explain => {
                PUZZLE_WORKER_URL
            }
            Lane::Read => READER_WORKER_URL,
        };
        SolverWorker::spawn(url, on_reply).ok()
    }

    /// A reply of `lane`'s worker.
    fn reply(&self, lane: Lane, reply: Reply) {
        let (event, fallback) = {
            let mut slots = self.slots.borrow_mut();
            let slot = slots.get(lane);
            match reply {
                Reply::Failed { job: None, .. } => {
                    // The worker itself failed (it could not load, say):
                    // replace it before the next job, and run the current
                    // job here instead. (It is not dropped here: this code
                    // runs inside its own event handler.)
                    slot.broken = true;
                    let job = slot.running.take();
                    if let Some((id, _)) = &job {
                        slot.ended = Some(*id);
                    }
                    (None, job)
                }
                reply => {
                    let event = reply.event();
                    let current = slot.running.as_ref().map(|(id, _)| *id);
                    let about_current = event.as_ref().is_some_and(|e| Some(job_of(e)) == current);
                    if !about_current {
                        (None, None)
                    } else {
                        if !matches!(event, Some(Event::Progress { .. })) {
                            slot.ended = current;
                            slot.running = None;
                        }
                        (event, None)
                    }
                }
            }
        };
        if let Some(event) = event {
            self.on_event.emit((lane, event));
        }
        if let Some((id, job)) = fallback {
            self.run_here(lane, id, &job);
        }
    }

    /// Runs job `id` on the main thread, under [`MAIN_THREAD_BUDGET`].
    fn run_here(&self, lane: Lane, id: JobId, job: &Job) {
        let event = match jobs::run(&job.capped(MAIN_THREAD_BUDGET), &now_ms, &mut |_| {
            Flow::Continue
        }) {
            Ok(output) => Event::Done { job: id, output },
            Err(error) => Event::Failed { job: id, error },
        };
        self.on_event.emit((lane, event));
    }
}

/// The job an event is about.
fn job_of(event: &Event) -> JobId {
    match event {
        Event::Progress { job, .. } | Event::Done { job, .. } | Event::Failed { job, .. } => *job,
    }
}

/// One running web worker. Dropping it terminates the worker at once,
/// whatever it is doing.
struct SolverWorker {
    worker: Worker,
    /// Requests sent before the worker said it was ready; `None` once it has.
    pending: Rc<RefCell<Option<Vec<JsValue>>>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(DomEvent)>,
}

impl SolverWorker {
    /// Starts the worker at [`WORKER_URL`]; its replies go to `on_reply`.
    /// A worker that fails to load reports [`Reply::Failed`] with no job.
    fn spawn(url: &str, on_reply: Rc<dyn Fn(Reply)>) -> Result<SolverWorker, String> {
        let worker =
            Worker::new(url).map_err(|err| format!("the worker could not be started: {err:?}"))?;
        let pending: Rc<RefCell<Option<Vec<JsValue>>>> = Rc::new(RefCell::new(Some(Vec::new())));
        let on_message = {
            let pending = pending.clone();
            let worker = worker.clone();
            let on_reply = Rc::clone(&on_reply);
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let text = event.data().as_string().unwrap_or_default();
                let reply =
                    Reply::decode(&text).unwrap_or_else(|error| Reply::Failed { job: None, error });
                if reply == Reply::Ready {
                    let queued = pending.borrow_mut().take().unwrap_or_default();
                    for message in queued {
                        // Posting to a live worker cannot fail.
                        let _ = worker.post_message(&message);
                    }
                }
                on_reply(reply);
            })
        };
        // A script that fails to load fires a plain `Event`, not an
        // `ErrorEvent`: read the message only from a real `ErrorEvent`.
        let on_error = Closure::<dyn FnMut(DomEvent)>::new(move |event: DomEvent| {
            event.prevent_default();
            let error = match event.dyn_ref::<ErrorEvent>() {
                Some(error) => format!("the solver worker failed: {}", error.message()),
                None => "the solver worker could not be loaded".to_string(),
            };
            on_reply(Reply::Failed { job: None, error });
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

    /// Sends a request (queued until the worker is ready): its JSON, or
    /// for reading a photo `{request, file}` with the photo's file.
    fn send(&self, request: &Request) {
        let text = JsValue::from(request.encode());
        let message = match &request.job {
            Job::Read { file } | Job::ImportStats { file, .. } => files::message(&text, *file),
            _ => text,
        };
        match self.pending.borrow_mut().as_mut() {
            Some(queue) => queue.push(message),
            None => {
                let _ = self.worker.post_message(&message);
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
