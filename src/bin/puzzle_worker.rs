//! The puzzle web worker, which rates and makes puzzles (built by Trunk as
//! a third binary, `puzzle_worker.js` and `puzzle_worker_bg.wasm`, started
//! by the page through `puzzle_worker_boot.js` when first needed).
//!
//! It only connects the browser's message events to the puzzle worker's
//! jobs ([`sudoku_web::features::jobs::run_in_puzzle_worker`], through
//! `sudoku_web::worker::listen`). No UI code runs here.

#[cfg(target_arch = "wasm32")]
fn main() {
    // Its words beyond the page's (docs/languages.md).
    sudoku_web::model::lang::add_module_english();
    sudoku_web::worker::listen::listen(sudoku_web::features::jobs::run_in_puzzle_worker, intl);
}

/// The browser's plural rules and number format for a language.
#[cfg(target_arch = "wasm32")]
fn intl(tag: &str) -> std::rc::Rc<dyn sudoku_i18n::Locale> {
    std::rc::Rc::new(sudoku_web::services::intl::Intl::new(tag))
}

/// The worker only runs in a browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the puzzle worker runs in a browser only: build it with trunk");
}
