//! Native tests of the solver worker's protocol and work, and of how the
//! page state follows a running solve (progress, cancel, edits).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use common::{entering, loaded, progress, solve_done, start, ANTI_NAIVE, EASY, HARDER};
use std::cell::Cell;
use sudoku_solver::rating::{Level, RatedTechnique};
use sudoku_solver::{Algorithm, Grid, Mode, Verdict};
use sudoku_web::features::explain::Ask;
use sudoku_web::features::jobs::{Event, Job, Lane, Output};
use sudoku_web::features::photo::PhotoReading;
use sudoku_web::features::solve::{self, SolveResult};
use sudoku_web::state::{Action, Dropped, Message, State};
use sudoku_web::text::{status as status_of, Tone};
use sudoku_web::worker::{handle, handle_in_puzzle_worker, Reply, Request, PROGRESS_MS};

fn serve(message: &[u8], now: &dyn Fn() -> f64) -> Vec<Reply> {
    let mut replies = Vec::new();
    handle(message, now, &mut |reply| replies.push(reply));
    replies
}

/// The request for job `id`: solve `puzzle` with `algorithm` in `mode`.
fn request(id: u32, puzzle: &Grid, algorithm: Algorithm, mode: Mode) -> Request {
    Request {
        id,
        job: Job::Solve {
            puzzle: *puzzle,
            algorithm,
            mode,
            budget: None,
            variant: None,
        },
    }
}

/// `text`'s bytes after its length (a postcard string).
fn string(text: &str) -> Vec<u8> {
    assert!(text.len() < 128, "one byte of length");
    let mut bytes = vec![text.len() as u8];
    bytes.extend_from_slice(text.as_bytes());
    bytes
}

#[test]
fn a_request_is_postcard_bytes_with_algorithm_puzzle_and_mode() {
    let puzzle = Grid::parse(EASY).unwrap();
    let first = request(7, &puzzle, Algorithm::Naive, Mode::First);
    // The job's number, the variant Solve (0), the puzzle's 81 characters,
    // the algorithm by its word, the mode First (1), no budget (0), no
    // variant (0).
    let bytes = [vec![7, 0], string(EASY), string("naive"), vec![1, 0, 0]].concat();
    assert_eq!(first.encode(), bytes);
    assert_eq!(Request::decode(&bytes), Ok(first));
    let counting = Request {
        id: 300,
        job: Job::Solve {
            puzzle,
            algorithm: Algorithm::Fast,
            mode: Mode::CountToTwo,
            budget: Some(5_000_000),
            variant: None,
        },
    };
    // 300 and 5,000,000 as varints: 7 bits a byte, the lowest first; the
    // mode CountToTwo (0), some budget (1), no variant (0).
    let bytes = [
        vec![0xac, 0x02, 0],
        string(EASY),
        string("fast"),
        vec![0, 1, 0xc0, 0x96, 0xb1, 0x02, 0],
    ]
    .concat();
    assert_eq!(counting.encode(), bytes);
    assert_eq!(Request::decode(&bytes), Ok(counting));
}

#[test]
fn the_workers_replies_are_postcard_bytes() {
    assert_eq!(Reply::Ready.encode(), [0]);
    let progress = Reply::Progress {
        job: 7,
        calls: 16384,
        millis: 50.25,
    };
    let bytes = [
        vec![1, 7, 0x80, 0x80, 0x01],
        50.25f64.to_le_bytes().to_vec(),
    ]
    .concat();
    assert_eq!(progress.encode(), bytes);
    assert_eq!(Reply::decode(&bytes), Ok(progress));
    let failed = Reply::Failed {
        job: Some(4),
        error: "the puzzle is empty".into(),
    };
    let bytes = [vec![3, 1, 4], string("the puzzle is empty")].concat();
    assert_eq!(failed.encode(), bytes);
    assert_eq!(Reply::decode(&bytes), Ok(failed));
    let whole = Reply::Failed {
        job: None,
        error: "x".into(),
    };
    assert_eq!(whole.encode(), [3, 0, 1, b'x']);
    assert_eq!(Reply::decode(&[3, 0, 1, b'x']), Ok(whole));
}

