//! What the status line says about a finished solve.

use super::{clash_summary, count, duration, StatusView, Tone};
use crate::features::solve::{SolveReport, SolveResult};
use sudoku_solver::Verdict;

/// Fills `view` for a solve's report; `clash_text` names the clashes on
/// the board now, if any.
pub(super) fn solved_status(view: &mut StatusView, report: &SolveReport, clash_text: Option<&str>) {
    match &report.result {
        SolveResult::EmptyBoard => {
            view.tone = Tone::Problem;
            view.headline =
                "Nothing to solve: the board is empty. Type or paste a puzzle first.".into();
        }
        SolveResult::Clashing(found) => {
            view.tone = Tone::Problem;
            view.headline = format!(
                "Cannot solve: {} Change one of the highlighted digits first.",
                clash_summary(found)
            );
        }
        SolveResult::Searched(search) => {
            let numbers = format!(
                "{}, {}, {} in {}.",
                count(search.stats.calls, "call"),
                count(search.stats.guesses, "guess"),
                count(search.stats.backtracks, "backtrack"),
                duration(search.millis),
            );
            let method = format!(
                "{}, counted to the first solution.",
                report.algorithm.label()
            );
            match search.verdict {
                Verdict::Unique | Verdict::Multiple | Verdict::Solved => {
                    view.tone = Tone::Success;
                    view.headline = if search.verdict == Verdict::Multiple {
                        "Solved, but the puzzle has multiple solutions: this is one of them.".into()
                    } else {
                        "Solved: the solution is unique.".into()
                    };
                    view.details.push(numbers);
                    let check = match search.check {
                        Some(stats) => format!(
                            " The fast solver checked for a second solution ({}).",
                            count(stats.calls, "call")
                        ),
                        None => String::new(),
                    };
                    view.details.push(format!("{method}{check}"));
                }
                Verdict::NoSolution => {
                    view.tone = Tone::Problem;
                    view.headline =
                        "This puzzle has no solution: these givens cannot be completed.".into();
                    view.details.push(numbers);
                    view.details.push(format!("{}.", report.algorithm.label()));
                }
                Verdict::Aborted | Verdict::Cancelled => {
                    view.tone = Tone::Problem;
                    let calls = count(search.stats.calls, "call");
                    view.headline = format!(
                        "Stopped after {calls}: {} needs too long for this puzzle; \
                         try constraint propagation or the fast solver.",
                        report.algorithm.phrase()
                    );
                    view.details.push(numbers);
                }
            }
        }
    }
    if let Some(clash) = clash_text {
        if !matches!(report.result, SolveResult::Clashing(_)) {
            view.details.push(clash.to_string());
        }
    }
}
