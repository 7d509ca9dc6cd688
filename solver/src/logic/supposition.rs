//! Supposition, the last resort: assume a candidate, follow the naked and
//! hidden singles it forces, and when that ends in a contradiction remove
//! the candidate. Cells with two candidates are tried first. When no
//! candidate fails through singles alone, a second pass follows every
//! other technique and, inside the assumption, this first pass once more
//! (each is a sound deduction from the assumption, so a contradiction
//! still disproves it). The deep pass runs only on a puzzle with exactly
//! one solution: with several, nothing may fail and the search would only
//! cost time.

use super::board::{digits_of, UNITS};
use super::{cell_name, Board, Contradiction, Step, Technique};
use crate::{Algorithm, Options, Verdict, CELLS};

/// How many assumptions the deep pass may try in all, nested ones
/// included: a few milliseconds of work. Every puzzle of norvig_top95 and
/// magictour_top1465 needs far fewer, the hardest-for-people puzzle of the
/// tests about a quarter.
pub(crate) const DEEP_BUDGET: u32 = 10_000;

/// The first candidate (fewest-candidate cells first, then row-major, digits
/// ascending) whose assumption leads to a contradiction through singles;
/// failing that, on a puzzle with one solution, through the deep pass
/// (within [`DEEP_BUDGET`] assumptions).
pub(crate) fn find(board: &Board) -> Option<Step> {
    let mut unlimited = u32::MAX;
    if let Some(step) = try_each(board, false, &mut unlimited) {
        return Some(step);
    }
    let unique = crate::solve(&board.grid(), Algorithm::Fast, &Options::default()).verdict
        == Verdict::Unique;
    let mut budget = DEEP_BUDGET;
    unique.then(|| try_each(board, true, &mut budget)).flatten()
}

/// The first candidate whose assumption fails, following the singles only
/// or (`deep`) every other technique and the singles-only supposition.
/// Each assumption tried takes one from `budget`; at zero the search gives
/// up.
fn try_each(board: &Board, deep: bool, budget: &mut u32) -> Option<Step> {
    for size in 2..=9u32 {
        for cell in 0..CELLS {
            let cands = board.candidates(cell);
            if board.digit(cell) != 0 || cands.count_ones() != size {
                continue;
            }
            for digit in digits_of(cands) {
                if *budget == 0 {
                    return None;
                }
                *budget -= 1;
                let mut trial = *board;
                trial.place(cell, digit);
                let outcome = if deep {
                    propagate_deep(&mut trial, budget)
                } else {
                    propagate(&mut trial)
                };
                if let Err(contradiction) = outcome {
                    return Some(step(cell, digit, contradiction, deep));
                }
            }
        }
    }
    None
}

/// Follows the singles, then every technique short of supposition, then
/// the singles-only supposition (within `budget`), until nothing applies.
/// The contradiction when one appears.
fn propagate_deep(board: &mut Board, budget: &mut u32) -> Result<(), Contradiction> {
    loop {
        propagate(board)?;
        let found = super::next_step_with(board, Technique::SimpleColouring)
            .or_else(|| try_each(board, false, budget));
        match found {
            Some(step) if board.apply(&step) => {}
            _ => return board.contradiction().map_or(Ok(()), Err),
        }
    }
}

/// Places naked and hidden singles until none is left. The contradiction
/// when one appears.
fn propagate(board: &mut Board) -> Result<(), Contradiction> {
    loop {
        if let Some(c) = board.contradiction() {
            return Err(c);
        }
        let mut changed = false;
        for cell in 0..CELLS {
            let cands = board.candidates(cell);
            if cands.count_ones() == 1 {
                if let Some(d) = digits_of(cands).next() {
                    changed |= board.place(cell, d);
                }
            }
        }
        for (u, unit) in UNITS.iter().enumerate() {
            for digit in 1..=9u8 {
                let positions = board.positions(u, digit);
                if positions.count_ones() == 1 {
                    let cell = unit[positions.trailing_zeros() as usize] as usize;
                    changed |= board.place(cell, digit);
                }
            }
        }
        if !changed {
            return Ok(());
        }
    }
}

fn step(cell: usize, digit: u8, contradiction: Contradiction, deep: bool) -> Step {
    let mut cells = vec![cell];
    let mut units = Vec::new();
    match contradiction {
        Contradiction::NoCandidates { cell: c } => cells.push(c),
        Contradiction::Clash { unit, .. } | Contradiction::NoPlace { unit, .. } => units.push(unit),
    }
    let name = cell_name(cell);
    Step {
        technique: Technique::Supposition,
        placements: Vec::new(),
        eliminations: vec![(cell, digit)],
        cells,
        units,
        explanation: format!(
            "If {name} were {digit}, following the {} would lead to a contradiction ({contradiction}), so {digit} is removed from {name}.",
            if deep {
                "singles, the other techniques and one more level of supposition"
            } else {
                "singles"
            },
        ),
    }
}
