//! The page's model: the sheet of cells the reader sees and its history.
//!
//! * [`Sheet`]: the digits on the board, which of them the solver or Step
//!   filled in ([`Kind`]), and the steps taken ([`Progress`]).
//! * [`History`]: the sheets Undo and Redo go back and forward to, shared
//!   between states so that copying a state never copies the history.
//!
//! Pure Rust on top of the solver crate: no Yew, no `web-sys`.

mod history;
mod progress;
mod sheet;

pub use history::{History, HISTORY_LIMIT};
pub use progress::Progress;
pub use sheet::{Kind, Sheet};
