//! Forcing chains: chains of links that hold on the board as it is. A
//! digit placed in a cell removes it from the cell's peers and the cell's
//! other candidates; a digit removed from a cell with two candidates puts
//! the other one there, and removed from a unit where it has two places
//! puts it in the other one. Following such links from an assumption:
//!
//! * "`d` in `c`" leads to "`d` not in `c`": the assumption contradicts
//!   itself, so `d` is removed from `c`;
//! * "`d` not in `c`" leads to "`d` in `c`": so `d` goes in `c`;
//! * both "`d` in `c`" and "`d` not in `c`" lead to the same conclusion,
//!   which holds either way;
//! * every candidate of a cell leads to the same conclusion (a cell
//!   forcing chain), or every place of a digit in a unit does (a unit
//!   forcing chain): one of them is true, so the conclusion holds.
//!
//! Each chain has at most [`MAX_LINKS`] links (Sudoku Explainer rates a
//! forcing chain of that length 7.4). The kinds are tried in that order,
//! each taking the shortest chains (in all, for several), then the first
//! cell in row-major order, digits ascending.

use super::sort::sort;
use super::{Board, Pattern, Step, Technique};
use crate::geometry::{box_of, col_of, row_of, Unit, CELLS, PEERS, UNITS};

/// The longest chain tried, in links.
pub(crate) const MAX_LINKS: usize = 16;

/// One link of a forcing chain: `digit` is (`on`) or is not in `cell`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ChainLink {
    /// The cell, 0-based row-major.
    pub cell: usize,
    /// The digit.
    pub digit: u8,
    /// True when the digit is in the cell, false when it is not.
    pub on: bool,
}

/// Where the chains of a forcing chain step start.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ForcingStart {
    /// One chain from "`digit` in `cell`" to "`digit` not in `cell`".
    Contradiction {
        /// The cell assumed.
        cell: usize,
        /// The digit assumed.
        digit: u8,
    },
    /// One chain from "`digit` not in `cell`" to "`digit` in `cell`".
    Denial {
        /// The cell.
        cell: usize,
        /// The digit.
        digit: u8,
    },
    /// Two chains, from "`digit` in `cell`" and from "`digit` not in
    /// `cell`", to the same conclusion.
    BothWays {
        /// The cell.
        cell: usize,
        /// The digit.
        digit: u8,
    },
    /// A chain from each candidate of `cell` (in ascending order) to the
    /// same conclusion.
    Cell {
        /// The cell.
        cell: usize,
    },
    /// A chain from each place of `digit` in `unit` (in the unit's order)
    /// to the same conclusion.
    Unit {
        /// The unit.
        unit: Unit,
        /// The digit.
        digit: u8,
    },
}

/// The nodes: every candidate on and off.
pub(crate) const NODES: usize = CELLS * 18;
/// Not reached.
pub(crate) const NONE: u16 = u16::MAX;

/// The node of `digit` being (`on`) or not being in `cell`.
pub(crate) fn node(cell: usize, digit: u8, on: bool) -> usize {
    (cell * 9 + usize::from(digit - 1)) * 2 + usize::from(on)
}

/// The link of node `n`.
pub(crate) fn link_of(n: usize) -> ChainLink {
    ChainLink {
        cell: n / 18,
        digit: (n / 2 % 9) as u8 + 1,
        on: n % 2 == 1,
    }
}

/// The links of a board: what each node (a candidate on or off) implies.
pub(crate) struct Links(Vec<Vec<u16>>);

impl Links {
    /// The links of `board`.
    pub(crate) fn of(board: &Board) -> Links {
        let mut out = vec![Vec::new(); NODES];
        for c in (0..CELLS).filter(|&c| board.digit(c) == 0) {
            let cands = board.candidate_set(c);
            for d in cands {
                let on = &mut out[node(c, d, true)];
                on.extend(cands.iter().filter(|&w| w != d).map(|w| node(c, w, false)));
                on.extend(
                    PEERS[c]
                        .iter()
                        .map(|&p| usize::from(p))
                        .filter(|&p| board.has_candidate(p, d))
                        .map(|p| node(p, d, false)),
                );
                let off = &mut out[node(c, d, false)];
                if cands.len() == 2 {
                    off.extend(cands.iter().filter(|&w| w != d).map(|w| node(c, w, true)));
                }
                for u in [row_of(c), 9 + col_of(c), 18 + box_of(c)] {
                    if let [a, b] = Board::unit_cells(u, board.positions(u, d))[..] {
                        off.push(node(if a == c { b } else { a }, d, true));
                    }
                }
            }
        }
        Links(
            out.into_iter()
                .map(|v| v.into_iter().map(|n| n as u16).collect())
                .collect(),
        )
    }

    /// Breadth first from `start`, at most [`MAX_LINKS`] links: each
    /// node's parent ([`NONE`] where not reached; the start its own).
    fn reach(&self, start: usize) -> Vec<u16> {
        self.reach_within(start, MAX_LINKS)
    }

