//! The reducer's part for playing: the selection, typing in each mode,
//! marks, Start and Edit puzzle, Check, Reveal and the clock.

use super::{Action, Dropped, InputMode, Message, Source, State};
use crate::features::explain::{self, Note};
use crate::features::play::Tally;
use crate::model::{cells_of, Phase, Sheet};
use sudoku_solver::{Grid, CELLS};

/// Every cell selected.
const ALL_CELLS: u128 = (1u128 << CELLS) - 1;

/// How many ended games Undo and Redo can bring back the time and help of.
const GAMES_KEPT: usize = 16;

/// What typing a digit would do.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Typed {
    /// Nothing changes (the digit is there already, no cell is selected).
    Nothing,
    /// The selected cells cannot take it (givens, solved digits).
    Locked,
    /// Entering: the sheet with the new givens, and what they took away.
    Given(Sheet, Dropped),
    /// Playing: the sheet with the entries, marks or colours.
    Played(Sheet),
}

impl State {
    /// What typing `digit` (0 erases) on the selection would do.
    pub(super) fn typed(&self, digit: u8) -> Typed {
        let digit = if digit <= 9 { digit } else { 0 };
        let selection = self.selection;
        if selection == 0 {
            return Typed::Nothing;
        }
        if self.sheet.phase() == Phase::Entering {
            let next = cells_of(selection).fold(self.sheet.clone(), |sheet, i| {
                if sheet.value(i) == digit && sheet.kind(i) != crate::model::Kind::Entered {
                    sheet
                } else {
                    sheet.edited(i, digit)
                }
            });
            if next == self.sheet {
                return Typed::Nothing;
            }
            let dropped = if self.sheet.has_solution() {
                Dropped::Solution
            } else {
                match self.sheet.progress().steps().len() {
                    0 => Dropped::Nothing,
                    n => Dropped::Steps(n),
                }
            };
            return Typed::Given(next, dropped);
        }
        let next = match (self.input_mode, digit) {
            (InputMode::Colour, d) => self.sheet.paint(selection, d),
            (_, 0) => self.sheet.erase(selection),
            (InputMode::Digit, d) => {
                if !cells_of(selection).any(|i| self.sheet.is_open(i)) {
                    return Typed::Locked;
                }
                self.sheet.enter(selection, d, self.tidy_marks)
            }
            (InputMode::Corner, d) => self.sheet.toggle_corner(selection, d),
            (InputMode::Centre, d) => self.sheet.toggle_centre(selection, d),
        };
        if next == self.sheet {
            Typed::Nothing
        } else {
            Typed::Played(next)
        }
    }

    /// A change the reader made while playing: recorded, and the news when
    /// it completes the grid. A hint (or a refused one) about the digits
    /// as they were no longer holds once a digit changes: it goes.
    pub(super) fn played(&mut self, next: Sheet) {
        let was_finished = self.is_finished();
        let digits_before = *self.sheet.grid();
        if !self.commit(next) {
            return;
        }
        if !was_finished && self.is_finished() {
            self.record_finish();
            self.message = Message::Finished;
        } else if *self.sheet.grid() != digits_before {
            if let Message::Explain(note) = &self.message {
                if matches!(note.as_ref(), Note::Hint { .. } | Note::Blocked(_)) {
                    self.message = Message::HintGone;
                }
            }
        }
    }

