//! The key that does what a button does, shown on the button ("H" on
//! Hint) for those who use the keyboard. Hidden from screen readers: the
//! button's `aria-keyshortcuts` says it, and its name stays the word alone.

use yew::prelude::*;

/// Props of [`Keycap`].
#[derive(Clone, PartialEq, Properties)]
pub struct KeycapProps {
    /// The key as shown: "H", "Ctrl+Z".
    pub key_name: AttrValue,
}

/// A small key label inside a button.
#[component]
pub fn Keycap(props: &KeycapProps) -> Html {
    html! { <kbd class="keycap" aria-hidden="true">{ props.key_name.clone() }</kbd> }
}
