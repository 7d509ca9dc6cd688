//! What the technique engine finds: the [`Technique`]s, and the [`Step`]
//! each finding becomes, with the [`Pattern`] behind it.

use super::{Bug, ChainLink, Contradiction, CycleKind, ForcingStart, Rectangle};
use crate::geometry::Unit;
use crate::Digits;

/// A solving technique. The order of the variants is the order of
/// difficulty: [`next_step`](super::next_step) tries them from the first to the last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Technique {
    /// The last empty cell of a row, column or box takes the missing digit.
    FullHouse,
    /// A cell with a single candidate left.
    NakedSingle,
    /// A digit with a single place left in a row, column or box.
    HiddenSingle,
    /// A digit confined to two cells of a box that share a row or column:
    /// removed from the rest of that row or column.
    PointingPair,
    /// As [`Technique::PointingPair`] with three cells.
    PointingTriple,
    /// A digit of a row or column confined to one box: removed from the rest
    /// of the box (claiming).
    BoxLineReduction,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// Four cells of a unit with four candidates between them.
    NakedQuad,
    /// Two digits of a unit confined to the same two cells.
    HiddenPair,
    /// Three digits of a unit confined to the same three cells.
    HiddenTriple,
    /// Four digits of a unit confined to the same four cells.
    HiddenQuad,
    /// A digit confined to the same two columns in two rows (or rows in columns).
    XWing,
    /// The three-line fish.
    Swordfish,
    /// The four-line fish.
    Jellyfish,
    /// A bi-value pivot and two bi-value pincers sharing a digit.
    XYWing,
    /// A three-candidate pivot and two bi-value pincers sharing a digit.
    XYZWing,
    /// Four cells of two rows, two columns and two boxes that share two
    /// candidates: they must not be left with only those (types 1 to 4).
    /// Valid only for a puzzle with exactly one solution.
    UniqueRectangle,
    /// A unique loop: as a unique rectangle, with six or more cells, two
    /// in each row, column and box they touch, linked in a loop (types 1
    /// to 4). Valid only for a puzzle with exactly one solution.
    UniqueLoop,
    /// Bivalue universal grave plus one: every empty cell but one has two
    /// candidates, and every candidate two places in each unit but one
    /// digit of that cell, which it must take. Valid only for a puzzle with
    /// exactly one solution.
    BugPlusOne,
    /// BUG of type 2, 3 or 4: as BUG+1 with several cells of more than two
    /// candidates, one of which holds one of its extra candidates. Valid
    /// only for a puzzle with exactly one solution.
    Bug,
    /// Two-colouring a chain of conjugate pairs of one digit (colour trap and
    /// colour wrap).
    SimpleColouring,
    /// A chain of one digit's places, alternating between the only two
    /// places in a unit and two places that see each other: one end holds
    /// the digit.
    XChain,
    /// A chain of two-candidate cells, each seeing the next: one end holds
    /// the digit the chain starts and ends on.
    XYChain,
    /// Two cells and two-candidate cells seeing both: a candidate of one
    /// that no candidate of the other can go with is removed.
    AlignedPairExclusion,
    /// A loop of links that returns to where it started, alternating "is"
    /// and "is not": either every "is" holds or every "is not" does, so a
    /// cell outside it that sees both of one digit loses the digit
    /// (Sudoku Explainer's bidirectional X-, Y- and XY-cycles).
    Cycle,
    /// Chains of links that hold on the board as it is, from a candidate
    /// to its opposite, or from each case of a candidate, a cell or a
    /// unit's places for a digit to the same conclusion (up to 16 links).
    ForcingChain,
    /// Three cells and cells of two or three candidates seeing all three:
    /// a candidate of one of the three that no possible way of filling
    /// them uses is removed (after the forcing chains, as Sudoku Explainer
    /// tries it).
    AlignedTripleExclusion,
    /// Assume a candidate, follow the singles, and remove it when that ends
    /// in a contradiction.
    Supposition,
}

impl Technique {
    /// All techniques, easiest first.
    pub const ALL: [Technique; 29] = [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::PointingPair,
        Technique::PointingTriple,
        Technique::BoxLineReduction,
        Technique::NakedPair,
        Technique::NakedTriple,
        Technique::NakedQuad,
        Technique::HiddenPair,
        Technique::HiddenTriple,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::UniqueRectangle,
        Technique::UniqueLoop,
        Technique::BugPlusOne,
        Technique::Bug,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::XYChain,
        Technique::AlignedPairExclusion,
        Technique::Cycle,
        Technique::ForcingChain,
        Technique::AlignedTripleExclusion,
        Technique::Supposition,
    ];

