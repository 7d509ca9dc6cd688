//! The solver worker: the page's jobs run there, so the page never freezes.
//!
//! * [`protocol`]: the messages, as JSON (pure).
//! * [`serve`]: what the worker does with a message (pure; the worker
//!   binary is `src/bin/worker.rs`).
//! * [`client`]: the page's side: one client for every job, with the
//!   main-thread fallback (`web-sys`).

pub mod client;
pub mod protocol;
pub mod serve;

pub use client::JobClient;
pub use protocol::{Reply, Request, PROGRESS_MS};
pub use serve::handle;
