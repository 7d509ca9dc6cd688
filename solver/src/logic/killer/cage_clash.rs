//! Cage clash: two cages that lie in one house share no digit, so a
//! combination of one cage that shares a digit with every combination left
//! for the other is ruled out, and the candidates only it allowed go.
//!
//! "Row 1 holds the cage of 4 (1+3) and the cage of 10 (1+9, 2+8, 3+7,
//! 4+6): 1+9 and 3+7 would share a digit with 1+3, so the cage of 10 is
//! 2+8 or 4+6."

use super::cage_combinations::{cage_state, CageState};
use super::combos::allowed_by;
use super::{house_cells, CageCombos, KillerPattern, KillerStep, KillerTechnique};
use crate::logic::Board;
use crate::rules::{HouseKind, Rules};
use crate::Digits;

/// What a cage clash saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CageClash {
    /// The cage whose combinations are ruled out, with the combinations
    /// it had before (placed digits included).
    pub cage: CageCombos,
    /// The other cage, with its combinations left.
    pub other: CageCombos,
    /// The house both lie in.
    pub house: HouseKind,
    /// The combinations of `cage` that share a digit with every one of
    /// `other`'s.
    pub ruled_out: Vec<Digits>,
    /// The combinations of `cage` left.
    pub left: Vec<Digits>,
}

/// The first house (in [`Houses`](crate::rules::Houses) order) and pair of
/// cages wholly inside it where one cage's combinations rule out some of
/// the other's, removing candidates.
pub(super) fn find(rules: &Rules, board: &Board) -> Option<KillerStep> {
    let houses = rules.houses();
    for (house, &kind) in houses.cells().iter().zip(houses.kinds()) {
        let members = house_cells(house);
        let inside: Vec<CageState> = (0..rules.cages().len())
            .filter(|&i| {
                rules.cages()[i]
                    .cells
                    .iter()
                    .all(|c| members.contains(&usize::from(*c)))
            })
            .filter_map(|i| cage_state(rules, board, i))
            .collect();
        for a in &inside {
            for b in &inside {
                if a.combos.cage == b.combos.cage {
                    continue;
                }
                if let Some(step) = clash(board, a, b, kind) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The step that `b`'s combinations make in `a`, if any.
fn clash(board: &Board, a: &CageState, b: &CageState, house: HouseKind) -> Option<KillerStep> {
    let (left, ruled_out): (Vec<Digits>, Vec<Digits>) =
        a.combos.combinations.iter().partition(|&&combo| {
            b.combos
                .combinations
                .iter()
                .any(|&other| (combo & other).is_empty())
        });
    // Nothing ruled out, or everything (a contradiction: no step).
    if ruled_out.is_empty() || left.is_empty() {
        return None;
    }
    let cands: Vec<Digits> = a.empty.iter().map(|&c| board.candidate_set(c)).collect();
    let open: Vec<Digits> = left.iter().map(|&c| c - a.combos.placed).collect();
    let allowed = allowed_by(&cands, &open);
    let eliminations: Vec<(usize, u8)> = a
        .empty
        .iter()
        .zip(&allowed)
        .flat_map(|(&cell, &allowed)| {
            (board.candidate_set(cell) - allowed)
                .iter()
                .map(move |d| (cell, d))
        })
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    Some(KillerStep {
        technique: KillerTechnique::CageClash,
        placements: Vec::new(),
        eliminations,
        pattern: KillerPattern::CageClash(Box::new(CageClash {
            cage: a.combos.clone(),
            other: b.combos.clone(),
            house,
            ruled_out,
            left,
        })),
    })
}
