//! SE's multiple and dynamic forcing chains (`Chaining.getMultipleChainsHintList`;
//! docs/se-techniques.md, section 6.2), with chains followed by
//! `follow.rs`. For every cell (row by row) and each of its candidates:
//!
//! * contradiction (dynamic only): the candidate on leads to a
//!   contradiction, so it is removed; off, so it is placed;
//! * double (dynamic, cells of three or more candidates): a node reached
//!   both from the candidate on and from it off holds;
//! * region: where the digit's first place in a unit (with two places, or
//!   more when multiple) is this cell, a node reached from every place
//!   holds;
//! * cell (cells of two candidates, or more when multiple): a node reached
//!   from every candidate of the cell holds.
//!
//! Static multiple chains (SE's 8.0) look only at cells of three or more
//! candidates. The length of a step is the distinct ancestors of the
//! conclusion in every branch, summed; the shortest is taken (SE sorts its
//! hints by length), the first of equals.

use super::chains::{Chains, Clash, Inner, Marks, Reached, Tally};
use super::follow::follow;
use super::links::{
    cell_of, digit_of, is_on, node, places_of, units_of, Cands, Mode, Node, Places, CELL_RULE,
    NO_CAUSE,
};
use super::unary;
use crate::geometry::{CELLS, UNITS};
use crate::logic::Board;

/// What a chain proves: a candidate is false, or a digit goes in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(in crate::rating) enum Proof {
    /// The candidate (cell, digit) is removed.
    Remove(usize, u8),
    /// The digit goes in the cell.
    Place(usize, u8),
}

/// SE's producer with these flags: is it multiple (cell and region chains
/// through cells of three or more candidates), and how its chains are
/// followed.
#[derive(Clone, Copy)]
pub(in crate::rating) struct Producer {
    /// Cell and region chains with more than two branches.
    pub(in crate::rating) multiple: bool,
    /// How chains are followed.
    pub(in crate::rating) mode: Mode,
}

/// The shortest step the producer finds on the board: its length (SE's
/// complexity) and what it proves.
pub(in crate::rating) fn shortest(board: &Board, producer: Producer) -> Option<(usize, Proof)> {
    let source: Cands = std::array::from_fn(|c| board.candidates(c));
    let mut search = Search::new(source, producer, None);
    search.run();
    search.best
}

/// What is nested at `level` (SE's `getAdvancedPotentials`): SE's forcing
/// chains (2), then its static cell and region chains (3); or its dynamic
/// chains instead (4): every step they find on `grid`, the working board
/// of an outer chain that started from `outer`, the lowest rated first.
fn nested(grid: &Cands, outer: &Cands, level: u8) -> Vec<Inner> {
    let producer = |dynamic| Producer {
        multiple: true,
        mode: Mode { dynamic, level: 0 },
    };
    match level {
        2 => unary::inner(grid, outer),
        3 => {
            let found = unary::inner(grid, outer);
            if found.iter().any(|f| !f.needs.is_empty()) {
                found
            } else {
                inner(grid, outer, producer(false))
            }
        }
        4.. => inner(grid, outer, producer(true)),
        _ => Vec::new(),
    }
}

/// Every step the producer finds on `grid`, the working board of an outer
/// chain that started from `outer`, shortest first.
fn inner(grid: &Cands, outer: &Cands, producer: Producer) -> Vec<Inner> {
    let mut search = Search::new(*grid, producer, Some(*outer));
    search.run();
    let mut found = search.found;
    found.sort_by_key(|f| f.length);
    found
}

/// One branch of a step: its chains, its conclusion there, and the cause
/// of its assumption.
type Branch<'a> = (&'a Chains, Reached, u8);

/// The chains from an assumption, and the contradiction they met.
type Followed = (Chains, Option<Clash>);