    /// As `reach`, at most `max` links.
    pub(crate) fn reach_within(&self, start: usize, max: usize) -> Vec<u16> {
        let mut parent = vec![NONE; NODES];
        if start >= NODES {
            return parent;
        }
        parent[start] = start as u16;
        let mut frontier = vec![start];
        for _ in 0..max {
            let mut next = Vec::new();
            for &n in &frontier {
                for &m in &self.0[n] {
                    if parent[usize::from(m)] == NONE {
                        parent[usize::from(m)] = n as u16;
                        next.push(usize::from(m));
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            frontier = next;
        }
        parent
    }
}

/// The chain from the start of `parent` to `target`, both included;
/// `None` when not reached.
pub(crate) fn path(parent: &[u16], target: usize) -> Option<Vec<ChainLink>> {
    let mut out = vec![link_of(target)];
    let mut n = target;
    while usize::from(*parent.get(n)?) != n {
        n = usize::from(parent[n]);
        if n >= NODES || out.len() > NODES {
            return None;
        }
        out.push(link_of(n));
    }
    out.reverse();
    Some(out)
}

/// The first forcing chain step on the board.
pub(crate) fn find(board: &Board) -> Option<Step> {
    let links = Links::of(board);
    let candidates: Vec<(usize, u8)> = (0..CELLS)
        .flat_map(|c| board.candidate_set(c).iter().map(move |d| (c, d)))
        .collect();
    let mut from = vec![None; NODES];
    for &(c, d) in &candidates {
        for on in [true, false] {
            from[node(c, d, on)] = Some(links.reach(node(c, d, on)));
        }
    }
    let reached = |start: usize| from.get(start).and_then(|p| p.as_ref());
    unary(&candidates, &reached)
        .or_else(|| {
            let groups = candidates.iter().map(|&(c, d)| {
                let start = ForcingStart::BothWays { cell: c, digit: d };
                (start, vec![node(c, d, true), node(c, d, false)])
            });
            several(board, groups, &reached)
        })
        .or_else(|| {
            let groups = (0..CELLS)
                .filter(|&c| board.candidate_set(c).len() > 2)
                .map(|c| {
                    let starts = board.candidate_set(c).iter().map(|d| node(c, d, true));
                    (ForcingStart::Cell { cell: c }, starts.collect())
                });
            several(board, groups, &reached)
        })
        .or_else(|| {
            let groups = (0..UNITS.len()).flat_map(|u| {
                (1..=9u8)
                    .filter(move |&d| board.positions(u, d).count_ones() > 2)
                    .map(move |d| {
                        let cells = Board::unit_cells(u, board.positions(u, d));
                        let starts = cells.iter().map(|&c| node(c, d, true)).collect();
                        let unit = Unit::ALL[u];
                        (ForcingStart::Unit { unit, digit: d }, starts)
                    })
            });
            several(board, groups, &reached)
        })
}

/// The shortest chain from a candidate to its opposite.
fn unary<'a>(
    candidates: &[(usize, u8)],
    reached: &impl Fn(usize) -> Option<&'a Vec<u16>>,
) -> Option<Step> {
    let mut best: Option<(usize, ForcingStart, Vec<ChainLink>)> = None;
    for &(cell, digit) in candidates {
        for on in [true, false] {
            let Some(chain) =
                reached(node(cell, digit, on)).and_then(|p| path(p, node(cell, digit, !on)))
            else {
                continue;
            };
            if best.as_ref().is_none_or(|b| chain.len() < b.0) {
                let start = if on {
                    ForcingStart::Contradiction { cell, digit }
                } else {
                    ForcingStart::Denial { cell, digit }
                };
                best = Some((chain.len(), start, chain));
            }
        }
    }
    let (_, start, chain) = best?;
    let last = *chain.last()?;
    Some(step(start, vec![chain], last))
}

/// Of the groups of starts (one of which is true), the one whose chains
/// reach a conclusion that changes the board in the fewest links in all.
fn several<'a>(
    board: &Board,
    groups: impl Iterator<Item = (ForcingStart, Vec<usize>)>,
    reached: &impl Fn(usize) -> Option<&'a Vec<u16>>,
) -> Option<Step> {
    let mut best: Option<(usize, ForcingStart, Vec<usize>, usize)> = None;
    for (start, starts) in groups {
        let Some(parents) = starts
            .iter()
            .map(|&s| reached(s))
            .collect::<Option<Vec<_>>>()
        else {
            continue;
        };
        for target in 0..NODES {
            if parents.iter().any(|p| p[target] == NONE)
                || starts.contains(&target)
                || !changes(board, link_of(target))
            {
                continue;
            }
            let mut total = 0;
            for p in &parents {
                match path(p, target) {
                    Some(chain) => total += chain.len() - 1,
                    None => {
                        total = usize::MAX;
                        break;
                    }
                }
            }
            if total != usize::MAX && best.as_ref().is_none_or(|b| total < b.0) {
                best = Some((total, start.clone(), starts.clone(), target));
            }
        }
    }
    let (_, start, starts, target) = best?;
    let chains = starts
        .iter()
        .filter_map(|&s| reached(s).and_then(|p| path(p, target)))
        .collect();
    Some(step(start, chains, link_of(target)))
}

/// True when the conclusion `link` places a digit or removes a candidate.
fn changes(board: &Board, link: ChainLink) -> bool {
    board.has_candidate(link.cell, link.digit)
}

/// The step of `chains` from `start` to `conclusion`.
pub(crate) fn step(
    start: ForcingStart,
    chains: Vec<Vec<ChainLink>>,
    conclusion: ChainLink,
) -> Step {
    let (placements, eliminations) = if conclusion.on {
        (vec![(conclusion.cell, conclusion.digit)], Vec::new())
    } else {
        (Vec::new(), vec![(conclusion.cell, conclusion.digit)])
    };
    let mut cells: Vec<usize> = chains.iter().flatten().map(|l| l.cell).collect();
    sort(&mut cells);
    cells.dedup();
    let units = match start {
        ForcingStart::Unit { unit, .. } => vec![unit],
        _ => Vec::new(),
    };
    Step {
        technique: Technique::ForcingChain,
        placements,
        eliminations,
        cells,
        units,
        pattern: Pattern::ForcingChain { start, chains },
    }
}
