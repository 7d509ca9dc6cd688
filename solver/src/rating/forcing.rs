//! Cell and unit forcing chains, as SE rates them ("Cell Forcing Chains"
//! and "Region Forcing Chains", 8.0 plus SE's length increment): every
//! candidate of a cell, or every place of a digit in a unit, leads through
//! the static links of the hint engine's forcing chains to the same
//! conclusion. The length is SE's: the chains' links and starts in all,
//! less two. Of all such chains (each at most [`MAX_LINKS`] links) the
//! lowest rated is taken, then the first cell, then the first unit.

use super::chains::length_tenths;
use super::RatedTechnique as T;
use crate::geometry::{Unit, CELLS, UNITS};
use crate::logic::{
    chain_node, chain_path, forcing_step, link_of, Board, ForcingStart, Links, Step, NODES,
};

/// The longest chain followed, in links (SE has no limit; none of the
/// data sets' puzzles needs more).
const MAX_LINKS: u8 = 40;

/// The lowest rated cell or unit forcing chain, with its increment in
/// tenths.
pub(super) fn find(board: &Board) -> Option<(Step, T, u8)> {
    let links = Links::of(board);
    let mut groups: Vec<(ForcingStart, Vec<usize>)> = (0..CELLS)
        .filter(|&c| board.candidate_set(c).len() >= 2)
        .map(|c| {
            let starts = board
                .candidate_set(c)
                .iter()
                .map(|d| chain_node(c, d, true));
            (ForcingStart::Cell { cell: c }, starts.collect())
        })
        .collect();
    for u in 0..UNITS.len() {
        for digit in 1..=9u8 {
            let places = Board::unit_cells(u, board.positions(u, digit));
            if places.len() >= 2 && !board.unit_has(u, digit) {
                let starts = places.iter().map(|&c| chain_node(c, digit, true)).collect();
                let unit = Unit::ALL[u];
                groups.push((ForcingStart::Unit { unit, digit }, starts));
            }
        }
    }
    let mut depths: Vec<Option<Vec<u8>>> = vec![None; NODES];
    let mut best: Option<(usize, usize, usize)> = None;
    for (g, (_, starts)) in groups.iter().enumerate() {
        for &s in starts {
            if depths[s].is_none() {
                depths[s] = Some(links.depths_within(s, MAX_LINKS));
            }
        }
        let ds: Vec<&Vec<u8>> = starts.iter().filter_map(|&s| depths[s].as_ref()).collect();
        for target in 0..NODES {
            let link = link_of(target);
            if starts.contains(&target) || !board.has_candidate(link.cell, link.digit) {
                continue;
            }
            if ds.iter().any(|d| d[target] == u8::MAX) {
                continue;
            }
            // Each chain's links and its start.
            let nodes: usize = ds.iter().map(|d| usize::from(d[target]) + 1).sum();
            if best.is_none_or(|b| nodes < b.0) {
                best = Some((nodes, g, target));
            }
        }
    }
    let (nodes, g, target) = best?;
    let (start, starts) = groups.get(g)?.clone();
    let chains = starts
        .iter()
        .map(|&s| chain_path(&links.reach_within(s, usize::from(MAX_LINKS)), target))
        .collect::<Option<Vec<_>>>()?;
    let step = forcing_step(start, chains, link_of(target));
    Some((
        step,
        T::ForcingChains,
        length_tenths(nodes.saturating_sub(2)),
    ))
}
