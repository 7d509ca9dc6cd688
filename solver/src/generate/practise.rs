//! Puzzles for practising one technique: [`practise`] makes a puzzle whose
//! hardest step, as [`rate`](crate::rating::rate) walks it, uses the
//! technique asked.
//!
//! For the techniques up to aligned pair exclusion (6.2), whose scores
//! never reach the next technique's base, a candidate is carved with the
//! technique as a ceiling: a random complete grid loses givens in random
//! order while the puzzle keeps one solution *and* the rating's walk,
//! capped just below the next technique, still solves it. The result needs
//! nothing harder than the technique, and is kept when the walk uses it.
//! Where such candidates rarely use the technique (quads, Jellyfish,
//! direct claiming, unique loops), or for the chains and suppositions above, seeds
//! (`practise.txt`, one `<technique> <puzzle>` per line, made by
//! `examples/practise_seeds.rs`) are transformed at random and rated
//! again, as for `expert` puzzles.

use super::dig::is_unique;
use super::random::Random;
use super::transform;
use super::{fill, GenerateError, Generated, Symmetry};
use crate::geometry::CELLS;
use crate::logic::{self, Technique};
use crate::rating::{End, RatedTechnique, Score, Walk};
use crate::{Flow, Grid};

/// The seed set: `<technique's name> <puzzle>` per line.
const SEEDS: &str = include_str!("practise.txt");

/// Mixed into the seed, so that practise puzzles differ from others.
const PRACTISE: u64 = 0x0D21_11ED_0000_0001;

/// The highest score a step may have while carving for `technique`: one
/// tenth below the next technique with a higher base, for the techniques
/// whose scores stay below it; `None` for the chains and suppositions,
/// whose scores grow with their length.
pub fn ceiling(technique: RatedTechnique) -> Option<Score> {
    if technique > RatedTechnique::AlignedPairExclusion {
        return None;
    }
    let base = technique.base();
    RatedTechnique::ALL
        .iter()
        .map(|t| t.base())
        .find(|&b| b > base)
        .map(|b| Score::from_tenths(b.tenths() - 1))
}

/// The seeds of `technique`, in file order.
pub fn seeds(technique: RatedTechnique) -> Vec<Grid> {
    SEEDS
        .lines()
        .filter_map(|line| {
            let (name, puzzle) = line.rsplit_once(' ')?;
            (name == technique.name())
                .then(|| Grid::parse(puzzle).ok())
                .flatten()
        })
        .collect()
}

/// The techniques carving gives quickly (a few tenths of a second at
/// most natively), for which no seeds are kept.
const CARVED: [RatedTechnique; 13] = [
    RatedTechnique::FullHouse,
    RatedTechnique::HiddenSingleBox,
    RatedTechnique::HiddenSingleLine,
    RatedTechnique::DirectPointing,
    RatedTechnique::DirectHiddenPair,
    RatedTechnique::NakedSingle,
    RatedTechnique::DirectHiddenTriple,
    RatedTechnique::Pointing,
    RatedTechnique::Claiming,
    RatedTechnique::NakedPair,
    RatedTechnique::XYWing,
    RatedTechnique::UniqueRectangle,
    RatedTechnique::XYZWing,
];

/// The techniques with seeds in `practise.txt` (a test checks that these
/// and only these have seeds: the list keeps the seed file out of a page
/// that only asks which techniques can be practised).
const SEEDED: [RatedTechnique; 19] = [
    RatedTechnique::XWing,
    RatedTechnique::HiddenPair,
    RatedTechnique::NakedTriple,
    RatedTechnique::Swordfish,
    RatedTechnique::HiddenTriple,
    RatedTechnique::UniqueLoop,
    RatedTechnique::NakedQuad,
    RatedTechnique::Jellyfish,
    RatedTechnique::BugPlusOne,
    RatedTechnique::Bug,
    RatedTechnique::AlignedPairExclusion,
    RatedTechnique::Cycle,
    RatedTechnique::SimpleColouring,
    RatedTechnique::XChain,
    RatedTechnique::SuppositionChain,
    RatedTechnique::SuppositionNishio,
    RatedTechnique::ForcingChains,
    RatedTechnique::SuppositionDynamic,
    RatedTechnique::DeepSupposition,
];