#[test]
fn the_worker_solves_and_reports_the_tutorial_counts() {
    let puzzle = Grid::parse(EASY).unwrap();
    let message = request(3, &puzzle, Algorithm::Naive, Mode::First).encode();
    let replies = serve(&message, &|| 0.0);
    assert_eq!(replies.len(), 1, "{replies:?}");
    let Reply::Done {
        job,
        output: Output::Solve(search),
    } = &replies[0]
    else {
        panic!("expected Done, got {:?}", replies[0]);
    };
    assert_eq!(*job, 3);
    assert_eq!(search.verdict, Verdict::Unique);
    assert_eq!(search.stats.calls, 52);
    // Done (2), the job, the output Solve (0), the verdict by its word,
    // some solution (1) of 81 characters.
    let bytes = replies[0].encode();
    assert_eq!(
        bytes[..12],
        [&[2, 3, 0][..], &string("unique"), &[1, 81]].concat()
    );
    // Through the bytes and back: the page gets what a direct solve gives.
    let wire = Reply::decode(&bytes).unwrap();
    assert_eq!(wire, replies[0]);
    let direct = solve::run(&puzzle, Algorithm::Naive, &|| 0.0);
    assert_eq!(direct.result, SolveResult::Searched(search.clone()));
}

#[test]
fn count_to_two_lets_the_algorithm_prove_uniqueness() {
    let puzzle = Grid::parse(HARDER).unwrap();
    for algorithm in Algorithm::ALL {
        let message = request(1, &puzzle, algorithm, Mode::CountToTwo).encode();
        let replies = serve(&message, &|| 0.0);
        let Some(Reply::Done {
            output: Output::Solve(search),
            ..
        }) = replies.last()
        else {
            panic!("{replies:?}");
        };
        assert_eq!(search.verdict, Verdict::Unique, "{algorithm}");
        assert_eq!(search.check, None, "{algorithm}: no second check");
        if algorithm == Algorithm::Naive {
            // Counting on past the first solution (4,428 calls) costs more.
            assert!(search.stats.calls > 4428, "{}", search.stats.calls);
        }
    }
}

#[test]
fn progress_is_posted_as_the_clock_advances() {
    // A clock that moves 10 ms per reading: a progress message every 5 readings.
    let t = Cell::new(0.0);
    let now = || {
        t.set(t.get() + 10.0);
        t.get()
    };
    // Naive backtracking on the puzzle built against it, stopped by a budget.
    let puzzle = Grid::parse(ANTI_NAIVE).unwrap();
    let message = Request {
        id: 9,
        job: Job::Solve {
            puzzle,
            algorithm: Algorithm::Naive,
            mode: Mode::First,
            budget: Some(1_000_000),
            variant: None,
        },
    }
    .encode();
    let replies = serve(&message, &now);
    let progress: Vec<(u32, u64, f64)> = replies
        .iter()
        .filter_map(|r| match r {
            Reply::Progress { job, calls, millis } => Some((*job, *calls, *millis)),
            _ => None,
        })
        .collect();
    let Some(Reply::Done {
        output: Output::Solve(search),
        ..
    }) = replies.last()
    else {
        panic!("ends with Done: {replies:?}");
    };
    assert_eq!(search.verdict, Verdict::Aborted);
    assert_eq!(search.stats.calls, 1_000_000);
    // 61 hook calls (every 2^14 calls), 5 clock readings per 50 ms: every
    // fifth hook call posts (the first after the clock's 5th reading).
    assert_eq!(progress.len(), 12, "{progress:?}");
    for window in progress.windows(2) {
        assert!(window[1].1 > window[0].1, "calls climb");
        assert!(
            window[1].2 - window[0].2 >= PROGRESS_MS,
            "spaced by the clock"
        );
    }
    for (job, calls, _) in &progress {
        assert_eq!(*job, 9);
        assert!(*calls <= search.stats.calls);
        assert_eq!(calls % solve::PROGRESS_EVERY, 0, "reported at hook calls");
    }
}

