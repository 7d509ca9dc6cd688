//! Every sentence of the Batch panel: what it says, the summary of a run,
//! times in microseconds, the bad lines. Pure functions, tested natively.

use super::numbers::{count, fixed, thousands};
use crate::features::batch::{BadLine, BudgetError};
use crate::features::batch_stats::{verdict_counts, Summary};
use crate::state::batch::{Batch, Said};
use sudoku_solver::Verdict;

/// A verdict as the table and the summary say it.
pub fn verdict_word(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Unique => "unique",
        Verdict::Multiple => "several solutions",
        Verdict::Solved => "solved",
        Verdict::NoSolution => "no solution",
        Verdict::Aborted => "over the budget",
        Verdict::Cancelled => "cancelled",
    }
}

/// A time given in microseconds: `"8.42 µs"`, `"312 µs"`, `"4.10 ms"`,
/// `"2.35 s"`.
pub fn micros(us: f64) -> String {
    let us = if us.is_finite() { us.max(0.0) } else { 0.0 };
    if us < 100.0 {
        format!("{} µs", fixed(us, 2))
    } else if us < 1000.0 {
        format!("{} µs", fixed(us, 0))
    } else if us < 1e6 {
        format!("{} ms", fixed(us / 1000.0, 2))
    } else {
        format!("{} s", fixed(us / 1e6, 2))
    }
}

/// The verdicts of a run: `"95 unique"`, `"90 unique, 5 over the budget"`.
pub fn verdicts_text(summary: &Summary) -> String {
    counts_text(&summary.verdicts)
}

/// The puzzles of a run and their verdicts, from the verdict counts (in
/// the order of [`Verdict::ALL`]): `"95 puzzles: 90 unique, 5 over the
/// budget"`.
pub fn tally_text(verdicts: &[usize; 6]) -> String {
    let puzzles: usize = verdicts.iter().sum();
    format!(
        "{}: {}",
        count(puzzles as u64, "puzzle"),
        counts_text(verdicts)
    )
}

/// [`verdicts_text`] of the verdict counts.
fn counts_text(verdicts: &[usize; 6]) -> String {
    let parts: Vec<String> = Verdict::ALL
        .iter()
        .zip(*verdicts)
        .filter(|(_, n)| *n > 0)
        .map(|(v, n)| format!("{} {}", thousands(n as u64), verdict_word(*v)))
        .collect();
    if parts.is_empty() {
        "none solved yet".into()
    } else {
        parts.join(", ")
    }
}

/// The times and calls of a run.
pub fn times_text(summary: &Summary) -> String {
    format!(
        "Median {}, mean {} a puzzle, {} in all; {} (median {}).",
        micros(summary.median_micros),
        micros(summary.mean_micros),
        micros(summary.total_millis * 1000.0),
        count(summary.calls, "call"),
        thousands(summary.median_calls)
    )
}

/// How far a run is: `"Solved 56 of 95 puzzles."`
pub fn progress_text(done: usize, total: usize) -> String {
    format!(
        "Solved {} of {}.",
        thousands(done as u64),
        count(total as u64, "puzzle")
    )
}

/// The set chooser's option for a file of the user's: "Your file:
/// mine.txt".
pub fn own_file_label(name: &str) -> String {
    format!("Your file: {}", super::visible(name))
}

/// The line under the results table on a narrow screen, where it scrolls
/// sideways.
pub const SCROLL_HINT: &str =
    "The table is wider than the screen: scroll it sideways (swipe, or the arrow keys once it has the focus) for the time, calls and Open.";

/// What the panel says now, if anything.
pub fn said_text(batch: &Batch) -> Option<String> {
    Some(match &batch.said {
        Said::Nothing => return None,
        Said::Opening(name) => format!("Opening {}…", super::visible(name)),
        Said::OpenFailed(name, why) => {
            format!("{} could not be opened: {why}.", super::visible(name))
        }
        Said::Opened => {
            let file = batch.file.as_ref()?;
            let bad = file.read.bad.len();
            let mut text = format!(
                "{}: {}",
                super::visible(&file.name),
                count(file.read.puzzles.len() as u64, "puzzle")
            );
            if bad > 0 {
                text.push_str(&format!(
                    ", {} not a puzzle (listed below, skipped)",
                    count(bad as u64, "line")
                ));
            }
            text.push('.');
            text
        }
        Said::Finished => format!("Done: {}.", tally_text(&verdict_counts(&batch.rows))),
        Said::BadBudget => "Not started: correct the call budget first.".into(),
        Said::Cancelled(n) => format!(
            "Cancelled after {} of {}: the table shows those.",
            thousands(*n as u64),
            count(batch.total() as u64, "puzzle")
        ),
        Said::Failed(why) => format!("The run stopped: {why}."),
    })
}

