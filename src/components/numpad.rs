//! The on-screen pad for touch screens: the buttons 1-9 and Erase, and
//! under them the input mode switch (digit, corner, centre, colour).

use super::keep_focus;
use crate::state::{Action, InputMode};
use crate::t;
use yew::prelude::*;

/// Props of [`numpad`].
#[derive(Clone, PartialEq)]
pub struct NumpadProps {
    /// What the digits do now.
    pub mode: InputMode,
    /// Receives [`Action::Input`] for 1-9 and for Erase (0), and
    /// [`Action::SetInputMode`].
    pub on_action: Callback<Action>,
}

/// The name and key of a mode's button.
fn mode_button(mode: InputMode) -> (String, &'static str) {
    match mode {
        InputMode::Digit => (t!("page-mode-digit"), "Z"),
        InputMode::Corner => (t!("page-mode-corner"), "X"),
        InputMode::Centre => (t!("page-mode-centre"), "C"),
        InputMode::Colour => (t!("page-mode-colour"), "V"),
    }
}

/// Buttons 1-9 and Erase, acting on the selected cells like the keys do,
/// then the mode switch.
pub fn numpad(props: &NumpadProps) -> Html {
    let colour = props.mode == InputMode::Colour;
    let button = |digit: u8| {
        let onclick = props
            .on_action
            .reform(move |_: MouseEvent| Action::Input(digit));
        if digit == 0 {
            // On a phone the pad is one row: Erase shows its icon alone.
            let erase = t!("page-numpad-erase");
            return html! {
                <button type="button" class="key erase" aria-label={erase.clone()} {onclick}
                    onmousedown={keep_focus}>
                    <span class="icon icon-erase" aria-hidden="true"></span>
                    <span class="erase-name">{ erase }</span>
                </button>
            };
        }
        let (text, class, label) = match (digit, colour) {
            (d, true) => (
                d.to_string(),
                classes!("key", format!("colour-{d}")),
                t!("page-numpad-colour", digit = u32::from(d)),
            ),
            (d, false) => (
                d.to_string(),
                classes!("key"),
                t!("page-numpad-enter", digit = u32::from(d)),
            ),
        };
        html! {
            <button type="button" {class} aria-label={label} {onclick} onmousedown={keep_focus}>
                { text }
            </button>
        }
    };
    let modes = InputMode::ALL.iter().map(|&mode| {
        let (name, key) = mode_button(mode);
        let onclick = props
            .on_action
            .reform(move |_: MouseEvent| Action::SetInputMode(mode));
        let pressed = if props.mode == mode { "true" } else { "false" };
        html! {
            <button type="button" class="mode" data-mode={mode.as_str()} aria-pressed={pressed}
                aria-keyshortcuts={key} {onclick} onmousedown={keep_focus}>
                { name }
            </button>
        }
    });
    html! {
        <div class="pad">
            <div class="numpad" role="group" aria-label={t!("page-numpad")}>
                { for (1..=9u8).map(button) }
                { button(0) }
            </div>
            <div class="modes" role="group" aria-label={t!("page-modes")}>{ for modes }</div>
        </div>
    }
}
