//! The on-screen number pad for touch screens.

use super::keep_focus;
use crate::state::Action;
use yew::prelude::*;

/// Props of [`Numpad`].
#[derive(Clone, PartialEq, Properties)]
pub struct NumpadProps {
    /// Receives [`Action::Input`] for 1-9 and for Erase (0).
    pub on_action: Callback<Action>,
}

/// Buttons 1-9 and Erase, acting on the selected cell like the keys do.
#[component]
pub fn Numpad(props: &NumpadProps) -> Html {
    let button = |digit: u8| {
        let onclick = props
            .on_action
            .reform(move |_: MouseEvent| Action::Input(digit));
        let (text, class, label) = if digit == 0 {
            ("Erase".to_string(), "key erase", "Erase".to_string())
        } else {
            (digit.to_string(), "key", format!("Enter {digit}"))
        };
        html! {
            <button type="button" {class} aria-label={label} {onclick} onmousedown={keep_focus}>
                { text }
            </button>
        }
    };
    html! {
        <div class="numpad" role="group" aria-label="Number pad">
            { for (1..=9u8).map(button) }
            { button(0) }
        </div>
    }
}
