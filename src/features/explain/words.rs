//! A step's words, from the catalogue (`step-` messages of
//! `i18n/ftl/<tag>/explain.ftl`): the technique's name, why the step
//! holds, what it changes and its line in the steps list. They are made
//! from the step's data in the puzzle worker ([`super::shown`]), in the
//! language in use there; in English they are, sentence for sentence, the
//! solver crate's own words ([`Step::explanation_lines`], [`Step::changes`],
//! [`Step::summary`]), which the command line keeps.
//!
//! The chains, forcing chains and uniqueness techniques are in
//! [`super::words_chains`].

use super::words_chains;
use crate::model::lang::{self, Arg};
use crate::t;
use sudoku_solver::logic::{Contradiction, Pattern, Step, Technique};
use sudoku_solver::{Digits, Unit};

/// The technique's key, the end of its messages' ids
/// (`step-technique-naked-single`): stable data, whatever the language.
pub fn technique_key(technique: Technique) -> &'static str {
    match technique {
        Technique::FullHouse => "full-house",
        Technique::NakedSingle => "naked-single",
        Technique::HiddenSingle => "hidden-single",
        Technique::PointingPair => "pointing-pair",
        Technique::PointingTriple => "pointing-triple",
        Technique::BoxLineReduction => "box-line-reduction",
        Technique::NakedPair => "naked-pair",
        Technique::NakedTriple => "naked-triple",
        Technique::NakedQuad => "naked-quad",
        Technique::HiddenPair => "hidden-pair",
        Technique::HiddenTriple => "hidden-triple",
        Technique::HiddenQuad => "hidden-quad",
        Technique::XWing => "x-wing",
        Technique::Swordfish => "swordfish",
        Technique::Jellyfish => "jellyfish",
        Technique::XYWing => "xy-wing",
        Technique::XYZWing => "xyz-wing",
        Technique::UniqueRectangle => "unique-rectangle",
        Technique::UniqueLoop => "unique-loop",
        Technique::BugPlusOne => "bug-plus-1",
        Technique::Bug => "bug",
        Technique::SimpleColouring => "simple-colouring",
        Technique::XChain => "x-chain",
        Technique::XYChain => "xy-chain",
        Technique::AlignedPairExclusion => "aligned-pair-exclusion",
        Technique::Cycle => "bidirectional-cycle",
        Technique::AlignedTripleExclusion => "aligned-triple-exclusion",
        Technique::ForcingChain => "forcing-chain",
        Technique::Supposition => "supposition",
    }
}

/// The technique's name, as the hints say it: "Naked single", "X-Wing".
pub fn technique_name(technique: Technique) -> String {
    lang::t(&format!("step-technique-{}", technique_key(technique)))
}

/// The technique of key `key` with its article, inside a sentence: "a
/// naked single", "an X-Wing".
pub fn technique_with_article(key: &str) -> String {
    lang::ta(&format!("step-technique-{key}"), "a", &[])
}

/// A cell (0-based, row-major) in words: "row 1, column 2".
pub fn cell(cell: usize) -> String {
    t!("place-cell", row = cell / 9 + 1, column = cell % 9 + 1)
}

/// A row, column or box in words: "box 2".
pub fn unit(unit: Unit) -> String {
    let (kind, index) = match unit {
        Unit::Row(r) => ("row", r),
        Unit::Column(c) => ("column", c),
        Unit::Box(b) => ("box", b),
    };
    t!("place-unit", kind = kind, number = u16::from(index) + 1)
}

/// Why a board has no solution: "5 twice in row 3", "no candidate left
/// in row 4, column 2", "no place left for 6 in box 4".
pub fn contradiction(contradiction: &Contradiction) -> String {
    match *contradiction {
        Contradiction::Clash { unit: u, digit } => {
            t!("contradiction-clash", digit = digit, unit = &unit(u))
        }
        Contradiction::NoCandidates { cell: c } => {
            t!("contradiction-no-candidates", cell = &cell(c))
        }
        Contradiction::NoPlace { unit: u, digit } => {
            t!("contradiction-no-place", digit = digit, unit = &unit(u))
        }
    }
}

