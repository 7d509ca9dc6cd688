//! Native tests of explaining the solve: Hint, Step, the steps list, pencil
//! marks and highlights. `cargo test -p sudoku-web --test explain`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use common::{entering, run, DEAD_END, EASY, HARD};
use sudoku_solver::logic::{self, Technique};
use sudoku_solver::{Algorithm, Grid};
use sudoku_web::features::explain::{self, Blocked, Note};
use sudoku_web::features::marks::Marks;
use sudoku_web::features::solve;
use sudoku_web::model::Kind;
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::{status as status_of, Tone};

fn note(state: &State) -> &Note {
    match state.message() {
        Message::Explain(note) => note,
        other => panic!("expected an explain message, got {other:?}"),
    }
}

fn blocked(state: &State) -> &Blocked {
    match note(state) {
        Note::Blocked(b) => b,
        other => panic!("expected a blocked note, got {other:?}"),
    }
}

#[test]
fn hint_explains_the_next_step_without_changing_the_grid() {
    let mut state = State::from_link(Some(EASY));
    let before = state.sheet().clone();
    // The third press shows the whole step (tests/hints.rs has the first two).
    run(&mut state, [Action::Hint, Action::Hint, Action::Hint]);
    assert_eq!(state.sheet(), &before, "Hint leaves the grid as it was");
    assert!(!state.can_undo(), "Hint is not an edit");
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Info);
    assert_eq!(
        status.headline,
        "Hint: Naked single. Row 1, column 2 has only one candidate left, so it must be 3."
    );
    assert_eq!(
        status.details,
        vec!["It places 3 in row 1, column 2. Make the change yourself, or press Step in the Solver lab.".to_string()]
    );
    let step = state.highlight().expect("a highlighted step");
    assert_eq!(step.name, Technique::NakedSingle.name());
    assert_eq!(step.placements, vec![(1, 3)]);
    let marks = Marks::of_step(step);
    assert_eq!(marks.get(1).placed, 3);
    assert!(marks.get(1).is_target());
    assert!(!marks.get(0).is_target());
}

#[test]
fn step_applies_the_hint_and_undo_takes_it_back() {
    let mut state = State::from_link(Some(EASY));
    run(&mut state, [Action::Hint, Action::Step]);
    assert_eq!(state.sheet().value(1), 3);
    assert_eq!(state.sheet().kind(1), Kind::Step);
    assert_eq!(Kind::Step.as_str(), "step");
    assert_eq!(state.sheet().givens(), 38, "a step digit is not a given");
    assert_eq!(
        state.sheet().puzzle().to_line(),
        EASY,
        "Share and Solve use the givens"
    );
    assert_eq!(state.sheet().progress().steps().len(), 1);
    assert!(state.sheet().progress().placed(1));
    assert_eq!(
        status_of(&state).headline,
        "Step 1: Naked single. Row 1, column 2 has only one candidate left, so it must be 3."
    );
    assert_eq!(
        status_of(&state).details,
        vec!["Placed 3 in row 1, column 2.".to_string()]
    );
    // The step stays highlighted after it is applied.
    assert_eq!(
        state.highlight().map(|s| s.placements.clone()),
        Some(vec![(1, 3)])
    );

    state.apply(Action::Undo);
    assert_eq!(state.sheet().value(1), 0);
    assert_eq!(state.sheet().kind(1), Kind::Empty);
    assert!(state.sheet().progress().steps().is_empty());
    assert_eq!(state.highlight(), None);
    state.apply(Action::Redo);
    assert_eq!(state.sheet().value(1), 3);
    assert_eq!(state.sheet().kind(1), Kind::Step);
    assert_eq!(state.sheet().progress().steps().len(), 1);
}

#[test]
fn step_without_a_hint_takes_the_same_step() {
    let mut with_hint = State::from_link(Some(EASY));
    run(&mut with_hint, [Action::Hint, Action::Step]);
    let mut without = State::from_link(Some(EASY));
    without.press(Action::Step);
    assert_eq!(with_hint.sheet(), without.sheet());
    assert_eq!(status_of(&with_hint), status_of(&without));
}

#[test]
fn steps_solve_the_easy_puzzle_like_the_logical_solve() {
    let mut state = State::from_link(Some(EASY));
    let expected = logic::logical_solve(&Grid::parse(EASY).unwrap());
    for _ in 0..expected.steps.len() {
        state.press(Action::Step);
    }
    let shown: Vec<_> = expected.steps.iter().map(explain::shown).collect();
    assert_eq!(state.sheet().progress().steps(), &shown[..]);
    assert_eq!(*state.sheet().grid(), expected.grid());
    assert!(state.sheet().grid().is_solved());
    assert_eq!(state.sheet().givens(), 38);
    assert_eq!(
        (0..81)
            .filter(|&i| state.sheet().kind(i) == Kind::Step)
            .count(),
        81 - 38
    );
    state.press(Action::Step);
    assert_eq!(blocked(&state), &Blocked::Solved);
    assert_eq!(
        status_of(&state).headline,
        "No hint needed: every cell is filled and nothing clashes."
    );
    assert_eq!(status_of(&state).tone, Tone::Problem);
}

