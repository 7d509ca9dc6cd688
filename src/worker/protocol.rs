//! The messages between the page and the solver worker, as JSON strings.
//!
//! The page posts a [`Request`] (a job number and the [`Job`]); the worker
//! answers with [`Reply`] messages: one [`Reply::Ready`] once it has
//! started, [`Reply::Progress`] about every [`PROGRESS_MS`] milliseconds
//! while a job runs, then [`Reply::Done`] with the job's [`Output`] or
//! [`Reply::Failed`]. The jobs, their outputs and the solver's types are
//! sent as themselves (serde), never mirrored by hand.
//!
//! ```text
//! {"id":7,"job":{"solve":{"puzzle":"5...8.1.6....","algorithm":"naive","mode":"first","budget":null}}}
//! {"progress":{"job":7,"calls":16384,"millis":50.2}}
//! {"done":{"job":7,"output":{"solve":{"verdict":"unique","solution":"5324...","stats":{...},...}}}}
//! ```
//!
//! Enums are tagged the serde default way (`{"variant":{...}}`): a tag field
//! inside the object (`{"type":"done",...}`) makes serde buffer every
//! message, which cost the page 18 KB of wasm.

use crate::features::jobs::{Event, Job, JobId, Output};
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
    /// The request as the JSON string that is posted.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a posted request. An error carries the job number when the
    /// message has one, and says what was wrong.
    pub fn decode(text: &str) -> Result<Request, (Option<JobId>, String)> {
        #[derive(Deserialize)]
        struct Numbered {
            id: JobId,
        }
        serde_json::from_str(text).map_err(|err| {
            let id = serde_json::from_str::<Numbered>(text).ok().map(|n| n.id);
            (id, format!("unreadable request: {err}"))
        })
    }
}

/// Everything the worker says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
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
    /// The reply as the JSON string that is posted.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a posted reply.
    pub fn decode(text: &str) -> Result<Reply, String> {
        serde_json::from_str(text).map_err(|err| format!("unreadable reply from the worker: {err}"))
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
