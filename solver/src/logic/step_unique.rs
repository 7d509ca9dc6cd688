//! The data of the steps that hold only for a puzzle with one solution:
//! the types of unique rectangle and of BUG, beside `step.rs`.

use crate::geometry::Unit;
use crate::Digits;

/// The types of unique rectangle the engine knows, by the corners that have
/// candidates beside the rectangle's two digits.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Rectangle {
    /// Type 1: only `cell` has other candidates, so it loses both digits.
    One {
        /// The corner with more candidates.
        cell: usize,
    },
    /// Type 2: `cells` (two or three corners) have one more candidate, the
    /// same `digit`, so one of them is that digit and every cell that sees
    /// them all loses it.
    Two {
        /// The corners with the extra candidate.
        cells: Vec<usize>,
        /// The extra candidate.
        digit: u8,
    },
    /// Type 3: the two `cells` with more candidates share `unit`; one of
    /// them holds one of their candidates beside the rectangle's digits, so
    /// they act as one cell with those (`extra`), which with `others` of
    /// the unit makes a naked subset of `digits` (as many as the `others`
    /// plus one): the rest of the unit loses those digits.
    Three {
        /// The two corners with more candidates.
        cells: [usize; 2],
        /// The unit they share.
        unit: Unit,
        /// Their candidates beside the rectangle's two digits.
        extra: Digits,
        /// The other cells of the naked subset.
        others: Vec<usize>,
        /// The digits of the naked subset.
        digits: Digits,
    },
    /// Type 3 with a hidden subset: the two `cells` with more candidates
    /// share `unit`, where `digits` (the rectangle's two and others) fit
    /// only in them and in `others`, one cell fewer than digits. The two
    /// cannot both take the rectangle's digits, so `others` hold the rest
    /// of `digits` and lose their other candidates.
    ThreeHidden {
        /// The two corners with more candidates.
        cells: [usize; 2],
        /// The unit they share.
        unit: Unit,
        /// The other cells of the hidden subset.
        others: Vec<usize>,
        /// The digits of the hidden subset.
        digits: Digits,
    },
    /// Type 4: the two `cells` with more candidates share `unit`, where
    /// `locked` has no other place, so one of them is `locked` and neither
    /// can be `removed` (the rectangle's other digit).
    Four {
        /// The two corners with more candidates.
        cells: [usize; 2],
        /// The unit they share.
        unit: Unit,
        /// The digit that has no other place in the unit.
        locked: u8,
        /// The digit removed from both cells.
        removed: u8,
    },
}

/// The types of BUG (bivalue universal grave) beyond BUG+1, by what the
/// cells with more than two candidates share. Removing their extra
/// candidates would leave every empty cell two candidates and every
/// candidate two places in each unit, a pattern with two solutions, so one
/// of them holds one of its extra candidates.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Bug {
    /// Type 2: every extra candidate is `digit`, so one of `cells` is
    /// `digit`, and every cell that sees them all loses it.
    Two {
        /// The cells with more than two candidates.
        cells: Vec<usize>,
        /// Their one extra candidate.
        digit: u8,
    },
    /// Type 3: `cells` share `unit` and have `extras` beside two
    /// candidates each; one of them holds one of `extras`, so they act as
    /// one cell holding one of those, which with `others` of the unit makes
    /// a naked subset of `digits` (as many as the `others` plus one): the
    /// rest of the unit loses those digits.
    Three {
        /// The cells with more than two candidates.
        cells: Vec<usize>,
        /// The unit they share.
        unit: Unit,
        /// Their extra candidates, all together.
        extras: Digits,
        /// The other cells of the naked subset.
        others: Vec<usize>,
        /// The digits of the naked subset.
        digits: Digits,
    },
    /// Type 4: the two `cells` share `unit`, where `digit` (a candidate
    /// of both beside their extras) has no other place; one of them holds
    /// its extra candidate (`extras`), so the other is `digit`: neither can
    /// be its remaining candidate.
    Four {
        /// The two cells with more than two candidates.
        cells: [usize; 2],
        /// The unit they share.
        unit: Unit,
        /// The extra candidates of each.
        extras: [Digits; 2],
        /// The digit they share beside their extras.
        digit: u8,
    },
}