#[test]
fn eliminations_of_steps_persist_in_the_candidates() {
    let mut state = State::from_link(Some(HARD));
    let puzzle = Grid::parse(HARD).unwrap();
    // Step until a step removes candidates.
    let mut found = None;
    for _ in 0..60 {
        state.press(Action::Step);
        let step = state.highlight().expect("a step").clone();
        if !step.eliminations.is_empty() {
            found = Some(step);
            break;
        }
    }
    let step = found.expect("an eliminating step within 60 steps");
    let candidates = explain::candidates(state.sheet());
    for &(cell, digit) in &step.eliminations {
        assert_eq!(
            candidates[cell] & (1 << digit),
            0,
            "{digit} removed from cell {cell}"
        );
    }
    // The candidates equal those of replaying every step on the puzzle.
    let mut replay = logic::Board::from_grid(&puzzle);
    for s in state.sheet().progress().steps() {
        let mut changed = false;
        for &(cell, digit) in &s.placements {
            changed |= replay.place(cell, digit);
        }
        for &(cell, digit) in &s.eliminations {
            changed |= replay.eliminate(cell, digit);
        }
        assert!(changed, "{}", s.summary);
    }
    assert_eq!(explain::logic_board(state.sheet()), replay);
    let expected: [u16; 81] = std::array::from_fn(|c| replay.candidates(c));
    assert_eq!(candidates, expected);
    // And they are still there after the next hint (nothing is recomputed from the grid alone).
    state.press(Action::Hint);
    assert_eq!(explain::candidates(state.sheet()), expected);
}

#[test]
fn editing_by_hand_starts_the_explanation_over_and_undo_restores_it() {
    let mut state = entering(EASY);
    run(&mut state, [Action::Step, Action::Step]);
    let stepped = state.sheet().clone();
    assert_eq!(stepped.progress().steps().len(), 2);
    // Type a digit in another empty cell (row 1, column 3).
    run(&mut state, [Action::Select(2), Action::Input(4)]);
    assert!(state.sheet().progress().steps().is_empty());
    assert_eq!(
        state.sheet().value(1),
        0,
        "the step digit went with the steps"
    );
    assert_eq!(state.sheet().kind(2), Kind::Given);
    state.apply(Action::Undo);
    assert_eq!(state.sheet(), &stepped);
}

#[test]
fn solve_after_steps_solves_the_givens() {
    let mut state = State::from_link(Some(EASY));
    run(&mut state, [Action::Step, Action::Step]);
    let report = solve::run(&state.sheet().puzzle(), Algorithm::Fast, &|| 0.0);
    state.apply(Action::Solved(Box::new(report)));
    assert!(state.sheet().grid().is_solved());
    assert_eq!(state.sheet().kind(1), Kind::Solved);
    assert!(state.sheet().progress().steps().is_empty());
    state.press(Action::Hint);
    assert_eq!(blocked(&state), &Blocked::Solved);
}

#[test]
fn hint_on_an_empty_board() {
    let mut state = State::new();
    state.press(Action::Hint);
    assert_eq!(blocked(&state), &Blocked::Empty);
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "No hint: the board is empty. Type or paste a puzzle first."
    );
    assert_eq!(state.highlight(), None);
}

#[test]
fn hint_and_step_with_clashes_say_which() {
    let mut state = State::from_link(Some(EASY));
    // A second 5 in row 1 (row 1, column 2).
    run(&mut state, [Action::Select(1), Action::Input(5)]);
    let before = state.sheet().clone();
    state.press(Action::Step);
    assert_eq!(state.sheet(), &before, "a blocked Step changes nothing");
    assert!(matches!(blocked(&state), Blocked::Clashes(c) if !c.is_empty()));
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert!(
        status
            .headline
            .starts_with("No hint: Two 5s in row 1. Two 5s in box 1."),
        "{}",
        status.headline
    );
    assert!(status
        .headline
        .ends_with("Change one of the highlighted digits first."));
}

#[test]
fn hint_on_a_puzzle_without_solution_names_the_contradiction() {
    let mut state = State::from_link(Some(DEAD_END));
    assert!(state.clashes().is_empty());
    run(&mut state, [Action::Hint]);
    assert_eq!(
        status_of(&state).headline,
        "No hint: this puzzle has no solution (no candidate left in row 1, column 9)."
    );
    state.press(Action::Step);
    assert!(matches!(blocked(&state), Blocked::NoSolution(Some(_))));
    assert!(!state.can_undo() || state.sheet().progress().steps().is_empty());
}

