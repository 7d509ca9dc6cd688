//! XYZ-Wing: a pivot cell with candidates {x, y, z} sees two pincer cells
//! with {x, z} and {y, z}. Whatever the pivot is, one of the three cells is
//! z, so z is removed from every cell that sees all three.

use super::sort::sort;
use super::{Board, Pattern, Step, Technique};
use crate::geometry::{sees, CELLS, PEERS};

/// The first XYZ-Wing (pivot, then pincers, in row-major order) that
/// removes something.
pub(crate) fn find(board: &Board) -> Option<Step> {
    for (pivot, peers) in PEERS.iter().enumerate() {
        let pm = board.candidate_set(pivot);
        if board.digit(pivot) != 0 || pm.len() != 3 {
            continue;
        }
        let mut wings: Vec<usize> = peers
            .iter()
            .map(|&p| p as usize)
            .filter(|&p| {
                let m = board.candidate_set(p);
                board.digit(p) == 0 && m.len() == 2 && (m - pm).is_empty()
            })
            .collect();
        sort(&mut wings);
        for &a in &wings {
            for &b in &wings {
                let (am, bm) = (board.candidate_set(a), board.candidate_set(b));
                let z = am & bm;
                if b <= a || z.len() != 1 {
                    continue;
                }
                let Some(zd) = z.first() else {
                    continue;
                };
                let eliminations: Vec<(usize, u8)> = (0..CELLS)
                    .filter(|&c| sees(c, pivot) && sees(c, a) && sees(c, b))
                    .filter(|&c| board.has_candidate(c, zd))
                    .map(|c| (c, zd))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                return Some(Step {
                    technique: Technique::XYZWing,
                    placements: Vec::new(),
                    eliminations,
                    cells: vec![pivot, a, b],
                    units: Vec::new(),
                    pattern: Pattern::XYZWing {
                        pivot: (pivot, pm),
                        pincers: [(a, am), (b, bm)],
                        z: zd,
                    },
                });
            }
        }
    }
    None
}
