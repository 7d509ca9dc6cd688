//! The camera panel's live side ([`use_camera`]): the back camera's
//! stream, a reader worker of its own fed one frame at a time (a frame
//! grabbed while the worker is busy is never queued: the next is grabbed
//! when the reply comes), the outline and digits drawn over the video, the
//! lock (the camera stops, the solution is drawn on the frozen frame and
//! the page's photo preview opens, `OPEN_EVENT` of [`crate::services::files`]) and every way it
//! stops: Stop camera, Escape, a refusal, the camera lost, the page hidden.

use crate::features::camera::{Advice, FrameRate, Locked, Phase, Stop, View, ROOT_ID, START_EVENT};
use crate::services::camera::{self as cam, close_stream};
use crate::text::camera::{advice_text, stop_text};
use crate::worker::camera::FrameReply;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlCanvasElement, HtmlElement, HtmlVideoElement, MediaStream, Worker};
use yew::prelude::*;

/// What lives from frame to frame, outside the rendering.
#[derive(Default)]
pub(super) struct Session {
    /// The number of the current run; older runs' frames are dropped.
    run: u32,
    stream: Option<MediaStream>,
    worker: Option<Worker>,
    /// The run whose frame the worker is reading, if any.
    in_flight: Option<u32>,
    rate: FrameRate,
    started: f64,
    live: bool,
    /// The worker's listeners, kept alive.
    listeners: Vec<Closure<dyn FnMut(JsValue)>>,
    /// The current stream's `ended` listener, replaced on each start (a
    /// closed stream's tracks no longer call it).
    ended: Option<Closure<dyn FnMut(JsValue)>>,
    /// The frozen frame, once locked.
    pub(super) frozen: Option<Frozen>,
}

/// The frame a reading was locked on, to draw the solution or the next
/// hint on it.
pub(super) struct Frozen {
    pub(super) base: web_sys::ImageData,
    /// The lock: the solution and the corners it is drawn through.
    pub(super) lock: Locked,
    /// The digits read, 81 characters, `.` for an empty cell.
    pub(super) read: String,
    /// The next hint's words and cells, if the hints have a step.
    pub(super) hint: Option<(String, Vec<usize>)>,
}

/// The panel's live side: the view's setter, the session and the elements.
#[derive(Clone)]
pub struct Live {
    /// What the panel shows.
    pub view: UseStateHandle<View>,
    pub(super) session: Rc<RefCell<Session>>,
    /// The video element.
    pub video: NodeRef,
    /// The canvas over the video (outline, digits read).
    pub overlay: NodeRef,
    /// The frozen frame's canvas.
    pub still: NodeRef,
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

impl Live {
    pub(super) fn set(&self, phase: Phase, advice: String, fps: usize, size: Option<(u32, u32)>) {
        self.view.set(View {
            phase,
            advice,
            fps,
            size,
        });
    }

    /// Starts (or starts again) the camera and the reading.
    pub fn start(&self) {
        let run = {
            let mut s = self.session.borrow_mut();
            if let Some(stream) = s.stream.take() {
                close_stream(&stream);
            }
            s.run = s.run.wrapping_add(1);
            s.live = false;
            s.rate = FrameRate::default();
            s.frozen = None;
            s.run
        };
        self.set(Phase::Starting, "Starting the camera…".into(), 0, None);
        if !self.ensure_worker() {
            return self.stop(Stop::NoReader);
        }
        let live = self.clone();
        spawn_local(async move {
            let result = cam::open_stream().await;
            if live.session.borrow().run != run {
                if let Ok(stream) = result {
                    close_stream(&stream);
                }
                return;
            }
            match result {
                Ok(stream) => live.play(stream),
                Err(stop) => live.stop(stop),
            }
        });
    }

