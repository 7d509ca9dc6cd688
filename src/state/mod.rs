//! The page state, every user intent as an [`Action`], and the reducer.
//!
//! Pure Rust: no `web-sys`, no clock. The components turn events into
//! actions; [`State::apply`] (in `reduce.rs`, with playing in `play.rs`,
//! Hint and Step in `explain.rs` and worker news in `jobs.rs`) turns an
//! action into the next state; `open_link.rs` opens a page's link. The status line is derived from the state by
//! [`crate::text::status`]; the jobs the worker should run by
//! [`State::jobs`]. Clashes are derived from the digits on the board by the
//! solver crate's [`clashes`](sudoku_solver::clashes) whenever it changes.

mod action;
pub mod batch;
mod checkpoint;
mod explain;
mod jobs;
mod keys;
mod make;
mod message;
mod open_link;
mod photo;
mod play;
mod practise;
mod rate;
mod reduce;
mod stats;
mod variant;

pub use crate::model::HISTORY_LIMIT;
pub use action::{Action, Direction, InputMode, Source};
pub use keys::{board_key, key_action, moved, shortcut_action};
#[cfg(feature = "variants")]
pub use message::CageRefusal;
pub use message::{Dropped, Message};
pub use stats::Record;
#[cfg(feature = "variants")]
pub use variant::RegionNews;

use crate::features::compare::Compare;
use crate::features::explain::Pending;
use crate::features::jobs::{Job, JobId, Lane, Wanted};
use crate::features::make::Maker;
use crate::features::photo::Photo;
use crate::features::play::Tally;
use crate::features::rate::Rated;
use crate::features::variant::Fault;
use crate::model::{cells_of, History, Phase, Sheet};
use std::rc::Rc;
use sudoku_solver::{Algorithm, Clash, Grid, Mode, CELLS};
use yew::Reducible;

/// A solve running in the worker, as far as the page knows.
#[derive(Clone, Debug, PartialEq)]
pub struct Running {
    /// The job number.
    pub job: JobId,
    /// The algorithm it runs.
    pub algorithm: Algorithm,
    /// The givens it solves.
    pub puzzle: Grid,
    /// Calls reported so far.
    pub calls: u64,
    /// Milliseconds reported so far.
    pub millis: f64,
    /// A variant's puzzle as the project's own line (givens and rules),
    /// `None` for classic.
    pub variant: Option<String>,
}

impl Running {
    /// A job that has just started.
    pub fn new(job: JobId, algorithm: Algorithm, puzzle: Grid) -> Running {
        Running {
            job,
            algorithm,
            puzzle,
            calls: 0,
            millis: 0.0,
            variant: None,
        }
    }
}

/// The explain panel's own settings (not part of the undo history).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Panel {
    /// Pencil marks are shown in every empty cell.
    pub candidates: bool,
    /// The comparison of the four algorithms.
    pub compare: Compare,
}

/// The whole state of the page.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    sheet: Sheet,
    clashes: Vec<Clash>,
    /// What breaks a variant's rules beyond rows, columns and boxes.
    faults: Vec<Fault>,
    /// A variant's puzzle being played, its solution searched in the
    /// puzzle worker.
    settle: Option<variant::Settle>,
    clash_mask: [bool; CELLS],
    /// The cell the keyboard is on.
    selected: usize,
    /// The selected cells (bit `i` for cell `i`).
    selection: u128,
    input_mode: InputMode,
    /// Placing a digit takes it out of the marks of the cells it sees.
    tidy_marks: bool,
    /// The cells that share a row, column or box with the selected cell are shaded.
    show_peers: bool,
    /// The entries Check (or Solve) found wrong and that have not changed since.
    wrong: u128,
    tally: Tally,
    /// The tallies of ended games, with the sheet each ended at.
    games: Vec<(Sheet, Tally)>,
    history: History,
    algorithm: Algorithm,
    message: Message,
    panel: Panel,
    running: Option<Running>,
    /// The difficulty of the board's puzzle.
    rated: Rated,
    /// New puzzle: the level chosen and the puzzle being made.
    maker: Maker,
    /// The photo being read or previewed.
    photo: Option<Photo>,
    /// A Hint, Step or Skip to it the puzzle worker is answering.
    explaining: Option<Pending>,
    /// The board's steps, worded again in the language spoken: the job's
    /// number, the board they start from, how many, and whether the
    /// puzzle worker is still at it ([`crate::features::reword`]; a step
    /// it did not find again is not asked about again).
    rewording: Option<(JobId, Grid, usize, bool)>,
    /// The checkpoints kept, oldest first.
    checkpoints: Vec<Sheet>,
    /// The last job number handed out.
    last_job: JobId,
    /// A solve that a change of the board stopped (shown with the
    /// message of that change).
    interrupted: Option<Running>,
    /// The last save failed: a reload would lose the board.
    save_failed: bool,
    /// Why the saved data could not be read, when a link was opened on
    /// top of the clean start (shown with the link's message).
    lost_on_start: Option<String>,
    /// The statistics, today's date and the last Today's puzzle.
    record: Record,
}

