//! The page state, every user intent as an [`Action`], and the reducer.
//!
//! Pure Rust: no `web-sys`, no clock. The components turn events into
//! actions; [`State::apply`] turns an action into the next state; the
//! status line is derived from the state by [`State::status`]. Clashes are
//! derived from the digits on the board by the solver crate's
//! [`clashes`](sudoku_solver::clashes) whenever the board changes.

use crate::explain::{self, Note, Progress};
use crate::solve::{Running, Search, SolveReport, SolveResult};
use crate::text;
use std::rc::Rc;
use sudoku_solver::{clashes, Algorithm, Clash, Grid, ParseError, Verdict, CELLS};
use yew::Reducible;

/// How many edits Undo can go back.
pub const HISTORY_LIMIT: usize = 500;

/// What a cell holds, as the page shows it (`data-kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// No digit.
    Empty,
    /// A puzzle digit the user typed, pasted or loaded from a link.
    Given,
    /// A digit filled in by the solver.
    Solved,
    /// A digit placed by Step (a logical step, see [`crate::explain`]).
    Step,
}

impl Kind {
    /// The `data-kind` word: `empty`, `given` or `solved`.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Empty => "empty",
            Kind::Given => "given",
            Kind::Solved => "solved",
            Kind::Step => "step",
        }
    }
}

/// The digits on the board and which of them the solver filled in.
///
/// Invariant: solved digits are always a valid completion of the givens
/// (they come from a solve of exactly these givens); editing any cell
/// therefore first takes the solution away.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    values: Grid,
    solved: [bool; CELLS],
    progress: Progress,
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}

impl Board {
    /// The empty board.
    pub fn empty() -> Board {
        Board {
            values: Grid::empty(),
            solved: [false; CELLS],
            progress: Progress::default(),
        }
    }

    /// A board whose digits are all givens.
    pub fn from_puzzle(puzzle: Grid) -> Board {
        Board {
            values: puzzle,
            solved: [false; CELLS],
            progress: Progress::default(),
        }
    }

    /// The givens of `puzzle` plus the other digits of `solution`, marked solved.
    pub fn with_solution(puzzle: &Grid, solution: &Grid) -> Board {
        let mut board = Board::from_puzzle(*puzzle);
        for i in 0..CELLS {
            if puzzle.get(i) == 0 && solution.get(i) != 0 {
                board.values.set(i, solution.get(i));
                board.solved[i] = true;
            }
        }
        board
    }

    /// The digit of cell `index` (0-based, row-major), 0 when empty.
    pub fn value(&self, index: usize) -> u8 {
        if index < CELLS {
            self.values.get(index)
        } else {
            0
        }
    }

    /// The kind of cell `index`.
    pub fn kind(&self, index: usize) -> Kind {
        match (self.value(index), self.solved.get(index)) {
            (0, _) => Kind::Empty,
            (_, Some(true)) => Kind::Solved,
            _ if self.progress.placed(index) => Kind::Step,
            _ => Kind::Given,
        }
    }

    /// Every digit shown, givens and solved.
    pub fn grid(&self) -> &Grid {
        &self.values
    }

    /// The givens only: the puzzle to solve or share (without the digits
    /// of the solver or of Step).
    pub fn puzzle(&self) -> Grid {
        let mut puzzle = self.values;
        for (i, &solved) in self.solved.iter().enumerate() {
            if solved || self.progress.placed(i) {
                puzzle.set(i, 0);
            }
        }
        puzzle
    }

    /// The steps taken by Step on this board.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The board after the logical `step`: its digits placed (in empty
    /// cells only) and the step added to the progress.
    pub fn with_step(&self, step: &sudoku_solver::Step) -> Board {
        let mut board = self.clone();
        let mut filled = Vec::new();
        for &(cell, digit) in &step.placements {
            if cell < CELLS && (1..=9).contains(&digit) && board.values.get(cell) == 0 {
                board.values.set(cell, digit);
                filled.push(cell);
            }
        }
        board.progress = self.progress.with_step(step, &filled);
        board
    }

    /// True when some digits were filled in by the solver.
    pub fn has_solution(&self) -> bool {
        self.solved.iter().any(|&s| s)
    }

    /// Number of givens.
    pub fn givens(&self) -> usize {
        (0..CELLS).filter(|&i| self.kind(i) == Kind::Given).count()
    }

    /// The board with the solution taken away and cell `index` set to the
    /// given `digit` (0 clears it).
    fn edited(&self, index: usize, digit: u8) -> Board {
        let mut board = Board::from_puzzle(self.puzzle());
        if index < CELLS {
            board.values.set(index, if digit <= 9 { digit } else { 0 });
        }
        board
    }
}

