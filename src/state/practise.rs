//! The reducer's part for Practise: the technique chosen, making a puzzle
//! for it, and Skip to it ([`crate::features::practise`]).

use super::{Message, State};
use crate::features::explain::{self, Asked, Found, Note};
use crate::features::hint::Level;
use crate::model::ShownStep;
use sudoku_solver::rating::RatedTechnique;
use sudoku_solver::Grid;

impl State {
    /// The technique practised on the board: the board's puzzle is the
    /// last one Practise made.
    pub fn practising(&self) -> Option<RatedTechnique> {
        self.maker
            .practised
            .filter(|(_, puzzle)| *puzzle == self.sheet.puzzle())
            .map(|(technique, _)| technique)
    }

    /// Restores the technique of Practise and the last puzzle made for
    /// practising (saved data).
    pub fn restore_practise(
        &mut self,
        technique: RatedTechnique,
        practised: Option<(RatedTechnique, Grid)>,
    ) {
        self.maker.technique = technique;
        self.maker.practised = practised;
    }

    /// Practise: starts making a puzzle for the chosen technique.
    pub(super) fn practise(&mut self, seed: u64) {
        self.last_job = self.last_job.wrapping_add(1);
        self.maker.start_practise(self.last_job, seed);
        self.message = Message::Making;
    }

    /// Skip to it: the puzzle worker is asked for the hints' steps up to
    /// the technique's first use; the board must be one the hints can work
    /// on (no clash, no wrong entry), or the status says why, as for Hint.
    pub(super) fn skip_to_it(&mut self) {
        if let Some(technique) = self.practising() {
            self.ask(Asked::SkipTo(technique));
        }
    }

    /// The answer to Skip to it: the steps before the technique's first use
    /// are taken (one change for Undo, counted as one hint), and that step's
    /// hint is shown; no steps: the technique is not ahead.
    pub(super) fn skipped(
        &mut self,
        technique: RatedTechnique,
        mut steps: Vec<ShownStep>,
        multiple: bool,
    ) {
        let Some(step) = steps.pop() else {
            self.message = Message::SkipMissed(technique);
            return;
        };
        let sheet = steps
            .iter()
            .fold(self.sheet.clone(), |s, taken| s.with_step(taken));
        self.commit(sheet);
        self.tally.hints += 1;
        // The step the skip stopped at is the hint, found on the board as
        // it now is.
        let found = Found {
            step,
            multiple,
            on: explain::logic_board(&self.sheet),
            steppable: true,
        };
        self.message = Message::Explain(Box::new(Note::Hint {
            found: Box::new(found),
            level: Level::Where,
        }));
    }
}
