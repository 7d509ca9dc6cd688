//! Cage combinations (sum elimination): a candidate of a cage that no
//! remaining combination of the cage's sum allows is removed, the placed
//! digits and the other cells' candidates taken into account.

use super::combos::{options, Options};
use super::{CageCombos, KillerPattern, KillerStep, KillerTechnique};
use crate::logic::Board;
use crate::rules::Rules;
use crate::Digits;

/// A cage as the board shows it: its combinations, its empty cells and
/// what each of them can still take.
pub(super) struct CageState {
    /// The cage and its combinations left.
    pub combos: CageCombos,
    /// The empty cells.
    pub empty: Vec<usize>,
    /// The options of the empty cells.
    pub options: Options,
}

/// The state of cage `index`, or `None` when it has no way left to be
/// filled (a contradiction: no step is made of it) or is full.
pub(super) fn cage_state(rules: &Rules, board: &Board, index: usize) -> Option<CageState> {
    let cage = rules.cages().get(index)?;
    let cells: Vec<usize> = cage.cells.iter().map(|&c| usize::from(c)).collect();
    let mut placed = Digits::EMPTY;
    let mut placed_sum = 0u32;
    let mut empty = Vec::new();
    for &c in &cells {
        match board.digit(c) {
            0 => empty.push(c),
            d => {
                placed.insert(d);
                placed_sum += u32::from(d);
            }
        }
    }
    let total = u32::from(cage.sum).checked_sub(placed_sum)?;
    if empty.is_empty() {
        return None;
    }
    let cands: Vec<Digits> = empty.iter().map(|&c| board.candidate_set(c)).collect();
    let options = options(&cands, total, placed);
    if options.combos.is_empty() {
        return None;
    }
    let combos = CageCombos {
        cage: index,
        sum: cage.sum,
        cells,
        placed,
        combinations: options.combos.iter().map(|&c| c | placed).collect(),
    };
    Some(CageState {
        combos,
        empty,
        options,
    })
}

/// The first cage (in the order of their heads) with a candidate that no
/// combination allows.
pub(super) fn find(rules: &Rules, board: &Board) -> Option<KillerStep> {
    for index in 0..rules.cages().len() {
        let Some(state) = cage_state(rules, board, index) else {
            continue;
        };
        let mut eliminations = Vec::new();
        for (&cell, &allowed) in state.empty.iter().zip(&state.options.allowed) {
            for digit in (board.candidate_set(cell) - allowed).iter() {
                eliminations.push((cell, digit));
            }
        }
        if eliminations.is_empty() {
            continue;
        }
        return Some(KillerStep {
            technique: KillerTechnique::CageCombinations,
            placements: Vec::new(),
            eliminations,
            pattern: KillerPattern::CageCombinations(state.combos),
        });
    }
    None
}
