//! Bidirectional cycles (Sudoku Explainer's "Bidirectional X-Cycle",
//! "Y-Cycle" and "Cycle"): a loop of links that returns to where it
//! started, alternating "is" and "is not". An X-cycle links the places of
//! one digit (a unit where the digit has two places is a strong link), a
//! Y-cycle two-candidate cells (a cell's other candidate), a cycle both.
//! Read either way round, either every "is" of the loop holds or every
//! "is not" does, so a cell outside the loop that sees an "is" and an "is
//! not" of the same digit cannot hold that digit.
//!
//! Found as SE finds them (`docs/se-techniques.md` §5): from every
//! candidate of every cell, row-major, digits ascending, a breadth-first
//! search by layers of "is" and "is not" (an "is" expanded once, an "is
//! not" again on every arrival unless it is an ancestor), that records a
//! cycle each time the start is reached again after 4 layers or more. X
//! cycles first, then Y, then both; the first of the lowest rated (6.5 for
//! X or Y, 7.0 for both, plus SE's length increment for the number of
//! links), then the fewest links, then X before Y before both.

use super::sort::sort;
use super::{Board, ChainLink, Pattern, Step, Technique};
use crate::geometry::{box_of, col_of, row_of, Unit, CELLS, PEERS};

/// Which links a cycle may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CycleKind {
    /// Strong links of one digit in a unit (SE's X-cycle).
    X,
    /// Two-candidate cells (SE's Y-cycle).
    Y,
    /// Both (SE's "Bidirectional Cycle").
    XY,
}