/// Why the step holds, one line under the other: one sentence for most
/// steps; for a forcing chain of several cases, the claim, each case, then
/// what follows. Each line begins with a capital.
pub fn why(step: &Step) -> Vec<String> {
    let lines = words_chains::forcing_lines(step).unwrap_or_else(|| vec![explanation(step)]);
    lines.into_iter().map(capitalised).collect()
}

/// The tense of [`changes`]: the step about to be taken (the hint's
/// answer) or taken (Step).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tense {
    /// "It places 3 in row 1, column 2."
    Present,
    /// "Placed 3 in row 1, column 2."
    Past,
}

/// What the step changes on the board, as a sentence: "It places 3 in
/// row 1, column 2.", "It removes 7 from 2 cells."; in the past
/// "Placed ...", "Removed ...".
pub fn changes(step: &Step, tense: Tense) -> String {
    let placed = (!step.placements.is_empty()).then(|| placed(step));
    let removed = (!step.eliminations.is_empty()).then(|| eliminated(step));
    let present = tense == Tense::Present;
    match (placed, removed) {
        (Some(placed), Some(removed)) if present => {
            t!("step-changes-both", placed = &placed, removed = &removed)
        }
        (Some(placed), Some(removed)) => {
            t!("step-changed-both", placed = &placed, removed = &removed)
        }
        (Some(placed), None) if present => t!("step-changes-place", placed = &placed),
        (Some(placed), None) => t!("step-changed-place", placed = &placed),
        (None, Some(removed)) if present => t!("step-changes-remove", removed = &removed),
        (None, Some(removed)) => t!("step-changed-remove", removed = &removed),
        (None, None) if present => t!("step-changes-nothing"),
        (None, None) => t!("step-changed-nothing"),
    }
}

/// The step's line in the steps list: its technique, then the digits
/// placed ("Naked single: 3 in row 1, column 2"), or else the candidates
/// removed ("Naked pair: removes 4 and 6 from row 3, column 5").
pub fn summary(step: &Step) -> String {
    summary_named(step, &technique_name(step.technique))
}

/// [`summary`] with the technique named `technique` (a killer technique's
/// name, which [`Technique`] does not have).
pub fn summary_named(step: &Step, technique: &str) -> String {
    if step.placements.is_empty() {
        t!(
            "step-summary-remove",
            technique = technique,
            removed = &eliminated(step)
        )
    } else {
        t!(
            "step-summary-place",
            technique = technique,
            placed = &placed(step)
        )
    }
}