impl Default for State {
    fn default() -> Self {
        State::new()
    }
}

impl State {
    /// An empty board, cell 1 selected, the fast algorithm.
    pub fn new() -> State {
        State {
            sheet: Sheet::empty(),
            clashes: Vec::new(),
            faults: Vec::new(),
            settle: None,
            clash_mask: [false; CELLS],
            selected: 0,
            selection: 1,
            input_mode: InputMode::Digit,
            tidy_marks: true,
            show_peers: true,
            wrong: 0,
            tally: Tally::default(),
            games: Vec::new(),
            history: History::default(),
            algorithm: Algorithm::Fast,
            message: Message::Welcome,
            panel: Panel::default(),
            running: None,
            rated: Rated::Nothing,
            maker: Maker::default(),
            photo: None,
            explaining: None,
            rewording: None,
            checkpoints: Vec::new(),
            last_job: 0,
            interrupted: None,
            save_failed: false,
            lost_on_start: None,
            record: Record::default(),
        }
    }

    /// An empty board waiting for the saved state, which the puzzle worker
    /// is reading or whose steps it is taking again
    /// ([`Message::Restoring`]).
    pub fn restoring() -> State {
        State {
            message: Message::Restoring,
            ..State::new()
        }
    }

    /// A state restored from saved data (see [`crate::services::storage`]):
    /// `sheet` with its undo and redo history (oldest first, at most
    /// [`HISTORY_LIMIT`] kept), the algorithm, and the message to show.
    pub fn restored(
        sheet: Sheet,
        undo: Vec<Sheet>,
        redo: Vec<Sheet>,
        algorithm: Algorithm,
        message: Message,
    ) -> State {
        let mut state = State::new();
        state.set_sheet(sheet);
        state.history = History::new(undo, redo);
        state.algorithm = algorithm;
        state.message = message;
        state
    }

    /// Restores the input mode, the marks setting and the game's tally
    /// (saved data, see [`crate::services::storage`]).
    pub fn restore_play(&mut self, mode: InputMode, tidy_marks: bool, tally: Tally) {
        self.input_mode = mode;
        self.tidy_marks = tidy_marks;
        self.tally = tally;
    }

    /// The sheet: the digits on the board and where they came from.
    pub fn sheet(&self) -> &Sheet {
        &self.sheet
    }

    /// The undo and redo history.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The sheets Undo goes back to, oldest first.
    pub fn undo_history(&self) -> Vec<Sheet> {
        self.history.undo_sheets()
    }

    /// The sheets Redo goes forward to, the next one last.
    pub fn redo_history(&self) -> Vec<Sheet> {
        self.history.redo_sheets()
    }

    /// True when Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// True when Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// The solve running in the worker, if any.
    pub fn running(&self) -> Option<&Running> {
        self.running.as_ref()
    }

    /// A solve that the last change of the board stopped, if any.
    pub fn interrupted(&self) -> Option<&Running> {
        self.interrupted.as_ref()
    }

    /// True when the last save to the browser's storage failed.
    pub fn save_failed(&self) -> bool {
        self.save_failed
    }

    /// Why the saved data could not be read, when a link was opened on top
    /// of the clean start.
    pub fn lost_on_start(&self) -> Option<&str> {
        self.lost_on_start.as_deref()
    }

    /// Every clash among the digits on the board.
    pub fn clashes(&self) -> &[Clash] {
        &self.clashes
    }

