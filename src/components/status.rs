//! The status line (`role="status"`): what happened, in words.

use crate::state::StatusView;
use yew::prelude::*;

/// Props of [`Status`].
#[derive(Clone, PartialEq, Properties)]
pub struct StatusProps {
    /// What to say.
    pub view: StatusView,
}

/// A live region: screen readers announce each new message.
#[component]
pub fn Status(props: &StatusProps) -> Html {
    let view = &props.view;
    html! {
        <div role="status" class={classes!("status", view.tone.as_str())}>
            <p class="headline">{ &view.headline }</p>
            { for view.details.iter().map(|line| html! { <p class="detail">{ line }</p> }) }
            if let Some(link) = &view.link {
                <p class="share-link"><a href={link.clone()}>{ link }</a></p>
            }
        </div>
    }
}
