//! Work for the solver worker: what a job asks ([`Job`]), what it gives
//! back ([`Output`]), what the page hears while it runs ([`Event`]), and
//! [`run`] and [`run_in_puzzle_worker`], which do the work in the workers
//! (the page never runs a job itself: a worker that cannot load ends the
//! job with a message that says so).
//!
//! Each job runs on a [`Lane`]: the page's own solve and Compare each have
//! one, so a comparison never waits for a solve or the other way round;
//! rating the board's puzzle and making a new one run in the puzzle worker
//! ([`run_in_puzzle_worker`]), a second worker binary loaded only when
//! first needed, so the technique engine's rating and the generator never
//! weigh on the page's first load (nor does the reader of older pages'
//! saved JSON, [`Job::ReadSaved`]).
//! The state decides which job each lane should run
//! ([`crate::state::State::jobs`]); the worker client makes it so.
//!
//! Pure Rust: the clock and the progress hook are parameters.

use super::batch;
use super::explain::{self, Ask};
use super::make::{self, NewPuzzle};
use super::photo::PhotoReading;
use super::rate::{self, Difficulty};
use super::saved;
use super::solve::{self, Search, SolveResult};
use super::stats;
use crate::model::ShownStep;
use serde::{Deserialize, Serialize};
use sudoku_solver::date::Date;
use sudoku_solver::rating::{Level, RatedTechnique};
use sudoku_solver::{Algorithm, Flow, Grid, Mode, Stats};

pub use super::lanes::{JobId, Lane};

/// What a job asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Job {
    /// Search `puzzle` with `algorithm` (see [`solve::run_with`]).
    Solve {
        /// The givens.
        puzzle: Grid,
        /// The algorithm.
        algorithm: Algorithm,
        /// To the first solution, or counting to two.
        mode: Mode,
        /// An optional call budget.
        #[serde(default)]
        budget: Option<u64>,
        /// A variant's puzzle, as the project's own line (givens and
        /// rules, docs/variants.md), searched instead of `puzzle`.
        #[serde(default)]
        variant: Option<String>,
    },
    /// Rate `puzzle` (see [`rate::run`]).
    Rate {
        /// The givens.
        puzzle: Grid,
    },
    /// Make a new puzzle (see [`make::run`]).
    Make {
        /// The level asked for.
        level: Level,
        /// The seed: the same seed makes the same puzzle.
        seed: u64,
        /// The technique, for a puzzle for practising it.
        #[serde(default)]
        technique: Option<RatedTechnique>,
    },
    /// Make the day's puzzle (Today's puzzle, see [`make::daily`]).
    Daily {
        /// The day.
        date: Date,
        /// The level asked for.
        level: Level,
    },
    /// Read the puzzle in the photo the page numbered `file`: the reader
    /// worker gets the file itself beside the request (a photo is far too
    /// big to copy into a request).
    Read {
        /// The page's number of the file.
        file: u32,
    },
    /// Read the statistics file the page numbered `file` (see
    /// [`stats::Statistics::read_file`]): the page posts the file beside
    /// the request, and the worker reads its text into `text` before the
    /// job runs.
    ImportStats {
        /// The page's number of the file.
        file: u32,
        /// The file's text (empty in the page's request).
        #[serde(default)]
        text: String,
    },
    /// The technique engine's next step of a board, or the steps up to a
    /// technique's first use (see [`explain::answer`]): Hint, Step and
    /// Skip to it.
    Explain(Ask),
    /// The first `count` steps from the board `grid`, in the language now
    /// spoken: the board's steps, worded again
    /// ([`super::reword`], [`explain::replay`]; the output is
    /// [`Output::Explained`]).
    Reword {
        /// The board the steps start from: givens and entries.
        grid: Grid,
        /// How many steps.
        count: usize,
    },
    /// Read the page's saved data for it: the JSON of an older page
    /// (versions 1 and 2, see [`saved::read_json`]) or the text of version
    /// 3 ([`saved::from_text`]), and take the steps Step took on its
    /// boards again ([`saved::steps_needed`], [`explain::replay`]). The
    /// page's own module has neither a JSON reader for the older data nor
    /// the technique engine; it reads version 3 data without steps itself.
    ReadSaved(String),
    /// Solve a chunk of a batch run: a [`batch::Chunk`] as its text, so
    /// the page's own module, which never runs one, carries no code for
    /// its fields.
    Batch {
        /// The chunk, [`batch::Chunk::encode`]d.
        chunk: String,
    },
}

/// A job a lane should run: its lane, number and work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wanted {
    /// The lane.
    pub lane: Lane,
    /// The job's number.
    pub id: JobId,
    /// The work.
    pub job: Job,
}

/// What a finished job gives back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Output {
    /// A search's numbers.
    Solve(Search),
    /// A puzzle's difficulty.
    Rated(Difficulty),
    /// A new puzzle.
    Made(NewPuzzle),
    /// What was read from a photo.
    Read(PhotoReading),
    /// A batch chunk's rows, [`batch::encode_rows`]d.
    Batch(String),
    /// The steps [`explain::answer`] found (none: no technique applies).
    Explained(Vec<ShownStep>),
    /// The saved data [`Job::ReadSaved`] read, or why it cannot be read
    /// (the data's fault, not the worker's).
    Saved(Result<SavedRead, String>),
    /// A statistics file's finished puzzles, as lines
    /// ([`stats::Statistics::lines`]).
    StatsFile(Vec<String>),
}

