//! The messages between the page and its workers, as postcard bytes.
//!
//! The page posts a [`Request`] (a job number and the [`Job`]); the worker
//! answers with [`Reply`] messages: one [`Reply::Ready`] once it has
//! started, [`Reply::Progress`] about every [`PROGRESS_MS`] milliseconds
//! while a job runs, then [`Reply::Done`] with the job's [`Output`] or
//! [`Reply::Failed`]. The jobs, their outputs and the solver's types are
//! sent as themselves (serde), never mirrored by hand.
//!
//! Each message is posted as a `Uint8Array` of [postcard] bytes, both ways
//! (a request for a file's job goes beside its file, as `{request, file}`).
//! Postcard writes the values in the order of their fields, with no field
//! names: integers wider than a byte as varints (7 bits a byte, the lowest
//! first), an enum as its variant's index, a string or a sequence as its
//! length and then its items, an `Option` as 0 (none) or 1 and the value,
//! an `f64` as its 8 bytes. The solver's types that serde writes as words
//! (a grid's 81 characters, an algorithm, a verdict) are strings. So the
//! page's module carries no JSON reader for the outputs (5 KB of wasm,
//! gzip). A request to solve the puzzle `5...8.1.6....` with naive
//! backtracking to the first solution, job 7, and replies to it, in hex
//! with the strings' bytes in quotes:
//!
//! ```text
//! 07 00 51 "5...8.1.6...." 05 "naive" 01 00 00   Request { id: 7, job: Job::Solve { .., mode: First, budget: None, variant: None } }
//! 01 07 80 80 01 <50.2 as 8 bytes>            Reply::Progress { job: 7, calls: 16384, millis: 50.2 }
//! 02 07 00 06 "unique" 01 51 "5324..." ...    Reply::Done { job: 7, output: Output::Solve(Search { .. }) }
//! ```
//!
//! Two things follow from having no names. The page and its workers must
//! come from the same build (Trunk builds them together; a variant added
//! or moved changes the indices). And a type sent here must write every
//! field it reads: `#[serde(skip_serializing_if)]`, `flatten`, `untagged`
//! or anything that needs `deserialize_any` breaks the message, as a field
//! left out shifts every value after it (`rename_all` is harmless: names
//! are not sent). Postcard keeps no text of serde's errors, so a malformed
//! message fails with postcard's own words ("Hit the end of buffer,
//! expected more data").
//!
//! [postcard]: https://docs.rs/postcard

use crate::features::jobs::{Event, Job, JobId, Output};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Progress messages are posted at most this often (milliseconds).
pub const PROGRESS_MS: f64 = 50.0;

/// One job for the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// The page's number for this job; every reply about it carries it.
    pub id: JobId,
    /// The work.
    pub job: Job,
}

impl Request {
    /// The request as the bytes that are posted.
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }

    /// Reads a posted request. An error carries the job number when the
    /// message has one (its first bytes: the number comes first) and says
    /// what was wrong.
    pub fn decode(bytes: &[u8]) -> Result<Request, (Option<JobId>, String)> {
        decode(bytes, "request").map_err(|error| {
            let id = postcard::take_from_bytes::<JobId>(bytes)
                .ok()
                .map(|(id, _)| id);
            (id, error)
        })
    }
}

/// Everything the worker says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker has started and takes requests.
    Ready,
    /// A job is running: the counts so far.
    Progress {
        /// The job.
        job: JobId,
        /// Calls so far.
        calls: u64,
        /// Milliseconds since the job started.
        millis: f64,
    },
    /// The job ended.
    Done {
        /// The job.
        job: JobId,
        /// What it gives back.
        output: Output,
    },
    /// A request could not be served (or the worker failed as a whole:
    /// `job` is `None` then).
    Failed {
        /// The job, when known.
        job: Option<JobId>,
        /// What went wrong.
        error: String,
    },
}

impl Reply {
    /// The reply as the bytes that are posted.
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }

    /// Reads a posted reply, or says what was wrong with it.
    pub fn decode(bytes: &[u8]) -> Result<Reply, String> {
        decode(bytes, "reply")
    }

    /// The page's event for this reply; `None` for [`Reply::Ready`] and for
    /// a failure of the worker as a whole (no job named).
    pub fn event(self) -> Option<Event> {
        match self {
            Reply::Ready | Reply::Failed { job: None, .. } => None,
            Reply::Progress { job, calls, millis } => Some(Event::Progress { job, calls, millis }),
            Reply::Done { job, output } => Some(Event::Done { job, output }),
            Reply::Failed {
                job: Some(job),
                error,
            } => Some(Event::Failed { job, error }),
        }
    }
}

/// `value` as postcard bytes (empty in the impossible case that it cannot
/// be written: the message's types are plain data).
fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    postcard::to_allocvec(value).unwrap_or_default()
}

/// The `what` (a request or a reply) in `bytes`, or why it cannot be read.
/// A message left over after the value is an error too.
fn decode<T: DeserializeOwned>(bytes: &[u8], what: &str) -> Result<T, String> {
    if bytes.is_empty() {
        return Err(format!(
            "unreadable {what}: the message is empty (no bytes)"
        ));
    }
    match postcard::take_from_bytes(bytes) {
        Ok((value, [])) => Ok(value),
        Ok((_, rest)) => Err(format!(
            "unreadable {what}: {} bytes left over after it",
            rest.len()
        )),
        Err(err) => Err(format!("unreadable {what}: {err}")),
    }
}
