//! Native tests of the difficulty line and New puzzle: the jobs the state
//! lists for the puzzle worker, what the worker answers, and how the page
//! takes the answers (a made puzzle is loaded to play, undoably).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{clock, loaded, EASY, HARDER};
use sudoku_solver::rating::Level;
use sudoku_solver::{Flow, Grid};
use sudoku_web::features::jobs::{self, Event, Job, JobId, Lane, Output, Wanted};
use sudoku_web::features::rate::{Difficulty, Rated};
use sudoku_web::model::Phase;
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::difficulty::{difficulty_text, rated_text};
use sudoku_web::text::status;
use sudoku_web::worker::client::{worker_failed, WorkerFailure};
use sudoku_web::worker::{handle, handle_in_puzzle_worker, Reply, Request};

/// The job the state wants on `lane`.
fn wanted(state: &State, lane: Lane) -> Option<Wanted> {
    state.jobs().into_iter().find(|w| w.lane == lane)
}

/// Runs `job` as the puzzle worker would.
fn in_puzzle_worker(id: JobId, job: &Job) -> Event {
    match jobs::run_in_puzzle_worker(job, &clock, &mut |_| Flow::Continue) {
        Ok(output) => Event::Done { job: id, output },
        Err(error) => Event::Failed { job: id, error },
    }
}

/// Lets the puzzle worker answer the job of `lane`.
fn answer(state: &mut State, lane: Lane) {
    let Some(w) = wanted(state, lane) else {
        panic!("no job on {lane:?}: {:?}", state.jobs());
    };
    let event = in_puzzle_worker(w.id, &w.job);
    state.apply(Action::Job(lane, event));
}

#[test]
fn new_givens_are_rated_in_the_puzzle_worker_and_shown_with_their_score() {
    let mut state = loaded(HARDER);
    let job = wanted(&state, Lane::Rate).expect("a rating job");
    assert_eq!(
        job.job,
        Job::Rate {
            puzzle: Grid::parse(HARDER).unwrap()
        }
    );
    assert_eq!(
        rated_text(state.rated()).as_deref(),
        Some("Working out how hard this puzzle is…")
    );
    answer(&mut state, Lane::Rate);
    let Rated::Known { difficulty, .. } = state.rated() else {
        panic!("not rated: {:?}", state.rated());
    };
    // Sudoku Explainer rates this puzzle 3.4 (a hidden pair).
    assert_eq!(difficulty.score.to_string(), "3.4");
    assert_eq!(difficulty.level(), Level::Hard);
    assert_eq!(
        difficulty_text(difficulty),
        "Hard (3.4): needs a Hidden Pair."
    );
    assert_eq!(wanted(&state, Lane::Rate), None, "rated once");
    // Entries do not change the puzzle: no new rating.
    state.apply(Action::Select(0));
    state.apply(Action::Input(1));
    assert_eq!(wanted(&state, Lane::Rate), None);
    assert!(matches!(state.rated(), Rated::Known { .. }));
}

#[test]
fn the_easy_newspaper_puzzle_is_easy() {
    let mut state = loaded(EASY);
    answer(&mut state, Lane::Rate);
    assert_eq!(
        rated_text(state.rated()).as_deref(),
        Some("Easy (1.2): needs a Hidden Single (box).")
    );
}

#[test]
fn a_wing_takes_an_article() {
    // Sudoku Explainer rates this puzzle 3.2: its hardest step is an X-Wing.
    let mut state =
        loaded("................12....345........3....6.......71..8......2.6..834.......5..7.....");
    answer(&mut state, Lane::Rate);
    assert_eq!(
        rated_text(state.rated()).as_deref(),
        Some("Hard (3.2): needs an X-Wing.")
    );
}

