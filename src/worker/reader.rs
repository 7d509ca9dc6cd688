//! The reader worker's side, without browser code: a request and the
//! photo's pixels in, the reply out (the worker binary,
//! `src/bin/reader_worker.rs`, and its boot script do the rest). Tested
//! natively.

use super::protocol::{Reply, Request};
use crate::features::jobs::{Job, Output};
use crate::features::photo::PhotoReading;
use crate::t;
use sudoku_reader::ReadError;

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
            error: read_error(&err),
        },
    }
}

/// Why the reader could not read a photo, in words.
fn read_error(err: &ReadError) -> String {
    match err {
        ReadError::Decode(why) => t!("worker-read-decode", why = why.as_str()),
        ReadError::TooLarge { width, height } => t!(
            "worker-read-too-large",
            width = width.to_string().as_str(),
            height = height.to_string().as_str()
        ),
        ReadError::Empty => t!("worker-read-empty"),
        ReadError::BadBuffer { expected, got } => {
            t!("worker-read-bad-buffer", expected = *expected, got = *got)
        }
        ReadError::NoGrid => t!("worker-read-no-grid"),
    }
}

/// The boot script's reason `why` (`reader_worker_boot.js`, which gives
/// it in English) in words: its message when it is one of the boot
/// script's, else as it is.
fn boot_reason(why: &str) -> String {
    match why {
        "the file is empty" => t!("worker-read-file-empty"),
        "the file is not a picture this browser can open" => t!("worker-read-not-a-picture"),
        _ => why.to_string(),
    }
}

/// The reply to `request` (its bytes) when its file could not be decoded:
/// `why` (the boot script's reason, in words of the catalogue when it is
/// one of its own).
pub fn failed(request: &[u8], why: &str) -> Reply {
    match read_request(request) {
        Ok(id) => Reply::Failed {
            job: Some(id),
            error: boot_reason(why),
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
        Ok(Request { id, .. }) => Err((Some(id), t!("worker-read-only-photos"))),
        Err(failed) => Err(failed),
    }
}
