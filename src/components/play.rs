//! The play panel: Start (or Edit puzzle), Check, Reveal, filling the
//! centre marks, Share progress, the timer and the marks setting.

use super::{keep_focus, keycap};
use crate::model::Phase;
use crate::state::Action;
use yew::prelude::*;

/// Props of [`play_panel`].
#[derive(Clone, PartialEq)]
pub struct PlayProps {
    /// Entering the puzzle or playing it.
    pub phase: Phase,
    /// The timer's text, `m:ss`.
    pub time: String,
    /// Placing a digit takes it out of the marks of the cells it sees.
    pub tidy_marks: bool,
    /// The cells the selected cell sees are shaded.
    pub show_peers: bool,
    /// Receives the panel's actions.
    pub on_action: Callback<Action>,
    /// Share progress was pressed.
    pub on_share_progress: Callback<()>,
}

/// The play panel.
pub fn play_panel(props: &PlayProps) -> Html {
    let send = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    let playing = props.phase == Phase::Playing;
    let tidy = {
        let on_action = props.on_action.clone();
        let on = props.tidy_marks;
        move |_: Event| on_action.emit(Action::SetTidyMarks(!on))
    };
    let peers = {
        let on_action = props.on_action.clone();
        let on = props.show_peers;
        move |_: Event| on_action.emit(Action::SetShowPeers(!on))
    };
    html! {
        <section class="play" aria-label="Play">
            <div class="play-row">
                if playing {
                    <button type="button" onclick={send(Action::EditPuzzle)} onmousedown={keep_focus}>
                        { "Edit puzzle" }
                    </button>
                } else {
                    <button type="button" class="primary" onclick={send(Action::Start)} onmousedown={keep_focus}>
                        { "Start" }
                    </button>
                }
                <button type="button" onclick={send(Action::Check)} onmousedown={keep_focus}
                    aria-keyshortcuts="K">{ "Check" }{ keycap("K") }</button>
                <button type="button" onclick={send(Action::Reveal)} onmousedown={keep_focus}>{ "Reveal" }</button>
                <button type="button" onclick={send(Action::FillCentreMarks)} onmousedown={keep_focus}
                    title="Fill the centre marks of every empty cell with its candidates">
                    { "Fill marks" }
                </button>
                if playing {
                    <button type="button" onclick={props.on_share_progress.reform(|_: MouseEvent| ())}
                        onmousedown={keep_focus}>
                        { "Share progress" }
                    </button>
                }
                <span class="timer" role="timer" aria-label="Time played" data-phase={if playing { "playing" } else { "entering" }}>
                    { props.time.clone() }
                </span>
            </div>
            <label class="setting">
                <input type="checkbox" checked={props.tidy_marks} onchange={tidy} />
                { " A placed digit leaves the marks of the cells it sees" }
            </label>
            <label class="setting">
                <input type="checkbox" checked={props.show_peers} onchange={peers} />
                { " Shade the cells the selected cell sees" }
            </label>
        </section>
    }
}
