//! Following one assumption as SE's `Chaining.doChaining` does: "on"
//! nodes before "off" nodes, each in the order reached; in a dynamic chain
//! an "off" node removes its candidate once followed; with nesting, when
//! nothing is left to follow, the other techniques (`patterns.rs`, then the
//! nested chains) look at the working board (`getAdvancedPotentials`).

use super::chains::{Chains, Clash, Inner, Reached};
use super::implications::{off_to_on, on_to_off, Made};
use super::links::{cell_of, digit_of, node, Cands, Mode, Node, Places, NO_CAUSE};
use super::patterns;

/// The chains nested at a level above 1: every step they find on an outer
/// chain's working board (`grid`, the outer chain having started from
/// `source`), the lowest rated first.
pub(super) type Nested = fn(grid: &Cands, source: &Cands, level: u8) -> Vec<Inner>;

/// Follows the assumption `start` on the board `source`. The chains it
/// reached, and the contradiction it led to, if any (the chains then stop
/// there). `source_places` are the places of `source`; `nested` gives the chains nested at each level above 1.
pub(super) fn follow(
    (source, source_places): (&Cands, &Places),
    start: Node,
    mode: Mode,
    nested: Nested,
) -> (Chains, Option<Clash>) {
    let mut grid = *source;
    let mut places = *source_places;
    let mut chains = Chains::new();
    chains.add(start, &[], NO_CAUSE);
    let (mut next_on, mut next_off) = (0, 0);
    let mut found = Vec::new();
    let mut made = Made::default();
    loop {
        if let Some(&p) = chains.on.get(next_on) {
            next_on += 1;
            on_to_off(&grid, &places, p, true, &mut found);
            for &off in &found {
                if chains.has(off ^ 1) {
                    let on = chains.reached(off ^ 1);
                    let off = Reached {
                        node: off,
                        parents: vec![p],
                        cause: NO_CAUSE,
                    };
                    return (chains, Some(Clash { on, off }));
                }
                if !chains.has(off) {
                    chains.add(off, &[p], NO_CAUSE);
                }
            }
        } else if let Some(&p) = chains.off.get(next_off) {
            next_off += 1;
            off_to_on(&grid, &places, source_places, p, &chains, true, &mut made);
            if mode.dynamic {
                grid[cell_of(p)] &= !(1 << digit_of(p));
                places[usize::from(digit_of(p))] &= !(1 << cell_of(p));
            }
            for i in 0..made.nodes.len() {
                let (on, cause, _) = made.nodes[i];
                if chains.has(on ^ 1) {
                    let off = chains.reached(on ^ 1);
                    let on = made.reached(i);
                    return (chains, Some(Clash { on, off }));
                }
                if !chains.has(on) {
                    chains.add(on, made.parents(i), cause);
                }
            }
        } else {
            return (chains, None);
        }
        if mode.level > 0 && next_on == chains.on.len() && next_off == chains.off.len() {
            for (off, parents, nested) in advanced(&grid, source, &chains, mode.level, nested) {
                if !chains.has(off) {
                    chains.add(off, &parents, NO_CAUSE);
                    if let Some(nested) = nested {
                        chains.nest(off, nested);
                    }
                }
            }
        }
    }
}

/// An "off" node a technique adds to a chain: its parents, and the nested
/// chain (conclusion and length) that found it, if any.
type Added = (Node, Vec<Node>, Option<(Node, usize)>);

/// What the first technique that applies at nesting `level` turns off,
/// with its parents.
fn advanced(
    grid: &Cands,
    source: &Cands,
    chains: &Chains,
    level: u8,
    nested: Nested,
) -> Vec<Added> {
    for rule in patterns::BASIC {
        let found = rule(grid, source)
            .into_iter()
            .map(|(removes, needs)| Inner {
                removes,
                needs,
                length: 0,
                conclusion: 0,
            });
        let out = added(found, chains, false);
        if !out.is_empty() {
            return out;
        }
    }
    added(nested(grid, source, level).into_iter(), chains, true)
}

/// The "off" nodes of the patterns that need something the chain removed.
fn added(found: impl Iterator<Item = Inner>, chains: &Chains, nested: bool) -> Vec<Added> {
    let mut out = Vec::new();
    for f in found {
        if f.needs.is_empty() || f.removes.is_empty() {
            continue;
        }
        let parents: Vec<Node> = f
            .needs
            .iter()
            .map(|&(c, d)| node(c, d, false))
            .filter(|&n| chains.has(n))
            .collect();
        let chain = nested.then_some((f.conclusion, f.length));
        out.extend(
            f.removes
                .iter()
                .map(|&(c, d)| (node(c, d, false), parents.clone(), chain)),
        );
    }
    out
}