    /// The reader worker, started the first time; false if it cannot be.
    fn ensure_worker(&self) -> bool {
        if let Some(worker) = &self.session.borrow().worker {
            let forget = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&forget, &"forget".into(), &JsValue::TRUE);
            return worker.post_message(&forget).is_ok();
        }
        let Ok(worker) = Worker::new("./reader_worker_boot.js") else {
            return false;
        };
        let live = self.clone();
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            let data = js_sys::Reflect::get(&event, &"data".into()).unwrap_or_default();
            if let Some(reply) = data
                .as_string()
                .and_then(|text| serde_json::from_str::<FrameReply>(&text).ok())
            {
                live.on_reply(reply);
            }
        });
        let live = self.clone();
        let on_error = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            live.session.borrow_mut().worker = None;
            live.stop(Stop::NoReader);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let mut s = self.session.borrow_mut();
        s.listeners.push(on_message);
        s.listeners.push(on_error);
        s.worker = Some(worker);
        true
    }

    /// Shows `stream` in the video and starts reading its frames.
    fn play(&self, stream: MediaStream) {
        let Some(video) = self.video.cast::<HtmlVideoElement>() else {
            return close_stream(&stream);
        };
        video.set_muted(true);
        let _ = video.set_attribute("playsinline", "");
        video.set_src_object(Some(&stream));
        if let Ok(playing) = video.play() {
            // Stopped before it played: the promise's refusal is expected.
            spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(playing).await;
            });
        }
        let live = self.clone();
        let ended = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if live.session.borrow().live {
                live.stop(Stop::Lost);
            }
        });
        for track in stream.get_video_tracks().iter() {
            if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
                track.set_onended(Some(ended.as_ref().unchecked_ref()));
            }
        }
        {
            let mut s = self.session.borrow_mut();
            if let Some(old) = s.stream.replace(stream) {
                close_stream(&old);
            }
            s.ended = Some(ended);
            s.started = now();
            s.live = true;
        }
        self.set(Phase::Live, advice_text(Advice::NoGrid, 0, 0.0), 0, None);
        self.pump();
    }

    /// Grabs the next frame for the worker, unless one is being read.
    fn pump(&self) {
        let run = {
            let s = self.session.borrow();
            if !s.live || s.in_flight.is_some() {
                return;
            }
            s.run
        };
        let Some(video) = self.video.cast::<HtmlVideoElement>() else {
            return;
        };
        let size = cam::frame_size(&video).filter(|_| video.ready_state() >= 2);
        let Some(size) = size else {
            // No frame yet: look again soon.
            let live = self.clone();
            gloo_timers::callback::Timeout::new(100, move || live.pump()).forget();
            return;
        };
        self.session.borrow_mut().in_flight = Some(run);
        let live = self.clone();
        spawn_local(async move {
            let bitmap = cam::grab(&video, size).await;
            let worker = live.session.borrow().worker.clone();
            let (Some(bitmap), Some(worker)) = (bitmap, worker) else {
                live.session.borrow_mut().in_flight = None;
                let again = live.clone();
                gloo_timers::callback::Timeout::new(100, move || again.pump()).forget();
                return;
            };
            // The frame stays on the still canvas: the one frozen at the lock.
            if let Some(ctx) = live
                .still
                .cast::<HtmlCanvasElement>()
                .and_then(|c| cam::still_context(&c, size))
            {
                let _ = ctx.draw_image_with_image_bitmap(&bitmap, 0.0, 0.0);
            }
            let message = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&message, &"frame".into(), &bitmap);
            let transfer = js_sys::Array::of1(&bitmap);
            if worker
                .post_message_with_transfer(&message, &transfer)
                .is_err()
            {
                live.session.borrow_mut().in_flight = None;
            }
        });
    }

    /// What the worker read in a frame: drawn, counted, locked.
    fn on_reply(&self, reply: FrameReply) {
        let (current, fps, waited) = {
            let mut s = self.session.borrow_mut();
            let current = s.in_flight.take() == Some(s.run) && s.live;
            let now = now();
            let fps = if current { s.rate.tick(now) } else { 0 };
            (current, fps, now - s.started)
        };
        if !current {
            return self.pump();
        }
        let size = self
            .video
            .cast::<HtmlVideoElement>()
            .and_then(|v| cam::frame_size(&v));
        if let (Some(size), Some(canvas)) = (size, self.overlay.cast::<HtmlCanvasElement>()) {
            let sure = reply.advice == Advice::Reading;
            cam::draw_reading(&canvas, size, reply.corners.as_ref(), &reply.digits, sure);
        }
        // The still canvas holds this reply's frame, the one locked on: the
        // lock's corners are where its grid lies.
        if reply.lock.is_some() {
            return self.lock(&reply, size);
        }
        if let (Some(size), Some(video)) = (size, self.video.cast::<HtmlVideoElement>()) {
            if self.view.size != Some(size) {
                cam::fit_view(&video, size);
            }
        }
        let digits = reply.digits.chars().filter(|c| c.is_ascii_digit()).count();
        self.set(
            Phase::Live,
            advice_text(reply.advice, digits, waited),
            fps,
            size,
        );
        self.pump();
    }

    /// Lets the camera go (its light goes off) and drops frames in flight.
    pub(super) fn release(&self) {
        let mut s = self.session.borrow_mut();
        s.live = false;
        s.run = s.run.wrapping_add(1);
        if let Some(stream) = s.stream.take() {
            close_stream(&stream);
        }
        if let Some(video) = self.video.cast::<HtmlVideoElement>() {
            video.set_src_object(None);
        }
    }

    /// Stops with `stop`, which the panel explains.
    pub fn stop(&self, stop: Stop) {
        self.release();
        let size = self.view.size;
        self.set(Phase::Stopped(stop.clone()), stop_text(&stop), 0, size);
    }

    /// Closes the panel (the camera stops; the board is untouched) and
    /// gives the focus to `focus` (an element's id).
    pub fn close(&self, focus: &str) {
        self.release();
        cam::hide_panel(focus);
    }
}

