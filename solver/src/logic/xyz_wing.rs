//! XYZ-Wing: a pivot cell with candidates {x, y, z} sees two pincer cells
//! with {x, z} and {y, z}. Whatever the pivot is, one of the three cells is
//! z, so z is removed from every cell that sees all three.

use super::board::digits_of;
use super::{capitalise, cells_list, digit_vec, or_list, Board, Step, Technique};
use crate::geometry::{cell_name, sees, CELLS, PEERS};

/// The first XYZ-Wing (pivot, then pincers, in row-major order) that
/// removes something.
pub(crate) fn find(board: &Board) -> Option<Step> {
    for (pivot, peers) in PEERS.iter().enumerate() {
        let pm = board.candidates(pivot);
        if board.digit(pivot) != 0 || pm.count_ones() != 3 {
            continue;
        }
        let mut wings: Vec<usize> = peers
            .iter()
            .map(|&p| p as usize)
            .filter(|&p| {
                let m = board.candidates(p);
                board.digit(p) == 0 && m.count_ones() == 2 && m & !pm == 0
            })
            .collect();
        wings.sort_unstable();
        for &a in &wings {
            for &b in &wings {
                let (am, bm) = (board.candidates(a), board.candidates(b));
                let z = am & bm;
                if b <= a || z.count_ones() != 1 {
                    continue;
                }
                let Some(zd) = digits_of(z).next() else {
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
                let targets: Vec<usize> = eliminations.iter().map(|&(c, _)| c).collect();
                let explanation = format!(
                    "{} ({}), {} ({}) and {} ({}) form an XYZ-Wing: whatever {} is, one of the three cells is {zd}, so {zd} is removed from {}.",
                    capitalise(&cell_name(pivot)),
                    or_list(&digit_vec(pm)),
                    cell_name(a),
                    or_list(&digit_vec(am)),
                    cell_name(b),
                    or_list(&digit_vec(bm)),
                    cell_name(pivot),
                    cells_list(&targets)
                );
                return Some(Step {
                    technique: Technique::XYZWing,
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