/// Whether puzzles for practising `technique` can be made: it has seeds or
/// carving gives it quickly. Not for the few that neither the public
/// puzzle sets nor a minute of carving gave as a hardest step (direct
/// claiming, hidden quad, supposition along an X-chain), nor aligned triple
/// exclusion, whose one known puzzle the hint engine solves without it,
/// nor the dynamic supposition "+" (one puzzle of magictour_top1465 needs
/// it; the deepest puzzles need the deep supposition instead).
pub const fn practicable(technique: RatedTechnique) -> bool {
    let mut i = 0;
    while i < CARVED.len() {
        if CARVED[i] as u8 == technique as u8 {
            return true;
        }
        i += 1;
    }
    let mut i = 0;
    while i < SEEDED.len() {
        if SEEDED[i] as u8 == technique as u8 {
            return true;
        }
        i += 1;
    }
    false
}

/// A puzzle whose hardest technique is `technique`; the same `seed` gives
/// the same puzzle on every platform; [`GenerateError::Unavailable`] for a
/// technique that is not [`practicable`].
///
/// ```
/// use sudoku_solver::generate::practise;
/// use sudoku_solver::rating::{rate, RatedTechnique};
///
/// let made = practise(RatedTechnique::XWing, 3)?;
/// assert_eq!(rate(&made.puzzle).map(|r| r.hardest), Ok(Some(RatedTechnique::XWing)));
/// assert!(made.puzzle.is_completed_by(&made.solution));
/// # Ok::<(), sudoku_solver::generate::GenerateError>(())
/// ```
pub fn practise(technique: RatedTechnique, seed: u64) -> Result<Generated, GenerateError> {
    practise_with_progress(technique, seed, &mut |_| Flow::Continue)
}

/// As [`practise`], calling `hook` before each candidate with the number of
/// candidates made so far; [`Flow::Stop`] ends it with
/// [`GenerateError::Cancelled`], and a technique that is not
/// [`practicable`] with [`GenerateError::Unavailable`].
pub fn practise_with_progress(
    technique: RatedTechnique,
    seed: u64,
    hook: &mut dyn FnMut(u64) -> Flow,
) -> Result<Generated, GenerateError> {
    if !practicable(technique) {
        return Err(GenerateError::Unavailable(technique));
    }
    let mut random = Random::new(super::random::mix(seed ^ PRACTISE));
    let seeds = seeds(technique);
    let mut tries = 0;
    loop {
        if hook(tries) == Flow::Stop {
            return Err(GenerateError::Cancelled);
        }
        tries += 1;
        let made = if seeds.is_empty() {
            carve(technique, &mut random)
        } else {
            let pick = seeds.get((seed.wrapping_add(tries - 1) % seeds.len() as u64) as usize);
            pick.and_then(|s| from_seed(technique, s, &mut random))
        };
        if let Some(mut made) = made {
            made.tries = tries;
            return Ok(made);
        }
    }
}

/// The carving alone, without the seeds: as [`practise_with_progress`]
/// for a technique without seeds (this is how the seeds were found).
pub fn search_practise(
    technique: RatedTechnique,
    seed: u64,
    hook: &mut dyn FnMut(u64) -> Flow,
) -> Result<Generated, GenerateError> {
    let mut random = Random::new(super::random::mix(seed ^ PRACTISE));
    let mut tries = 0;
    loop {
        if hook(tries) == Flow::Stop {
            return Err(GenerateError::Cancelled);
        }
        tries += 1;
        if let Some(mut made) = carve(technique, &mut random) {
            made.tries = tries;
            return Ok(made);
        }
    }
}

