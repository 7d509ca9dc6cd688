//! The on-screen pad for touch screens: the buttons 1-9 and Erase, and
//! under them the input mode switch (digit, corner, centre, colour).

use super::keep_focus;
use crate::state::{Action, InputMode};
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
fn mode_button(mode: InputMode) -> (&'static str, &'static str) {
    match mode {
        InputMode::Digit => ("Digit", "Z"),
        InputMode::Corner => ("Corner", "X"),
        InputMode::Centre => ("Centre", "C"),
        InputMode::Colour => ("Colour", "V"),
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
            return html! {
                <button type="button" class="key erase" aria-label="Erase" {onclick}
                    onmousedown={keep_focus}>
                    <span class="icon icon-erase" aria-hidden="true"></span>
                    <span class="erase-name">{ "Erase" }</span>
                </button>
            };
        }
        let (text, class, label) = match (digit, colour) {
            (d, true) => (
                d.to_string(),
                classes!("key", format!("colour-{d}")),
                format!("Colour {d}"),
            ),
            (d, false) => (d.to_string(), classes!("key"), format!("Enter {d}")),
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
            <div class="numpad" role="group" aria-label="Number pad">
                { for (1..=9u8).map(button) }
                { button(0) }
            </div>
            <div class="modes" role="group" aria-label="Input mode">{ for modes }</div>
        </div>
    }
}
