//! The root component: owns the state (a `use_reducer`), restores and
//! saves it ([`crate::storage`]), reads the `?puzzle=` link once, runs
//! solves in the solver worker ([`crate::worker_client`]) and wires the
//! components together.

use crate::components::{Board, CompareView, Hints, Numpad, Status, Toolbar};
use crate::explain::{self, Marks};
use crate::solve;
use crate::state::{shortcut_action, Action, Message, State};
use crate::storage;
use crate::worker::{self, Reply, Request};
use crate::worker_client::SolverWorker;
use std::cell::RefCell;
use std::rc::Rc;
use sudoku_solver::{Algorithm, Flow, Grid};
use yew::prelude::*;

/// The `puzzle` parameter of the page's address, if any.
pub fn link_puzzle() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search)
        .ok()?
        .get("puzzle")
}

/// Takes the `puzzle` parameter out of the address bar (keeping the rest),
/// once it has been loaded: a reload then shows the saved board, edits
/// included, instead of loading the link again.
fn forget_link_puzzle() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(url) = window
        .location()
        .href()
        .ok()
        .and_then(|h| web_sys::Url::new(&h).ok())
    else {
        return;
    };
    url.search_params().delete("puzzle");
    if let Ok(history) = window.history() {
        // Failing to tidy the address bar is harmless.
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url.href()));
    }
}

/// The call budget of a solve run on the main thread because the worker
/// failed to load: 5 million naive calls take about 0.2 s in Chromium
/// (printed by the e2e test of a worker that cannot load).
pub const MAIN_THREAD_BUDGET: u64 = 5_000_000;

/// The page's solver worker and the job it runs.
#[derive(Default)]
struct WorkerSlot {
    /// The worker, started on load and again after a Cancel.
    worker: Option<SolverWorker>,
    /// The job it is running: number, givens, algorithm.
    job: Option<(u32, Grid, Algorithm)>,
    /// The last job number handed out.
    last_job: u32,
    /// The worker failed: start a new one for the next job.
    broken: bool,
}

type Slot = Rc<RefCell<WorkerSlot>>;

/// Starts a worker into `slot` if there is none (or it broke); its replies
/// become actions. False when no worker could be started.
fn ensure_worker(slot: &Slot, dispatcher: &UseReducerDispatcher<State>) -> bool {
    let mut current = slot.borrow_mut();
    if current.worker.is_some() && !current.broken {
        return true;
    }
    let on_reply = {
        let slot = Rc::downgrade(slot);
        let dispatcher = dispatcher.clone();
        Callback::from(move |reply: Reply| {
            if let Some(slot) = slot.upgrade() {
                if let Some(action) = reply_action(&slot, reply) {
                    dispatcher.dispatch(action);
                }
            }
        })
    };
    current.worker = None;
    current.broken = false;
    match SolverWorker::spawn(on_reply) {
        Ok(worker) => {
            current.worker = Some(worker);
            true
        }
        Err(_) => false,
    }
}

