//! The reducer's part for Hint, Step, the candidates toggle and the steps
//! list.

use super::{Action, Message, State};
use crate::features::explain::{self, Note};

impl State {
    /// Hint, Step, the candidates toggle and the steps list.
    pub(super) fn explain_action(&mut self, action: Action) {
        match action {
            Action::Hint => {
                self.tally.hints += 1;
                let note = match explain::next(&self.sheet, &self.clashes) {
                    Ok(found) => Note::Hint(Box::new(found)),
                    Err(blocked) => Note::Blocked(blocked),
                };
                self.message = Message::Explain(Box::new(note));
            }
            Action::Step => {
                self.tally.hints += 1;
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
                        self.commit(self.sheet.with_step(&found.step));
                        Note::Stepped {
                            number: self.sheet.progress().steps().len(),
                            step: found.step,
                            multiple: found.multiple,
                        }
                    }
                    Err(blocked) => Note::Blocked(blocked),
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
}
