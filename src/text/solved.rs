//! What the status line says about a finished solve.

use super::names::{algorithm_label, algorithm_phrase};
use super::{clash_summary, duration, StatusView, Tone};
use crate::features::solve::{SolveReport, SolveResult};
use crate::t;
use sudoku_solver::Verdict;

/// Fills `view` for a solve's report; `clash_text` names the clashes on
/// the board now, if any.
pub(super) fn solved_status(view: &mut StatusView, report: &SolveReport, clash_text: Option<&str>) {
    let algorithm = report.algorithm.name();
    match &report.result {
        SolveResult::EmptyBoard => {
            view.tone = Tone::Problem;
            view.headline = t!("status-solve-empty");
        }
        SolveResult::Clashing(found) => {
            view.tone = Tone::Problem;
            view.headline = t!(
                "status-solve-clashes",
                clashes = clash_summary(found).as_str()
            );
        }
        SolveResult::Searched(search) => {
            let numbers = t!(
                "status-solve-numbers",
                calls = search.stats.calls,
                guesses = search.stats.guesses,
                backtracks = search.stats.backtracks,
                time = duration(search.millis).as_str()
            );
            let label = algorithm_label(report.algorithm);
            match search.verdict {
                Verdict::Unique | Verdict::Multiple | Verdict::Solved => {
                    view.tone = Tone::Success;
                    view.headline = if search.verdict == Verdict::Multiple {
                        t!("status-solved-multiple")
                    } else {
                        t!("status-solved-unique")
                    };
                    view.details.push(numbers);
                    view.details.push(match search.check {
                        Some(stats) => t!(
                            "status-solved-method-checked",
                            algorithm = algorithm,
                            algorithmLabel = label.as_str(),
                            calls = stats.calls
                        ),
                        None => t!(
                            "status-solved-method",
                            algorithm = algorithm,
                            algorithmLabel = label.as_str()
                        ),
                    });
                }
                Verdict::NoSolution => {
                    view.tone = Tone::Problem;
                    view.headline = t!("status-solved-none");
                    view.details.push(numbers);
                    view.details.push(t!(
                        "status-solved-none-method",
                        algorithm = algorithm,
                        algorithmLabel = label.as_str()
                    ));
                }
                Verdict::Aborted | Verdict::Cancelled => {
                    view.tone = Tone::Problem;
                    view.headline = t!(
                        "status-solve-stopped",
                        calls = search.stats.calls,
                        algorithm = algorithm,
                        algorithmName = algorithm_phrase(report.algorithm).as_str()
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
