//! Killer supposition, the last resort: assume a candidate, follow what it
//! forces under the killer's rules, and when that ends in a contradiction
//! (a cell with no digit left, a house with no place for a digit, a cage
//! with no combination left) remove the candidate.
//!
//! Two passes, each trying cells with two candidates first, then three,
//! and so on (row-major, digits ascending within):
//!
//! * [`Depth::Short`] follows the singles and the cage combinations only,
//!   the steps a player can keep in their head;
//! * [`Depth::Long`], tried only when no short one fails, follows every
//!   killer technique before this one (must-contain, the rule of 45) as
//!   well;
//! * [`Depth::Search`], when no long one fails either and the puzzle has
//!   one solution: the solver's search fills the cell with the fewest
//!   candidates (no player's step; the rating scores it beyond every
//!   technique).
//!
//! Each is a sound deduction from the assumption, so a contradiction
//! disproves it. The classic techniques stay out of the assumption: the
//! killer's own are what make a killer step.

use super::{cage_combinations, cage_must_contain, rule_of_45, rule_of_45_multi};
use super::{KillerPattern, KillerStep, KillerTechnique};
use crate::geometry::CELLS;
use crate::logic::Board;
use crate::rules::{Cage, HouseKind, Puzzle, Rules};
use crate::Digits;
use crate::{solve_puzzle, Algorithm, Options, Verdict};
use std::collections::HashMap;

/// How far an assumption is followed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Depth {
    /// Singles and cage combinations only.
    Short,
    /// Every killer technique but supposition.
    Long,
    /// Beyond the techniques: only a search of every way of filling the
    /// grid (the solver's) decides the cell, which the step then fills.
    Search,
}

/// What broke when an assumption was followed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Broken {
    /// An empty cell with no candidate left.
    Cell(usize),
    /// A house with no place left for a digit (or the digit twice).
    House(HouseKind, u8),
    /// A cage whose digits repeat, pass its sum, or that no combination of
    /// different digits can fill any more.
    Cage {
        /// Its index in [`Rules::cages`].
        cage: usize,
        /// Its sum.
        sum: u8,
        /// Its cells, the head first.
        cells: Vec<usize>,
    },
    /// No way of filling the grid is left (found by a search).
    NoSolution,
}

/// The arithmetic of a killer supposition: `cell` cannot be `digit`,
/// because assuming it led, after `steps` rounds, to `broken`. For
/// [`Depth::Search`], `digit` is the one digit the search leaves the cell
/// (placed by the step), `steps` 0 and `broken` [`Broken::NoSolution`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trial {
    /// The cell assumed.
    pub cell: usize,
    /// The digit assumed in it (removed by the step).
    pub digit: u8,
    /// How far the assumption was followed.
    pub depth: Depth,
    /// How many rounds of deductions followed before the contradiction
    /// (0: the assumption breaks a rule at once).
    pub steps: usize,
    /// The contradiction.
    pub broken: Broken,
}

/// Rounds followed inside one assumption at most (a board has at most 729
/// candidates, and every round removes one).
const MAX_ROUNDS: usize = 729;

/// The first candidate whose assumption fails: the short pass over every
/// candidate, then the long one.
pub(super) fn find(rules: &Rules, board: &Board) -> Option<KillerStep> {
    let mut cache = CageCache::default();
    [Depth::Short, Depth::Long]
        .into_iter()
        .find_map(|depth| try_each(rules, board, depth, &mut cache))
        .or_else(|| search(rules, board))
}

/// The last resort of the last resort, on a board whose puzzle has one
/// solution: the first cell with the fewest candidates gets the
/// solution's digit, which the solver's search proves the only one.
fn search(rules: &Rules, board: &Board) -> Option<KillerStep> {
    let puzzle = Puzzle::new(board.grid(), rules.clone());
    let out = solve_puzzle(&puzzle, Algorithm::Fast, &Options::default());
    let solution = match (out.verdict, out.solution) {
        (Verdict::Unique, Some(solution)) => solution,
        _ => return None,
    };
    let cell = (0..CELLS)
        .filter(|&c| board.digit(c) == 0)
        .min_by_key(|&c| board.candidate_set(c).len())?;
    let digit = solution.cells()[cell];
    if !board.has_candidate(cell, digit) {
        return None;
    }
    Some(KillerStep {
        technique: KillerTechnique::Supposition,
        placements: vec![(cell, digit)],
        eliminations: Vec::new(),
        pattern: KillerPattern::Supposition(Trial {
            cell,
            digit,
            depth: Depth::Search,
            steps: 0,
            broken: Broken::NoSolution,
        }),
    })
}

/// What the cage combinations allow, by cage and by what its cells hold
/// (digit and candidates of each): most cages are the same from one
/// assumption to the next, and working out their combinations is most of
/// the work. `None`: the cage can no longer be filled.
type CageCache = HashMap<(usize, [u16; 9]), Option<Vec<(usize, Digits)>>>;

/// The first candidate, fewest-candidate cells first, whose assumption
/// fails at `depth`.
fn try_each(
    rules: &Rules,
    board: &Board,
    depth: Depth,
    cache: &mut CageCache,
) -> Option<KillerStep> {
    for size in 2..=9 {
        for cell in 0..CELLS {
            let cands = board.candidate_set(cell);
            if board.digit(cell) != 0 || cands.len() != size {
                continue;
            }
            for digit in cands.iter() {
                if let Some((steps, broken)) = follow(rules, board, (cell, digit), depth, cache) {
                    return Some(KillerStep {
                        technique: KillerTechnique::Supposition,
                        placements: Vec::new(),
                        eliminations: vec![(cell, digit)],
                        pattern: KillerPattern::Supposition(Trial {
                            cell,
                            digit,
                            depth,
                            steps,
                            broken,
                        }),
                    });
                }
            }
        }
    }
    None
}

