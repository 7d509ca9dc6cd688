//! How hard a killer (or killer-X) is: the killer scale.
//!
//! As on Sudoku Explainer's scale, [`rate_killer`] solves the puzzle step
//! by step with the killer techniques ([`logic::killer`](crate::logic::killer),
//! easiest first) and scores it by its hardest step; the scores are the
//! same [`Score`] and the levels the same five [`Level`]s. What a killer
//! solver learns first scores lowest:
//!
//! | technique | score |
//! |---|---|
//! | full house | 1.0 |
//! | naked single | 1.2 (in a killer, the cage arithmetic leaves singles everywhere) |
//! | hidden single (box, row, column, diagonal) | 1.5 |
//! | cage combinations | 1.5 |
//! | cage must contain | 2.0 |
//! | rule of 45, one house: one cell 2.0, two or three 2.5, four to six 3.0 |
//! | rule of 45 over two rows or columns, plus 0.5; over three, plus 1.0 |
//! | cage clash | 2.8 |
//! | classic techniques past the singles | Sudoku Explainer's base score (pointing 2.6 ... chains 6.6 and up) |
//! | killer supposition, short (singles and cage combinations) | 6.0 plus 0.1 a round past the second, at most 7.0 |
//! | killer supposition, long (every killer technique) | 7.5 plus 0.1 a round past the second, at most 8.5 |
//! | killer supposition by search (no technique decides; the solver does) | 10.0 |
//!
//! So `easy` (up to 1.5) is singles and cage combinations, `medium` (up
//! to 2.5) adds must-contain and the rule of 45 on one house with up to
//! three cells, `hard` (up to 4.5) the larger innies and outies, runs of
//! rows or columns, cage clashes and the classic intersections, subsets
//! and wings, `expert` (up to 6.5) the short suppositions and the
//! classic fish and quads, `extreme` the rest. `docs/variants.md` gives
//! the reasoning.
//!
//! ```
//! use sudoku_solver::rating::{killer::rate_killer, Level};
//! use sudoku_solver::rules::Puzzle;
//!
//! // A solved grid but r1c1 and r1c2, those two in a cage of 8: column 1
//! // has one cell left, a full house, and then so has row 1.
//! let puzzle = Puzzle::parse(
//!     "killer:..4678912672195348198342567859761423426853791713924856961537284287419635345286179:8-1112",
//! )?;
//! let rating = rate_killer(&puzzle)?;
//! assert_eq!(rating.score.to_string(), "1.0");
//! assert_eq!((rating.level, rating.hardest), (Level::Easy, Some("Full house")));
//! assert_eq!(rating.steps, vec![("Full house", 2)]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::{Level, RateError, Score};
use crate::logic::killer::{self, Depth, KillerPattern, KillerStep, KillerTechnique};
use crate::logic::{Pattern, Technique};
use crate::rules::Puzzle;
use crate::{solve_puzzle, Algorithm, Options, Verdict};

/// The rating of a killer with one solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KillerRating {
    /// The score of the hardest step (0.0 for a grid with nothing to fill).
    pub score: Score,
    /// The level of the score.
    pub level: Level,
    /// The name of the hardest step's technique ([`step_name`]); `None`
    /// for a grid with nothing to fill.
    pub hardest: Option<&'static str>,
    /// Each technique used (by [`step_name`]) with its number of steps, in
    /// the order first used.
    pub steps: Vec<(&'static str, usize)>,
}

/// Rates a killer or killer-X on the killer scale (see the module
/// documentation). Only a puzzle with exactly one solution has a rating.
pub fn rate_killer(puzzle: &Puzzle) -> Result<KillerRating, RateError> {
    rate_killer_up_to(puzzle, None)
}

