//! The rule of 45 on one house, two to six cells: the empty innies (or
//! outies) add up to a known total, so their candidates are limited to the
//! combinations of that total they can still hold (a "virtual cage").
//!
//! Innies share the house, so their digits differ. Outies are used only
//! when each pair of them shares a house or a cage (otherwise two of them
//! could repeat a digit and the combinations of different digits would not
//! hold).

use super::combos::options;
use super::rule_of_45::sums;
use super::{peers, KillerPattern, KillerStep, KillerTechnique, Side};
use crate::logic::Board;
use crate::rules::Rules;
use crate::Digits;

/// The most cells a rule of 45 takes as one virtual cage (more would make
/// a long list of combinations that rarely removes anything).
const MAX_CELLS: usize = 6;

/// The first house whose two to six empty innies or outies lose a
/// candidate to their total.
pub(super) fn find(rules: &Rules, board: &Board) -> Option<KillerStep> {
    for mut rule in sums(rules, board) {
        if !(2..=MAX_CELLS).contains(&rule.cells.len()) {
            continue;
        }
        // One house's innies differ; outies, and the innies of several
        // houses, only when each pair of them shares a house or a cage.
        let distinct = rule.cells.iter().enumerate().all(|(i, &a)| {
            let seen = peers(rules, a);
            rule.cells[i + 1..].iter().all(|b| seen.contains(b))
        });
        let exclude = match rule.side {
            Side::Innies if rule.span == 1 => rule.placed.iter().map(|&c| board.digit(c)).collect(),
            _ if !distinct => continue,
            _ => Digits::EMPTY,
        };
        let cands: Vec<Digits> = rule.cells.iter().map(|&c| board.candidate_set(c)).collect();
        let found = options(&cands, rule.total, exclude);
        if found.combos.is_empty() {
            continue;
        }
        let eliminations: Vec<(usize, u8)> = rule
            .cells
            .iter()
            .zip(cands.iter().zip(&found.allowed))
            .flat_map(|(&cell, (&had, &allowed))| (had - allowed).iter().map(move |d| (cell, d)))
            .collect();
        if eliminations.is_empty() {
            continue;
        }
        rule.combinations = found.combos;
        return Some(KillerStep {
            technique: KillerTechnique::RuleOf45,
            placements: Vec::new(),
            eliminations,
            pattern: KillerPattern::RuleOf45(rule),
        });
    }
    None
}
