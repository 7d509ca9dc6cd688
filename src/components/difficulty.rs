//! The difficulty line: how hard the board's puzzle is, once the puzzle
//! worker has rated it ("Hard (4.2): needs an XY-Wing."), with the score
//! in `data-rating` and the level in `data-level`.

use crate::features::rate::Rated;
use crate::text::difficulty::rated_text;
use yew::prelude::*;

/// The difficulty line (nothing while there is nothing to rate). A plain
/// function, not a component: it has no state, and a component of its own
/// would cost the page's module about 3 KB.
pub fn difficulty_line(rated: &Rated) -> Html {
    let Some(text) = rated_text(rated) else {
        return html! {};
    };
    let (score, level) = match rated {
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
