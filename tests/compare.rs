//! Native tests of Compare's state: the order the algorithms run in,
//! progress, results, Stop, the bars and the status.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{compare_done, compare_progress, HARDER};
use sudoku_solver::{Algorithm, Grid, Mode, Stats, Verdict};
use sudoku_web::features::compare::{self, job_number, job_parts, Comparison, Run, COMPARE_BUDGET};
use sudoku_web::features::jobs::{Event, Job, Lane, Output};
use sudoku_web::features::solve::Search;
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::compare::figures;
use sudoku_web::text::{status as status_of, Tone};
use sudoku_web::worker::Reply;

/// A finished search with these figures.
fn search(verdict: Verdict, calls: u64, millis: f64) -> Search {
    Search {
        verdict,
        solution: None,
        stats: stats(calls),
        millis,
        budget: None,
        check: None,
    }
}

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
    state.apply(compare_done(id, algorithm, Ok(search(verdict, calls, 1.5))));
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
        status_of(&state).headline,
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
    assert_eq!(figures(&c.rows[0])[0], "running");
    assert_eq!(figures(&c.rows[1])[0], "waiting");
    state.apply(compare_progress(id, Algorithm::Naive, 1000, 0.5));
    assert_eq!(
        figures(&comparison(&state).rows[0])[0],
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
        figures(&c.rows[0]),
        [
            "4,428".to_string(),
            "4,427".into(),
            "2,214".into(),
            "1.50\u{a0}ms".into()
        ]
    );
    assert_eq!(
        status_of(&state).headline,
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
        figures(&comparison(&state).rows[0])[0],
        "stopped after 50,000,000"
    );
    done(&mut state, Algorithm::Candidates, Verdict::Solved, 10);
    done(&mut state, Algorithm::Propagation, Verdict::Solved, 1);
    done(&mut state, Algorithm::Fast, Verdict::Solved, 1);
    assert_eq!(
        status_of(&state).headline,
        "Compared: naive backtracking stopped after 50,000,000 calls; the fast solver needed 1 call."
    );
    assert_eq!(comparison(&state).decades(), 8);
}

#[test]
fn stop_ends_the_comparison_and_stale_replies_are_ignored() {
    let mut state = State::from_link(Some(HARDER));
    state.apply(Action::Compare);
    let id = comparison(&state).id;
    state.apply(compare_progress(id, Algorithm::Naive, 123_456, 10.0));
    state.apply(Action::CompareStop);
    assert_eq!(status_of(&state).headline, "Compare stopped.");
    assert_eq!(state.explain().compare.job(), None);
    let c = comparison(&state);
    assert_eq!(c.rows[0].run, Run::Stopped { calls: 123_456 });
    assert_eq!(figures(&c.rows[0])[0], "stopped after 123,456");
    assert_eq!(figures(&c.rows[1])[0], "not run");
    // A late result of the stopped search changes nothing.
    let before = state.clone();
    done(&mut state, Algorithm::Naive, Verdict::Solved, 4428);
    assert_eq!(state, before);
    // A new comparison has a new number; replies for the old one are ignored.
    state.apply(Action::Compare);
    let new_id = comparison(&state).id;
    assert_ne!(new_id, id);
    let before = state.clone();
    state.apply(compare_done(
        id,
        Algorithm::Naive,
        Ok(search(Verdict::Solved, 1, 0.0)),
    ));
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
    state.apply(compare_done(
        id,
        Algorithm::Naive,
        Err("the solver worker failed".into()),
    ));
    assert_eq!(
        figures(&comparison(&state).rows[0])[0],
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
    assert_eq!(status_of(&state).tone, Tone::Problem);
    assert_eq!(
        status_of(&state).headline,
        "Nothing to compare: the board is empty. Type or paste a puzzle first."
    );
    assert!(state.explain().compare.comparison.is_none());
    let mut state = State::from_link(Some(HARDER));
    state.apply(Action::Select(0));
    state.apply(Action::Input(5));
    state.apply(Action::Compare);
    assert!(matches!(state.message(), Message::Compare(_)));
    assert!(
        status_of(&state)
            .headline
            .starts_with("Cannot compare: Two 5s in row 1."),
        "{}",
        status_of(&state).headline
    );
    assert!(state.explain().compare.comparison.is_none());
}

#[test]
fn job_numbers_and_worker_replies_map_to_events() {
    for id in [1u32, 7, 1000] {
        for a in Algorithm::ALL {
            assert_eq!(job_parts(job_number(id, a)), Some((id, a)));
        }
    }
    let job = job_number(3, Algorithm::Candidates);
    assert_eq!(Reply::Ready.event(), None);
    assert_eq!(
        Reply::Progress {
            job,
            calls: 42,
            millis: 7.0
        }
        .event(),
        Some(Event::Progress {
            job,
            calls: 42,
            millis: 7.0
        })
    );
    let aborted = Search {
        verdict: Verdict::Aborted,
        solution: None,
        stats: Stats {
            calls: 50_000_000,
            guesses: 9,
            backtracks: 8,
        },
        millis: 800.0,
        budget: Some(50_000_000),
        check: None,
    };
    let output = Output::Solve(aborted.clone());
    assert_eq!(
        Reply::Done {
            job,
            output: output.clone()
        }
        .event(),
        Some(Event::Done { job, output })
    );
    // The worker failing as a whole names no job: the client runs the job
    // on the main thread instead.
    let whole = Reply::Failed {
        job: None,
        error: "boom".into(),
    };
    assert_eq!(whole.event(), None);
    // The compare lane's result lands in the row of its algorithm.
    let mut state = State::from_link(Some(HARDER));
    state.apply(Action::Compare);
    let id = comparison(&state).id;
    // (Besides the rating of the puzzle, in the puzzle worker.)
    let wanted: Vec<_> = state
        .jobs()
        .into_iter()
        .filter(|w| w.lane.solver_worker())
        .collect();
    assert_eq!(wanted.len(), 1);
    assert_eq!(wanted[0].lane, Lane::Compare);
    assert_eq!(wanted[0].id, job_number(id, Algorithm::Naive));
    assert_eq!(
        wanted[0].job,
        Job::Solve {
            puzzle: Grid::parse(HARDER).unwrap(),
            algorithm: Algorithm::Naive,
            mode: Mode::First,
            budget: Some(COMPARE_BUDGET),
            variant: None,
        }
    );
    state.apply(compare_done(id, Algorithm::Naive, Ok(aborted)));
    assert_eq!(
        figures(&comparison(&state).rows[0])[0],
        "stopped after 50,000,000"
    );
    assert_eq!(state.jobs()[0].id, job_number(id, Algorithm::Candidates));
}
