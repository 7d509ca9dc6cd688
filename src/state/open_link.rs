//! The reducer's part for links: a page opened with `?puzzle=` (and
//! `&progress=`, see [`crate::features::link`]).

use super::{Message, Source, State};
use crate::features::link;
use crate::model::{Kind, Phase, Sheet};
use sudoku_solver::Grid;

impl State {
    /// The state for a page opened with `?puzzle=<param>` (or without one:
    /// `None`). A bad value loads nothing and the status says why.
    pub fn from_link(param: Option<&str>) -> State {
        let mut state = State::new();
        if let Some(text) = param {
            if state.load_variant(text, Source::Link) {
                return state;
            }
            match Grid::parse(text) {
                Ok(puzzle) => {
                    state.set_sheet(Sheet::from_puzzle(puzzle).with_phase(Phase::Playing));
                    state.message = Message::Loaded(Source::Link, puzzle.filled());
                }
                Err(err) => {
                    state.message = Message::LinkFailed {
                        text: text.to_string(),
                        err,
                    }
                }
            }
        }
        state
    }

    /// Loads the puzzle of a `?puzzle=<param>` link on top of this
    /// (restored) state as an undoable edit, so a saved board is one Undo
    /// away. A bad value loads nothing and the status says why, with the
    /// text, so it can be fixed.
    pub fn open_link(&mut self, param: &str) {
        self.open_link_with(param, None);
    }

    #[cfg(feature = "variants")]
    /// The reader's progress of a `&progress=` link on the variant's
    /// puzzle just loaded (a code that cannot be read leaves it alone and
    /// says why).
    fn variant_progress(&mut self, progress: Option<&str>) {
        let (Some(code), Message::VariantLoaded { givens, .. }) = (progress, &self.message) else {
            return;
        };
        let givens = *givens;
        match link::read_progress(self.sheet.puzzle(), code) {
            Ok(sheet) => {
                let rules = self.sheet.rules().clone();
                self.set_sheet(sheet.with_rules(rules).with_phase(Phase::Playing));
                self.message = Message::LoadedProgress {
                    givens,
                    entries: self.sheet.count(Kind::Entered),
                };
            }
            Err(err) => self.message = Message::ProgressFailed(err),
        }
    }

    /// As [`State::open_link`], with the reader's progress of a
    /// `&progress=<code>` link ([`crate::features::link`]) on the puzzle.
    /// A code that cannot be read loads the puzzle alone and says why.
    pub fn open_link_with(&mut self, param: &str, progress: Option<&str>) {
        self.lost_on_start = match &self.message {
            Message::RestoreFailed(why) => Some(why.clone()),
            _ => None,
        };
        if self.load_variant(param, Source::Link) {
            #[cfg(feature = "variants")]
            self.variant_progress(progress);
            return;
        }
        let puzzle = match Grid::parse(param) {
            Ok(puzzle) => puzzle,
            Err(err) => {
                self.message = Message::LinkFailed {
                    text: param.to_string(),
                    err,
                };
                return;
            }
        };
        let read = progress.map(|code| link::read_progress(puzzle, code));
        match read {
            Some(Ok(sheet)) => {
                let replaced = self.commit(sheet);
                self.new_game(replaced);
                self.message = Message::LoadedProgress {
                    givens: puzzle.filled(),
                    entries: self.sheet.count(Kind::Entered),
                };
            }
            Some(Err(err)) => {
                self.load(puzzle);
                self.message = Message::ProgressFailed(err);
            }
            None => {
                self.load(puzzle);
                self.message = Message::Loaded(Source::Link, puzzle.filled());
            }
        }
    }
}
