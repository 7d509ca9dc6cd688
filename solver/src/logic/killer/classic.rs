//! The classic techniques under killer rules: a killer's rows, columns and
//! boxes hold 1-9 once as a classic grid's do, so every classic technique
//! that does not lean on a unique solution holds on a killer's board (its
//! candidates already keep the cage eliminations). They come after the
//! killer techniques, which a killer solver tries first, and before the
//! killer's supposition.
//!
//! The uniqueness techniques (unique rectangles and loops, BUG) stay out:
//! in a killer, swapping a deadly pattern's digits may break a cage's sum,
//! so the pattern is no proof.

use super::{KillerPattern, KillerStep, KillerTechnique};
use crate::logic::{next_step_with, Board, Technique};

/// The first classic step past the singles (which
/// [`singles`](super::singles) tries), up to XY-chains. The classic
/// forcing chains and supposition stay out: they see rows, columns and
/// boxes only, and the killer's own supposition, which sees the cages too,
/// comes next.
pub(super) fn find(board: &Board) -> Option<KillerStep> {
    let step = next_step_with(board, Technique::XYChain)?;
    Some(KillerStep {
        technique: KillerTechnique::Classic,
        placements: step.placements.clone(),
        eliminations: step.eliminations.clone(),
        pattern: KillerPattern::Classic(Box::new(step)),
    })
}
