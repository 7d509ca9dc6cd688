//! The top bar: the page's name, the two views of the side column (Play
//! and the Solver lab) and the More button.

use super::keep_focus;
use crate::hooks::{Tab, MORE_BUTTON, MORE_PANEL};
use crate::t;
use yew::prelude::*;

/// Props of [`topbar`].
#[derive(Clone, PartialEq)]
pub struct TopbarProps {
    /// The tab shown.
    pub tab: Tab,
    /// Shows a tab.
    pub on_tab: Callback<Tab>,
    /// Whether the More panel is open.
    pub more: bool,
    /// Opens or closes the More panel.
    pub on_more: Callback<bool>,
}

/// A tab's name, `data-action` and icon.
fn tab_face(tab: Tab) -> (String, &'static str, &'static str) {
    match tab {
        Tab::Play => (t!("page-view-play"), "play", "icon-play"),
        Tab::Lab => (t!("page-view-lab"), "solver-lab", "icon-lab"),
    }
}

/// The bar. The two views are buttons that show their panel
/// (`aria-controls`; the view shown is `aria-current`), not ARIA tabs:
/// `aria-selected` on the page belongs to the board's selected cells alone
/// (docs/interfaces.md, The board), and `aria-pressed` to the mode switch.
pub fn topbar(props: &TopbarProps) -> Html {
    let tabs = Tab::ALL.iter().map(|&tab| {
        let (name, action, icon) = tab_face(tab);
        let selected = tab == props.tab;
        let onclick = props.on_tab.reform(move |_: MouseEvent| tab);
        html! {
            <button type="button" class="view" id={tab.tab_id()} data-action={action} aria-controls={tab.panel_id()}
                aria-current={selected.then_some("true")}
                {onclick} onmousedown={keep_focus}>
                <span class={classes!("icon", icon)} aria-hidden="true"></span>
                { name }
            </button>
        }
    });
    let more = props.more;
    let more_name = t!("page-more");
    html! {
        <header class="topbar">
            <div class="brand">
                <h1>{ t!("page-title") }</h1>
                <p class="tagline">{ t!("page-tagline") }</p>
            </div>
            <div class="views" role="group" aria-label={t!("page-views")}>{ for tabs }</div>
            <button type="button" id={MORE_BUTTON} class="more-button" data-action="more" aria-label={more_name.clone()} aria-controls={MORE_PANEL}
                aria-expanded={if more { "true" } else { "false" }} aria-haspopup="dialog"
                onclick={props.on_more.reform(move |_: MouseEvent| !more)}>
                <span class="icon icon-more" aria-hidden="true"></span>
                <span class="more-name">{ more_name }</span>
            </button>
        </header>
    }
}
