//! The Sudoku solver web app: a Yew front end for the `sudoku-solver` crate.
//!
//! * [`state`]: the whole page state ([`state::State`]), every user intent as
//!   an [`state::Action`], and the reducer. Pure Rust without `web-sys`, so
//!   it is unit-tested natively.
//! * [`solve`]: runs the solver crate for the page and packages the result
//!   ([`solve::SolveReport`]); the clock is passed in, so it is pure too.
//! * [`compare`]: the four algorithms on one puzzle, for the Compare table;
//!   pure.
//! * [`explain`]: Hint, Step, the steps list and the pencil marks, on top of
//!   the solver crate's technique engine; pure too.
//! * [`text`]: number and time formatting for the status line.
//! * [`storage`]: the versioned saved state (board, history, settings) in
//!   `localStorage`; encoding and decoding are pure.
//! * [`worker`]: the solver worker's protocol and work (pure); the worker
//!   binary is `src/bin/worker.rs`, the page's side [`worker_client`].
//! * [`app`] and [`components`]: the Yew components that render the state
//!   and turn clicks, keys and pastes into actions.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod app;
pub mod compare;
pub mod components;
pub mod explain;
pub mod solve;
pub mod state;
pub mod storage;
pub mod text;
pub mod worker;
pub mod worker_client;

/// Mounts the app on the document body. Called by the binary's `main`.
pub fn run() {
    yew::Renderer::<app::App>::new().render();
}
