//! The browser's camera for the camera panel, behind small functions: the
//! back camera's stream (`getUserMedia`) and letting it go, a video frame
//! grabbed as a picture scaled for the reader, and drawing on a canvas
//! (the grid's outline, digits in its cells through its perspective).
//! Thin `web-sys` code; every failure comes back as a [`Stop`] or `None`.

use super::files::OPEN_EVENT;
use crate::features::camera::{cell_transform, Capture, Locked, Stop, FRAME_SIDE, ROOT_ID};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream};

/// The colour of the digits read, over the video.
const READ_COLOUR: &str = "rgba(20, 160, 70, 0.9)";
/// The colour of an outline while the camera moves or is too far.
const UNSURE_COLOUR: &str = "#e0a000";
/// The colour of the solution's digits on the frozen frame: unlike print.
const SOLUTION_COLOUR: &str = "#1a5fd0";
/// The shade of the next hint's cells on the frozen frame.
const HINT_COLOUR: &str = "rgba(255, 196, 0, 0.45)";

/// The stop for a rejected `getUserMedia` (a `DOMException`, or anything).
fn stop_of(error: &JsValue) -> Stop {
    let text = |name: &str| {
        js_sys::Reflect::get(error, &name.into())
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default()
    };
    Stop::of_error(&text("name"), &text("message"))
}

/// The back camera's stream (the front one, or any, where there is none).
pub async fn open_stream() -> Result<MediaStream, Stop> {
    let devices = web_sys::window()
        .map(|w| w.navigator())
        .and_then(|n| n.media_devices().ok())
        .filter(|d| !JsValue::from(d).is_undefined())
        .ok_or(Stop::Unsupported)?;
    let video = js_sys::Object::new();
    let ideal = |value: JsValue| {
        let o = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&o, &"ideal".into(), &value);
        o
    };
    let _ = js_sys::Reflect::set(&video, &"facingMode".into(), &ideal("environment".into()));
    let _ = js_sys::Reflect::set(&video, &"width".into(), &ideal(1280.into()));
    let _ = js_sys::Reflect::set(&video, &"height".into(), &ideal(720.into()));
    let constraints = web_sys::MediaStreamConstraints::new();
    constraints.set_video(&video);
    constraints.set_audio(&JsValue::FALSE);
    let promise = devices
        .get_user_media_with_constraints(&constraints)
        .map_err(|e| stop_of(&e))?;
    let stream = JsFuture::from(promise).await.map_err(|e| stop_of(&e))?;
    stream.dyn_into::<MediaStream>().map_err(|_| Stop::NoCamera)
}

/// Stops every track of `stream` (the camera's light goes off), unhooking
/// its `ended` listener first.
pub fn close_stream(stream: &MediaStream) {
    for track in stream.get_tracks().iter() {
        if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
            track.set_onended(None);
            track.stop();
        }
    }
}

/// The size of the frames read from `video`: its own, scaled down so that
/// its longer side is at most [`FRAME_SIDE`]; `None` before it has a size.
pub fn frame_size(video: &HtmlVideoElement) -> Option<(u32, u32)> {
    let (w, h) = (
        f64::from(video.video_width()),
        f64::from(video.video_height()),
    );
    if w < 1.0 || h < 1.0 {
        return None;
    }
    let scale = (FRAME_SIDE / w.max(h)).min(1.0);
    Some((
        ((w * scale).round() as u32).max(1),
        ((h * scale).round() as u32).max(1),
    ))
}

/// The video's current frame as a picture of `size` (for the reader
/// worker, which it can be handed to without a copy).
pub async fn grab(video: &HtmlVideoElement, size: (u32, u32)) -> Option<web_sys::ImageBitmap> {
    let options = web_sys::ImageBitmapOptions::new();
    options.set_resize_width(size.0);
    options.set_resize_height(size.1);
    options.set_resize_quality(web_sys::ResizeQuality::Medium);
    let promise = web_sys::window()?
        .create_image_bitmap_with_html_video_element_and_image_bitmap_options(video, &options)
        .ok()?;
    JsFuture::from(promise).await.ok()?.dyn_into().ok()
}

/// The 2D context of `canvas`, sized `size` (cleared when resized).
pub fn context(canvas: &HtmlCanvasElement, size: (u32, u32)) -> Option<CanvasRenderingContext2d> {
    if canvas.width() != size.0 || canvas.height() != size.1 {
        canvas.set_width(size.0);
        canvas.set_height(size.1);
    }
    canvas.get_context("2d").ok()??.dyn_into().ok()
}

/// The 2D context of the still canvas (the frame frozen at a lock),
/// sized `size`: made to be read back (`willReadFrequently`), since each
/// lock reads it twice (the preview's picture, the frame kept to draw the
/// solution on again), and a canvas read back often otherwise makes the
/// browser warn and read it slowly. (The option counts where the context
/// is first made: every use of the still canvas asks through here.)
pub fn still_context(
    canvas: &HtmlCanvasElement,
    size: (u32, u32),
) -> Option<CanvasRenderingContext2d> {
    if canvas.width() != size.0 || canvas.height() != size.1 {
        canvas.set_width(size.0);
        canvas.set_height(size.1);
    }
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"willReadFrequently".into(), &JsValue::TRUE);
    canvas
        .get_context_with_context_options("2d", &options)
        .ok()??
        .dyn_into()
        .ok()
}

/// Draws the grid's outline, `corners` in frame pixels, in `colour`.
pub fn outline(ctx: &CanvasRenderingContext2d, corners: &[(f32, f32); 4], colour: &str) {
    ctx.set_stroke_style_str(colour);
    ctx.set_line_width(3.0);
    ctx.begin_path();
    for (i, &(x, y)) in corners.iter().enumerate() {
        if i == 0 {
            ctx.move_to(f64::from(x), f64::from(y));
        } else {
            ctx.line_to(f64::from(x), f64::from(y));
        }
    }
    ctx.close_path();
    ctx.stroke();
}

