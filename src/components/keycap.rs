//! The key that does what a button does, shown on the button ("H" on
//! Hint) for those who use the keyboard. Hidden from screen readers: the
//! button's `aria-keyshortcuts` says it, and its name stays the word alone.

use yew::prelude::*;

/// A small key label inside a button: `key_name` as shown ("H", "Ctrl+Z").
/// A plain function: a stateless component of its own would cost the
/// page's module about 3 KB.
pub fn keycap(key_name: &'static str) -> Html {
    html! { <kbd class="keycap" aria-hidden="true">{ key_name }</kbd> }
}
