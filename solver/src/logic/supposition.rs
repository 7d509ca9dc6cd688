//! Supposition, the last resort: assume a candidate, follow the naked and
//! hidden singles it forces, and when that ends in a contradiction remove
//! the candidate. Cells with two candidates are tried first.

use super::board::{digits_of, UNITS};
use super::{cell_name, Board, Contradiction, Step, Technique};
use crate::CELLS;

/// The first candidate (fewest-candidate cells first, then row-major, digits
/// ascending) whose assumption leads to a contradiction through singles.
pub(crate) fn find(board: &Board) -> Option<Step> {
    for size in 2..=9u32 {
        for cell in 0..CELLS {
            let cands = board.candidates(cell);
            if board.digit(cell) != 0 || cands.count_ones() != size {
                continue;
            }
            for digit in digits_of(cands) {
                let mut trial = *board;
                trial.place(cell, digit);
                if let Err(contradiction) = propagate(&mut trial) {
                    return Some(step(cell, digit, contradiction));
                }
            }
        }
    }
    None
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

fn step(cell: usize, digit: u8, contradiction: Contradiction) -> Step {
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
            "If {name} were {digit}, following the singles would lead to a contradiction ({contradiction}), so {digit} is removed from {name}.",
        ),
    }
}
