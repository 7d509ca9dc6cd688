//! Native tests of solving in the page state: the counts, verdicts and
//! status text of a solve, and edits of a solved board.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use common::{clock, entering, invalid_cells, run, solve_now, ANTI_NAIVE, EASY, HARDER};
use sudoku_solver::{Algorithm, Grid, Mode, Verdict};
use sudoku_web::features::solve::{self, SolveResult};
use sudoku_web::model::Kind;
use sudoku_web::state::{Action, Dropped, Message, State};
use sudoku_web::text::{status as status_of, Tone};

#[test]
fn naive_solve_fills_the_board_and_counts_52_calls() {
    let mut state = State::from_link(Some(EASY));
    state.apply(Action::SetAlgorithm(Algorithm::Naive));
    let report = solve::run(&state.sheet().puzzle(), Algorithm::Naive, &clock);
    let SolveResult::Searched(search) = &report.result else {
        panic!("expected a search, got {:?}", report.result);
    };
    assert_eq!(search.verdict, Verdict::Unique);
    assert_eq!(search.stats.calls, 52);
    assert_eq!(search.stats.guesses, 51);
    assert_eq!(search.stats.backtracks, 8);
    assert_eq!(search.budget, None);
    state.apply(Action::Solved(Box::new(report)));

    let puzzle = Grid::parse(EASY).unwrap();
    let shown = *state.sheet().grid();
    assert!(shown.is_solved());
    assert!(puzzle.is_completed_by(&shown));
    for i in 0..81 {
        let expected = if puzzle.get(i) == 0 {
            Kind::Solved
        } else {
            Kind::Given
        };
        assert_eq!(state.sheet().kind(i), expected, "cell {i}");
    }
    assert_eq!(state.sheet().puzzle(), puzzle);

    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Success);
    assert_eq!(status.headline, "Solved: the solution is unique.");
    assert_eq!(
        status.details[0],
        "52 calls, 51 guesses, 8 backtracks in under 0.1\u{a0}ms."
    );
    assert!(status.details[1].starts_with(
        "Naive backtracking (tutorial), counted to the first solution. The fast solver checked for a second solution ("
    ));

    // Solving is undoable and redoable.
    state.apply(Action::Undo);
    assert_eq!(state.sheet().grid(), &puzzle);
    assert!(!state.sheet().has_solution());
    state.apply(Action::Redo);
    assert_eq!(state.sheet().grid(), &shown);
}

#[test]
fn harder_puzzle_counts_4428_naive_calls() {
    let puzzle = Grid::parse(HARDER).unwrap();
    let report = solve::run(&puzzle, Algorithm::Naive, &clock);
    let SolveResult::Searched(search) = report.result else {
        panic!("expected a search");
    };
    assert_eq!(search.stats.calls, 4428);
    assert_eq!(search.verdict, Verdict::Unique);
}

#[test]
fn every_algorithm_finds_the_same_solution() {
    let puzzle = Grid::parse(HARDER).unwrap();
    let mut solutions = Vec::new();
    for algorithm in Algorithm::ALL {
        let mut state = State::from_link(Some(HARDER));
        state.apply(Action::SetAlgorithm(algorithm));
        solve_now(&mut state);
        assert!(state.sheet().grid().is_solved(), "{algorithm}");
        assert!(puzzle.is_completed_by(state.sheet().grid()));
        assert!(status_of(&state).headline.contains("unique"), "{algorithm}");
        solutions.push(*state.sheet().grid());
    }
    assert!(solutions.windows(2).all(|w| w[0] == w[1]));
}

#[test]
fn timing_uses_the_clock() {
    use std::cell::Cell;
    let ticks = Cell::new(0.0);
    let clock = || {
        ticks.set(ticks.get() + 1.5);
        ticks.get()
    };
    let report = solve::run(&Grid::parse(EASY).unwrap(), Algorithm::Fast, &clock);
    let SolveResult::Searched(search) = report.result else {
        panic!("expected a search");
    };
    assert_eq!(search.millis, 1.5);
}

