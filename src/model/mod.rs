//! The page's model: the sheet of cells the reader sees and its history.
//!
//! * [`Sheet`]: the digits on the board and where each came from
//!   ([`Kind`]), whether the puzzle is entered or played ([`Phase`]), the
//!   reader's corner and centre marks and colours (changed by the functions
//!   of `play.rs`), and the steps taken ([`Progress`]).
//! * [`History`]: the sheets Undo and Redo go back and forward to, shared
//!   between states so that copying a state never copies the history.
//! * [`rules`]: the rules the puzzle is played under (classic, or a variant
//!   in the variants module's build).
//! * [`lang`]: the language the page speaks, its catalogue and `t!`.
//! * [`ShownStep`]: a logical step as Hint, Step and the steps list show
//!   it, with its words (made in the puzzle worker).
//!
//! Pure Rust on top of the solver crate: no Yew, no `web-sys`.

mod history;
pub mod lang;
mod play;
mod progress;
pub mod rules;
mod sheet;
mod step;

pub use history::{History, HISTORY_LIMIT};
pub use play::cells_of;
pub use progress::Progress;
pub use rules::{Rules, Variant};
pub use sheet::{Kind, Phase, Sheet};
pub use step::{Focus, ShownStep};
