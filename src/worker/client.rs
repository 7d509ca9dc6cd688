//! The page's side of the workers: one client for every job of the page
//! (Solve, Compare, the rating, New puzzle, hints, photos, ...).
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
//! Every job runs in a worker, never on the page's thread (so the page's
//! module carries none of the solving code). When a lane's worker cannot be
//! started, cannot be loaded or fails as a whole, its job ends with
//! [`Event::Failed`], whose error names the worker ([`worker_failed`]):
//! "the solver worker could not be loaded (...)". The broken worker is
//! replaced by a new one for the lane's next job, which tries again.
//!
//! No `RefCell` borrow is held while an event is emitted or a worker is
//! started, so a callback that comes back into the client cannot fail.

use super::files;
use super::protocol::{Reply, Request};
use crate::features::jobs::{Event, Job, JobId, Lane, Wanted};
use crate::model::lang::{current, Lang};
use crate::t;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
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

/// The script of the worker that serves `lane`.
pub fn worker_url(lane: Lane) -> &'static str {
    match lane {
        Lane::Solve | Lane::Compare => WORKER_URL,
        Lane::Rate | Lane::Make | Lane::Batch | Lane::Import | Lane::Explain => PUZZLE_WORKER_URL,
        Lane::Read => READER_WORKER_URL,
    }
}

/// The worker that serves `lane`, as [`worker_failed`] names it: a key
/// of the message `worker-failed`.
fn worker_key(lane: Lane) -> &'static str {
    match lane {
        Lane::Solve | Lane::Compare => "solver",
        Lane::Rate | Lane::Make => "puzzle-make",
        Lane::Explain => "puzzle-hint",
        Lane::Import => "puzzle-import",
        Lane::Batch => "puzzle-batch",
        Lane::Read => "reader",
    }
}

/// How a worker failed as a whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkerFailure {
    /// It could not be started or loaded (its script or its wasm is
    /// missing, say): it never said it was ready.
    NotLoaded,
    /// It stopped with an error after it had started.
    Stopped,
    /// It sent a reply the page could not read.
    Unreadable,
}

/// The error of the job `lane`'s worker was running when it failed as a
/// whole (`how`; `why` is what the browser said, or what was wrong with
/// the reply): "the solver worker could not be loaded (its script could
/// not be fetched)".
pub fn worker_failed(lane: Lane, how: WorkerFailure, why: &str) -> String {
    let how = match how {
        WorkerFailure::NotLoaded => "not-loaded",
        WorkerFailure::Stopped => "stopped",
        WorkerFailure::Unreadable => "unreadable",
    };
    t!(
        "worker-failed",
        worker = worker_key(lane),
        how = how,
        why = why
    )
}

