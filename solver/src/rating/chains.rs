//! The chain-like steps, scored the way SE scores chains: a base plus a
//! tenth for each time the chain's length passes 4, 6, 8, 12, 16, 24, 32,
//! ... (SE's `getLengthDifficulty`, each bound alternately 3/2 and 4/3 of
//! the one before).
//!
//! * Simple colouring is SE's forcing X-chain (6.6); its length is the
//!   number of links between the two cells that prove the step, found by
//!   a breadth-first search of the digit's conjugate pairs.
//! * X-chains are SE's forcing X-chains (6.6) with the chain's cells as
//!   its length. XY-chains are not rated as such: on norvig_top95 SE rates
//!   the puzzles where the engine finds one higher (its forcing chains,
//!   7.1), as supposition does here.
//! * Supposition is rated in `supposition.rs`.

use super::RatedTechnique;
use crate::geometry::{box_of, col_of, row_of, sees, CELLS};
pub(crate) use crate::logic::length_tenths;
use crate::logic::{cycle_tenths, find, Board, Pattern, Step, Technique};

/// The first simple colouring step and its increment in tenths.
pub(super) fn colouring(board: &Board) -> Option<(Step, u8)> {
    let step = find(board, Technique::SimpleColouring)?;
    let length = match &step.pattern {
        Pattern::ColourWrap { digit, clash, .. } => {
            distance(board, *digit, &step.cells, clash[0], clash[1])
        }
        Pattern::ColourTrap { digit, groups } => {
            let target = step.eliminations.first().map_or(0, |&(c, _)| c);
            let ends = |g: &Vec<usize>| -> Vec<usize> {
                g.iter().copied().filter(|&x| sees(x, target)).collect()
            };
            let (a, b) = (ends(&groups[0]), ends(&groups[1]));
            a.iter()
                .flat_map(|&x| b.iter().map(move |&y| (x, y)))
                .map(|(x, y)| distance(board, *digit, &step.cells, x, y))
                .min()
                .unwrap_or(step.cells.len())
        }
        _ => step.cells.len(),
    };
    Some((step, length_tenths(length)))
}

/// The first bidirectional cycle in SE's order, with its tenths above 6.5
/// (0.5 for both kinds of link, and the length increment for its links).
pub(super) fn cycle(board: &Board) -> Option<(Step, u8)> {
    let step = find(board, Technique::Cycle)?;
    let extra = match &step.pattern {
        Pattern::Cycle { kind, links } => cycle_tenths(*kind, links.len()),
        _ => 0,
    };
    Some((step, extra))
}

/// The first X-chain, with its increment in tenths (SE's length is the
/// chain's cells).
pub(super) fn x_chain(board: &Board) -> Option<(Step, RatedTechnique, u8)> {
    let step = find(board, Technique::XChain)?;
    let extra = length_tenths(step.cells.len());
    Some((step, RatedTechnique::XChain, extra))
}

/// Links between `from` and `to` through conjugate pairs of `digit` among
/// `cells` (breadth first); the number of cells when they are not linked.
fn distance(board: &Board, digit: u8, cells: &[usize], from: usize, to: usize) -> usize {
    let conjugate = |a: usize, b: usize| {
        let shared = [
            (row_of(a) == row_of(b), row_of(a)),
            (col_of(a) == col_of(b), 9 + col_of(a)),
            (box_of(a) == box_of(b), 18 + box_of(a)),
        ];
        shared
            .iter()
            .any(|&(same, u)| same && board.positions(u, digit).count_ones() == 2)
    };
    let mut dist = [usize::MAX; CELLS];
    let mut queue = vec![from];
    if let Some(d) = dist.get_mut(from) {
        *d = 0;
    }
    let mut next = 0;
    while let Some(&c) = queue.get(next) {
        next += 1;
        if c == to {
            return dist[c];
        }
        for &o in cells {
            if o < CELLS && dist[o] == usize::MAX && a_link(c, o, &conjugate) {
                dist[o] = dist[c] + 1;
                queue.push(o);
            }
        }
    }
    cells.len()
}

fn a_link(a: usize, b: usize, conjugate: &impl Fn(usize, usize) -> bool) -> bool {
    a != b && sees(a, b) && conjugate(a, b)
}

#[cfg(test)]
mod tests {
    use super::length_tenths;

    #[test]
    fn the_length_increment_follows_se_bounds() {
        // A tenth each time the length passes 4, 6, 8, 12, 16, 24, 32, 48.
        let at = |l| length_tenths(l);
        assert_eq!(
            [at(0), at(4), at(5), at(6), at(7), at(8), at(9)],
            [0, 0, 1, 1, 2, 2, 3]
        );
        assert_eq!(
            [at(12), at(13), at(16), at(17), at(24), at(25)],
            [3, 4, 4, 5, 5, 6]
        );
        assert_eq!([at(32), at(33), at(48), at(49)], [6, 7, 7, 8]);
        assert!(at(usize::MAX) <= 100);
    }
}
