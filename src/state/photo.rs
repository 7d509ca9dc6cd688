//! The reducer's part for reading a photo: the preview while the reader
//! worker reads it, the reader's corrections, and Use this puzzle
//! ([`crate::features::photo`]).

use super::{Action, Message, Source, State};
use crate::features::jobs::{Event, Job, Lane, Output, Wanted};
use crate::features::photo::{Check, Photo, Stage};
use crate::model::{Phase, Sheet};

impl State {
    /// The photo being read or previewed, if any.
    pub fn photo(&self) -> Option<&Photo> {
        self.photo.as_ref()
    }

    /// The photo actions.
    pub(super) fn photo_action(&mut self, action: Action) {
        match action {
            Action::OpenPhoto {
                file,
                name,
                thumbnail,
                read,
            } => {
                self.last_job = self.last_job.wrapping_add(1);
                let mut photo = Photo {
                    file,
                    job: self.last_job,
                    name,
                    thumbnail,
                    stage: Stage::Reading,
                };
                if let Some(reading) = read {
                    photo.done(self.last_job, Ok(reading));
                }
                self.photo = Some(photo);
            }
            Action::PhotoDigit { cell, digit } => {
                if let Some(Stage::Read(read)) = self.photo.as_mut().map(|p| &mut p.stage) {
                    read.fix(cell, digit);
                }
            }
            Action::UsePhoto => self.use_photo(),
            Action::ClosePhoto => self.photo = None,
            _ => {}
        }
    }

    /// Loads the preview's digits as the givens, as one undoable edit: to
    /// play when they have one solution, else to correct on the board.
    fn use_photo(&mut self) {
        let Some(Stage::Read(read)) = self.photo.as_ref().map(|p| &p.stage) else {
            return;
        };
        let puzzle = read.puzzle();
        // Fewer than 17 digits is no puzzle: the preview stays and says so.
        let check = read.check();
        if matches!(check, Check::TooFew(_)) {
            return;
        }
        let ready = check == Check::Ready;
        self.photo = None;
        if ready {
            self.load(puzzle);
        } else {
            let replaced = self.commit(Sheet::from_puzzle(puzzle).with_phase(Phase::Entering));
            self.new_game(replaced);
        }
        self.message = Message::Loaded(Source::Photo, puzzle.filled());
    }

    /// The reading job the reader worker should run, if any.
    pub(super) fn reading_job(&self) -> Option<Wanted> {
        let photo = self.photo.as_ref()?;
        (photo.stage == Stage::Reading).then_some(Wanted {
            lane: Lane::Read,
            id: photo.job,
            job: Job::Read { file: photo.file },
        })
    }

    /// News of the reading lane.
    pub(super) fn read_event(&mut self, event: Event) {
        let Some(photo) = self.photo.as_mut() else {
            return;
        };
        match event {
            Event::Done {
                job,
                output: Output::Read(reading),
            } => photo.done(job, Ok(reading)),
            Event::Failed { job, error } => photo.done(job, Err(error)),
            _ => {}
        }
    }
}