/// Every kind of job, with its optional fields empty and filled: a field
/// the derive leaves out when empty (`skip_serializing_if`) would shift
/// the bytes after it, which only an exact round trip shows.
fn every_job() -> Vec<Job> {
    let grid = Grid::parse(HARDER).unwrap();
    let ask = |eliminations: Vec<(usize, u8)>, until| {
        Job::Explain(Ask {
            grid,
            eliminations,
            until,
            rules: None,
        })
    };
    vec![
        Job::Solve {
            puzzle: grid,
            algorithm: Algorithm::Propagation,
            mode: Mode::First,
            budget: None,
            variant: None,
        },
        Job::Rate { puzzle: grid },
        Job::Make {
            level: Level::Easy,
            seed: 1,
            technique: None,
        },
        Job::Make {
            level: Level::Hard,
            seed: u64::MAX,
            technique: Some(RatedTechnique::HiddenSingleBox),
        },
        Job::Daily {
            date: "2026-11-27".parse().unwrap(),
            level: Level::Extreme,
        },
        Job::Read { file: 3 },
        Job::ImportStats {
            file: 7,
            text: String::new(),
        },
        Job::ImportStats {
            file: 7,
            text: "é\n".into(),
        },
        ask(Vec::new(), None),
        ask(Vec::new(), Some(RatedTechnique::HiddenSingleBox)),
        ask(vec![(3, 5), (80, 9)], None),
        ask(vec![(3, 5)], Some(RatedTechnique::FullHouse)),
        Job::ReadSaved(String::new()),
        Job::ReadSaved(format!("\u{3}Q{HARDER}\u{ff}")),
        Job::Batch { chunk: "{}".into() },
    ]
}

#[test]
fn every_job_goes_to_the_worker_and_back_exactly() {
    for (id, job) in every_job().into_iter().enumerate() {
        let request = Request { id: id as u32, job };
        let bytes = request.encode();
        assert_eq!(Request::decode(&bytes), Ok(request.clone()), "{bytes:?}");
        // Followed by anything, it is no longer the same request.
        assert!(Request::decode(&[&bytes[..], &[0]].concat()).is_err());
    }
}

#[test]
fn every_output_comes_back_to_the_page_exactly() {
    let grid = Grid::parse(HARDER).unwrap();
    let mut replies = Vec::new();
    // What the workers answer, as they answer it.
    for job in [
        Job::Solve {
            puzzle: grid,
            algorithm: Algorithm::Naive,
            mode: Mode::CountToTwo,
            budget: Some(100),
            variant: None,
        },
        Job::Solve {
            puzzle: grid,
            algorithm: Algorithm::Fast,
            mode: Mode::First,
            budget: None,
            variant: None,
        },
        Job::Rate { puzzle: grid },
        Job::Make {
            level: Level::Easy,
            seed: 1,
            technique: None,
        },
        Job::Explain(Ask {
            grid,
            eliminations: Vec::new(),
            until: None,
            rules: None,
        }),
        Job::Explain(Ask {
            grid: Grid::empty(),
            eliminations: vec![(0, 9)],
            until: None,
            rules: Some("killer::3-1112".into()),
        }),
        Job::ReadSaved(format!(
            r#"{{"version":1,"board":{{"puzzle":"{HARDER}","steps":3}},"undo":[],"redo":[],"algorithm":"fast"}}"#
        )),
    ] {
        let request = Request { id: 1, job };
        handle_in_puzzle_worker(&request.encode(), &|| 0.5, &mut |r| replies.push(r));
    }
    assert_eq!(replies.len(), 7, "{replies:?}");
    assert!(
        replies.iter().all(|r| matches!(r, Reply::Done { .. })),
        "{replies:?}"
    );
    replies.extend([
        Reply::Ready,
        Reply::Done {
            job: 2,
            output: Output::Read(PhotoReading {
                digits: HARDER.into(),
                confidence: (0..81).collect(),
            }),
        },
        Reply::Done {
            job: u32::MAX,
            output: Output::Batch("1\tunique\n".into()),
        },
        Reply::Done {
            job: 3,
            output: Output::StatsFile(vec!["a".into(), String::new()]),
        },
        Reply::Done {
            job: 3,
            output: Output::Explained(Vec::new()),
        },
        Reply::Done {
            job: 4,
            output: Output::Saved(Err("it is not valid JSON".into())),
        },
        Reply::Progress {
            job: 0,
            calls: u64::MAX,
            millis: f64::MIN_POSITIVE,
        },
        Reply::Failed {
            job: None,
            error: String::new(),
        },
    ]);
    for reply in replies {
        let bytes = reply.encode();
        assert_eq!(Reply::decode(&bytes), Ok(reply.clone()), "{bytes:?}");
        assert!(
            Reply::decode(&bytes[..bytes.len() - 1]).is_err(),
            "{reply:?}"
        );
    }
}

