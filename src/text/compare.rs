//! The words of Compare: the table's figures, the scale of its bars and
//! what the status line says.

use super::{clash_summary, duration};
use crate::features::compare::{Comparison, Row, Run, Said};
use crate::model::lang::number;
use crate::t;
use sudoku_solver::{Algorithm, Verdict};

/// The cells of a row after the algorithm's name: calls, guesses,
/// backtracks, time, as text.
pub fn figures(row: &Row) -> [String; 4] {
    let n = |x: u64| number(x as f64);
    let dash = || "–".to_string();
    match &row.run {
        Run::Waiting => [t!("compare-waiting"), dash(), dash(), dash()],
        Run::Running { calls: 0, .. } => [t!("compare-running"), dash(), dash(), dash()],
        Run::Running { calls, millis } => [
            t!("compare-calls-so-far", calls = *calls),
            dash(),
            dash(),
            t!("compare-time-so-far", time = duration(*millis).as_str()),
        ],
        Run::Done {
            verdict,
            stats,
            millis,
        } => [
            match verdict {
                Verdict::Aborted | Verdict::Cancelled => {
                    t!("compare-stopped-after", calls = stats.calls)
                }
                _ => n(stats.calls),
            },
            n(stats.guesses),
            n(stats.backtracks),
            duration(*millis),
        ],
        Run::Stopped { calls } => [
            if *calls == 0 {
                t!("compare-not-run")
            } else {
                t!("compare-stopped-after", calls = *calls)
            },
            dash(),
            dash(),
            dash(),
        ],
        Run::Failed(error) => [
            t!("compare-failed", why = error.as_str()),
            dash(),
            dash(),
            dash(),
        ],
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
        (Some((naive, Verdict::Aborted)), Some((fast, _))) => {
            t!("compare-summary-stopped", naive = naive, fast = fast)
        }
        (Some((naive, _)), Some((fast, _))) => t!("compare-summary", naive = naive, fast = fast),
        _ => t!("compare-done"),
    }
}

/// What Compare says: (is it a problem, the sentence). `comparison` is the
/// one that finished, for [`Said::Finished`].
pub fn said(said: &Said, comparison: Option<&Comparison>) -> (bool, String) {
    match said {
        Said::Started => (false, t!("compare-started")),
        Said::Finished => (
            false,
            comparison.map_or_else(|| t!("compare-done"), summary),
        ),
        Said::Stopped => (false, t!("compare-stopped")),
        Said::Empty => (true, t!("compare-empty")),
        Said::Clashes(found) => (
            true,
            t!("compare-clashes", clashes = clash_summary(found).as_str()),
        ),
        Said::Faults(found) => {
            let faults = super::variant::fault_summary(found).unwrap_or_default();
            (true, t!("compare-clashes", clashes = faults.as_str()))
        }
    }
}

/// The note above the table: what it shows and how to read the bars.
pub fn table_note(comparison: &Comparison, stale: bool) -> String {
    t!(
        "compare-note",
        stale = if stale { "yes" } else { "no" },
        most = 10u64.saturating_pow(comparison.decades())
    )
}
