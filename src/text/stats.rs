//! The words of the statistics: the Statistics panel's rows, the share
//! line of a finished daily puzzle ("Sudoku, 26 Nov 2026, hard: 7:42, no
//! hints"), and the news of an import.

use super::names::{level_name, level_title};
use super::numbers::{clock, listed, long_date};
use crate::features::stats::{Finish, LevelSummary};
use crate::model::lang::number;
use crate::t;

/// The line a player shares after finishing the day's puzzle, with no
/// spoiler: "Sudoku, 26 Nov 2026, hard: 7:42, no hints".
pub fn share_line(finish: &Finish) -> String {
    let mut parts = Vec::new();
    if finish.hints > 0 {
        parts.push(t!("number-hints", count = finish.hints));
    }
    if finish.checks > 0 {
        parts.push(t!("number-checks", count = finish.checks));
    }
    if finish.reveals > 0 {
        parts.push(t!("number-reveals", count = finish.reveals));
    }
    let help = listed("stats-share-help", &parts);
    let date = long_date(finish.on);
    let time = clock(finish.seconds);
    match finish.level {
        Some(level) => t!(
            "stats-share",
            date = date.as_str(),
            level = level.as_str(),
            levelName = level_name(level).as_str(),
            time = time.as_str(),
            help = help.as_str()
        ),
        None => t!(
            "stats-share-unrated",
            date = date.as_str(),
            time = time.as_str(),
            help = help.as_str()
        ),
    }
}

/// One row of the panel's table: level, finished, best, median, as text.
pub fn summary_row(summary: &LevelSummary) -> [String; 4] {
    row(
        level_title(summary.level),
        summary.finished,
        summary.unaided,
        summary.best,
        summary.median,
    )
}

/// One row of a variant below the levels: its name ("Killer-X", the
/// Variant select's), finished, best, median, as text.
#[cfg(feature = "variants")]
pub fn variant_row(summary: &crate::features::stats::VariantSummary) -> [String; 4] {
    row(
        t!("page-variant-name", variant = summary.variant.name()),
        summary.finished,
        summary.unaided,
        summary.best,
        summary.median,
    )
}

/// A row of the panel's table: its name, the puzzles finished (and how
/// many unaided, when not all), the best and the median time.
fn row(
    name: String,
    finished: usize,
    unaided: usize,
    best: Option<u64>,
    median: Option<u64>,
) -> [String; 4] {
    let time = |t: Option<u64>| t.map_or_else(|| "–".to_string(), clock);
    let finished = if finished == unaided {
        number(finished as f64)
    } else {
        t!(
            "stats-finished-unaided",
            finished = finished,
            unaided = unaided
        )
    };
    [name, finished, time(best), time(median)]
}

/// "Daily streak: 3 days." / "No daily streak yet: finish Today's puzzle."
pub fn streak_text(days: u32) -> String {
    t!("stats-streak", days = days)
}

/// "Could not save the statistics file: <why>."
pub fn export_failed_text(why: &str) -> String {
    t!("stats-export-failed", why = super::visible(why).as_str())
}

/// "Imported 3 finished puzzles." after a file was read.
pub fn imported_text(added: usize) -> String {
    t!("stats-imported", count = added)
}

/// "Could not import 'stats.json': it is not a statistics file: .... Your statistics are unchanged."
pub fn refused_text(name: &str, why: &str) -> String {
    t!(
        "stats-refused",
        name = super::visible(name).as_str(),
        why = super::visible(why).as_str()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_solver::date::Date;
    use sudoku_solver::rating::Level;
    use sudoku_solver::Grid;

    #[test]
    fn the_share_line_and_the_panel_read_as_english() {
        let mut finish = Finish {
            on: Date::new(2026, 11, 26).unwrap(),
            level: Some(Level::Hard),
            seconds: 462,
            hints: 0,
            checks: 0,
            reveals: 0,
            daily: true,
            puzzle: Grid::empty(),
            variant: crate::model::Variant::Classic,
            line: String::new(),
        };
        assert_eq!(
            share_line(&finish),
            "Sudoku, 26 Nov 2026, hard: 7:42, no hints"
        );
        finish.hints = 2;
        finish.reveals = 1;
        finish.level = None;
        assert_eq!(
            share_line(&finish),
            "Sudoku, 26 Nov 2026: 7:42, 2 hints, 1 reveal"
        );
        finish.checks = 1;
        assert_eq!(
            share_line(&finish),
            "Sudoku, 26 Nov 2026: 7:42, 2 hints, 1 check, 1 reveal"
        );
        assert_eq!(
            streak_text(0),
            "No daily streak yet: finish Today's puzzle to start one."
        );
        assert_eq!(streak_text(1), "Daily streak: 1 day.");
        assert_eq!(streak_text(12), "Daily streak: 12 days.");
        assert_eq!(
            imported_text(1),
            "Imported 1 finished puzzle into your statistics."
        );
        assert_eq!(
            imported_text(0),
            "The statistics file held nothing new: your statistics are as they were."
        );
        let row = summary_row(&LevelSummary {
            level: Level::Easy,
            finished: 3,
            unaided: 1,
            best: Some(61),
            median: None,
        });
        assert_eq!(row, ["Easy", "3 (1 unaided)", "1:01", "–"]);
        #[cfg(feature = "variants")]
        {
            let row = variant_row(&crate::features::stats::VariantSummary {
                variant: crate::model::Variant::KillerX,
                finished: 2,
                unaided: 2,
                best: Some(600),
                median: Some(600),
            });
            assert_eq!(row, ["Killer-X", "2", "10:00", "10:00"]);
        }
    }
}