#[test]
fn hint_with_several_solutions_warns_and_stuck_says_so() {
    // One given: every technique fails, and the puzzle has many solutions.
    let one = format!("5{}", ".".repeat(80));
    let mut state = State::from_link(Some(&one));
    state.press(Action::Hint);
    assert_eq!(blocked(&state), &Blocked::Stuck { multiple: true });
    assert_eq!(
        status_of(&state).headline,
        "No hint: no technique applies, because this puzzle has more than one solution. \
         Press Solve to see one of them."
    );
    // The easy puzzle without its last row has several solutions, and a
    // first step, with a warning.
    let mut state = State::from_link(Some(&format!("{}.........", &EASY[..72])));
    state.press(Action::Hint);
    let status = status_of(&state);
    assert!(status.headline.starts_with("Hint: "), "{}", status.headline);
    assert_eq!(
        status.details.last().map(String::as_str),
        Some("This puzzle has more than one solution, so logic alone cannot finish it.")
    );
}

#[test]
fn the_steps_list_shows_a_step_again() {
    let mut state = State::from_link(Some(EASY));
    run(&mut state, [Action::Step, Action::Step, Action::Step]);
    let steps = state.sheet().progress().steps().to_vec();
    assert_eq!(steps.len(), 3);
    let board = state.sheet().clone();
    state.apply(Action::ReviewStep(1));
    assert_eq!(
        state.sheet(),
        &board,
        "reviewing changes nothing on the board"
    );
    assert_eq!(state.highlight(), Some(&steps[0]));
    assert_eq!(note(&state).reviewed(), Some(1));
    assert_eq!(
        status_of(&state).headline,
        format!("Step 1 again: Naked single. {}", steps[0].why.join(" "))
    );
    state.apply(Action::ReviewStep(2));
    assert_eq!(state.highlight(), Some(&steps[1]));
    // Selecting the shown step again hides it.
    state.apply(Action::ReviewStep(2));
    assert_eq!(state.highlight(), None);
    assert_eq!(note(&state).reviewed(), None);
    assert_eq!(
        status_of(&state).headline,
        "Select a step of the list to see it again."
    );
    // Numbers outside the list do nothing.
    let before = state.clone();
    state.apply(Action::ReviewStep(0));
    state.apply(Action::ReviewStep(4));
    assert_eq!(state, before);
}

#[test]
fn candidates_toggle_flips_and_is_not_an_edit() {
    let mut state = State::from_link(Some(EASY));
    assert!(!state.explain().candidates);
    state.apply(Action::ToggleCandidates);
    assert!(state.explain().candidates);
    assert!(!state.can_undo());
    state.apply(Action::ToggleCandidates);
    assert!(!state.explain().candidates);
}

#[test]
fn hint_is_found_in_the_puzzle_worker_and_an_answer_for_an_older_board_is_dropped() {
    use sudoku_solver::Flow;
    use sudoku_web::features::jobs::{self, Event, Lane};
    let mut state = State::from_link(Some(EASY));
    state.apply(Action::Hint);
    assert_eq!(state.message(), &Message::Thinking);
    assert_eq!(status_of(&state).headline, "Looking for the next step…");
    let wanted = state
        .jobs()
        .into_iter()
        .find(|w| w.lane == Lane::Explain)
        .expect("a hint job");
    // An edit before the answer: the job is stopped, its answer dropped.
    state.apply(Action::Select(1));
    state.apply(Action::Input(3));
    assert!(state.jobs().iter().all(|w| w.lane != Lane::Explain));
    let output = jobs::run_in_puzzle_worker(&wanted.job, &common::clock, &mut |_| Flow::Continue)
        .expect("an answer");
    let before = state.clone();
    state.apply(Action::Job(
        Lane::Explain,
        Event::Done {
            job: wanted.id,
            output,
        },
    ));
    assert_eq!(state, before, "an answer for another board changes nothing");
    // A puzzle worker that cannot load: the status says so.
    state.apply(Action::Hint);
    let job = state
        .jobs()
        .into_iter()
        .find(|w| w.lane == Lane::Explain)
        .expect("a hint job");
    let error = jobs::run(&job.job, &common::clock, &mut |_| Flow::Continue).unwrap_err();
    state.apply(Action::Job(
        Lane::Explain,
        Event::Failed { job: job.id, error },
    ));
    assert_eq!(
        status_of(&state).headline,
        "No hint this time: the puzzle worker, which finds the hints, could not be loaded. Reload the page to try again."
    );
    assert_eq!(state.tally().hints, 0, "no hint was given");
}
