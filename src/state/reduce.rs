//! The reducer: [`State::apply`] turns one action into the next state.

use super::play::Typed;
use super::{Action, Message, Record, Running, Source, State};
use crate::features::explain::{self, Pending};
use crate::features::play::Tally;
use crate::features::solve::{self, Search, SolveReport, SolveResult};
use crate::features::variant;
use crate::model::Sheet;
use sudoku_solver::{clashes, Unit, Verdict, CELLS};

impl State {
    /// Applies one action.
    pub fn apply(&mut self, action: Action) {
        // Actions that change nothing leave everything as it is, the news of
        // a stopped solve included: a digit the cell already shows, a stale
        // solve result.
        let unchanged = match &action {
            Action::Input(digit) => self.typed(*digit) == Typed::Nothing,
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
                | Action::SelectAlso(_)
                | Action::SelectMore(_)
                | Action::SelectAll
                | Action::SelectNone
                | Action::SetInputMode(_)
                | Action::SetTidyMarks(_)
                | Action::SetShowPeers(_)
                | Action::SetLevel(_)
                | Action::OpenPhoto { .. }
                | Action::PhotoDigit { .. }
                | Action::ClosePhoto
                | Action::Tick { .. }
                | Action::Today(_)
                | Action::Move(_)
                | Action::MoveExtend(_)
                | Action::SetAlgorithm(_)
                | Action::ToggleCandidates
                | Action::LanguageChanged
                | Action::Job(..)
                | Action::Saved(_)
                | Action::OtherTab(_)
                | Action::Restore(_)
        );
        if !keeps_message {
            self.interrupted = None;
        }
        match action {
            Action::Select(_)
            | Action::SelectAlso(_)
            | Action::SelectMore(_)
            | Action::SelectAll
            | Action::SelectNone
            | Action::Move(_)
            | Action::MoveExtend(_) => self.select(action),
            Action::Input(digit) => match self.typed(digit) {
                Typed::Nothing => {}
                Typed::Locked => self.message = Message::Locked,
                Typed::Given(next, dropped) => {
                    if self.commit(next) {
                        self.message = Message::Edited(dropped);
                    }
                }
                Typed::Played(next) => self.played(next),
            },
            Action::Corner(_)
            | Action::Centre(_)
            | Action::SetInputMode(_)
            | Action::SetTidyMarks(_)
            | Action::SetShowPeers(_)
            | Action::Start
            | Action::EditPuzzle
            | Action::Check
            | Action::Reveal
            | Action::FillCentreMarks
            | Action::Tick { .. } => self.play_action(action),
            Action::Checkpoint | Action::BackToCheckpoint | Action::UndoToMistake => {
                self.checkpoint_action(action);
            }
            Action::CageCombinations => self.cage_combinations(),
            Action::SetVariant(_)
            | Action::AddCage(_)
            | Action::DeleteCage
            | Action::MakeRegion => {
                self.variant_action(action);
            }
            Action::VariantsUnavailable => self.message = Message::VariantsUnavailable,
            Action::ClearBoard => {
                let replaced = self.commit(Sheet::empty());
                self.new_game(replaced);
                self.message = Message::Cleared;
            }
            Action::Undo => match self.history.undo(self.sheet.clone()) {
                Some(previous) => {
                    let leaving = self.sheet.clone();
                    self.set_sheet(previous);
                    self.switch_game(leaving);
                    self.message = Message::Undone;
                }
                None => self.message = Message::NothingToUndo,
            },
            Action::Redo => match self.history.redo(self.sheet.clone()) {
                Some(next) => {
                    let leaving = self.sheet.clone();
                    self.set_sheet(next);
                    self.switch_game(leaving);
                    self.message = Message::Redone;
                }
                None => self.message = Message::NothingToRedo,
            },
            Action::Paste(text) => self.load_text(&text, Source::Paste),
            Action::FromBatch(text) => self.load_text(&text, Source::Batch),
            Action::SetAlgorithm(algorithm) => self.algorithm = algorithm,
            Action::Solve => self.solve(),
            Action::Solved(report) => self.solved(report),
            Action::CancelSolve => {
                if let Some(running) = self.running.take() {
                    self.message = Message::Cancelled(Box::new(running));
                }
            }
            Action::SolveFailed(error) => {
                self.running = None;
                self.message = Message::SolveFailed(error);
            }
            Action::Job(lane, event) => self.job_event(lane, event),
            Action::Hint
            | Action::Step
            | Action::ToggleCandidates
            | Action::ReviewStep(_)
            | Action::LanguageChanged => {
                self.explain_action(action);
            }
            Action::Compare if self.regions_unfinished() => {}
            Action::Compare => {
                let said = if self.faults.is_empty() {
                    let line = variant::line(&self.sheet);
                    self.panel
                        .compare
                        .start(self.sheet.puzzle(), &self.clashes, line)
                } else {
                    // What breaks a variant's rules stops it as clashes do.
                    crate::features::compare::Said::Faults(self.faults.clone())
                };
                self.message = Message::Compare(said);
            }
            Action::CompareStop => {
                if let Some(said) = self.panel.compare.stop() {
                    self.message = Message::Compare(said);
                }
            }
            Action::SetLevel(level) => self.set_level(level),
            Action::NewPuzzle { seed } => self.new_puzzle(seed),
            Action::TodaysPuzzle { date } => self.todays_puzzle(date),
            Action::Today(date) => self.set_today(date),
            Action::StatsExportFailed(why) => self.message = Message::StatsExportFailed(why),
            Action::ImportStats { name, file } => self.import_stats(name, file),
            Action::CancelNewPuzzle => self.cancel_new_puzzle(),
            Action::SetTechnique(technique) => self.maker.technique = technique,
            Action::Practise { seed } => self.practise(seed),
            Action::SkipToIt => self.skip_to_it(),
            Action::OpenPhoto { .. }
            | Action::PhotoDigit { .. }
            | Action::UsePhoto
            | Action::ClosePhoto => self.photo_action(action),
            Action::Shared {
                link,
                copied,
                progress,
            } => {
                self.message = if !self.sheet.has_puzzle() {
                    Message::ShareEmpty
                } else {
                    Message::Share {
                        link,
                        copied,
                        progress,
                    }
                };
            }
            Action::Saved(ok) => self.save_failed = !ok,
            Action::Restore(saved) => {
                // Only a page still waiting for it takes it: a board the
                // reader has started on meanwhile is theirs.
                if self.message == Message::Restoring {
                    let today = self.record.today;
                    *self = *saved;
                    self.record.today = today.or(self.record.today);
                }
            }
            Action::OtherTab(saved) => {
                let saved = *saved;
                let wrong = saved.wrong;
                self.history = saved.history;
                self.algorithm = saved.algorithm;
                self.input_mode = saved.input_mode;
                self.tidy_marks = saved.tidy_marks;
                self.show_peers = saved.show_peers;
                self.maker.level = saved.maker.level;
                self.maker.technique = saved.maker.technique;
                self.maker.practised = saved.maker.practised;
                self.record = Record {
                    today: self.record.today,
                    ..saved.record
                };
                self.tally = Tally {
                    last_tick: self.tally.last_tick,
                    ..saved.tally
                };
                if saved.sheet != self.sheet {
                    self.interrupted = None;
                    self.set_sheet(saved.sheet);
                    self.message = Message::OtherTab;
                }
                self.wrong = wrong;
            }
            Action::Copied { copied } => {
                let puzzle = self.sheet.puzzle();
                self.message = if !self.sheet.has_puzzle() {
                    Message::CopyEmpty
                } else {
                    Message::Copied {
                        puzzle: variant::line(&self.sheet).unwrap_or_else(|| puzzle.to_line()),
                        solution: (self.sheet.has_solution() && self.sheet.grid().is_solved())
                            .then(|| self.sheet.grid().to_line()),
                        copied,
                    }
                };
            }
        }
    }

