//! The words of the statistics: the Statistics panel's rows, the share
//! line of a finished daily puzzle ("Sudoku, 26 Nov 2026, hard: 7:42, no
//! hints"), and the news of an import.

use super::count;
use super::difficulty::level_name;
use super::numbers::{clock, nonzero_counts};
use crate::features::stats::{Finish, LevelSummary};

/// The line a player shares after finishing the day's puzzle, with no
/// spoiler: "Sudoku, 26 Nov 2026, hard: 7:42, no hints".
pub fn share_line(finish: &Finish) -> String {
    let level = finish.level.map(|l| format!(", {}", l.as_str()));
    let help = nonzero_counts(&[
        (finish.hints, "hint"),
        (finish.checks, "check"),
        (finish.reveals, "reveal"),
    ]);
    let help = if help.is_empty() {
        "no hints".to_string()
    } else {
        help.join(", ")
    };
    format!(
        "Sudoku, {}{}: {}, {help}",
        finish.on.long(),
        level.unwrap_or_default(),
        clock(finish.seconds)
    )
}

/// One row of the panel's table: level, finished, best, median, as text.
pub fn summary_row(summary: &LevelSummary) -> [String; 4] {
    let time = |t: Option<u64>| t.map_or_else(|| "–".to_string(), clock);
    let finished = if summary.finished == summary.unaided {
        summary.finished.to_string()
    } else {
        format!("{} ({} unaided)", summary.finished, summary.unaided)
    };
    [
        level_name(summary.level).to_string(),
        finished,
        time(summary.best),
        time(summary.median),
    ]
}

/// "Daily streak: 3 days." / "No daily streak yet: finish Today's puzzle."
pub fn streak_text(days: u32) -> String {
    if days == 0 {
        "No daily streak yet: finish Today's puzzle to start one.".into()
    } else {
        format!("Daily streak: {}.", count(u64::from(days), "day"))
    }
}

/// "Could not save the statistics file: <why>."
pub fn export_failed_text(why: &str) -> String {
    format!(
        "Could not save the statistics file: {}.",
        super::visible(why)
    )
}

/// "Imported 3 finished puzzles." after a file was read.
pub fn imported_text(added: usize) -> String {
    match added {
        0 => "The statistics file held nothing new: your statistics are as they were.".into(),
        n => format!(
            "Imported {} into your statistics.",
            count(n as u64, "finished puzzle")
        ),
    }
}

/// "Could not import 'stats.json': it is not a statistics file: .... Your statistics are unchanged."
pub fn refused_text(name: &str, why: &str) -> String {
    format!(
        "Could not import '{}': {}. Your statistics are unchanged.",
        super::visible(name),
        super::visible(why)
    )
}