/// The action for a worker reply about the current job (`None` for
/// anything else: a stale job, or the worker saying it is ready).
fn reply_action(slot: &Slot, reply: Reply) -> Option<Action> {
    let mut slot = slot.borrow_mut();
    let current = slot.job.as_ref().map(|(job, _, _)| *job);
    match reply {
        Reply::Ready => None,
        Reply::Progress { job, calls, millis } => {
            (current == Some(job)).then_some(Action::SolveProgress { job, calls, millis })
        }
        Reply::Done { job, search } => {
            if current != Some(job) {
                return None;
            }
            let (_, puzzle, algorithm) = slot.job.take()?;
            Some(match worker::report(puzzle, algorithm, &search) {
                Ok(report) => Action::Solved(Box::new(report)),
                Err(error) => Action::SolveFailed(error),
            })
        }
        Reply::Failed { job: None, .. } => {
            // The worker itself failed (it could not load, say): replace it
            // before the next job, and run the current job here instead,
            // under a budget so the page cannot freeze for long.
            slot.broken = true;
            let (_, puzzle, algorithm) = slot.job.take()?;
            let report = solve::run_with(
                &puzzle,
                algorithm,
                solve::Goal::First,
                Some(MAIN_THREAD_BUDGET),
                &now_ms,
                &mut |_| Flow::Continue,
            );
            Some(Action::Solved(Box::new(report)))
        }
        Reply::Failed { job, error } => {
            if job != current {
                return None;
            }
            slot.job = None;
            Some(Action::SolveFailed(error))
        }
    }
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

/// Scrolls the status line into view if any of it is off screen. With
/// `with_board` (a hint or step, which highlights cells), the board from its
/// top down to the status when that fits on screen, else the status at the
/// bottom edge with as much of the board above it as fits.
fn reveal_status(with_board: bool) {
    use web_sys::ScrollLogicalPosition as At;
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(doc) = window.document() else {
        return;
    };
    let find = |selector: &str| doc.query_selector(selector).ok().flatten();
    let Some(status) = find("[role=status]") else {
        return;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(f64::INFINITY);
    let shown = status.get_bounding_client_rect();
    let board = find("[role=grid]").filter(|_| with_board);
    let top = board
        .as_ref()
        .map_or(shown.top(), |b| b.get_bounding_client_rect().top());
    if top >= 0.0 && shown.bottom() <= height {
        return;
    }
    let (target, block) = match board {
        Some(board) if shown.bottom() - top <= height => (board, At::Start),
        Some(_) => (status, At::End),
        None => (status, At::Nearest),
    };
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(block);
    target.scroll_into_view_with_scroll_into_view_options(&options);
}

/// The whole page.
#[component]
pub fn App() -> Html {
    let state = use_reducer(|| {
        let link = link_puzzle();
        let mut state = storage::start(storage::load().as_deref());
        if let Some(text) = link.as_deref() {
            state.open_link(text);
            forget_link_puzzle();
        }
        state
    });
    let slot: Slot = use_mut_ref(WorkerSlot::default);
    // Saved data that could not be read is left alone until the user
    // changes something (it may be a newer version's).
    let unread = use_mut_ref(|| {
        matches!(state.message(), Message::RestoreFailed(_)).then(|| storage::Snapshot::of(&state))
    });
    // Whether the last save worked, so the status says so only on a change.
    let saved_ok = use_mut_ref(|| true);
    // Save the board, history and settings whenever they change.
    {
        let dispatcher = state.dispatcher();
        use_effect_with(storage::Snapshot::of(&state), move |snapshot| {
            if unread.borrow().as_ref() == Some(snapshot) {
                return;
            }
            *unread.borrow_mut() = None;
            let ok = storage::save(snapshot);
            if *saved_ok.borrow() != ok {
                *saved_ok.borrow_mut() = ok;
                dispatcher.dispatch(Action::Saved(ok));
            }
        });
    }
    // Another tab of the page saved: this tab takes the same board and
    // history, so that neither overwrites the other's work. (Saving the
    // same text again raises no event, so the tabs settle at once.)
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |()| {
            let listener = web_sys::window().map(|window| {
                gloo_events::EventListener::new(&window, "storage", move |event| {
                    use wasm_bindgen::JsCast;
                    let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else {
                        return;
                    };
                    if event.key().as_deref() != Some(storage::KEY) {
                        return;
                    }
                    // Data this page cannot read (a newer version) is left to its tab.
                    if let Some(Ok(saved)) = event.new_value().map(|json| storage::decode(&json)) {
                        dispatcher.dispatch(Action::OtherTab(Box::new(saved)));
                    }
                })
            });
            move || drop(listener)
        });
    }
    // Start the worker on load, so the first solve does not wait for it.
    {
        let slot = slot.clone();
        let dispatcher = state.dispatcher();
        use_effect_with((), move |()| {
            ensure_worker(&slot, &dispatcher);
        });
    }
    // A running job that the state no longer tracks (Cancel, or an edit of
    // the board) is stopped by terminating its worker.
    {
        let slot = slot.clone();
        let running = state.running().map(|r| r.job);
        use_effect_with(running, move |running| {
            let mut slot = slot.borrow_mut();
            let stale = slot
                .job
                .as_ref()
                .is_some_and(|(job, _, _)| Some(*job) != *running);
            if stale {
                slot.job = None;
                slot.worker = None;
            }
        });
    }
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
    // A control that disappears with the focus on it (Cancel when the
    // solve ends, a step of the list taken back by Undo) would leave the
    // focus nowhere: it goes back to the board, without scrolling.
    {
        let board_ref = board_ref.clone();
        use_effect(move || {
            let lost = web_sys::window()
                .and_then(|w| w.document())
                .map(|doc| {
                    doc.active_element()
                        .is_none_or(|el| el.tag_name().eq_ignore_ascii_case("body"))
                })
                .unwrap_or(false);
            if let (true, Some(board)) = (lost, board_ref.cast::<web_sys::HtmlElement>()) {
                let options = web_sys::FocusOptions::new();
                options.set_prevent_scroll(true);
                // Focus can fail only if the element is gone: nothing to do then.
                let _ = board.focus_with_options(&options);
            }
        });
    }
    // The news must be seen: when the message changes and the status is
    // off screen (a phone, Hint pressed far below it), scroll it into view,
    // with the board for a hint or step (its highlight). Not on load, and
    // not for Compare.
    {
        let first = use_mut_ref(|| true);
        use_effect_with(state.message().clone(), move |message| {
            // Compare's news is its table, which the user is watching.
            let first = std::mem::replace(&mut *first.borrow_mut(), false);
            if !first && !matches!(message, Message::Compare(_)) {
                reveal_status(matches!(message, Message::Explain(_)));
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
        let slot = slot.clone();
        Callback::from(move |()| {
            if state.running().is_some() {
                return;
            }
            let puzzle = state.board().puzzle();
            let algorithm = state.algorithm();
            if let Some(result) = solve::precheck(&puzzle) {
                let report = solve::SolveReport {
                    puzzle,
                    algorithm,
                    result,
                };
                state.dispatch(Action::Solved(Box::new(report)));
                return;
            }
            if !ensure_worker(&slot, &state.dispatcher()) {
                state.dispatch(Action::SolveFailed(
                    "the solver worker could not be started".into(),
                ));
                return;
            }
            let mut current = slot.borrow_mut();
            current.last_job = current.last_job.wrapping_add(1);
            let job = current.last_job;
            current.job = Some((job, puzzle, algorithm));
            if let Some(worker) = &current.worker {
                worker.send(&Request::new(job, &puzzle, algorithm, solve::Goal::First));
            }
            drop(current);
            state.dispatch(Action::SolveStarted { job, algorithm });
        })
    };
    let on_cancel = send(Action::CancelSolve);
    let on_copy = {
        let state = state.clone();
        Callback::from(move |()| {
            let board = state.board();
            let puzzle = board.puzzle();
            state.dispatch(Action::Copied { copied: false });
            if puzzle.filled() == 0 {
                return;
            }
            let mut text = puzzle.to_line();
            if board.has_solution() && board.grid().is_solved() {
                text.push('\n');
                text.push_str(&board.grid().to_line());
            }
            let dispatcher = state.dispatcher();
            wasm_bindgen_futures::spawn_local(async move {
                if copy_to_clipboard(text).await {
                    dispatcher.dispatch(Action::Copied { copied: true });
                }
            });
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

    // Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z anywhere on the page; Escape cancels.
    let onkeydown = {
        let on_action = on_action.clone();
        move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                // Escape cancels a running solve (nothing otherwise).
                on_action.emit(Action::CancelSolve);
                return;
            }
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
                        running={state.running().is_some()}
                        {on_solve}
                        {on_cancel}
                        {on_copy}
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
                    <CompareView
                        compare={state.explain().compare.clone()}
                        puzzle={state.board().puzzle()}
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
