//! The sentences of the techniques that hold only for a puzzle with one
//! solution (unique rectangles, BUG+1), beside `words.rs` which has every
//! other sentence of the engine.

use super::words::{and_list, capitalise, cells_list, or_list};
use super::{Pattern, Rectangle, Step};
use crate::geometry::cell_name;

impl Step {
    /// The explanation of a unique rectangle or a BUG+1 step (called by
    /// [`Step::explanation`]).
    pub(super) fn unique_explanation(&self) -> String {
        match &self.pattern {
            Pattern::UniqueRectangle {
                corners,
                digits: [a, b],
                kind,
            } => {
                let opening = format!(
                    "{} all hold {a} and {b} (a unique rectangle): if they held nothing else, {a} and {b} could swap in them and the puzzle would have two solutions",
                    capitalise(&cells_list(corners))
                );
                match kind {
                    Rectangle::One { cell } => format!(
                        "{opening}; {} is the only one with other candidates, so it can be neither: {a} and {b} are removed from it.",
                        cell_name(*cell)
                    ),
                    Rectangle::Two { cells, digit } => format!(
                        "{opening}; {} have only {digit} beside them, so one of them is {digit}: {digit} is removed from {}.",
                        cells_list(cells),
                        self.targets()
                    ),
                    Rectangle::Four {
                        cells: [p, q],
                        unit,
                        locked,
                        removed,
                    } => format!(
                        "{opening}; in {unit}, {locked} can only go in {} or {}, so one of them is {locked} and neither can be {removed}: {removed} is removed from both.",
                        cell_name(*p),
                        cell_name(*q)
                    ),
                }
            }
            Pattern::BugPlusOne { cell, extras } => {
                let removed: Vec<u8> = self.eliminations.iter().map(|&(_, d)| d).collect();
                let name = cell_name(*cell);
                format!(
                    "Every empty cell but {name} has two candidates, and without {} there every candidate would have two places in each row, column and box, a pattern with two solutions (a BUG+1), so {name} must be {}: {} {} removed from it.",
                    or_list(&extras.to_vec()),
                    or_list(&extras.to_vec()),
                    and_list(&removed),
                    if removed.len() == 1 { "is" } else { "are" }
                )
            }
            _ => self.explanation(),
        }
    }
}
