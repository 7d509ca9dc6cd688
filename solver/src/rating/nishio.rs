//! SE's Nishio forcing chains (7.5 plus the length increment), followed as
//! SE follows them, so that the length is SE's.
//!
//! One digit only. Assume the candidate on (or off) and follow two rules
//! of that digit, "on" nodes before "off" nodes, each in the order it was
//! reached: an "on" cell turns its digit off in its box, row and column
//! (in that order, each unit's cells in order); an "off" cell, in each of
//! its units (box, row, column) where the digit has exactly two places,
//! turns the other place on. The chain is dynamic: an "off" node removes
//! its candidate once its own rule has been applied, so later units see
//! fewer places, and a node turned on through a unit also has as parents
//! the "off" nodes that removed the unit's other places since the start.
//! The first node found both on and off is the contradiction. Its length
//! (SE's complexity) is the number of distinct ancestors of the "on" node
//! plus that of the "off" node, each node included. Assuming the
//! candidate on removes it; assuming it off places it.
//!
//! The rules and orders are SE's `Chaining.doChaining`, `getOnToOff` and
//! `getOffToOn` with `isNishio` (docs/se-techniques.md, sections 2 and 6).

use crate::geometry::{box_of, col_of, row_of, CELLS, UNITS};
use crate::logic::Board;

/// A node: a cell of the digit, on or off.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Node {
    cell: usize,
    on: bool,
}

impl Node {
    fn index(self) -> usize {
        self.cell * 2 + usize::from(self.on)
    }
}

/// The chains of one assumption: each node reached, with the parents of
/// its first derivation.
struct Chains {
    parents: Vec<Option<Vec<Node>>>,
}

impl Chains {
    fn has(&self, node: Node) -> bool {
        self.parents[node.index()].is_some()
    }

    /// The distinct nodes a node reached comes from, itself included.
    fn ancestors_of(&self, node: Node) -> usize {
        self.ancestors(node, self.parents[node.index()].as_deref().unwrap_or(&[]))
    }

    /// The distinct nodes `node` (with `parents`) comes from, itself
    /// included.
    fn ancestors(&self, node: Node, parents: &[Node]) -> usize {
        let mut seen = [false; CELLS * 2];
        seen[node.index()] = true;
        let mut count = 1;
        let mut todo: Vec<Node> = parents.to_vec();
        while let Some(n) = todo.pop() {
            if !seen[n.index()] {
                seen[n.index()] = true;
                count += 1;
                todo.extend(self.parents[n.index()].iter().flatten().copied());
            }
        }
        count
    }
}

/// The units of `cell` in SE's order: box, row, column.
fn units_of(cell: usize) -> [&'static [u8; 9]; 3] {
    [
        &UNITS[18 + box_of(cell)],
        &UNITS[row_of(cell)],
        &UNITS[9 + col_of(cell)],
    ]
}

/// SE's length (complexity) of the Nishio chain that assuming `digit` in
/// `cell` on (or off) leads to, when it leads to a contradiction.
pub(super) fn complexity(board: &Board, cell: usize, digit: u8, on: bool) -> Option<usize> {
    // The cells where the digit may still go, as the chain removes them.
    let source: [bool; CELLS] =
        std::array::from_fn(|c| board.digit(c) == 0 && board.has_candidate(c, digit));
    let mut places = source;
    let mut chains = Chains {
        parents: vec![None; CELLS * 2],
    };
    let start = Node { cell, on };
    chains.parents[start.index()] = Some(Vec::new());
    let (mut pending_on, mut pending_off) = (Vec::new(), Vec::new());
    let (mut next_on, mut next_off) = (0, 0);
    if on {
        pending_on.push(start);
    } else {
        pending_off.push(start);
    }
    loop {
        if let Some(&p) = pending_on.get(next_on) {
            next_on += 1;
            let mut offs: Vec<Node> = Vec::new();
            for unit in units_of(p.cell) {
                for c in unit.iter().map(|&c| usize::from(c)) {
                    let off = Node { cell: c, on: false };
                    if c != p.cell && places[c] && !offs.contains(&off) {
                        offs.push(off);
                    }
                }
            }
            for off in offs {
                let conj = Node {
                    cell: off.cell,
                    on: true,
                };
                if chains.has(conj) {
                    return Some(chains.ancestors_of(conj) + chains.ancestors(off, &[p]));
                }
                if !chains.has(off) {
                    chains.parents[off.index()] = Some(vec![p]);
                    pending_off.push(off);
                }
            }
        } else if let Some(&p) = pending_off.get(next_off) {
            next_off += 1;
            let mut ons: Vec<(Node, Vec<Node>)> = Vec::new();
            for unit in units_of(p.cell) {
                let here: Vec<usize> = unit
                    .iter()
                    .map(|&c| usize::from(c))
                    .filter(|&c| places[c])
                    .collect();
                let [a, b] = here[..] else { continue };
                let on = Node {
                    cell: if a == p.cell { b } else { a },
                    on: true,
                };
                if ons.iter().any(|(n, _)| *n == on) {
                    continue;
                }
                let mut parents = vec![p];
                parents.extend(
                    unit.iter()
                        .map(|&c| usize::from(c))
                        .filter(|&c| source[c] && !places[c])
                        .map(|c| Node { cell: c, on: false }),
                );
                ons.push((on, parents));
            }
            places[p.cell] = false;
            for (on, parents) in ons {
                let conj = Node {
                    cell: on.cell,
                    on: false,
                };
                if chains.has(conj) {
                    return Some(chains.ancestors(on, &parents) + chains.ancestors_of(conj));
                }
                if !chains.has(on) {
                    chains.parents[on.index()] = Some(parents);
                    pending_on.push(on);
                }
            }
        } else {
            return None;
        }
    }
}
