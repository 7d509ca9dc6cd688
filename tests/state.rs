//! Native tests of the page logic: the reducer, derived clashes, undo/redo,
//! solving and the status text. `cargo test -p sudoku-web`.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_solver::{Algorithm, Grid, Verdict};
use sudoku_web::solve::{self, Goal, SolveResult};
use sudoku_web::state::{
    key_action, moved, shortcut_action, Action, Direction, Dropped, Kind, Message, Source, State,
    Tone,
};

const EASY: &str =
    "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";
const HARDER: &str =
    "..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..";
/// Built against brute force: naive backtracking needs 69,175,317 calls to its first solution.
const ANTI_NAIVE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

fn clock() -> f64 {
    0.0
}

/// Applies actions in order.
fn run(state: &mut State, actions: impl IntoIterator<Item = Action>) {
    for action in actions {
        state.apply(action);
    }
}

fn solve_now(state: &mut State) {
    let report = solve::run(&state.board().puzzle(), state.algorithm(), &clock);
    state.apply(Action::Solved(Box::new(report)));
}

fn invalid_cells(state: &State) -> Vec<usize> {
    (0..81).filter(|&i| state.is_invalid(i)).collect()
}

#[test]
fn new_state_is_empty_with_a_welcome() {
    let state = State::new();
    assert_eq!(state.board().grid().filled(), 0);
    assert_eq!(state.selected(), 0);
    assert_eq!(state.algorithm(), Algorithm::Fast);
    assert!(!state.can_undo() && !state.can_redo());
    let status = state.status();
    assert_eq!(status.tone, Tone::Info);
    assert_eq!(
        status.headline,
        "Click a cell and type 1-9, or paste a puzzle. Then press Solve."
    );
}

#[test]
fn typing_sets_the_selected_cell_as_a_given() {
    let mut state = State::new();
    run(&mut state, [Action::Select(20), Action::Input(7)]);
    assert_eq!(state.board().value(20), 7);
    assert_eq!(state.board().kind(20), Kind::Given);
    assert_eq!(state.board().kind(19), Kind::Empty);
    assert!(state.can_undo());
    assert_eq!(
        state.status().headline,
        "1 given on the board. Press Solve when ready."
    );
    state.apply(Action::Input(0));
    assert_eq!(state.board().value(20), 0);
    assert_eq!(state.board().kind(20), Kind::Empty);
    assert_eq!(state.status().headline, "The board is empty.");
}

#[test]
fn out_of_range_selection_is_ignored() {
    let mut state = State::new();
    run(&mut state, [Action::Select(80), Action::Select(81)]);
    assert_eq!(state.selected(), 80);
}

#[test]
fn arrows_move_and_stop_at_the_edges() {
    assert_eq!(moved(0, Direction::Up), 0);
    assert_eq!(moved(0, Direction::Left), 0);
    assert_eq!(moved(0, Direction::Right), 1);
    assert_eq!(moved(0, Direction::Down), 9);
    assert_eq!(moved(80, Direction::Down), 80);
    assert_eq!(moved(80, Direction::Right), 80);
    assert_eq!(moved(8, Direction::Right), 8);
    assert_eq!(moved(40, Direction::Up), 31);
    let mut state = State::new();
    run(
        &mut state,
        [
            Action::Move(Direction::Down),
            Action::Move(Direction::Down),
            Action::Move(Direction::Right),
        ],
    );
    assert_eq!(state.selected(), 19);
}

#[test]
fn keys_map_to_actions() {
    for d in 1..=9u8 {
        assert_eq!(key_action(&d.to_string()), Some(Action::Input(d)));
    }
    for key in ["0", ".", " ", "Backspace", "Delete"] {
        assert_eq!(key_action(key), Some(Action::Input(0)), "{key:?}");
    }
    assert_eq!(key_action("ArrowUp"), Some(Action::Move(Direction::Up)));
    assert_eq!(key_action("ArrowDown"), Some(Action::Move(Direction::Down)));
    assert_eq!(key_action("ArrowLeft"), Some(Action::Move(Direction::Left)));
    assert_eq!(
        key_action("ArrowRight"),
        Some(Action::Move(Direction::Right))
    );
    for key in ["a", "Tab", "Enter", "10", "Escape", "Shift"] {
        assert_eq!(key_action(key), None, "{key:?}");
    }
    assert_eq!(shortcut_action("z", false), Some(Action::Undo));
    assert_eq!(shortcut_action("Z", true), Some(Action::Redo));
    assert_eq!(shortcut_action("y", false), Some(Action::Redo));
    assert_eq!(shortcut_action("v", false), None);
}