/// One lane's worker and the job it runs.
#[derive(Default)]
struct Slot {
    worker: Option<SolverWorker>,
    /// The job sent and not yet answered.
    running: Option<JobId>,
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

/// Fetches the part of a language's catalogue that only the workers say
/// (`lang/<tag>-modules.bin`: a hint's sentences, a step's words), then
/// calls back with it, or with `None` when it could not be fetched (the
/// workers then say those messages in English). The hooks give it
/// ([`JobClient::with_workers_words`]): this layer fetches nothing itself.
pub type WorkersWords = Rc<dyn Fn(Lang, Box<dyn FnOnce(Option<Rc<[u8]>>)>)>;

/// Runs the page's jobs in web workers, one per lane.
#[derive(Clone)]
pub struct JobClient {
    slots: Rc<RefCell<Slots>>,
    on_event: Callback<(Lane, Event)>,
    /// Where the workers' words come from when the page's language has
    /// only its own part ([`WorkersWords`]); without it the workers are
    /// told the page's parts alone.
    words: Option<WorkersWords>,
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
            words: None,
        }
    }

    /// The same client, whose workers are told a language with the words
    /// `words` fetches for them (the page's own catalogue holds only what
    /// the page says): a request waits for them, the first time, so that
    /// its answer is worded in the language.
    pub fn with_workers_words(mut self, words: WorkersWords) -> JobClient {
        self.words = Some(words);
        self
    }

    /// Starts `lane`'s worker ahead of its first job, so that job does not
    /// wait for it to load. A worker that cannot be started is tried again
    /// by the lane's next job, which fails if it still cannot.
    pub fn warm(&self, lane: Lane) {
        let missing = {
            let mut slots = self.slots.borrow_mut();
            let slot = slots.get(lane);
            slot.worker.is_none() || slot.broken
        };
        if missing {
            let worker = self.spawn(lane).ok();
            let mut slots = self.slots.borrow_mut();
            let slot = slots.get(lane);
            slot.worker = worker;
            slot.broken = false;
        }
    }

    /// Makes every lane run what `wanted` lists for it: a job no longer
    /// listed is stopped (its worker terminated), a new one is sent. A job
    /// whose worker cannot be started fails at once ([`Event::Failed`]).
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
            if slot.running == id || (id.is_some() && slot.ended == id) {
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
        let mut failed = None;
        if needs_worker {
            let worker = match self.spawn(lane) {
                Ok(worker) => Some(worker),
                Err(error) => {
                    failed = Some(error);
                    None
                }
            };
            let mut slots = self.slots.borrow_mut();
            let slot = slots.get(lane);
            slot.worker = worker;
            slot.broken = false;
        }
        {
            let mut slots = self.slots.borrow_mut();
            let slot = slots.get(lane);
            match &slot.worker {
                Some(worker) => {
                    worker.send(&Request {
                        id: wanted.id,
                        job: wanted.job.clone(),
                    });
                    slot.running = Some(wanted.id);
                }
                None => slot.ended = Some(wanted.id),
            }
        }
        if let Some(error) = failed {
            self.on_event.emit((
                lane,
                Event::Failed {
                    job: wanted.id,
                    error,
                },
            ));
        }
    }

    /// Starts a worker for `lane` whose replies come back to this client,
    /// or says why it could not be started (the error of the job that
    /// needed it).
    fn spawn(&self, lane: Lane) -> Result<SolverWorker, String> {
        // A weak link: the client owns the worker, not the other way round.
        let slots = Rc::downgrade(&self.slots);
        let on_event = self.on_event.clone();
        let on_reply: Rc<dyn Fn(Reply)> = Rc::new(move |reply| {
            if let Some(slots) = slots.upgrade() {
                JobClient::reply(&slots, &on_event, lane, reply);
            }
        });
        SolverWorker::spawn(lane, on_reply, self.words.clone())
    }

    /// A reply of `lane`'s worker.
    fn reply(slots: &RefCell<Slots>, on_event: &Callback<(Lane, Event)>, lane: Lane, reply: Reply) {
        let event = {
            let mut slots = slots.borrow_mut();
            let slot = slots.get(lane);
            match reply {
                Reply::Failed { job: None, error } => {
                    // The worker itself failed (it could not load, say):
                    // replace it before the next job, and end the current
                    // job with the worker's error. (It is not dropped
                    // here: this code runs inside its own event handler.)
                    slot.broken = true;
                    let running = slot.running.take();
                    if running.is_some() {
                        slot.ended = running;
                    }
                    running.map(|job| Event::Failed { job, error })
                }
                reply => {
                    let event = reply.event();
                    let current = slot.running;
                    let about_current = event.as_ref().is_some_and(|e| Some(job_of(e)) == current);
                    if !about_current {
                        None
                    } else {
                        if !matches!(event, Some(Event::Progress { .. })) {
                            slot.ended = current;
                            slot.running = None;
                        }
                        event
                    }
                }
            }
        };
        if let Some(event) = event {
            on_event.emit((lane, event));
        }
    }
}

/// The job an event is about.
fn job_of(event: &Event) -> JobId {
    match event {
        Event::Progress { job, .. } | Event::Done { job, .. } | Event::Failed { job, .. } => *job,
    }
}

/// What a JavaScript error says (its message, when it is an `Error`).
fn js_error(error: &JsValue) -> String {
    match error.dyn_ref::<js_sys::Error>() {
        Some(error) => String::from(error.message()),
        None => format!("{error:?}"),
    }
}

/// The bytes of a posted message: a `Uint8Array`'s, or none for anything
/// else (which then fails to decode as an empty message).
fn bytes_of(data: &JsValue) -> Vec<u8> {
    data.dyn_ref::<js_sys::Uint8Array>()
        .map_or_else(Vec::new, js_sys::Uint8Array::to_vec)
}

/// One running web worker. Dropping it terminates the worker at once,
/// whatever it is doing.
struct SolverWorker {
    worker: Worker,
    /// The language the worker was last told (or is being told).
    spoken: Rc<Cell<Lang>>,
    /// Requests sent before the worker said it was ready; `None` once it has.
    pending: Rc<RefCell<Option<Vec<JsValue>>>>,
    /// Requests sent while the words of the language being told are
    /// fetched ([`WorkersWords`]); `None` when none are awaited.
    held: Rc<RefCell<Option<Vec<JsValue>>>>,
    words: Option<WorkersWords>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(DomEvent)>,
}