#[test]
fn too_few_givens_or_clashing_givens_are_not_rated() {
    let mut state = State::new();
    state.apply(Action::Paste(EASY[..40].to_string()));
    let few = Grid::parse(&format!("{:.<81}", &EASY[..30])).unwrap();
    assert!(few.filled() < 17);
    state.apply(Action::Paste(few.to_line()));
    assert_eq!(wanted(&state, Lane::Rate), None);
    assert_eq!(state.rated(), &Rated::Nothing);
    let clashing = format!("55{}", &EASY[2..]);
    state.apply(Action::EditPuzzle);
    state.apply(Action::Paste(clashing));
    assert_eq!(wanted(&state, Lane::Rate), None);
    assert_eq!(rated_text(state.rated()), None);
}

#[test]
fn a_puzzle_with_several_solutions_has_no_rating_line() {
    // The easy puzzle without the givens of its first 20 cells.
    let several = format!("{}{}", ".".repeat(20), &EASY[20..]);
    let mut state = loaded(&several);
    answer(&mut state, Lane::Rate);
    assert_eq!(
        state.rated(),
        &Rated::NoRating {
            puzzle: Grid::parse(&several).unwrap(),
            why: "the puzzle has more than one solution".into()
        }
    );
    assert_eq!(rated_text(state.rated()), None);
}

#[test]
fn a_late_rating_of_earlier_givens_is_ignored() {
    let mut state = loaded(EASY);
    let old = wanted(&state, Lane::Rate).unwrap();
    state.apply(Action::Paste(HARDER.into()));
    let event = in_puzzle_worker(old.id, &old.job);
    state.apply(Action::Job(Lane::Rate, event));
    assert!(matches!(state.rated(), Rated::Pending { .. }));
    answer(&mut state, Lane::Rate);
    let Rated::Known { puzzle, .. } = state.rated() else {
        panic!("{:?}", state.rated());
    };
    assert_eq!(puzzle.to_line(), Grid::parse(HARDER).unwrap().to_line());
}

#[test]
fn the_solver_worker_does_not_rate() {
    let request = Request {
        id: 4,
        job: Job::Rate {
            puzzle: Grid::parse(EASY).unwrap(),
        },
    };
    let mut replies = Vec::new();
    handle(&request.encode(), &clock, &mut |r| replies.push(r));
    assert_eq!(
        replies,
        vec![Reply::Failed {
            job: Some(4),
            error: "the puzzle worker, which rates and makes puzzles, could not be loaded".into()
        }]
    );
    let mut replies = Vec::new();
    handle_in_puzzle_worker(&request.encode(), &clock, &mut |r| replies.push(r));
    let [Reply::Done {
        job: 4,
        output: Output::Rated(difficulty),
    }] = replies.as_slice()
    else {
        panic!("{replies:?}");
    };
    assert_eq!(difficulty.score.tenths(), 12);
    assert_eq!(difficulty.technique.as_deref(), Some("Hidden Single (box)"));
}

#[test]
fn a_rating_is_sent_with_the_score_in_tenths_and_the_technique_by_name() {
    let reply = Reply::Done {
        job: 2,
        output: Output::Rated(Difficulty {
            score: sudoku_solver::rating::Score::from_tenths(42),
            technique: Some("XY-Wing".into()),
        }),
    };
    let bytes = reply.encode();
    // Done (2), the job, Rated (1), 42 tenths, some technique: its 7 bytes.
    assert_eq!(bytes, b"\x02\x02\x01\x2a\x01\x07XY-Wing");
    assert_eq!(Reply::decode(&bytes), Ok(reply));
}

