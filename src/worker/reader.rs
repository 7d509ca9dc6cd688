//! The reader worker's side, without browser code: a request and the
//! photo's pixels in, the reply out (the worker binary,
//! `src/bin/reader_worker.rs`, and its boot script do the rest). Tested
//! natively.

use super::protocol::{Reply, Request};
use crate::features::jobs::{Job, Output};
use crate::features::photo::PhotoReading;

/// The reply to `request` (its bytes) for the photo whose RGBA pixels are
/// `rgba`, `width` by `height`: what the reader read, or why it could not.
pub fn reply(request: &[u8], width: u32, height: u32, rgba: &[u8]) -> Reply {
    let id = match read_request(request) {
        Ok(id) => id,
        Err((job, error)) => return Reply::Failed { job, error },
    };
    match sudoku_reader::read_rgba(width, height, rgba) {
        Ok(reading) => Reply::Done {
            job: id,
            output: Output::Read(PhotoReading {
                digits: reading.line(),
                confidence: reading
                    .cells
                    .iter()
                    .map(|cell| (cell.confidence.clamp(0.0, 1.0) * 100.0).round() as u8)
                    .collect(),
            }),
        },
        Err(err) => Reply::Failed {
            job: Some(id),
            error: err.to_string(),
        },
    }
}

/// The reply to `request` (its bytes) when its file could not be decoded:
/// `why`.
pub fn failed(request: &[u8], why: &str) -> Reply {
    match read_request(request) {
        Ok(id) => Reply::Failed {
            job: Some(id),
            error: why.to_string(),
        },
        Err((job, error)) => Reply::Failed { job, error },
    }
}

/// The job number of a request to read a photo, or the job (when known)
/// and why anything else fails.
fn read_request(request: &[u8]) -> Result<u32, (Option<u32>, String)> {
    match Request::decode(request) {
        Ok(Request {
            id,
            job: Job::Read { .. },
        }) => Ok(id),
        Ok(Request { id, .. }) => Err((Some(id), "the reader worker only reads photos".into())),
        Err(failed) => Err(failed),
    }
}
