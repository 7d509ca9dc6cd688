//! The Batch panel's state: its own [`Batch`] and [`BatchAction`] (the
//! panel is a module of its own, loaded when first opened, with its own
//! reducer), in the same shape as the page's [`super::State`].
//!
//! A run solves the file's puzzles in chunks, one job of the puzzle worker
//! each ([`crate::features::batch::Chunk`]): the rows come back chunk by
//! chunk, so the progress bar moves, Cancel keeps what was solved, and a
//! bad line never stops the run (bad lines are never sent).

use crate::features::batch::{self, BudgetError, Chunk, Puzzles, Row};
use crate::features::jobs::{Event, Job, JobId, Lane, Output, Wanted};
use std::rc::Rc;
use sudoku_solver::{Algorithm, Mode};
use yew::Reducible;

/// The call budget a puzzle gets unless the user changes it: enough for
/// `fast` and `propagation` on any puzzle, a cap for the backtracking ones
/// (the tutorial algorithm needs billions of calls on some).
pub const DEFAULT_BUDGET: u64 = 10_000_000;

/// The first chunk's size (it then grows or shrinks, see
/// [`batch::next_chunk_size`]).
pub const FIRST_CHUNK: usize = 8;

/// Rows a page of the results table shows.
pub const PAGE_ROWS: usize = 50;

/// A file opened in the panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    /// Its name.
    pub name: String,
    /// Its puzzles and bad lines.
    pub read: Rc<Puzzles>,
}

/// How the results table is sorted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Order {
    /// In the file's order.
    #[default]
    File,
    /// The slowest first.
    Slowest,
}

/// What the panel last said.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Said {
    /// Nothing yet.
    #[default]
    Nothing,
    /// A file is being fetched or read.
    Opening(String),
    /// A file could not be opened: its name and why.
    OpenFailed(String, String),
    /// A file was opened.
    Opened,
    /// The run ended: every puzzle tried.
    Finished,
    /// Solve all was refused: the call budget typed is not one.
    BadBudget,
    /// The run was cancelled after this many puzzles.
    Cancelled(usize),
    /// The worker failed: why.
    Failed(String),
}

/// The Batch panel's state.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Batch {
    /// The file opened, if any.
    pub file: Option<File>,
    /// The algorithm for the next run.
    pub algorithm: Algorithm,
    /// First solution only (else count to two).
    pub first: bool,
    /// The call budget per puzzle.
    pub budget: Option<u64>,
    /// A call budget typed that was not taken: the text and why (the
    /// field keeps the text, to be corrected; `budget` stays as it was).
    pub budget_error: Option<(String, BudgetError)>,
    /// The results so far, in the file's order of puzzles.
    pub rows: Vec<Row>,
    /// The settings the rows were solved with.
    pub ran: Option<(Algorithm, Mode, Option<u64>)>,
    /// The chunk running: its job, first puzzle and size.
    pub running: Option<(Wanted, usize, usize)>,
    /// The last job's number.
    pub last_job: JobId,
    /// What the panel last said.
    pub said: Said,
    /// The table's order.
    pub order: Order,
    /// The table's page, from 0.
    pub page: usize,
}

/// Everything that changes the panel.
#[derive(Clone, Debug, PartialEq)]
pub enum BatchAction {
    /// A file is being fetched or read (its name).
    Opening(String),
    /// A file's text arrived: its name and text.
    Open(String, String),
    /// A file could not be opened: its name and why.
    OpenFailed(String, String),
    /// Choose the algorithm.
    SetAlgorithm(Algorithm),
    /// First solution only, or count to two.
    SetFirst(bool),
    /// The call budget per puzzle, as typed ([`batch::parse_budget`]).
    SetBudget(String),
    /// Solve every puzzle of the file.
    Run,
    /// Stop the run, keeping the rows so far.
    Cancel,
    /// News of a job of the puzzle worker.
    Job(Event),
    /// Sort the table.
    SetOrder(Order),
    /// Show a page of the table.
    SetPage(usize),
}

impl Batch {
    /// A panel with nothing opened, `fast` chosen.
    pub fn new() -> Batch {
        Batch {
            algorithm: Algorithm::Fast,
            budget: Some(DEFAULT_BUDGET),
            ..Batch::default()
        }
    }

    /// The job the puzzle worker should run, if any.
    pub fn wanted(&self) -> Option<&Wanted> {
        self.running.as_ref().map(|(w, _, _)| w)
    }

    /// Puzzles in the file.
    pub fn total(&self) -> usize {
        self.file.as_ref().map_or(0, |f| f.read.puzzles.len())
    }