    /// Selecting with clicks, drags and keys.
    pub(super) fn select(&mut self, action: Action) {
        let bit = |i: usize| if i < CELLS { 1u128 << i } else { 0 };
        match action {
            Action::Select(i) if i < CELLS => {
                self.selected = i;
                self.selection = bit(i);
            }
            Action::SelectAlso(i) if i < CELLS => {
                self.selected = i;
                self.selection ^= bit(i);
            }
            Action::SelectMore(i) if i < CELLS => {
                self.selected = i;
                self.selection |= bit(i);
            }
            Action::SelectAll => self.selection = ALL_CELLS,
            Action::SelectNone => self.selection = 0,
            Action::Move(direction) => {
                self.selected = super::moved(self.selected, direction);
                self.selection = bit(self.selected);
            }
            Action::MoveExtend(direction) => {
                // Every cell on the way (Shift+End: the rest of the row).
                let from = self.selected;
                let to = super::moved(from, direction);
                let (low, high) = (from.min(to), from.max(to));
                let step = if from / 9 == to / 9 { 1 } else { 9 };
                for cell in (low..=high).step_by(step) {
                    self.selection |= bit(cell);
                }
                self.selected = to;
            }
            _ => {}
        }
    }

    /// Marks, modes, Start and Edit puzzle, Check, Reveal and the clock.
    pub(super) fn play_action(&mut self, action: Action) {
        let needs_puzzle = matches!(
            action,
            Action::Check | Action::Reveal | Action::FillCentreMarks
        );
        if needs_puzzle && !self.sheet.has_puzzle() {
            self.message = Message::NoPuzzle;
            return;
        }
        match action {
            Action::Corner(d) => self.played(self.sheet.toggle_corner(self.selection, d)),
            Action::Centre(d) => self.played(self.sheet.toggle_centre(self.selection, d)),
            Action::SetInputMode(mode) => self.input_mode = mode,
            Action::SetTidyMarks(on) => self.tidy_marks = on,
            Action::SetShowPeers(on) => self.show_peers = on,
            Action::Start if self.regions_unfinished() => {}
            Action::Start => {
                let givens = self.sheet.givens();
                if !self.sheet.has_puzzle() || !self.clashes.is_empty() || !self.faults.is_empty() {
                    self.message = Message::CannotStart;
                } else if self.sheet.phase() == Phase::Entering {
                    let replaced = self.commit(self.sheet.with_phase(Phase::Playing));
                    self.new_game(replaced);
                    // Playing a puzzle without one solution is allowed, but
                    // said: Check, Reveal and hints will need one.
                    self.message = match self.solution() {
                        Ok(_) => Message::Started(givens),
                        Err(Message::NoSingleSolution(why)) => Message::StartedWithout(givens, why),
                        Err(_) => Message::Started(givens),
                    };
                }
            }
            Action::EditPuzzle if self.commit(self.sheet.with_phase(Phase::Entering)) => {
                self.message = Message::Entering;
            }
            Action::Check => match self.solution() {
                Ok(solution) => {
                    self.wrong = self.sheet.wrong_entries(&solution);
                    self.tally.checks += 1;
                    self.message = Message::Checked {
                        wrong: self.wrong.count_ones() as usize,
                        entries: self.sheet.count(crate::model::Kind::Entered),
                    };
                }
                Err(why) => self.message = why,
            },
            Action::Reveal => match self.solution() {
                Ok(solution) => {
                    let next = self.sheet.reveal(self.selection, &solution);
                    let revealed = (0..CELLS)
                        .filter(|&i| next.value(i) != self.sheet.value(i))
                        .count();
                    self.tally.reveals += revealed as u32;
                    self.message = Message::Revealed(revealed);
                    self.played(next);
                }
                Err(why) => self.message = why,
            },
            Action::FillCentreMarks => {
                let candidates = explain::candidates(&self.sheet);
                self.commit(self.sheet.with_centre_marks(&candidates));
            }
            Action::Tick { now, visible } => {
                let counting =
                    visible && self.sheet.phase() == Phase::Playing && !self.is_finished();
                self.tally.tick(now, counting);
            }
            _ => {}
        }
    }

    /// The one solution of the givens, or the message why there is none.
    pub(super) fn solution(&self) -> Result<Grid, Message> {
        // A variant's solution from the puzzle worker, once it has it.
        if let Some(Some(result)) = self.settle.as_ref().map(|s| s.result) {
            return result.map_err(Message::NoSingleSolution);
        }
        crate::features::variant::solution_under(&self.sheet.puzzle(), self.sheet.rules())
            .map_err(Message::NoSingleSolution)
    }

