//! The reducer's part for Hint, Step, the candidates toggle and the steps
//! list.

use super::{Action, Message, State};
use crate::features::explain::{self, Blocked, Note};
use crate::features::hint::Level;

impl State {
    /// Hint, Step, the candidates toggle and the steps list.
    pub(super) fn explain_action(&mut self, action: Action) {
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
                // Only a hint given counts as help used, not a refused one.
                let note = match explain::next(&self.sheet, &self.clashes) {
                    Ok(found) => {
                        self.tally.hints += 1;
                        Note::Hint {
                            found: Box::new(found),
                            level: Level::Where,
                        }
                    }
                    Err(blocked) => self.blocked(blocked),
                };
                self.message = Message::Explain(Box::new(note));
            }
            Action::Step => {
                // Step applies the step a Hint shows, when the board is unchanged.
                let shown = match &self.message {
                    Message::Explain(note) => note.hint_on(&explain::logic_board(&self.sheet)),
                    _ => None,
                };
                let found = match shown {
                    Some(found) => Ok(found.clone()),
                    None => explain::next(&self.sheet, &self.clashes),
                };
                let note = match found {
                    Ok(found) => {
                        self.tally.hints += 1;
                        self.commit(self.sheet.with_step(&found.step));
                        Note::Stepped {
                            number: self.sheet.progress().steps().len(),
                            step: found.step,
                            multiple: found.multiple,
                        }
                    }
                    Err(blocked) => self.blocked(blocked),
                };
                self.message = Message::Explain(Box::new(note));
            }
            Action::ToggleCandidates => self.panel.candidates = !self.panel.candidates,
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
