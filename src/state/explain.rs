//! The reducer's part for Hint, Step, Skip to it, the candidates toggle
//! and the steps list. The technique engine runs in the puzzle worker: a
//! Hint or Step checks the board here ([`explain::check`]), asks the
//! worker ([`State::explaining_job`]) and shows the answer when it comes
//! back ([`State::explain_event`]), if the board is still the one asked
//! about.

use super::{Action, Message, State};
use crate::features::explain::{self, Asked, Blocked, Note, Pending};
use crate::features::hint::Level;
use crate::features::jobs::{Event, Job, Lane, Output, Wanted};
use crate::features::reword;
use crate::model::ShownStep;

impl State {
    /// Hint, Step, the candidates toggle and the steps list.
    pub(super) fn explain_action(&mut self, action: Action) {
        // Hint knows killer and killer-X too (the solver crate's killer
        // techniques); Step, and both for the other variants, classic
        // rules only so far.
        #[cfg(feature = "variants")]
        {
            let variant = self.sheet.rules().variant();
            let known = variant == crate::model::Variant::Classic
                || (action == Action::Hint && variant.has_cages());
            if matches!(action, Action::Hint | Action::Step) && !known {
                self.message = Message::ClassicOnly(variant);
                return;
            }
        }
        match action {
            Action::Hint => {
                // Hint again on the same board shows more of the same hint.
                let board = explain::logic_board(&self.sheet);
                if let Message::Explain(note) = &mut self.message {
                    if let Note::Hint { found, level } = note.as_mut() {
                        if found.on == board {
                            *level = level.next();
                            return;
                        }
                    }
                }
                self.ask(Asked::Hint);
            }
            Action::Step => {
                // Step applies the step a Hint shows, when the board is unchanged.
                let shown = match &self.message {
                    Message::Explain(note) => {
                        note.hint_on(&explain::logic_board(&self.sheet)).cloned()
                    }
                    _ => None,
                };
                match shown {
                    Some(found) => self.stepped(found.step, found.multiple),
                    None => self.ask(Asked::Step),
                }
            }
            Action::ToggleCandidates => self.panel.candidates = !self.panel.candidates,
            Action::LanguageChanged => {
                // The hint shown was worded by the puzzle worker in the
                // language spoken then: the worker words it again (the
                // same board, the same step), shown as far as it was.
                let board = explain::logic_board(&self.sheet);
                if let Message::Explain(note) = &self.message {
                    if let Note::Hint { found, level } = note.as_ref() {
                        if found.on == board {
                            let level = *level;
                            self.ask(Asked::Again(level));
                        }
                    }
                }
                // So were the steps taken: the worker words them again.
                self.rewording = None;
                self.reword();
            }
            Action::ReviewStep(number) => {
                let shown = self.reviewed();
                let steps = self.sheet.progress().steps();
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

    /// Checks the board and, when a step can be looked for, asks the
    /// puzzle worker for it; otherwise says why there is none.
    pub(super) fn ask(&mut self, asked: Asked) {
        #[cfg(feature = "variants")]
        let checked = if self.sheet.rules().variant().has_cages() {
            let solution = self.solution().ok();
            explain::check_killer(&self.sheet, &self.clashes, solution.as_ref())
        } else {
            explain::check(&self.sheet, &self.clashes)
        };
        #[cfg(not(feature = "variants"))]
        let checked = explain::check(&self.sheet, &self.clashes);
        match checked {
            Ok(ready) => {
                self.last_job = self.last_job.wrapping_add(1);
                self.explaining = Some(Pending {
                    job: self.last_job,
                    asked,
                    ready,
                });
                self.message = Message::Thinking;
            }
            Err(blocked) => {
                let note = self.blocked(blocked);
                self.message = Message::Explain(Box::new(note));
            }
        }
    }

    /// The job the puzzle worker should run for a Hint, Step or Skip to
    /// it: only while the page waits for it and the board is the one asked
    /// about (an edit in between drops it).
    pub(super) fn explaining_job(&self) -> Option<Wanted> {
        let pending = self.explaining.as_ref()?;
        let current = self.message == Message::Thinking
            && pending.ready.on == explain::logic_board(&self.sheet);
        current.then(|| Wanted {
            lane: Lane::Explain,
            id: pending.job,
            job: Job::Explain(pending.ask(&self.sheet)),
        })
    }

    /// News of the hint lane: the steps found are shown (Hint, Skip to it)
    /// or applied (Step).
    pub(super) fn explain_event(&mut self, event: Event) {
        let Some(pending) = self.explaining.clone() else {
            return;
        };
        let mine = match &event {
            Event::Done { job, .. } | Event::Failed { job, .. } => *job == pending.job,
            Event::Progress { .. } => false,
        };
        if !mine {
            return;
        }
        self.explaining = None;
        if self.message != Message::Thinking
            || pending.ready.on != explain::logic_board(&self.sheet)
        {
            return;
        }
        let steps = match event {
            Event::Done {
                output: Output::Explained(steps),
                ..
            } => steps,
            Event::Failed { error, .. } => {
                self.message = Message::ExplainFailed(error);
                return;
            }
            _ => return,
        };
        let multiple = pending.ready.multiple;
        match pending.asked {
            Asked::Hint | Asked::Again(_) => match steps.into_iter().next() {
                Some(step) => {
                    let level = match pending.asked {
                        Asked::Again(level) => level,
                        _ => {
                            self.tally.hints += 1;
                            Level::Where
                        }
                    };
                    let found = pending.ready.found(step);
                    self.message = Message::Explain(Box::new(Note::Hint {
                        found: Box::new(found),
                        level,
                    }));
                }
                None => self.stuck(multiple),
            },
            Asked::Step => match steps.into_iter().next() {
                Some(step) => self.stepped(step, multiple),
                None => self.stuck(multiple),
            },
            Asked::SkipTo(technique) => self.skipped(technique, steps, multiple),
        }
    }

    /// Asks the puzzle worker to word the board's steps again when some
    /// are in another language than the page's ([`reword::wanted`]): after
    /// a change of language, and whenever the board changes (Undo, Redo or
    /// a checkpoint may bring back steps taken in another language).
    pub(super) fn reword(&mut self) {
        let wanted = reword::wanted(&self.sheet);
        if wanted.is_some() && wanted == self.rewording.map(|(_, grid, count, _)| (grid, count)) {
            return;
        }
        self.rewording = wanted.map(|(grid, count)| {
            self.last_job = self.last_job.wrapping_add(1);
            (self.last_job, grid, count, true)
        });
    }

    /// The job that words the board's steps again, once no Hint or Step
    /// is waiting for the same worker.
    pub(super) fn rewording_job(&self) -> Option<Wanted> {
        let (id, grid, count, on) = self.rewording?;
        on.then_some(Wanted {
            lane: Lane::Explain,
            id,
            job: Job::Reword { grid, count },
        })
    }

    /// The board's steps, worded again: each step found again takes its
    /// new words, and so does the step shown in the status. A failure
    /// leaves the words as they were.
    pub(super) fn reword_event(&mut self, event: Event) {
        if let Some((.., on)) = &mut self.rewording {
            *on = false;
        }
        let Event::Done {
            output: Output::Explained(taken),
            ..
        } = event
        else {
            return;
        };
        self.sheet = self.sheet.reworded(|p| reword::progress(p, &taken));
        if let Message::Explain(note) = &mut self.message {
            if let Note::Stepped { number, step, .. } | Note::Review { number, step } =
                note.as_mut()
            {
                let steps = self.sheet.progress().steps();
                if let Some(new) = number.checked_sub(1).and_then(|i| steps.get(i)) {
                    if reword::same(step, new) {
                        *step = new.clone();
                    }
                }
            }
        }
    }

    /// Step: `step` applied and reported.
    fn stepped(&mut self, step: ShownStep, multiple: bool) {
        self.tally.hints += 1;
        self.commit(self.sheet.with_step(&step));
        let note = Note::Stepped {
            number: self.sheet.progress().steps().len(),
            step,
            multiple,
        };
        self.message = Message::Explain(Box::new(note));
    }

    /// No technique applies.
    fn stuck(&mut self, multiple: bool) {
        let note = self.blocked(Blocked::Stuck { multiple });
        self.message = Message::Explain(Box::new(note));
    }

    /// The note for a Hint or Step that found no step; wrong entries it
    /// names are marked on the board, as Check marks them.
    pub(super) fn blocked(&mut self, blocked: Blocked) -> Note {
        if let Blocked::Wrong(cells) = &blocked {
            self.wrong = cells
                .iter()
                .fold(0, |mask, &(cell, _)| mask | 1u128 << cell);
        }
        Note::Blocked(blocked)
    }
}