impl SolverWorker {
    /// Starts the worker of `lane` ([`worker_url`]); its replies go to
    /// `on_reply`. A worker that fails to load or stops with an error, or
    /// a reply that cannot be read, reports [`Reply::Failed`] with no job
    /// and the error of [`worker_failed`]; `Err` is that error when the
    /// worker cannot even be started.
    fn spawn(
        lane: Lane,
        on_reply: Rc<dyn Fn(Reply)>,
        words: Option<WorkersWords>,
    ) -> Result<SolverWorker, String> {
        let worker = Worker::new(worker_url(lane))
            .map_err(|err| worker_failed(lane, WorkerFailure::NotLoaded, &js_error(&err)))?;
        let pending: Rc<RefCell<Option<Vec<JsValue>>>> = Rc::new(RefCell::new(Some(Vec::new())));
        let on_message = {
            let pending = pending.clone();
            let worker = worker.clone();
            let on_reply = Rc::clone(&on_reply);
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let reply =
                    Reply::decode(&bytes_of(&event.data())).unwrap_or_else(|why| Reply::Failed {
                        job: None,
                        error: worker_failed(lane, WorkerFailure::Unreadable, &why),
                    });
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
        // Before the worker said it was ready, it could not be loaded.
        let on_error = {
            let pending = pending.clone();
            Closure::<dyn FnMut(DomEvent)>::new(move |event: DomEvent| {
                event.prevent_default();
                let how = if pending.borrow().is_some() {
                    WorkerFailure::NotLoaded
                } else {
                    WorkerFailure::Stopped
                };
                let why = match event.dyn_ref::<ErrorEvent>() {
                    Some(error) => error.message(),
                    None => t!("worker-script-not-fetched"),
                };
                on_reply(Reply::Failed {
                    job: None,
                    error: worker_failed(lane, how, &why),
                });
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(SolverWorker {
            worker,
            spoken: Rc::new(Cell::new(Lang::En)),
            pending,
            held: Rc::default(),
            words,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Sends a request (queued until the worker is ready): its bytes (a
    /// `Uint8Array`), or for a file's job (reading a photo, importing
    /// statistics) `{request, file}` with the file beside them.
    fn send(&self, request: &Request) {
        let (lang, parts) = current();
        if lang != self.spoken.get() {
            // The page's language first, so the reply is worded in it.
            self.spoken.set(lang);
            match self.words.clone().filter(|_| lang != Lang::En) {
                Some(words) => self.tell_with_workers_words(&words, lang, parts),
                None => self.tell(language_message(lang, &parts)),
            }
        }
        let bytes = JsValue::from(js_sys::Uint8Array::from(&request.encode()[..]));
        let message = match &request.job {
            Job::Read { file } | Job::ImportStats { file, .. } => files::message(&bytes, *file),
            _ => bytes,
        };
        self.post(message);
    }

    /// Tells the worker `lang` with the page's `parts` and the workers'
    /// own part, which `words` fetches (at once when it has it already):
    /// what is sent meanwhile waits for it. When the worker is told
    /// another language before they arrive, that newer telling sends what
    /// waited, and these words are dropped.
    fn tell_with_workers_words(&self, words: &WorkersWords, lang: Lang, parts: Vec<Rc<[u8]>>) {
        self.held.borrow_mut().get_or_insert_with(Vec::new);
        let (worker, pending, held, spoken) = (
            self.worker.clone(),
            Rc::clone(&self.pending),
            Rc::clone(&self.held),
            Rc::clone(&self.spoken),
        );
        words(
            lang,
            Box::new(move |part| {
                if spoken.get() != lang {
                    return;
                }
                let mut parts = parts;
                parts.extend(part.filter(|part| !parts.iter().any(|p| Rc::ptr_eq(p, part))));
                release(&worker, &pending, &held, language_message(lang, &parts));
            }),
        );
    }

    /// Tells the worker a language whose words are all here (sending what
    /// waited for an earlier telling after it).
    fn tell(&self, words: JsValue) {
        release(&self.worker, &self.pending, &self.held, words);
    }

    /// Posts `message`: held while a language's words are awaited, queued
    /// until the worker is ready.
    fn post(&self, message: JsValue) {
        match self.held.borrow_mut().as_mut() {
            Some(held) => held.push(message),
            None => post_when_ready(&self.worker, &self.pending, message),
        }
    }
}

/// The message that tells a worker the page's language: its tag and its
/// catalogue's parts (none for English, built in).
fn language_message(lang: Lang, parts: &[Rc<[u8]>]) -> JsValue {
    let words = js_sys::Object::new();
    let list: js_sys::Array = parts
        .iter()
        .map(|part| JsValue::from(js_sys::Uint8Array::from(&part[..])))
        .collect();
    let _ = js_sys::Reflect::set(&words, &"lang".into(), &lang.tag().into());
    let _ = js_sys::Reflect::set(&words, &"parts".into(), &list);
    words.into()
}

/// Posts `words` (a language's message), then what was held for them.
fn release(
    worker: &Worker,
    pending: &Rc<RefCell<Option<Vec<JsValue>>>>,
    held: &Rc<RefCell<Option<Vec<JsValue>>>>,
    words: JsValue,
) {
    post_when_ready(worker, pending, words);
    let waited = held.borrow_mut().take().unwrap_or_default();
    for message in waited {
        post_when_ready(worker, pending, message);
    }
}

/// Posts `message` to `worker`, or queues it until the worker says it is
/// ready (`pending`).
fn post_when_ready(worker: &Worker, pending: &Rc<RefCell<Option<Vec<JsValue>>>>, message: JsValue) {
    match pending.borrow_mut().as_mut() {
        Some(queue) => queue.push(message),
        None => {
            let _ = worker.post_message(&message);
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
