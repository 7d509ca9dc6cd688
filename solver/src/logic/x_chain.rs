//! X-chain: for one digit, a chain of cells where links alternate between
//! a strong link (the only two places of the digit in a unit: one of them
//! holds it) and a weak link (two cells that see each other: at most one
//! holds it), starting and ending with a strong link. If the first cell is
//! not the digit, the second is, the third is not, ... and the last is; so
//! one of the two ends holds the digit, and every cell that sees both ends
//! loses it.
//!
//! The shortest chain is taken (at most [`MAX_CELLS`] cells), then the
//! smallest digit, first cell and last cell.

use super::sort::sort;
use super::{Board, Pattern, Step, Technique};
use crate::geometry::{box_of, col_of, row_of, sees, Unit, CELLS, UNITS};

/// The longest chain tried, in cells.
pub(crate) const MAX_CELLS: usize = 12;

/// A chain found: its length, digit, cells and what it removes.
type Found = (usize, u8, Vec<usize>, Vec<(usize, u8)>);

/// The first X-chain that removes something.
pub(crate) fn find(board: &Board) -> Option<Step> {
    let mut best: Option<Found> = None;
    for digit in 1..=9u8 {
        let strong = strong_links(board, digit);
        for start in (0..CELLS).filter(|&c| board.has_candidate(c, digit)) {
            for chain in chains_from(board, digit, &strong, start) {
                let (first, last) = (chain[0], chain[chain.len() - 1]);
                let eliminations: Vec<(usize, u8)> = (0..CELLS)
                    .filter(|&c| c != first && c != last && board.has_candidate(c, digit))
                    .filter(|&c| sees(c, first) && sees(c, last))
                    .map(|c| (c, digit))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                let better = best.as_ref().is_none_or(|b| chain.len() < b.0);
                if better {
                    best = Some((chain.len(), digit, chain, eliminations));
                }
            }
        }
    }
    let (_, digit, cells, eliminations) = best?;
    let units: Vec<Unit> = cells
        .chunks(2)
        .filter_map(|pair| strong_unit(board, digit, pair[0], *pair.get(1)?))
        .collect();
    Some(Step {
        technique: Technique::XChain,
        placements: Vec::new(),
        eliminations,
        cells: cells.clone(),
        units: units.clone(),
        pattern: Pattern::XChain {
            digit,
            cells,
            units,
        },
    })
}

/// For each cell, the cells it shares a unit with where `digit` has only
/// those two places.
fn strong_links(board: &Board, digit: u8) -> Vec<Vec<usize>> {
    let mut links = vec![Vec::new(); CELLS];
    for u in 0..UNITS.len() {
        let positions = board.positions(u, digit);
        if positions.count_ones() != 2 || board.unit_has(u, digit) {
            continue;
        }
        let pair = Board::unit_cells(u, positions);
        for (a, b) in [(pair[0], pair[1]), (pair[1], pair[0])] {
            if !links[a].contains(&b) {
                links[a].push(b);
            }
        }
    }
    for l in &mut links {
        sort(l);
    }
    links
}

/// The unit where `digit` has only the places `a` and `b` (rows first).
fn strong_unit(board: &Board, digit: u8, a: usize, b: usize) -> Option<Unit> {
    let shared = [
        (row_of(a) == row_of(b), row_of(a)),
        (col_of(a) == col_of(b), 9 + col_of(a)),
        (box_of(a) == box_of(b), 18 + box_of(a)),
    ];
    shared
        .iter()
        .find(|&&(same, u)| same && board.positions(u, digit).count_ones() == 2)
        .map(|&(_, u)| Unit::ALL[u])
}

/// The shortest chains from `start` (a strong link first) to every cell
/// they reach with a strong link, of 4 to [`MAX_CELLS`] distinct cells,
/// breadth first.
fn chains_from(board: &Board, digit: u8, strong: &[Vec<usize>], start: usize) -> Vec<Vec<usize>> {
    // State: a cell and whether it was reached by a strong link (it holds
    // the digit if the start does not) or a weak one.
    let mut parent = [[usize::MAX; 2]; CELLS];
    let mut seen = [[false; 2]; CELLS];
    seen[start][0] = true;
    let mut frontier = vec![(start, 0usize)];
    let mut out = Vec::new();
    for depth in 1..MAX_CELLS {
        let mut next = Vec::new();
        for &(cell, kind) in &frontier {
            let targets: Vec<usize> = if kind == 0 {
                strong[cell].clone()
            } else {
                (0..CELLS)
                    .filter(|&o| o != cell && sees(o, cell) && board.has_candidate(o, digit))
                    .collect()
            };
            let to = 1 - kind;
            for o in targets {
                if !seen[o][to] {
                    seen[o][to] = true;
                    parent[o][to] = cell;
                    next.push((o, to));
                }
            }
        }
        for &(cell, kind) in &next {
            if kind == 1 && depth >= 3 {
                if let Some(chain) = walk_back(&parent, start, cell, depth) {
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

/// The chain from `start` to `end` (reached by a strong link after
/// `links` links), or `None` when it passes a cell twice.
fn walk_back(
    parent: &[[usize; 2]; CELLS],
    start: usize,
    end: usize,
    links: usize,
) -> Option<Vec<usize>> {
    let mut chain = vec![end];
    let (mut cell, mut kind) = (end, 1usize);
    for _ in 0..links {
        let p = *parent.get(cell)?.get(kind)?;
        chain.push(p);
        cell = p;
        kind = 1 - kind;
    }
    if cell != start {
        return None;
    }
    chain.reverse();
    let mut sorted = chain.clone();
    sort(&mut sorted);
    sorted.dedup();
    (sorted.len() == chain.len()).then_some(chain)
}
