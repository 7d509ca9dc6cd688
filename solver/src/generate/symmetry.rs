//! The symmetries a generated puzzle's givens can have, and the groups of
//! cells (orbits) that are given or removed together.

use crate::geometry::CELLS;
use std::fmt;

/// How the givens of a generated puzzle are placed: a given's image under
/// the symmetry is a given too. With the `serde` feature it reads and writes
/// as its lower-case name ([`Symmetry::as_str`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum Symmetry {
    /// No symmetry: every given is removed on its own, so the puzzles are
    /// minimal (the default).
    #[default]
    None,
    /// Half-turn symmetry about the centre: row `r`, column `c` goes with
    /// row `8 - r`, column `8 - c` (the classic newspaper look).
    Rotational,
    /// Reflection in the main diagonal: row `r`, column `c` goes with row
    /// `c`, column `r`.
    Diagonal,
    /// Reflection in the middle column: row `r`, column `c` goes with row
    /// `r`, column `8 - c`.
    Mirror,
}

impl Symmetry {
    /// The four symmetries, in the order of the CLI's help.
    pub const ALL: [Symmetry; 4] = [
        Symmetry::None,
        Symmetry::Rotational,
        Symmetry::Diagonal,
        Symmetry::Mirror,
    ];

    /// The lower-case name: `none`, `rotational`, `diagonal`, `mirror`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Diagonal => "diagonal",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The cell that goes with `cell` (0-based, row-major); `cell` itself
    /// when it lies on the axis or centre (or for [`Symmetry::None`]).
    pub const fn image(self, cell: usize) -> usize {
        let (r, c) = (cell / 9, cell % 9);
        match self {
            Symmetry::None => cell,
            Symmetry::Rotational => CELLS - 1 - cell,
            Symmetry::Diagonal => c * 9 + r,
            Symmetry::Mirror => r * 9 + (8 - c),
        }
    }

    /// Whether the givens of `cells` (0 = empty) have this symmetry.
    pub fn holds_for(self, cells: &[u8; CELLS]) -> bool {
        (0..CELLS).all(|i| (cells[i] == 0) == (cells[self.image(i)] == 0))
    }

    /// The orbits of the symmetry: each cell once, with its image (the same
    /// cell for one on the axis), in row-major order of the first.
    pub(crate) fn orbits(self) -> Vec<(u8, u8)> {
        (0..CELLS)
            .filter(|&i| self.image(i) >= i)
            .map(|i| (i as u8, self.image(i) as u8))
            .collect()
    }
}

/// The lower-case name.
impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A symmetry name that is not one of the four.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSymmetry(pub String);

impl fmt::Display for UnknownSymmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown symmetry '{}' (expected none, rotational, diagonal or mirror)",
            self.0
        )
    }
}

impl std::error::Error for UnknownSymmetry {}

/// Reads the lower-case names of [`Symmetry::as_str`].
impl std::str::FromStr for Symmetry {
    type Err = UnknownSymmetry;

    fn from_str(s: &str) -> Result<Symmetry, UnknownSymmetry> {
        Symmetry::ALL
            .into_iter()
            .find(|y| y.as_str() == s)
            .ok_or_else(|| UnknownSymmetry(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::Symmetry;

    #[test]
    fn images_are_involutions_and_orbits_cover_the_grid_once() {
        for s in Symmetry::ALL {
            assert!((0..81).all(|i| s.image(s.image(i)) == i));
            let orbits = s.orbits();
            let mut seen = [0u8; 81];
            for &(a, b) in &orbits {
                seen[a as usize] += 1;
                if a != b {
                    seen[b as usize] += 1;
                }
            }
            assert!(seen.iter().all(|&n| n == 1), "{s}");
        }
        assert_eq!(Symmetry::None.orbits().len(), 81);
        assert_eq!(Symmetry::Rotational.orbits().len(), 41);
        assert_eq!(Symmetry::Diagonal.orbits().len(), 45);
        assert_eq!(Symmetry::Mirror.orbits().len(), 45);
        assert_eq!(Symmetry::Diagonal.image(1), 9);
        assert_eq!(Symmetry::Mirror.image(0), 8);
    }
}
