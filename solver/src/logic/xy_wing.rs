//! XY-Wing: a pivot cell with candidates {x, y} sees two pincer cells with
//! {x, z} and {y, z}. Whichever digit the pivot takes, one pincer is z, so z
//! is removed from every cell that sees both pincers.

use super::sort::sort;
use super::{Board, Pattern, Step, Technique};
use crate::geometry::{sees, CELLS, PEERS};

/// The first XY-Wing (pivot, then pincers, in row-major order) that removes
/// something.
pub(crate) fn find(board: &Board) -> Option<Step> {
    let bivalue = |c: usize| board.digit(c) == 0 && board.candidate_set(c).len() == 2;
    for pivot in (0..CELLS).filter(|&c| bivalue(c)) {
        let pm = board.candidate_set(pivot);
        let mut wings: Vec<usize> = PEERS[pivot]
            .iter()
            .map(|&p| p as usize)
            .filter(|&p| bivalue(p))
            .filter(|&p| (board.candidate_set(p) & pm).len() == 1)
            .collect();
        sort(&mut wings);
        for &a in &wings {
            for &b in &wings {
                let (am, bm) = (board.candidate_set(a), board.candidate_set(b));
                // a = {x, z}, b = {y, z}: they share z only, outside the pivot,
                // and cover both pivot digits.
                let z = (am & bm) - pm;
                if b <= a || z.len() != 1 || (am | bm) & pm != pm {
                    continue;
                }
                let Some(zd) = z.first() else {
                    continue;
                };
                let eliminations: Vec<(usize, u8)> = (0..CELLS)
                    .filter(|&c| c != pivot && sees(c, a) && sees(c, b))
                    .filter(|&c| board.has_candidate(c, zd))
                    .map(|c| (c, zd))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                let (Some(x), Some(y)) = ((am & pm).first(), (bm & pm).first()) else {
                    continue;
                };
                return Some(Step {
                    technique: Technique::XYWing,
                    placements: Vec::new(),
                    eliminations,
                    cells: vec![pivot, a, b],
                    units: Vec::new(),
                    pattern: Pattern::XYWing {
                        pivot,
                        pincers: [a, b],
                        x,
                        y,
                        z: zd,
                    },
                });
            }
        }
    }
    None
}
