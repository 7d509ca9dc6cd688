//! The More panel, opened by the More button of the top bar: what is done
//! to the puzzle as a whole (Copy, Share, Share progress, Edit puzzle,
//! Clear), Statistics, Practise a technique, the two settings and the
//! keys. It opens over the page and
//! closes with its Close button, Escape or a press outside it.

use super::{StatsPanel, StatsProps};
use crate::features::practise::techniques;
use crate::hooks::MORE_PANEL;
use crate::model::Phase;
use crate::state::Action;
use sudoku_solver::rating::RatedTechnique;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`more_panel`].
#[derive(Clone, PartialEq)]
pub struct MoreProps {
    /// Whether the panel is open (closed, it stays in the page, hidden).
    pub open: bool,
    /// Entering the puzzle or playing it.
    pub phase: Phase,
    /// Placing a digit takes it out of the marks of the cells it sees.
    pub tidy_marks: bool,
    /// The cells the selected cell sees are shaded.
    pub show_peers: bool,
    /// Receives Edit puzzle, Clear and the settings.
    pub on_action: Callback<Action>,
    /// Copy was pressed.
    pub on_copy: Callback<()>,
    /// Share was pressed.
    pub on_share: Callback<()>,
    /// Share progress was pressed.
    pub on_share_progress: Callback<()>,
    /// Closes the panel (its Close button, or an action taken).
    pub on_close: Callback<()>,
    /// The Statistics panel's props.
    pub stats: StatsProps,
    /// The technique of the next Practise.
    pub technique: RatedTechnique,
    /// Practise was pressed.
    pub on_practise: Callback<()>,
}

/// The keys, as (keys, what they do).
const KEYS: [(&str, &str); 10] = [
    ("1-9", "enter a digit"),
    ("Backspace, Delete, 0, . or Space", "erase"),
    (
        "Arrows, Home, End",
        "move (Ctrl+Home, Ctrl+End: first and last cell)",
    ),
    ("Shift+digit", "corner mark"),
    ("Ctrl+digit", "centre mark"),
    ("Z X C V", "digit, corner, centre, colour mode"),
    ("H / K", "hint / check"),
    ("Ctrl+Z / Ctrl+Y", "undo / redo"),
    ("Shift+click, Ctrl+click, drag", "select more cells"),
    ("Ctrl+A / Escape", "select all / none"),
];

/// The panel.
pub fn more_panel(props: &MoreProps) -> Html {
    let playing = props.phase == Phase::Playing;
    // An action on the puzzle closes the panel: its news is in the status.
    let then_close = |callback: &Callback<()>| {
        let callback = callback.clone();
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| {
            on_close.emit(());
            callback.emit(());
        })
    };
    let act = |action: Action| {
        let on_action = props.on_action.clone();
        then_close(&Callback::from(move |()| on_action.emit(action.clone())))
    };
    let setting = |on: bool, make: fn(bool) -> Action| {
        let on_action = props.on_action.clone();
        move |_: Event| on_action.emit(make(!on))
    };
    let on_technique = {
        let on_action = props.on_action.clone();
        move |event: Event| {
            let chosen = event
                .target_dyn_into::<HtmlSelectElement>()
                .and_then(|select| select.value().parse::<RatedTechnique>().ok());
            if let Some(technique) = chosen {
                on_action.emit(Action::SetTechnique(technique));
            }
        }
    };
    let technique_options = techniques().map(|t| {
        html! {
            <option value={t.name()} selected={t == props.technique}>{ t.name() }</option>
        }
    });
    let keys = KEYS.iter().map(|(keys, what)| {
        html! { <><dt>{ *keys }</dt><dd>{ *what }</dd></> }
    });
    html! {
        <div id={MORE_PANEL} class="more" role="dialog"
            aria-label="More: Share, Share progress, Copy, Edit puzzle, Clear, statistics, practise a technique, settings and keys"
            hidden={!props.open}>
            <div class="more-head">
                <h2>{ "More" }</h2>
                <button type="button" class="close" data-action="close" aria-label="Close"
                    onclick={props.on_close.reform(|_: MouseEvent| ())}>
                    <span class="icon icon-close" aria-hidden="true"></span>
                </button>
            </div>
            <div class="more-actions" role="group" aria-label="This puzzle">
                <button type="button" data-action="share" onclick={then_close(&props.on_share)}>{ "Share" }</button>
                if playing {
                    <button type="button" data-action="share-progress" onclick={then_close(&props.on_share_progress)}>
                        { "Share progress" }
                    </button>
                }
                <button type="button" data-action="copy" onclick={then_close(&props.on_copy)}
                    title="Copy the puzzle (and the solution) as 81-character lines">{ "Copy" }</button>
                if playing {
                    <button type="button" data-action="edit-puzzle" onclick={act(Action::EditPuzzle)}>
                        { "Edit puzzle" }
                    </button>
                }
                <button type="button" data-action="clear" onclick={act(Action::ClearBoard)}
                    title="Empty the board (Undo brings it back)">{ "Clear" }</button>
            </div>
            <StatsPanel ..props.stats.clone() />
            <h3>{ "Practise a technique" }</h3>
            <div class="practise-row">
                <label for="technique" class="visually-hidden">{ "Technique" }</label>
                <select id="technique" name="technique" title="Technique to practise"
                    onchange={on_technique}>
                    { for technique_options }
                </select>
                <button type="button" data-action="practise" onclick={then_close(&props.on_practise)}
                    title="A puzzle whose hardest step uses the technique chosen">
                    <span class="icon icon-practise" aria-hidden="true"></span>{ "Practise" }
                </button>
            </div>
            <h3>{ "Settings" }</h3>
            <label class="setting">
                <input type="checkbox" checked={props.tidy_marks}
                    onchange={setting(props.tidy_marks, Action::SetTidyMarks)} />
                { " A placed digit leaves the marks of the cells it sees" }
            </label>
            <label class="setting">
                <input type="checkbox" checked={props.show_peers}
                    onchange={setting(props.show_peers, Action::SetShowPeers)} />
                { " Shade the cells the selected cell sees" }
            </label>
            <h3>{ "Keys" }</h3>
            <dl class="keys">{ for keys }</dl>
            <p class="more-note">
                { "Paste a puzzle (81 characters or a 9x9 layout) or a picture onto the board, or drop a photo on the page." }
            </p>
        </div>
    }
}
