//! Which of the page's panels is shown: the side column's tab (Play or the
//! Solver lab) and the More panel, which opens over the page. A closed
//! panel stays in the page, `hidden`, so that every control has a home that
//! one click on a visible tab or button shows (docs/interfaces.md, Panels).

use crate::services::browser;
use yew::prelude::*;

/// The side column's two views ("tabs": the buttons that show them are
/// not ARIA tabs, see [`crate::components::topbar`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// The number pad, the mode switch and the play tools.
    Play,
    /// Solve with its algorithm chooser, Step, Compare and Batch.
    Lab,
}

impl Tab {
    /// Both tabs, in their order on the page.
    pub const ALL: [Tab; 2] = [Tab::Play, Tab::Lab];

    /// The id of the tab's button.
    pub fn tab_id(self) -> &'static str {
        match self {
            Tab::Play => "tab-play",
            Tab::Lab => "tab-lab",
        }
    }

    /// The id of the tab's panel.
    pub fn panel_id(self) -> &'static str {
        match self {
            Tab::Play => "panel-play",
            Tab::Lab => "panel-lab",
        }
    }
}

/// The id of the More button.
pub const MORE_BUTTON: &str = "more-button";
/// The id of the More panel.
pub const MORE_PANEL: &str = "more-panel";

/// The panels' state and what changes it.
#[derive(Clone, PartialEq)]
pub struct Panels {
    /// The tab shown.
    pub tab: Tab,
    /// Whether the More panel is open.
    pub more: bool,
    /// Shows a tab.
    pub on_tab: Callback<Tab>,
    /// Opens (`true`) or closes the More panel; closing gives the focus
    /// back to the More button.
    pub on_more: Callback<bool>,
}

/// The panels. While the More panel is open, a press outside it (and
/// outside its button), or the focus moving out of it (Tab), closes it,
/// leaving the focus where the press or the key put it.
#[hook]
pub fn use_panels() -> Panels {
    let tab = use_state_eq(|| Tab::Play);
    let more = use_state_eq(|| false);
    let on_tab = {
        let tab = tab.clone();
        Callback::from(move |chosen: Tab| tab.set(chosen))
    };
    let on_more = {
        let more = more.clone();
        Callback::from(move |open: bool| {
            if !open && *more {
                browser::focus_id(MORE_BUTTON);
            }
            more.set(open);
        })
    };
    {
        let more = more.clone();
        use_effect_with(*more, move |open| {
            const INSIDE: &[&str] = &[MORE_PANEL, MORE_BUTTON];
            let listeners = open.then(|| {
                let close = move || more.set(false);
                (
                    browser::on_outside("pointerdown", INSIDE, close.clone()),
                    browser::on_outside("focusin", INSIDE, close),
                )
            });
            move || drop(listeners)
        });
    }
    // The More panel opened: its first control takes the focus, so the
    // keyboard goes on there.
    use_effect_with(*more, |open| {
        if *open {
            browser::focus_first_in(MORE_PANEL);
        }
    });
    Panels {
        tab: *tab,
        more: *more,
        on_tab,
        on_more,
    }
}