/// The camera panel's live side: started when the panel mounts, started
/// again by [`START_EVENT`] (Camera pressed again), closed by Escape,
/// stopped when the page is hidden.
#[hook]
pub fn use_camera() -> Live {
    let view = use_state(|| View {
        phase: Phase::Starting,
        advice: String::new(),
        fps: 0,
        size: None,
    });
    let session = use_mut_ref(Session::default);
    let live = Live {
        view,
        session,
        video: use_node_ref(),
        overlay: use_node_ref(),
        still: use_node_ref(),
    };
    {
        // On mount: start; then Camera pressed again, Escape, and the page
        // hidden (the camera is let go) are listened to while mounted.
        let live = live.clone();
        use_effect_with((), move |_| {
            live.start();
            let window = web_sys::window();
            let doc = window.as_ref().and_then(|w| w.document());
            let mut listeners = Vec::new();
            if let Some(window) = &window {
                let again = live.clone();
                listeners.push(gloo_events::EventListener::new(
                    window,
                    START_EVENT,
                    move |_| again.start(),
                ));
            }
            if let Some(doc) = &doc {
                let escape = live.clone();
                listeners.push(gloo_events::EventListener::new(
                    doc,
                    "keydown",
                    move |event| {
                        let key = event
                            .dyn_ref::<web_sys::KeyboardEvent>()
                            .map(|e| e.key())
                            .unwrap_or_default();
                        let shown = web_sys::window()
                            .and_then(|w| w.document())
                            .and_then(|d| d.get_element_by_id(ROOT_ID))
                            .and_then(|r| r.dyn_into::<HtmlElement>().ok())
                            .is_some_and(|r| !r.hidden());
                        if key == "Escape" && shown {
                            escape.close("camera-open");
                        }
                    },
                ));
                let hidden = live.clone();
                listeners.push(gloo_events::EventListener::new(
                    doc,
                    "visibilitychange",
                    move |_| {
                        let gone = web_sys::window()
                            .and_then(|w| w.document())
                            .is_some_and(|d| d.hidden());
                        if gone && hidden.session.borrow().stream.is_some() {
                            hidden.stop(Stop::Hidden);
                        }
                    },
                ));
            }
            move || drop(listeners)
        });
    }
    live
}