/// A direction for the arrow keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

/// Where a puzzle text came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The page's `?puzzle=` parameter.
    Link,
    /// A paste on the board.
    Paste,
}

/// Every user intent (and every result that comes back to the page).
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Select cell `0..81` (a click or tap).
    Select(usize),
    /// Move the selection (arrow keys); stops at the edges.
    Move(Direction),
    /// Put digit 1..=9 in the selected cell, or clear it with 0.
    Input(u8),
    /// Empty the whole board.
    ClearBoard,
    /// Go back one edit.
    Undo,
    /// Go forward one undone edit.
    Redo,
    /// Load pasted puzzle text (SPEC section 1); a bad text changes nothing.
    Paste(String),
    /// Choose the algorithm for the next solve.
    SetAlgorithm(Algorithm),
    /// The result of a solve of the board's givens (see [`crate::solve::run`]).
    Solved(Box<SolveReport>),
    /// Highlight and explain the next logical step without applying it.
    Hint,
    /// Apply the next logical step (an undoable edit).
    Step,
    /// Show or hide the pencil marks.
    ToggleCandidates,
    /// Show step `number` (1-based) of the steps list again; selecting the
    /// shown one again hides it.
    ReviewStep(usize),
    /// Run the four algorithms on the board's givens, one after another.
    Compare,
    /// Progress of a search of comparison `id`.
    CompareProgress {
        /// The comparison.
        id: u32,
        /// The algorithm searching.
        algorithm: Algorithm,
        /// Calls so far.
        calls: u64,
        /// Milliseconds so far.
        millis: f64,
    },
    /// A search of comparison `id` ended.
    CompareDone {
        /// The comparison.
        id: u32,
        /// The algorithm.
        algorithm: Algorithm,
        /// Its verdict, counts and time, or why it could not run.
        outcome: crate::compare::Outcome,
    },
    /// Stop the running comparison.
    CompareStop,
    /// The share link of the current givens was made.
    Shared {
        /// The full link, `...?puzzle=<81 chars>`.
        link: String,
        /// Whether it was copied to the clipboard.
        copied: bool,
    },
    /// A solve of the board's givens started in the worker as job `job`.
    SolveStarted {
        /// The job number (replies carry it).
        job: u32,
        /// The algorithm it runs.
        algorithm: Algorithm,
    },
    /// A running solve reports its call count so far.
    SolveProgress {
        /// The job.
        job: u32,
        /// Calls so far.
        calls: u64,
        /// Milliseconds since it started.
        millis: f64,
    },
    /// Stop the running solve (Cancel).
    CancelSolve,
    /// The worker could not run a solve.
    SolveFailed(String),
    /// The puzzle (and solution) lines were made for Copy.
    Copied {
        /// Whether they were copied to the clipboard.
        copied: bool,
    },
    /// Whether the last save to the browser's storage worked.
    Saved(bool),
    /// Another tab of the page saved this state (read back with
    /// [`crate::storage::decode`]): this tab takes its board, history and
    /// algorithm, so that the tabs never overwrite each other's work.
    OtherTab(Box<State>),
}

/// The last thing the page has to say (the status line is derived from it
/// and from the clashes on the board).
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// Nothing happened yet.
    Welcome,
    /// A solve started in the worker (its live count is the news).
    Solving,
    /// A cell was edited.
    Edited(Dropped),
    /// A puzzle was loaded, with this many givens.
    Loaded(Source, usize),
    /// A puzzle text could not be read; nothing was loaded.
    LoadFailed(Source, ParseError),
    /// The board was emptied.
    Cleared,
    /// An edit was undone.
    Undone,
    /// An undone edit was redone.
    Redone,
    /// Undo with an empty history.
    NothingToUndo,
    /// Redo with nothing undone.
    NothingToRedo,
    /// A solve finished.
    Solved(Box<SolveReport>),
    /// What Hint, Step or the steps list said.
    Explain(Box<Note>),
    /// What Compare said.
    Compare(crate::compare::Said),
    /// Share made a link.
    Share {
        /// The link.
        link: String,
        /// Whether it was copied to the clipboard.
        copied: bool,
    },
    /// Share pressed on an empty board.
    ShareEmpty,
    /// Copy pressed on an empty board.
    CopyEmpty,
    /// Another tab changed the board; this tab shows the same.
    OtherTab,
    /// The saved board and history were restored, with this many givens.
    Restored(usize),
    /// Saved data could not be read (the reason); the page started clean.
    RestoreFailed(String),
    /// A solve was cancelled (how far it got).
    Cancelled(Running),
    /// The worker could not run a solve.
    SolveFailed(String),
    /// Copy made the puzzle line and, when solved, the solution line.
    Copied {
        /// The puzzle, 81 characters.
        puzzle: String,
        /// The solution, 81 digits, when the board is solved.
        solution: Option<String>,
        /// Whether they were copied to the clipboard.
        copied: bool,
    },
}

