//! Photos read by the reader worker, as the reducer sees them: opening a
//! photo, the worker's reading or failure.

use sudoku_web::features::jobs::{Event, Job, Lane, Output, Wanted};
use sudoku_web::features::photo::PhotoReading;
use sudoku_web::state::{Action, State};

/// A reading of `line` with every cell at 99% but `doubtful` at 40%.
pub fn reading(line: &str, doubtful: &[usize]) -> PhotoReading {
    PhotoReading {
        digits: line.to_string(),
        confidence: (0..81)
            .map(|i| if doubtful.contains(&i) { 40 } else { 99 })
            .collect(),
    }
}

/// Opens photo number `file` named `name`; returns the read job it asks
/// of the reader worker.
pub fn open_photo(state: &mut State, file: u32, name: &str) -> Wanted {
    state.apply(Action::OpenPhoto {
        file,
        name: name.into(),
        thumbnail: format!("blob:{file}"),
        read: None,
    });
    let job = state
        .jobs()
        .into_iter()
        .find(|w| w.lane == Lane::Read)
        .expect("a read job");
    assert_eq!(job.job, Job::Read { file });
    job
}

/// The reader worker's failure of `job`, for `why`.
pub fn fail(state: &mut State, job: &Wanted, why: &str) {
    state.apply(Action::Job(
        Lane::Read,
        Event::Failed {
            job: job.id,
            error: why.into(),
        },
    ));
}

/// The reader worker's reading `line` (with `doubtful` cells) for `job`.
pub fn done(state: &mut State, job: &Wanted, line: &str, doubtful: &[usize]) {
    state.apply(Action::Job(
        Lane::Read,
        Event::Done {
            job: job.id,
            output: Output::Read(reading(line, doubtful)),
        },
    ));
}

/// A state whose photo `line` has been read (with `doubtful` cells).
pub fn read_photo(state: &mut State, line: &str, doubtful: &[usize]) {
    let job = open_photo(state, 1, "paper.jpg");
    done(state, &job, line, doubtful);
}
