//! The sentences of the forcing chains, beside `words.rs` which has every
//! other sentence of the engine.

use super::words::{capitalise, cells_list, or_list};
use super::words_chains::removed_list;
use super::{ChainLink, ForcingStart, Pattern, Step};
use crate::geometry::cell_name;

impl Step {
    /// The explanation of a forcing chain step (called by
    /// [`Step::explanation`]).
    pub(super) fn forcing_explanation(&self) -> String {
        if let Pattern::Cycle { links, .. } = &self.pattern {
            return self.cycle_explanation(links);
        }
        let Pattern::ForcingChain { start, chains } = &self.pattern else {
            return self.explanation();
        };
        if let Some((claim, cases)) = self.forcing_cases() {
            return format!("{claim}: {}. So {}.", cases.join("; "), self.result());
        }
        let first = chains.first().map(|c| follow(c)).unwrap_or_default();
        let result = self.result();
        match start {
            ForcingStart::Contradiction { cell, digit } => format!(
                "If {} were {digit}, then {first}: a contradiction (a forcing chain), so {result}.",
                cell_name(*cell)
            ),
            ForcingStart::Denial { cell, digit } => format!(
                "If {} were not {digit}, then {first}: a contradiction (a forcing chain), so {result}.",
                cell_name(*cell)
            ),
            _ => String::new(),
        }
    }

    /// The explanation of a bidirectional cycle.
    fn cycle_explanation(&self, links: &[ChainLink]) -> String {
        let mut round = links.to_vec();
        round.extend(links.first().copied());
        format!(
            "If {}, then {}: a bidirectional cycle, true either way round, so a cell that sees both ends of one of its links cannot hold that digit, and {}.",
            links.first().map(|&l| link(l)).unwrap_or_default(),
            follow(&round),
            removed_list(&self.eliminations),
        )
    }

    /// The explanation as lines to show one under the other: one line for
    /// most steps; for a forcing chain of several cases, the claim, each
    /// case, then what follows.
    pub fn explanation_lines(&self) -> Vec<String> {
        match self.forcing_cases() {
            Some((claim, cases)) => {
                let mut lines = vec![format!("{claim}:")];
                lines.extend(cases.iter().map(|c| format!("{}.", capitalise(c))));
                lines.push(format!("So {}.", self.result()));
                lines
            }
            None => vec![self.explanation()],
        }
    }

    /// A forcing chain of several cases (both ways, a cell's candidates, a
    /// digit's places in a unit): the claim and the cases, each "if ...,
    /// then so ...".
    fn forcing_cases(&self) -> Option<(String, Vec<String>)> {
        let Pattern::ForcingChain { start, chains } = &self.pattern else {
            return None;
        };
        let conclusion = chains
            .first()
            .and_then(|c| c.last())
            .map(|&l| link(l))
            .unwrap_or_default();
        match start {
            ForcingStart::Contradiction { .. } | ForcingStart::Denial { .. } => None,
            ForcingStart::BothWays { cell, digit } => {
                let first = chains.first().map(|c| follow(c)).unwrap_or_default();
                let second = chains.get(1).map(|c| follow(c)).unwrap_or_default();
                Some((
                    format!(
                        "Whether {} is {digit} or not, {conclusion} (a forcing chain)",
                        cell_name(*cell)
                    ),
                    vec![
                        format!("if it is, {first}"),
                        format!("if it is not, {second}"),
                    ],
                ))
            }
            ForcingStart::Cell { cell } => {
                let digits: Vec<u8> = chains
                    .iter()
                    .filter_map(|c| c.first().map(|l| l.digit))
                    .collect();
                let cases = chains
                    .iter()
                    .zip(&digits)
                    .map(|(c, d)| format!("if it is {d}, {}", follow(c)))
                    .collect();
                Some((
                    format!(
                        "{} is {}, and in each case {conclusion} (a cell forcing chain)",
                        capitalise(&cell_name(*cell)),
                        or_list(&digits)
                    ),
                    cases,
                ))
            }
            ForcingStart::Unit { unit, digit } => {
                let cells: Vec<usize> = chains
                    .iter()
                    .filter_map(|c| c.first().map(|l| l.cell))
                    .collect();
                let cases = chains
                    .iter()
                    .map(|c| {
                        let at = c.first().map(|l| cell_name(l.cell)).unwrap_or_default();
                        format!("if {at} is {digit}, {}", follow(c))
                    })
                    .collect();
                Some((
                    format!(
                        "In {unit}, {digit} can only go in {}, and in each case {conclusion} (a unit forcing chain)",
                        cells_list(&cells)
                    ),
                    cases,
                ))
            }
        }
    }

    /// "5 is placed in row 1, column 2" or "5 is removed from row 1,
    /// column 2".
    fn result(&self) -> String {
        match (self.placements.first(), self.eliminations.first()) {
            (Some(&(cell, d)), _) => format!("{d} is placed in {}", cell_name(cell)),
            (None, Some(&(cell, d))) => format!("{d} is removed from {}", cell_name(cell)),
            (None, None) => "nothing changes".into(),
        }
    }
}

/// "row 1, column 2 is 5" or "row 1, column 2 is not 5".
fn link(l: ChainLink) -> String {
    let not = if l.on { "" } else { "not " };
    format!("{} is {not}{}", cell_name(l.cell), l.digit)
}

/// The links after the first, each the consequence of the one before:
/// "row 1, column 7 is not 5, so row 3, column 8 is 5".
fn follow(chain: &[ChainLink]) -> String {
    let links: Vec<String> = chain.iter().skip(1).map(|&l| link(l)).collect();
    links.join(", so ")
}
