//! The root component: the state (restored, saved and shared with other
//! tabs by [`use_saved_state`]), its jobs in the solver worker
//! ([`use_jobs`]), the focus ([`use_focus`]), and the components wired
//! together.

use crate::components::board::image_file;
use crate::components::difficulty_line;
use crate::components::{
    board_view, compare_view, hints, new_puzzle, numpad, photo_panel, play_panel, status, toolbar,
    BoardProps, CompareProps, HintsProps, NewPuzzleProps, NumpadProps, PhotoProps, PlayProps,
    StatusProps, ToolbarProps,
};
use crate::features::explain;
use crate::features::jobs::Lane;
use crate::features::photo::Stage;
use crate::features::{link, marks};
use crate::hooks::{use_clock, use_focus, use_jobs, use_photo, use_saved_state};
use crate::services::browser::{
    copy_to_clipboard, fresh_seed, open_batch, set_select_value, share_link,
};
use crate::state::{shortcut_action, Action};
use crate::text;
use yew::prelude::*;

/// The whole page.
#[component]
pub fn App() -> Html {
    let state = use_saved_state();
    let warm = use_jobs(&state);
    use_clock(&state);
    let board_ref = use_node_ref();
    use_focus(&state, &board_ref);
    let on_photo = use_photo(&state);
    // The selects follow a choice made elsewhere (another tab): their
    // `selected` options are attributes, which a touched select ignores.
    use_effect_with(
        (state.algorithm(), state.maker().level),
        |(algorithm, level)| {
            set_select_value("algorithm", algorithm.name());
            set_select_value("level", level.as_str());
        },
    );

    let on_action: Callback<Action> = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action| dispatcher.dispatch(action))
    };
    let send = |action: Action| on_action.reform(move |()| action.clone());

    let on_solve = send(Action::Solve);
    let on_cancel = send(Action::CancelSolve);
    let on_copy = {
        let state = state.clone();
        Callback::from(move |()| {
            let sheet = state.sheet();
            let puzzle = sheet.puzzle();
            state.dispatch(Action::Copied { copied: false });
            if puzzle.filled() == 0 {
                return;
            }
            let mut text = puzzle.to_line();
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
    // Share: a link to the givens; Share progress: with the reader's
    // entries, marks and colours too. Shown at once, then copied.
    let share = |progress: bool| {
        let state = state.clone();
        Callback::from(move |()| {
            let sheet = state.sheet();
            let mut query = format!("puzzle={}", link::puzzle_param(&sheet.puzzle()));
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
            if sheet.givens() > 0 {
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
    let on_new = {
        let dispatcher = state.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(Action::NewPuzzle { seed: fresh_seed() }))
    };
    let on_share = share(false);
    let on_share_progress = share(true);

    // Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z anywhere on the page; Escape cancels.
    let onkeydown = {
        let on_action = on_action.clone();
        let running = state.running().is_some();
        let corrected = state
            .photo()
            .is_some_and(|p| matches!(&p.stage, Stage::Read(read) if read.fixed != 0));
        move |event: KeyboardEvent| {
            // In the photo's preview (its heading, boxes or buttons)
            // Escape closes it, unless corrections were typed there, which
            // only Cancel throws away. Typing in a box is its own: Ctrl+Z
            // there undoes the typing, not the board.
            let target = event.target_dyn_into::<web_sys::Element>();
            let in_panel = target
                .as_ref()
                .is_some_and(|el| el.closest(".photo").ok().flatten().is_some());
            if in_panel && event.key() == "Escape" {
                if !corrected {
                    on_action.emit(Action::ClosePhoto);
                }
                return;
            }
            if target.is_some_and(|el| el.class_name() == "pcell") {
                return;
            }
            if event.key() == "Escape" {
                // Escape cancels a running solve, else clears the selection.
                on_action.emit(if running {
                    Action::CancelSolve
                } else {
                    Action::SelectNone
                });
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

    // A picture dropped anywhere on the page is read as a photo.
    let ondragover = |event: DragEvent| {
        let files = event
            .data_transfer()
            .is_some_and(|d| d.types().includes(&"Files".into(), 0));
        if files {
            event.prevent_default();
        }
    };
    let ondrop = {
        let on_photo = on_photo.clone();
        move |event: DragEvent| {
            if let Some(file) = event.data_transfer().and_then(|d| image_file(d.files())) {
                event.prevent_default();
                on_photo.emit(file);
            }
        }
    };

    // Pencil marks and the highlighted step.
    let candidates = explain::candidates(state.sheet());
    let highlight = state.highlight_marks();
    let pencil = marks::pencil(
        state.sheet(),
        &candidates,
        state.explain().candidates,
        highlight.as_ref(),
    );
    let reviewed = state.reviewed();

    html! {
        <div class="app" {onkeydown} {ondragover} {ondrop}>
            <header class="masthead">
                <h1>{ "Sudoku solver" }</h1>
                <p class="tagline">{ "Type in a newspaper puzzle, see clashes as you go, solve it in your browser." }</p>
            </header>
            <main class="layout">
                <div class="board-area">
                    { board_view(&BoardProps {
                        sheet: state.sheet().clone(),
                        invalid: *state.clash_mask(),
                        selected: state.selected(),
                        selection: state.selection_mask(),
                        wrong: state.wrong_mask(),
                        on_action: on_action.clone(),
                        node_ref: board_ref,
                        pencil,
                        candidates,
                        marks: highlight,
                        show_peers: state.show_peers(),
                        on_image: on_photo.clone(),
                    }) }
                    if let Some(photo) = state.photo() {
                        { photo_panel(&PhotoProps { photo: photo.clone(), on_action: on_action.clone() }) }
                    }
                </div>
                <div class="panel">
                    { status(&StatusProps { view: text::status(&state) }) }
                    { difficulty_line(state.rated()) }
                    { numpad(&NumpadProps { mode: state.input_mode(), on_action: on_action.clone() }) }
                    { play_panel(&PlayProps {
                        phase: state.sheet().phase(),
                        time: text::play::timer(&state),
                        tidy_marks: state.tidy_marks(),
                        show_peers: state.show_peers(),
                        on_action: on_action.clone(),
                        on_share_progress,
                    }) }
                    { toolbar(&ToolbarProps {
                        algorithm: state.algorithm(),
                        can_undo: state.can_undo(),
                        can_redo: state.can_redo(),
                        on_algorithm: on_action.reform(Action::SetAlgorithm),
                        running: state.running().is_some(),
                        on_solve,
                        on_warm: warm.reform(|()| Lane::Solve),
                        on_cancel,
                        on_copy,
                        on_undo: send(Action::Undo),
                        on_redo: send(Action::Redo),
                        on_clear: send(Action::ClearBoard),
                        on_share,
                    }) }
                    { new_puzzle(&NewPuzzleProps {
                        level: state.maker().level,
                        making: state.maker().making,
                        on_action: on_action.clone(),
                        on_new,
                        on_photo,
                        on_warm: warm.reform(|()| Lane::Make),
                    }) }
                    { hints(&HintsProps {
                        candidates: state.explain().candidates,
                        steps: state.sheet().progress().shared(),
                        reviewed,
                        on_action: on_action.clone(),
                    }) }
                    { compare_view(&CompareProps {
                        compare: state.explain().compare.clone(),
                        puzzle: state.sheet().puzzle(),
                        on_action: on_action.clone(),
                        on_batch: Callback::from(|_| open_batch()),
                        on_warm: warm.reform(|()| Lane::Compare),
                    }) }
                </div>
            </main>
            <footer class="help">
                <p>
                    { "Keys: 1-9 enter a digit; Backspace, Delete, 0, . or Space clear it; arrows move; " }
                    { "H asks for a hint (again for more), K checks your entries; Ctrl+Z undoes, Ctrl+Y redoes. Paste a puzzle (81 characters, or a 9x9 layout) onto the board. " }
                    { "Playing: Shift+digit toggles a corner mark, Ctrl+digit a centre mark; Z, X, C and V switch digit, corner, centre and colour modes; " }
                    { "Shift+click or Ctrl+click adds a cell, dragging selects a run, Ctrl+A selects all, Escape selects none." }
                </p>
            </footer>
        </div>
    }
}
