//! The words of the chains (X-chain, XY-chain, aligned pair and triple
//! exclusion, bidirectional cycle, forcing chains) and of the techniques
//! that need a unique solution, beside [`super::words`], which has the
//! others and the pieces.

use super::words::{
    and_list, cell, cells_list, digits_and, digits_list_and, digits_list_or, digits_or, join,
    or_list, unit,
};
use crate::t;
use sudoku_solver::logic::{Bug, ChainLink, ForcingStart, Pattern, Rectangle, Step};
use sudoku_solver::Digits;

/// The explanation of a chain or uniqueness step, in one sentence;
/// `targets` the cells that lose candidates, in words.
pub(super) fn explanation(step: &Step, targets: &str) -> String {
    match &step.pattern {
        Pattern::XChain {
            digit,
            cells,
            units,
        } => {
            let (first, last) = ends(cells);
            let links = units.iter().zip(cells.chunks(2)).map(|(&u, pair)| {
                t!(
                    "step-x-chain-link",
                    unit = &unit(u),
                    cells = &cells_list(pair)
                )
            });
            t!(
                "step-x-chain",
                digit = *digit,
                links = &and_list(links),
                first = &first,
                last = &last,
                targets = targets
            )
        }
        Pattern::XYChain {
            cells,
            values,
            digit,
        } => {
            let (first, last) = ends(cells);
            let listed = cells.iter().zip(values).map(|(&c, &v)| {
                t!(
                    "step-cell-digits",
                    cell = &cell(c),
                    digits = &digits_list_or(&pair_of(c, v, cells, values))
                )
            });
            t!(
                "step-xy-chain",
                cells = &and_list(listed),
                first = &first,
                digit = *digit,
                values = &digits_list_and(values),
                last = &last,
                targets = targets
            )
        }
        Pattern::AlignedTriple { cells, excluders } => {
            let removed = step
                .eliminations
                .iter()
                .map(|&(c, v)| t!("step-digit-in", digit = v, cell = &cell(c)));
            t!(
                "step-aligned-triple",
                excluders = &cells_list(excluders),
                cells = &cells_list(cells),
                removed = &or_list(removed),
                count = step.eliminations.len()
            )
        }
        Pattern::AlignedPair { cells, impossible } => {
            let reasons =
                step.eliminations.iter().map(|&(c, v)| {
                    let k = usize::from(cells[1] == c);
                    let other = cells[1 - k];
                    let values = impossible.iter().filter(|(pair, _)| pair[k] == v).map(
                        |&(pair, x)| match x {
                            Some(x) => t!(
                                "step-aligned-pair-value",
                                value = pair[1 - k],
                                cell = &cell(x),
                                low = pair[0].min(pair[1]),
                                high = pair[0].max(pair[1])
                            ),
                            None => t!("step-aligned-pair-same", digit = v),
                        },
                    );
                    t!(
                        "step-aligned-pair-reason",
                        cell = &cell(c),
                        digit = v,
                        other = &cell(other),
                        values = &or_list(values)
                    )
                });
            t!(
                "step-aligned-pair",
                first = &cell(cells[0]),
                second = &cell(cells[1]),
                reasons = &join(reasons, "step-semicolon", ["list", "item"]),
                removed = &removed_list(&step.eliminations)
            )
        }
        Pattern::Cycle { links, .. } => {
            let mut round = links.to_vec();
            round.extend(links.first().copied());
            t!(
                "step-cycle",
                start = &links.first().map(|&l| link(l)).unwrap_or_default(),
                chain = &follow(&round),
                removed = &removed_list(&step.eliminations)
            )
        }
        Pattern::ForcingChain { start, chains } => {
            let chain = chains.first().map(|c| follow(c)).unwrap_or_default();
            let result = result(step);
            match *start {
                ForcingStart::Contradiction { cell: c, digit } => t!(
                    "step-forcing-contradiction",
                    cell = &cell(c),
                    digit = digit,
                    chain = &chain,
                    result = &result
                ),
                ForcingStart::Denial { cell: c, digit } => t!(
                    "step-forcing-denial",
                    cell = &cell(c),
                    digit = digit,
                    chain = &chain,
                    result = &result
                ),
                // In lines ([`forcing_lines`]).
                _ => String::new(),
            }
        }
        Pattern::UniqueRectangle { .. } | Pattern::BugPlusOne { .. } | Pattern::Bug { .. } => {
            unique_explanation(step, targets)
        }
        _ => String::new(),
    }
}

