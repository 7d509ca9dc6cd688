//! The singles under killer rules: the classic engine's full house, naked
//! single and hidden single (rows, columns, boxes hold for a killer as for
//! a classic grid), and the hidden single in a diagonal of killer-X.

use super::{house_cells, KillerPattern, KillerStep, KillerTechnique};
use crate::logic::Board;
use crate::logic::{full_house, hidden_single, naked_single, Step, Technique};
use crate::rules::{HouseKind, Rules};

/// The first single: full house, naked single, hidden single in a row,
/// column or box, then in a diagonal.
pub(super) fn find(rules: &Rules, board: &Board) -> Option<KillerStep> {
    full_house::find(board)
        .or_else(|| naked_single::find(board))
        .or_else(|| hidden_single::find(board))
        .map(classic)
        .or_else(|| diagonal(rules, board))
}

/// A classic single as a killer step.
fn classic(step: Step) -> KillerStep {
    let technique = match step.technique {
        Technique::FullHouse => KillerTechnique::FullHouse,
        Technique::NakedSingle => KillerTechnique::NakedSingle,
        _ => KillerTechnique::HiddenSingle,
    };
    KillerStep {
        technique,
        placements: step.placements,
        eliminations: step.eliminations,
        pattern: KillerPattern::Single(step.pattern),
    }
}

/// The first digit with one place left in a diagonal.
fn diagonal(rules: &Rules, board: &Board) -> Option<KillerStep> {
    let houses = rules.houses();
    for (house, &kind) in houses.cells().iter().zip(houses.kinds()) {
        if !matches!(kind, HouseKind::MainDiagonal | HouseKind::AntiDiagonal) {
            continue;
        }
        let cells = house_cells(house);
        for digit in 1..=9u8 {
            if cells.iter().any(|&c| board.digit(c) == digit) {
                continue;
            }
            let mut places = cells.iter().filter(|&&c| board.has_candidate(c, digit));
            let (Some(&cell), None) = (places.next(), places.next()) else {
                continue;
            };
            return Some(KillerStep {
                technique: KillerTechnique::HiddenSingle,
                placements: vec![(cell, digit)],
                eliminations: Vec::new(),
                pattern: KillerPattern::DiagonalSingle {
                    house: kind,
                    digit,
                    cell,
                },
            });
        }
    }
    None
}
