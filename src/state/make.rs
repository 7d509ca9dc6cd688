//! The reducer's part for New puzzle: the Level chosen, the puzzle worker
//! making a puzzle ([`crate::features::make`]), and loading it to play.

use super::{Message, State};
use crate::features::jobs::{Event, Job, Lane, Output, Wanted};
use crate::features::make::Maker;
use crate::features::rate::Rated;
use sudoku_solver::date::Date;
use sudoku_solver::rating::Level;

impl State {
    /// The New puzzle part: the level chosen and the puzzle being made.
    pub fn maker(&self) -> &Maker {
        &self.maker
    }

    /// Restores the level of New puzzle (saved data).
    pub fn restore_level(&mut self, level: Level) {
        self.maker.level = level;
    }

    /// Chooses the level of the next new puzzle (also a saved setting).
    pub(super) fn set_level(&mut self, level: Level) {
        self.maker.level = level;
    }

    /// New puzzle: starts making one of the chosen level from `seed`.
    pub(super) fn new_puzzle(&mut self, seed: u64) {
        self.last_job = self.last_job.wrapping_add(1);
        self.maker.start(self.last_job, seed);
        self.message = Message::Making;
    }

    /// Today's puzzle: starts making the puzzle of `date` at the chosen level.
    pub(super) fn todays_puzzle(&mut self, date: Date) {
        self.last_job = self.last_job.wrapping_add(1);
        self.maker.start_daily(self.last_job, date);
        self.message = Message::Making;
    }

    /// Cancel: stops making a puzzle; the board is as it was.
    pub(super) fn cancel_new_puzzle(&mut self) {
        if let Some(making) = self.maker.making.take() {
            self.message = match making.practise {
                Some(technique) => Message::PractiseCancelled(technique),
                None => Message::MakeCancelled(making.level),
            };
        }
    }

    /// The job the puzzle worker should run for New puzzle, if any.
    pub(super) fn making_job(&self) -> Option<Wanted> {
        self.maker.making.map(|making| Wanted {
            lane: Lane::Make,
            id: making.job,
            job: match making.daily {
                Some(date) => Job::Daily {
                    date,
                    level: making.level,
                },
                None => Job::Make {
                    level: making.level,
                    seed: making.seed,
                    technique: making.practise,
                },
            },
        })
    }

    /// News of the New puzzle lane: a made puzzle is loaded to play, as
    /// one undoable change.
    pub(super) fn make_event(&mut self, event: Event) {
        match event {
            Event::Progress { job, calls, .. } => self.maker.progress(job, calls),
            Event::Done {
                job,
                output: Output::Made(made),
            } => {
                let daily = self.maker.making.and_then(|m| m.daily);
                let practise = self.maker.making.and_then(|m| m.practise);
                if !self.maker.finish(job) {
                    return;
                }
                self.load(made.puzzle);
                if let Some(date) = daily {
                    self.loaded_daily(date, made.puzzle);
                }
                self.maker.practised = practise.map(|t| (t, made.puzzle));
                self.rated = Rated::Known {
                    puzzle: made.puzzle,
                    difficulty: made.difficulty.clone(),
                };
                self.message = Message::Made {
                    level: made.difficulty.level(),
                    givens: made.puzzle.filled(),
                    daily,
                    practise,
                };
            }
            Event::Failed { job, error } => {
                let level = self.maker.making.map(|m| m.level);
                if let (true, Some(level)) = (self.maker.finish(job), level) {
                    self.message = Message::MakeFailed { level, error };
                }
            }
            Event::Done { .. } => {}
        }
    }
}
