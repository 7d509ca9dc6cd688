//! The reader web worker, which reads puzzles from photos (built by Trunk
//! as a fourth binary, `reader_worker.js` and `reader_worker_bg.wasm`,
//! started by the page through `reader_worker_boot.js` the first time a
//! photo is opened).
//!
//! The boot script decodes the photo with the browser (any format it can
//! show, turned upright by its EXIF orientation, scaled down to at most
//! 1600 pixels on its longer side) and hands the pixels to `read_photo`;
//! a live camera's frames go to `look_frame`, whose session votes each
//! cell over the last frames. No UI code runs here.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::wasm_bindgen;

/// Reads the photo of request `request` (the bytes of a
/// [`sudoku_web::worker::Request`], a `Uint8Array`) from its RGBA pixels;
/// returns the bytes of the reply (a `Uint8Array`, posted as it is).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn read_photo(request: &[u8], width: u32, height: u32, rgba: &[u8]) -> Vec<u8> {
    sudoku_web::worker::reader::reply(request, width, height, rgba).encode()
}

/// The reply (its bytes) to request `request` (its bytes) when the
/// browser could not decode its file: `why`, in a few words.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn read_failed(request: &[u8], why: &str) -> Vec<u8> {
    sudoku_web::worker::reader::failed(request, why).encode()
}

/// Takes the page's language (`{lang, parts}`, posted before a request
/// when it has changed), so that the reasons a photo was not read are in it.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn take_language(data: wasm_bindgen::JsValue) {
    sudoku_web::worker::listen::take_language(&data, intl);
}

#[cfg(target_arch = "wasm32")]
fn intl(tag: &str) -> std::rc::Rc<dyn sudoku_i18n::Locale> {
    std::rc::Rc::new(sudoku_web::services::intl::Intl::new(tag))
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The live camera's session: its votes last from frame to frame.
    static CAMERA: std::cell::RefCell<sudoku_reader::Camera> =
        std::cell::RefCell::new(sudoku_reader::Camera::new());
}

/// Reads one camera frame (RGBA pixels, `width` x `height`) into the
/// camera session; returns the JSON of a
/// [`sudoku_web::worker::camera::FrameReply`].
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn look_frame(width: u32, height: u32, rgba: &[u8]) -> String {
    CAMERA
        .with(|camera| {
            sudoku_web::worker::camera::look(&mut camera.borrow_mut(), width, height, rgba)
        })
        .encode()
}

/// Forgets the camera session's votes (the camera was started again).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn forget_frames() {
    CAMERA.with(|camera| *camera.borrow_mut() = sudoku_reader::Camera::new());
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // Its words beyond the page's (docs/languages.md).
    sudoku_web::model::lang::add_module_english();
    // The boot script listens; the wasm only says it is ready.
    sudoku_web::worker::listen::post_ready();
}

/// The worker only runs in a browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the reader worker runs in a browser only: build it with trunk");
}
