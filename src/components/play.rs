//! The play tools under the pad: Undo, Redo and Hint always; while
//! playing Check and More tools (Reveal, Fill marks, Checkpoint, Back to
//! checkpoint, Undo to first mistake, in a row it shows), while entering
//! Start. Each is an icon over its name, so they fit across a phone.

use super::keep_focus;
use crate::model::Phase;
use crate::state::Action;
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
}

/// One tool: `name` under the icon `icon` (a class of `styles/icons.css`),
/// `action` its `data-action` (its English name as a key, the same in every
/// language), `keys` its shortcut for `aria-keyshortcuts` and the tooltip.
fn tool(
    name: &'static str,
    action: &'static str,
    icon: &'static str,
    keys: Option<(&'static str, &'static str)>,
    dimmed: bool,
    onclick: Callback<MouseEvent>,
) -> Html {
    let (shortcut, title) = match keys {
        Some((aria, shown)) => (Some(aria), Some(format!("{name} ({shown})"))),
        None => (None, None),
    };
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
        <div class={classes!("tools", playing.then_some("playing"))} role="group" aria-label="Play tools">
            { tool("Undo", "undo", "icon-undo", Some(("Control+Z", "Ctrl+Z")), !props.can_undo, send(Action::Undo)) }
            { tool("Redo", "redo", "icon-redo", Some(("Control+Y", "Ctrl+Y")), !props.can_redo, send(Action::Redo)) }
            { tool("Hint", "hint", "icon-hint", Some(("H", "H")), false, send(Action::Hint)) }
            if playing {
                { tool("Check", "check", "icon-check", Some(("K", "K")), false, send(Action::Check)) }
                <button type="button" class="tool more-tools-open" id="more-tools-open" data-action="more-tools"
                    onclick={toggle} onmousedown={keep_focus}
                    aria-expanded={if *open { "true" } else { "false" }} aria-controls={MORE_TOOLS}
                    title="Reveal, Fill marks, and checkpoints for a guess">
                    <span class="icon icon-marks" aria-hidden="true"></span>
                    <span class="tool-name">{ "More tools" }</span>
                </button>
                <div id={MORE_TOOLS} class="more-tools" role="group" aria-label="Reveal, Fill marks and checkpoints"
                    hidden={!*open} onkeydown={on_key}>
                    <button type="button" data-action="reveal" onclick={send(Action::Reveal)} onmousedown={keep_focus}
                        title="Fill the selected cells with the solution's digits">{ "Reveal" }</button>
                    <button type="button" data-action="fill-marks" onclick={send(Action::FillCentreMarks)} onmousedown={keep_focus}
                        title="Every candidate as a centre mark in every empty cell">{ "Fill marks" }</button>
                    <button type="button" data-action="checkpoint" onclick={send(Action::Checkpoint)} onmousedown={keep_focus}
                        title="Remember the board as it is, before a guess">{ "Checkpoint" }</button>
                    <button type="button" data-action="back-to-checkpoint" onclick={send(Action::BackToCheckpoint)} onmousedown={keep_focus}
                        aria-disabled={(!props.has_checkpoint).then_some("true")}
                        title="Return to the latest checkpoint (Undo takes it back)">{ "Back to checkpoint" }</button>
                    <button type="button" data-action="undo-to-first-mistake" onclick={send(Action::UndoToMistake)} onmousedown={keep_focus}
                        title="Go back to just before your first wrong entry (Undo takes it back)">{ "Undo to first mistake" }</button>
                </div>
            } else {
                <button type="button" class="primary start" data-action="start" onclick={send(Action::Start)}
                    onmousedown={keep_focus} title="Lock the givens and start the clock">
                    { "Start" }
                </button>
            }
        </div>
    }
}
