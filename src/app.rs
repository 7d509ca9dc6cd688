//! The root component: owns the state (a `use_reducer`), reads the
//! `?puzzle=` link once, times solves with `performance.now()` and wires
//! the components together.

use crate::components::{Board, Hints, Numpad, Status, Toolbar};
use crate::explain::{self, Marks};
use crate::solve;
use crate::state::{shortcut_action, Action, State};
use sudoku_solver::Grid;
use yew::prelude::*;

/// The `puzzle` parameter of the page's address, if any.
pub fn link_puzzle() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search)
        .ok()?
        .get("puzzle")
}

/// Milliseconds from `performance.now()` (0 where there is no such clock).
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// This page's address with `?puzzle=<81 chars>` for `puzzle`: the Share
/// link. Keeps the path, so it works under a sub-path too.
pub fn share_link(puzzle: &Grid) -> String {
    let query = format!("puzzle={}", puzzle.to_line());
    let href = web_sys::window().and_then(|w| w.location().href().ok());
    match href.and_then(|h| web_sys::Url::new(&h).ok()) {
        Some(url) => {
            url.set_search(&query);
            url.set_hash("");
            url.href()
        }
        None => format!("?{query}"),
    }
}

/// Copies `text` to the clipboard; true on success. Never throws (the
/// Clipboard API is missing outside secure contexts and may be refused).
async fn copy_to_clipboard(text: String) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    let has_clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into())
        .map(|value| !value.is_undefined() && !value.is_null())
        .unwrap_or(false);
    if !has_clipboard {
        return false;
    }
    let promise = navigator.clipboard().write_text(&text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// The whole page.
#[component]
pub fn App() -> Html {
    let state = use_reducer(|| State::from_link(link_puzzle().as_deref()));
    let board_ref = use_node_ref();
    // The board takes the focus on load, so typing works at once.
    {
        let board_ref = board_ref.clone();
        use_effect_with((), move |()| {
            if let Some(board) = board_ref.cast::<web_sys::HtmlElement>() {
                // Focus can fail only if the element is gone: nothing to do then.
                let _ = board.focus();
            }
        });
    }
    let on_action: Callback<Action> = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action| dispatcher.dispatch(action))
    };
    let send = |action: Action| on_action.reform(move |()| action.clone());

    let on_solve = {
        let state = state.clone();
        Callback::from(move |()| {
            let report = solve::run(&state.board().puzzle(), state.algorithm(), &now_ms);
            state.dispatch(Action::Solved(Box::new(report)));
        })
    };
    let on_share = {
        let state = state.clone();
        Callback::from(move |()| {
            let link = share_link(&state.board().puzzle());
            state.dispatch(Action::Shared {
                link: link.clone(),
                copied: false,
            });
            if state.board().givens() > 0 {
                let dispatcher = state.dispatcher();
                wasm_bindgen_futures::spawn_local(async move {
                    if copy_to_clipboard(link.clone()).await {
                        dispatcher.dispatch(Action::Shared { link, copied: true });
                    }
                });
            }
        })
    };

    // Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z anywhere on the page.
    let onkeydown = {
        let on_action = on_action.clone();
        move |event: KeyboardEvent| {
            if (event.ctrl_key() || event.meta_key()) && !event.alt_key() {
                if let Some(action) = shortcut_action(&event.key(), event.shift_key()) {
                    event.prevent_default();
                    on_action.emit(action);
                }
            }
        }
    };

    // Pencil marks and the highlighted step.
    let candidates = explain::candidates(state.board());
    let highlight = state.highlight().map(Marks::of_step);
    let pencil = explain::pencil(
        state.board(),
        &candidates,
        state.explain().candidates,
        highlight.as_ref(),
    );
    let reviewed = match state.message() {
        crate::state::Message::Explain(note) => note.reviewed(),
        _ => None,
    };

    html! {
        <div class="app" {onkeydown}>
            <header class="masthead">
                <h1>{ "Sudoku solver" }</h1>
                <p class="tagline">{ "Type in a newspaper puzzle, see clashes as you go, solve it in your browser." }</p>
            </header>
            <main class="layout">
                <div class="board-area">
                    <Board
                        board={state.board().clone()}
                        invalid={*state.clash_mask()}
                        selected={state.selected()}
                        on_action={on_action.clone()}
                        node_ref={board_ref}
                        {pencil}
                        {candidates}
                        marks={highlight}
                    />
                </div>
                <div class="panel">
                    <Status view={state.status()} />
                    <Numpad on_action={on_action.clone()} />
                    <Toolbar
                        algorithm={state.algorithm()}
                        can_undo={state.can_undo()}
                        can_redo={state.can_redo()}
                        on_algorithm={on_action.reform(Action::SetAlgorithm)}
                        {on_solve}
                        on_undo={send(Action::Undo)}
                        on_redo={send(Action::Redo)}
                        on_clear={send(Action::ClearBoard)}
                        {on_share}
                    />
                    <Hints
                        candidates={state.explain().candidates}
                        steps={state.board().progress().shared()}
                        {reviewed}
                        on_action={on_action.clone()}
                    />
                </div>
            </main>
            <footer class="help">
                <p>
                    { "Keys: 1-9 enter a digit; Backspace, Delete, 0, . or Space clear it; arrows move; " }
                    { "Ctrl+Z undoes, Ctrl+Y redoes. Paste a puzzle (81 characters, or a 9x9 layout) onto the board." }
                </p>
            </footer>
        </div>
    }
}
