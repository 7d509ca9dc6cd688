//! The explain panel: Hint, Step and the candidates toggle, above the list
//! of the steps taken.

use super::steps::{steps, StepsProps};
use super::{keep_focus, keycap};
use crate::state::Action;
use std::rc::Rc;
use sudoku_solver::Step;
use yew::prelude::*;

/// Props of [`hints`].
#[derive(Clone, PartialEq)]
pub struct HintsProps {
    /// Whether pencil marks are shown.
    pub candidates: bool,
    /// The steps taken so far.
    pub steps: Rc<Vec<Step>>,
    /// The number (1-based) of the step of the list shown again, if any.
    pub reviewed: Option<usize>,
    /// Receives [`Action::Hint`], [`Action::Step`],
    /// [`Action::ToggleCandidates`] and [`Action::ReviewStep`].
    pub on_action: Callback<Action>,
}

/// "Explain the solve": Hint shows the next logical step on the board and
/// in the status without changing the grid; Step applies it (Undo takes it
/// back); Candidates shows the pencil marks.
pub fn hints(props: &HintsProps) -> Html {
    let send = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    html! {
        <section class="explain" aria-labelledby="explain-title">
            <h2 id="explain-title">{ "Explain the solve" }</h2>
            <div class="explain-row" role="group" aria-label="Explain">
                <button type="button" onclick={send(Action::Hint)} onmousedown={keep_focus}
                    aria-keyshortcuts="H">
                    { "Hint" }{ keycap("H") }
                </button>
                <button type="button" onclick={send(Action::Step)} onmousedown={keep_focus}>
                    { "Step" }
                </button>
                <button type="button" class="toggle" onclick={send(Action::ToggleCandidates)}
                    onmousedown={keep_focus}
                    aria-pressed={if props.candidates { "true" } else { "false" }}>
                    { "Candidates" }
                </button>
            </div>
            { steps(&StepsProps {
                steps: props.steps.clone(),
                reviewed: props.reviewed,
                on_review: props.on_action.reform(Action::ReviewStep),
            }) }
        </section>
    }
}
