//! Native tests of Compare's state: the order the algorithms run in,
//! progress, results, Stop, the bars and the status.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_solver::{Algorithm, Grid, Stats, Verdict};
use sudoku_web::compare::{self, Comparison, Run, COMPARE_BUDGET};
use sudoku_web::components::compare::{job_number, job_parts, reply_action};
use sudoku_web::state::{Action, Message, State, Tone};
use sudoku_web::worker::{Reply, WireSearch, WireStats};

const HARDER: &str =
    "..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..";

fn stats(calls: u64) -> Stats {
    Stats {
        calls,
        guesses: calls.saturating_sub(1),
        backtracks: calls / 2,
    }
}

fn comparison(state: &State) -> &Comparison {
    state
        .explain()
        .compare
        .comparison
        .as_ref()
        .expect("a comparison")
}

fn done(state: &mut State, algorithm: Algorithm, verdict: Verdict, calls: u64) {
    let id = comparison(state).id;
    state.apply(Action::CompareDone {
        id,
        algorithm,
        outcome: Ok((verdict, stats(calls), 1.5)),
    });
}

#[test]
fn budgets_only_for_the_backtracking_algorithms() {
    assert_eq!(COMPARE_BUDGET, 50_000_000);
    assert_eq!(compare::budget(Algorithm::Naive), Some(50_000_000));
    assert_eq!(compare::budget(Algorithm::Candidates), Some(50_000_000));
    assert_eq!(compare::budget(Algorithm::Propagation), None);
    assert_eq!(compare::budget(Algorithm::Fast), None);
}

#[test]
fn compare_runs_the_four_algorithms_in_order() {
    let mut state = State::from_link(Some(HARDER));
    state.apply(Action::Compare);
    assert_eq!(
        state.status().headline,
        "Comparing the four algorithms on this puzzle, one after another…"
    );
    let c = comparison(&state);
    assert_eq!(c.puzzle, Grid::parse(HARDER).unwrap());
    assert_eq!(c.rows.len(), 4);
    assert_eq!(
        state.explain().compare.job(),
        Some((c.id, Algorithm::Naive, Some(COMPARE_BUDGET)))
    );
    let id = c.id;
    assert_eq!(c.rows[0].figures()[0], "running");
    assert_eq!(c.rows[1].figures()[0], "waiting");
    state.apply(Action::CompareProgress {
        id,
        algorithm: Algorithm::Naive,
        calls: 1000,
        millis: 0.5,
    });
    assert_eq!(
        comparison(&state).rows[0].figures()[0],
        "1,000 so far".to_string()
    );
    done(&mut state, Algorithm::Naive, Verdict::Solved, 4428);
    assert_eq!(
        state.explain().compare.job(),
        Some((id, Algorithm::Candidates, Some(COMPARE_BUDGET)))
    );
    done(&mut state, Algorithm::Candidates, Verdict::Solved, 926);
    assert_eq!(
        state.explain().compare.job(),
        Some((id, Algorithm::Propagation, None))
    );
    done(&mut state, Algorithm::Propagation, Verdict::Solved, 3);
    done(&mut state, Algorithm::Fast, Verdict::Solved, 2);
    assert_eq!(state.explain().compare.job(), None);
    let c = comparison(&state);
    assert!(c.is_complete() && !c.is_running());
    assert_eq!(
        c.rows[0].figures(),
        [
            "4,428".to_string(),
            "4,427".into(),
            "2,214".into(),
            "1.50 ms".into()
        ]
    );
    assert_eq!(
        state.status().headline,
        "Compared: naive backtracking needed 4,428 calls, the fast solver 2 calls."
    );
    // Bars: log10(calls) over the decades of the largest (4 for 4,428).
    assert_eq!(c.decades(), 4);
    let bars = c.bars();
    assert!((bars[0] - 4428f64.log10() / 4.0).abs() < 1e-12);
    assert!((bars[3] - 2f64.log10() / 4.0).abs() < 1e-12);
    assert!(bars[0] > bars[1] && bars[1] > bars[2] && bars[2] > bars[3]);
}

#[test]
fn a_row_at_the_budget_says_stopped_after() {
    let mut state = State::from_link(Some(HARDER));
    state.apply(Action::Compare);
    done(
        &mut state,
        Algorithm::Naive,
        Verdict::Aborted,
        COMPARE_BUDGET,
    );
    assert_eq!(
        comparison(&state).rows[0].figures()[0],
        "stopped after 50,000,000"
    );
    done(&mut state, Algorithm::Candidates, Verdict::Solved, 10);
    done(&mut state, Algorithm::Propagation, Verdict::Solved, 1);
    done(&mut state, Algorithm::Fast, Verdict::Solved, 1);
    assert_eq!(
        state.status().headline,
        "Compared: naive backtracking stopped after 50,000,000 calls; the fast solver needed 1 call."
    );
    assert_eq!(comparison(&state).decades(), 8);
}

