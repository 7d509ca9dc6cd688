//! Every sentence of the Batch panel: what it says, the summary of a run,
//! times in microseconds, the bad lines. Pure functions, tested natively.

use crate::features::batch::{BadLine, BudgetError};
use crate::features::batch_stats::{decimals, verdict_counts, Summary};
use crate::features::link::parse_reason;
use crate::model::lang::{english, tf, Arg};
use crate::state::batch::{Batch, Said};
use crate::t;
use sudoku_i18n::English;
use sudoku_solver::{Algorithm, Mode, Verdict};

/// A verdict as the table and the summary say it.
pub fn verdict_word(verdict: Verdict) -> String {
    match verdict {
        Verdict::Unique => t!("batch-verdict-unique"),
        Verdict::Multiple => t!("batch-verdict-multiple"),
        Verdict::Solved => t!("batch-verdict-solved"),
        Verdict::NoSolution => t!("batch-verdict-none"),
        Verdict::Aborted => t!("batch-verdict-aborted"),
        Verdict::Cancelled => t!("batch-verdict-cancelled"),
    }
}

/// The message of `n` puzzles with `verdict` ("90 unique").
fn verdict_count_id(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Unique => "batch-count-unique",
        Verdict::Multiple => "batch-count-multiple",
        Verdict::Solved => "batch-count-solved",
        Verdict::NoSolution => "batch-count-none",
        Verdict::Aborted => "batch-count-aborted",
        Verdict::Cancelled => "batch-count-cancelled",
    }
}

/// A time given in microseconds: `"8.42 µs"`, `"312 µs"`, `"4.10 ms"`,
/// `"2.35 s"`.
pub fn micros(us: f64) -> String {
    let us = if us.is_finite() { us.max(0.0) } else { 0.0 };
    if us < 100.0 {
        t!("batch-time-us", time = decimals(us, 2).as_str())
    } else if us < 1000.0 {
        t!("batch-time-us", time = decimals(us, 0).as_str())
    } else if us < 1e6 {
        t!("batch-time-ms", time = decimals(us / 1000.0, 2).as_str())
    } else {
        t!("batch-time-s", time = decimals(us / 1e6, 2).as_str())
    }
}

/// The verdicts of a run for the summary's `data-verdicts` attribute,
/// which tests and tools read: `"95 unique"`, `"90 unique, 5 over the
/// budget"`, in English whatever the language.
pub fn verdicts_text(summary: &Summary) -> String {
    counts_text(&summary.verdicts, &|id, args| {
        english().format(id, args, &English)
    })
}

/// The puzzles of a run and their verdicts, from the verdict counts (in
/// the order of [`Verdict::ALL`]): `"95 puzzles: 90 unique, 5 over the
/// budget"`.
pub fn tally_text(verdicts: &[usize; 6]) -> String {
    let puzzles: usize = verdicts.iter().sum();
    let list = counts_text(verdicts, &|id, args| tf(id, args));
    t!("batch-tally", puzzles = puzzles, verdicts = list.as_str())
}