    /// True for the techniques that place digits (the singles); the others
    /// only eliminate candidates.
    pub fn places_digits(self) -> bool {
        self <= Technique::HiddenSingle
    }

    /// True for the techniques that hold only when the puzzle has exactly
    /// one solution (unique rectangles and loops, BUG): only
    /// [`next_step_unique`](super::next_step_unique) uses them.
    pub fn needs_unique_solution(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangle
                | Technique::UniqueLoop
                | Technique::BugPlusOne
                | Technique::Bug
        )
    }
}

/// One logical step: what a technique found and why.
///
/// A step is data; its words ([`Step::explanation`], [`Step::summary`],
/// [`Step::changes`]) are written in `words.rs`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// Digits placed: (cell, digit), cells 0-based row-major. Placing a digit
    /// also removes it from the candidates of the cell's peers.
    pub placements: Vec<(usize, u8)>,
    /// Candidates removed by the technique: (cell, digit).
    pub eliminations: Vec<(usize, u8)>,
    /// The cells that prove the step (the pattern), 0-based row-major.
    pub cells: Vec<usize>,
    /// The units that prove the step.
    pub units: Vec<Unit>,
    /// What the technique saw: the data its explanation is made of.
    pub pattern: Pattern,
}

/// What a technique saw, with the digits, cells and units its sentence
/// names (1-based in text, 0-based here). One variant per kind of
/// reasoning; [`Step::explanation`] puts it into words.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Pattern {
    /// Full house: `cell` is the only empty cell of `unit`, which misses `digit`.
    FullHouse {
        /// The empty cell.
        cell: usize,
        /// The unit it completes.
        unit: Unit,
        /// The missing digit.
        digit: u8,
    },
    /// Naked single: `digit` is the only candidate left in `cell`.
    NakedSingle {
        /// The cell.
        cell: usize,
        /// Its last candidate.
        digit: u8,
    },
    /// Hidden single: in `unit`, `cell` is the only place for `digit`.
    HiddenSingle {
        /// The unit.
        unit: Unit,
        /// The digit.
        digit: u8,
        /// Its only place.
        cell: usize,
    },
    /// Locked candidates (pointing pair or triple, box/line reduction): in
    /// `unit`, `digit` can only go in cells that `within` holds too, so
    /// the rest of `within` loses it.
    Locked {
        /// The digit.
        digit: u8,
        /// The unit whose places for the digit all lie in `within`.
        unit: Unit,
        /// The unit that loses the digit outside `unit`.
        within: Unit,
    },
    /// Naked pair, triple or quad: `cells` of `unit` hold only `digits`
    /// between them.
    NakedSubset {
        /// The unit.
        unit: Unit,
        /// The cells of the subset.
        cells: Vec<usize>,
        /// Their candidates, as many as cells.
        digits: Digits,
    },
    /// Hidden pair, triple or quad: in `unit`, `digits` fit only in `cells`.
    HiddenSubset {
        /// The unit.
        unit: Unit,
        /// The digits of the subset.
        digits: Digits,
        /// The only cells they fit in, as many as digits.
        cells: Vec<usize>,
    },
    /// Fish (X-Wing, Swordfish, Jellyfish): the `lines` (rows or columns)
    /// hold `digit` only in the `covers` (columns or rows), as many.
    Fish {
        /// The digit.
        digit: u8,
        /// The base lines.
        lines: Vec<Unit>,
        /// The cover lines, which lose the digit outside the base lines.
        covers: Vec<Unit>,
    },
    /// XY-Wing: `pivot` is `x` or `y`; pincer 0 (`x` or `z`) and pincer 1
    /// (`y` or `z`) see it, so one of them is `z`.
    XYWing {
        /// The pivot cell.
        pivot: usize,
        /// The two pincer cells.
        pincers: [usize; 2],
        /// The digit the pivot shares with pincer 0.
        x: u8,
        /// The digit the pivot shares with pincer 1.
        y: u8,
        /// The digit of both pincers.
        z: u8,
    },
    /// XYZ-Wing: a pivot with three candidates and two pincers with two,
    /// each with its candidates; one of the three cells is `z`.
    XYZWing {
        /// The pivot cell and its candidates.
        pivot: (usize, Digits),
        /// The pincer cells and their candidates.
        pincers: [(usize, Digits); 2],
        /// The digit of all three.
        z: u8,
    },
    /// Colour wrap: the chains of `digit`'s conjugate pairs split its cells
    /// into two `groups`; the `clash` cells, both of group 0, share the
    /// unit `shared`, so group 0 is wrong.
    ColourWrap {
        /// The digit.
        digit: u8,
        /// The two colours, the wrong one first.
        groups: [Vec<usize>; 2],
        /// Two cells of group 0 that see each other.
        clash: [usize; 2],
        /// The unit they share.
        shared: Unit,
    },
    /// Colour trap: the chain of `digit` splits into two `groups`, and the
    /// cells that lose the digit see a cell of each.
    ColourTrap {
        /// The digit.
        digit: u8,
        /// The two colours.
        groups: [Vec<usize>; 2],
    },
    /// X-chain: along `cells`, `digit` has the only two places of unit
    /// `units[i]` in cells `2i` and `2i + 1`, and cell `2i + 1` sees cell
    /// `2i + 2`; so the first or the last cell holds it.
    XChain {
        /// The digit.
        digit: u8,
        /// The cells of the chain, in order (an even number).
        cells: Vec<usize>,
        /// The unit of each strong link.
        units: Vec<Unit>,
    },
    /// XY-chain: `cells` have two candidates each and each sees the next;
    /// if the first is not `digit`, they are `values` in turn, the last
    /// one `digit`.
    XYChain {
        /// The cells of the chain, in order.
        cells: Vec<usize>,
        /// The digit each cell takes when the first is not `digit`.
        values: Vec<u8>,
        /// The digit one of the ends holds.
        digit: u8,
    },
    /// Unique rectangle or loop: the `corners` (a rectangle's four, in two
    /// rows, two columns and two boxes; a loop's six or more, two in each
    /// unit they touch) all hold both `digits`; were those their only
    /// candidates, the two digits could swap and the puzzle would have two
    /// solutions. `kind` says which corners have more and what that
    /// removes.
    UniqueRectangle {
        /// A rectangle's four cells, row-major; a loop's cells in loop
        /// order.
        corners: Vec<usize>,
        /// The two digits they share, ascending.
        digits: [u8; 2],
        /// The type of the rectangle.
        kind: Rectangle,
    },
    /// BUG+1: every empty cell but `cell` has two candidates, and once
    /// `extras` are taken from `cell` every candidate has two places in each
    /// unit, a pattern with two solutions; so `cell` must be one of `extras`.
    BugPlusOne {
        /// The only cell with more than two candidates.
        cell: usize,
        /// The candidates it must be one of (most often one digit).
        extras: Digits,
    },
    /// Aligned pair exclusion: the pairs of values `impossible` for the two
    /// `cells`, each with the two-candidate cell that holds only those two
    /// and sees both (`None` when the values are equal and the cells see
    /// each other); a candidate of a cell in no possible pair is removed.
    AlignedPair {
        /// The two cells.
        cells: [usize; 2],
        /// The impossible pairs of values (value of the first cell, of the
        /// second) and why.
        impossible: Vec<([u8; 2], Option<usize>)>,
    },
    /// Aligned triple exclusion: the three `cells` and the `excluders`,
    /// cells of two or three candidates that see all three; every way of
    /// filling the three that repeats a digit in two that see each other,
    /// or takes all of an excluder's candidates, is impossible.
    AlignedTriple {
        /// The three cells.
        cells: [usize; 3],
        /// The excluders (two or more).
        excluders: Vec<usize>,
    },
    /// Bidirectional cycle: `links` alternate "is" and "is not" around a
    /// loop (the last links back to the first), using the links of `kind`.
    Cycle {
        /// The links that may be used.
        kind: CycleKind,
        /// The links, in order.
        links: Vec<ChainLink>,
    },
    /// Forcing chain: each of `chains` (its links in order) starts from
    /// one of the cases of `start`, and all end on the same link, the
    /// step's conclusion (for a contradiction or a denial, the one chain
    /// ends on the opposite of its start).
    ForcingChain {
        /// Where the chains start.
        start: ForcingStart,
        /// The chains, in the order of `start`'s cases.
        chains: Vec<Vec<ChainLink>>,
    },
    /// BUG of type 2, 3 or 4: `kind` says which cells have extra candidates
    /// and what that removes.
    Bug {
        /// The type and its cells.
        kind: Bug,
    },
    /// Supposition: `digit` in `cell` leads to `contradiction`, following
    /// the singles, or (`deep`) the singles, the other techniques and one
    /// more level of supposition.
    Supposition {
        /// The cell assumed.
        cell: usize,
        /// The digit assumed.
        digit: u8,
        /// Where the assumption ends.
        contradiction: Contradiction,
        /// True when the other techniques and a nested supposition were needed.
        deep: bool,
    },
}
