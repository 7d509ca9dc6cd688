//! Carving a puzzle out of a complete grid: givens are removed one orbit
//! of the symmetry at a time, in random order, as long as the puzzle keeps
//! what it must keep.

use super::random::Random;
use super::singles::{self, Singles};
use super::Symmetry;
use crate::geometry::CELLS;
use crate::{solve, Algorithm, Grid, Options, Verdict};

/// What a removal must keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Keep {
    /// Exactly one solution: the result is minimal (no orbit of givens can
    /// be removed without a second solution).
    Unique,
    /// Solvable by hidden singles alone (rated at most 1.5, and so unique):
    /// no orbit can be removed without needing more than hidden singles.
    HiddenSingles,
}

/// Whether `cells` has exactly one solution.
pub(crate) fn is_unique(cells: &[u8; CELLS]) -> bool {
    Grid::from_cells(*cells).is_ok_and(|grid| {
        solve(&grid, Algorithm::Fast, &Options::default()).verdict == Verdict::Unique
    })
}

/// The puzzle carved from `solution`: every orbit of `symmetry` is tried
/// once, in random order, and removed when the puzzle still keeps `keep`.
pub(crate) fn dig(
    solution: &[u8; CELLS],
    symmetry: Symmetry,
    keep: Keep,
    random: &mut Random,
) -> [u8; CELLS] {
    let mut puzzle = *solution;
    let mut orbits = symmetry.orbits();
    random.shuffle(&mut orbits);
    for (a, b) in orbits {
        let (a, b) = (a as usize, b as usize);
        puzzle[a] = 0;
        puzzle[b] = 0;
        let kept = match keep {
            Keep::Unique => is_unique(&puzzle),
            Keep::HiddenSingles => singles::solve(&puzzle, Singles::Hidden),
        };
        if !kept {
            puzzle[a] = solution[a];
            puzzle[b] = solution[b];
        }
    }
    puzzle
}