/// Saved data read by [`Job::ReadSaved`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedRead {
    /// The data, as the text of version 3 ([`saved::to_text`]).
    pub text: String,
    /// The steps taken again: each board they start from (its digits, as
    /// [`saved::steps_needed`] lists them) with its steps, as many as the
    /// most any saved board took on it (fewer when no more can be taken).
    pub taken: Vec<(Grid, Vec<ShownStep>)>,
}

/// What the page hears about a job.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The job is running: the counts so far.
    Progress {
        /// The job.
        job: JobId,
        /// Calls so far.
        calls: u64,
        /// Milliseconds since it started.
        millis: f64,
    },
    /// The job ended.
    Done {
        /// The job.
        job: JobId,
        /// What it gave back.
        output: Output,
    },
    /// The job could not run.
    Failed {
        /// The job.
        job: JobId,
        /// Why, in a few words.
        error: String,
    },
}

/// Runs a solve job (in the solver worker), timing it with `now` and
/// calling `progress` with the counts so
/// far (returning [`Flow::Stop`] cancels a search). An error says why the
/// job could not run; rating and making puzzles need the puzzle worker.
pub fn run(
    job: &Job,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(&Stats) -> Flow,
) -> Result<Output, String> {
    match job {
        Job::Solve {
            puzzle,
            algorithm,
            mode,
            budget,
            variant,
        } => {
            let done = match variant {
                Some(line) => {
                    let puzzle =
                        sudoku_solver::rules::Puzzle::parse(line).map_err(|e| e.to_string())?;
                    solve::run_puzzle(&puzzle, *algorithm, *mode, *budget, now, progress)
                }
                None => solve::run_with(puzzle, *algorithm, *mode, *budget, now, progress),
            };
            match done.result {
                SolveResult::Searched(search) => Ok(Output::Solve(search)),
                SolveResult::EmptyBoard => Err("the puzzle is empty".into()),
                SolveResult::Clashing(found) => {
                    Err(format!("the givens clash ({} clashes)", found.len()))
                }
            }
        }
        Job::Rate { .. } | Job::Make { .. } | Job::Daily { .. } => {
            Err("the puzzle worker, which rates and makes puzzles, could not be loaded".into())
        }
        Job::Explain(_) | Job::Reword { .. } => {
            Err("the puzzle worker, which finds the hints, could not be loaded".into())
        }
        Job::ReadSaved(_) => {
            Err("the puzzle worker, which reads saved data, could not be loaded".into())
        }
        Job::Batch { .. } => Err("batch solving runs in the puzzle worker only".into()),
        Job::ImportStats { .. } => {
            Err("the puzzle worker, which reads statistics files, could not be loaded".into())
        }
        Job::Read { .. } => {
            Err("the reader worker, which reads photos, could not be loaded".into())
        }
    }
}

/// Runs any job in the puzzle worker: rating, making puzzles (`progress`
/// hears the count of candidates tried as its calls) and, like [`run`],
/// solving.
pub fn run_in_puzzle_worker(
    job: &Job,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(&Stats) -> Flow,
) -> Result<Output, String> {
    match job {
        Job::Rate { puzzle } => rate::run(puzzle).map(Output::Rated),
        Job::Make {
            level,
            seed,
            technique,
        } => {
            let mut tried = |tries: u64| {
                progress(&Stats {
                    calls: tries,
                    ..Stats::default()
                })
            };
            make::run(*level, *seed, *technique, &mut tried).map(Output::Made)
        }
        Job::Daily { date, level } => {
            let mut tried = |tries: u64| {
                progress(&Stats {
                    calls: tries,
                    ..Stats::default()
                })
            };
            make::daily(*date, *level, &mut tried).map(Output::Made)
        }
        Job::Batch { chunk } => {
            let chunk = batch::Chunk::decode(chunk)?;
            Ok(Output::Batch(batch::encode_rows(&batch::run_chunk(
                &chunk, now,
            ))))
        }
        Job::ImportStats { text, .. } => {
            stats::Statistics::read_file(text).map(|s| Output::StatsFile(s.lines()))
        }
        Job::Explain(ask) => Ok(Output::Explained(explain::answer(ask))),
        Job::Reword { grid, count } => Ok(Output::Explained(explain::replay(grid, *count))),
        Job::ReadSaved(text) => {
            let read = if saved::is_json(text) {
                saved::read_json(text)
            } else {
                saved::from_text(text)
            };
            Ok(Output::Saved(read.map(|saved| {
                SavedRead {
                    taken: saved::steps_needed(&saved)
                        .into_iter()
                        .map(|(grid, count)| (grid, explain::replay(&grid, count)))
                        .collect(),
                    text: saved::to_text(&saved),
                }
            })))
        }
        Job::Solve { .. } | Job::Read { .. } => run(job, now, progress),
    }
}
