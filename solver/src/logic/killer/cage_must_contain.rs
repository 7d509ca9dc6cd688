//! Cage must contain: a digit that every remaining combination of a cage
//! needs, and whose places in the cage all lie in one house, is removed
//! from the rest of that house.

use super::cage_combinations::cage_state;
use super::{house_cells, KillerPattern, KillerStep, KillerTechnique};
use crate::logic::Board;
use crate::rules::Rules;
use crate::Digits;

/// The first cage, digit and house (in the order of the cages, the digits,
/// then [`Houses`](crate::rules::Houses)) that removes something.
pub(super) fn find(rules: &Rules, board: &Board) -> Option<KillerStep> {
    let houses = rules.houses();
    for index in 0..rules.cages().len() {
        let Some(state) = cage_state(rules, board, index) else {
            continue;
        };
        let needed = state
            .options
            .combos
            .iter()
            .fold(Digits::ALL, |acc, &c| acc & c);
        for digit in needed.iter() {
            let cells: Vec<usize> = state
                .empty
                .iter()
                .copied()
                .filter(|&c| board.has_candidate(c, digit))
                .collect();
            if cells.is_empty() {
                continue;
            }
            for (house, &kind) in houses.cells().iter().zip(houses.kinds()) {
                let members = house_cells(house);
                if !cells.iter().all(|c| members.contains(c)) {
                    continue;
                }
                let eliminations: Vec<(usize, u8)> = members
                    .iter()
                    .copied()
                    .filter(|c| !state.combos.cells.contains(c) && board.has_candidate(*c, digit))
                    .map(|c| (c, digit))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                return Some(KillerStep {
                    technique: KillerTechnique::CageMustContain,
                    placements: Vec::new(),
                    eliminations,
                    pattern: KillerPattern::CageMustContain {
                        cage: state.combos,
                        digit,
                        cells,
                        house: kind,
                    },
                });
            }
        }
    }
    None
}
