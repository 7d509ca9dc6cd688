//! Copy, Share and Share progress: the text or link is said in the status
//! at once, then copied to the clipboard (and said again when copied).

use crate::features::{link, variant};
use crate::services::browser::{copy_to_clipboard, share_link};
use crate::state::{Action, State};
use yew::prelude::*;

/// The callbacks of Copy, Share and Share progress.
pub struct Sharing {
    /// Copy: the puzzle, and the solution once solved, as 81-character lines.
    pub on_copy: Callback<()>,
    /// Share: a link to the givens.
    pub on_share: Callback<()>,
    /// Share progress: a link with the player's entries, marks and colours too.
    pub on_share_progress: Callback<()>,
}

/// The sharing callbacks for `state`.
#[hook]
pub fn use_share(state: &UseReducerHandle<State>) -> Sharing {
    let on_copy = {
        let state = state.clone();
        Callback::from(move |()| {
            let sheet = state.sheet();
            let puzzle = sheet.puzzle();
            state.dispatch(Action::Copied { copied: false });
            if !sheet.has_puzzle() {
                return;
            }
            // A variant's puzzle: the project's own line (docs/variants.md).
            let mut text = variant::line(sheet).unwrap_or_else(|| puzzle.to_line());
            if sheet.has_solution() && sheet.grid().is_solved() {
                text.push('\n');
                text.push_str(&sheet.grid().to_line());
            }
            let dispatcher = state.dispatcher();
            wasm_bindgen_futures::spawn_local(async move {
                if copy_to_clipboard(text).await {
                    dispatcher.dispatch(Action::Copied { copied: true });
                }
            });
        })
    };
    let share = |progress: bool| {
        let state = state.clone();
        Callback::from(move |()| {
            let sheet = state.sheet();
            let puzzle =
                variant::line(sheet).unwrap_or_else(|| link::puzzle_param(&sheet.puzzle()));
            let mut query = format!("puzzle={puzzle}");
            let code = progress.then(|| link::progress_param(sheet)).flatten();
            if let Some(code) = &code {
                query.push_str("&progress=");
                query.push_str(code);
            }
            let progress = code.is_some();
            let link = share_link(&query);
            state.dispatch(Action::Shared {
                link: link.clone(),
                copied: false,
                progress,
            });
            if sheet.has_puzzle() {
                let dispatcher = state.dispatcher();
                wasm_bindgen_futures::spawn_local(async move {
                    if copy_to_clipboard(link.clone()).await {
                        dispatcher.dispatch(Action::Shared {
                            link,
                            copied: true,
                            progress,
                        });
                    }
                });
            }
        })
    };
    Sharing {
        on_copy,
        on_share: share(false),
        on_share_progress: share(true),
    }
}
