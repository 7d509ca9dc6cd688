//! What Step has done to a sheet: the steps applied, in order, and the
//! cells whose digits they placed.

use super::ShownStep;
use std::rc::Rc;
use sudoku_solver::CELLS;

/// The steps applied to a sheet and the cells whose digits they placed.
/// Kept in the sheet, so Undo and Redo restore it; cheap to clone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    steps: Rc<Vec<ShownStep>>,
    /// Bit `i` set when cell `i` was filled by a step.
    placed: u128,
}

impl Progress {
    /// The steps taken, first to last.
    pub fn steps(&self) -> &[ShownStep] {
        &self.steps
    }

    /// The steps taken, shared (cheap to clone for the page).
    pub fn shared(&self) -> Rc<Vec<ShownStep>> {
        Rc::clone(&self.steps)
    }

    /// True when cell `index` holds a digit placed by a step.
    pub fn placed(&self, index: usize) -> bool {
        index < CELLS && self.placed & (1u128 << index) != 0
    }

    /// The progress with `step` appended; `filled` lists the cells whose
    /// digits it actually placed.
    pub fn with_step(&self, step: &ShownStep, filled: &[usize]) -> Progress {
        let mut steps = Vec::with_capacity(self.steps.len() + 1);
        steps.extend(self.steps.iter().cloned());
        steps.push(step.clone());
        let mut placed = self.placed;
        for &cell in filled.iter().filter(|&&c| c < CELLS) {
            placed |= 1u128 << cell;
        }
        Progress {
            steps: Rc::new(steps),
            placed,
        }
    }

    /// The progress with its steps worded as `words` gives them: it is
    /// handed each step's number (0-based) and the step, and returns the
    /// step to keep in its place, or `None` to keep it as it is.
    pub fn reworded(
        &self,
        mut words: impl FnMut(usize, &ShownStep) -> Option<ShownStep>,
    ) -> Progress {
        let steps = self.steps.iter().enumerate();
        Progress {
            steps: Rc::new(
                steps
                    .map(|(i, s)| words(i, s).unwrap_or_else(|| s.clone()))
                    .collect(),
            ),
            placed: self.placed,
        }
    }

    /// Every candidate removed by the steps: (cell, digit).
    pub fn eliminations(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.steps
            .iter()
            .flat_map(|s| s.eliminations.iter().copied())
    }
}
