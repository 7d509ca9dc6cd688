//! Explaining the solve, in the Solver lab: Step and the candidates
//! toggle, above the list of the steps taken (Hint, which teaches the same
//! steps one press at a time, is a play tool: [`super::play`]).

use super::keep_focus;
use super::steps::{steps, StepsProps};
use crate::model::ShownStep;
use crate::state::Action;
use crate::t;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`explain`].
#[derive(Clone, PartialEq)]
pub struct ExplainProps {
    /// Whether pencil marks are shown.
    pub candidates: bool,
    /// The steps taken so far.
    pub steps: Rc<Vec<ShownStep>>,
    /// The number (1-based) of the step of the list shown again, if any.
    pub reviewed: Option<usize>,
    /// Receives [`Action::Step`],
    /// [`Action::ToggleCandidates`] and [`Action::ReviewStep`].
    pub on_action: Callback<Action>,
}

/// "Explain the solve": Step applies the next logical step and says why
/// (Undo takes it back); Candidates shows every cell's candidates.
pub fn explain(props: &ExplainProps) -> Html {
    let send = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    html! {
        <section class="explain" aria-labelledby="explain-title">
            <h2 id="explain-title">{ t!("page-explain-title") }</h2>
            <p class="lab-help">{ t!("page-explain-help") }</p>
            <div class="explain-row" role="group" aria-label={t!("page-explain")}>
                <button type="button" onclick={send(Action::Step)} onmousedown={keep_focus}>
                    { t!("page-explain-step") }
                </button>
                <button type="button" class="toggle" onclick={send(Action::ToggleCandidates)}
                    onmousedown={keep_focus}
                    aria-pressed={if props.candidates { "true" } else { "false" }}>
                    { t!("page-explain-candidates") }
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