/// SE's increment, in tenths, for a chain of `length`: a tenth for each
/// time the length passes 4, 6, 8, 12, 16, 24, 32, ... (SE's
/// `getLengthDifficulty`, each bound alternately 3/2 and 4/3 of the one
/// before). The rating scores every chain with it.
pub(crate) fn length_tenths(length: usize) -> u8 {
    let (mut extra, mut ceil, mut odd) = (0u8, 4usize, false);
    while length > ceil && extra < 100 {
        extra += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    extra
}

/// The tenths above 6.5 that SE rates a cycle of `kind` with `links`
/// nodes: 5 for a cycle of both kinds of link, plus the length increment.
pub(crate) fn tenths(kind: CycleKind, links: usize) -> u8 {
    let base = if kind == CycleKind::XY { 5 } else { 0 };
    base + length_tenths(links.saturating_sub(2))
}

/// The first cycle that removes something, in SE's order.
pub(crate) fn find(board: &Board) -> Option<Step> {
    let mut best: Option<(u8, usize, CycleKind, Step)> = None;
    for kind in [CycleKind::X, CycleKind::Y, CycleKind::XY] {
        // A cycle of both kinds of link rates 0.5 more: it cannot beat one
        // rated lower than that.
        if kind == CycleKind::XY && best.as_ref().is_some_and(|b| b.0 < 5) {
            break;
        }
        let links = Links::new(board, kind);
        for cell in 0..CELLS {
            if board.digit(cell) != 0 || board.candidate_set(cell).len() < 2 {
                continue;
            }
            if kind == CycleKind::Y && board.candidate_set(cell).len() > 2 {
                continue;
            }
            for digit in board.candidate_digits(cell) {
                let source = ChainLink {
                    cell,
                    digit,
                    on: true,
                };
                for cycle in cycles(&links, source) {
                    let n = cycle.len();
                    let key = (tenths(kind, n), n, kind);
                    if best.as_ref().is_some_and(|b| key >= (b.0, b.1, b.2)) {
                        continue;
                    }
                    if let Some(step) = step(board, kind, cycle) {
                        best = Some((key.0, key.1, key.2, step));
                    }
                }
            }
        }
    }
    best.map(|b| b.3)
}

/// Every link's neighbours for one kind of cycle, found once for the
/// board: the search from each candidate walks the same graph.
struct Links {
    /// What each "is" (by [`index`]) turns off.
    on_to_off: Vec<Vec<ChainLink>>,
    /// What each "is not" turns on.
    off_to_on: Vec<Vec<ChainLink>>,
}

impl Links {
    fn new(board: &Board, kind: CycleKind) -> Links {
        let (x, y) = (kind != CycleKind::Y, kind != CycleKind::X);
        let mut links = Links {
            on_to_off: vec![Vec::new(); CELLS * 9],
            off_to_on: vec![Vec::new(); CELLS * 9],
        };
        for cell in 0..CELLS {
            for digit in board.candidate_digits(cell) {
                let i = index(ChainLink {
                    cell,
                    digit,
                    on: true,
                });
                let link = |on| ChainLink { cell, digit, on };
                links.on_to_off[i] = on_to_off(board, link(true), y);
                links.off_to_on[i] = off_to_on(board, link(false), x, y);
            }
        }
        links
    }
}

/// One node of the search: a link and the node it came from.
struct Node {
    link: ChainLink,
    parent: Option<usize>,
}

/// Every cycle back to `source`, each as its links from the source to the
/// last before it.
fn cycles(links: &Links, source: ChainLink) -> Vec<Vec<ChainLink>> {
    let mut nodes = vec![Node {
        link: source,
        parent: None,
    }];
    let mut seen_on = [false; CELLS * 9];
    seen_on[index(source)] = true;
    let mut pending_on = vec![0usize];
    let mut found = Vec::new();
    let mut layers = 0;
    while !pending_on.is_empty() {
        layers += 1;
        let mut pending_off = Vec::new();
        for &p in &pending_on {
            for &off in &links.on_to_off[index(nodes[p].link)] {
                if is_ancestor(&nodes, p, off) {
                    continue;
                }
                nodes.push(Node {
                    link: off,
                    parent: Some(p),
                });
                pending_off.push(nodes.len() - 1);
            }
        }
        layers += 1;
        pending_on.clear();
        for &p in &pending_off {
            for &on in &links.off_to_on[index(nodes[p].link)] {
                if layers >= 4 && on == source {
                    found.push(path(&nodes, p));
                }
                if !seen_on[index(on)] {
                    seen_on[index(on)] = true;
                    nodes.push(Node {
                        link: on,
                        parent: Some(p),
                    });
                    pending_on.push(nodes.len() - 1);
                }
            }
        }
        // Bounded: every "is" is expanded once.
        if nodes.len() > 100_000 {
            break;
        }
    }
    found
}

fn index(link: ChainLink) -> usize {
    link.cell * 9 + usize::from(link.digit - 1)
}

/// True when `link` is node `p` or one of its ancestors.
fn is_ancestor(nodes: &[Node], p: usize, link: ChainLink) -> bool {
    let mut at = Some(p);
    while let Some(i) = at {
        if nodes[i].link == link {
            return true;
        }
        at = nodes[i].parent;
    }
    false
}

/// The links from the source to node `last`, in order.
fn path(nodes: &[Node], last: usize) -> Vec<ChainLink> {
    let mut links = Vec::new();
    let mut at = Some(last);
    while let Some(i) = at {
        links.push(nodes[i].link);
        at = nodes[i].parent;
    }
    links.reverse();
    links
}

/// What "`link` is on" turns off: with Y links the cell's other
/// candidates, then the digit's other places in the box, the row outside
/// the box and the column outside the box.
fn on_to_off(board: &Board, link: ChainLink, y: bool) -> Vec<ChainLink> {
    let ChainLink { cell, digit, .. } = link;
    let mut out = Vec::new();
    if y {
        for other in board.candidate_digits(cell) {
            if other != digit {
                out.push(ChainLink {
                    cell,
                    digit: other,
                    on: false,
                });
            }
        }
    }
    let units = [
        Unit::Box(box_of(cell) as u8),
        Unit::Row(row_of(cell) as u8),
        Unit::Column(col_of(cell) as u8),
    ];
    for (i, unit) in units.iter().enumerate() {
        for other in unit.cells() {
            let in_box = box_of(other) == box_of(cell);
            if other == cell || (i > 0 && in_box) || !board.has_candidate(other, digit) {
                continue;
            }
            out.push(ChainLink {
                cell: other,
                digit,
                on: false,
            });
        }
    }
    out
}

/// What "`link` is off" turns on: with Y links the cell's other candidate
/// when it has two; with X links the digit's other place in each unit
/// (box, row, column) where it has two.
fn off_to_on(board: &Board, link: ChainLink, x: bool, y: bool) -> Vec<ChainLink> {
    let ChainLink { cell, digit, .. } = link;
    let mut out = Vec::new();
    if y && board.candidate_set(cell).len() == 2 {
        if let Some(other) = board
            .candidate_digits(cell)
            .into_iter()
            .find(|&d| d != digit)
        {
            out.push(ChainLink {
                cell,
                digit: other,
                on: true,
            });
        }
    }
    if x {
        for unit in [
            Unit::Box(box_of(cell) as u8),
            Unit::Row(row_of(cell) as u8),
            Unit::Column(col_of(cell) as u8),
        ] {
            let places: Vec<usize> = unit
                .cells()
                .into_iter()
                .filter(|&c| board.has_candidate(c, digit))
                .collect();
            if let [a, b] = places[..] {
                let other = if a == cell { b } else { a };
                if other != cell && (a == cell || b == cell) {
                    out.push(ChainLink {
                        cell: other,
                        digit,
                        on: true,
                    });
                }
            }
        }
    }
    out
}

/// The step of a cycle: every cell outside it that sees an "is" and an
/// "is not" of the same digit loses that digit; `None` when none does.
fn step(board: &Board, kind: CycleKind, links: Vec<ChainLink>) -> Option<Step> {
    let mut cells: Vec<usize> = links.iter().map(|l| l.cell).collect();
    sort(&mut cells);
    cells.dedup();
    let mut seen = [[0u8; 10]; CELLS];
    for link in &links {
        for &peer in &PEERS[link.cell] {
            let peer = usize::from(peer);
            if cells.binary_search(&peer).is_err() && board.has_candidate(peer, link.digit) {
                seen[peer][usize::from(link.digit)] |= if link.on { 1 } else { 2 };
            }
        }
    }
    let eliminations: Vec<(usize, u8)> = (0..CELLS)
        .flat_map(|c| (1..=9u8).map(move |d| (c, d)))
        .filter(|&(c, d)| seen[c][usize::from(d)] == 3)
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    Some(Step {
        technique: Technique::Cycle,
        placements: Vec::new(),
        eliminations,
        cells,
        units: Vec::new(),
        pattern: Pattern::Cycle { kind, links },
    })
}
