//! XY-Wing: a pivot cell with candidates {x, y} sees two pincer cells with
//! {x, z} and {y, z}. Whichever digit the pivot takes, one pincer is z, so z
//! is removed from every cell that sees both pincers.

use super::{capitalise, cells_list, or_list, Board, Step, Technique};
use crate::geometry::{cell_name, sees, CELLS, PEERS};

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
        wings.sort_unstable();
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
                let targets: Vec<usize> = eliminations.iter().map(|&(c, _)| c).collect();
                let explanation = format!(
                    "{} can only be {x} or {y}; if it is {x}, {} ({}) must be {zd}, and if it is {y}, {} ({}) must be {zd} (an XY-Wing), so {zd} is removed from {}.",
                    capitalise(&cell_name(pivot)),
                    cell_name(a),
                    or_list(&[x, zd]),
                    cell_name(b),
                    or_list(&[y, zd]),
                    cells_list(&targets)
                );
                return Some(Step {
                    technique: Technique::XYWing,
                    placements: Vec::new(),
                    eliminations,
                    cells: vec![pivot, a, b],
                    units: Vec::new(),
                    explanation,
                });
            }
        }
    }
    None
}