#[test]
fn new_puzzle_makes_one_of_the_chosen_level_and_loads_it_to_play() {
    let mut state = loaded(EASY);
    state.apply(Action::Select(2));
    state.apply(Action::Input(4));
    let before = state.sheet().clone();
    state.apply(Action::SetLevel(Level::Hard));
    state.apply(Action::NewPuzzle { seed: 7 });
    let job = wanted(&state, Lane::Make).expect("a make job");
    assert_eq!(
        job.job,
        Job::Make {
            level: Level::Hard,
            seed: 7,
            technique: None,
        }
    );
    assert_eq!(state.message(), &Message::Making);
    assert_eq!(status(&state).headline, "Making a hard puzzle…");
    state.apply(Action::Job(
        Lane::Make,
        Event::Progress {
            job: job.id,
            calls: 120,
            millis: 30.0,
        },
    ));
    assert_eq!(state.maker().making.map(|m| m.tries), Some(120));
    assert_eq!(
        status(&state).headline,
        "Making a hard puzzle: 120 candidates so far."
    );
    answer(&mut state, Lane::Make);
    assert_eq!(state.maker().making, None);
    assert_eq!(wanted(&state, Lane::Make), None);
    let puzzle = state.sheet().puzzle();
    assert_ne!(puzzle, before.puzzle());
    assert_eq!(state.sheet().phase(), Phase::Playing);
    let Rated::Known { difficulty, .. } = state.rated() else {
        panic!("the made puzzle comes with its rating: {:?}", state.rated());
    };
    assert_eq!(difficulty.level(), Level::Hard);
    assert_eq!(wanted(&state, Lane::Rate), None, "not rated again");
    assert_eq!(
        status(&state).headline,
        format!(
            "A new hard puzzle with {} givens: your turn.",
            puzzle.filled()
        )
    );
    // The same seed makes the same puzzle; Undo brings the old board back.
    let mut again = loaded(EASY);
    again.apply(Action::SetLevel(Level::Hard));
    again.apply(Action::NewPuzzle { seed: 7 });
    answer(&mut again, Lane::Make);
    assert_eq!(again.sheet().puzzle(), puzzle);
    state.apply(Action::Undo);
    assert_eq!(state.sheet(), &before);
}

#[test]
fn cancel_stops_making_and_leaves_the_board() {
    let mut state = loaded(EASY);
    let before = state.sheet().clone();
    state.apply(Action::NewPuzzle { seed: 1 });
    let job = wanted(&state, Lane::Make).unwrap();
    assert_eq!(
        job.job,
        Job::Make {
            level: Level::Medium,
            seed: 1,
            technique: None,
        },
        "medium is the default level"
    );
    state.apply(Action::CancelNewPuzzle);
    assert_eq!(wanted(&state, Lane::Make), None);
    assert_eq!(
        status(&state).headline,
        "Stopped making a medium puzzle; the board is as it was."
    );
    // A late answer of the cancelled job changes nothing.
    let event = in_puzzle_worker(job.id, &job.job);
    state.apply(Action::Job(Lane::Make, event));
    assert_eq!(state.sheet(), &before);
}

#[test]
fn a_failed_make_says_why_and_leaves_the_board() {
    let mut state = loaded(EASY);
    let before = state.sheet().clone();
    state.apply(Action::SetLevel(Level::Extreme));
    state.apply(Action::NewPuzzle { seed: 1 });
    let job = wanted(&state, Lane::Make).unwrap();
    // As the page's worker client says when the puzzle worker cannot load.
    let error = worker_failed(
        Lane::Make,
        WorkerFailure::NotLoaded,
        "its script could not be fetched",
    );
    state.apply(Action::Job(
        Lane::Make,
        Event::Failed { job: job.id, error },
    ));
    assert_eq!(state.sheet(), &before);
    assert_eq!(
        status(&state).headline,
        "No new extreme puzzle could be made: the puzzle worker, which rates and makes puzzles, \
         could not be loaded (its script could not be fetched)."
    );
}

#[test]
fn the_words_of_new_puzzle_name_the_level_with_the_right_article() {
    use sudoku_web::text::difficulty::{made_text, make_cancelled_text};
    assert_eq!(
        made_text(Level::Easy, 30, None, None),
        "A new easy puzzle with 30 givens: your turn."
    );
    assert_eq!(
        made_text(Level::Expert, 24, None, None),
        "A new expert puzzle with 24 givens: your turn."
    );
    assert_eq!(
        make_cancelled_text(Level::Extreme),
        "Stopped making an extreme puzzle; the board is as it was."
    );
}
