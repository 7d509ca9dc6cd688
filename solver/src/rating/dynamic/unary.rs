//! SE's forcing chains (`Chaining.doForcingChains`, the "Forcing Chains &
//! Cycles" producer without its cycles), as a technique inside SE's
//! nested chains (levels 2 and 3): from a candidate assumed on (or off),
//! static links are followed breadth first, every "on" node of a round
//! before the "off" nodes it leads to, until the candidate's own negation
//! is reached: then that negation holds. One digit's links first (SE's
//! forcing X-chains, 6.6), then with the cells' links too (forcing chains,
//! 7.0); each plus the length increment of its distinct ancestors.

use super::chains::{Chains, Inner, Marks, Reached};
use super::implications::{off_to_on, on_to_off, Made};
use super::links::{node, places_of, Cands, Node, Places, NO_CAUSE};
use crate::geometry::CELLS;
use crate::logic::length_tenths;

/// Every forcing chain on `grid`, the working board of an outer chain that
/// started from `outer`, the lowest rated first.
pub(super) fn inner(grid: &Cands, outer: &Cands) -> Vec<Inner> {
    let mut marks = Marks::new();
    let places = places_of(grid);
    let mut found: Vec<(u32, Inner)> = Vec::new();
    for (cell_rule, base) in [(false, 66u32), (true, 70)] {
        for cell in (0..CELLS).filter(|&c| grid[c].count_ones() > 1) {
            for digit in (1..=9u8).filter(|&d| grid[cell] & (1 << d) != 0) {
                for on in [true, false] {
                    let start = node(cell, digit, on);
                    let (chains, targets) = reach(grid, &places, start, cell_rule);
                    for target in targets {
                        let length =
                            chains.ancestors_with(target.node, &target.parents, &mut marks);
                        let removes = if on {
                            vec![(cell, digit)]
                        } else {
                            (1..=9u8)
                                .filter(|&d| d != digit && grid[cell] & (1 << d) != 0)
                                .map(|d| (cell, d))
                                .collect()
                        };
                        if removes.is_empty() {
                            continue;
                        }
                        let mut needs = Vec::new();
                        chains.needs(&target, NO_CAUSE, outer, grid, &mut marks, &mut needs);
                        let score = base + u32::from(length_tenths(length.saturating_sub(2)));
                        found.push((
                            score,
                            Inner {
                                removes,
                                needs,
                                length,
                                conclusion: start ^ 1,
                            },
                        ));
                    }
                }
            }
        }
    }
    found.sort_by_key(|(score, f)| (*score, f.length));
    found.into_iter().map(|(_, f)| f).collect()
}

/// The static chains from `start`, and the nodes where they reach its
/// negation.
fn reach(grid: &Cands, places: &Places, start: Node, cell_rule: bool) -> (Chains, Vec<Reached>) {
    let mut chains = Chains::new();
    chains.add(start, &[], NO_CAUSE);
    let mut targets: Vec<Reached> = Vec::new();
    let (mut next_on, mut next_off) = (0, 0);
    let mut found = Vec::new();
    let mut made = Made::default();
    loop {
        let before = (next_on, next_off);
        while let Some(&p) = chains.on.get(next_on) {
            next_on += 1;
            on_to_off(grid, places, p, cell_rule, &mut found);
            for &off in &found {
                if off == start ^ 1 && !targets.iter().any(|t| t.node == off) {
                    targets.push(Reached {
                        node: off,
                        parents: vec![p],
                        cause: NO_CAUSE,
                    });
                }
                if !chains.has(off) {
                    chains.add(off, &[p], NO_CAUSE);
                }
            }
        }
        while let Some(&p) = chains.off.get(next_off) {
            next_off += 1;
            off_to_on(grid, places, places, p, &chains, cell_rule, &mut made);
            for i in 0..made.nodes.len() {
                let (on, cause, _) = made.nodes[i];
                if on == start ^ 1 && !targets.iter().any(|t| t.node == on) {
                    targets.push(made.reached(i));
                }
                if !chains.has(on) {
                    chains.add(on, made.parents(i), cause);
                }
            }
        }
        if (next_on, next_off) == before {
            return (chains, targets);
        }
    }
}