/// What an edit took off the board besides the edited cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dropped {
    /// Nothing: the board held only givens.
    Nothing,
    /// The solver's digits (an edit changes the puzzle they solved).
    Solution,
    /// This many steps taken by Step.
    Steps(usize),
}

/// How the status line should look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tone {
    /// Neutral information.
    #[default]
    Info,
    /// A successful solve.
    Success,
    /// Something is wrong (clashes, bad input, no solution, budget hit).
    Problem,
}

impl Tone {
    /// A CSS class word: `info`, `success`, `problem`.
    pub fn as_str(self) -> &'static str {
        match self {
            Tone::Info => "info",
            Tone::Success => "success",
            Tone::Problem => "problem",
        }
    }
}

/// The status line, in words.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StatusView {
    /// How it should look.
    pub tone: Tone,
    /// The main sentence.
    pub headline: String,
    /// Further sentences, one per line.
    pub details: Vec<String>,
    /// A link to show (Share).
    pub link: Option<String>,
    /// Pieces of the lines above that change many times a second while a
    /// solve runs (the live call count and time): shown, but kept from
    /// screen readers, which would otherwise announce every update.
    pub quiet: Vec<String>,
}

/// The whole state of the page.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    board: Board,
    clashes: Vec<Clash>,
    clash_mask: [bool; CELLS],
    selected: usize,
    undo: Vec<Board>,
    redo: Vec<Board>,
    algorithm: Algorithm,
    message: Message,
    explain: explain::Panel,
    running: Option<Running>,
    /// A solve that a change of the board stopped (shown with the
    /// message of that change).
    interrupted: Option<Running>,
    /// The last save failed: a reload would lose the board.
    save_failed: bool,
    /// Why the saved data could not be read, when a link was opened on
    /// top of the clean start (shown with the link's message).
    lost_on_start: Option<String>,
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
            board: Board::empty(),
            clashes: Vec::new(),
            clash_mask: [false; CELLS],
            selected: 0,
            undo: Vec::new(),
            redo: Vec::new(),
            algorithm: Algorithm::Fast,
            message: Message::Welcome,
            explain: explain::Panel::default(),
            running: None,
            interrupted: None,
            save_failed: false,
            lost_on_start: None,
        }
    }

    /// A state restored from saved data (see [`crate::storage`]): `board`
    /// with its undo and redo history (oldest first, at most
    /// [`HISTORY_LIMIT`] kept), the algorithm, and the message to show.
    pub fn restored(
        board: Board,
        mut undo: Vec<Board>,
        redo: Vec<Board>,
        algorithm: Algorithm,
        message: Message,
    ) -> State {
        if undo.len() > HISTORY_LIMIT {
            undo.drain(..undo.len() - HISTORY_LIMIT);
        }
        let mut state = State::new();
        state.set_board(board);
        state.undo = undo;
        state.redo = redo;
        state.algorithm = algorithm;
        state.message = message;
        state
    }

    /// The boards Undo goes back to, oldest first.
    pub fn undo_history(&self) -> &[Board] {
        &self.undo
    }

    /// The boards Redo goes forward to, the next one last.
    pub fn redo_history(&self) -> &[Board] {
        &self.redo
    }

    /// The solve running in the worker, if any.
    pub fn running(&self) -> Option<&Running> {
        self.running.as_ref()
    }

    /// The state for a page opened with `?puzzle=<param>` (or without one:
    /// `None`). A bad value loads nothing and the status says why.
    pub fn from_link(param: Option<&str>) -> State {
        let mut state = State::new();
        if let Some(text) = param {
            match Grid::parse(text) {
                Ok(puzzle) => {
                    let givens = puzzle.filled();
                    state.set_board(Board::from_puzzle(puzzle));
                    state.message = Message::Loaded(Source::Link, givens);
                }
                Err(err) => state.message = Message::LoadFailed(Source::Link, err),
            }
        }
        state
    }

    /// Loads the puzzle of a `?puzzle=<param>` link on top of this
    /// (restored) state as an undoable edit, so a saved board is one Undo
    /// away. A bad value loads nothing and the status says why.
    pub fn open_link(&mut self, param: &str) {
        self.lost_on_start = match &self.message {
            Message::RestoreFailed(why) => Some(why.clone()),
            _ => None,
        };
        match Grid::parse(param) {
            Ok(puzzle) => {
                self.commit(Board::from_puzzle(puzzle));
                self.message = Message::Loaded(Source::Link, puzzle.filled());
            }
            Err(err) => self.message = Message::LoadFailed(Source::Link, err),
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Every clash among the digits on the board.
    pub fn clashes(&self) -> &[Clash] {
        &self.clashes
    }

    /// True when cell `index` holds a digit that clashes with another.
    pub fn is_invalid(&self, index: usize) -> bool {
        self.clash_mask.get(index).copied().unwrap_or(false)
    }

    /// For each cell, whether it clashes.
    pub fn clash_mask(&self) -> &[bool; CELLS] {
        &self.clash_mask
    }

    /// The selected cell, 0-based row-major.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The algorithm for the next solve.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The last message.
    pub fn message(&self) -> &Message {
        &self.message
    }

    /// The settings and results of the explain panel (pencil marks).
    pub fn explain(&self) -> &explain::Panel {
        &self.explain
    }

    /// The step highlighted on the board: the one Hint, Step or the steps
    /// list is talking about.
    pub fn highlight(&self) -> Option<&sudoku_solver::Step> {
        match &self.message {
            Message::Explain(note) => note.step(),
            _ => None,
        }
    }

    /// True when Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// True when Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Applies one action.
    pub fn apply(&mut self, action: Action) {
        // Actions that change nothing leave everything as it is, the news of
        // a stopped solve included: a digit the cell already shows, a stale
        // solve result.
        let unchanged = match &action {
            Action::Input(digit) => {
                self.board.value(self.selected) == if *digit <= 9 { *digit } else { 0 }
            }
            Action::Solved(report) => report.puzzle != self.board.puzzle(),
            _ => false,
        };
        if unchanged {
            return;
        }
        // A stopped solve is news only with the message of what stopped it.
        let keeps_message = matches!(
            action,
            Action::Select(_)
                | Action::Move(_)
                | Action::SetAlgorithm(_)
                | Action::ToggleCandidates
                | Action::SolveProgress { .. }
                | Action::CompareProgress { .. }
                | Action::Saved(_)
                | Action::OtherTab(_)
        );
        if !keeps_message {
            self.interrupted = None;
        }
        match action {
            Action::Select(index) => {
                if index < CELLS {
                    self.selected = index;
                }
            }
            Action::Move(direction) => self.selected = moved(self.selected, direction),
            Action::Input(digit) => {
                // Typing the digit a cell already shows (or clearing an
                // empty cell) changes nothing, and keeps a solution or steps.
                let value = if digit <= 9 { digit } else { 0 };
                if self.board.value(self.selected) == value {
                    return;
                }
                let dropped = if self.board.has_solution() {
                    Dropped::Solution
                } else {
                    match self.board.progress().steps().len() {
                        0 => Dropped::Nothing,
                        n => Dropped::Steps(n),
                    }
                };
                let next = self.board.edited(self.selected, digit);
                if self.commit(next) {
                    self.message = Message::Edited(dropped);
                }
            }
            Action::ClearBoard => {
                self.commit(Board::empty());
                self.message = Message::Cleared;
            }
            Action::Undo => match self.undo.pop() {
                Some(previous) => {
                    let current = std::mem::replace(&mut self.board, previous);
                    self.redo.push(current);
                    self.refresh();
                    self.message = Message::Undone;
                }
                None => self.message = Message::NothingToUndo,
            },
            Action::Redo => match self.redo.pop() {
                Some(next) => {
                    let current = std::mem::replace(&mut self.board, next);
                    self.undo.push(current);
                    self.refresh();
                    self.message = Message::Redone;
                }
                None => self.message = Message::NothingToRedo,
            },
            Action::Paste(text) => match Grid::parse(&text) {
                Ok(puzzle) => {
                    let givens = puzzle.filled();
                    self.commit(Board::from_puzzle(puzzle));
                    self.message = Message::Loaded(Source::Paste, givens);
                }
                Err(err) => self.message = Message::LoadFailed(Source::Paste, err),
            },
            Action::SetAlgorithm(algorithm) => self.algorithm = algorithm,
            Action::Solved(report) => {
                // A result for other givens than the board's is stale: ignore it.
                if report.puzzle != self.board.puzzle() {
                    return;
                }
                self.running = None;
                if let SolveResult::Searched(Search {
                    verdict: Verdict::Unique | Verdict::Multiple,
                    solution: Some(solution),
                    ..
                }) = &report.result
                {
                    self.commit(Board::with_solution(&report.puzzle, solution));
                }
                self.message = Message::Solved(report);
            }
            Action::Hint | Action::Step | Action::ToggleCandidates | Action::ReviewStep(_) => {
                self.explain_action(action);
            }
            Action::Compare => {
                let said = self
                    .explain
                    .compare
                    .start(self.board.puzzle(), &self.clashes);
                self.message = Message::Compare(said);
            }
            Action::CompareProgress {
                id,
                algorithm,
                calls,
                millis,
            } => self.explain.compare.progress(id, algorithm, calls, millis),
            Action::CompareDone {
                id,
                algorithm,
                outcome,
            } => {
                if let Some(said) = self.explain.compare.done(id, algorithm, outcome) {
                    self.message = Message::Compare(said);
                }
            }
            Action::CompareStop => {
                if let Some(said) = self.explain.compare.stop() {
                    self.message = Message::Compare(said);
                }
            }
            Action::Shared { link, copied } => {
                self.message = if self.board.givens() == 0 {
                    Message::ShareEmpty
                } else {
                    Message::Share { link, copied }
                };
            }
            Action::SolveStarted { job, algorithm } => {
                self.running = Some(Running::new(job, algorithm, self.board.puzzle()));
                self.message = Message::Solving;
            }
            Action::SolveProgress { job, calls, millis } => {
                if let Some(running) = self.running.as_mut().filter(|r| r.job == job) {
                    running.calls = running.calls.max(calls);
                    running.millis = millis;
                }
            }
            Action::CancelSolve => {
                if let Some(running) = self.running.take() {
                    self.message = Message::Cancelled(running);
                }
            }
            Action::SolveFailed(error) => {
                self.running = None;
                self.message = Message::SolveFailed(error);
            }
            Action::Saved(ok) => self.save_failed = !ok,
            Action::OtherTab(saved) => {
                let saved = *saved;
                self.undo = saved.undo;
                self.redo = saved.redo;
                self.algorithm = saved.algorithm;
                if saved.board != self.board {
                    self.interrupted = None;
                    self.set_board(saved.board);
                    self.message = Message::OtherTab;
                }
            }
            Action::Copied { copied } => {
                let puzzle = self.board.puzzle();
                self.message = if puzzle.filled() == 0 {
                    Message::CopyEmpty
                } else {
                    Message::Copied {
                        puzzle: puzzle.to_line(),
                        solution: (self.board.has_solution() && self.board.grid().is_solved())
                            .then(|| self.board.grid().to_line()),
                        copied,
                    }
                };
            }
        }
    }

    /// Hint, Step, the candidates toggle and the steps list.
    fn explain_action(&mut self, action: Action) {
        match action {
            Action::Hint => {
                let note = match explain::next(&self.board, &self.clashes) {
                    Ok(found) => Note::Hint(Box::new(found)),
                    Err(blocked) => Note::Blocked(blocked),
                };
                self.message = Message::Explain(Box::new(note));
            }
            Action::Step => {
                // Step applies the step a Hint shows, when the board is unchanged.
                let shown = match &self.message {
                    Message::Explain(note) => note.hint_on(&explain::logic_board(&self.board)),
                    _ => None,
                };
                let found = match shown {
                    Some(found) => Ok(found.clone()),
                    None => explain::next(&self.board, &self.clashes),
                };
                let note = match found {
                    Ok(found) => {
                        self.commit(self.board.with_step(&found.step));
                        Note::Stepped {
                            number: self.board.progress().steps().len(),
                            step: found.step,
                            multiple: found.multiple,
                        }
                    }
                    Err(blocked) => Note::Blocked(blocked),
                };
                self.message = Message::Explain(Box::new(note));
            }
            Action::ToggleCandidates => self.explain.candidates = !self.explain.candidates,
            Action::ReviewStep(number) => {
                let shown = match &self.message {
                    Message::Explain(note) => note.reviewed(),
                    _ => None,
                };
                let steps = self.board.progress().steps();
                match number.checked_sub(1).and_then(|i| steps.get(i)) {
                    Some(_) if shown == Some(number) => {
                        self.message = Message::Explain(Box::new(Note::Unreviewed));
                    }
                    Some(step) => {
                        self.message = Message::Explain(Box::new(Note::Review {
                            number,
                            step: step.clone(),
                        }));
                    }
                    None => {}
                }
            }
            _ => {}
        }
    }

    /// Makes `next` the board, recording the current one for Undo. False
    /// (and no history entry) when nothing changes.
    fn commit(&mut self, next: Board) -> bool {
        if next == self.board {
            return false;
        }
        let previous = std::mem::replace(&mut self.board, next);
        self.undo.push(previous);
        if self.undo.len() > HISTORY_LIMIT {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.refresh();
        true
    }

    fn set_board(&mut self, board: Board) {
        self.board = board;
        self.refresh();
    }

    /// Re-derives the clashes from the board. A running solve is for the
    /// board it started on: any change of the board ends it.
    fn refresh(&mut self) {
        if let Some(running) = self.running.take() {
            self.interrupted = Some(running);
        }
        self.clashes = clashes(self.board.grid());
        self.clash_mask = [false; CELLS];
        for clash in &self.clashes {
            for &i in &clash.cells {
                if let Some(slot) = self.clash_mask.get_mut(i) {
                    *slot = true;
                }
            }
        }
    }

    /// The status line for the current state.
    pub fn status(&self) -> StatusView {
        let Some(running) = &self.running else {
            return self.message_view();
        };
        let count = format!(": {} so far.", text::count(running.calls, "call"));
        let time = format!("Running for {}.", text::duration(running.millis));
        let progress = format!(
            "Solving with {}{count}",
            algorithm_phrase(running.algorithm)
        );
        let more = "Press Cancel to stop it; the board stays editable.";
        if self.message == Message::Solving {
            return StatusView {
                headline: progress,
                details: vec![format!("{time} {more}")],
                quiet: vec![count, format!("{time} ")],
                ..StatusView::default()
            };
        }
        // Something asked for during the solve (a hint, a link, a bad
        // paste) is the news; the solve goes on below it.
        let mut view = self.message_view();
        view.details.push(format!("{progress} {time} {more}"));
        view.quiet = vec![format!("{count} {time}")];
        view
    }

    /// The status line for the message, as when no solve is running.
    fn message_view(&self) -> StatusView {
        let clash_text = (!self.clashes.is_empty()).then(|| clash_summary(&self.clashes));
        let givens = self.board.givens();
        let mut view = StatusView::default();
        // Messages after which the clashes are the news.
        let plain = |view: &mut StatusView, text: String| match &clash_text {
            Some(clash) => {
                view.tone = Tone::Problem;
                view.headline = clash.clone();
                view.details.push(text);
            }
            None => view.headline = text,
        };
        match &self.message {
            Message::Welcome => plain(
                &mut view,
                "Click a cell and type 1-9, or paste a puzzle. Then press Solve.".into(),
            ),
            Message::Edited(dropped) => {
                match &clash_text {
                    Some(clash) => {
                        view.tone = Tone::Problem;
                        view.headline = clash.clone();
                    }
                    None => view.headline = givens_text(givens),
                }
                match dropped {
                    Dropped::Nothing => {}
                    Dropped::Solution => view.details.push(
                        "The edit took the solution off the board; Undo brings it back.".into(),
                    ),
                    Dropped::Steps(n) => view.details.push(format!(
                        "The edit took the {} off the board; Undo brings {} back.",
                        if *n == 1 {
                            "step".to_string()
                        } else {
                            format!("{n} steps")
                        },
                        if *n == 1 { "it" } else { "them" }
                    )),
                }
            }
            Message::Loaded(source, n) => {
                let from = match source {
                    Source::Link => "from the link",
                    Source::Paste => "from the paste",
                };
                plain(
                    &mut view,
                    format!(
                        "Loaded a puzzle with {} {from}.",
                        text::count(*n as u64, "given")
                    ),
                );
            }
            Message::LoadFailed(source, err) => {
                view.tone = Tone::Problem;
                view.headline = match source {
                    Source::Link => format!("The puzzle in the link was not loaded: {err}."),
                    Source::Paste => format!("The pasted text was not loaded: {err}."),
                };
                view.details.extend(clash_text.clone());
            }
            Message::Cleared => plain(&mut view, "Board cleared.".into()),
            Message::Undone => plain(&mut view, format!("Undone. {}", board_text(&self.board))),
            Message::Redone => plain(&mut view, format!("Redone. {}", board_text(&self.board))),
            Message::NothingToUndo => plain(&mut view, "Nothing to undo.".into()),
            Message::NothingToRedo => plain(&mut view, "Nothing to redo.".into()),
            Message::Solved(report) => solved_status(&mut view, report, clash_text.as_deref()),
            Message::Compare(said) => {
                let (problem, headline) = said.status();
                if problem {
                    view.tone = Tone::Problem;
                }
                view.headline = headline;
            }
            Message::Explain(note) => {
                let (problem, headline, details) = explain::status(note);
                if problem {
                    view.tone = Tone::Problem;
                }
                view.headline = headline;
                view.details = details;
            }
            Message::Share { link, copied } => {
                view.headline = if *copied {
                    "Link to this puzzle (copied to the clipboard):".into()
                } else {
                    "Link to this puzzle:".into()
                };
                view.link = Some(link.clone());
                view.details.extend(clash_text.clone());
            }
            Message::ShareEmpty => plain(&mut view, "Nothing to share: the board is empty.".into()),
            // A solve that ended without a word of its own.
            Message::Solving => plain(&mut view, board_text(&self.board)),
            Message::CopyEmpty => plain(&mut view, "Nothing to copy: the board is empty.".into()),
            Message::OtherTab => plain(
                &mut view,
                format!(
                    "Another tab of this page changed the board; this one shows the same. {}",
                    board_text(&self.board)
                ),
            ),
            Message::Restored(n) => plain(
                &mut view,
                format!(
                    "Restored your puzzle ({}) and its undo history from the last visit.",
                    text::count(*n as u64, "given")
                ),
            ),
            Message::RestoreFailed(why) => {
                view.tone = Tone::Problem;
                view.headline = format!(
                    "The saved puzzle could not be read ({why}); started with an empty grid."
                );
                view.details
                    .push("The saved data stays as it is until you change something here.".into());
            }
            Message::Cancelled(running) => {
                view.tone = Tone::Problem;
                view.headline = format!(
                    "Cancelled after {} ({}): {} had not finished.",
                    text::count(running.calls, "call"),
                    text::duration(running.millis),
                    algorithm_phrase(running.algorithm)
                );
                view.details
                    .push("Try constraint propagation or the fast solver for this puzzle.".into());
            }
            Message::SolveFailed(error) => {
                view.tone = Tone::Problem;
                view.headline = format!("The solve could not run: {error}.");
            }
            Message::Copied {
                puzzle,
                solution,
                copied,
            } => {
                view.headline = match (solution.is_some(), *copied) {
                    (true, true) => "Puzzle and solution copied to the clipboard:",
                    (false, true) => "Puzzle copied to the clipboard:",
                    (true, false) => "Puzzle and solution (select and copy them):",
                    (false, false) => "Puzzle (select and copy it):",
                }
                .into();
                view.details.push(puzzle.clone());
                view.details.extend(solution.clone());
            }
        }
        if self.save_failed {
            view.details.push(
                "This browser does not let the page save (storage full or blocked): \
                 a reload will lose the board."
                    .into(),
            );
        }
        if let Some(running) = &self.interrupted {
            view.details.push(format!(
                "The board changed, so the solve with {} stopped after {} ({}).",
                algorithm_phrase(running.algorithm),
                text::count(running.calls, "call"),
                text::duration(running.millis)
            ));
        }
        let from_link = matches!(
            self.message,
            Message::Loaded(Source::Link, _) | Message::LoadFailed(Source::Link, _)
        );
        if let (true, Some(why)) = (from_link, &self.lost_on_start) {
            view.details.push(format!(
                "The puzzle saved on your last visit could not be read ({why}) and was dropped."
            ));
        }
        view
    }
}

/// What the board holds, after Undo or Redo: its givens and the solution
/// or the steps shown with them.
fn board_text(board: &Board) -> String {
    let givens = board.givens();
    let steps = board.progress().steps().len();
    if board.has_solution() {
        format!(
            "{} and the solution on the board.",
            text::count(givens as u64, "given")
        )
    } else if steps > 0 {
        format!(
            "{} and {} on the board.",
            text::count(givens as u64, "given"),
            text::count(steps as u64, "step")
        )
    } else {
        givens_text(givens)
    }
}

/// "30 givens. Press Solve when ready." or "The board is empty."
fn givens_text(givens: usize) -> String {
    if givens == 0 {
        "The board is empty.".into()
    } else {
        format!(
            "{} on the board. Press Solve when ready.",
            text::count(givens as u64, "given")
        )
    }
}

/// "Two 5s in row 3. Two 5s in box 1." (at most three, then how many more).
pub fn clash_summary(found: &[Clash]) -> String {
    let mut parts: Vec<String> = found.iter().take(3).map(|c| format!("{c}.")).collect();
    if found.len() > 3 {
        parts.push(format!("And {} more.", found.len() - 3));
    }
    parts.join(" ")
}

/// The plain-language name of an algorithm inside a sentence.
fn algorithm_phrase(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Naive => "naive backtracking",
        Algorithm::Candidates => "backtracking with candidates",
        Algorithm::Propagation => "constraint propagation",
        Algorithm::Fast => "the fast solver",
    }
}

fn solved_status(view: &mut StatusView, report: &SolveReport, clash_text: Option<&str>) {
    match &report.result {
        SolveResult::EmptyBoard => {
            view.tone = Tone::Problem;
            view.headline =
                "Nothing to solve: the board is empty. Type or paste a puzzle first.".into();
        }
        SolveResult::Clashing(found) => {
            view.tone = Tone::Problem;
            view.headline = format!(
                "Cannot solve: {} Change one of the highlighted digits first.",
                clash_summary(found)
            );
        }
        SolveResult::Searched(search) => {
            let numbers = format!(
                "{}, {}, {} in {}.",
                text::count(search.stats.calls, "call"),
                text::count(search.stats.guesses, "guess"),
                text::count(search.stats.backtracks, "backtrack"),
                text::duration(search.millis),
            );
            let method = format!(
                "{}, counted to the first solution.",
                report.algorithm.label()
            );
            match search.verdict {
                Verdict::Unique | Verdict::Multiple | Verdict::Solved => {
                    view.tone = Tone::Success;
                    view.headline = if search.verdict == Verdict::Multiple {
                        "Solved, but the puzzle has multiple solutions: this is one of them.".into()
                    } else {
                        "Solved: the solution is unique.".into()
                    };
                    view.details.push(numbers);
                    let check = match search.check {
                        Some(stats) => format!(
                            " The fast solver checked for a second solution ({}).",
                            text::count(stats.calls, "call")
                        ),
                        None => String::new(),
                    };
                    view.details.push(format!("{method}{check}"));
                }
                Verdict::NoSolution => {
                    view.tone = Tone::Problem;
                    view.headline =
                        "This puzzle has no solution: these givens cannot be completed.".into();
                    view.details.push(numbers);
                    view.details.push(format!("{}.", report.algorithm.label()));
                }
                Verdict::Aborted | Verdict::Cancelled => {
                    view.tone = Tone::Problem;
                    let calls = text::count(search.stats.calls, "call");
                    view.headline = format!(
                        "Stopped after {calls}: {} needs too long for this puzzle; \
                         try constraint propagation or the fast solver.",
                        algorithm_phrase(report.algorithm)
                    );
                    view.details.push(numbers);
                }
            }
        }
    }
    if let Some(clash) = clash_text {
        if !matches!(report.result, SolveResult::Clashing(_)) {
            view.details.push(clash.to_string());
        }
    }
}

/// The selection after moving one step (stops at the edges).
pub fn moved(index: usize, direction: Direction) -> usize {
    let (row, col) = (index / 9, index % 9);
    let (row, col) = match direction {
        Direction::Up => (row.saturating_sub(1), col),
        Direction::Down => ((row + 1).min(8), col),
        Direction::Left => (row, col.saturating_sub(1)),
        Direction::Right => (row, (col + 1).min(8)),
    };
    row * 9 + col
}

/// The action for a key pressed on the board without Ctrl, Alt or Meta
/// (`KeyboardEvent.key`): digits, clearing keys, arrows.
pub fn key_action(key: &str) -> Option<Action> {
    match key {
        "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" => key.parse().ok().map(Action::Input),
        "0" | "." | " " | "Backspace" | "Delete" => Some(Action::Input(0)),
        "ArrowUp" => Some(Action::Move(Direction::Up)),
        "ArrowDown" => Some(Action::Move(Direction::Down)),
        "ArrowLeft" => Some(Action::Move(Direction::Left)),
        "ArrowRight" => Some(Action::Move(Direction::Right)),
        _ => None,
    }
}

/// The action for a key pressed with Ctrl (or Cmd): Ctrl+Z undoes,
/// Ctrl+Y and Ctrl+Shift+Z redo.
pub fn shortcut_action(key: &str, shift: bool) -> Option<Action> {
    match (key, shift) {
        ("z" | "Z", false) => Some(Action::Undo),
        ("z" | "Z", true) | ("y" | "Y", _) => Some(Action::Redo),
        _ => None,
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
