//! The words of the difficulty line and of New puzzle: "Hard (4.2): needs
//! an XY-Wing.", "Making a hard puzzle: 120 candidates so far." (the
//! catalogue's `difficulty-` messages; the names from [`super::names`]).

use super::names::{level_title, technique_key, technique_name};
use crate::features::make::Making;
use crate::features::rate::{Difficulty, Rated};
use crate::t;
use sudoku_solver::date::Date;
use sudoku_solver::rating::{Level, RatedTechnique};

/// The level's name with a capital, for the page: "Hard" (as
/// [`super::names::level_title`]).
pub fn level_name(level: Level) -> String {
    level_title(level)
}

/// "Hard (4.2): needs an XY-Wing."
pub fn difficulty_text(difficulty: &Difficulty) -> String {
    let title = level_title(difficulty.level());
    let tenths = difficulty.score.tenths();
    let (whole, tenth) = (tenths / 10, tenths % 10);
    let Some(name) = &difficulty.technique else {
        return t!(
            "difficulty-rated",
            levelTitle = &title,
            whole = whole,
            tenth = tenth
        );
    };
    // The rating names the technique by its English name (its key's source).
    let technique = RatedTechnique::ALL.into_iter().find(|t| t.name() == name);
    let (key, shown) = match technique {
        Some(technique) => (technique_key(technique), technique_name(technique)),
        None => ("other".to_string(), name.clone()),
    };
    t!(
        "difficulty-needs",
        levelTitle = &title,
        whole = whole,
        tenth = tenth,
        technique = &key,
        techniqueName = &shown
    )
}

/// The difficulty line under the board, if it has anything to say.
pub fn rated_text(rated: &Rated) -> Option<String> {
    match rated {
        Rated::Nothing | Rated::NoRating { .. } => None,
        Rated::Pending { .. } => Some(t!("difficulty-rating")),
        Rated::Known { difficulty, .. } => Some(difficulty_text(difficulty)),
    }
}

/// "26 Nov 2026".
fn date_text(date: Date) -> String {
    t!(
        "difficulty-date",
        day = date.day(),
        month = date.month(),
        // A year is written as it is, never grouped like a count.
        year = date.year().to_string().as_str()
    )
}

