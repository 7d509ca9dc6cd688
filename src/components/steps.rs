//! The list of the steps taken by Step; each one can be selected to see
//! its highlight and explanation again.

use super::keep_focus;
use crate::model::ShownStep;
use crate::t;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`steps`].
#[derive(Clone, PartialEq)]
pub struct StepsProps {
    /// The steps taken, first to last.
    pub steps: Rc<Vec<ShownStep>>,
    /// The number (1-based) of the step shown again, if any.
    pub reviewed: Option<usize>,
    /// Called with the 1-based number of the step selected.
    pub on_review: Callback<usize>,
}

/// An ordered list of buttons, one per step ("Naked single: 3 in row 1,
/// column 2"); the shown one is `aria-pressed="true"`.
pub fn steps(props: &StepsProps) -> Html {
    let items = props.steps.iter().enumerate().map(|(i, step)| {
        let number = i + 1;
        let onclick = props.on_review.reform(move |_: MouseEvent| number);
        let pressed = props.reviewed == Some(number);
        html! {
            <li key={number}>
                <button type="button" class="step-item" {onclick} onmousedown={keep_focus}
                    aria-pressed={if pressed { "true" } else { "false" }}>
                    { step.summary.clone() }
                </button>
            </li>
        }
    });
    html! {
        <div class="steps">
            <h3 id="steps-title">{ t!("page-steps-title") }</h3>
            if props.steps.is_empty() {
                <p class="steps-empty">{ t!("page-steps-empty") }</p>
            } else {
                <ol class="steps-list" aria-labelledby="steps-title">{ for items }</ol>
            }
        </div>
    }
}