#[test]
fn solve_with_clashes_explains_and_changes_nothing() {
    let mut state = State::new();
    run(
        &mut state,
        [
            Action::Select(40),
            Action::Input(2),
            Action::Select(44),
            Action::Input(2),
        ],
    );
    let before = state.sheet().clone();
    solve_now(&mut state);
    assert_eq!(state.sheet(), &before);
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "Cannot solve: Two 2s in row 5. Change one of the highlighted digits first."
    );
    assert_eq!(invalid_cells(&state), vec![40, 44]);
}

#[test]
fn solve_on_an_empty_board_asks_for_a_puzzle() {
    let mut state = State::new();
    solve_now(&mut state);
    assert_eq!(state.sheet().grid().filled(), 0);
    assert_eq!(
        status_of(&state).headline,
        "Nothing to solve: the board is empty. Type or paste a puzzle first."
    );
    assert!(!state.can_undo());
}

#[test]
fn few_givens_report_multiple_solutions() {
    let mut state = State::new();
    run(&mut state, [Action::Select(0), Action::Input(1)]);
    solve_now(&mut state);
    assert!(state.sheet().grid().is_solved());
    assert_eq!(state.sheet().value(0), 1);
    assert_eq!(state.sheet().kind(0), Kind::Given);
    assert_eq!(state.sheet().kind(1), Kind::Solved);
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Success);
    assert_eq!(
        status.headline,
        "Solved, but the puzzle has multiple solutions: this is one of them."
    );
}

#[test]
fn unsolvable_givens_report_no_solution() {
    // Row 1 holds 1-8; its last cell must be 9, but column 9 already has a 9.
    let mut text = String::from("12345678.");
    text.push_str("........9");
    text.push_str(&".".repeat(63));
    for algorithm in Algorithm::ALL {
        let mut state = State::from_link(Some(&text));
        state.apply(Action::SetAlgorithm(algorithm));
        assert!(state.clashes().is_empty());
        solve_now(&mut state);
        assert_eq!(state.sheet().grid().to_line(), text);
        let status = status_of(&state);
        assert_eq!(status.tone, Tone::Problem, "{algorithm}");
        assert_eq!(
            status.headline,
            "This puzzle has no solution: these givens cannot be completed."
        );
        assert!(!state.can_undo());
    }
}

#[test]
fn naive_stops_at_a_budget_with_a_clear_message() {
    const BUDGET: u64 = 5_000_000;
    let mut state = State::from_link(Some(ANTI_NAIVE));
    state.apply(Action::SetAlgorithm(Algorithm::Naive));
    let report = solve::run_with(
        &state.sheet().puzzle(),
        Algorithm::Naive,
        Mode::First,
        Some(BUDGET),
        &clock,
        &mut |_| sudoku_solver::Flow::Continue,
    );
    state.apply(Action::Solved(Box::new(report)));
    assert!(!state.sheet().has_solution());
    let Message::Solved(report) = state.message() else {
        panic!("expected a solve message");
    };
    let SolveResult::Searched(search) = &report.result else {
        panic!("expected a search");
    };
    assert_eq!(search.verdict, Verdict::Aborted);
    assert_eq!(search.stats.calls, BUDGET);
    assert_eq!(
        status_of(&state).headline,
        "Stopped after 5,000,000 calls: naive backtracking needs too long for this puzzle; \
         try constraint propagation or the fast solver."
    );
    // The fast solver has no budget and solves it.
    state.apply(Action::SetAlgorithm(Algorithm::Fast));
    solve_now(&mut state);
    assert!(state.sheet().grid().is_solved());
}