    /// Solve: the answer at once when there is nothing to search, else a
    /// new job for the solve lane.
    fn solve(&mut self) {
        if self.regions_unfinished() {
            return;
        }
        let puzzle = self.sheet.puzzle();
        let algorithm = self.algorithm;
        let variant = variant::line(&self.sheet);
        // A killer may have no givens: only its clashes are answered at once.
        let precheck = match variant {
            None => solve::precheck(&puzzle),
            Some(_) if !self.faults.is_empty() || !self.clashes.is_empty() => {
                Some(solve::SolveResult::Clashing(self.clashes.clone()))
            }
            Some(_) => None,
        };
        if let Some(result) = precheck {
            self.solved(Box::new(SolveReport {
                puzzle,
                algorithm,
                result,
            }));
            return;
        }
        self.last_job = self.last_job.wrapping_add(1);
        self.running = Some(Running {
            variant,
            ..Running::new(self.last_job, algorithm, puzzle)
        });
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
            self.commit(self.sheet.solved_with(solution));
            self.wrong = self.sheet.wrong_entries(solution);
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
        self.forget_changed(&previous);
        self.history.record(previous);
        self.refresh();
        true
    }

    pub(super) fn set_sheet(&mut self, sheet: Sheet) {
        let previous = std::mem::replace(&mut self.sheet, sheet);
        self.forget_changed(&previous);
        self.refresh();
    }

    /// A wrong mark stays only on a cell whose digit did not change.
    fn forget_changed(&mut self, previous: &Sheet) {
        for i in 0..CELLS {
            if previous.value(i) != self.sheet.value(i) {
                self.wrong &= !(1u128 << i);
            }
        }
    }

    /// Re-derives the clashes from the sheet. A running solve is for the
    /// givens it started on: a change of the givens ends it.
    fn refresh(&mut self) {
        let variant = variant::line(&self.sheet);
        if let Some(running) = self
            .running
            .take_if(|r| r.puzzle != self.sheet.puzzle() || r.variant != variant)
        {
            self.interrupted = Some(running);
        }
        self.follow_rating();
        self.follow_settle();
        // Steps brought back in another language are worded again.
        self.reword();
        // A hint being looked for on the board as it was no longer applies.
        let board_changed = |p: &Pending| p.ready.on != explain::logic_board(&self.sheet);
        if self.explaining.take_if(|p| board_changed(p)).is_some()
            && self.message == Message::Thinking
        {
            self.message = Message::HintGone;
        }
        self.clashes = clashes(self.sheet.grid());
        if !variant::box_clashes_count(self.sheet.rules()) {
            self.clashes.retain(|c| !matches!(c.unit, Unit::Box(_)));
        }
        self.faults = variant::faults_on(&self.sheet);
        self.clash_mask = [false; CELLS];
        let cells = self.clashes.iter().flat_map(|c| c.cells.iter());
        for &i in cells.chain(self.faults.iter().flat_map(|f| f.cells().iter())) {
            if let Some(slot) = self.clash_mask.get_mut(i) {
                *slot = true;
            }
        }
    }
}
