//! Native tests of Today's puzzle: the puzzle worker makes exactly the
//! solver crate's (and so the CLI's) puzzle of the day at the chosen level,
//! and the page loads it to play, undoably, saying which day it is.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{clock, loaded, EASY};
use sudoku_solver::date::Date;
use sudoku_solver::generate::daily;
use sudoku_solver::rating::Level;
use sudoku_solver::Flow;
use sudoku_web::features::jobs::{self, Event, Lane};
use sudoku_web::features::rate::Rated;
use sudoku_web::model::Phase;
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::status;

/// Lets the puzzle worker make the puzzle the state asks for.
fn answer(state: &mut State) {
    let Some(w) = state.jobs().into_iter().find(|w| w.lane == Lane::Make) else {
        panic!("no make job: {:?}", state.jobs());
    };
    let event = match jobs::run_in_puzzle_worker(&w.job, &clock, &mut |_| Flow::Continue) {
        Ok(output) => Event::Done { job: w.id, output },
        Err(error) => Event::Failed { job: w.id, error },
    };
    state.apply(Action::Job(Lane::Make, event));
}

fn day(text: &str) -> Date {
    text.parse().unwrap()
}

#[test]
fn todays_puzzle_is_the_solver_crates_daily_puzzle_at_every_level() {
    for level in Level::ALL {
        for date in [day("2026-11-26"), day("2027-01-01")] {
            let mut state = loaded(EASY);
            state.apply(Action::SetLevel(level));
            state.apply(Action::TodaysPuzzle { date });
            answer(&mut state);
            assert_eq!(
                state.sheet().puzzle(),
                daily(date, level).puzzle,
                "{date} {level}"
            );
            assert_eq!(state.sheet().phase(), Phase::Playing);
            let Rated::Known { difficulty, .. } = state.rated() else {
                panic!("{:?}", state.rated());
            };
            assert_eq!(difficulty.level(), level);
        }
    }
}

#[test]
fn the_status_names_the_day_while_making_and_when_made() {
    let mut state = loaded(EASY);
    let before = state.sheet().clone();
    state.apply(Action::SetLevel(Level::Hard));
    state.apply(Action::TodaysPuzzle {
        date: day("2026-11-26"),
    });
    assert_eq!(state.message(), &Message::Making);
    assert_eq!(
        status(&state).headline,
        "Making today's hard puzzle (26 Nov 2026)…"
    );
    answer(&mut state);
    let givens = state.sheet().puzzle().filled();
    assert_eq!(
        status(&state).headline,
        format!("Today's puzzle, 26 Nov 2026, hard, with {givens} givens: your turn.")
    );
    // One undoable change; New puzzle after it is no daily puzzle.
    state.apply(Action::Undo);
    assert_eq!(state.sheet(), &before);
    state.apply(Action::NewPuzzle { seed: 3 });
    answer(&mut state);
    assert!(status(&state)
        .headline
        .starts_with("A new hard puzzle with"));
}

#[test]
fn cancel_leaves_the_board_and_a_late_answer_is_ignored() {
    let mut state = loaded(EASY);
    let before = state.sheet().clone();
    state.apply(Action::TodaysPuzzle {
        date: day("2026-11-26"),
    });
    let job = state.jobs().into_iter().find(|w| w.lane == Lane::Make);
    state.apply(Action::CancelNewPuzzle);
    assert_eq!(
        status(&state).headline,
        "Stopped making a medium puzzle; the board is as it was."
    );
    if let Some(w) = job {
        if let Ok(output) = jobs::run_in_puzzle_worker(&w.job, &clock, &mut |_| Flow::Continue) {
            state.apply(Action::Job(Lane::Make, Event::Done { job: w.id, output }));
        }
    }
    assert_eq!(state.sheet(), &before);
}