#[test]
fn editing_a_solved_board_takes_the_solution_away() {
    let mut state = entering(EASY);
    solve_now(&mut state);
    assert!(state.sheet().has_solution());
    // Cell 1 was solved (3); typing 4 there makes it a given and drops the solution.
    run(&mut state, [Action::Select(1), Action::Input(4)]);
    assert!(!state.sheet().has_solution());
    assert_eq!(state.sheet().kind(1), Kind::Given);
    assert_eq!(state.sheet().givens(), 39);
    assert_eq!(state.sheet().kind(2), Kind::Empty);
    assert_eq!(state.message(), &Message::Edited(Dropped::Solution));
    assert_eq!(
        status_of(&state).details,
        ["The edit took the solution off the board; Undo brings it back."]
    );
    state.apply(Action::Undo);
    assert!(state.sheet().grid().is_solved());
    assert_eq!(
        status_of(&state).headline,
        "Undone. 38 givens and the solution on the board."
    );
}

#[test]
fn keys_that_change_nothing_keep_the_solution_and_the_history() {
    let mut state = entering(EASY);
    solve_now(&mut state);
    let solved = state.clone();
    // The solved digit again, the given digit again, an empty cell cleared.
    run(&mut state, [Action::Select(1), Action::Input(3)]);
    run(&mut state, [Action::Select(0), Action::Input(5)]);
    assert_eq!(state, solved);
    let mut state = entering(EASY);
    let before = state.clone();
    run(&mut state, [Action::Select(1), Action::Input(0)]);
    run(&mut state, [Action::Input(10)]);
    assert_eq!(state.sheet(), before.sheet());
    assert_eq!(state.undo_history(), before.undo_history());
}

#[test]
fn an_edit_after_steps_says_they_went_and_undo_brings_them_back() {
    let mut state = entering(EASY);
    run(&mut state, [Action::Step, Action::Step]);
    let stepped = state.sheet().clone();
    let empty = (0..81).find(|&i| stepped.value(i) == 0).unwrap_or(80);
    run(&mut state, [Action::Select(empty), Action::Input(9)]);
    assert_eq!(state.message(), &Message::Edited(Dropped::Steps(2)));
    assert_eq!(
        status_of(&state).details.last().map(String::as_str),
        Some("The edit took the 2 steps off the board; Undo brings them back.")
    );
    state.apply(Action::Undo);
    assert_eq!(state.sheet(), &stepped);
    assert_eq!(
        status_of(&state).headline,
        "Undone. 38 givens and 2 steps on the board."
    );
    state.press(Action::Step);
    let empty = (0..81).find(|&i| state.sheet().value(i) == 0).unwrap_or(80);
    run(&mut state, [Action::Select(empty), Action::Input(9)]);
    assert_eq!(state.message(), &Message::Edited(Dropped::Steps(3)));
}

#[test]
fn copy_on_an_empty_board_says_copy() {
    let mut state = State::new();
    state.apply(Action::Copied { copied: true });
    assert_eq!(state.message(), &Message::CopyEmpty);
    assert_eq!(
        status_of(&state).headline,
        "Nothing to copy: the board is empty."
    );
}

#[test]
fn stale_solve_results_are_ignored() {
    let mut state = entering(EASY);
    let report = solve::run(&state.sheet().puzzle(), Algorithm::Fast, &clock);
    run(&mut state, [Action::Select(1), Action::Input(2)]);
    let before = state.clone();
    state.apply(Action::Solved(Box::new(report)));
    assert_eq!(state, before);
}

#[test]
fn hint_and_share_messages() {
    let mut state = State::new();
    state.press(Action::Hint);
    assert_eq!(
        status_of(&state).headline,
        "No hint: the board is empty. Type or paste a puzzle first."
    );
    state.apply(Action::Shared {
        link: "http://x/?puzzle=".into(),
        copied: false,
        progress: false,
    });
    assert_eq!(
        status_of(&state).headline,
        "Nothing to share: the board is empty."
    );
    state.apply(Action::Input(5));
    let link = format!("http://x/?puzzle=5{}", "0".repeat(80));
    state.apply(Action::Shared {
        link: link.clone(),
        copied: true,
        progress: false,
    });
    let status = status_of(&state);
    assert_eq!(
        status.headline,
        "Link to this puzzle (copied to the clipboard):"
    );
    assert_eq!(status.link, Some(link));
}