/// Formats a message with its arguments (in the language in use, or in
/// English).
type Say<'a> = &'a dyn Fn(&str, &[(&str, Arg<'_>)]) -> String;

/// The verdict counts that are not zero, listed with the messages `say`
/// formats.
fn counts_text(verdicts: &[usize; 6], say: Say<'_>) -> String {
    let parts: Vec<String> = Verdict::ALL
        .iter()
        .zip(*verdicts)
        .filter(|(_, n)| *n > 0)
        .map(|(v, n)| say(verdict_count_id(*v), &[("count", Arg::from(n))]))
        .collect();
    if parts.is_empty() {
        say("batch-verdicts-none", &[])
    } else {
        parts.join(&say("batch-list-separator", &[]))
    }
}

/// The times and calls of a run.
pub fn times_text(summary: &Summary) -> String {
    t!(
        "batch-times",
        median = micros(summary.median_micros).as_str(),
        mean = micros(summary.mean_micros).as_str(),
        total = micros(summary.total_millis * 1000.0).as_str(),
        calls = summary.calls,
        medianCalls = summary.median_calls
    )
}

/// How far a run is: `"Solved 56 of 95 puzzles."`
pub fn progress_text(done: usize, total: usize) -> String {
    t!("batch-progress", done = done, total = total)
}

/// The set chooser's option for a file of the user's: "Your file:
/// mine.txt".
pub fn own_file_label(name: &str) -> String {
    t!("batch-own-file", name = super::visible(name).as_str())
}

/// The line under the results table on a narrow screen, where it scrolls
/// sideways.
pub fn scroll_hint() -> String {
    t!("batch-scroll-hint")
}

/// The results' heading: the algorithm, the mode and the budget of the
/// run ("Results: fast, counting to two, budget 10,000,000 calls").
pub fn results_title(algorithm: Algorithm, mode: Mode, budget: Option<u64>) -> String {
    let mode = if mode == Mode::First {
        "first"
    } else {
        "count"
    };
    match budget {
        Some(budget) => t!(
            "batch-results-title-budget",
            algorithm = algorithm.name(),
            mode = mode,
            budget = budget
        ),
        None => t!(
            "batch-results-title",
            algorithm = algorithm.name(),
            mode = mode
        ),
    }
}

/// A bar's range in the histogram: "8.42 µs to 9.50 µs".
pub fn histogram_range(from: f64, to: f64) -> String {
    t!(
        "batch-histogram-range",
        from = micros(from).as_str(),
        to = micros(to).as_str()
    )
}

/// The folded list's summary of the lines that are not puzzles: "2 lines
/// not a puzzle".
pub fn bad_lines_summary(lines: usize) -> String {
    t!("batch-bad-lines", lines = lines)
}

/// What the panel says now, if anything.
pub fn said_text(batch: &Batch) -> Option<String> {
    Some(match &batch.said {
        Said::Nothing => return None,
        Said::Opening(name) => t!("batch-opening", name = super::visible(name).as_str()),
        Said::OpenFailed(name, why) => t!(
            "batch-open-failed",
            name = super::visible(name).as_str(),
            why = why.as_str()
        ),
        Said::Opened => {
            let file = batch.file.as_ref()?;
            let name = super::visible(&file.name);
            let puzzles = file.read.puzzles.len();
            match file.read.bad.len() {
                0 => t!("batch-opened", name = name.as_str(), puzzles = puzzles),
                bad => t!(
                    "batch-opened-bad",
                    name = name.as_str(),
                    puzzles = puzzles,
                    bad = bad
                ),
            }
        }
        Said::Finished => {
            let tally = tally_text(&verdict_counts(&batch.rows));
            t!("batch-finished", tally = tally.as_str())
        }
        Said::BadBudget => t!("batch-bad-budget"),
        Said::Cancelled(n) => t!("batch-cancelled", done = *n, total = batch.total()),
        Said::Failed(why) => t!("batch-failed", why = why.as_str()),
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
        BudgetError::NotANumber => t!("batch-budget-not-a-number", typed = shown.as_str()),
        BudgetError::Zero => t!("batch-budget-zero"),
        BudgetError::TooBig => t!("batch-budget-too-big", typed = shown.as_str()),
    }
}

/// The table's page (from 0) of `pages`, `per_page` rows each, of `rows`:
/// `("Page 30 of 30", "Puzzles 1,451 to 1,465")`.
pub fn page_texts(page: usize, pages: usize, per_page: usize, rows: usize) -> (String, String) {
    let first = page * per_page + 1;
    let last = (first + per_page - 1).min(rows);
    (
        t!("batch-page", page = page + 1, pages = pages),
        t!("batch-page-puzzles", first = first, last = last),
    )
}

/// A bad line: `"Line 12: expected 81 cells, found 80"`.
pub fn bad_line_text(bad: &BadLine) -> String {
    // Worded as a pasted puzzle's error is: one copy of those words.
    let why = parse_reason(&bad.why);
    open_line_text("batch-bad-line", bad.line, &why)
}

/// Message `id` of the file's line `line`: its number written as the file
/// numbers it (digits alone, as an editor shows them), with `why`.
fn open_line_text(id: &str, line: u32, why: &str) -> String {
    let line = line.to_string();
    tf(id, &[("line", Arg::from(&line)), ("why", Arg::from(why))])
}

/// The name of a row's Open button for screen readers: "Open line 12 on
/// the board".
pub fn open_label(line: u32) -> String {
    open_line_text("batch-open-label", line, "")
}

/// The option of a bundled set in the set chooser: its message `id` with
/// the `puzzles` it holds ("top95: 95 hard puzzles (Norvig)").
pub fn set_label(id: &str, puzzles: usize) -> String {
    tf(id, &[("puzzles", Arg::from(puzzles))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_solver::ParseError;

    #[test]
    fn times_read_well_at_every_scale() {
        assert_eq!(micros(8.4213), "8.42 µs");
        assert_eq!(micros(312.4), "312 µs");
        assert_eq!(micros(4100.0), "4.10 ms");
        assert_eq!(micros(2.35e6), "2.35 s");
        assert_eq!(micros(f64::NAN), "0.00 µs");
    }

    /// English words with a German number format: "4,1" and "1.234".
    struct Comma;

    impl sudoku_i18n::Locale for Comma {
        fn plural(&self, n: f64) -> sudoku_i18n::Plural {
            English.plural(n)
        }

        fn number(&self, n: f64) -> String {
            let english = English.number(n);
            english
                .chars()
                .map(|c| match c {
                    '.' => ',',
                    ',' => '.',
                    c => c,
                })
                .collect()
        }
    }

    #[test]
    fn times_keep_their_decimals_in_the_language_s_number_format() {
        use crate::model::lang::{speak, Lang};
        speak(Lang::De, english(), Vec::new(), std::rc::Rc::new(Comma));
        let times = [micros(4100.0), micros(2.0), micros(1.234e9)];
        speak(Lang::En, english(), Vec::new(), std::rc::Rc::new(English));
        assert_eq!(times, ["4,10 ms", "2,00 µs", "1.234,00 s"]);
    }

    #[test]
    fn bad_lines_say_what_the_solver_says() {
        let texts = [
            "123",
            "12345678x",
            "1234\n5678x",
            "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....1",
        ];
        for text in texts {
            let err = sudoku_solver::Grid::parse(text).expect_err("not a puzzle");
            let bad = BadLine {
                line: 1234,
                error: err.to_string(),
                why: err,
            };
            assert_eq!(bad_line_text(&bad), format!("Line 1234: {}", bad.error));
        }
        let bad = BadLine {
            line: 3,
            error: String::new(),
            why: ParseError::BadValue { cell: 4, value: 12 },
        };
        assert_eq!(bad_line_text(&bad), "Line 3: cell 4: value 12 is not 0-9");
        assert_eq!(open_label(1234), "Open line 1234 on the board");
        assert_eq!(bad_lines_summary(1), "1 line not a puzzle");
        assert_eq!(bad_lines_summary(2), "2 lines not a puzzle");
    }

    #[test]
    fn the_results_title_names_the_run() {
        assert_eq!(
            results_title(Algorithm::Fast, Mode::CountToTwo, Some(10_000_000)),
            "Results: fast, counting to two, budget 10,000,000 calls"
        );
        assert_eq!(
            results_title(Algorithm::Fast, Mode::First, Some(1)),
            "Results: fast, first solution, budget 1 call"
        );
        assert_eq!(
            results_title(Algorithm::Naive, Mode::First, None),
            "Results: naive, first solution"
        );
        assert_eq!(histogram_range(8.4213, 1500.0), "8.42 µs to 1.50 ms");
        assert_eq!(
            set_label("batch-set-msk", 1011),
            "msk_009: 1,011 puzzles of every level"
        );
        assert_eq!(own_file_label("a\u{7}.txt"), "Your file: a\\u{7}.txt");
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
