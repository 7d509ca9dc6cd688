//! The solver web worker (built by Trunk as a second binary, `worker.js`
//! and `worker_bg.wasm`, started by the page through `worker_boot.js`).
//!
//! It only connects the browser's message events to the solver jobs
//! ([`sudoku_web::features::jobs::run`], through
//! `sudoku_web::worker::listen`). No UI code runs here.

#[cfg(target_arch = "wasm32")]
fn main() {
    // Its words beyond the page's (docs/languages.md).
    sudoku_web::model::lang::add_module_english();
    sudoku_web::worker::listen::listen(sudoku_web::features::jobs::run, intl);
}

/// The browser's plural rules and number format for a language.
#[cfg(target_arch = "wasm32")]
fn intl(tag: &str) -> std::rc::Rc<dyn sudoku_i18n::Locale> {
    std::rc::Rc::new(sudoku_web::services::intl::Intl::new(tag))
}

/// The worker only runs in a browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the solver worker runs in a browser only: build it with trunk");
}