    /// What breaks the variant's rules on the board beyond the clashes in
    /// rows, columns and boxes (empty for classic puzzles).
    pub fn faults(&self) -> &[Fault] {
        &self.faults
    }

    /// True when cell `index` holds a digit that clashes with another.
    pub fn is_invalid(&self, index: usize) -> bool {
        self.clash_mask.get(index).copied().unwrap_or(false)
    }

    /// For each cell, whether it clashes.
    pub fn clash_mask(&self) -> &[bool; CELLS] {
        &self.clash_mask
    }

    /// The cell the keyboard is on, 0-based row-major.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The selected cells, ascending.
    pub fn selection(&self) -> Vec<usize> {
        cells_of(self.selection).collect()
    }

    /// What typing a digit does while playing.
    pub fn input_mode(&self) -> InputMode {
        self.input_mode
    }

    /// Whether placing a digit takes it out of the marks of the cells it sees.
    pub fn tidy_marks(&self) -> bool {
        self.tidy_marks
    }

    /// True when the cells the selected cell sees are shaded (a setting).
    pub fn show_peers(&self) -> bool {
        self.show_peers
    }

    /// Restores the shading setting (saved data).
    pub fn restore_show_peers(&mut self, on: bool) {
        self.show_peers = on;
    }

    /// The selected cells as a mask (bit `i` for cell `i`).
    pub fn selection_mask(&self) -> u128 {
        self.selection
    }

    /// The entries Check found wrong, as a mask (bit `i` for cell `i`).
    pub fn wrong_mask(&self) -> u128 {
        self.wrong
    }

    /// Restores the marks of Check (saved data): only cells holding an entry.
    pub fn restore_wrong(&mut self, mask: u128) {
        let entries = (0..CELLS)
            .filter(|&i| self.sheet.kind(i) == crate::model::Kind::Entered)
            .fold(0u128, |m, i| m | 1u128 << i);
        self.wrong = mask & entries;
    }

    /// True when cell `index` holds an entry that Check found wrong.
    pub fn is_wrong(&self, index: usize) -> bool {
        index < CELLS && self.wrong & (1u128 << index) != 0
    }

    /// The time and help of the game.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// True when the reader is playing and the grid is completed correctly.
    pub fn is_finished(&self) -> bool {
        self.sheet.phase() == Phase::Playing && self.sheet.is_complete()
    }

    /// The algorithm for the next solve.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The last message.
    pub fn message(&self) -> &Message {
        &self.message
    }

    /// The settings and results of the explain panel (pencil marks, Compare).
    pub fn explain(&self) -> &Panel {
        &self.panel
    }

    /// The step highlighted on the board: the one Hint, Step or the steps
    /// list is talking about.
    pub fn highlight(&self) -> Option<&crate::model::ShownStep> {
        match &self.message {
            Message::Explain(note) => note.step(),
            _ => None,
        }
    }

    /// What the board highlights for the step shown: a hint only as far as
    /// it has been shown ([`crate::features::hint::marks`]).
    pub fn highlight_marks(&self) -> Option<crate::features::marks::Marks> {
        match &self.message {
            Message::Explain(note) => note.marks(),
            _ => None,
        }
    }

    /// The number of the step of the list shown again, if any.
    pub fn reviewed(&self) -> Option<usize> {
        match &self.message {
            Message::Explain(note) => note.reviewed(),
            _ => None,
        }
    }

    /// The jobs the worker should be running now, one per lane at most: the
    /// running solve and the comparison's current search. A job that is no
    /// longer listed is stopped.
    pub fn jobs(&self) -> Vec<Wanted> {
        let solve = self.running.as_ref().map(|running| Wanted {
            lane: Lane::Solve,
            id: running.job,
            job: Job::Solve {
                puzzle: running.puzzle,
                algorithm: running.algorithm,
                mode: Mode::First,
                budget: None,
                variant: running.variant.clone(),
            },
        });
        solve
            .into_iter()
            .chain(self.panel.compare.wanted())
            .chain(self.rating_job())
            .chain(self.settle_job())
            .chain(self.making_job())
            .chain(self.reading_job())
            .chain(self.importing_job())
            .chain(self.explaining_job().or_else(|| self.rewording_job()))
            .collect()
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}