/// A forcing chain of several cases (both ways, a cell's candidates, a
/// digit's places in a unit) as lines: the claim, each case ("If ...,
/// then ..."), then what follows. `None` for any other step.
pub(super) fn forcing_lines(step: &Step) -> Option<Vec<String>> {
    let Pattern::ForcingChain { start, chains } = &step.pattern else {
        return None;
    };
    let conclusion = chains
        .first()
        .and_then(|c| c.last())
        .map(|&l| link(l))
        .unwrap_or_default();
    let mut lines = match *start {
        ForcingStart::Contradiction { .. } | ForcingStart::Denial { .. } => return None,
        ForcingStart::BothWays { cell: c, digit } => {
            let yes = chains.first().map(|c| follow(c)).unwrap_or_default();
            let no = chains.get(1).map(|c| follow(c)).unwrap_or_default();
            vec![
                t!(
                    "step-forcing-both",
                    cell = &cell(c),
                    digit = digit,
                    conclusion = &conclusion
                ),
                t!("step-forcing-both-yes", chain = &yes),
                t!("step-forcing-both-no", chain = &no),
            ]
        }
        ForcingStart::Cell { cell: c } => {
            let digits: Vec<u8> = chains
                .iter()
                .filter_map(|c| c.first().map(|l| l.digit))
                .collect();
            let mut lines = vec![t!(
                "step-forcing-cell",
                cell = &cell(c),
                digits = &digits_list_or(&digits),
                conclusion = &conclusion
            )];
            lines.extend(
                chains
                    .iter()
                    .zip(&digits)
                    .map(|(c, &d)| t!("step-forcing-cell-case", digit = d, chain = &follow(c))),
            );
            lines
        }
        ForcingStart::Unit { unit: u, digit } => {
            let cells: Vec<usize> = chains
                .iter()
                .filter_map(|c| c.first().map(|l| l.cell))
                .collect();
            let mut lines = vec![t!(
                "step-forcing-unit",
                unit = &unit(u),
                digit = digit,
                cells = &cells_list(&cells),
                conclusion = &conclusion
            )];
            lines.extend(chains.iter().map(|c| {
                let at = c.first().map(|l| cell(l.cell)).unwrap_or_default();
                t!(
                    "step-forcing-unit-case",
                    cell = &at,
                    digit = digit,
                    chain = &follow(c)
                )
            }));
            lines
        }
    };
    lines.push(t!("step-forcing-so", result = &result(step)));
    Some(lines)
}

/// The explanation of a unique rectangle or loop, a BUG+1 or a BUG.
fn unique_explanation(step: &Step, targets: &str) -> String {
    let removed_digits: Digits = step.eliminations.iter().map(|&(_, d)| d).collect();
    let removed = &digits_and(removed_digits);
    let removed_count = removed_digits.len();
    match &step.pattern {
        Pattern::UniqueRectangle {
            corners,
            digits: [a, b],
            kind,
        } => {
            let shape = if corners.len() > 4 {
                "loop"
            } else {
                "rectangle"
            };
            let corners = &cells_list(corners);
            let (a, b) = (*a, *b);
            match kind {
                Rectangle::One { cell: c } => t!(
                    "step-unique-one",
                    corners = corners,
                    a = a,
                    b = b,
                    shape = shape,
                    cell = &cell(*c)
                ),
                Rectangle::Two { cells, digit } => t!(
                    "step-unique-two",
                    corners = corners,
                    a = a,
                    b = b,
                    shape = shape,
                    cells = &cells_list(cells),
                    digit = *digit,
                    targets = targets
                ),
                Rectangle::Three {
                    cells: [p, q],
                    unit: u,
                    extra,
                    others,
                    digits,
                } => t!(
                    "step-unique-three",
                    corners = corners,
                    a = a,
                    b = b,
                    shape = shape,
                    p = &cell(*p),
                    q = &cell(*q),
                    unit = &unit(*u),
                    extra = &digits_or(*extra),
                    others = &cells_list(others),
                    digits = &digits_and(*digits),
                    size = digits.len(),
                    removed = removed,
                    removedCount = removed_count,
                    targets = targets
                ),
                Rectangle::ThreeHidden {
                    cells: [p, q],
                    unit: u,
                    others,
                    digits,
                } => t!(
                    "step-unique-three-hidden",
                    corners = corners,
                    a = a,
                    b = b,
                    shape = shape,
                    p = &cell(*p),
                    q = &cell(*q),
                    unit = &unit(*u),
                    digits = &digits_and(*digits),
                    others = &cells_list(others),
                    othersCount = others.len(),
                    size = digits.len(),
                    removed = removed,
                    removedCount = removed_count,
                    targets = targets
                ),
                Rectangle::Four {
                    cells: [p, q],
                    unit: u,
                    locked,
                    removed,
                } => t!(
                    "step-unique-four",
                    corners = corners,
                    a = a,
                    b = b,
                    shape = shape,
                    unit = &unit(*u),
                    locked = *locked,
                    p = &cell(*p),
                    q = &cell(*q),
                    digit = *removed
                ),
            }
        }
        Pattern::BugPlusOne { cell: c, extras } => {
            let digits: Vec<u8> = step.eliminations.iter().map(|&(_, d)| d).collect();
            t!(
                "step-bug-plus-1",
                cell = &cell(*c),
                extras = &digits_or(*extras),
                removed = &digits_list_and(&digits),
                removedCount = digits.len()
            )
        }
        Pattern::Bug { kind } => match kind {
            Bug::Two { cells, digit } => t!(
                "step-bug-two",
                cells = &cells_list(cells),
                digit = *digit,
                targets = targets
            ),
            Bug::Three {
                cells,
                unit: u,
                extras,
                others,
                digits,
            } => t!(
                "step-bug-three",
                cells = &cells_list(cells),
                extras = &digits_and(*extras),
                extrasOr = &digits_or(*extras),
                unit = &unit(*u),
                others = &cells_list(others),
                digits = &digits_and(*digits),
                size = digits.len(),
                removed = removed,
                removedCount = removed_count,
                targets = targets
            ),
            Bug::Four {
                cells: [p, q],
                unit: u,
                extras: [ep, eq],
                digit,
            } => t!(
                "step-bug-four",
                p = &cell(*p),
                pExtras = &digits_and(*ep),
                q = &cell(*q),
                qExtras = &digits_and(*eq),
                pOr = &digits_or(*ep),
                qOr = &digits_or(*eq),
                unit = &unit(*u),
                digit = *digit,
                removed = removed,
                removedCount = removed_count,
                targets = targets
            ),
        },
        _ => String::new(),
    }
}

