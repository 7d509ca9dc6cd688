//! One candidate puzzle, and whether it is at the level asked.

use super::dig::{dig, Keep};
use super::fill;
use super::random::Random;
use super::singles::{self, Singles};
use super::{GenerateOptions, Generated};
use crate::rating::{End, Level, Walk};
use crate::Grid;

/// A candidate for `options`: `Some` when it is rated at the level asked.
pub(super) fn candidate(
    options: &GenerateOptions,
    random: &mut Random,
    tries: u64,
) -> Option<Generated> {
    let solution = fill::solution(random);
    let level = options.level;
    let keep = if level == Level::Easy {
        Keep::HiddenSingles
    } else {
        Keep::Unique
    };
    let cells = dig(&solution, options.symmetry, keep, random);
    // Solved by naked and hidden singles: rated 2.3 at most.
    if level > Level::Medium && singles::solve(&cells, Singles::NakedAndHidden) {
        return None;
    }
    let puzzle = Grid::from_cells(cells).ok()?;
    let mut walk = Walk::new(&puzzle);
    // `extreme` has no highest score: first walk up to `expert`'s.
    let cap = level.max_score().or(Level::Expert.max_score());
    let mut end = walk.run(cap);
    if level == Level::Extreme {
        if end != End::Capped {
            return None;
        }
        end = walk.run(None);
    }
    if end != End::Solved {
        return None;
    }
    let rating = walk.rating();
    if rating.level != level {
        return None;
    }
    Some(Generated {
        puzzle,
        solution: Grid::from_cells(solution).ok()?,
        rating,
        tries,
    })
}
