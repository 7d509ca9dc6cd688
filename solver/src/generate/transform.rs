//! Random transformations that keep a puzzle a puzzle: the same number of
//! solutions, the same givens count and (nearly always) the same rating,
//! and the symmetry of its givens. They are relabelling the digits,
//! permuting the bands (stacks) and the rows (columns) inside each band
//! (stack), and transposing.
//!
//! A transformation keeps the givens' [`Symmetry`] when it commutes with
//! it: for `rotational`, row and column permutations with `p(8 - r) = 8 -
//! p(r)`; for `diagonal`, the same permutation of rows and of columns; for
//! `mirror`, column permutations of the first kind and no transposing.

use super::random::Random;
use super::Symmetry;
use crate::geometry::CELLS;

/// A random permutation of the rows (or columns): the bands in random
/// order, the rows of each band in random order. `p[r]` is the old row
/// that becomes row `r`.
fn any(random: &mut Random) -> [usize; 9] {
    let mut bands = [0usize, 1, 2];
    random.shuffle(&mut bands);
    let mut p = [0; 9];
    for (i, &b) in bands.iter().enumerate() {
        let mut rows = [0usize, 1, 2];
        random.shuffle(&mut rows);
        for (j, &r) in rows.iter().enumerate() {
            p[3 * i + j] = 3 * b + r;
        }
    }
    p
}

/// A random permutation with `p(8 - r) = 8 - p(r)`: the outer bands kept
/// or swapped, the rows of the first outer band in random order (the other
/// one's follow), the middle band's outer rows kept or swapped.
fn central(random: &mut Random) -> [usize; 9] {
    let first = if random.below(2) == 1 { 6 } else { 0 };
    let mut rows = [0usize, 1, 2];
    random.shuffle(&mut rows);
    let mut p = [0; 9];
    for (i, &r) in rows.iter().enumerate() {
        p[i] = first + r;
        p[8 - i] = 8 - p[i];
    }
    let swap = random.below(2) == 1;
    p[3] = if swap { 5 } else { 3 };
    p[4] = 4;
    p[5] = 8 - p[3];
    p
}

/// `cells` under a random transformation that keeps `symmetry`.
pub(crate) fn shuffle(cells: &[u8; CELLS], symmetry: Symmetry, random: &mut Random) -> [u8; CELLS] {
    let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
    random.shuffle(&mut digits);
    let (rows, cols, transpose) = match symmetry {
        Symmetry::None => (any(random), any(random), random.below(2) == 1),
        Symmetry::Rotational => (central(random), central(random), random.below(2) == 1),
        Symmetry::Diagonal => {
            let p = any(random);
            (p, p, random.below(2) == 1)
        }
        Symmetry::Mirror => (any(random), central(random), false),
    };
    let mut out = [0u8; CELLS];
    for (i, slot) in out.iter_mut().enumerate() {
        let (r, c) = (rows[i / 9], cols[i % 9]);
        let from = if transpose { c * 9 + r } else { r * 9 + c };
        let d = cells[from];
        *slot = if d == 0 {
            0
        } else {
            digits[usize::from(d - 1)]
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{shuffle, Random, Symmetry};
    use crate::{solve, Algorithm, Grid, Options, Verdict};

    #[test]
    fn a_shuffled_puzzle_keeps_one_solution_its_givens_and_its_symmetry() {
        // Symmetric under all three symmetries at once: the centre cell and
        // the four corners.
        let mut cells = [0u8; 81];
        for (i, d) in [(0, 1), (8, 2), (40, 5), (72, 2), (80, 1)] {
            cells[i] = d;
        }
        let mut random = Random::new(3);
        for s in Symmetry::ALL {
            for _ in 0..50 {
                let out = shuffle(&cells, s, &mut random);
                assert!(s.holds_for(&out), "{s}");
                assert_eq!(out.iter().filter(|&&d| d != 0).count(), 5);
            }
        }
        let puzzle = Grid::parse(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        )
        .expect("a puzzle");
        for _ in 0..50 {
            let out = Grid::from_cells(shuffle(puzzle.cells(), Symmetry::None, &mut random))
                .expect("digits");
            let verdict = solve(&out, Algorithm::Fast, &Options::default()).verdict;
            assert_eq!(verdict, Verdict::Unique);
            assert_eq!(out.filled(), puzzle.filled());
        }
    }
}