/// The explanation in one sentence (a forcing chain's cases joined).
fn explanation(step: &Step) -> String {
    let targets = targets(step);
    match &step.pattern {
        &Pattern::FullHouse {
            cell: c,
            unit: u,
            digit,
        } => t!(
            "step-full-house",
            cell = &cell(c),
            unit = &unit(u),
            digit = digit
        ),
        &Pattern::NakedSingle { cell: c, digit } => {
            t!("step-naked-single", cell = &cell(c), digit = digit)
        }
        &Pattern::HiddenSingle {
            unit: u,
            digit,
            cell: c,
        } => t!(
            "step-hidden-single",
            unit = &unit(u),
            digit = digit,
            cell = &cell(c)
        ),
        &Pattern::Locked {
            digit,
            unit: u,
            within,
        } => t!(
            "step-locked",
            unit = &unit(u),
            digit = digit,
            within = &unit(within),
            targets = &targets
        ),
        Pattern::NakedSubset {
            unit: u,
            cells,
            digits,
        } => {
            let removed: Digits = step.eliminations.iter().map(|&(_, d)| d).collect();
            t!(
                "step-naked-subset",
                cells = &cells_list(cells),
                digits = &digits_and(*digits),
                size = cells.len(),
                unit = &unit(*u),
                removed = &digits_and(removed),
                removedCount = removed.len(),
                targets = &targets
            )
        }
        Pattern::HiddenSubset {
            unit: u,
            digits,
            cells,
        } => t!(
            "step-hidden-subset",
            unit = &unit(*u),
            digits = &digits_and(*digits),
            cells = &cells_list(cells),
            size = cells.len(),
            removed = &removed_per_cell(step, cells)
        ),
        Pattern::Fish {
            digit,
            lines,
            covers,
        } => {
            let cover_kind = match covers.first() {
                Some(Unit::Column(_)) => "column",
                _ => "row",
            };
            let numbers = covers.iter().map(|u| (u.index() % 9 + 1).to_string());
            t!(
                "step-fish",
                lines = &and_list(lines.iter().map(|&u| unit(u))),
                digit = *digit,
                coverKind = cover_kind,
                covers = &and_list(numbers),
                technique = technique_key(step.technique),
                targets = &targets
            )
        }
        &Pattern::XYWing {
            pivot,
            pincers: [a, b],
            x,
            y,
            z,
        } => t!(
            "step-xy-wing",
            pivot = &cell(pivot),
            x = x,
            y = y,
            first = &cell(a),
            z = z,
            second = &cell(b),
            targets = &targets
        ),
        &Pattern::XYZWing {
            pivot: (pivot, pm),
            pincers: [(a, am), (b, bm)],
            z,
        } => t!(
            "step-xyz-wing",
            pivot = &cell(pivot),
            pivotDigits = &digits_or(pm),
            first = &cell(a),
            firstDigits = &digits_or(am),
            second = &cell(b),
            secondDigits = &digits_or(bm),
            z = z,
            targets = &targets
        ),
        Pattern::ColourWrap {
            digit,
            groups,
            clash: [p, q],
            shared,
        } => t!(
            "step-colour-wrap",
            digit = *digit,
            first = &cells_list(&groups[0]),
            second = &cells_list(&groups[1]),
            p = &cell(*p),
            q = &cell(*q),
            shared = &unit(*shared)
        ),
        Pattern::ColourTrap { digit, groups } => t!(
            "step-colour-trap",
            digit = *digit,
            first = &cells_list(&groups[0]),
            second = &cells_list(&groups[1]),
            targets = &targets,
            count = step.eliminations.len()
        ),
        &Pattern::Supposition {
            cell: c,
            digit,
            ref contradiction,
            deep,
        } => t!(
            "step-supposition",
            cell = &cell(c),
            digit = digit,
            deep = if deep { "yes" } else { "no" },
            contradiction = &self::contradiction(contradiction)
        ),
        Pattern::XChain { .. }
        | Pattern::XYChain { .. }
        | Pattern::AlignedPair { .. }
        | Pattern::AlignedTriple { .. }
        | Pattern::ForcingChain { .. }
        | Pattern::Cycle { .. }
        | Pattern::UniqueRectangle { .. }
        | Pattern::BugPlusOne { .. }
        | Pattern::Bug { .. } => words_chains::explanation(step, &targets),
    }
}

/// `line` with its first letter in upper case (ASCII letters only, as the
/// solver's words: no Unicode case tables in the worker).
fn capitalised(line: String) -> String {
    let mut chars = line.chars();
    match chars.next() {
        Some(first) if first.is_ascii_lowercase() => {
            let mut out = String::with_capacity(line.len());
            out.push(first.to_ascii_uppercase());
            out.push_str(chars.as_str());
            out
        }
        _ => line,
    }
}

/// The placements: "3 in row 1, column 2, 5 in row 4, column 4".
fn placed(step: &Step) -> String {
    join(
        step.placements
            .iter()
            .map(|&(c, digit)| t!("step-digit-in", digit = digit, cell = &cell(c))),
        "step-comma",
        ["list", "item"],
    )
}

