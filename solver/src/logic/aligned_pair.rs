//! Aligned pair exclusion, as Sudoku Explainer finds it: two cells with
//! two or more candidates each, and two-candidate cells (the excluders)
//! that see both. A pair of values for the two cells is impossible when
//! the two cells see each other and the values are equal, or when an
//! excluder holds only those two values (it would be left without a
//! candidate). A candidate of one cell that goes with none of the other's
//! in a possible pair is removed.
//!
//! As SE: only when no cell has a single candidate left, at least two
//! excluders, the cells in row-major order.

use super::sort::sort;
use super::{Board, Pattern, Step, Technique};
use crate::geometry::{sees, CELLS, PEERS};

/// The first aligned pair exclusion that removes something.
pub(crate) fn find(board: &Board) -> Option<Step> {
    let empty: Vec<usize> = (0..CELLS).filter(|&c| board.digit(c) == 0).collect();
    if empty.iter().any(|&c| board.candidate_set(c).len() < 2) {
        return None;
    }
    let excluders = |c: usize| -> Vec<usize> {
        PEERS[c]
            .iter()
            .map(|&p| usize::from(p))
            .filter(|&p| board.candidate_set(p).len() == 2)
            .collect()
    };
    for (i, &a) in empty.iter().enumerate() {
        let near_a = excluders(a);
        if near_a.is_empty() {
            continue;
        }
        for &b in &empty[i + 1..] {
            let mut common: Vec<usize> = excluders(b)
                .into_iter()
                .filter(|x| near_a.contains(x))
                .collect();
            sort(&mut common);
            if common.len() < 2 {
                continue;
            }
            if let Some(step) = exclude(board, [a, b], &common) {
                return Some(step);
            }
        }
    }
    None
}

/// The exclusion of the pair `cells` with the excluders `common`.
fn exclude(board: &Board, cells: [usize; 2], common: &[usize]) -> Option<Step> {
    let [a, b] = cells;
    let mut impossible: Vec<([u8; 2], Option<usize>)> = Vec::new();
    let mut allowed = Vec::new();
    for va in board.candidate_set(a) {
        for vb in board.candidate_set(b) {
            let reason = if va == vb && sees(a, b) {
                Some(None)
            } else {
                common
                    .iter()
                    .find(|&&x| board.candidate_set(x).iter().all(|d| d == va || d == vb))
                    .map(|&x| Some(x))
            };
            match reason {
                Some(why) => impossible.push(([va, vb], why)),
                None => allowed.push([va, vb]),
            }
        }
    }
    let mut eliminations = Vec::new();
    for (k, &cell) in cells.iter().enumerate() {
        for v in board.candidate_set(cell) {
            if !allowed.iter().any(|pair| pair[k] == v) {
                eliminations.push((cell, v));
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let mut shown: Vec<usize> = cells.to_vec();
    shown.extend(impossible.iter().filter_map(|&(_, x)| x));
    sort(&mut shown);
    shown.dedup();
    Some(Step {
        technique: Technique::AlignedPairExclusion,
        placements: Vec::new(),
        eliminations,
        cells: shown,
        units: Vec::new(),
        pattern: Pattern::AlignedPair { cells, impossible },
    })
}
