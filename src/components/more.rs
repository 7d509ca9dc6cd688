//! The More panel, opened by the More button of the top bar: what is done
//! to the puzzle as a whole (Copy, Share, Share progress, Edit puzzle,
//! Clear), Statistics, Practise a technique, the two settings and the
//! keys. It opens over the page and
//! closes with its Close button, Escape or a press outside it.

use super::{language_select, LanguageProps, StatsPanel, StatsProps};
use crate::features::practise::techniques;
use crate::hooks::Speech;
use crate::hooks::MORE_PANEL;
use crate::model::lang::{t, ta};
use crate::model::Phase;
use crate::state::Action;
use crate::text::names::technique_name;
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
    /// The language spoken and how to change it (the language select).
    pub speech: Speech,
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

/// The keys: the messages saying what they do, each naming the keys in
/// its `.keys` attribute.
const KEYS: [&str; 10] = [
    "page-key-digit",
    "page-key-erase",
    "page-key-move",
    "page-key-corner",
    "page-key-centre",
    "page-key-modes",
    "page-key-hint",
    "page-key-undo",
    "page-key-select",
    "page-key-select-all",
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
    let technique_options = techniques().map(|technique| {
        html! {
            <option value={technique.name()} selected={technique == props.technique}>
                { technique_name(technique) }
            </option>
        }
    });
    let keys = KEYS.iter().map(|&id| {
        html! { <><dt>{ ta(id, "keys", &[]) }</dt><dd>{ t(id) }</dd></> }
    });
    html! {
        <div id={MORE_PANEL} class="more" role="dialog"
            aria-label={t("page-more-panel")}
            hidden={!props.open}>
            <div class="more-head">
                <h2>{ t("page-more-title") }</h2>
                <button type="button" class="close" data-action="close" aria-label={t("page-more-close")}
                    onclick={props.on_close.reform(|_: MouseEvent| ())}>
                    <span class="icon icon-close" aria-hidden="true"></span>
                </button>
            </div>
            <div class="more-actions" role="group" aria-label={t("page-more-puzzle")}>
                <button type="button" data-action="share" onclick={then_close(&props.on_share)}>{ t("page-more-share") }</button>
                if playing {
                    <button type="button" data-action="share-progress" onclick={then_close(&props.on_share_progress)}>
                        { t("page-more-share-progress") }
                    </button>
                }
                <button type="button" data-action="copy" onclick={then_close(&props.on_copy)}
                    title={ta("page-more-copy", "title", &[])}>{ t("page-more-copy") }</button>
                if playing {
                    <button type="button" data-action="edit-puzzle" onclick={act(Action::EditPuzzle)}>
                        { t("page-more-edit") }
                    </button>
                }
                <button type="button" data-action="clear" onclick={act(Action::ClearBoard)}
                    title={ta("page-more-clear", "title", &[])}>{ t("page-more-clear") }</button>
            </div>
            <StatsPanel ..props.stats.clone() />
            <h3>{ t("page-practise-title") }</h3>
            <div class="practise-row">
                <label for="technique" class="visually-hidden">{ t("page-practise-technique") }</label>
                <select id="technique" name="technique" title={ta("page-practise-technique", "title", &[])}
                    onchange={on_technique}>
                    { for technique_options }
                </select>
                <button type="button" data-action="practise" onclick={then_close(&props.on_practise)}
                    title={ta("page-practise", "title", &[])}>
                    <span class="icon icon-practise" aria-hidden="true"></span>{ t("page-practise") }
                </button>
            </div>
            <h3>{ t("page-settings") }</h3>
            <label class="setting">
                <input type="checkbox" checked={props.tidy_marks}
                    onchange={setting(props.tidy_marks, Action::SetTidyMarks)} />
                { " " }{ t("page-setting-tidy-marks") }
            </label>
            <label class="setting">
                <input type="checkbox" checked={props.show_peers}
                    onchange={setting(props.show_peers, Action::SetShowPeers)} />
                { " " }{ t("page-setting-show-peers") }
            </label>
            { language_select(&LanguageProps { speech: props.speech.clone() }) }
            <h3>{ t("page-keys") }</h3>
            <dl class="keys">{ for keys }</dl>
            <p class="more-note">
                { t("page-more-note") }
            </p>
        </div>
    }
}
