//! `expert` puzzles from a seed set.
//!
//! Random minimal puzzles are rated `expert` (4.6 to 6.5: a naked or
//! hidden quad or a Jellyfish is the hardest step) about once in 3,000, so
//! the random search takes a second or more for one. Instead, `expert.txt`
//! holds puzzles that search found (one `<symmetry> <puzzle>` line each;
//! `examples/expert_seeds.rs` makes the file again), and an `expert` puzzle
//! is one of them under a random transformation that keeps its symmetry
//! (`transform.rs`): relabelled digits, permuted rows, columns, bands and
//! stacks, transposed. The transformed puzzle is rated again and kept only
//! at `expert`.
//!
//! The seed's index is the options' seed modulo the number of seeds with
//! the symmetry asked (only those without symmetry for [`Symmetry::None`]:
//! a symmetric seed is minimal only by symmetric pairs), so consecutive
//! seeds, as `sudoku generate` uses them, start from different seeds and
//! never give the same or an equivalent puzzle twice in a row.

use super::random::Random;
use super::{transform, GenerateOptions, Generated, Symmetry};
use crate::rating::{End, Level, Walk};
use crate::{solve, Algorithm, Grid, Options};

/// The seed set: `<symmetry> <puzzle>` per line.
const SEEDS: &str = include_str!("expert.txt");

/// The seeds usable for `symmetry`, in file order.
pub(crate) fn seeds(symmetry: Symmetry) -> Vec<Grid> {
    SEEDS
        .lines()
        .filter_map(|line| {
            let (name, puzzle) = line.split_once(' ')?;
            let own: Symmetry = name.parse().ok()?;
            (own == symmetry)
                .then(|| Grid::parse(puzzle).ok())
                .flatten()
        })
        .collect()
}

/// The seed of `options`.
pub(super) fn seed_of(options: &GenerateOptions) -> Option<Grid> {
    let seeds = seeds(options.symmetry);
    let n = seeds.len() as u64;
    if n == 0 {
        return None;
    }
    seeds.get((options.seed % n) as usize).copied()
}

/// A candidate from `seed`: `Some` when its transformation is rated
/// `expert`.
pub(super) fn candidate(
    seed: &Grid,
    options: &GenerateOptions,
    random: &mut Random,
    tries: u64,
) -> Option<Generated> {
    let puzzle =
        Grid::from_cells(transform::shuffle(seed.cells(), options.symmetry, random)).ok()?;
    let mut walk = Walk::new(&puzzle);
    if walk.run(Level::Expert.max_score()) != End::Solved {
        return None;
    }
    let rating = walk.rating();
    if rating.level != Level::Expert {
        return None;
    }
    let solution = solve(&puzzle, Algorithm::Fast, &Options::default()).solution?;
    Some(Generated {
        puzzle,
        solution,
        rating,
        tries,
    })
}