/// Why the call budget typed was not taken, and what to type instead.
pub fn budget_error_text(typed: &str, why: BudgetError) -> String {
    // The text as typed, shortened: it may be anything.
    let mut shown: String = typed.trim().chars().take(24).collect();
    if typed.trim().chars().count() > 24 {
        shown.push('…');
    }
    let shown: String = shown.chars().flat_map(char::escape_debug).collect();
    match why {
        BudgetError::NotANumber => format!(
            "The call budget “{shown}” is not a whole number of calls: type one such as 1,000,000, or leave it empty for no budget."
        ),
        BudgetError::Zero => "A call budget of 0 would stop every puzzle before it starts: type 1 or more, or leave it empty for no budget.".into(),
        BudgetError::TooBig => format!(
            "The call budget “{shown}” is more than the solver can count: leave it empty for no budget."
        ),
    }
}

/// The table's page (from 0) of `pages`, `per_page` rows each, of `rows`:
/// `("Page 30 of 30", "Puzzles 1,451 to 1,465")`.
pub fn page_texts(page: usize, pages: usize, per_page: usize, rows: usize) -> (String, String) {
    let first = page * per_page + 1;
    let last = (first + per_page - 1).min(rows);
    (
        format!(
            "Page {} of {}",
            thousands(page as u64 + 1),
            thousands(pages as u64)
        ),
        format!(
            "Puzzles {} to {}",
            thousands(first as u64),
            thousands(last as u64)
        ),
    )
}

/// A bad line: `"Line 12: expected 81 cells, found 80"`.
pub fn bad_line_text(bad: &BadLine) -> String {
    format!("Line {}: {}", bad.line, bad.error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_well_at_every_scale() {
        assert_eq!(micros(8.4213), "8.42 µs");
        assert_eq!(micros(312.4), "312 µs");
        assert_eq!(micros(4100.0), "4.10 ms");
        assert_eq!(micros(2.35e6), "2.35 s");
        assert_eq!(micros(f64::NAN), "0.00 µs");
    }

    #[test]
    fn a_summary_names_only_the_verdicts_it_has() {
        let summary = Summary {
            puzzles: 95,
            verdicts: [90, 0, 0, 0, 5, 0],
            median_micros: 9.5,
            mean_micros: 12.25,
            total_millis: 1.16375,
            calls: 12345,
            median_calls: 40,
            guesses: 0,
        };
        assert_eq!(verdicts_text(&summary), "90 unique, 5 over the budget");
        assert_eq!(
            tally_text(&summary.verdicts),
            "95 puzzles: 90 unique, 5 over the budget"
        );
        assert_eq!(
            times_text(&summary),
            "Median 9.50 µs, mean 12.25 µs a puzzle, 1.16 ms in all; 12,345 calls (median 40)."
        );
        assert_eq!(verdicts_text(&Summary::default()), "none solved yet");
        assert_eq!(progress_text(56, 1465), "Solved 56 of 1,465 puzzles.");
    }

    #[test]
    fn pages_are_counted_with_thousands() {
        assert_eq!(
            page_texts(29, 30, 50, 1465),
            (
                "Page 30 of 30".to_string(),
                "Puzzles 1,451 to 1,465".to_string()
            )
        );
        assert_eq!(
            page_texts(0, 1, 50, 3),
            ("Page 1 of 1".to_string(), "Puzzles 1 to 3".to_string())
        );
    }

    #[test]
    fn a_bad_budget_says_what_was_typed_and_what_to_type() {
        assert_eq!(
            budget_error_text(" 1e3x ", BudgetError::NotANumber),
            "The call budget “1e3x” is not a whole number of calls: type one such as 1,000,000, or leave it empty for no budget."
        );
        assert_eq!(
            budget_error_text(&"9".repeat(30), BudgetError::TooBig),
            format!(
                "The call budget “{}…” is more than the solver can count: leave it empty for no budget.",
                "9".repeat(24)
            )
        );
        assert!(budget_error_text("0", BudgetError::Zero).starts_with("A call budget of 0 "));
        assert!(budget_error_text("a\u{0}b", BudgetError::NotANumber).contains("“a\\0b”"));
    }
}
