//! Practising a technique: Practise makes a puzzle whose hardest step uses
//! the technique chosen (in the puzzle worker, through [`crate::features::make`]);
//! Skip to it takes the hints' steps up to the first one that uses it
//! ([`crate::features::explain::answer`], in the puzzle worker), so the
//! player practises exactly that step.
//!
//! Pure Rust, tested natively.

use sudoku_solver::generate::{met_by_hints, practicable};
use sudoku_solver::rating::RatedTechnique;

/// A technique's stable key, the end of its message's id
/// (`technique-<key>`, `crate::text::names`): "X-Wing" is `x-wing`, "BUG+1" is `bug-plus-1`.
pub fn technique_key(technique: RatedTechnique) -> String {
    let mut key = String::new();
    for c in technique.name().chars() {
        if c == '+' {
            if !key.is_empty() && !key.ends_with('-') {
                key.push('-');
            }
            key.push_str("plus-");
        } else if c.is_ascii_alphanumeric() {
            key.push(c.to_ascii_lowercase());
        } else if !key.is_empty() && !key.ends_with('-') {
            key.push('-');
        }
    }
    key.trim_end_matches('-').to_string()
}

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
