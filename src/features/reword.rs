//! The steps on the board, worded again in the language the page speaks.
//!
//! A step's words are made in the puzzle worker ([`crate::features::explain::shown`]), in
//! the language it spoke then, which the step keeps ([`ShownStep::lang`]).
//! When the page changes its language, or Undo, Redo or a checkpoint
//! brings back steps taken in another one, the worker takes the board's
//! steps again from the board they start from, as it does for saved data
//! ([`crate::features::explain::replay`], [`crate::features::jobs::Job::Reword`]), and each
//! step found again, the same step, takes its new words ([`progress`]).
//! A step that is not found again (an entry typed between two steps
//! changes what the engine finds) keeps its words.

use crate::model::lang;
use crate::model::{Progress, Sheet, ShownStep};
use sudoku_solver::{Grid, CELLS};

/// What the puzzle worker is asked to word again for `sheet`: the board
/// its steps start from (its givens and entries, as saved data keeps it)
/// and how many steps; `None` when every step is in the language spoken.
pub fn wanted(sheet: &Sheet) -> Option<(Grid, usize)> {
    let steps = sheet.progress().steps();
    let spoken = lang::lang().tag();
    if steps.iter().all(|step| step.lang == spoken) {
        return None;
    }
    let mut base = sheet.puzzle();
    let entries = sheet.entries();
    for cell in (0..CELLS).filter(|&cell| entries.get(cell) != 0) {
        base.set(cell, entries.get(cell));
    }
    Some((base, steps.len()))
}

/// `progress` with each step that `taken` (its steps taken again, in the
/// language spoken, first to last) has at its place in their new words; a
/// step not found again keeps its words.
pub fn progress(progress: &Progress, taken: &[ShownStep]) -> Progress {
    progress.reworded(|i, step| taken.get(i).filter(|new| same(step, new)).cloned())
}

/// Whether `a` and `b` are the same step, whatever their words: the same
/// technique, placing and removing the same digits.
pub fn same(a: &ShownStep, b: &ShownStep) -> bool {
    a.key == b.key && a.placements == b.placements && a.eliminations == b.eliminations
}