/// A candidate carved under `technique`'s ceiling from a random grid.
fn carve(technique: RatedTechnique, random: &mut Random) -> Option<Generated> {
    let solution = fill::solution(random);
    let cap = ceiling(technique);
    let mut puzzle = solution;
    let mut cells: Vec<usize> = (0..CELLS).collect();
    random.shuffle(&mut cells);
    for cell in cells {
        puzzle[cell] = 0;
        if !(is_unique(&puzzle) && solves_within(&puzzle, cap)) {
            puzzle[cell] = solution[cell];
        }
    }
    accept(technique, puzzle, Some(solution))
}

/// A random transformation of `seed`, kept when it still rates at
/// `technique`.
fn from_seed(technique: RatedTechnique, seed: &Grid, random: &mut Random) -> Option<Generated> {
    let cells = transform::shuffle(seed.cells(), Symmetry::None, random);
    accept(technique, cells, None)
}

/// Whether the rating's walk, capped at `cap`, solves `cells`.
fn solves_within(cells: &[u8; CELLS], cap: Option<Score>) -> bool {
    Grid::from_cells(*cells).is_ok_and(|grid| Walk::new(&grid).run(cap) == End::Solved)
}

/// Whether the hint engine meets `technique` on the puzzles made for it:
/// Skip to it stops at its first use, and Hint names it. Not the direct
/// hidden pair and triple: SE counts a hidden subset as "direct" when it
/// gives a single at once, and the hint engine, which tries naked singles
/// first, finds that single another way.
pub const fn met_by_hints(technique: RatedTechnique) -> bool {
    !matches!(
        technique,
        RatedTechnique::DirectHiddenPair | RatedTechnique::DirectHiddenTriple
    )
}

/// Whether `puzzle` is one for practising `technique`: its rating's
/// hardest technique is `technique`, and (when it is
/// [`met_by_hints`]) the hint engine, solving it step by step, uses it
/// too.
pub fn fits(technique: RatedTechnique, puzzle: &Grid) -> bool {
    crate::rating::rate(puzzle).is_ok_and(|r| r.hardest == Some(technique))
        && (!met_by_hints(technique) || hints_use(technique, puzzle))
}

/// Whether the hint engine, solving `puzzle` step by step, uses one of
/// `technique`'s [hint techniques](RatedTechnique::hint_techniques): then
/// a player who skips to its first use meets it in Hint. (The hint engine
/// orders the techniques its own way, so it may solve a puzzle by another
/// road than the rating's.)
fn hints_use(technique: RatedTechnique, puzzle: &Grid) -> bool {
    let wanted = technique.hint_techniques();
    let unique = wanted.iter().any(|t| t.needs_unique_solution());
    let solved = if unique {
        logic::logical_solve_unique_with(puzzle, Technique::Supposition)
    } else {
        logic::logical_solve(puzzle)
    };
    solved
        .steps
        .iter()
        .any(|step| wanted.contains(&step.technique))
}

/// `cells` as a generated puzzle when its hardest technique is `technique`.
fn accept(
    technique: RatedTechnique,
    cells: [u8; CELLS],
    solution: Option<[u8; CELLS]>,
) -> Option<Generated> {
    let puzzle = Grid::from_cells(cells).ok()?;
    let mut walk = Walk::new(&puzzle);
    if walk.run(None) != End::Solved {
        return None;
    }
    let rating = walk.rating();
    if rating.hardest != Some(technique)
        || (met_by_hints(technique) && !hints_use(technique, &puzzle))
    {
        return None;
    }
    let solution = match solution {
        Some(s) => Grid::from_cells(s).ok()?,
        None => {
            crate::solve(&puzzle, crate::Algorithm::Fast, &crate::Options::default()).solution?
        }
    };
    Some(Generated {
        puzzle,
        solution,
        rating,
        tries: 0,
    })
}
