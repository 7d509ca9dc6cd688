//! The explain panel: Hint, Step and the candidates toggle, above the list
//! of the steps taken.

use super::steps::Steps;
use super::{keep_focus, Keycap};
use crate::state::Action;
use std::rc::Rc;
use sudoku_solver::Step;
use yew::prelude::*;

/// Props of [`Hints`].
#[derive(Clone, PartialEq, Properties)]
pub struct HintsProps {
    /// Whether pencil marks are shown.
    pub candidates: bool,
    /// The steps taken so far.
    pub steps: Rc<Vec<Step>>,
    /// The number (1-based) of the step of the list shown again, if any.
    #[prop_or_default]
    pub reviewed: Option<usize>,
    /// Receives [`Action::Hint`], [`Action::Step`],
    /// [`Action::ToggleCandidates`] and [`Action::ReviewStep`].
    pub on_action: Callback<Action>,
}

/// "Explain the solve": Hint shows the next logical step on the board and
/// in the status without changing the grid; Step applies it (Undo takes it
/// back); Candidates shows the pencil marks.
#[component]
pub fn Hints(props: &HintsProps) -> Html {
    let send = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    html! {
        <section class="explain" aria-labelledby="explain-title">
            <h2 id="explain-title">{ "Explain the solve" }</h2>
            <div class="explain-row" role="group" aria-label="Explain">
                <button type="button" onclick={send(Action::Hint)} onmousedown={keep_focus}
                    aria-keyshortcuts="H">
                    { "Hint" }<Keycap key_name="H" />
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
            <Steps
                steps={props.steps.clone()}
                reviewed={props.reviewed}
                on_review={props.on_action.reform(Action::ReviewStep)}
            />
        </section>
    }
}
