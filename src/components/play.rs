//! The play tools under the pad: Undo, Redo and Hint always; while
//! playing Check and More tools (Reveal, Fill marks, Checkpoint, Back to
//! checkpoint, Undo to first mistake, in a row it shows), while entering
//! the Variant select beside Start (and a killer's cage tools, or a
//! jigsaw's Make region, in a row below). Each is an icon over its name, so they fit across a phone.

use super::keep_focus;
use super::variant::{cage_tools, combinations_tool, region_tools, variant_select};
use crate::model::lang::ta;
use crate::model::rules::HAS_VARIANTS;
use crate::model::{Phase, Variant};
use crate::state::Action;
use crate::t;
use yew::prelude::*;

/// Props of [`PlayTools`].
#[derive(Clone, PartialEq, Properties)]
pub struct PlayProps {
    /// Entering the puzzle or playing it.
    pub phase: Phase,
    /// Whether Undo has anything to undo (else it is shown dimmed).
    pub can_undo: bool,
    /// Whether Redo has anything to redo.
    pub can_redo: bool,
    /// Whether the puzzle on the board has a checkpoint to go back to.
    pub has_checkpoint: bool,
    /// Receives the tools' actions.
    pub on_action: Callback<Action>,
    /// The board's variant (the Variant select shows it while entering).
    #[prop_or_default]
    pub variant: Variant,
}

/// One tool: the message `id` (its name, and as its `.title` the tooltip
/// naming its shortcut) under the icon `icon` (a class of
/// `styles/icons.css`), `action` its `data-action` (its English name as a
/// key, the same in every language), `shortcut` its `aria-keyshortcuts`.
fn tool(
    id: &'static str,
    action: &'static str,
    icon: &'static str,
    shortcut: Option<&'static str>,
    dimmed: bool,
    onclick: Callback<MouseEvent>,
) -> Html {
    let name = crate::model::lang::t(id);
    let title = shortcut.map(|_| ta(id, "title", &[]));
    html! {
        <button type="button" class="tool" data-action={action} {onclick} onmousedown={keep_focus}
            aria-keyshortcuts={shortcut} {title} aria-disabled={dimmed.then_some("true")}>
            <span class={classes!("icon", icon)} aria-hidden="true"></span>
            <span class="tool-name">{ name }</span>
        </button>
    }
}

/// The id of the row of further tools that More tools shows.
const MORE_TOOLS: &str = "more-tools";

/// The tools. Unavailable ones use `aria-disabled` instead of `disabled`,
/// so they keep the focus and say why in the status ("nothing to undo").
/// While playing, More tools shows (and hides) a row below with Reveal,
/// Fill marks and the tools of a guess: Checkpoint, Back to checkpoint,
/// Undo to first mistake; Escape in that row hides it again.
#[function_component(PlayTools)]
pub fn play_tools(props: &PlayProps) -> Html {
    // Re-drawn in the new language when the page's language changes.
    use_context::<crate::model::lang::Wording>();
    let open = use_state(|| false);
    let send = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    let playing = props.phase == Phase::Playing;
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let on_key = {
        let open = open.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                event.stop_propagation();
                open.set(false);
                if let Some(opener) = super::by_id::<web_sys::HtmlElement>("more-tools-open") {
                    let _ = opener.focus();
                }
            }
        })
    };
    html! {
        <div class={classes!("tools", playing.then_some("playing"))} role="group" aria-label={t!("page-tools")}>
            { tool("page-tool-undo", "undo", "icon-undo", Some("Control+Z"), !props.can_undo, send(Action::Undo)) }
            { tool("page-tool-redo", "redo", "icon-redo", Some("Control+Y"), !props.can_redo, send(Action::Redo)) }
            { tool("page-tool-hint", "hint", "icon-hint", Some("H"), false, send(Action::Hint)) }
            if playing {
                { tool("page-tool-check", "check", "icon-check", Some("K"), false, send(Action::Check)) }
                <button type="button" class="tool more-tools-open" id="more-tools-open" data-action="more-tools"
                    onclick={toggle} onmousedown={keep_focus}
                    aria-expanded={if *open { "true" } else { "false" }} aria-controls={MORE_TOOLS}
                    title={ta("page-tool-more", "title", &[])}>
                    <span class="icon icon-marks" aria-hidden="true"></span>
                    <span class="tool-name">{ t!("page-tool-more") }</span>
                </button>
                <div id={MORE_TOOLS} class="more-tools" role="group" aria-label={t!("page-tool-more-row")}
                    hidden={!*open} onkeydown={on_key}>
                    <button type="button" data-action="reveal" onclick={send(Action::Reveal)} onmousedown={keep_focus}
                        title={ta("page-tool-reveal", "title", &[])}>{ t!("page-tool-reveal") }</button>
                    <button type="button" data-action="fill-marks" onclick={send(Action::FillCentreMarks)} onmousedown={keep_focus}
                        title={ta("page-tool-fill-marks", "title", &[])}>{ t!("page-tool-fill-marks") }</button>
                    <button type="button" data-action="checkpoint" onclick={send(Action::Checkpoint)} onmousedown={keep_focus}
                        title={ta("page-tool-checkpoint", "title", &[])}>{ t!("page-tool-checkpoint") }</button>
                    <button type="button" data-action="back-to-checkpoint" onclick={send(Action::BackToCheckpoint)} onmousedown={keep_focus}
                        aria-disabled={(!props.has_checkpoint).then_some("true")}
                        title={ta("page-tool-back-to-checkpoint", "title", &[])}>{ t!("page-tool-back-to-checkpoint") }</button>
                    <button type="button" data-action="undo-to-first-mistake" onclick={send(Action::UndoToMistake)} onmousedown={keep_focus}
                        title={ta("page-tool-undo-to-mistake", "title", &[])}>{ t!("page-tool-undo-to-mistake") }</button>
                    if HAS_VARIANTS && props.variant.has_cages() {
                        { combinations_tool(&props.on_action) }
                    }
                </div>
            } else {
                <div class="start-group">
                    { variant_select(props.variant, &props.on_action) }
                    <button type="button" class="primary start" data-action="start" onclick={send(Action::Start)}
                        onmousedown={keep_focus} title={ta("page-tool-start", "title", &[])}>
                        { t!("page-tool-start") }
                    </button>
                </div>
                if HAS_VARIANTS && props.variant.has_cages() {
                    { cage_tools(&props.on_action) }
                }
                if HAS_VARIANTS && props.variant == Variant::Jigsaw {
                    { region_tools(&props.on_action) }
                }
            }
        </div>
    }
}