#[test]
fn clash_marks_both_cells_and_says_so() {
    let mut state = State::new();
    // Two 5s in row 3: cells r3c1 and r3c7.
    run(
        &mut state,
        [
            Action::Select(18),
            Action::Input(5),
            Action::Select(24),
            Action::Input(5),
        ],
    );
    assert_eq!(invalid_cells(&state), vec![18, 24]);
    let status = state.status();
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(status.headline, "Two 5s in row 3.");
}

#[test]
fn clash_summary_lists_every_clash() {
    let mut state = State::new();
    run(
        &mut state,
        [
            Action::Select(18),
            Action::Input(5),
            Action::Select(24),
            Action::Input(5),
            Action::Select(10),
            Action::Input(5),
        ],
    );
    assert_eq!(invalid_cells(&state), vec![10, 18, 24]);
    assert_eq!(state.status().headline, "Two 5s in row 3. Two 5s in box 1.");
}

#[test]
fn fixing_a_clash_clears_the_marks() {
    let mut state = State::new();
    run(
        &mut state,
        [
            Action::Select(0),
            Action::Input(9),
            Action::Select(80),
            Action::Input(9),
            Action::Select(72),
            Action::Input(9),
        ],
    );
    // r9c1 and r9c9 clash (row 9), r1c1 and r9c1 clash (column 1).
    assert_eq!(invalid_cells(&state), vec![0, 72, 80]);
    state.apply(Action::Input(4));
    assert_eq!(invalid_cells(&state), Vec::<usize>::new());
    assert_eq!(state.status().tone, Tone::Info);
    assert_eq!(
        state.status().headline,
        "3 givens on the board. Press Solve when ready."
    );
}

#[test]
fn undo_and_redo_restore_digits_and_clash_marks() {
    let mut state = State::new();
    run(
        &mut state,
        [
            Action::Select(0),
            Action::Input(3),
            Action::Select(1),
            Action::Input(3),
        ],
    );
    assert_eq!(invalid_cells(&state), vec![0, 1]);
    state.apply(Action::Undo);
    assert_eq!(state.board().value(1), 0);
    assert_eq!(invalid_cells(&state), Vec::<usize>::new());
    assert_eq!(
        state.status().headline,
        "Undone. 1 given on the board. Press Solve when ready."
    );
    assert!(state.can_redo());
    state.apply(Action::Redo);
    assert_eq!(state.board().value(1), 3);
    assert_eq!(invalid_cells(&state), vec![0, 1]);
    let status = state.status();
    assert_eq!(status.headline, "Two 3s in row 1. Two 3s in box 1.");
    assert_eq!(
        status.details,
        vec!["Redone. 2 givens on the board. Press Solve when ready.".to_string()]
    );
    run(&mut state, [Action::Undo, Action::Undo]);
    assert_eq!(state.board().grid().filled(), 0);
    assert!(!state.can_undo());
    state.apply(Action::Undo);
    assert_eq!(state.message(), &Message::NothingToUndo);
    assert_eq!(state.status().headline, "Nothing to undo.");
    // A new edit drops what could be redone.
    state.apply(Action::Input(8));
    assert!(!state.can_redo());
    state.apply(Action::Redo);
    assert_eq!(state.status().headline, "Nothing to redo.");
}

#[test]
fn typing_the_same_digit_again_adds_no_history() {
    let mut state = State::new();
    run(&mut state, [Action::Input(4), Action::Input(4)]);
    state.apply(Action::Undo);
    assert_eq!(state.board().grid().filled(), 0);
    assert!(!state.can_undo());
}

#[test]
fn clear_empties_the_board_and_is_undoable() {
    let mut state = State::from_link(Some(EASY));
    state.apply(Action::ClearBoard);
    assert_eq!(state.board().grid().filled(), 0);
    assert_eq!(state.status().headline, "Board cleared.");
    state.apply(Action::Undo);
    assert_eq!(state.board().puzzle().to_line(), EASY);
}

#[test]
fn link_loads_a_puzzle_as_givens() {
    let state = State::from_link(Some(EASY));
    assert_eq!(state.board().grid().to_line(), EASY);
    assert_eq!(state.board().kind(0), Kind::Given);
    assert_eq!(state.board().kind(1), Kind::Empty);
    assert_eq!(state.board().givens(), 38);
    assert_eq!(state.message(), &Message::Loaded(Source::Link, 38));
    assert_eq!(
        state.status().headline,
        "Loaded a puzzle with 38 givens from the link."
    );
    // Loading is not an edit: nothing to undo.
    assert!(!state.can_undo());
}