/// What a forcing chain concludes: "5 is placed in row 1, column 2" or
/// "5 is removed from row 1, column 2".
fn result(step: &Step) -> String {
    match (step.placements.first(), step.eliminations.first()) {
        (Some(&(c, digit)), _) => t!("step-placed", digit = digit, cell = &cell(c)),
        (None, Some(&(c, digit))) => t!("step-removed", digit = digit, cell = &cell(c)),
        (None, None) => t!("step-nothing"),
    }
}

/// "7 is removed from row 1, column 2 and 3 from row 4, column 5", or
/// "7 is removed from row 1, column 2 and row 4, column 5".
fn removed_list(eliminations: &[(usize, u8)]) -> String {
    if let [(_, digit), rest @ ..] = eliminations {
        if rest.iter().all(|(_, d)| d == digit) {
            let cells: Vec<usize> = eliminations.iter().map(|&(c, _)| c).collect();
            return t!(
                "step-removed-cells",
                digit = *digit,
                cells = &cells_list(&cells)
            );
        }
    }
    and_list(eliminations.iter().enumerate().map(|(i, &(c, d))| {
        if i == 0 {
            t!("step-removed", digit = d, cell = &cell(c))
        } else {
            t!("step-digits-from", digits = &d.to_string(), cell = &cell(c))
        }
    }))
}

/// A link: "row 1, column 2 is 5" or "row 1, column 2 is not 5".
fn link(l: ChainLink) -> String {
    if l.on {
        t!("step-link-on", cell = &cell(l.cell), digit = l.digit)
    } else {
        t!("step-link-off", cell = &cell(l.cell), digit = l.digit)
    }
}

/// The links after the first, each the consequence of the one before:
/// "row 1, column 7 is not 5, so row 3, column 8 is 5".
fn follow(chain: &[ChainLink]) -> String {
    join(
        chain.iter().skip(1).map(|&l| link(l)),
        "step-so",
        ["chain", "link"],
    )
}

/// The names of the first and last cells.
fn ends(cells: &[usize]) -> (String, String) {
    let name = |c: Option<&usize>| c.map(|&c| cell(c)).unwrap_or_default();
    (name(cells.first()), name(cells.last()))
}

/// The two candidates of the XY-chain's cell `c` (which takes `value`),
/// ascending: the digit it loses is the value of the cell before it, or
/// for the first cell the chain's digit, which is the last value.
fn pair_of(c: usize, value: u8, cells: &[usize], values: &[u8]) -> [u8; 2] {
    let i = cells.iter().position(|&x| x == c).unwrap_or(0);
    let before = if i == 0 {
        values.last()
    } else {
        values.get(i - 1)
    };
    let lost = before.copied().unwrap_or(value);
    [value.min(lost), value.max(lost)]
}
