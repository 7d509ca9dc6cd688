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
use sudoku_web::features::jobs::{self, Event, Job, Lane};
use sudoku_web::features::rate::Rated;
use sudoku_web::model::Phase;
use sudoku_web::services::storage::{decode, encode, Snapshot};
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::status;
use sudoku_web::worker::protocol::Request;
use sudoku_web::worker::serve::{handle_in_puzzle_worker, with_file_text};

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
            // The worker is asked for the day's puzzle by its date: it
            // calls the solver crate's own daily puzzle.
            assert!(
                state
                    .jobs()
                    .iter()
                    .any(|w| w.job == Job::Daily { date, level }),
                "{:?}",
                state.jobs()
            );
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

/// Types the solution's digits into every empty cell.
fn finish_by_hand(state: &mut State) {
    let solution = daily_solution(state);
    for cell in 0..81 {
        if state.sheet().grid().get(cell) == 0 {
            state.apply(Action::Select(cell));
            state.apply(Action::Input(solution.get(cell)));
        }
    }
}

fn daily_solution(state: &State) -> sudoku_solver::Grid {
    let out = sudoku_solver::solve(
        &state.sheet().puzzle(),
        sudoku_solver::Algorithm::Fast,
        &sudoku_solver::Options::default(),
    );
    out.solution.unwrap()
}

#[test]
fn finishing_todays_puzzle_records_it_with_a_share_line_and_it_is_saved() {
    let date = day("2026-11-26");
    let mut state = loaded(EASY);
    state.apply(Action::Today(date));
    state.apply(Action::SetLevel(Level::Hard));
    state.apply(Action::TodaysPuzzle { date });
    answer(&mut state);
    assert_eq!(state.daily(), Some(date));
    state.apply(Action::Check);
    finish_by_hand(&mut state);
    assert_eq!(state.message(), &Message::Finished);
    let finished = &state.stats().finished;
    assert_eq!(finished.len(), 1);
    let finish = &finished[0];
    assert_eq!(
        (
            finish.on,
            finish.level,
            finish.daily,
            finish.checks,
            finish.hints
        ),
        (date, Some(Level::Hard), true, 1, 0)
    );
    let view = status(&state);
    assert!(
        view.details
            .contains(&"Share: Sudoku, 26 Nov 2026, hard: 0:00, 1 check".to_string()),
        "{view:?}"
    );
    assert_eq!(state.stats().streak(date), 1);
    // Saved and loaded again: the statistics and Today's puzzle stay.
    let back = decode(&encode(&Snapshot::of(&state))).unwrap();
    assert_eq!(back.stats(), state.stats());
    assert_eq!(back.daily_loaded(), state.daily_loaded());
}

#[test]
fn another_puzzle_finished_counts_but_not_for_the_streak() {
    let date = day("2026-11-26");
    let mut state = loaded(EASY);
    state.apply(Action::Today(date));
    finish_by_hand(&mut state);
    let finish = &state.stats().finished[0];
    assert_eq!((finish.on, finish.daily), (date, false));
    assert!(!status(&state)
        .details
        .iter()
        .any(|d| d.starts_with("Share:")));
    assert_eq!(state.stats().streak(date), 0);
}

/// Picks a statistics file named `name`: the puzzle worker reads `text`
/// (or fails to read the file, with the reason) as the page posts it, and
/// its answer comes back.
fn import(state: &mut State, name: &str, text: Result<String, String>) {
    state.apply(Action::ImportStats {
        name: name.into(),
        file: 7,
    });
    let Some(w) = state.jobs().into_iter().find(|w| w.lane == Lane::Import) else {
        panic!("no import job: {:?}", state.jobs());
    };
    let request = Request {
        id: w.id,
        job: w.job,
    };
    let mut replies = Vec::new();
    match with_file_text(&request.encode(), text) {
        Ok(message) => handle_in_puzzle_worker(&message, &clock, &mut |r| replies.push(r)),
        Err(reply) => replies.push(*reply),
    }
    for reply in replies {
        if let Some(event) = reply.event() {
            state.apply(Action::Job(Lane::Import, event));
        }
    }
    assert!(
        state.jobs().iter().all(|w| w.lane != Lane::Import),
        "the job is done"
    );
}

#[test]
fn an_imported_file_adds_its_puzzles_and_a_bad_one_changes_nothing() {
    let date = day("2026-11-26");
    let mut state = loaded(EASY);
    state.apply(Action::Today(date));
    finish_by_hand(&mut state);
    let file = state.stats().export();
    let mut other = State::new();
    import(&mut other, "stats.json", Ok(file.clone()));
    assert_eq!(other.stats(), state.stats());
    assert_eq!(
        status(&other).headline,
        "Imported 1 finished puzzle into your statistics."
    );
    import(
        &mut other,
        "photo\u{7}.jpg",
        Ok("\u{ff}\u{d8} not json".into()),
    );
    assert_eq!(other.stats(), state.stats());
    let headline = status(&other).headline;
    assert!(
        headline.starts_with("Could not import 'photo\\u{7}.jpg': it is not a statistics file: Export writes them as JSON, and this is not JSON."),
        "{headline}"
    );
    assert!(
        headline.ends_with("Your statistics are unchanged."),
        "{headline}"
    );
    // A file the worker could not read, or one far too big.
    import(
        &mut other,
        "big.json",
        Err("it is 9.0 MB, far more than a statistics file".into()),
    );
    assert_eq!(other.stats(), state.stats());
    assert_eq!(
        status(&other).headline,
        "Could not import 'big.json': it is 9.0 MB, far more than a statistics file. Your statistics are unchanged."
    );
    // The same file again adds nothing.
    import(&mut other, "stats.json", Ok(file));
    assert_eq!(other.stats(), state.stats());
    assert_eq!(
        status(&other).headline,
        "The statistics file held nothing new: your statistics are as they were."
    );
}
