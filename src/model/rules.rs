//! The rules the board's puzzle is played under: classic Sudoku, or a
//! variant (killer, killer-X, X, windoku, jigsaw; docs/variants.md).
//!
//! The page comes as two builds of one code (docs/variants.md, "The page"):
//! the first load is built without the `variants` feature and knows classic
//! Sudoku only; the variants module, built with it (the default), is
//! fetched when a variant is chosen or opened. Both read the rules through
//! [`Rules`]: with the feature it is the solver crate's, every house and
//! cage; without it a stand-in that answers "classic" to everything, as
//! constants, so that the compiler leaves every variant branch out of the
//! first load.

pub use sudoku_solver::rules::{Cage, Variant};

#[cfg(feature = "variants")]
pub use sudoku_solver::rules::{Puzzle, Rules};

#[cfg(not(feature = "variants"))]
pub use classic::Rules;

/// Whether this build of the page knows the variants (the variants
/// module) or classic Sudoku only (the first load).
pub const HAS_VARIANTS: bool = cfg!(feature = "variants");

#[cfg(not(feature = "variants"))]
mod classic {
    use super::{Cage, Variant};
    use sudoku_solver::CELLS;

    /// The classic rules, all this build knows: rows, columns and boxes.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Rules;

    const BOXES: [u8; CELLS] = {
        let mut regions = [0u8; CELLS];
        let mut i = 0;
        while i < CELLS {
            regions[i] = ((i / 27) * 3 + (i % 9) / 3) as u8;
            i += 1;
        }
        regions
    };

    impl Rules {
        /// The classic rules.
        pub fn classic() -> Rules {
            Rules
        }

        /// Always [`Variant::Classic`].
        pub fn variant(&self) -> Variant {
            Variant::Classic
        }

        /// Each cell's box.
        pub fn regions(&self) -> &[u8; CELLS] {
            &BOXES
        }

        /// No cages.
        pub fn cages(&self) -> &[Cage] {
            &[]
        }

        /// No cell is in a cage.
        pub fn cage_of(&self, _cell: usize) -> Option<usize> {
            None
        }
    }
}
