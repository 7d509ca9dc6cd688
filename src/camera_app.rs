//! The camera panel as an app of its own: a small wasm module
//! (`src/bin/camera.rs`) that the page loads only when Camera is first
//! pressed (`camera_boot.js`), so the camera never weighs on the page's
//! first load. It mounts into the page's `#camera` element, next to the
//! page's own app (never inside it); its live side is
//! [`crate::hooks::use_camera`]: the video with the grid's outline and the
//! digits read drawn over it, the frames per second, what to do, and once
//! a reading is locked, the frozen frame with the solution drawn in.

use crate::features::camera::{corners_attribute, Phase, ROOT_ID};
use crate::hooks::{use_camera, Live};
use crate::t;
use crate::text::camera::fps_text;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// The camera panel's root component.
#[function_component(CameraApp)]
pub fn camera_app() -> Html {
    crate::hooks::use_page_language();
    let live = use_camera();
    let view = live.view.clone();
    let press = |f: fn(&Live)| {
        let live = live.clone();
        Callback::from(move |_: MouseEvent| f(&live))
    };
    let locked = matches!(view.phase, Phase::Locked { .. });
    let hinting = matches!(view.phase, Phase::Locked { hint: true, .. });
    // The lock's corners on the frozen frame, for tests and tools: where
    // the solution is drawn.
    let corners = match &view.phase {
        Phase::Locked { corners, .. } => Some(corners_attribute(corners)),
        _ => None,
    };
    let running = matches!(view.phase, Phase::Starting | Phase::Live);
    html! {
        <section class="camera" role="dialog" aria-modal="true" aria-labelledby="camera-title">
            <h2 id="camera-title" tabindex="-1">{ t!("camera-title") }</h2>
            <div class="camera-view">
                <video ref={live.video.clone()} class="camera-video" muted=true autoplay=true
                    aria-label={t!("camera-video-label")} hidden={!running} />
                <canvas ref={live.overlay.clone()} class="camera-overlay" aria-hidden="true"
                    hidden={!running} />
                <canvas ref={live.still.clone()} class="camera-still" role="img"
                    aria-label={if hinting { t!("camera-still-hint") } else { t!("camera-still-solution") }}
                    data-corners={corners} hidden={!locked} />
            </div>
            <p class="camera-advice" aria-live="polite">{ view.advice.clone() }</p>
            if view.phase == Phase::Live {
                <p class="camera-fps" data-camera-fps={view.fps.to_string()}>{ fps_text(view.fps) }</p>
            }
            <div class="camera-actions">
                if running {
                    <button type="button" data-action="stop-camera" onclick={press(|l| l.close("camera-open"))}>{ t!("camera-stop") }</button>
                } else if locked {
                    <button type="button" class="primary"
                        onclick={press(|l| l.close("photo-heading"))}>{ t!("camera-check-digits") }</button>
                    if live.has_hint() {
                        <button type="button" aria-pressed={hinting.to_string()}
                            onclick={let live = live.clone(); Callback::from(move |_: MouseEvent| live.show_hint(!hinting))}>
                            { t!("camera-next-hint") }
                        </button>
                    }
                    <button type="button" onclick={press(Live::start)}>{ t!("camera-read-again") }</button>
                    <button type="button" onclick={press(|l| l.close("camera-open"))}>{ t!("camera-close") }</button>
                } else {
                    <button type="button" class="primary" onclick={press(Live::start)}>{ t!("camera-start-again") }</button>
                    <button type="button" onclick={press(open_photo)}>{ t!("camera-photo") }</button>
                    <button type="button" onclick={press(|l| l.close("camera-open"))}>{ t!("camera-close") }</button>
                }
            </div>
        </section>
    }
}

/// Closes the panel and opens the page's photo picker instead.
fn open_photo(live: &Live) {
    live.close("camera-open");
    if let Some(input) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("photo-file"))
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
    {
        input.click();
    }
}

/// Mounts the panel in the page's `#camera` element.
pub fn run() {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(ROOT_ID));
    if let Some(root) = root {
        // In the page's language (its catalogue is cached by then).
        wasm_bindgen_futures::spawn_local(async move {
            crate::services::lang::speak_page_language().await;
            yew::Renderer::<CameraApp>::with_root(root).render();
        });
    }
}