/// As [`rate_killer`], giving up ([`RateError::BeyondTechniques`]) as soon
/// as a step scores above `cap` (a generator's level test).
pub fn rate_killer_up_to(puzzle: &Puzzle, cap: Option<Score>) -> Result<KillerRating, RateError> {
    match solve_puzzle(puzzle, Algorithm::Fast, &Options::default()).verdict {
        Verdict::Unique => {}
        Verdict::Multiple => return Err(RateError::Multiple),
        _ => return Err(RateError::NoSolution),
    }
    let mut board = killer::board(puzzle);
    let mut rating = KillerRating {
        score: Score::from_tenths(0),
        level: Level::Easy,
        hardest: None,
        steps: Vec::new(),
    };
    while board.empty_cells() > 0 {
        let Some(step) = killer::next_step(puzzle, &board) else {
            return Err(RateError::BeyondTechniques);
        };
        let score = step_score(&step);
        if cap.is_some_and(|cap| score > cap) {
            return Err(RateError::BeyondTechniques);
        }
        let name = step_name(&step);
        if score > rating.score || rating.hardest.is_none() {
            rating.score = rating.score.max(score);
            rating.hardest = Some(name);
        }
        match rating.steps.iter_mut().find(|(n, _)| *n == name) {
            Some((_, count)) => *count += 1,
            None => rating.steps.push((name, 1)),
        }
        if !killer::apply(puzzle, &mut board, &step) {
            return Err(RateError::BeyondTechniques);
        }
    }
    rating.level = rating.score.level();
    Ok(rating)
}

/// The name of a step's technique as the rating prints it: the killer
/// technique's, or the classic technique's for a classic step.
pub fn step_name(step: &KillerStep) -> &'static str {
    match (&step.technique, &step.pattern) {
        (KillerTechnique::Classic, KillerPattern::Classic(classic)) => classic.technique.name(),
        (technique, _) => technique_name(*technique),
    }
}

/// The killer techniques' names, as `sudoku rate --variant killer` prints
/// them.
pub fn technique_name(technique: KillerTechnique) -> &'static str {
    match technique {
        KillerTechnique::FullHouse => "Full house",
        KillerTechnique::NakedSingle => "Naked single",
        KillerTechnique::HiddenSingle => "Hidden single",
        KillerTechnique::CageCombinations => "Cage combinations",
        KillerTechnique::CageMustContain => "Cage must contain",
        KillerTechnique::CageClash => "Cage clash",
        KillerTechnique::RuleOf45 => "Rule of 45",
        KillerTechnique::Classic => "Classic technique",
        KillerTechnique::Supposition => "Killer supposition",
    }
}

/// A step's score on the killer scale (the table of the module
/// documentation).
pub fn step_score(step: &KillerStep) -> Score {
    let tenths = match &step.pattern {
        KillerPattern::Single(Pattern::FullHouse { .. }) => 10,
        KillerPattern::Single(Pattern::NakedSingle { .. }) => 12,
        KillerPattern::Single(_) | KillerPattern::DiagonalSingle { .. } => 15,
        KillerPattern::CageCombinations(_) => 15,
        KillerPattern::CageMustContain { .. } => 20,
        KillerPattern::CageClash(_) => 28,
        KillerPattern::RuleOf45(rule) => {
            let cells = match rule.cells.len() {
                1 => 20,
                2 | 3 => 25,
                _ => 30,
            };
            let run = match rule.span {
                0 | 1 => 0,
                2 => 5,
                _ => 10,
            };
            cells + run
        }
        KillerPattern::Classic(classic) => classic_tenths(classic.technique),
        KillerPattern::Supposition(trial) => {
            let base = match trial.depth {
                Depth::Short => 60,
                Depth::Long => 75,
                Depth::Search => 100,
            };
            let length = u8::try_from(trial.steps.saturating_sub(2).min(10)).unwrap_or(10);
            base + length
        }
    };
    Score::from_tenths(tenths)
}

/// Sudoku Explainer's base score of a classic technique (as the classic
/// rating gives it), in tenths.
fn classic_tenths(technique: Technique) -> u8 {
    match technique {
        Technique::FullHouse => 10,
        Technique::HiddenSingle => 15,
        Technique::NakedSingle => 23,
        Technique::PointingPair | Technique::PointingTriple => 26,
        Technique::BoxLineReduction => 28,
        Technique::NakedPair => 30,
        Technique::XWing => 32,
        Technique::HiddenPair => 34,
        Technique::NakedTriple => 36,
        Technique::Swordfish => 38,
        Technique::HiddenTriple => 40,
        Technique::XYWing => 42,
        Technique::XYZWing => 44,
        Technique::UniqueRectangle | Technique::UniqueLoop => 45,
        Technique::NakedQuad => 50,
        Technique::Jellyfish => 52,
        Technique::HiddenQuad => 54,
        Technique::BugPlusOne | Technique::Bug => 56,
        Technique::AlignedPairExclusion => 62,
        Technique::SimpleColouring | Technique::XChain | Technique::Cycle => 66,
        Technique::XYChain => 70,
        Technique::AlignedTripleExclusion => 75,
        Technique::ForcingChain => 80,
        Technique::Supposition => 85,
    }
}
