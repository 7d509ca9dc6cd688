//! The status line (`role="status"`): what happened, in words.

use crate::text::StatusView;
use yew::prelude::*;

/// Props of [`status`].
#[derive(Clone, PartialEq)]
pub struct StatusProps {
    /// What to say.
    pub view: StatusView,
}

/// `line`, with its first piece from `quiet` (if any) hidden from screen
/// readers.
fn spoken(line: &str, quiet: &[String]) -> Html {
    let found = quiet
        .iter()
        .filter(|piece| !piece.is_empty())
        .find_map(|piece| line.find(piece.as_str()).map(|at| (at, at + piece.len())));
    match found {
        Some((start, end)) => html! {
            <>
                { &line[..start] }
                <span aria-hidden="true">{ &line[start..end] }</span>
                { &line[end..] }
            </>
        },
        None => html! { { line } },
    }
}

/// A live region: screen readers announce each new message, but not the
/// live call count of a running solve ([`StatusView::quiet`]).
pub fn status(props: &StatusProps) -> Html {
    let view = &props.view;
    html! {
        <div role="status" class={classes!("status", view.tone.as_str())}>
            <p class="headline">{ spoken(&view.headline, &view.quiet) }</p>
            { for view.details.iter().map(|line| html! {
                <p class="detail">{ spoken(line, &view.quiet) }</p>
            }) }
            if let Some(link) = &view.link {
                <p class="share-link"><a href={link.clone()}>{ link }</a></p>
            }
        </div>
    }
}
