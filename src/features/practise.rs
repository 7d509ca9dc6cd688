//! Practising a technique: Practise makes a puzzle whose hardest step uses
//! the technique chosen (in the puzzle worker, through [`crate::features::make`]);
//! [`skip_to`] takes the hints' steps up to the first one that uses it, so
//! the player practises exactly that step.
//!
//! Pure Rust, tested natively.

use crate::features::explain::logic_board;
use crate::model::Sheet;
use sudoku_solver::generate::{met_by_hints, practicable};
use sudoku_solver::logic::{self, Step};
use sudoku_solver::rating::RatedTechnique;
use sudoku_solver::CELLS;

/// The techniques Practise offers: those that can be practised
/// ([`practicable`]) and that the page's hints show ([`met_by_hints`], and
/// not the unique rectangles and BUG, which the page's hints leave out),
/// in the rating's order.
pub fn techniques() -> impl Iterator<Item = RatedTechnique> {
    RatedTechnique::ALL.into_iter().filter(|&t| {
        practicable(t)
            && met_by_hints(t)
            && t.hint_techniques()
                .iter()
                .all(|h| !h.needs_unique_solution())
    })
}

/// `sheet` with the hints' steps taken up to the first that uses
/// `technique` (as the hints name it), how many were taken and that first
/// step (the hint to show); `None`
/// when the hints finish or get stuck without it (the player has gone past
/// it, or the board is not the puzzle's any more).
pub fn skip_to(sheet: &Sheet, technique: RatedTechnique) -> Option<(Sheet, usize, Step)> {
    let wanted = technique.hint_techniques();
    let mut sheet = sheet.clone();
    // Every step places a digit or removes a candidate.
    for taken in 0..CELLS * 10 {
        let step = logic::next_step(&logic_board(&sheet))?;
        if wanted.contains(&step.technique) {
            return Some((sheet, taken, step));
        }
        sheet = sheet.with_step(&step);
    }
    None
}