    /// The mode of the next run.
    pub fn mode(&self) -> Mode {
        if self.first {
            Mode::First
        } else {
            Mode::CountToTwo
        }
    }

    /// The number of pages of the table.
    pub fn pages(&self) -> usize {
        self.rows.len().div_ceil(PAGE_ROWS).max(1)
    }

    /// The rows of the table's page: each with its index among the puzzles.
    pub fn page_rows(&self) -> Vec<(usize, Row)> {
        let mut rows: Vec<(usize, Row)> = self.rows.iter().copied().enumerate().collect();
        if self.order == Order::Slowest {
            rows.sort_by(|a, b| b.1.micros.total_cmp(&a.1.micros));
        }
        rows.into_iter()
            .skip(self.page * PAGE_ROWS)
            .take(PAGE_ROWS)
            .collect()
    }

    /// Applies `action`.
    pub fn apply(&mut self, action: BatchAction) {
        match action {
            BatchAction::Opening(name) => self.said = Said::Opening(name),
            BatchAction::Open(name, text) => {
                // The file open before stays, with its results.
                if let Some(why) = batch::unusable(&text) {
                    self.said = Said::OpenFailed(name, why.into());
                    return;
                }
                self.running = None;
                self.rows.clear();
                self.ran = None;
                self.page = 0;
                self.file = Some(File {
                    name,
                    read: Rc::new(batch::read_file(&text)),
                });
                self.said = Said::Opened;
            }
            BatchAction::OpenFailed(name, why) => self.said = Said::OpenFailed(name, why),
            BatchAction::SetAlgorithm(a) => self.algorithm = a,
            BatchAction::SetFirst(first) => self.first = first,
            BatchAction::SetBudget(text) => match batch::parse_budget(&text) {
                Ok(budget) => {
                    self.budget = budget;
                    self.budget_error = None;
                }
                Err(why) => self.budget_error = Some((text, why)),
            },
            BatchAction::Run => {
                if self.total() == 0 {
                    return;
                }
                if self.budget_error.is_some() {
                    self.said = Said::BadBudget;
                    return;
                }
                self.rows.clear();
                self.page = 0;
                self.ran = Some((self.algorithm, self.mode(), self.budget));
                self.said = Said::Nothing;
                self.send(0, FIRST_CHUNK);
            }
            BatchAction::Cancel => {
                if self.running.take().is_some() {
                    self.said = Said::Cancelled(self.rows.len());
                }
            }
            BatchAction::Job(event) => self.job_event(event),
            BatchAction::SetOrder(order) => {
                self.order = order;
                self.page = 0;
            }
            BatchAction::SetPage(page) => self.page = page.min(self.pages() - 1),
        }
    }

    /// Starts the chunk of `size` puzzles from puzzle `from`.
    fn send(&mut self, from: usize, size: usize) {
        let (Some(file), Some((algorithm, mode, budget))) = (&self.file, self.ran) else {
            return;
        };
        let puzzles = &file.read.puzzles;
        let to = (from + size).min(puzzles.len());
        let chunk = Chunk {
            puzzles: puzzles[from..to].iter().map(|(_, g)| *g).collect(),
            algorithm,
            mode,
            budget,
            min_millis: batch::timing_millis(puzzles.len()),
            warm_up: from == 0,
        };
        self.last_job += 1;
        let wanted = Wanted {
            lane: Lane::Batch,
            id: self.last_job,
            job: Job::Batch {
                chunk: chunk.encode(),
            },
        };
        self.running = Some((wanted, from, to - from));
    }

    fn job_event(&mut self, event: Event) {
        let Some((wanted, from, size)) = &self.running else {
            return;
        };
        let (from, size) = (*from, *size);
        match event {
            Event::Done {
                job,
                output: Output::Batch(text),
            } if job == wanted.id => match batch::decode_rows(&text) {
                Ok(rows) => {
                    let millis: f64 = rows.iter().map(|r| r.micros).sum::<f64>() / 1000.0;
                    self.rows.extend(rows);
                    if from + size >= self.total() {
                        self.running = None;
                        self.said = Said::Finished;
                    } else {
                        self.send(from + size, batch::next_chunk_size(size, millis));
                    }
                }
                Err(why) => self.fail(why),
            },
            Event::Failed { job, error } if job == wanted.id => self.fail(error),
            _ => {}
        }
    }

    fn fail(&mut self, why: String) {
        self.running = None;
        self.said = Said::Failed(why);
    }
}

impl Reducible for Batch {
    type Action = BatchAction;

    fn reduce(self: Rc<Self>, action: BatchAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}