/// Assumes `digit` in `cell` and follows the deductions of `depth` in
/// rounds (every single and every cage combination the board shows at
/// once, then for the long pass one step of the other techniques): the
/// contradiction reached and after how many rounds, or `None` when none is.
fn follow(
    rules: &Rules,
    board: &Board,
    (cell, digit): (usize, u8),
    depth: Depth,
    cache: &mut CageCache,
) -> Option<(usize, Broken)> {
    let mut trial = *board;
    super::place(rules, &mut trial, cell, digit);
    for rounds in 0..MAX_ROUNDS {
        if let Some(broken) = broken_house(rules, &trial) {
            return Some((rounds, broken));
        }
        let mut changed = singles_round(rules, &mut trial);
        match cages_round(rules, &mut trial, cache) {
            Err(broken) => return Some((rounds, broken)),
            Ok(more) => changed |= more,
        }
        if !changed && depth == Depth::Long {
            let next = cage_must_contain::find(rules, &trial)
                .or_else(|| rule_of_45::find(rules, &trial))
                .or_else(|| rule_of_45_multi::find(rules, &trial));
            if let Some(step) = next {
                changed = super::apply_rules(rules, &mut trial, &step);
            }
        }
        if !changed {
            return None;
        }
    }
    None
}

/// Places every naked single and every hidden single the board shows (a
/// clash this makes shows as a contradiction afterwards); true when
/// something was placed.
fn singles_round(rules: &Rules, board: &mut Board) -> bool {
    let mut found: Vec<(usize, u8)> = (0..CELLS)
        .filter(|&c| board.digit(c) == 0 && board.candidate_set(c).len() == 1)
        .filter_map(|c| board.candidate_set(c).iter().next().map(|d| (c, d)))
        .collect();
    for house in rules.houses().cells() {
        for digit in 1..=9u8 {
            let mut places = house
                .iter()
                .map(|&c| usize::from(c))
                .filter(|&c| board.digit(c) == 0 && board.has_candidate(c, digit));
            if let (Some(cell), None) = (places.next(), places.next()) {
                found.push((cell, digit));
            }
        }
    }
    let mut changed = false;
    for (cell, digit) in found {
        if board.digit(cell) == 0 && board.has_candidate(cell, digit) {
            changed |= super::place(rules, board, cell, digit);
        }
    }
    changed
}

/// Removes from every cage the candidates no combination allows; a cage
/// that can no longer be filled is the contradiction. True when something
/// was removed.
fn cages_round(rules: &Rules, board: &mut Board, cache: &mut CageCache) -> Result<bool, Broken> {
    let mut changed = false;
    for (index, cage) in rules.cages().iter().enumerate() {
        let mut key = [0u16; 9];
        for (k, &c) in key.iter_mut().zip(&cage.cells) {
            let c = usize::from(c);
            *k = u16::from(board.digit(c)) << 10 | board.candidates(c);
        }
        let allowed = cache.entry((index, key)).or_insert_with(|| {
            let full = cage_digits_fit(board, cage)?;
            match cage_combinations::cage_state(rules, board, index) {
                Some(state) => Some(state.empty.into_iter().zip(state.options.allowed).collect()),
                // A full cage whose digits fit leaves nothing to remove.
                None if full => Some(Vec::new()),
                None => None,
            }
        });
        let Some(allowed) = allowed else {
            return Err(Broken::Cage {
                cage: index,
                sum: cage.sum,
                cells: cage.cells.iter().map(|&c| usize::from(c)).collect(),
            });
        };
        for &(cell, allowed) in allowed.iter() {
            for digit in (board.candidate_set(cell) - allowed).iter() {
                changed |= board.eliminate(cell, digit);
            }
        }
    }
    Ok(changed)
}

/// An empty cell with no candidate, or a house that cannot hold a digit
/// once.
fn broken_house(rules: &Rules, board: &Board) -> Option<Broken> {
    if let Some(cell) = (0..CELLS).find(|&c| board.digit(c) == 0 && board.candidates(c) == 0) {
        return Some(Broken::Cell(cell));
    }
    let houses = rules.houses();
    for (house, &kind) in houses.cells().iter().zip(houses.kinds()) {
        // Bit d: digit d placed (twice: `again`), or open somewhere.
        let (mut placed, mut again, mut open) = (0u16, 0u16, 0u16);
        for &c in house {
            let c = usize::from(c);
            match board.digit(c) {
                0 => open |= board.candidates(c),
                d => {
                    let bit = 1 << d;
                    again |= placed & bit;
                    placed |= bit;
                }
            }
        }
        let missing = Digits::ALL.bits() & !(placed | open);
        if let Some(digit) = [again, missing]
            .into_iter()
            .find(|&m| m != 0)
            .map(|m| m.trailing_zeros() as u8)
        {
            return Some(Broken::House(kind, digit));
        }
    }
    None
}

/// Whether the digits placed in `cage` fit it: `None` when they repeat, a
/// full cage misses its sum, or a cage with empty cells has reached it;
/// else whether the cage is full. (Whether the empty cells can still be
/// filled is for [`cage_combinations::cage_state`].)
fn cage_digits_fit(board: &Board, cage: &Cage) -> Option<bool> {
    let (mut seen, mut sum, mut full) = (0u16, 0u32, true);
    for &c in &cage.cells {
        match board.digit(usize::from(c)) {
            0 => full = false,
            d => {
                if seen & 1 << d != 0 {
                    return None;
                }
                seen |= 1 << d;
                sum += u32::from(d);
            }
        }
    }
    let fits = if full {
        sum == u32::from(cage.sum)
    } else {
        sum < u32::from(cage.sum)
    };
    fits.then_some(full)
}
