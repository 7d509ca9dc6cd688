//! Fixtures and helpers shared by the web app's native tests.
#![allow(dead_code)]

pub mod photo;

use sudoku_solver::{Algorithm, Flow};
use sudoku_web::features::compare::job_number;
use sudoku_web::features::jobs::{self, Event, JobId, Lane, Output, Wanted};
use sudoku_web::features::solve::Search;
use sudoku_web::state::{Action, State};
use sudoku_web::worker::protocol::{Reply, Request};
use sudoku_web::worker::serve::handle_in_puzzle_worker;

/// The newspaper puzzle of the tutorials: naive backtracking needs 52 calls.
pub const EASY: &str =
    "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";
/// Naive backtracking needs 4,428 calls to its first solution.
pub const HARDER: &str =
    "..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..";
/// Norvig's top95 #1: needs more than singles.
pub const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// Built against brute force: naive backtracking needs 69,175,317 calls to
/// its first solution (whose first row is 987654321).
pub const ANTI_NAIVE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
/// No clash among the givens, but row 1, column 9 has no candidate left:
/// 1-8 in its row and a 9 below it in its column.
pub const DEAD_END: &str =
    "12345678.........9...............................................................";

/// A clock that stands still.
pub fn clock() -> f64 {
    0.0
}

/// Applies actions in order; the puzzle worker answers each Hint, Step
/// and Skip to it ([`Press::press`]).
pub fn run(state: &mut State, actions: impl IntoIterator<Item = Action>) {
    for action in actions {
        state.press(action);
    }
}

/// Pressing a button whose answer comes from the puzzle worker.
pub trait Press {
    /// Applies `action`, then runs the hint lane's job as the puzzle worker
    /// would and hands its answer back (Hint, Step and Skip to it ask the
    /// worker for the technique engine's steps).
    fn press(&mut self, action: Action);
}

impl Press for State {
    fn press(&mut self, action: Action) {
        self.apply(action);
        answer_hints(self);
    }
}

/// Runs the hint lane's jobs, as the puzzle worker does, until none is
/// left (a language change may ask for a hint and then for the steps
/// taken): the request and the replies go through their bytes, as between
/// the page and the worker.
pub fn answer_hints(state: &mut State) {
    let mut last = None;
    while let Some(wanted) = state.jobs().into_iter().find(|w| w.lane == Lane::Explain) {
        if last == Some(wanted.id) {
            return;
        }
        last = Some(wanted.id);
        answer_hint(state, wanted);
    }
}

/// Runs one job of the hint lane and hands its answer to `state`.
fn answer_hint(state: &mut State, wanted: Wanted) {
    let request = Request {
        id: wanted.id,
        job: wanted.job,
    };
    let mut replies = Vec::new();
    handle_in_puzzle_worker(&request.encode(), &clock, &mut |r| replies.push(r.encode()));
    for reply in replies {
        let reply = Reply::decode(&reply).expect("the page reads every reply");
        assert!(
            !matches!(reply, Reply::Failed { .. }),
            "the worker read the request: {reply:?}"
        );
        if let Some(event) = reply.event() {
            state.apply(Action::Job(wanted.lane, event));
        }
    }
}

/// The cells marked as clashing.
pub fn invalid_cells(state: &State) -> Vec<usize> {
    (0..81).filter(|&i| state.is_invalid(i)).collect()
}

/// A state with `puzzle` loaded by a link and back in entering (Edit
/// puzzle), so that typed digits change the givens.
pub fn entering(puzzle: &str) -> State {
    let mut state = State::from_link(Some(puzzle));
    state.apply(Action::EditPuzzle);
    state
}

/// A state with `puzzle` pasted onto an empty board.
pub fn loaded(puzzle: &str) -> State {
    let mut state = State::new();
    state.apply(Action::Paste(puzzle.into()));
    state
}

/// Presses Solve with `algorithm`; returns the job number of the solve
/// (none when nothing needed a search).
pub fn start(state: &mut State, algorithm: Algorithm) -> Option<JobId> {
    state.apply(Action::SetAlgorithm(algorithm));
    state.apply(Action::Solve);
    state.running().map(|r| r.job)
}

/// Runs the solver worker's jobs `state` lists, as the worker would, and
/// hands the results back, until no such job is left (the puzzle and
/// reader workers' jobs are left waiting).
pub fn finish_jobs(state: &mut State) {
    for _ in 0..16 {
        let Some(wanted) = state.jobs().into_iter().find(|w| w.lane.solver_worker()) else {
            return;
        };
        let event = match jobs::run(&wanted.job, &clock, &mut |_| Flow::Continue) {
            Ok(output) => Event::Done {
                job: wanted.id,
                output,
            },
            Err(error) => Event::Failed {
                job: wanted.id,
                error,
            },
        };
        state.apply(Action::Job(wanted.lane, event));
    }
}

