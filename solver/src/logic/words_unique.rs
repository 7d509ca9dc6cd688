//! The sentences of the techniques that hold only for a puzzle with one
//! solution (unique rectangles, BUG+1), beside `words.rs` which has every
//! other sentence of the engine.

use super::sort::sort;
use super::words::{and_list, capitalise, cells_list, or_list};
use super::{Bug, Pattern, Rectangle, Step};
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
                let shape = if corners.len() > 4 {
                    "loop"
                } else {
                    "rectangle"
                };
                let opening = format!(
                    "{} all hold {a} and {b} (a unique {shape}): if they held nothing else, {a} and {b} could swap in them and the puzzle would have two solutions",
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
                    Rectangle::Three {
                        cells: [p, q],
                        unit,
                        extra,
                        others,
                        digits,
                    } => format!(
                        "{opening}; {} and {} share {unit} and one of them is {}, so with {} they hold {} in {unit} (a naked {}): {} {} removed from {}.",
                        cell_name(*p),
                        cell_name(*q),
                        or_list(&extra.to_vec()),
                        cells_list(others),
                        and_list(&digits.to_vec()),
                        subset_name(digits.len()),
                        and_list(&self.removed_digits()),
                        if self.removed_digits().len() == 1 { "is" } else { "are" },
                        self.targets()
                    ),
                    Rectangle::ThreeHidden {
                        cells: [p, q],
                        unit,
                        others,
                        digits,
                    } => format!(
                        "{opening}; {} and {} share {unit}, so they cannot both be {a} or {b}, and in {unit}, {} can only go in them and in {}, so {} {} only {} (a hidden {}): {} {} removed from {}.",
                        cell_name(*p),
                        cell_name(*q),
                        and_list(&digits.to_vec()),
                        cells_list(others),
                        cells_list(others),
                        if others.len() == 1 { "holds" } else { "hold" },
                        and_list(&digits.to_vec()),
                        subset_name(digits.len()),
                        and_list(&self.removed_digits()),
                        if self.removed_digits().len() == 1 { "is" } else { "are" },
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
            Pattern::Bug { kind } => {
                let grave = "without them every empty cell would have two candidates and every candidate two places in each row, column and box, a pattern with two solutions (a BUG)";
                match kind {
                    Bug::Two { cells, digit } => format!(
                        "{} have {digit} beside two candidates each, and {grave}, so one of them is {digit}: {digit} is removed from {}.",
                        capitalise(&cells_list(cells)),
                        self.targets()
                    ),
                    Bug::Three {
                        cells,
                        unit,
                        extras,
                        others,
                        digits,
                    } => format!(
                        "{} have {} beside two candidates, and {grave}, so one of them is {}; they share {unit}, so with {} they hold {} in {unit} (a naked {}): {} {} removed from {}.",
                        capitalise(&cells_list(cells)),
                        and_list(&extras.to_vec()),
                        or_list(&extras.to_vec()),
                        cells_list(others),
                        and_list(&digits.to_vec()),
                        subset_name(digits.len()),
                        and_list(&self.removed_digits()),
                        if self.removed_digits().len() == 1 { "is" } else { "are" },
                        self.targets()
                    ),
                    Bug::Four {
                        cells: [p, q],
                        unit,
                        extras: [ep, eq],
                        digit,
                    } => format!(
                        "{} has {} and {} has {} beside two candidates, and {grave}, so {} is {} or {} is {}; they share {unit}, where {digit} can only go in them, so whichever is not one of those is {digit}: {} {} removed from {}.",
                        capitalise(&cell_name(*p)),
                        and_list(&ep.to_vec()),
                        cell_name(*q),
                        and_list(&eq.to_vec()),
                        cell_name(*p),
                        or_list(&ep.to_vec()),
                        cell_name(*q),
                        or_list(&eq.to_vec()),
                        and_list(&self.removed_digits()),
                        if self.removed_digits().len() == 1 { "is" } else { "are" },
                        self.targets()
                    ),
                }
            }
            _ => self.explanation(),
        }
    }
}

/// The name of a naked subset of `n` digits.
fn subset_name(n: usize) -> &'static str {
    match n {
        2 => "pair",
        3 => "triple",
        4 => "quad",
        _ => "subset",
    }
}

impl Step {
    /// The digits the step removes, ascending, each once.
    fn removed_digits(&self) -> Vec<u8> {
        let mut ds: Vec<u8> = self.eliminations.iter().map(|&(_, d)| d).collect();
        sort(&mut ds);
        ds.dedup();
        ds
    }
}
