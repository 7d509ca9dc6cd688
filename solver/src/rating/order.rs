//! The next step of the rating: the first technique that applies, tried in
//! Sudoku Explainer's order, with the step's score.

use super::{chains, direct_claiming, direct_hidden_subset, direct_pointing, supposition};
use super::{RatedTechnique as T, Score};
use crate::geometry::Unit;
use crate::logic::{
    find, find_with_rectangles, unique_tenths, Board, Bug, Pattern, Step, Technique,
};

/// A step of the rating: what it does, the technique SE would name and the
/// step's score (the technique's base, plus the length increment of a
/// chain).
pub(super) struct RatedStep {
    pub(super) step: Step,
    pub(super) technique: T,
    pub(super) score: Score,
}

/// A technique's search for its first instance.
type Finder = dyn Fn(&Board) -> Option<Step>;

fn rated(technique: T, step: Option<Step>) -> Option<RatedStep> {
    step.map(|step| RatedStep {
        // SE's one list of unique rectangles and loops.
        technique: if step.technique == Technique::UniqueLoop {
            T::UniqueLoop
        } else {
            technique
        },
        score: technique.base().plus(subset_tenths(&step)),
        step,
    })
}

/// SE's increment for a unique rectangle or loop (its size, and a type
/// 3's subset: `unique_tenths`) or a BUG of type 3: a tenth per digit of
/// its naked subset beyond the first (0 for any other step).
fn subset_tenths(step: &Step) -> u8 {
    let beyond = match &step.pattern {
        Pattern::UniqueRectangle { .. } => return unique_tenths(&step.pattern),
        Pattern::Bug {
            kind: Bug::Three { digits, .. },
        } => digits.len().saturating_sub(1),
        _ => 0,
    };
    u8::try_from(beyond).unwrap_or(0)
}

/// The easiest step on `board` in SE's order: full house, hidden single in
/// a box, in a row or column, direct pointing, direct claiming, direct
/// hidden pair, naked single, direct hidden triple, pointing, claiming,
/// naked pair, X-Wing, hidden pair, naked triple, Swordfish, hidden triple,
/// XY-Wing, XYZ-Wing, unique rectangle or loop, naked quad, Jellyfish, hidden quad,
/// BUG+1, BUG of types 2 to 4 (the puzzle has one solution: the rating
/// checks it), aligned pair exclusion, then the chains
/// (simple colouring, then the easier of an X-chain and supposition as
/// `supposition.rs` rates it).
///
/// With a `cap`, only the techniques whose base score is at most the cap are
/// tried (a step of those may still score above it: the caller checks).
pub(super) fn next_within(board: &Board, cap: Option<Score>) -> Option<RatedStep> {
    let allowed = |t: T| cap.is_none_or(|c| t.base() <= c);
    if let Some(s) = rated(T::FullHouse, find(board, Technique::FullHouse)) {
        return Some(s);
    }
    if let Some(step) = find(board, Technique::HiddenSingle) {
        // The engine looks in boxes first, so a row or column means no box
        // has one.
        let technique = match step.pattern {
            Pattern::HiddenSingle {
                unit: Unit::Box(_), ..
            } => T::HiddenSingleBox,
            _ => T::HiddenSingleLine,
        };
        return rated(technique, Some(step));
    }
    let simple: [(T, &Finder); 22] = [
        (T::DirectPointing, &direct_pointing::find),
        (T::DirectClaiming, &direct_claiming::find),
        (T::DirectHiddenPair, &|b| direct_hidden_subset::find(b, 2)),
        (T::NakedSingle, &|b| find(b, Technique::NakedSingle)),
        (T::DirectHiddenTriple, &|b| direct_hidden_subset::find(b, 3)),
        (T::Pointing, &|b| {
            find(b, Technique::PointingPair).or_else(|| find(b, Technique::PointingTriple))
        }),
        (T::Claiming, &|b| find(b, Technique::BoxLineReduction)),
        (T::NakedPair, &|b| find(b, Technique::NakedPair)),
        (T::XWing, &|b| find(b, Technique::XWing)),
        (T::HiddenPair, &|b| find(b, Technique::HiddenPair)),
        (T::NakedTriple, &|b| find(b, Technique::NakedTriple)),
        (T::Swordfish, &|b| find(b, Technique::Swordfish)),
        (T::HiddenTriple, &|b| find(b, Technique::HiddenTriple)),
        (T::XYWing, &|b| find(b, Technique::XYWing)),
        (T::XYZWing, &|b| find(b, Technique::XYZWing)),
        (T::UniqueRectangle, &find_with_rectangles),
        (T::NakedQuad, &|b| find(b, Technique::NakedQuad)),
        (T::Jellyfish, &|b| find(b, Technique::Jellyfish)),
        (T::HiddenQuad, &|b| find(b, Technique::HiddenQuad)),
        (T::BugPlusOne, &|b| find(b, Technique::BugPlusOne)),
        (T::Bug, &|b| find(b, Technique::Bug)),
        (T::AlignedPairExclusion, &|b| {
            find(b, Technique::AlignedPairExclusion)
        }),
    ];
    if let Some(s) = simple
        .iter()
        .take_while(|(t, _)| allowed(*t))
        .find_map(|(t, finder)| rated(*t, finder(board)))
    {
        return Some(s);
    }
    if !allowed(T::SimpleColouring) {
        return None;
    }
    // SE's cycles and forcing chains are one list, the lowest rated
    // first: a cycle (6.5 and up) before a colouring or chain rated higher
    // (a cycle when they tie).
    let cycle = chains::cycle(board).map(|(step, extra)| RatedStep {
        step,
        technique: T::Cycle,
        score: T::Cycle.base().plus(extra),
    });
    let colouring = chains::colouring(board).map(|(step, extra)| RatedStep {
        step,
        technique: T::SimpleColouring,
        score: T::SimpleColouring.base().plus(extra),
    });
    // SE takes the easiest of its chains: an X-chain only when no
    // supposition rates lower.
    let chain = chains::x_chain(board).map(|(step, technique, extra)| RatedStep {
        step,
        technique,
        score: technique.base().plus(extra),
    });
    let supposed = supposition::find_easiest(board).map(|(step, technique, extra)| RatedStep {
        step,
        technique,
        score: technique.base().plus(extra),
    });
    let other = match (chain, supposed) {
        (Some(c), Some(s)) if s.score < c.score => Some(s),
        (Some(c), _) => Some(c),
        (None, s) => s,
    };
    let other = match (colouring, other) {
        (Some(c), Some(o)) if o.score < c.score => Some(o),
        (Some(c), _) => Some(c),
        (None, o) => o,
    };
    match (cycle, other) {
        (Some(c), Some(o)) if o.score < c.score => Some(o),
        (Some(c), _) => Some(c),
        (None, o) => o,
    }
}