#[test]
fn malformed_requests_fail_with_a_reason_and_the_job_when_known() {
    assert_eq!(
        serve(&[], &|| 0.0),
        [Reply::Failed {
            job: None,
            error: "unreadable request: the message is empty (no bytes)".into()
        }]
    );
    // Cut short: the job's number comes first, so it is known.
    let puzzle = Grid::parse(EASY).unwrap();
    let whole = request(4, &puzzle, Algorithm::Fast, Mode::First).encode();
    assert_eq!(
        serve(&whole[..40], &|| 0.0),
        [Reply::Failed {
            job: Some(4),
            error: "unreadable request: Hit the end of buffer, expected more data".into()
        }]
    );
    // Bytes left over after a request.
    let mut longer = whole.clone();
    longer.extend([0, 0]);
    assert_eq!(
        serve(&longer, &|| 0.0),
        [Reply::Failed {
            job: Some(4),
            error: "unreadable request: 2 bytes left over after it".into()
        }]
    );
    // A bad puzzle or algorithm: the job is named (postcard keeps no text
    // of serde's errors, so the reason is its own).
    let bad_puzzle = [vec![5, 0], string(""), string("fast"), vec![1, 0]].concat();
    let bad_algo = [vec![6, 0], string(EASY), string("magic"), vec![1, 0]].concat();
    for (id, bytes) in [(5, bad_puzzle), (6, bad_algo)] {
        assert_eq!(
            serve(&bytes, &|| 0.0),
            [Reply::Failed {
                job: Some(id),
                error: "unreadable request: Serde Deserialization Error".into()
            }]
        );
    }
    // An unknown kind of job (variant 200).
    assert!(matches!(
        &serve(&[9, 0xc8, 0x01], &|| 0.0)[..],
        [Reply::Failed { job: Some(9), error }] if error.starts_with("unreadable request: ")
    ));
    // What the page posted before (JSON text) is not a request.
    let json = r#"{"id":7,"job":{"rate":{"puzzle":""}}}"#;
    assert!(matches!(
        &serve(json.as_bytes(), &|| 0.0)[..],
        [Reply::Failed { error, .. }] if error.starts_with("unreadable request: ")
    ));
    for bad in [&b""[..], b"<b>hi</b>", &[0, 0], &[1, 7]] {
        let error = Reply::decode(bad).unwrap_err();
        assert!(error.starts_with("unreadable reply: "), "{bad:?}: {error}");
    }
}

#[test]
fn a_running_solve_shows_its_live_count_and_cancel_says_how_far_it_got() {
    let mut state = loaded(EASY);
    let job = start(&mut state, Algorithm::Naive).unwrap();
    assert_eq!(state.running().map(|r| r.job), Some(job));
    assert_eq!(
        status_of(&state).headline,
        "Solving with naive backtracking: 0 calls so far."
    );
    state.apply(progress(job, 1_234_567, 250.0));
    // Progress of another job is ignored.
    state.apply(progress(job + 1, 9, 1.0));
    let status = status_of(&state);
    assert_eq!(
        status.headline,
        "Solving with naive backtracking: 1,234,567 calls so far."
    );
    assert_eq!(
        status.details,
        vec!["Running for 250.0\u{a0}ms. Press Cancel (in the Solver lab) or Escape to stop it; the board stays editable."]
    );
    state.apply(Action::CancelSolve);
    assert!(state.running().is_none());
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "Cancelled after 1,234,567 calls (250.0\u{a0}ms): naive backtracking had not finished."
    );
    assert_eq!(state.sheet().grid().to_line(), EASY, "board untouched");
}