#[test]
fn bad_link_loads_nothing_and_says_why() {
    let short = &EASY[..80];
    let state = State::from_link(Some(short));
    assert_eq!(state.board().grid().filled(), 0);
    let status = state.status();
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "The puzzle in the link was not loaded: expected 81 cells, found 80."
    );

    let mut bad = EASY.to_string();
    bad.replace_range(11..12, "a");
    let state = State::from_link(Some(&bad));
    assert_eq!(state.board().grid().filled(), 0);
    assert_eq!(
        state.status().headline,
        "The puzzle in the link was not loaded: cell 12 (column 12): unexpected 'a'."
    );
}

#[test]
fn no_link_is_the_welcome() {
    assert_eq!(State::from_link(None), State::new());
}

#[test]
fn paste_loads_a_layout_and_bad_paste_changes_nothing() {
    let layout = "53. .7. ...\n6.. 195 ...\n.98 ... .6.\n\n8.. .6. ..3\n4.. 8.3 ..1\n7.. .2. ..6\n\n.6. ... 28.\n... 419 ..5\n... .8. .79\n";
    let mut state = State::new();
    state.apply(Action::Paste(layout.into()));
    assert_eq!(
        state.board().grid().to_line(),
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    );
    assert_eq!(
        state.status().headline,
        "Loaded a puzzle with 30 givens from the paste."
    );
    let before = state.board().clone();
    state.apply(Action::Paste("12345".into()));
    assert_eq!(state.board(), &before);
    assert_eq!(
        state.status().headline,
        "The pasted text was not loaded: expected 81 cells, found 5."
    );
    assert_eq!(state.status().tone, Tone::Problem);
    // The paste itself is undoable.
    state.apply(Action::Undo);
    assert_eq!(state.board().grid().filled(), 0);
}

#[test]
fn naive_solve_fills_the_board_and_counts_52_calls() {
    let mut state = State::from_link(Some(EASY));
    state.apply(Action::SetAlgorithm(Algorithm::Naive));
    let report = solve::run(&state.board().puzzle(), Algorithm::Naive, &clock);
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
    let shown = *state.board().grid();
    assert!(shown.is_solved());
    assert!(puzzle.is_completed_by(&shown));
    for i in 0..81 {
        let expected = if puzzle.get(i) == 0 {
            Kind::Solved
        } else {
            Kind::Given
        };
        assert_eq!(state.board().kind(i), expected, "cell {i}");
    }
    assert_eq!(state.board().puzzle(), puzzle);

    let status = state.status();
    assert_eq!(status.tone, Tone::Success);
    assert_eq!(status.headline, "Solved: the solution is unique.");
    assert_eq!(
        status.details[0],
        "52 calls, 51 guesses, 8 backtracks in under 0.1 ms."
    );
    assert!(status.details[1].starts_with(
        "Naive backtracking (tutorial), counted to the first solution. The fast solver checked for a second solution ("
    ));

    // Solving is undoable and redoable.
    state.apply(Action::Undo);
    assert_eq!(state.board().grid(), &puzzle);
    assert!(!state.board().has_solution());
    state.apply(Action::Redo);
    assert_eq!(state.board().grid(), &shown);
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
        assert!(state.board().grid().is_solved(), "{algorithm}");
        assert!(puzzle.is_completed_by(state.board().grid()));
        assert!(state.status().headline.contains("unique"), "{algorithm}");
        solutions.push(*state.board().grid());
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
    let before = state.board().clone();
    solve_now(&mut state);
    assert_eq!(state.board(), &before);
    let status = state.status();
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
    assert_eq!(state.board().grid().filled(), 0);
    assert_eq!(
        state.status().headline,
        "Nothing to solve: the board is empty. Type or paste a puzzle first."
    );
    assert!(!state.can_undo());
}

#[test]
fn few_givens_report_multiple_solutions() {
    let mut state = State::new();
    run(&mut state, [Action::Select(0), Action::Input(1)]);
    solve_now(&mut state);
    assert!(state.board().grid().is_solved());
    assert_eq!(state.board().value(0), 1);
    assert_eq!(state.board().kind(0), Kind::Given);
    assert_eq!(state.board().kind(1), Kind::Solved);
    let status = state.status();
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
        assert_eq!(state.board().grid().to_line(), text);
        let status = state.status();
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
        &state.board().puzzle(),
        Algorithm::Naive,
        Goal::First,
        Some(BUDGET),
        &clock,
        &mut |_| sudoku_solver::Flow::Continue,
    );
    state.apply(Action::Solved(Box::new(report)));
    assert!(!state.board().has_solution());
    let Message::Solved(report) = state.message() else {
        panic!("expected a solve message");
    };
    let SolveResult::Searched(search) = &report.result else {
        panic!("expected a search");
    };
    assert_eq!(search.verdict, Verdict::Aborted);
    assert_eq!(search.stats.calls, BUDGET);
    assert_eq!(
        state.status().headline,
        "Stopped after 5,000,000 calls: naive backtracking needs too long for this puzzle; \
         try constraint propagation or the fast solver."
    );
    // The fast solver has no budget and solves it.
    state.apply(Action::SetAlgorithm(Algorithm::Fast));
    solve_now(&mut state);
    assert!(state.board().grid().is_solved());
}

