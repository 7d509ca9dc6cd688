//! XY-chain: a chain of cells with two candidates each, every cell seeing
//! the next and sharing a digit with it. If the first cell is not `a` (one
//! of its digits), it is its other digit, so the next cell is not that
//! one and is its own other digit, and so on, until the last cell is `a`.
//! So one of the two ends is `a`, and every cell that sees both loses it.
//!
//! The shortest chain is taken (3 to [`MAX_CELLS`] cells), then the
//! smallest first cell, digit and last cell.

use super::sort::sort;
use super::{Board, Pattern, Step, Technique};
use crate::geometry::{sees, CELLS, PEERS};

/// The longest chain tried, in cells.
pub(crate) const MAX_CELLS: usize = 12;

/// A chain found: its cells, the digit each takes, the chain's digit and
/// what it removes.
type Found = (Vec<usize>, Vec<u8>, u8, Vec<(usize, u8)>);

/// The first XY-chain that removes something.
pub(crate) fn find(board: &Board) -> Option<Step> {
    let bivalue = |c: usize| board.digit(c) == 0 && board.candidate_set(c).len() == 2;
    let mut best: Option<Found> = None;
    for start in (0..CELLS).filter(|&c| bivalue(c)) {
        for a in board.candidate_set(start).iter() {
            for (cells, values) in chains_from(board, start, a) {
                let (first, last) = (cells[0], cells[cells.len() - 1]);
                let eliminations: Vec<(usize, u8)> = (0..CELLS)
                    .filter(|&c| c != first && c != last && board.has_candidate(c, a))
                    .filter(|&c| sees(c, first) && sees(c, last))
                    .map(|c| (c, a))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                if best.as_ref().is_none_or(|b| cells.len() < b.0.len()) {
                    best = Some((cells, values, a, eliminations));
                }
            }
        }
    }
    let (cells, values, digit, eliminations) = best?;
    Some(Step {
        technique: Technique::XYChain,
        placements: Vec::new(),
        eliminations,
        cells: cells.clone(),
        units: Vec::new(),
        pattern: Pattern::XYChain {
            cells,
            values,
            digit,
        },
    })
}

/// The shortest chains from `start` assumed not `a` to every cell they
/// force to `a`: the cells, and the digit each is forced to.
fn chains_from(board: &Board, start: usize, a: u8) -> Vec<(Vec<usize>, Vec<u8>)> {
    let other = |c: usize, d: u8| (board.candidate_set(c) - crate::Digits::single(d)).first();
    let Some(b) = other(start, a) else {
        return Vec::new();
    };
    // State: a cell and the digit it is forced to (index 0..=9).
    let mut parent = [[usize::MAX; 10]; CELLS];
    let mut seen = [[false; 10]; CELLS];
    seen[start][usize::from(b)] = true;
    let mut frontier = vec![(start, b)];
    let mut out = Vec::new();
    for depth in 1..MAX_CELLS {
        let mut next = Vec::new();
        for &(cell, value) in &frontier {
            for &p in &PEERS[cell] {
                let p = usize::from(p);
                if board.digit(p) != 0
                    || board.candidate_set(p).len() != 2
                    || !board.has_candidate(p, value)
                {
                    continue;
                }
                let Some(forced) = other(p, value) else {
                    continue;
                };
                if !seen[p][usize::from(forced)] {
                    seen[p][usize::from(forced)] = true;
                    parent[p][usize::from(forced)] = cell;
                    next.push((p, forced));
                }
            }
        }
        sort(&mut next);
        for &(cell, value) in &next {
            if value == a && cell != start && depth >= 2 {
                if let Some(chain) = walk_back(board, &parent, start, cell, a, depth) {
                    out.push(chain);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        frontier = next;
    }
    out
}

/// The chain from `start` to `end` (forced to `a` after `links` links), or
/// `None` when it passes a cell twice.
fn walk_back(
    board: &Board,
    parent: &[[usize; 10]; CELLS],
    start: usize,
    end: usize,
    a: u8,
    links: usize,
) -> Option<(Vec<usize>, Vec<u8>)> {
    let mut cells = vec![end];
    let mut values = vec![a];
    let (mut cell, mut value) = (end, a);
    for _ in 0..links {
        let p = *parent.get(cell)?.get(usize::from(value))?;
        // The parent was forced to the digit this cell lost.
        let lost = (board.candidate_set(cell) - crate::Digits::single(value)).first()?;
        cells.push(p);
        values.push(lost);
        cell = p;
        value = lost;
    }
    if cell != start {
        return None;
    }
    cells.reverse();
    values.reverse();
    let mut sorted = cells.clone();
    sort(&mut sorted);
    sorted.dedup();
    (sorted.len() == cells.len()).then_some((cells, values))
}