    /// Loads `puzzle` (a link or a paste): its givens, played at once.
    pub(super) fn load(&mut self, puzzle: Grid) {
        let replaced = self.commit(Sheet::from_puzzle(puzzle).with_phase(Phase::Playing));
        self.new_game(replaced);
    }

    /// Loads puzzle text from `source` (a paste, the Batch panel): a text
    /// that is not a puzzle, or an empty grid, changes nothing and says why.
    pub(super) fn load_text(&mut self, text: &str, source: Source) {
        if self.load_variant(text, source) {
            return;
        }
        match Grid::parse(text) {
            Ok(puzzle) if puzzle.filled() == 0 => self.message = Message::LoadEmpty(source),
            Ok(puzzle) => {
                self.load(puzzle);
                self.message = Message::Loaded(source, puzzle.filled());
            }
            Err(err) => self.message = Message::LoadFailed(source, err),
        }
    }

    /// Loads a variant's text (killer short form, SumoCue's form, the
    /// project's own line) from `source`, to play at once; false, and
    /// nothing done, when `text` is not a variant's. A text that breaks
    /// the rules loads nothing and says why. A jigsaw whose regions are
    /// still being drawn is loaded to be entered.
    #[cfg(feature = "variants")]
    pub(super) fn load_variant(&mut self, text: &str, source: Source) -> bool {
        if !crate::features::variant::is_variant_text(text) {
            return false;
        }
        match crate::features::variant::sheet_of(text) {
            Ok(sheet) if sheet.drawing().is_some() => self.load_drawing(sheet, source),
            Ok(sheet) => {
                let givens = sheet.puzzle();
                let rules = sheet.rules();
                let (variant, cages) = (rules.variant(), rules.cages().len());
                let replaced = self.commit(sheet.with_phase(Phase::Playing));
                self.new_game(replaced);
                self.message = Message::VariantLoaded {
                    source,
                    variant,
                    givens: givens.filled(),
                    cages,
                };
            }
            Err(why) => self.message = Message::VariantFailed(source, why),
        }
        true
    }

    /// The first load's module reads no variant (its board hands a
    /// variant's text over to the variants module before it gets here).
    #[cfg(not(feature = "variants"))]
    pub(super) fn load_variant(&mut self, _text: &str, _source: Source) -> bool {
        false
    }

    /// A new game: the clock and the help used start again. When an edit
    /// `replaced` the sheet, the game it ends is kept with that sheet, so
    /// that Undo brings back its time and help ([`State::switch_game`]).
    pub(super) fn new_game(&mut self, replaced: bool) {
        let ended = std::mem::take(&mut self.tally);
        if let (true, Some(before)) = (replaced, self.history.last_undo()) {
            self.keep_game(before.clone(), ended);
        }
        self.wrong = 0;
    }

    /// Keeps the tally of the game shown with `sheet`, the newest last.
    fn keep_game(&mut self, sheet: Sheet, tally: Tally) {
        self.games.retain(|(kept, _)| *kept != sheet);
        self.games.push((sheet, tally));
        let extra = self.games.len().saturating_sub(GAMES_KEPT);
        self.games.drain(..extra);
    }

    /// After Undo or Redo left `leaving` for the sheet shown now: when a
    /// game ended at this sheet (Clear, a new puzzle), its time and help
    /// come back, and the game left is kept for Redo or Undo. The clock
    /// goes on from its last tick.
    pub(super) fn switch_game(&mut self, leaving: Sheet) {
        let Some(at) = self.games.iter().position(|(kept, _)| *kept == self.sheet) else {
            return;
        };
        let (_, tally) = self.games.remove(at);
        let last_tick = self.tally.last_tick;
        let left = std::mem::replace(&mut self.tally, Tally { last_tick, ..tally });
        self.keep_game(leaving, left);
    }
}