/// The eliminations in short: "7 from 2 cells", "4 and 6 from row 3,
/// column 5".
fn eliminated(step: &Step) -> String {
    let cells = step
        .eliminations
        .iter()
        .filter(|&&(c, _)| c < 128)
        .fold(0u128, |mask, &(c, _)| mask | 1 << c);
    let digits: Digits = step.eliminations.iter().map(|&(_, d)| d).collect();
    let digits = digits_and(digits);
    match cells.count_ones() {
        1 => t!(
            "step-digits-from",
            digits = &digits,
            cell = &cell(cells.trailing_zeros() as usize)
        ),
        count => t!("step-digits-from-cells", digits = &digits, count = count),
    }
}

/// The cells that lose candidates, in the order of the eliminations:
/// "row 5, column 2 and row 6, column 8".
pub(super) fn targets(step: &Step) -> String {
    let mut cells: Vec<usize> = step.eliminations.iter().map(|&(c, _)| c).collect();
    cells.dedup();
    cells_list(&cells)
}

/// The candidates removed from each of `cells`: "5 and 6 from row 1,
/// column 1; 7 from row 1, column 2".
fn removed_per_cell(step: &Step, cells: &[usize]) -> String {
    let parts = cells.iter().filter_map(|&c| {
        let digits: Vec<u8> = step
            .eliminations
            .iter()
            .filter(|&&(e, _)| e == c)
            .map(|&(_, d)| d)
            .collect();
        (!digits.is_empty()).then(|| {
            t!(
                "step-digits-from",
                digits = &digits_list_and(&digits),
                cell = &cell(c)
            )
        })
    });
    join(parts, "step-semicolon", ["list", "item"])
}

/// `items` folded left by message `id`, whose two variables are `names`
/// (the list so far, the next item). Empty for no items.
pub(super) fn join(
    items: impl IntoIterator<Item = String>,
    id: &str,
    [list, item]: [&str; 2],
) -> String {
    let mut items = items.into_iter();
    let Some(mut out) = items.next() else {
        return String::new();
    };
    for next in items {
        out = lang::tf(id, &[(list, Arg::from(&out)), (item, Arg::from(&next))]);
    }
    out
}

/// A list: the items before the last joined by `more`, then the last by
/// `last` ("1, 2 and 3").
fn list(items: impl IntoIterator<Item = String>, more: &str, last: &str) -> String {
    let mut items: Vec<String> = items.into_iter().collect();
    let Some(final_item) = items.pop() else {
        return String::new();
    };
    if items.is_empty() {
        return final_item;
    }
    let head = join(items, more, ["list", "item"]);
    lang::tf(
        last,
        &[("list", Arg::from(&head)), ("last", Arg::from(&final_item))],
    )
}

/// "a", "a and b", "a, b and c".
pub(super) fn and_list(items: impl IntoIterator<Item = String>) -> String {
    list(items, "step-and-more", "step-and")
}

/// "a", "a or b", "a, b or c".
pub(super) fn or_list(items: impl IntoIterator<Item = String>) -> String {
    list(items, "step-or-more", "step-or")
}

/// The cells named and listed: "row 1, column 2 and row 3, column 4".
pub(super) fn cells_list(cells: &[usize]) -> String {
    and_list(cells.iter().map(|&c| cell(c)))
}

/// Digits as an "and" list, ascending: "4 and 6".
pub(super) fn digits_and(digits: Digits) -> String {
    and_list(digits.iter().map(|d| d.to_string()))
}

/// Digits as an "or" list, ascending: "4, 6 or 7".
pub(super) fn digits_or(digits: Digits) -> String {
    or_list(digits.iter().map(|d| d.to_string()))
}

/// Digits as an "and" list, in their order.
pub(super) fn digits_list_and(digits: &[u8]) -> String {
    and_list(digits.iter().map(|d| d.to_string()))
}

/// Digits as an "or" list, in their order.
pub(super) fn digits_list_or(digits: &[u8]) -> String {
    or_list(digits.iter().map(|d| d.to_string()))
}