/// "Making an extreme puzzle: 1,024 candidates so far.", "Making today's
/// hard puzzle (26 Nov 2026)…"
pub fn making_text(making: &Making) -> String {
    let level = making.level.as_str();
    let level_name = super::names::level_name(making.level);
    let tries = making.tries;
    match (making.daily, making.practise) {
        (Some(date), _) => t!(
            "difficulty-making-daily",
            level = level,
            levelName = &level_name,
            date = &date_text(date),
            tries = tries
        ),
        (None, Some(technique)) => t!(
            "difficulty-making-practise",
            technique = &technique_key(technique),
            techniqueName = &technique_name(technique),
            tries = tries
        ),
        (None, None) => t!(
            "difficulty-making",
            level = level,
            levelName = &level_name,
            tries = tries
        ),
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
    let level_name = super::names::level_name(level);
    if let Some(technique) = practise {
        return t!(
            "difficulty-made-practise",
            technique = &technique_key(technique),
            techniqueName = &technique_name(technique),
            level = level.as_str(),
            levelName = &level_name,
            givens = givens
        );
    }
    match daily {
        Some(date) => t!(
            "difficulty-made-daily",
            date = &date_text(date),
            level = level.as_str(),
            levelName = &level_name,
            givens = givens
        ),
        None => t!(
            "difficulty-made",
            level = level.as_str(),
            levelName = &level_name,
            givens = givens
        ),
    }
}

/// "Stopped making a hard puzzle; the board is as it was."
pub fn make_cancelled_text(level: Level) -> String {
    t!(
        "difficulty-make-cancelled",
        level = level.as_str(),
        levelName = &super::names::level_name(level)
    )
}

/// "No new hard puzzle could be made: <why>."
pub fn make_failed_text(level: Level, error: &str) -> String {
    t!(
        "difficulty-make-failed",
        level = level.as_str(),
        levelName = &super::names::level_name(level),
        error = error
    )
}

/// "The hints need no X-Wing on this board any more: Practise makes
/// another puzzle."
pub fn skip_missed_text(technique: RatedTechnique) -> String {
    t!(
        "difficulty-skip-missed",
        technique = &technique_key(technique),
        techniqueName = &technique_name(technique)
    )
}

/// "Stopped making a puzzle for practising X-Wing; the board is as it was."
pub fn practise_cancelled_text(technique: RatedTechnique) -> String {
    t!(
        "difficulty-practise-cancelled",
        technique = &technique_key(technique),
        techniqueName = &technique_name(technique)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_solver::rating::Score;

    /// The article the difficulty line used before the catalogue: nothing
    /// before a name that is not counted, "an" before a vowel or X ("a
    /// Unique Rectangle": its U is said "you").
    fn article(name: &str) -> &'static str {
        let uncounted = (name.ends_with("ing") && !name.ends_with("Wing"))
            || name.starts_with("Supposition")
            || name.starts_with("Deep")
            || name.starts_with("Simple");
        if uncounted {
            ""
        } else if name.starts_with(['A', 'E', 'I', 'O', 'U', 'X']) && !name.starts_with("Unique") {
            "an "
        } else {
            "a "
        }
    }

    #[test]
    fn every_technique_takes_its_article() {
        for technique in RatedTechnique::ALL {
            let name = technique.name();
            let difficulty = Difficulty {
                score: Score::from_tenths(42),
                technique: Some(name.to_string()),
            };
            assert_eq!(
                difficulty_text(&difficulty),
                format!("Hard (4.2): needs {}{name}.", article(name))
            );
        }
        let solved = Difficulty {
            score: Score::from_tenths(10),
            technique: None,
        };
        assert_eq!(difficulty_text(&solved), "Easy (1.0).");
    }

    #[test]
    fn making_counts_the_candidates_and_dates_the_days_puzzle() {
        let date = Date::new(2026, 11, 26).expect("a date");
        assert_eq!(date_text(date), date.long());
        let mut making = Making {
            job: Default::default(),
            level: Level::Extreme,
            seed: 0,
            tries: 0,
            daily: None,
            practise: None,
        };
        assert_eq!(making_text(&making), "Making an extreme puzzle…");
        making.tries = 1;
        assert_eq!(
            making_text(&making),
            "Making an extreme puzzle: 1 candidate so far."
        );
        making.tries = 1024;
        assert_eq!(
            making_text(&making),
            "Making an extreme puzzle: 1,024 candidates so far."
        );
        making.daily = Some(date);
        making.level = Level::Hard;
        assert_eq!(
            making_text(&making),
            "Making today's hard puzzle (26 Nov 2026): 1,024 candidates so far."
        );
        making.daily = None;
        making.practise = Some(RatedTechnique::XWing);
        making.tries = 0;
        assert_eq!(
            making_text(&making),
            "Making a puzzle for practising X-Wing…"
        );
        assert_eq!(
            made_text(Level::Hard, 1, Some(date), None),
            "Today's puzzle, 26 Nov 2026, hard, with 1 given: your turn."
        );
        assert_eq!(
            made_text(Level::Medium, 30, None, Some(RatedTechnique::XWing)),
            "A puzzle for practising X-Wing (medium, 30 givens): Skip to it takes the steps before its first X-Wing."
        );
        assert_eq!(
            make_failed_text(Level::Easy, "why"),
            "No new easy puzzle could be made: why."
        );
        assert_eq!(
            skip_missed_text(RatedTechnique::XWing),
            "The hints need no X-Wing on this board any more: Practise makes another puzzle, Undo goes back."
        );
        assert_eq!(
            practise_cancelled_text(RatedTechnique::XWing),
            "Stopped making a puzzle for practising X-Wing; the board is as it was."
        );
        assert_eq!(
            make_cancelled_text(Level::Medium),
            "Stopped making a medium puzzle; the board is as it was."
        );
    }
}
