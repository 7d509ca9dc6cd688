//! The reducer's part for the difficulty of the board's puzzle: whenever
//! the givens change, the puzzle worker rates them
//! ([`crate::features::rate`]).

use super::State;
use crate::features::jobs::{Event, Job, Lane, Output, Wanted};
use crate::features::rate::Rated;

impl State {
    /// What is known of the difficulty of the board's puzzle.
    pub fn rated(&self) -> &Rated {
        &self.rated
    }

    /// Follows a change of the board: new givens are rated anew.
    pub(super) fn follow_rating(&mut self) {
        let puzzle = self.sheet.puzzle();
        // Only the givens count: clashing entries do not change the puzzle.
        // The rating knows classic rules only: a variant is not rated.
        let clashing = sudoku_solver::has_clash(&puzzle)
            || self.sheet.rules().variant() != crate::model::Variant::Classic;
        let mut last = self.last_job;
        self.rated.follow(puzzle, clashing, || {
            last = last.wrapping_add(1);
            last
        });
        self.last_job = last;
    }

    /// The rating job the puzzle worker should run, if any.
    pub(super) fn rating_job(&self) -> Option<Wanted> {
        self.rated.job().map(|(id, puzzle)| Wanted {
            lane: Lane::Rate,
            id,
            job: Job::Rate { puzzle },
        })
    }

    /// News of the rating lane.
    pub(super) fn rate_event(&mut self, event: Event) {
        match event {
            Event::Done {
                job,
                output: Output::Rated(difficulty),
            } => self.rated.done(job, Ok(difficulty)),
            Event::Failed { job, error } => self.rated.done(job, Err(error)),
            _ => {}
        }
    }
}
