//! Aligned triple exclusion, as Sudoku Explainer finds it (its "Aligned
//! Triplet Exclusion", 7.5): three cells with two or more candidates each,
//! and at least two cells of two or three candidates (the excluders) that
//! see all three. A way of filling the three cells is impossible when two
//! of them that see each other take the same digit, or when it takes every
//! candidate of an excluder. A candidate of one of the three that no
//! possible way uses is removed.
//!
//! In SE's order (docs/se-techniques.md, section 3): the base cells are the
//! empty cells with two or more candidates and at least one excluder (a
//! peer with two or three candidates), in row-major order; the first two
//! cells are any pair of them, in the order (0, 1), (0, 2), (1, 2), (0, 3),
//! ...; the third is a base cell among the excluders of the first two;
//! the first exclusion that removes something is the step.

use super::sort::sort;
use super::{Board, Pattern, Step, Technique};
use crate::geometry::{sees, CELLS, PEERS};

/// The first aligned triple exclusion that removes something.
pub(crate) fn find(board: &Board) -> Option<Step> {
    let size = |c: usize| board.candidates(c).count_ones();
    let excluders: Vec<Vec<usize>> = (0..CELLS)
        .map(|c| {
            PEERS[c]
                .iter()
                .map(|&p| usize::from(p))
                .filter(|&p| board.digit(p) == 0 && (2..=3).contains(&size(p)))
                .collect()
        })
        .collect();
    let has_single = |c: usize| {
        PEERS[c]
            .iter()
            .any(|&p| board.digit(usize::from(p)) == 0 && size(usize::from(p)) == 1)
    };
    let bases: Vec<usize> = (0..CELLS)
        .filter(|&c| board.digit(c) == 0 && size(c) >= 2)
        .filter(|&c| !excluders[c].is_empty() && !has_single(c))
        .collect();
    for j in 1..bases.len() {
        for i in 0..j {
            let (a, b) = (bases[i], bases[j]);
            let mut twins: Vec<usize> = Vec::new();
            for &x in excluders[a].iter().chain(&excluders[b]) {
                if x != a && x != b && !twins.contains(&x) && bases.contains(&x) {
                    twins.push(x);
                }
            }
            for &c in &twins {
                let common: Vec<usize> = excluders[a]
                    .iter()
                    .copied()
                    .filter(|x| excluders[b].contains(x) && excluders[c].contains(x))
                    .collect();
                if common.len() < 2 {
                    continue;
                }
                if let Some(step) = exclude(board, [a, b, c], &common) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The exclusion of the triple `cells` with the common excluders `common`.
fn exclude(board: &Board, cells: [usize; 3], common: &[usize]) -> Option<Step> {
    let [a, b, c] = cells;
    let masks: Vec<u16> = common.iter().map(|&x| board.candidates(x)).collect();
    let (ab, ac, bc) = (sees(a, b), sees(a, c), sees(b, c));
    // The digits each cell takes in some possible way of filling the three.
    let mut used = [0u16; 3];
    for va in board.candidate_set(a) {
        for vb in board.candidate_set(b) {
            if ab && va == vb {
                continue;
            }
            for vc in board.candidate_set(c) {
                if (ac && va == vc) || (bc && vb == vc) {
                    continue;
                }
                let taken = 1u16 << va | 1u16 << vb | 1u16 << vc;
                if masks.iter().any(|&m| m & !taken == 0) {
                    continue;
                }
                used[0] |= 1 << va;
                used[1] |= 1 << vb;
                used[2] |= 1 << vc;
            }
        }
    }
    let mut eliminations = Vec::new();
    for (k, &cell) in cells.iter().enumerate() {
        for v in board.candidate_set(cell) {
            if used[k] & 1 << v == 0 {
                eliminations.push((cell, v));
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let mut shown: Vec<usize> = cells.to_vec();
    shown.extend_from_slice(common);
    sort(&mut shown);
    Some(Step {
        technique: Technique::AlignedTripleExclusion,
        placements: Vec::new(),
        eliminations,
        cells: shown,
        units: Vec::new(),
        pattern: Pattern::AlignedTriple {
            cells,
            excluders: common.to_vec(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::find;
    use crate::geometry::sees;
    use crate::logic::Pattern;
    use crate::rating::{End, Score, Walk};
    use crate::{solve, Algorithm, Grid, Options};

    #[test]
    fn the_triple_sudoku_explainer_rates_7_5_is_found_and_sound() {
        // SE rates this 7.5 for an aligned triple exclusion, its hardest
        // step (tests/fixtures/se_forcing_sample.tsv): the rating's walk,
        // capped just below, stops where the triple is the next step.
        let grid = Grid::parse(
            "...9.....9.3..18.2....3.5....7....688...6..3..4...5...2.......3..175.........41..",
        )
        .unwrap();
        let solution = solve(&grid, Algorithm::Fast, &Options::default())
            .solution
            .unwrap();
        let mut walk = Walk::new(&grid);
        assert_eq!(walk.run(Some(Score::from_tenths(74))), End::Capped);
        let board = walk.board();
        let step = find(board).expect("the triple");
        let Pattern::AlignedTriple { cells, excluders } = &step.pattern else {
            panic!("{:?}", step.pattern);
        };
        assert!(excluders.len() >= 2);
        for &x in excluders {
            assert!((2..=3).contains(&board.candidate_set(x).len()));
            assert!(cells.iter().all(|&c| sees(c, x)));
        }
        assert!(!step.eliminations.is_empty());
        for &(cell, digit) in &step.eliminations {
            assert!(cells.contains(&cell));
            assert_ne!(solution.get(cell), digit, "{}", step.explanation());
        }
        assert!(
            step.explanation()
                .ends_with("(an aligned triple exclusion)."),
            "{}",
            step.explanation()
        );
    }
}
