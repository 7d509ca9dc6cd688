//! The reducer's part for Checkpoint, Back to checkpoint and Undo to first
//! mistake ([`crate::features::checkpoint`]). Back to checkpoint and Undo
//! to first mistake are changes of the board like any other: Undo takes
//! them back. Checkpoint changes nothing on the board, so Undo does not
//! take it back; the checkpoints are kept with the board when it is saved.

use super::{Action, Message, State};
use crate::features::checkpoint::{before_first_mistake, Back, KEPT};
use crate::model::{Phase, Sheet};

impl State {
    /// The checkpoints kept, oldest first (of any puzzle; Back to
    /// checkpoint takes the latest of the puzzle on the board).
    pub fn checkpoints(&self) -> &[Sheet] {
        &self.checkpoints
    }

    /// The latest checkpoint of the puzzle on the board, if any.
    pub fn checkpoint(&self) -> Option<&Sheet> {
        let puzzle = self.sheet.puzzle();
        self.checkpoints.iter().rev().find(|c| c.puzzle() == puzzle)
    }

    /// Restores the checkpoints (saved data).
    pub fn restore_checkpoints(&mut self, mut checkpoints: Vec<Sheet>) {
        let extra = checkpoints.len().saturating_sub(KEPT);
        checkpoints.drain(..extra);
        self.checkpoints = checkpoints;
    }

    /// Checkpoint, Back to checkpoint, Undo to first mistake.
    pub(super) fn checkpoint_action(&mut self, action: Action) {
        if self.sheet.phase() != Phase::Playing {
            self.message = Message::NotPlaying;
            return;
        }
        match action {
            Action::Checkpoint => {
                let puzzle = self.sheet.puzzle();
                // Only this puzzle's checkpoints are kept: another puzzle's
                // are of no use once it is gone.
                self.checkpoints.retain(|c| c.puzzle() == puzzle);
                if self.checkpoints.last() != Some(&self.sheet) {
                    self.checkpoints.push(self.sheet.clone());
                }
                let extra = self.checkpoints.len().saturating_sub(KEPT);
                self.checkpoints.drain(..extra);
                self.message = Message::Checkpointed(self.checkpoints.len());
            }
            Action::BackToCheckpoint => match self.checkpoint().cloned() {
                None => self.message = Message::NoCheckpoint,
                Some(checkpoint) if checkpoint == self.sheet => {
                    self.message = Message::AtCheckpoint;
                }
                Some(checkpoint) => {
                    self.played(checkpoint);
                    self.message = Message::BackToCheckpoint;
                }
            },
            Action::UndoToMistake => {
                let solution = match self.solution() {
                    Ok(solution) => solution,
                    Err(why) => {
                        self.message = why;
                        return;
                    }
                };
                let undo = self.history.undo_sheets();
                match before_first_mistake(&self.sheet, &undo, &solution) {
                    Back::NoMistake => self.message = Message::NoMistake,
                    Back::To(sheet, changes) => {
                        self.played(sheet);
                        self.message = Message::BeforeFirstMistake(changes);
                    }
                    Back::Erased(sheet, erased) => {
                        self.played(sheet);
                        self.message = Message::MistakesErased(erased);
                    }
                }
            }
            _ => {}
        }
    }
}
