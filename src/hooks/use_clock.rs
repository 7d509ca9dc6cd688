//! The timer's clock: a tick every second, and one whenever the page is
//! hidden or shown, so the time played stops while nobody looks.

use crate::state::{Action, State};
use yew::prelude::*;

/// Milliseconds between ticks.
const TICK_MS: u32 = 1_000;

/// Whether the page is visible, and the clock.
fn reading() -> Option<(f64, bool)> {
    let window = web_sys::window()?;
    let now = window.performance()?.now();
    let visible = window
        .document()
        .is_none_or(|doc| doc.visibility_state() == web_sys::VisibilityState::Visible);
    Some((now, visible))
}

/// Dispatches [`Action::Tick`] (and [`Action::Today`], the date finished
/// puzzles are recorded on) every second and on every change of the
/// page's visibility.
#[hook]
pub fn use_clock(state: &UseReducerHandle<State>) {
    let dispatcher = state.dispatcher();
    use_effect_with((), move |()| {
        let tick = move || {
            if let Some((now, visible)) = reading() {
                dispatcher.dispatch(Action::Tick { now, visible });
            }
            dispatcher.dispatch(Action::Today(crate::services::browser::today()));
        };
        tick();
        let interval = gloo_timers::callback::Interval::new(TICK_MS, tick.clone());
        let listener = web_sys::window()
            .and_then(|w| w.document())
            .map(|doc| gloo_events::EventListener::new(&doc, "visibilitychange", move |_| tick()));
        move || drop((interval, listener))
    });
}
