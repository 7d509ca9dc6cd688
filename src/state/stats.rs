//! The reducer's part for the statistics: the day (from the clock), Today's
//! puzzle on the board, each puzzle finished by hand recorded
//! ([`crate::features::stats`]), and a statistics file imported.

use super::{Message, State};
use crate::features::jobs::{Event, Job, Lane, Output, Wanted};
use crate::features::lanes::JobId;
use crate::features::rate::Rated;
use crate::features::stats::{Finish, Statistics};
use std::rc::Rc;
use sudoku_solver::date::Date;
use sudoku_solver::Grid;

/// The statistics and what recording a finished puzzle needs to know.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    /// Every puzzle finished by hand (shared: the state is cloned per action).
    pub(super) stats: Rc<Statistics>,
    /// Today (UTC), from the clock's last tick.
    pub(super) today: Option<Date>,
    /// The last Today's puzzle loaded: its day and givens.
    pub(super) daily: Option<(Date, Grid)>,
    /// The statistics file being read in the puzzle worker: its job, its
    /// number for the worker and its name.
    pub(super) importing: Option<(JobId, u32, String)>,
}

impl State {
    /// Every puzzle finished by hand.
    pub fn stats(&self) -> &Rc<Statistics> {
        &self.record.stats
    }

    /// Today (UTC), once the clock has ticked.
    pub fn today(&self) -> Option<Date> {
        self.record.today
    }

    /// The day of the board's puzzle, when it is a Today's puzzle.
    pub fn daily(&self) -> Option<Date> {
        self.daily_loaded()
            .filter(|(_, puzzle)| *puzzle == self.sheet.puzzle())
            .map(|(date, _)| date)
    }

    /// The last Today's puzzle loaded, on the board or not (saved data).
    pub fn daily_loaded(&self) -> Option<(Date, Grid)> {
        self.record.daily
    }

    /// Restores the statistics and the last Today's puzzle (saved data).
    pub fn restore_stats(&mut self, stats: Statistics, daily: Option<(Date, Grid)>) {
        self.record.stats = Rc::new(stats);
        self.record.daily = daily;
    }

    /// The clock says it is `date`.
    pub(super) fn set_today(&mut self, date: Date) {
        self.record.today = Some(date);
    }

    /// Today's puzzle of `date` was loaded.
    pub(super) fn loaded_daily(&mut self, date: Date, puzzle: Grid) {
        self.record.daily = Some((date, puzzle));
    }

    /// The puzzle was just finished by hand: it joins the statistics, with
    /// its level when known, its time and the help used; a variant's
    /// puzzle with its variant and its project's line (docs/variants.md),
    /// unrated and never the day's puzzle. Without a date (the clock has
    /// not ticked) nothing is recorded.
    pub(super) fn record_finish(&mut self) {
        let puzzle = self.sheet.puzzle();
        let Some(today) = self.record.today else {
            return;
        };
        let level = match &self.rated {
            Rated::Known {
                puzzle: rated,
                difficulty,
            } if *rated == puzzle => Some(difficulty.level()),
            _ => None,
        };
        let finish = Finish {
            on: today,
            level,
            seconds: self.tally.seconds(),
            hints: self.tally.hints,
            checks: self.tally.checks,
            reveals: self.tally.reveals,
            daily: self.daily() == Some(today),
            puzzle,
            variant: crate::model::Variant::Classic,
            line: String::new(),
        };
        // The first load plays classic puzzles only.
        #[cfg(feature = "variants")]
        let finish = match crate::features::variant::line(&self.sheet) {
            Some(line) => Finish {
                level: None,
                daily: false,
                puzzle: Grid::empty(),
                variant: self.sheet.rules().variant(),
                line,
                ..finish
            },
            None => finish,
        };
        Rc::make_mut(&mut self.record.stats).record(finish);
    }

    /// A statistics file was chosen: the puzzle worker reads it.
    pub(super) fn import_stats(&mut self, name: String, file: u32) {
        self.last_job = self.last_job.wrapping_add(1);
        self.record.importing = Some((self.last_job, file, name));
    }

    /// The job the puzzle worker should run for Import, if any.
    pub(super) fn importing_job(&self) -> Option<Wanted> {
        self.record.importing.as_ref().map(|(id, file, _)| Wanted {
            lane: Lane::Import,
            id: *id,
            job: Job::ImportStats {
                file: *file,
                text: String::new(),
            },
        })
    }

    /// News of the file being read: its results join these, or it is
    /// refused with the reason and nothing changes.
    pub(super) fn import_event(&mut self, event: Event) {
        let Some((job, _, name)) = self.record.importing.clone() else {
            return;
        };
        let read = match event {
            Event::Done {
                job: done,
                output: Output::StatsFile(lines),
            } if done == job => Statistics::from_lines(&lines),
            Event::Failed { job: failed, error } if failed == job => Err(error),
            _ => return,
        };
        self.record.importing = None;
        match read {
            Ok(imported) => {
                let (stats, added) = self.record.stats.merged(imported);
                self.record.stats = Rc::new(stats);
                self.message = Message::StatsImported { added };
            }
            Err(why) => self.message = Message::StatsRefused { name, why },
        }
    }
}
