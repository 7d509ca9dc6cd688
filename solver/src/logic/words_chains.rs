//! The sentences of the X-chain and the XY-chain, beside `words.rs` which
//! has every other sentence of the engine.

use super::words::{and_list, capitalise, cells_list, or_list};
use super::{Pattern, Step};
use crate::geometry::cell_name;

impl Step {
    /// The explanation of an X-chain or XY-chain step (called by
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
            _ => self.explanation(),
        }
    }
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
    pair.sort_unstable();
    pair
}
