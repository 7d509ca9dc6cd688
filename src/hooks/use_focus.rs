//! Where the focus and the scroll position go as the page changes.

use crate::features::compare::Said;
use crate::services::browser;
use crate::state::{Message, Source, State};
use yew::prelude::*;

/// The board (`board_ref`) takes the focus on load, so typing works at
/// once, and gets it back when a control that had it disappears (Cancel
/// when the solve ends, a step of the list taken back by Undo). When the
/// message changes and the status is off screen (a phone, Hint pressed far
/// below it), the status is scrolled into view, with the board for a hint
/// or step; a solution or a photo's puzzle brings the board into view; not
/// on load, and not for Compare, whose news is its table (that comes into
/// view when a comparison starts). A photo's
/// preview takes the focus when it opens and gives the view back to the
/// board when it closes.
#[hook]
pub fn use_focus(state: &State, board_ref: &NodeRef) {
    {
        let board_ref = board_ref.clone();
        use_effect_with((), move |()| {
            if let Some(board) = board_ref.cast::<web_sys::HtmlElement>() {
                // Focus can fail only if the element is gone: nothing to do then.
                let _ = board.focus();
            }
        });
    }
    {
        let board_ref = board_ref.clone();
        let last = use_mut_ref(|| None);
        {
            let last = last.clone();
            use_effect_with((), move |()| {
                let listener = browser::watch_focus(last);
                move || drop(listener)
            });
        }
        use_effect(move || {
            browser::refocus_if_lost(board_ref.cast::<web_sys::HtmlElement>(), &last)
        });
    }
    // A photo just opened: its preview takes the focus (and so comes into
    // view, on a phone too), so the keyboard goes on there. The preview
    // closed (Use this puzzle, Cancel): the board comes back into view,
    // whatever the message (using a second photo of as many digits leaves
    // it unchanged).
    let opened = use_mut_ref(|| false);
    use_effect_with(state.photo().map(|p| p.file), move |file| {
        let was_open = std::mem::replace(&mut *opened.borrow_mut(), file.is_some());
        if file.is_some() {
            browser::focus_id("photo-heading");
        } else if was_open {
            browser::reveal_board();
        }
    });
    let first = use_mut_ref(|| true);
    use_effect_with(state.message().clone(), move |message| {
        let first = std::mem::replace(&mut *first.borrow_mut(), false);
        if !first {
            match message {
                // Compare's news is its table, which appears under its
                // button: the table comes into view, the status stays.
                Message::Compare(Said::Started) => browser::reveal_nearest(".compare-scroll"),
                Message::Compare(_) => {}
                Message::Solved(_) | Message::Loaded(Source::Photo, _) => browser::reveal_board(),
                _ => browser::reveal_status(matches!(message, Message::Explain(_))),
            }
        }
    });
}