/// One run of a producer over a board.
struct Search {
    source: Cands,
    places: Places,
    producer: Producer,
    /// For a search inside an outer chain: the outer chain's board.
    outer: Option<Cands>,
    marks: Marks,
    /// The chains from each candidate on, followed once.
    on_chains: Vec<Option<Followed>>,
    best: Option<(usize, Proof)>,
    found: Vec<Inner>,
    /// Inside an outer chain: the shortest step found for each removal.
    shortest_for: Vec<usize>,
}

impl Search {
    fn new(source: Cands, producer: Producer, outer: Option<Cands>) -> Search {
        Search {
            source,
            places: places_of(&source),
            producer,
            outer,
            marks: Marks::new(),
            on_chains: (0..CELLS * 9).map(|_| None).collect(),
            best: None,
            found: Vec::new(),
            shortest_for: vec![usize::MAX; CELLS * 9],
        }
    }

    fn run(&mut self) {
        for cell in 0..CELLS {
            let count = self.source[cell].count_ones();
            if count > 2 || (count > 1 && self.producer.mode.dynamic) {
                self.cell(cell, count);
            }
        }
    }

    fn on_chain(&mut self, cell: usize, digit: u8) {
        let i = cell * 9 + usize::from(digit - 1);
        if self.on_chains[i].is_none() {
            let start = node(cell, digit, true);
            self.on_chains[i] = Some(follow(
                (&self.source, &self.places),
                start,
                self.producer.mode,
                nested,
            ));
        }
    }

    /// Whether concluding `n` changes the board.
    fn worth(source: &Cands, n: Node) -> bool {
        !is_on(n) || source[cell_of(n)] & !(1 << digit_of(n)) != 0
    }

    /// Takes a step: the conclusion `n` of `branches`. Only a step that
    /// can be the shortest (without an outer chain) or the shortest for
    /// one of the candidates it removes (inside one) is measured: an outer
    /// chain takes each removal from the shortest step that makes it.
    fn step(&mut self, n: Node, branches: &[Branch]) {
        let (cell, digit) = (cell_of(n), digit_of(n));
        let removes: Vec<(usize, u8)> = if is_on(n) {
            (1..=9u8)
                .filter(|&d| d != digit && self.source[cell] & (1 << d) != 0)
                .map(|d| (cell, d))
                .collect()
        } else {
            vec![(cell, digit)]
        };
        let bound = match &self.outer {
            None => self.best.map(|(b, _)| b),
            Some(_) => removes
                .iter()
                .map(|&(c, d)| self.shortest_for[c * 9 + usize::from(d - 1)])
                .max(),
        };
        let mut tally = Tally::default();
        for (chains, target, _) in branches {
            chains.tally(target.node, &target.parents, &mut self.marks, &mut tally);
            if bound.is_some_and(|b| tally.nodes >= b) {
                return;
            }
        }
        let length = tally.length();
        if bound.is_some_and(|b| length >= b) {
            return;
        }
        let Some(outer) = &self.outer else {
            let proof = if is_on(n) {
                Proof::Place(cell, digit)
            } else {
                Proof::Remove(cell, digit)
            };
            self.best = Some((length, proof));
            return;
        };
        let mut needs = Vec::new();
        for (chains, target, start_cause) in branches {
            chains.needs(
                target,
                *start_cause,
                outer,
                &self.source,
                &mut self.marks,
                &mut needs,
            );
        }
        if needs.is_empty() {
            return;
        }
        for &(c, d) in &removes {
            let best = &mut self.shortest_for[c * 9 + usize::from(d - 1)];
            *best = (*best).min(length);
        }
        self.found.push(Inner {
            removes,
            needs,
            length,
            conclusion: n,
        });
    }