/// Presses Solve and lets the worker finish the search.
pub fn solve_now(state: &mut State) {
    let algorithm = state.algorithm();
    start(state, algorithm);
    finish_jobs(state);
}

/// The solve lane's progress report.
pub fn progress(job: JobId, calls: u64, millis: f64) -> Action {
    Action::Job(Lane::Solve, Event::Progress { job, calls, millis })
}

/// The solve lane's result.
pub fn solve_done(job: JobId, search: Search) -> Action {
    Action::Job(
        Lane::Solve,
        Event::Done {
            job,
            output: Output::Solve(search),
        },
    )
}

/// The compare lane's progress report for `algorithm` of comparison `id`.
pub fn compare_progress(id: u32, algorithm: Algorithm, calls: u64, millis: f64) -> Action {
    Action::Job(
        Lane::Compare,
        Event::Progress {
            job: job_number(id, algorithm),
            calls,
            millis,
        },
    )
}

/// The compare lane's result for `algorithm` of comparison `id`.
pub fn compare_done(id: u32, algorithm: Algorithm, search: Result<Search, String>) -> Action {
    let job = job_number(id, algorithm);
    Action::Job(
        Lane::Compare,
        match search {
            Ok(search) => Event::Done {
                job,
                output: Output::Solve(search),
            },
            Err(error) => Event::Failed { job, error },
        },
    )
}

/// The saved data of `state` (version 3), as its fields, for a test to
/// change before the page reads it again
/// ([`sudoku_web::features::saved::to_text`]).
pub fn saved_of(state: &State) -> sudoku_web::features::saved::Saved {
    use sudoku_web::services::storage::{encode, Snapshot};
    sudoku_web::features::saved::from_text(&encode(&Snapshot::of(state)))
        .expect("the page reads what it saves")
}

/// The saved data of `state` as the JSON of version 2 that older pages
/// wrote (here with every field: they left out the empty ones), for a test
/// that changes it as older pages or a stranger's hand could have written
/// it.
pub fn json_of(state: &State) -> String {
    let mut saved = saved_of(state);
    saved.version = 2;
    serde_json::to_string(&saved).expect("plain data")
}

/// What the page does with the text it finds saved when it opens: version
/// 3 data without steps is read at once; an older page's JSON, or data
/// whose boards have steps, is read by the puzzle worker's job
/// (`Job::ReadSaved`, its request and reply as bytes, as between the page
/// and the worker) and the page reads what it answers.
pub fn page_start(text: Option<&str>) -> State {
    use sudoku_web::features::jobs::Job;
    use sudoku_web::services::storage::{decode_with_steps, has_steps, is_json, refused, start};
    let Some(text) = text.filter(|t| is_json(t) || has_steps(t)) else {
        return start(text);
    };
    let request = Request {
        id: 1,
        job: Job::ReadSaved(text.into()),
    };
    let mut replies = Vec::new();
    handle_in_puzzle_worker(&request.encode(), &clock, &mut |r| replies.push(r.encode()));
    let [reply] = &replies[..] else {
        panic!("one reply: {replies:?}");
    };
    match Reply::decode(reply).expect("the page reads every reply") {
        Reply::Done {
            output: Output::Saved(Ok(read)),
            ..
        } => decode_with_steps(&read.text, &read.taken).unwrap_or_else(refused),
        Reply::Done {
            output: Output::Saved(Err(why)),
            ..
        } => refused(why),
        other => panic!("not an answer to ReadSaved: {other:?}"),
    }
}

/// The German catalogue, read from its source (`i18n/ftl/de/`), for tests
/// that speak German.
pub fn german() -> std::rc::Rc<sudoku_i18n::Catalogue> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/i18n/ftl/de");
    let mut all = sudoku_i18n::Catalogue::default();
    for entry in std::fs::read_dir(dir).expect("the German catalogue") {
        let path = entry.expect("a file").path();
        if path.extension().is_some_and(|e| e == "ftl") {
            let source = std::fs::read_to_string(&path).expect("a catalogue file");
            all.merge(sudoku_i18n::Catalogue::parse(&source).expect("Fluent"));
        }
    }
    std::rc::Rc::new(all)
}
