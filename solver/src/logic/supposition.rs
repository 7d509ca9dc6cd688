//! Supposition, the last resort: assume a candidate, follow the naked and
//! hidden singles it forces, and when that ends in a contradiction remove
//! the candidate. Cells with two candidates are tried first. When no
//! candidate fails through singles alone, a second pass follows every
//! other technique and, inside the assumption, this first pass once more
//! (each is a sound deduction from the assumption, so a contradiction
//! still disproves it). The deep pass runs only on a puzzle with exactly
//! one solution: with several, nothing may fail and the search would only
//! cost time.

use super::{Board, Contradiction, Pattern, Step, Technique};
use crate::geometry::{CELLS, UNITS};
use crate::{Algorithm, Options, Verdict};

/// The work the deep pass may do, in units of one assumption tried (nested
/// ones included) or one round of the other techniques: a few milliseconds
/// natively. Every puzzle of norvig_top95 and magictour_top1465 needs far
/// less, the hardest-for-people puzzle of the tests under a quarter.
pub(crate) const DEEP_BUDGET: u32 = 10_000;

/// The first candidate (fewest-candidate cells first, then row-major, digits
/// ascending) whose assumption leads to a contradiction through singles;
/// failing that, on a puzzle with one solution, through the deep pass
/// (within [`DEEP_BUDGET`] assumptions).
pub(crate) fn find(board: &Board) -> Option<Step> {
    find_within(board, DEEP_BUDGET).0
}

/// As [`find`] with `budget` units for the deep pass; also the units the
/// deep pass used (0 when it did not run).
pub(crate) fn find_within(board: &Board, budget: u32) -> (Option<Step>, u32) {
    let mut unlimited = u32::MAX;
    if let Some(step) = try_each(board, false, &mut unlimited) {
        return (Some(step), 0);
    }
    let unique = crate::solve(&board.grid(), Algorithm::Fast, &Options::default()).verdict
        == Verdict::Unique;
    if !unique {
        return (None, 0);
    }
    let mut left = budget;
    let step = try_each(board, true, &mut left);
    (step, budget - left)
}

/// The first candidate whose assumption fails, following the singles only
/// or (`deep`) every other technique and the singles-only supposition.
/// Each assumption tried takes one from `budget`; at zero the search gives
/// up.
fn try_each(board: &Board, deep: bool, budget: &mut u32) -> Option<Step> {
    for size in 2..=9 {
        for cell in 0..CELLS {
            let cands = board.candidate_set(cell);
            if board.digit(cell) != 0 || cands.len() != size {
                continue;
            }
            for digit in cands {
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
/// the singles-only supposition, until nothing applies or `budget` runs out
/// (a unit a round).
/// The contradiction when one appears.
fn propagate_deep(board: &mut Board, budget: &mut u32) -> Result<(), Contradiction> {
    loop {
        propagate(board)?;
        if *budget == 0 {
            return Ok(());
        }
        *budget -= 1;
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
pub(crate) fn propagate(board: &mut Board) -> Result<(), Contradiction> {
    loop {
        if let Some(c) = board.contradiction() {
            return Err(c);
        }
        let mut changed = false;
        for cell in 0..CELLS {
            let cands = board.candidate_set(cell);
            if cands.len() == 1 {
                if let Some(d) = cands.first() {
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
    Step {
        technique: Technique::Supposition,
        placements: Vec::new(),
        eliminations: vec![(cell, digit)],
        cells,
        units,
        pattern: Pattern::Supposition {
            cell,
            digit,
            contradiction,
            deep,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::next_step;
    use crate::Grid;

    /// Published as the hardest puzzle for people: needs the deep pass.
    const HARDEST: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    /// `HARDEST` with its givens after the first `keep` removed.
    fn first_givens(keep: usize) -> Board {
        let mut seen = 0;
        let line: String = HARDEST
            .chars()
            .map(|c| {
                seen += usize::from(c != '.');
                if c != '.' && seen > keep {
                    '.'
                } else {
                    c
                }
            })
            .collect();
        Board::from_grid(&Grid::parse(&line).unwrap())
    }

    /// The board of `HARDEST` where the first deep step is needed.
    fn before_first_deep_step() -> Board {
        let mut board = first_givens(81);
        while let Some(step) = next_step(&board) {
            if step.explanation().contains("one more level") {
                return board;
            }
            assert!(board.apply(&step));
        }
        panic!("no deep step");
    }

    #[test]
    fn the_deep_pass_does_not_run_with_several_solutions() {
        // 20 givens leave several solutions: no step, and no deep work.
        assert_eq!(find_within(&first_givens(20), DEEP_BUDGET), (None, 0));
        // With the 21st the solution is unique and the deep pass finds a step.
        let (step, used) = find_within(&first_givens(21), DEEP_BUDGET);
        assert!(step.is_some());
        assert!(used > 0 && used < DEEP_BUDGET, "{used}");
    }

    #[test]
    fn the_deep_pass_stops_at_its_budget() {
        let board = before_first_deep_step();
        let (step, used) = find_within(&board, DEEP_BUDGET);
        let step = step.expect("found within the budget");
        assert_eq!(step.eliminations, [(69, 3)]);
        assert!(used * 2 < DEEP_BUDGET, "needs {used} of {DEEP_BUDGET}");
        // One unit short of what it needs: nothing, having spent it all.
        assert_eq!(find_within(&board, used - 1), (None, used - 1));
    }
}
