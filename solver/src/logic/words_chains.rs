//! The sentences of the X-chain, the XY-chain and the aligned pair
//! exclusion, beside `words.rs` which has every other sentence of the
//! engine.

use super::sort::sort;
use super::words::{and_list, capitalise, cells_list, or_list};
use super::{Pattern, Step};
use crate::geometry::cell_name;

impl Step {
    /// The explanation of an X-chain, XY-chain or aligned pair exclusion
    /// step (called by
    /// [`Step::explanation`]).
    pub(super) fn chain_explanation(&self) -> String {
        match &self.pattern {
            Pattern::XChain {
                digit,
                cells,
                units,
            } => {
                let (first, last) = ends(cells);
                let pairs: Vec<String> = units
                    .iter()
                    .zip(cells.chunks(2))
                    .map(|(unit, pair)| format!("in {unit} ({})", cells_list(pair)))
                    .collect();
                format!(
                    "{digit} has only two places {}, and each pair's second cell sees the next pair's first: if {first} is not {digit}, the second cell of each pair is {digit} and the first of the next is not, so {first} or {last} is {digit} (an X-chain), and {digit} is removed from {}.",
                    and_list(&pairs),
                    self.targets()
                )
            }
            Pattern::XYChain {
                cells,
                values,
                digit,
            } => {
                let (first, last) = ends(cells);
                let listed: Vec<String> = cells
                    .iter()
                    .zip(values)
                    .map(|(&c, &v)| {
                        let pair: Vec<u8> = self_pair(c, v, cells, values);
                        format!("{} ({})", cell_name(c), or_list(&pair))
                    })
                    .collect();
                format!(
                    "{} each have two candidates and see the next: if {first} is not {digit}, they are {} in turn, so {first} or {last} is {digit} (an XY-chain), and {digit} is removed from {}.",
                    capitalise(&and_list(&listed)),
                    and_list(values),
                    self.targets()
                )
            }
            Pattern::AlignedTriple { cells, excluders } => {
                let removed: Vec<String> = self
                    .eliminations
                    .iter()
                    .map(|&(cell, v)| format!("{v} in {}", cell_name(cell)))
                    .collect();
                format!(
                    "{} see all of {}, and each has only two or three candidates. Every way of filling the three either repeats a digit in two of them that see each other or takes all the candidates of one of those cells; no way left puts {}, so {} removed (an aligned triple exclusion).",
                    capitalise(&cells_list(excluders)),
                    cells_list(cells),
                    or_list(&removed),
                    if removed.len() == 1 { "it is" } else { "they are" }
                )
            }
            Pattern::AlignedPair { cells, impossible } => {
                let reasons: Vec<String> = self
                    .eliminations
                    .iter()
                    .map(|&(cell, v)| {
                        let k = usize::from(cells[1] == cell);
                        let other = cells[1 - k];
                        let why: Vec<String> = impossible
                            .iter()
                            .filter(|(pair, _)| pair[k] == v)
                            .map(|&(pair, x)| match x {
                                Some(x) => format!(
                                    "{} ({} holds only {} and {})",
                                    pair[1 - k],
                                    cell_name(x),
                                    pair[0].min(pair[1]),
                                    pair[0].max(pair[1])
                                ),
                                None => format!("{v} (they see each other)"),
                            })
                            .collect();
                        format!(
                            "if {} were {v}, {} could not be {}",
                            cell_name(cell),
                            cell_name(other),
                            or_list(&why)
                        )
                    })
                    .collect();
                format!(
                    "{} and {} are seen by two-candidate cells that would be left empty by some pairs of their values: {} (aligned pair exclusion), so {}.",
                    capitalise(&cell_name(cells[0])),
                    cell_name(cells[1]),
                    reasons.join("; "),
                    removed_list(&self.eliminations)
                )
            }
            _ => self.explanation(),
        }
    }
}

/// "7 is removed from row 1, column 2 and 3 from row 4, column 5", or
/// "7 is removed from row 1, column 2 and row 4, column 5".
pub(super) fn removed_list(eliminations: &[(usize, u8)]) -> String {
    if let [(_, digit), rest @ ..] = eliminations {
        if rest.iter().all(|(_, d)| d == digit) {
            let cells: Vec<usize> = eliminations.iter().map(|&(c, _)| c).collect();
            return format!("{digit} is removed from {}", cells_list(&cells));
        }
    }
    let parts: Vec<String> = eliminations
        .iter()
        .enumerate()
        .map(|(i, &(c, d))| {
            let verb = if i == 0 { " is removed" } else { "" };
            format!("{d}{verb} from {}", cell_name(c))
        })
        .collect();
    and_list(&parts)
}

/// The names of the first and last cells.
fn ends(cells: &[usize]) -> (String, String) {
    let name = |c: Option<&usize>| c.map(|&c| cell_name(c)).unwrap_or_default();
    (name(cells.first()), name(cells.last()))
}

/// The two candidates of the chain's cell `cell` (which takes `value`):
/// the digit it loses is the value of the cell before it, or for the first
/// cell the chain's digit, which is the last value.
fn self_pair(cell: usize, value: u8, cells: &[usize], values: &[u8]) -> Vec<u8> {
    let i = cells.iter().position(|&c| c == cell).unwrap_or(0);
    let before = if i == 0 {
        values.last()
    } else {
        values.get(i - 1)
    };
    let lost = before.copied().unwrap_or(value);
    let mut pair = vec![value, lost];
    sort(&mut pair);
    pair
}
