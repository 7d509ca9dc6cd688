//! The page's function components. Each renders part of the
//! [`State`](crate::state::State) from its props and reports user intents as
//! [`Action`](crate::state::Action)s through an `on_action` callback. No
//! component solves, saves or talks to the worker: the hooks do that.

pub mod batch;
pub mod batch_results;
pub mod board;
pub mod cell;
pub mod compare;
pub mod difficulty;
pub mod explain;
pub mod language;
pub mod more;
pub mod new_puzzle;
pub mod numpad;
pub mod photo;
pub mod play;
pub mod solve;
pub mod stats;
pub mod status;
pub mod steps;
pub mod topbar;
pub mod variant;

pub use batch::{batch_panel, BatchProps};
pub use board::{board_view, BoardProps};
pub use cell::Cell;
pub use compare::{compare_view, CompareProps};
pub use difficulty::difficulty_line;
pub use explain::{explain, ExplainProps};
pub use language::{language_select, LanguageProps};
pub use more::{more_panel, MoreProps};
pub use new_puzzle::{new_puzzle, NewPuzzleProps};
pub use numpad::{numpad, NumpadProps};
pub use photo::{photo_panel, PhotoProps};
pub use play::{PlayProps, PlayTools};
pub use solve::{solve_row, SolveProps};
pub use stats::{StatsPanel, StatsProps};
pub use status::{status, StatusProps};
pub use topbar::{topbar, TopbarProps};

use yew::MouseEvent;

/// The element with id `id` in the page, as a `T` (the plain-function
/// components have no hooks, so no `NodeRef`s).
pub fn by_id<T: wasm_bindgen::JsCast>(id: &str) -> Option<T> {
    web_sys::window()?
        .document()?
        .get_element_by_id(id)
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<T>(e).ok())
}

/// A `mousedown` handler that keeps the focus where it is (on the board):
/// buttons pressed with a mouse or finger do not take the focus, so typing
/// goes on working. Keyboard users still reach and press them with Tab and
/// Enter as usual.
pub fn keep_focus(event: MouseEvent) {
    event.prevent_default();
}
