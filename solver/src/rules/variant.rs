//! The kinds of puzzle the rules model knows, with their stable names.

use std::fmt;
use std::str::FromStr;

/// A kind of Sudoku: which houses it has and whether it has cages.
///
/// The names ([`Variant::name`]) are stable: the command line, the
/// project's own puzzle line and the page use them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Rows, columns and 3x3 boxes.
    #[default]
    Classic,
    /// Classic, and cages: each cage's digits differ and add up to its sum.
    Killer,
    /// Killer, and both long diagonals hold 1-9 once.
    KillerX,
    /// Classic, and both long diagonals hold 1-9 once.
    X,
    /// Classic, and four more 3x3 regions (top-left cells r2c2, r2c6,
    /// r6c2, r6c6) hold 1-9 once.
    Windoku,
    /// Nine irregular regions of nine connected cells replace the boxes.
    Jigsaw,
}

impl Variant {
    /// Every variant, classic first.
    pub const ALL: [Variant; 6] = [
        Variant::Classic,
        Variant::Killer,
        Variant::KillerX,
        Variant::X,
        Variant::Windoku,
        Variant::Jigsaw,
    ];

    /// The stable name: `classic`, `killer`, `killer-x`, `x`, `windoku`,
    /// `jigsaw`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Classic => "classic",
            Variant::Killer => "killer",
            Variant::KillerX => "killer-x",
            Variant::X => "x",
            Variant::Windoku => "windoku",
            Variant::Jigsaw => "jigsaw",
        }
    }

    /// True for the variants with cages (killer, killer-X).
    pub fn has_cages(self) -> bool {
        matches!(self, Variant::Killer | Variant::KillerX)
    }

    /// True for the variants whose long diagonals are houses (X, killer-X).
    pub fn has_diagonals(self) -> bool {
        matches!(self, Variant::X | Variant::KillerX)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error for an unknown variant name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown variant '{}' (expected classic, killer, killer-x, x, windoku or jigsaw)",
            self.0
        )
    }
}

impl std::error::Error for UnknownVariant {}

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}
