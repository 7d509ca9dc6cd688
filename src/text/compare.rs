//! The words of Compare: the table's figures, the scale of its bars and
//! what the status line says.

use super::{clash_summary, count, duration, thousands};
use crate::features::compare::{Comparison, Row, Run, Said};
use sudoku_solver::{Algorithm, Verdict};

/// The cells of a row after the algorithm's name: calls, guesses,
/// backtracks, time, as text.
pub fn figures(row: &Row) -> [String; 4] {
    let n = thousands;
    let dash = || "–".to_string();
    match &row.run {
        Run::Waiting => ["waiting".into(), dash(), dash(), dash()],
        Run::Running { calls: 0, .. } => ["running".into(), dash(), dash(), dash()],
        Run::Running { calls, millis } => [
            format!("{} so far", n(*calls)),
            dash(),
            dash(),
            format!("{} so far", duration(*millis)),
        ],
        Run::Done {
            verdict,
            stats,
            millis,
        } => [
            match verdict {
                Verdict::Aborted | Verdict::Cancelled => {
                    format!("stopped after {}", n(stats.calls))
                }
                _ => n(stats.calls),
            },
            n(stats.guesses),
            n(stats.backtracks),
            duration(*millis),
        ],
        Run::Stopped { calls } => [
            if *calls == 0 {
                "not run".into()
            } else {
                format!("stopped after {}", n(*calls))
            },
            dash(),
            dash(),
            dash(),
        ],
        Run::Failed(error) => [format!("failed: {error}"), dash(), dash(), dash()],
    }
}

/// The sentence for the status line once the comparison has ended: how
/// many more calls the tutorial backtracking made than the fast solver.
pub fn summary(comparison: &Comparison) -> String {
    let calls = |a: Algorithm| {
        comparison
            .rows
            .iter()
            .find(|r| r.algorithm == a)
            .and_then(|r| match r.run {
                Run::Done { stats, verdict, .. } => Some((stats.calls, verdict)),
                _ => None,
            })
    };
    match (calls(Algorithm::Naive), calls(Algorithm::Fast)) {
        (Some((naive, Verdict::Aborted)), Some((fast, _))) => format!(
            "Compared: naive backtracking stopped after {}; the fast solver needed {}.",
            count(naive, "call"),
            count(fast, "call")
        ),
        (Some((naive, _)), Some((fast, _))) => format!(
            "Compared: naive backtracking needed {}, the fast solver {}.",
            count(naive, "call"),
            count(fast, "call")
        ),
        _ => "Compared the algorithms on this puzzle.".into(),
    }
}

/// What Compare says: (is it a problem, the sentence). `comparison` is the
/// one that finished, for [`Said::Finished`].
pub fn said(said: &Said, comparison: Option<&Comparison>) -> (bool, String) {
    match said {
        Said::Started => (
            false,
            "Comparing the four algorithms on this puzzle, one after another…".into(),
        ),
        Said::Finished => (
            false,
            comparison.map_or_else(|| "Compared the algorithms on this puzzle.".into(), summary),
        ),
        Said::Stopped => (false, "Compare stopped.".into()),
        Said::Empty => (
            true,
            "Nothing to compare: the board is empty. Type or paste a puzzle first.".into(),
        ),
        Said::Clashes(found) => (
            true,
            format!(
                "Cannot compare: {} Change one of the highlighted digits first.",
                clash_summary(found)
            ),
        ),
    }
}

/// The note above the table: what it shows and how to read the bars.
pub fn table_note(comparison: &Comparison, stale: bool) -> String {
    format!(
        "Each algorithm on this puzzle, to the first solution{}. Bars: calls on a log scale \
         from 1 to {}: ten times more calls make the bar longer by the same step.",
        if stale {
            " (the puzzle as it was when Compare was pressed)"
        } else {
            ""
        },
        thousands(10u64.saturating_pow(comparison.decades()))
    )
}
