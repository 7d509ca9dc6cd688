//! The difficulty line: how hard the board's puzzle is, once the puzzle
//! worker has rated it ("Hard (4.2): needs an XY-Wing."), with the score
//! in `data-rating`.

use crate::features::rate::Rated;
use crate::text::difficulty::rated_text;
use yew::prelude::*;

/// Props of [`DifficultyLine`].
#[derive(Clone, PartialEq, Properties)]
pub struct DifficultyProps {
    /// What is known of the difficulty.
    pub rated: Rated,
}

/// The difficulty line (nothing while there is nothing to rate).
#[component]
pub fn DifficultyLine(props: &DifficultyProps) -> Html {
    let Some(text) = rated_text(&props.rated) else {
        return html! {};
    };
    let (score, level) = match &props.rated {
        Rated::Known { difficulty, .. } => (
            Some(difficulty.score.to_string()),
            Some(difficulty.level().as_str()),
        ),
        _ => (None, None),
    };
    html! {
        <p class="difficulty" data-rating={score} data-level={level}>{ text }</p>
    }
}
