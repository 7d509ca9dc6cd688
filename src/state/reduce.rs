//! The reducer: [`State::apply`] turns one action into the next state.

use super::{Action, Dropped, Message, Running, Source, State};
use crate::features::solve::{self, Search, SolveReport, SolveResult};
use crate::model::Sheet;
use sudoku_solver::{clashes, Grid, Verdict, CELLS};

impl State {
    /// Applies one action.
    pub fn apply(&mut self, action: Action) {
        // Actions that change nothing leave everything as it is, the news of
        // a stopped solve included: a digit the cell already shows, a stale
        // solve result.
        let unchanged = match &action {
            Action::Input(digit) => {
                self.sheet.value(self.selected) == if *digit <= 9 { *digit } else { 0 }
            }
            Action::Solved(report) => report.puzzle != self.sheet.puzzle(),
            Action::Solve => self.running.is_some(),
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
                | Action::Job(..)
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
            Action::Move(direction) => self.selected = super::moved(self.selected, direction),
            Action::Input(digit) => self.input(digit),
            Action::ClearBoard => {
                self.commit(Sheet::empty());
                self.message = Message::Cleared;
            }
            Action::Undo => match self.history.undo(self.sheet.clone()) {
                Some(previous) => {
                    self.set_sheet(previous);
                    self.message = Message::Undone;
                }
                None => self.message = Message::NothingToUndo,
            },
            Action::Redo => match self.history.redo(self.sheet.clone()) {
                Some(next) => {
                    self.set_sheet(next);
                    self.message = Message::Redone;
                }
                None => self.message = Message::NothingToRedo,
            },
            Action::Paste(text) => match Grid::parse(&text) {
                Ok(puzzle) => {
                    self.commit(Sheet::from_puzzle(puzzle));
                    self.message = Message::Loaded(Source::Paste, puzzle.filled());
                }
                Err(err) => self.message = Message::LoadFailed(Source::Paste, err),
            },
            Action::SetAlgorithm(algorithm) => self.algorithm = algorithm,
            Action::Solve => self.solve(),
            Action::Solved(report) => self.solved(report),
            Action::CancelSolve => {
                if let Some(running) = self.running.take() {
                    self.message = Message::Cancelled(running);
                }
            }
            Action::SolveFailed(error) => {
                self.running = None;
                self.message = Message::SolveFailed(error);
            }
            Action::Job(lane, event) => self.job_event(lane, event),
            Action::Hint | Action::Step | Action::ToggleCandidates | Action::ReviewStep(_) => {
                self.explain_action(action);
            }
            Action::Compare => {
                let said = self.panel.compare.start(self.sheet.puzzle(), &self.clashes);
                self.message = Message::Compare(said);
            }
            Action::CompareStop => {
                if let Some(said) = self.panel.compare.stop() {
                    self.message = Message::Compare(said);
                }
            }
            Action::Shared { link, copied } => {
                self.message = if self.sheet.givens() == 0 {
                    Message::ShareEmpty
                } else {
                    Message::Share { link, copied }
                };
            }
            Action::Saved(ok) => self.save_failed = !ok,
            Action::OtherTab(saved) => {
                let saved = *saved;
                self.history = saved.history;
                self.algorithm = saved.algorithm;
                if saved.sheet != self.sheet {
                    self.interrupted = None;
                    self.set_sheet(saved.sheet);
                    self.message = Message::OtherTab;
                }
            }
            Action::Copied { copied } => {
                let puzzle = self.sheet.puzzle();
                self.message = if puzzle.filled() == 0 {
                    Message::CopyEmpty
                } else {
                    Message::Copied {
                        puzzle: puzzle.to_line(),
                        solution: (self.sheet.has_solution() && self.sheet.grid().is_solved())
                            .then(|| self.sheet.grid().to_line()),
                        copied,
                    }
                };
            }
        }
    }

    /// Typing a digit (0 clears): an edit of the givens, which takes the
    /// solution or the steps off the board.
    fn input(&mut self, digit: u8) {
        let dropped = if self.sheet.has_solution() {
            Dropped::Solution
        } else {
            match self.sheet.progress().steps().len() {
                0 => Dropped::Nothing,
                n => Dropped::Steps(n),
            }
        };
        let next = self.sheet.edited(self.selected, digit);
        if self.commit(next) {
            self.message = Message::Edited(dropped);
        }
    }

    /// Solve: the answer at once when there is nothing to search, else a
    /// new job for the solve lane.
    fn solve(&mut self) {
        let puzzle = self.sheet.puzzle();
        let algorithm = self.algorithm;
        if let Some(result) = solve::precheck(&puzzle) {
            self.solved(Box::new(SolveReport {
                puzzle,
                algorithm,
                result,
            }));
            return;
        }
        self.last_job = self.last_job.wrapping_add(1);
        self.running = Some(Running::new(self.last_job, algorithm, puzzle));
        self.message = Message::Solving;
    }

    /// A solve's report: the solution goes on the board (an undoable edit).
    fn solved(&mut self, report: Box<SolveReport>) {
        // A result for other givens than the board's is stale: ignore it.
        if report.puzzle != self.sheet.puzzle() {
            return;
        }
        self.running = None;
        if let SolveResult::Searched(Search {
            verdict: Verdict::Unique | Verdict::Multiple,
            solution: Some(solution),
            ..
        }) = &report.result
        {
            self.commit(Sheet::with_solution(&report.puzzle, solution));
        }
        self.message = Message::Solved(report);
    }

    /// Makes `next` the sheet, recording the current one for Undo. False
    /// (and no history entry) when nothing changes.
    pub(super) fn commit(&mut self, next: Sheet) -> bool {
        if next == self.sheet {
            return false;
        }
        let previous = std::mem::replace(&mut self.sheet, next);
        self.history.record(previous);
        self.refresh();
        true
    }

    pub(super) fn set_sheet(&mut self, sheet: Sheet) {
        self.sheet = sheet;
        self.refresh();
    }

    /// Re-derives the clashes from the sheet. A running solve is for the
    /// board it started on: any change of the board ends it.
    fn refresh(&mut self) {
        if let Some(running) = self.running.take() {
            self.interrupted = Some(running);
        }
        self.clashes = clashes(self.sheet.grid());
        self.clash_mask = [false; CELLS];
        for clash in &self.clashes {
            for &i in &clash.cells {
                if let Some(slot) = self.clash_mask.get_mut(i) {
                    *slot = true;
                }
            }
        }
    }
}
