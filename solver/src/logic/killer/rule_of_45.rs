//! The rule of 45 on one house, one cell: every house adds up to 45, so
//! the house's cells outside the cages wholly inside it (innies) make 45
//! minus those cages' sums; and the cells sticking out of the cages that
//! cross its border (outies) make the sums of all those cages minus 45.
//! A single empty innie or outie takes that value.
//!
//! Every house of the rules counts (rows, columns, boxes, and the
//! diagonals of killer-X); the cells of a house in no cage are innies.

use super::{house_cells, KillerPattern, KillerStep, KillerTechnique, Rule45, Side};
use crate::logic::Board;
use crate::rules::{HouseKind, Rules};
use crate::Digits;

/// Every innie and outie sum the houses give, innies of a house before
/// its outies, houses in the order of [`Houses`](crate::rules::Houses),
/// then those of runs of two and three neighbouring rows and columns.
/// `combinations` is left empty; the finders fill it.
pub(super) fn sums(rules: &Rules, board: &Board) -> Vec<Rule45> {
    let houses = rules.houses();
    let mut areas: Vec<(HouseKind, u8, Vec<usize>)> = houses
        .cells()
        .iter()
        .zip(houses.kinds())
        .map(|(house, &kind)| (kind, 1, house_cells(house).to_vec()))
        .collect();
    // Runs of two and three neighbouring rows, then columns.
    for span in 2..=3u8 {
        for first in 0..=(9 - span) {
            let rows =
                (first..first + span).flat_map(|r| (0..9).map(move |c| usize::from(r) * 9 + c));
            areas.push((HouseKind::Row(first), span, rows.collect()));
            let cols =
                (0..9).flat_map(|r| (first..first + span).map(move |c| r * 9 + usize::from(c)));
            areas.push((HouseKind::Column(first), span, cols.collect()));
        }
    }
    let mut out = Vec::new();
    for (kind, span, members) in areas {
        let mut inside = Vec::new();
        let mut crossing = Vec::new();
        let mut uncaged = false;
        for &c in &members {
            let Some(index) = rules.cage_of(c) else {
                uncaged = true;
                continue;
            };
            let Some(cage) = rules.cages().get(index) else {
                continue;
            };
            let within = cage
                .cells
                .iter()
                .all(|&x| members.contains(&usize::from(x)));
            let list = if within { &mut inside } else { &mut crossing };
            if !list.contains(&index) {
                list.push(index);
            }
        }
        let sum_of = |list: &[usize]| -> u32 {
            list.iter()
                .filter_map(|&i| rules.cages().get(i))
                .map(|c| u32::from(c.sum))
                .sum()
        };
        let inside_sum = sum_of(&inside);
        let innies: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&c| rules.cage_of(c).is_none_or(|i| !inside.contains(&i)))
            .collect();
        if let Some(rule) = build(
            board,
            (kind, span),
            Side::Innies,
            &inside,
            inside_sum,
            inside_sum,
            &[],
            0,
            &innies,
        ) {
            out.push(rule);
        }
        if uncaged || crossing.is_empty() {
            continue;
        }
        let crossing_sum = sum_of(&crossing);
        let outies: Vec<usize> = crossing
            .iter()
            .filter_map(|&i| rules.cages().get(i))
            .flat_map(|cage| cage.cells.iter().map(|&x| usize::from(x)))
            .filter(|c| !members.contains(c))
            .collect();
        let given = inside_sum + crossing_sum;
        if let Some(rule) = build(
            board,
            (kind, span),
            Side::Outies,
            &inside,
            given,
            inside_sum,
            &crossing,
            crossing_sum,
            &outies,
        ) {
            out.push(rule);
        }
    }
    out
}

/// The rule for `cells`, which add up to `whole - 45` (outies) or
/// `45 - whole` (innies) before the placed digits are taken off; `None`
/// when no cell is empty or the sums do not fit.
#[allow(clippy::too_many_arguments)]
fn build(
    board: &Board,
    (house, span): (HouseKind, u8),
    side: Side,
    inside: &[usize],
    whole: u32,
    inside_sum: u32,
    crossing: &[usize],
    crossing_sum: u32,
    cells: &[usize],
) -> Option<Rule45> {
    let (placed, empty): (Vec<usize>, Vec<usize>) =
        cells.iter().partition(|&&c| board.digit(c) != 0);
    if empty.is_empty() {
        return None;
    }
    let placed_sum: u32 = placed.iter().map(|&c| u32::from(board.digit(c))).sum();
    let area = 45 * u32::from(span);
    let total = match side {
        Side::Innies => area.checked_sub(whole)?,
        Side::Outies => whole.checked_sub(area)?,
    }
    .checked_sub(placed_sum)?;
    Some(Rule45 {
        house,
        span,
        side,
        inside: inside.to_vec(),
        inside_sum,
        crossing: crossing.to_vec(),
        crossing_sum,
        placed,
        placed_sum,
        cells: empty,
        total,
        combinations: Vec::new(),
    })
}

/// The first house with one empty innie or outie, which takes the value
/// its sum gives.
pub(super) fn find(rules: &Rules, board: &Board) -> Option<KillerStep> {
    for mut rule in sums(rules, board) {
        let [cell] = rule.cells[..] else {
            continue;
        };
        let Ok(digit) = u8::try_from(rule.total) else {
            continue;
        };
        if !board.has_candidate(cell, digit) {
            continue;
        }
        rule.combinations = vec![Digits::single(digit)];
        return Some(KillerStep {
            technique: KillerTechnique::RuleOf45,
            placements: vec![(cell, digit)],
            eliminations: Vec::new(),
            pattern: KillerPattern::RuleOf45(rule),
        });
    }
    None
}