#[test]
fn stop_ends_the_comparison_and_stale_replies_are_ignored() {
    let mut state = State::from_link(Some(HARDER));
    state.apply(Action::Compare);
    let id = comparison(&state).id;
    state.apply(Action::CompareProgress {
        id,
        algorithm: Algorithm::Naive,
        calls: 123_456,
        millis: 10.0,
    });
    state.apply(Action::CompareStop);
    assert_eq!(state.status().headline, "Compare stopped.");
    assert_eq!(state.explain().compare.job(), None);
    let c = comparison(&state);
    assert_eq!(c.rows[0].run, Run::Stopped { calls: 123_456 });
    assert_eq!(c.rows[0].figures()[0], "stopped after 123,456");
    assert_eq!(c.rows[1].figures()[0], "not run");
    // A late result of the stopped search changes nothing.
    let before = state.clone();
    done(&mut state, Algorithm::Naive, Verdict::Solved, 4428);
    assert_eq!(state, before);
    // A new comparison has a new number; replies for the old one are ignored.
    state.apply(Action::Compare);
    let new_id = comparison(&state).id;
    assert_ne!(new_id, id);
    let before = state.clone();
    state.apply(Action::CompareDone {
        id,
        algorithm: Algorithm::Naive,
        outcome: Ok((Verdict::Solved, stats(1), 0.0)),
    });
    assert_eq!(state, before);
    // Stop with nothing running says nothing.
    for a in Algorithm::ALL {
        done(&mut state, a, Verdict::Solved, 5);
    }
    let before = state.clone();
    state.apply(Action::CompareStop);
    assert_eq!(state, before);
}

#[test]
fn a_failed_search_is_shown_and_the_next_one_runs() {
    let mut state = State::from_link(Some(HARDER));
    state.apply(Action::Compare);
    let id = comparison(&state).id;
    state.apply(Action::CompareDone {
        id,
        algorithm: Algorithm::Naive,
        outcome: Err("the solver worker failed".into()),
    });
    assert_eq!(
        comparison(&state).rows[0].figures()[0],
        "failed: the solver worker failed"
    );
    assert_eq!(
        state.explain().compare.job().map(|j| j.1),
        Some(Algorithm::Candidates)
    );
}

#[test]
fn compare_needs_a_puzzle_without_clashes() {
    let mut state = State::new();
    state.apply(Action::Compare);
    assert_eq!(state.status().tone, Tone::Problem);
    assert_eq!(
        state.status().headline,
        "Nothing to compare: the board is empty. Type or paste a puzzle first."
    );
    assert!(state.explain().compare.comparison.is_none());
    let mut state = State::from_link(Some(HARDER));
    state.apply(Action::Select(0));
    state.apply(Action::Input(5));
    state.apply(Action::Compare);
    assert!(matches!(state.message(), Message::Compare(_)));
    assert!(
        state
            .status()
            .headline
            .starts_with("Cannot compare: Two 5s in row 1."),
        "{}",
        state.status().headline
    );
    assert!(state.explain().compare.comparison.is_none());
}

#[test]
fn job_numbers_and_worker_replies_map_to_actions() {
    for id in [1u32, 7, 1000] {
        for a in Algorithm::ALL {
            assert_eq!(job_parts(job_number(id, a)), Some((id, a)));
        }
    }
    let job = job_number(3, Algorithm::Candidates);
    assert_eq!(reply_action(Reply::Ready, None), None);
    assert_eq!(
        reply_action(
            Reply::Progress {
                job,
                calls: 42,
                millis: 7.0
            },
            None
        ),
        Some(Action::CompareProgress {
            id: 3,
            algorithm: Algorithm::Candidates,
            calls: 42,
            millis: 7.0
        })
    );
    let search = WireSearch {
        verdict: "aborted".into(),
        solution: None,
        stats: WireStats {
            calls: 50_000_000,
            guesses: 9,
            backtracks: 8,
        },
        millis: 800.0,
        budget: Some(50_000_000),
        check: None,
    };
    assert_eq!(
        reply_action(Reply::Done { job, search }, None),
        Some(Action::CompareDone {
            id: 3,
            algorithm: Algorithm::Candidates,
            outcome: Ok((
                Verdict::Aborted,
                Stats {
                    calls: 50_000_000,
                    guesses: 9,
                    backtracks: 8
                },
                800.0
            )),
        })
    );
    // The worker failing as a whole fails the running job.
    assert_eq!(
        reply_action(
            Reply::Failed {
                job: None,
                error: "boom".into()
            },
            Some((3, Algorithm::Fast))
        ),
        Some(Action::CompareDone {
            id: 3,
            algorithm: Algorithm::Fast,
            outcome: Err("boom".into()),
        })
    );
    assert_eq!(
        reply_action(
            Reply::Failed {
                job: None,
                error: "boom".into()
            },
            None
        ),
        None
    );
}
