//! The Sudoku solver web app: a Yew front end for the `sudoku-solver` crate.
//!
//! Layers, each importing only the ones above it in this list (so no
//! import circle can come back; ARCHITECTURE.md draws it):
//!
//! 1. [`model`]: the page's sheet of cells and its undo history.
//! 2. [`features`]: pure logic on the model: solve, explain, compare, jobs.
//! 3. [`state`]: the one [`state::State`], every [`state::Action`] and the
//!    reducer.
//! 4. [`text`] (every sentence the page says), [`worker`] (the solver
//!    worker's protocol, its side and the page's client) and [`services`]
//!    (storage, the address, clipboard, focus and scrolling).
//! 5. [`hooks`]: where the state meets the browser over time.
//! 6. [`components`] and [`app`]: the Yew components; [`batch_app`], the
//!    Batch panel, and [`camera_app`], the camera panel, apps in modules of
//!    their own loaded on demand.
//!
//! Layers 1 to 4 but the `web-sys` parts of [`worker::client`] and
//! [`services`] are pure Rust, unit-tested natively.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod app;
pub mod batch_app;
pub mod camera_app;
pub mod components;
pub mod features;
pub mod hooks;
pub mod model;
pub mod services;
pub mod state;
pub mod text;
pub mod worker;

/// The allocator of the page's module and both workers: talc, a few KB
/// smaller than Rust's default for WebAssembly (dlmalloc) and faster.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Mounts the app in the page's `#app` element (the document body if
/// there is none), before `#batch`, where the Batch panel mounts when
/// first opened. Called by the binary's `main`.
///
/// The first load's build (without the `variants` feature) gives the page
/// up to the variants module when asked (`services::variants`): its app
/// is taken off the page so that the variants module's app can take its
/// place.
pub fn run() {
    if model::rules::HAS_VARIANTS {
        services::variants::load_style();
    }
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    let app = match root {
        Some(root) => yew::Renderer::<app::App>::with_root(root).render(),
        None => yew::Renderer::<app::App>::new().render(),
    };
    if !model::rules::HAS_VARIANTS {
        services::variants::listen(move || app.destroy());
    }
}