#[test]
fn editing_the_board_ends_the_running_solve_and_its_result_is_ignored() {
    let mut state = entering(EASY);
    let puzzle = state.sheet().puzzle();
    let job = start(&mut state, Algorithm::Naive).unwrap();
    state.apply(Action::Select(80));
    assert!(state.running().is_some(), "selecting is not an edit");
    state.apply(Action::Input(7));
    assert!(state.running().is_none());
    assert_eq!(state.message(), &Message::Edited(Dropped::Nothing));
    // The old job's result arrives late: it is for other givens.
    let late = solve::run(&puzzle, Algorithm::Naive, &|| 0.0);
    let SolveResult::Searched(search) = late.result else {
        panic!("searched");
    };
    let before = state.clone();
    state.apply(solve_done(job, search));
    assert_eq!(state, before);
    assert!(!state.sheet().has_solution());
    assert_eq!(state.sheet().value(80), 7);
}

#[test]
fn a_finished_solve_clears_the_running_state() {
    let mut state = loaded(HARDER);
    let job = start(&mut state, Algorithm::Naive).unwrap();
    let done = solve::run(&state.sheet().puzzle(), Algorithm::Naive, &|| 0.0);
    let SolveResult::Searched(search) = done.result else {
        panic!("searched");
    };
    state.apply(solve_done(job, search));
    assert!(state.running().is_none());
    assert!(state.sheet().grid().is_solved());
    assert!(status_of(&state).details[0].starts_with("4,428 calls"));
    let SolveResult::Searched(search) = (match state.message() {
        Message::Solved(report) => report.result.clone(),
        other => panic!("{other:?}"),
    }) else {
        panic!("searched");
    };
    assert_eq!(search.verdict, Verdict::Unique);
}

#[test]
fn a_failed_solve_says_why() {
    let mut state = loaded(EASY);
    let job = start(&mut state, Algorithm::Fast).unwrap();
    state.apply(Action::Job(
        Lane::Solve,
        Event::Failed {
            job,
            error: "the solver worker failed: boom".into(),
        },
    ));
    assert!(state.running().is_none());
    assert_eq!(
        status_of(&state).headline,
        "The solve could not run: the solver worker failed: boom."
    );
}

#[test]
fn a_worker_that_cannot_load_fails_its_job_and_says_which_worker() {
    use sudoku_web::worker::client::{worker_failed, WorkerFailure};
    let cases = [
        (
            Lane::Solve,
            WorkerFailure::NotLoaded,
            "the solver worker could not be loaded (its script could not be fetched)",
        ),
        (
            Lane::Compare,
            WorkerFailure::Stopped,
            "the solver worker stopped with an error (its script could not be fetched)",
        ),
        (
            Lane::Make,
            WorkerFailure::NotLoaded,
            "the puzzle worker, which rates and makes puzzles, could not be loaded (its script could not be fetched)",
        ),
        (
            Lane::Explain,
            WorkerFailure::Unreadable,
            "the puzzle worker, which finds the hints, sent a reply that could not be read (its script could not be fetched)",
        ),
        (
            Lane::Import,
            WorkerFailure::NotLoaded,
            "the puzzle worker, which reads statistics files, could not be loaded (its script could not be fetched)",
        ),
        (
            Lane::Batch,
            WorkerFailure::NotLoaded,
            "the puzzle worker, which solves the batch, could not be loaded (its script could not be fetched)",
        ),
        (
            Lane::Read,
            WorkerFailure::NotLoaded,
            "the reader worker, which reads photos, could not be loaded (its script could not be fetched)",
        ),
    ];
    for (lane, how, said) in cases {
        assert_eq!(
            worker_failed(lane, how, "its script could not be fetched"),
            said
        );
    }
    // The job ends: no search runs on the page's thread any more.
    let mut state = loaded(EASY);
    let job = start(&mut state, Algorithm::Naive).unwrap();
    let error = worker_failed(
        Lane::Solve,
        WorkerFailure::NotLoaded,
        "Uncaught CompileError: WebAssembly.instantiate(): expected magic word",
    );
    state.apply(Action::Job(Lane::Solve, Event::Failed { job, error }));
    assert!(state.running().is_none());
    assert_eq!(status_of(&state).tone, Tone::Problem);
    assert_eq!(
        status_of(&state).headline,
        "The solve could not run: the solver worker could not be loaded \
         (Uncaught CompileError: WebAssembly.instantiate(): expected magic word)."
    );
    assert!(!state.sheet().has_solution());
}