#[test]
fn editing_a_solved_board_takes_the_solution_away() {
    let mut state = State::from_link(Some(EASY));
    solve_now(&mut state);
    assert!(state.board().has_solution());
    // Cell 1 was solved (3); typing 4 there makes it a given and drops the solution.
    run(&mut state, [Action::Select(1), Action::Input(4)]);
    assert!(!state.board().has_solution());
    assert_eq!(state.board().kind(1), Kind::Given);
    assert_eq!(state.board().givens(), 39);
    assert_eq!(state.board().kind(2), Kind::Empty);
    assert_eq!(state.message(), &Message::Edited(Dropped::Solution));
    assert_eq!(
        state.status().details,
        ["The edit took the solution off the board; Undo brings it back."]
    );
    state.apply(Action::Undo);
    assert!(state.board().grid().is_solved());
    assert_eq!(
        state.status().headline,
        "Undone. 38 givens and the solution on the board."
    );
}

#[test]
fn keys_that_change_nothing_keep_the_solution_and_the_history() {
    let mut state = State::from_link(Some(EASY));
    solve_now(&mut state);
    let solved = state.clone();
    // The solved digit again, the given digit again, an empty cell cleared.
    run(&mut state, [Action::Select(1), Action::Input(3)]);
    run(&mut state, [Action::Select(0), Action::Input(5)]);
    assert_eq!(state, solved);
    let mut state = State::from_link(Some(EASY));
    let before = state.clone();
    run(&mut state, [Action::Select(1), Action::Input(0)]);
    run(&mut state, [Action::Input(10)]);
    assert_eq!(state.board(), before.board());
    assert_eq!(state.undo_history(), before.undo_history());
}

#[test]
fn an_edit_after_steps_says_they_went_and_undo_brings_them_back() {
    let mut state = State::from_link(Some(EASY));
    run(&mut state, [Action::Step, Action::Step]);
    let stepped = state.board().clone();
    let empty = (0..81).find(|&i| stepped.value(i) == 0).unwrap_or(80);
    run(&mut state, [Action::Select(empty), Action::Input(9)]);
    assert_eq!(state.message(), &Message::Edited(Dropped::Steps(2)));
    assert_eq!(
        state.status().details.last().map(String::as_str),
        Some("The edit took the 2 steps off the board; Undo brings them back.")
    );
    state.apply(Action::Undo);
    assert_eq!(state.board(), &stepped);
    assert_eq!(
        state.status().headline,
        "Undone. 38 givens and 2 steps on the board."
    );
    state.apply(Action::Step);
    let empty = (0..81).find(|&i| state.board().value(i) == 0).unwrap_or(80);
    run(&mut state, [Action::Select(empty), Action::Input(9)]);
    assert_eq!(state.message(), &Message::Edited(Dropped::Steps(3)));
}

#[test]
fn copy_on_an_empty_board_says_copy() {
    let mut state = State::new();
    state.apply(Action::Copied { copied: true });
    assert_eq!(state.message(), &Message::CopyEmpty);
    assert_eq!(
        state.status().headline,
        "Nothing to copy: the board is empty."
    );
}

#[test]
fn stale_solve_results_are_ignored() {
    let mut state = State::from_link(Some(EASY));
    let report = solve::run(&state.board().puzzle(), Algorithm::Fast, &clock);
    run(&mut state, [Action::Select(1), Action::Input(2)]);
    let before = state.clone();
    state.apply(Action::Solved(Box::new(report)));
    assert_eq!(state, before);
}

#[test]
fn hint_and_share_messages() {
    let mut state = State::new();
    state.apply(Action::Hint);
    assert_eq!(
        state.status().headline,
        "No hint: the board is empty. Type or paste a puzzle first."
    );
    state.apply(Action::Shared {
        link: "http://x/?puzzle=".into(),
        copied: false,
    });
    assert_eq!(
        state.status().headline,
        "Nothing to share: the board is empty."
    );
    state.apply(Action::Input(5));
    let link = format!("http://x/?puzzle=5{}", ".".repeat(80));
    state.apply(Action::Shared {
        link: link.clone(),
        copied: true,
    });
    let status = state.status();
    assert_eq!(
        status.headline,
        "Link to this puzzle (copied to the clipboard):"
    );
    assert_eq!(status.link, Some(link));
}
