//! SE's two rules for following a chain (`Chaining.getOnToOff`,
//! `getOffToOn`): what an "on" node turns off, and what an "off" node
//! turns on, with the parents a dynamic chain gives it.

use super::chains::{Chains, Reached};
use super::links::cells_in;
use super::links::{cell_of, digit_of, node, units_of, Cands, Node, Places, CELL_RULE, UNIT_MASKS};

/// What the "on" node `p` turns off, in SE's order (the cell's other
/// candidates only with `cell_rule`), on the board of `grid` and `places`.
pub(super) fn on_to_off(
    grid: &Cands,
    places: &Places,
    p: Node,
    cell_rule: bool,
    out: &mut Vec<Node>,
) {
    out.clear();
    let (cell, digit) = (cell_of(p), digit_of(p));
    if cell_rule {
        for d in 1..=9u8 {
            if d != digit && grid[cell] & (1 << d) != 0 {
                out.push(node(cell, d, false));
            }
        }
    }
    let [b, r, c] = units_of(cell).map(|u| UNIT_MASKS[u]);
    let here = places[usize::from(digit)] & !(1 << cell);
    for mask in [here & b, here & r & !b, here & c & !b] {
        out.extend(cells_in(mask).map(|x| node(x, digit, false)));
    }
}

/// The nodes an "off" node turns on, each with its cause and parents.
#[derive(Default)]
pub(super) struct Made {
    /// Each node, its cause, and where its parents end in `all_parents`.
    pub(super) nodes: Vec<(Node, u8, usize)>,
    all_parents: Vec<Node>,
}

impl Made {
    /// The parents of the `i`th node.
    pub(super) fn parents(&self, i: usize) -> &[Node] {
        let start = if i == 0 { 0 } else { self.nodes[i - 1].2 };
        &self.all_parents[start..self.nodes[i].2]
    }

    /// The `i`th node, with its parents and cause.
    pub(super) fn reached(&self, i: usize) -> Reached {
        Reached {
            node: self.nodes[i].0,
            parents: self.parents(i).to_vec(),
            cause: self.nodes[i].1,
        }
    }
}

/// What the "off" node `p` turns on, in SE's order, each with its parents:
/// `p` and the "off" nodes that removed the other candidates of the cell
/// (or the other places of the unit). The cell's other candidate only with
/// `cell_rule`.
pub(super) fn off_to_on(
    grid: &Cands,
    places: &Places,
    source_places: &Places,
    p: Node,
    chains: &Chains,
    cell_rule: bool,
    out: &mut Made,
) {
    out.nodes.clear();
    out.all_parents.clear();
    let (cell, digit) = (cell_of(p), digit_of(p));
    let bit = 1u16 << digit;
    if cell_rule && grid[cell].count_ones() == 2 {
        let other = (grid[cell] & !bit).trailing_zeros() as u8;
        out.all_parents.push(p);
        for d in 1..=9u8 {
            let gone = source_places[usize::from(d)] & !places[usize::from(d)] & (1 << cell) != 0;
            if gone && chains.has(node(cell, d, false)) {
                out.all_parents.push(node(cell, d, false));
            }
        }
        out.nodes
            .push((node(cell, other, true), CELL_RULE, out.all_parents.len()));
    }
    let here = places[usize::from(digit)];
    let gone = source_places[usize::from(digit)] & !here;
    for u in units_of(cell) {
        let mask = here & UNIT_MASKS[u];
        if mask.count_ones() != 2 {
            continue;
        }
        let other = (mask & !(1 << cell)).trailing_zeros() as usize;
        let on = node(other, digit, true);
        if out.nodes.iter().any(|&(n, ..)| n == on) {
            continue;
        }
        out.all_parents.push(p);
        for c in cells_in(gone & UNIT_MASKS[u]) {
            if chains.has(node(c, digit, false)) {
                out.all_parents.push(node(c, digit, false));
            }
        }
        out.nodes.push((on, u as u8, out.all_parents.len()));
    }
}