#[test]
fn copy_lists_the_puzzle_and_the_solution() {
    let mut state = State::new();
    state.apply(Action::Copied { copied: false });
    assert_eq!(
        status_of(&state).headline,
        "Nothing to copy: the board is empty."
    );
    let mut state = loaded(EASY);
    state.apply(Action::Copied { copied: true });
    let status = status_of(&state);
    assert_eq!(status.headline, "Puzzle copied to the clipboard:");
    assert_eq!(status.details, vec![EASY.to_string()]);
    let report = solve::run(&state.sheet().puzzle(), Algorithm::Fast, &|| 0.0);
    let solution = match &report.result {
        SolveResult::Searched(search) => search.solution.unwrap().to_line(),
        other => panic!("{other:?}"),
    };
    state.apply(Action::Solved(Box::new(report)));
    state.apply(Action::Copied { copied: false });
    let status = status_of(&state);
    assert_eq!(
        status.headline,
        "Puzzle and solution (select and copy them):"
    );
    assert_eq!(status.details, vec![EASY.to_string(), solution]);
}

#[test]
fn a_solve_stopped_by_an_edit_says_so_once() {
    for change in [
        Action::Input(7),
        Action::ClearBoard,
        Action::Paste(HARDER.into()),
    ] {
        let mut state = entering(EASY);
        state.apply(Action::Select(80));
        let job = start(&mut state, Algorithm::Naive).unwrap();
        state.apply(progress(job, 1234, 800.0));
        state.apply(change.clone());
        assert!(state.running().is_none(), "{change:?}");
        let said = "The board changed, so the solve with naive backtracking stopped after 1,234 calls (800.0\u{a0}ms).";
        assert_eq!(
            status_of(&state).details.last().map(String::as_str),
            Some(said),
            "{change:?}"
        );
        // Moving around keeps the message; the next action's message stands alone.
        state.apply(Action::Move(sudoku_web::state::Direction::Left));
        assert!(status_of(&state).details.iter().any(|d| d == said));
        // So does a key that changes nothing (the digit the cell shows).
        let shown = state.sheet().value(state.selected());
        state.apply(Action::Input(shown));
        assert!(
            status_of(&state).details.iter().any(|d| d == said),
            "{change:?}"
        );
        state.press(Action::Hint);
        assert!(
            !status_of(&state).details.iter().any(|d| d == said),
            "{change:?}"
        );
    }
}

#[test]
fn what_is_asked_for_during_a_solve_is_said_and_the_count_goes_on_below() {
    let mut state = loaded(EASY);
    let job = start(&mut state, Algorithm::Naive).unwrap();
    state.apply(progress(job, 99, 12.0));
    assert_eq!(
        status_of(&state).headline,
        "Solving with naive backtracking: 99 calls so far."
    );
    let running_line = "Solving with naive backtracking: 99 calls so far. \
                        Running for 12.0\u{a0}ms. Press Cancel (in the Solver lab) or Escape to stop it; the board stays editable.";
    // The count and time change many times a second: kept from screen readers.
    assert_eq!(
        status_of(&state).quiet,
        [": 99 calls so far.", "Running for 12.0\u{a0}ms. "]
    );
    // A hint: explained, the board untouched, the solve still running.
    state.press(Action::Hint);
    assert!(state.running().is_some());
    let view = status_of(&state);
    assert_eq!(
        view.headline,
        "Hint: look at row 1, column 2: a naked single."
    );
    assert!(state.highlight().is_some());
    assert_eq!(view.details.last().map(String::as_str), Some(running_line));
    assert_eq!(view.quiet, [": 99 calls so far. Running for 12.0\u{a0}ms."]);
    // A bad paste says what was wrong, and the count keeps climbing below it.
    state.apply(Action::Paste(format!("12q{}", ".".repeat(78))));
    state.apply(progress(job, 150, 20.0));
    let view = status_of(&state);
    assert_eq!(view.tone, sudoku_web::text::Tone::Problem, "{view:?}");
    assert_eq!(
        view.headline,
        "The pasted text was not loaded: cell 3 (character 3): unexpected 'q'."
    );
    assert!(view
        .details
        .last()
        .is_some_and(|d| d.starts_with("Solving with naive backtracking: 150 calls so far.")));
}
