//! Handing the page over to the variants module (docs/variants.md, "The
//! page"): the first load knows classic Sudoku only, and calls
//! [`hand_over`] when a variant is chosen.

use crate::model::rules::Variant;

/// Hands the page over to the variants module, which opens with `variant`
/// chosen. (A stub for now: it does nothing.)
pub fn hand_over(variant: Variant) {
    let _ = variant;
}
