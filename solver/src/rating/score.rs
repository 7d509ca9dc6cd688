//! Scores on Sudoku Explainer's scale, in exact tenths, and the five levels.

use std::fmt;

/// A difficulty on Sudoku Explainer's (SE) scale, kept exactly in tenths:
/// `Score::from_tenths(32)` is 3.2 and prints as `3.2`.
///
/// With the `serde` feature it reads and writes as its number of tenths.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
pub struct Score(u8);

impl Score {
    /// The score of `tenths` tenths (32 is 3.2).
    pub const fn from_tenths(tenths: u8) -> Score {
        Score(tenths)
    }

    /// The score in tenths (3.2 is 32).
    pub const fn tenths(self) -> u8 {
        self.0
    }

    /// The score as a number (3.2), for JSON and arithmetic.
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }

    /// This score plus `tenths` tenths, saturating.
    pub const fn plus(self, tenths: u8) -> Score {
        Score(self.0.saturating_add(tenths))
    }

    /// The level this score falls in.
    pub const fn level(self) -> Level {
        match self.0 {
            0..=15 => Level::Easy,
            16..=25 => Level::Medium,
            26..=45 => Level::Hard,
            46..=65 => Level::Expert,
            _ => Level::Extreme,
        }
    }
}

/// One decimal, as SE prints it: `3.2`, `1.0`, `11.6`.
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// How hard a puzzle is, by its score: the same five names on the page, in
/// the CLI and in docs/cli.md.
///
/// With the `serde` feature it reads and writes as its lower-case name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum Level {
    /// Score up to 1.5: full houses and hidden singles.
    Easy,
    /// Score up to 2.5: naked singles and the direct intersections and
    /// hidden subsets.
    Medium,
    /// Score up to 4.5: pointing, claiming, pairs, triples, X-Wing,
    /// Swordfish, XY- and XYZ-Wing.
    Hard,
    /// Score up to 6.5: quads, Jellyfish, BUG and aligned pair exclusion.
    Expert,
    /// Score above 6.5: chains and forcing chains (here: colouring,
    /// X-chains, cell and unit forcing chains and supposition).
    Extreme,
}

impl Level {
    /// The five levels, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// The lower-case name: `easy`, `medium`, `hard`, `expert`, `extreme`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        }
    }

    /// The highest score of the level; `None` for `extreme`, which has no
    /// upper bound.
    pub const fn max_score(self) -> Option<Score> {
        match self {
            Level::Easy => Some(Score(15)),
            Level::Medium => Some(Score(25)),
            Level::Hard => Some(Score(45)),
            Level::Expert => Some(Score(65)),
            Level::Extreme => None,
        }
    }
}

/// The lower-case name.
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A level name that is not one of the five.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level '{}' (expected easy, medium, hard, expert or extreme)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

/// Reads the lower-case names of [`Level::as_str`].
impl std::str::FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}