    /// Every step from `cell`, with `count` candidates.
    fn cell(&mut self, cell: usize, count: u32) {
        let dynamic = self.producer.mode.dynamic;
        let digits: Vec<u8> = (1..=9u8)
            .filter(|&d| self.source[cell] & (1 << d) != 0)
            .collect();
        for &digit in &digits {
            self.on_chain(cell, digit);
            if dynamic {
                let (off, clash) = follow(
                    (&self.source, &self.places),
                    node(cell, digit, false),
                    self.producer.mode,
                    nested,
                );
                let on = self.on_chains[cell * 9 + usize::from(digit - 1)].take();
                if let Some((on_chains, Some(c))) = &on {
                    self.clash(node(cell, digit, false), on_chains, c);
                }
                if let Some(c) = &clash {
                    self.clash(node(cell, digit, true), &off, c);
                }
                if let (Some((on_chains, _)), true) = (&on, count >= 3) {
                    self.double(on_chains, &off);
                }
                self.on_chains[cell * 9 + usize::from(digit - 1)] = on;
            }
            self.regions(cell, digit);
        }
        if count == 2 || (self.producer.multiple && count > 2) {
            let branches: Vec<(usize, u8, u8)> =
                digits.iter().map(|&d| (cell, d, CELL_RULE)).collect();
            self.common(&branches);
        }
    }

    /// A contradiction in `chains`: the assumption's negation `n` holds.
    fn clash(&mut self, n: Node, chains: &Chains, clash: &Clash) {
        if Self::worth(&self.source, n) {
            let on = (chains, clash.on.clone(), NO_CAUSE);
            let off = (chains, clash.off.clone(), NO_CAUSE);
            self.step(n, &[on, off]);
        }
    }

    /// Nodes reached both from a candidate on and from it off.
    fn double(&mut self, on: &Chains, off: &Chains) {
        for &n in on.on.iter().chain(&on.off) {
            if off.has(n) && Self::worth(&self.source, n) {
                self.step(
                    n,
                    &[
                        (on, on.reached(n), NO_CAUSE),
                        (off, off.reached(n), NO_CAUSE),
                    ],
                );
            }
        }
    }

    /// Region chains from the units where `cell` is the digit's first place.
    fn regions(&mut self, cell: usize, digit: u8) {
        for u in units_of(cell) {
            let places: Vec<usize> = UNITS[u]
                .iter()
                .map(|&c| usize::from(c))
                .filter(|&c| self.source[c] & (1 << digit) != 0)
                .collect();
            let enough = places.len() == 2 || (self.producer.multiple && places.len() > 2);
            if !enough || places[0] != cell {
                continue;
            }
            let branches: Vec<(usize, u8, u8)> =
                places.iter().map(|&c| (c, digit, u as u8)).collect();
            self.common(&branches);
        }
    }

    /// Nodes reached from every branch (each a candidate on, with the
    /// cause of its assumption), in the first branch's order.
    fn common(&mut self, branches: &[(usize, u8, u8)]) {
        for &(c, d, _) in branches {
            self.on_chain(c, d);
        }
        let mut taken: Vec<(Option<Followed>, u8)> = branches
            .iter()
            .map(|&(c, d, cause)| (self.on_chains[c * 9 + usize::from(d - 1)].take(), cause))
            .collect();
        let all: Vec<(&Chains, u8)> = taken
            .iter()
            .filter_map(|(ch, cause)| ch.as_ref().map(|(ch, _)| (ch, *cause)))
            .collect();
        if let Some(((first, _), rest)) = all.split_first() {
            for &n in first.on.iter().chain(&first.off) {
                if rest.iter().all(|(ch, _)| ch.has(n)) && Self::worth(&self.source, n) {
                    let branches: Vec<Branch> = all
                        .iter()
                        .map(|&(ch, cause)| (ch, ch.reached(n), cause))
                        .collect();
                    self.step(n, &branches);
                }
            }
        }
        drop(all);
        for (&(c, d, _), (ch, _)) in branches.iter().zip(taken.drain(..)) {
            self.on_chains[c * 9 + usize::from(d - 1)] = ch;
        }
    }
}
