//! The words of the difficulty line and of New puzzle: "Hard (4.2): needs
//! an XY-Wing.", "Making a hard puzzle: 120 tried so far."

use super::count;
use crate::features::make::Making;
use crate::features::rate::{Difficulty, Rated};
use sudoku_solver::date::Date;
use sudoku_solver::rating::{Level, RatedTechnique};

/// The level's name with a capital, for the page: "Hard".
pub fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "Easy",
        Level::Medium => "Medium",
        Level::Hard => "Hard",
        Level::Expert => "Expert",
        Level::Extreme => "Extreme",
    }
}

/// "Hard (4.2): needs an XY-Wing."
pub fn difficulty_text(difficulty: &Difficulty) -> String {
    let head = format!("{} ({})", level_name(difficulty.level()), difficulty.score);
    match &difficulty.technique {
        Some(name) => format!("{head}: needs {}{name}.", article(name)),
        None => format!("{head}."),
    }
}

/// The difficulty line under the board, if it has anything to say.
pub fn rated_text(rated: &Rated) -> Option<String> {
    match rated {
        Rated::Nothing | Rated::NoRating { .. } => None,
        Rated::Pending { .. } => Some("Working out how hard this puzzle is…".into()),
        Rated::Known { difficulty, .. } => Some(difficulty_text(difficulty)),
    }
}

/// "a " or "an " before a technique's name; nothing before a name that is
/// not counted ("needs Pointing", "needs Supposition (Nishio)").
fn article(name: &str) -> &'static str {
    let uncounted = (name.ends_with("ing") && !name.ends_with("Wing"))
        || name.starts_with("Supposition")
        || name.starts_with("Deep")
        || name.starts_with("Simple");
    if uncounted {
        ""
    } else if name.starts_with(['A', 'E', 'I', 'O', 'U', 'X']) {
        "an "
    } else {
        "a "
    }
}

/// "an extreme", "a hard": the level with its article.
fn a_level(level: Level) -> String {
    let name = level.as_str();
    let article = if name.starts_with('e') { "an" } else { "a" };
    format!("{article} {name}")
}

/// "Making an extreme puzzle: 1,024 tried so far.", "Making today's hard
/// puzzle (26 Nov 2026)…"
pub fn making_text(making: &Making) -> String {
    let level = match (making.daily, making.practise) {
        (Some(date), _) => format!("today's {} puzzle ({})", making.level.as_str(), date.long()),
        (None, Some(technique)) => format!("a puzzle for practising {}", technique.name()),
        (None, None) => format!("{} puzzle", a_level(making.level)),
    };
    if making.tries == 0 {
        format!("Making {level}…")
    } else {
        format!(
            "Making {level}: {} so far.",
            count(making.tries, "candidate")
        )
    }
}

/// "A new hard puzzle with 26 givens: your turn.", or for the day's
/// puzzle "Today's puzzle, 26 Nov 2026, hard, with 26 givens: your turn.",
/// and for practising "A puzzle for practising X-Wing (hard, 30 givens):
/// Skip to it takes the steps before its first X-Wing."
pub fn made_text(
    level: Level,
    givens: usize,
    daily: Option<Date>,
    practise: Option<RatedTechnique>,
) -> String {
    let givens = count(givens as u64, "given");
    if let Some(technique) = practise {
        let name = technique.name();
        return format!(
            "A puzzle for practising {name} ({}, {givens}): Skip to it takes the steps before its first {name}.",
            level.as_str()
        );
    }
    match daily {
        Some(date) => format!(
            "Today's puzzle, {}, {}, with {givens}: your turn.",
            date.long(),
            level.as_str()
        ),
        None => format!("A new {} puzzle with {givens}: your turn.", level.as_str()),
    }
}

/// "Stopped making a hard puzzle; the board is as it was."
pub fn make_cancelled_text(level: Level) -> String {
    format!(
        "Stopped making {} puzzle; the board is as it was.",
        a_level(level)
    )
}

/// "No new hard puzzle: <why>."
pub fn make_failed_text(level: Level, error: &str) -> String {
    format!("No new {} puzzle could be made: {error}.", level.as_str())
}

/// "The hints need no X-Wing on this board any more: Practise makes
/// another puzzle."
pub fn skip_missed_text(technique: RatedTechnique) -> String {
    format!(
        "The hints need no {} on this board any more: Practise makes another puzzle, Undo goes back.",
        technique.name()
    )
}

/// "Stopped making a puzzle for practising X-Wing; the board is as it was."
pub fn practise_cancelled_text(technique: RatedTechnique) -> String {
    format!(
        "Stopped making a puzzle for practising {}; the board is as it was.",
        technique.name()
    )
}
