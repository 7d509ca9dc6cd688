//! The camera panel's module (built by Trunk as `camera.js` and
//! `camera_bg.wasm`, loaded by the page through `camera_boot.js` the first
//! time Camera is pressed): see [`sudoku_web::camera_app`].

#[cfg(target_arch = "wasm32")]
fn main() {
    // Its words beyond the page's (docs/languages.md).
    sudoku_web::model::lang::add_module_english();
    sudoku_web::camera_app::run();
}

/// The panel runs in a browser only.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the camera panel runs in a browser only: build it with trunk");
}
