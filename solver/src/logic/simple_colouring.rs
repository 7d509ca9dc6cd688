//! Simple colouring: for one digit, link the two cells of every unit where
//! the digit has only two places (conjugate pairs). Along a chain of links
//! the digit alternates, so the chain splits into two colours, one of which
//! holds the digit everywhere and the other nowhere.
//!
//! * Colour wrap: two cells of the same colour see each other, so that colour
//!   is false and the digit is removed from all its cells.
//! * Colour trap: a cell outside the chain sees cells of both colours, so
//!   the digit is removed from it.

use super::sort::sort;
use super::{Board, Pattern, Step, Technique};
use crate::geometry::{box_of, col_of, row_of, sees, Unit, CELLS, UNITS};

/// One chain: its cells with colours 0 and 1, and the units of its links.
struct Chain {
    cells: Vec<(usize, u8)>,
    units: Vec<Unit>,
}

/// The first colour wrap or trap, digits ascending, chains in the order of
/// their first cell; per chain the wrap is tried before the trap.
pub(crate) fn find(board: &Board) -> Option<Step> {
    for digit in 1..=9u8 {
        for chain in chains(board, digit) {
            if let Some(step) = wrap(digit, &chain).or_else(|| trap(board, digit, &chain)) {
                return Some(step);
            }
        }
    }
    None
}

/// The chains of conjugate pairs of `digit` that colour consistently.
fn chains(board: &Board, digit: u8) -> Vec<Chain> {
    let mut links: Vec<Vec<(usize, usize)>> = vec![Vec::new(); CELLS];
    for u in 0..UNITS.len() {
        let positions = board.positions(u, digit);
        if positions.count_ones() != 2 || board.unit_has(u, digit) {
            continue;
        }
        let pair = Board::unit_cells(u, positions);
        links[pair[0]].push((pair[1], u));
        links[pair[1]].push((pair[0], u));
    }
    let mut colour = [u8::MAX; CELLS];
    let mut out = Vec::new();
    for start in 0..CELLS {
        if links[start].is_empty() || colour[start] != u8::MAX {
            continue;
        }
        colour[start] = 0;
        let mut queue = vec![start];
        let mut cells = Vec::new();
        let mut units = Vec::new();
        let mut consistent = true;
        let mut next = 0;
        while next < queue.len() {
            let c = queue[next];
            next += 1;
            cells.push((c, colour[c]));
            for &(o, u) in &links[c] {
                if !units.contains(&Unit::ALL[u]) {
                    units.push(Unit::ALL[u]);
                }
                if colour[o] == u8::MAX {
                    colour[o] = 1 - colour[c];
                    queue.push(o);
                } else if colour[o] == colour[c] {
                    // An odd loop: only on a board without a solution.
                    consistent = false;
                }
            }
        }
        if consistent {
            sort(&mut cells);
            sort(&mut units);
            out.push(Chain { cells, units });
        }
    }
    out
}

/// The cells of one colour.
fn of_colour(chain: &Chain, colour: u8) -> Vec<usize> {
    chain
        .cells
        .iter()
        .filter(|&&(_, k)| k == colour)
        .map(|&(c, _)| c)
        .collect()
}

fn wrap(digit: u8, chain: &Chain) -> Option<Step> {
    let (a, b) = (of_colour(chain, 0), of_colour(chain, 1));
    for (same, other) in [(&a, &b), (&b, &a)] {
        for (i, &p) in same.iter().enumerate() {
            let Some(&q) = same[i + 1..].iter().find(|&&q| sees(p, q)) else {
                continue;
            };
            let shared = if row_of(p) == row_of(q) {
                Unit::Row(row_of(p) as u8)
            } else if col_of(p) == col_of(q) {
                Unit::Column(col_of(p) as u8)
            } else {
                Unit::Box(box_of(p) as u8)
            };
            let mut units = chain.units.clone();
            if !units.contains(&shared) {
                units.push(shared);
            }
            return Some(Step {
                technique: Technique::SimpleColouring,
                placements: Vec::new(),
                eliminations: same.iter().map(|&c| (c, digit)).collect(),
                cells: chain.cells.iter().map(|&(c, _)| c).collect(),
                units,
                pattern: Pattern::ColourWrap {
                    digit,
                    groups: [same.clone(), other.clone()],
                    clash: [p, q],
                    shared,
                },
            });
        }
    }
    None
}

fn trap(board: &Board, digit: u8, chain: &Chain) -> Option<Step> {
    let (a, b) = (of_colour(chain, 0), of_colour(chain, 1));
    let targets: Vec<usize> = (0..CELLS)
        .filter(|&c| board.has_candidate(c, digit))
        .filter(|c| !chain.cells.iter().any(|&(x, _)| x == *c))
        .filter(|&c| a.iter().any(|&x| sees(c, x)) && b.iter().any(|&x| sees(c, x)))
        .collect();
    if targets.is_empty() {
        return None;
    }
    Some(Step {
        technique: Technique::SimpleColouring,
        placements: Vec::new(),
        eliminations: targets.iter().map(|&c| (c, digit)).collect(),
        cells: chain.cells.iter().map(|&(c, _)| c).collect(),
        units: chain.units.clone(),
        pattern: Pattern::ColourTrap {
            digit,
            groups: [a, b],
        },
    })
}
