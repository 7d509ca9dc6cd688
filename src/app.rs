//! The root component: the state (restored, saved and shared with other
//! tabs by [`use_saved_state`]), its jobs in the solver worker
//! ([`use_jobs`]), the focus ([`use_focus`]), and the components wired
//! together.

use crate::components::board::image_file;
use crate::components::difficulty_line;
use crate::components::{
    board_view, compare_view, explain, more_panel, new_puzzle, numpad, photo_panel, solve_row,
    status, topbar, BoardProps, CompareProps, ExplainProps, MoreProps, NewPuzzleProps, NumpadProps,
    PhotoProps, PlayTools, SolveProps, StatsProps, StatusProps, TopbarProps,
};
use crate::features::explain as explaining;
use crate::features::jobs::Lane;
use crate::features::marks;
use crate::features::photo::Stage;
use crate::hooks::{
    use_clock, use_focus, use_jobs, use_lang, use_panels, use_photo, use_saved_state, use_share,
    Tab,
};
use crate::model::lang::Wording;
use crate::model::Phase;
use crate::services::batch_panel::open_batch;
use crate::services::browser::{fresh_seed, set_select_value, today};
use crate::state::{shortcut_action, Action, Message};
use crate::t;
use crate::text;
use yew::prelude::*;

/// The whole page.
#[component]
pub fn App() -> Html {
    // First: every word below is in the language it installs.
    let speech = use_lang();
    let state = use_saved_state();
    let warm = use_jobs(&state);
    use_clock(&state);
    let board_ref = use_node_ref();
    use_focus(&state, &board_ref);
    let on_photo = use_photo(&state);
    // Words the puzzle worker made (a hint shown) follow the language.
    {
        let dispatcher = state.dispatcher();
        use_effect_with(speech.lang, move |_| {
            dispatcher.dispatch(Action::LanguageChanged)
        });
    }
    // The selects follow a choice made elsewhere (another tab): their
    // `selected` options are attributes, which a touched select ignores.
    // So does the Variant select after Undo or Redo.
    use_effect_with(
        (
            state.algorithm(),
            state.maker().level,
            state.sheet().rules().variant(),
        ),
        |(algorithm, level, variant)| {
            set_select_value("algorithm", algorithm.name());
            set_select_value("level", level.as_str());
            set_select_value("variant", variant.name());
        },
    );

    let on_action: Callback<Action> = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action| dispatcher.dispatch(action))
    };
    let send = |action: Action| on_action.reform(move |()| action.clone());

    let on_solve = send(Action::Solve);
    let on_cancel = send(Action::CancelSolve);
    let on_new = {
        let dispatcher = state.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(Action::NewPuzzle { seed: fresh_seed() }))
    };
    let on_today = {
        let dispatcher = state.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(Action::TodaysPuzzle { date: today() }))
    };
    let on_practise = {
        let dispatcher = state.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(Action::Practise { seed: fresh_seed() }))
    };
    let sharing = use_share(&state);
    let panels = use_panels();

    // Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z anywhere on the page; Escape cancels.
    let onkeydown = {
        let on_action = on_action.clone();
        let running = state.running().is_some();
        let more_open = panels.more;
        let on_more = panels.on_more.clone();
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
            // Escape closes the More panel (the focus goes back to its
            // button); else it cancels a running solve, else clears the
            // selection.
            if event.key() == "Escape" {
                if more_open {
                    on_more.emit(false);
                } else if running {
                    on_action.emit(Action::CancelSolve);
                } else {
                    on_action.emit(Action::SelectNone);
                }
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
    let candidates = explaining::candidates(state.sheet());
    let highlight = state.highlight_marks();
    let pencil = marks::pencil(
        state.sheet(),
        &candidates,
        state.explain().candidates,
        highlight.as_ref(),
    );
    let reviewed = state.reviewed();

    let phase = state.sheet().phase();
    let ways_in = new_puzzle(&NewPuzzleProps {
        level: state.maker().level,
        making: state.maker().making,
        on_action: on_action.clone(),
        on_new,
        on_today,
        practising: state.practising(),
        on_photo: on_photo.clone(),
        on_warm: warm.reform(|()| Lane::Make),
    });
    let entering = phase == Phase::Entering;

    // The components that keep their own state (Cell, PlayTools,
    // StatsPanel) read the language from this context, so they speak the
    // new one as soon as it is chosen, and draw the English that arrives
    // once the page runs.
    html! {
        <ContextProvider<Wording> context={Wording { lang: speech.lang, english_complete: speech.english_complete }}>
        <div class="app" {onkeydown} {ondragover} {ondrop}>
            <div class="top">
                { topbar(&TopbarProps {
                    tab: panels.tab,
                    on_tab: panels.on_tab.clone(),
                    more: panels.more,
                    on_more: panels.on_more.clone(),
                }) }
                { more_panel(&MoreProps {
                    open: panels.more,
                    phase,
                    tidy_marks: state.tidy_marks(),
                    show_peers: state.show_peers(),
                    speech: speech.clone(),
                    on_action: on_action.clone(),
                    on_copy: sharing.on_copy,
                    on_share: sharing.on_share,
                    on_share_progress: sharing.on_share_progress,
                    on_close: panels.on_more.reform(|()| false),
                    stats: StatsProps {
                        stats: state.stats().clone(),
                        today: state.today(),
                        news: matches!(state.message(), Message::StatsImported { .. } | Message::StatsRefused { .. } | Message::StatsExportFailed(_))
                            .then(|| text::status(&state).headline),
                        on_action: on_action.clone(),
                    },
                    technique: state.maker().technique,
                    on_practise,
                }) }
            </div>
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
                <div class="side">
                    { status(&StatusProps { view: text::status(&state) }) }
                    <div class="meta">
                        { difficulty_line(state.rated()) }
                        { crate::components::variant::played_variant(state.sheet().rules().variant(), phase) }
                        <span class="timer" role="timer" aria-label={t!("page-timer")}
                            data-phase={if entering { "entering" } else { "playing" }}>
                            { text::play::timer(&state) }
                        </span>
                    </div>
                    <section id={Tab::Play.panel_id()} class="tab-panel play"
                        aria-label={t!("page-play-panel")}
                        hidden={panels.tab != Tab::Play}>
                        { numpad(&NumpadProps { mode: state.input_mode(), on_action: on_action.clone() }) }
                        <PlayTools
                            {phase}
                            variant={state.sheet().rules().variant()}
                            can_undo={state.can_undo()}
                            can_redo={state.can_redo()}
                            has_checkpoint={state.checkpoint().is_some()}
                            on_action={on_action.clone()} />
                    </section>
                    <section id={Tab::Lab.panel_id()} class="tab-panel lab"
                        aria-label={t!("page-lab-panel")}
                        hidden={panels.tab != Tab::Lab}>
                        <section class="solve" aria-labelledby="solve-title">
                            <h2 id="solve-title">{ t!("page-solve-title") }</h2>
                            <p class="lab-help">{ t!("page-solve-help") }</p>
                            { solve_row(&SolveProps {
                                algorithm: state.algorithm(),
                                on_algorithm: on_action.reform(Action::SetAlgorithm),
                                running: state.running().is_some(),
                                on_solve,
                                on_warm: warm.reform(|()| Lane::Solve),
                                on_cancel,
                            }) }
                        </section>
                        { explain(&ExplainProps {
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
                    </section>
                    // The ways in, under either view (on a phone, under the
                    // status: the pad stays right under the board).
                    { ways_in }
                </div>
            </main>
        </div>
        </ContextProvider<Wording>>
    }
}