/// Draws `digits[cell]` (a character, `.` for none) in each cell where
/// `show(cell)` holds, through the grid's perspective, in `colour`: each
/// digit lies on the paper as if printed there.
pub fn digits_on_grid(
    ctx: &CanvasRenderingContext2d,
    corners: &[(f32, f32); 4],
    digits: &str,
    colour: &str,
    show: impl Fn(usize) -> bool,
) {
    ctx.save();
    ctx.set_fill_style_str(colour);
    ctx.set_font("bold 72px sans-serif");
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    for (cell, digit) in digits.chars().enumerate().take(81) {
        if digit == '.' || !show(cell) {
            continue;
        }
        if let Some([a, b, c, d, e, f]) = cell_transform(corners, cell, 1.0) {
            let _ = ctx.set_transform(a, b, c, d, e, f);
            let _ = ctx.fill_text(&digit.to_string(), 50.0, 54.0);
        }
    }
    ctx.restore();
}

/// Draws on `canvas` (over the video, frames of `size`) what the reader
/// saw: the grid's outline (green when `sure`, amber while the camera
/// moves or is far) and the digits voted so far in their cells.
pub fn draw_reading(
    canvas: &HtmlCanvasElement,
    size: (u32, u32),
    corners: Option<&[(f32, f32); 4]>,
    digits: &str,
    sure: bool,
) {
    let Some(ctx) = context(canvas, size) else {
        return;
    };
    ctx.clear_rect(0.0, 0.0, f64::from(size.0), f64::from(size.1));
    if let Some(corners) = corners {
        outline(
            &ctx,
            corners,
            if sure { READ_COLOUR } else { UNSURE_COLOUR },
        );
        digits_on_grid(&ctx, corners, digits, READ_COLOUR, |_| true);
    }
}

/// The frame on `canvas` as it is, to draw the frozen frame again from.
pub fn keep_frame(canvas: &HtmlCanvasElement) -> Option<web_sys::ImageData> {
    let ctx = still_context(canvas, (canvas.width(), canvas.height()))?;
    ctx.get_image_data(
        0.0,
        0.0,
        f64::from(canvas.width()),
        f64::from(canvas.height()),
    )
    .ok()
}

/// The picture on `canvas` as a `data:` address (PNG, lossless), for the
/// page's photo preview; empty if the canvas cannot be read.
pub fn picture(canvas: &HtmlCanvasElement) -> String {
    canvas.to_data_url().unwrap_or_default()
}

/// Draws the frozen frame on `canvas` again from `base`, through the
/// corners of `lock` (the frame's own, where the locked reading was read):
/// with `hint`, the next hint's cells shaded; else the lock's solution's
/// digits in the cells `read` left empty (`.`), in blue, on the paper.
pub fn draw_frozen(
    canvas: &HtmlCanvasElement,
    base: &web_sys::ImageData,
    lock: &Locked,
    read: &str,
    hint: Option<&[usize]>,
) {
    let corners = &lock.corners;
    let Some(ctx) = still_context(canvas, (base.width(), base.height())) else {
        return;
    };
    let _ = ctx.put_image_data(base, 0.0, 0.0);
    let Some(cells) = hint else {
        let read: Vec<char> = read.chars().collect();
        return digits_on_grid(&ctx, corners, &lock.solution, SOLUTION_COLOUR, |cell| {
            read.get(cell) == Some(&'.')
        });
    };
    ctx.save();
    ctx.set_fill_style_str(HINT_COLOUR);
    for &cell in cells {
        if let Some([a, b, c, d, e, f]) = cell_transform(corners, cell, 1.0) {
            let _ = ctx.set_transform(a, b, c, d, e, f);
            ctx.fill_rect(0.0, 0.0, 100.0, 100.0);
        }
    }
    ctx.restore();
}

/// Hands a locked reading to the page ([`OPEN_EVENT`], as the Batch panel
/// hands it a puzzle; its detail an object: `reading`, the postcard bytes
/// of the [`crate::features::photo::PhotoReading`] as a `Uint8Array`, and
/// `picture`), which opens the photo's preview with it.
pub fn hand_to_page(capture: &Capture) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let reading = js_sys::Uint8Array::from(&capture.reading().to_bytes()[..]);
    let detail = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&detail, &"reading".into(), &reading);
    let _ = js_sys::Reflect::set(
        &detail,
        &"picture".into(),
        &JsValue::from_str(&capture.picture),
    );
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&detail);
    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(OPEN_EVENT, &init) {
        let _ = window.dispatch_event(&event);
    }
}

/// Hides the camera panel and gives the focus to the element with id
/// `focus` (the page's Camera button, or the photo preview's heading).
pub fn hide_panel(focus: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let element = |id: &str| {
        doc.get_element_by_id(id)
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    };
    if let Some(root) = element(ROOT_ID) {
        root.set_hidden(true);
    }
    if let Some(app) = element("app") {
        let _ = app.remove_attribute("inert");
    }
    if let Some(target) = element(focus) {
        let _ = target.focus();
    }
}

/// Sizes the box of `video` (its parent) for frames of `size`: as wide as
/// the panel, but no taller than about two thirds of the screen. (Through
/// the style object: the page's Content-Security-Policy refuses style
/// attributes.)
pub fn fit_view(video: &HtmlVideoElement, size: (u32, u32)) {
    if let Some(view) = video
        .parent_element()
        .and_then(|p| p.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let width = format!("min(100%, calc(68vh * {} / {}))", size.0, size.1);
        let _ = view.style().set_property("width", &width);
    }
}
