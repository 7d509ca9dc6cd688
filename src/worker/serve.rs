//! The worker's side: what it does with each posted message, without any
//! browser code (the worker binary, `src/bin/worker.rs`, only connects
//! this to the browser's message events). The clock and the way replies
//! are posted are parameters, so it is tested natively.

use super::protocol::{Reply, Request, PROGRESS_MS};
use crate::features::jobs;
use crate::features::jobs::Job;
use sudoku_solver::{Flow, Stats};

/// How a worker runs a job: [`jobs::run`] in the solver worker,
/// [`jobs::run_in_puzzle_worker`] in the puzzle worker.
pub type Runner = fn(
    &jobs::Job,
    &dyn Fn() -> f64,
    &mut dyn FnMut(&Stats) -> Flow,
) -> Result<jobs::Output, String>;

/// Serves one posted message (a [`Request`]'s bytes) in the solver worker
/// (see [`handle_with`]).
pub fn handle(message: &[u8], now: &dyn Fn() -> f64, post: &mut dyn FnMut(Reply)) {
    handle_with(jobs::run, message, now, post);
}

/// Serves one posted message (a [`Request`]'s bytes) in the puzzle worker
/// (see [`handle_with`]).
pub fn handle_in_puzzle_worker(message: &[u8], now: &dyn Fn() -> f64, post: &mut dyn FnMut(Reply)) {
    handle_with(jobs::run_in_puzzle_worker, message, now, post);
}

/// Serves one posted message: runs the requested job with `runner`,
/// posting [`Reply::Progress`] every [`PROGRESS_MS`] (by `now`) and then
/// [`Reply::Done`], or [`Reply::Failed`] for a malformed request or a job
/// that cannot run.
pub fn handle_with(
    runner: Runner,
    message: &[u8],
    now: &dyn Fn() -> f64,
    post: &mut dyn FnMut(Reply),
) {
    let request = match Request::decode(message) {
        Ok(request) => request,
        Err((job, error)) => {
            post(Reply::Failed { job, error });
            return;
        }
    };
    let job = request.id;
    let start = now();
    let mut last = start;
    let mut progress = |stats: &Stats| {
        let t = now();
        if t - last >= PROGRESS_MS {
            last = t;
            post(Reply::Progress {
                job,
                calls: stats.calls,
                millis: t - start,
            });
        }
        Flow::Continue
    };
    let done = runner(&request.job, now, &mut progress);
    post(match done {
        Ok(output) => Reply::Done { job, output },
        Err(error) => Reply::Failed {
            job: Some(job),
            error,
        },
    });
}

/// The request `message` (its bytes) with the text of the file posted
/// beside it (`text`, or why it could not be read) put into its job: a
/// statistics file to import. A request for any other job is left as it
/// is; `Err` is the reply to post instead when the file could not be read
/// or the request is malformed.
pub fn with_file_text(message: &[u8], text: Result<String, String>) -> Result<Vec<u8>, Box<Reply>> {
    match Request::decode(message) {
        Ok(Request {
            id,
            job: Job::ImportStats { file, .. },
        }) => match text {
            Ok(text) => Ok(Request {
                id,
                job: Job::ImportStats { file, text },
            }
            .encode()),
            Err(error) => Err(Box::new(Reply::Failed {
                job: Some(id),
                error,
            })),
        },
        Ok(_) => Ok(message.to_vec()),
        Err((job, error)) => Err(Box::new(Reply::Failed { job, error })),
    }
}
