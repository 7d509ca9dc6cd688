//! The workers: every job of the page runs in one, never on the page's
//! thread, so the page never freezes and its module carries none of the
//! solving code. The solver worker (`src/bin/worker.rs`) solves; the
//! puzzle worker (`src/bin/puzzle_worker.rs`, loaded when first needed)
//! rates and makes puzzles, finds the hints and more; the reader worker
//! (`src/bin/reader_worker.rs`) reads photos. All speak the same protocol.
//!
//! * [`protocol`]: the messages, as postcard bytes (pure).
//! * [`serve`]: what a worker does with a message (pure).
//! * [`reader`]: what the reader worker does with a photo's pixels (pure).
//! * [`camera`]: what it does with a camera's frames (pure).
//! * `listen`: every worker binary's browser side (`web-sys`, wasm32 only).
//! * [`files`]: the photos opened, posted to the reader worker beside
//!   their requests (`web-sys`).
//! * [`client`]: the page's side: one client for every job; a job whose
//!   worker cannot load fails, saying which worker (`web-sys`).

pub mod camera;
pub mod client;
pub mod files;
#[cfg(target_arch = "wasm32")]
pub mod listen;
pub mod protocol;
pub mod reader;
pub mod serve;

pub use client::{JobClient, WorkersWords};
pub use protocol::{Reply, Request, PROGRESS_MS};
pub use serve::{handle, handle_in_puzzle_worker};
