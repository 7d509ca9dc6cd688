//! The Batch panel's module (built by Trunk as `batch.js` and
//! `batch_bg.wasm`, loaded by the page through `batch_boot.js` the first
//! time the panel is opened): see [`sudoku_web::batch_app`].

#[cfg(target_arch = "wasm32")]
fn main() {
    // Its words beyond the page's (docs/languages.md).
    sudoku_web::model::lang::add_module_english();
    sudoku_web::batch_app::run();
}

/// The panel runs in a browser only.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the Batch panel runs in a browser only: build it with trunk");
}
