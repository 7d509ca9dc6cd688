//! What the killer techniques find: [`KillerTechnique`], [`KillerStep`] and
//! the [`KillerPattern`] behind each step, with the arithmetic as data.

use crate::logic::{Pattern, Step};
use crate::rules::HouseKind;
use crate::Digits;

/// A killer solving technique, easiest first (the order in which
/// [`next_step`](super::next_step) tries them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KillerTechnique {
    /// The last empty cell of a row, column or box takes the missing digit.
    FullHouse,
    /// A cell with a single candidate left.
    NakedSingle,
    /// A digit with a single place left in a house (row, column, box, or a
    /// diagonal of killer-X).
    HiddenSingle,
    /// A candidate of a cage that no remaining combination of the cage's
    /// sum allows is removed.
    CageCombinations,
    /// A digit every remaining combination of a cage needs, whose places in
    /// the cage lie in one house, is removed from the rest of that house.
    CageMustContain,
    /// A house adds up to 45: the cells of the house outside the cages that
    /// lie wholly inside it (innies), or the cells sticking out of it
    /// (outies), make a known sum.
    RuleOf45,
    /// Two cages in one house share no digit: the combinations of one
    /// that share a digit with every combination of the other are ruled
    /// out.
    CageClash,
    /// A classic technique past the singles (pointing, subsets, fish,
    /// wings, chains, supposition) on the rows, columns and boxes; the
    /// step's [`KillerPattern::Classic`] says which.
    Classic,
    /// Supposition under the killer's rules: a candidate whose assumption
    /// leads, through the killer techniques, to a contradiction is removed.
    Supposition,
}

/// One killer step: what a technique found and why, as data (no words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KillerStep {
    /// The technique used.
    pub technique: KillerTechnique,
    /// Digits placed: (cell, digit), cells 0-based row-major. Placing a
    /// digit also removes it from the cell's houses and cage
    /// ([`apply`](super::apply)).
    pub placements: Vec<(usize, u8)>,
    /// Candidates removed by the technique: (cell, digit).
    pub eliminations: Vec<(usize, u8)>,
    /// What the technique saw.
    pub pattern: KillerPattern,
}

/// What a killer technique saw: the cages, sums, houses and digits a
/// sentence would name (0-based here).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KillerPattern {
    /// A classic single (full house, naked single, hidden single in a row,
    /// column or box), as the classic engine found it.
    Single(Pattern),
    /// A hidden single in a diagonal of killer-X: `cell` is the only place
    /// left for `digit` in `house`.
    DiagonalSingle {
        /// The diagonal.
        house: HouseKind,
        /// The digit.
        digit: u8,
        /// Its only place.
        cell: usize,
    },
    /// Sum elimination in one cage.
    CageCombinations(CageCombos),
    /// A digit every combination of a cage needs, confined to one house.
    CageMustContain {
        /// The cage's combinations, as [`CageCombos`] gives them.
        cage: CageCombos,
        /// The digit every combination holds.
        digit: u8,
        /// The cage's cells that can hold it (all in `house`).
        cells: Vec<usize>,
        /// The house that holds those cells: the digit leaves the rest of it.
        house: HouseKind,
    },
    /// Two cages in one house, one ruling out combinations of the other.
    CageClash(Box<super::CageClash>),
    /// The rule of 45 on one house.
    RuleOf45(Rule45),
    /// A classic technique's step, as the classic engine found it.
    Classic(Box<Step>),
    /// A killer supposition.
    Supposition(super::Trial),
}

/// A cage and the combinations of its sum that are left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CageCombos {
    /// The cage's index in [`Rules::cages`](crate::rules::Rules::cages).
    pub cage: usize,
    /// The cage's sum.
    pub sum: u8,
    /// The cage's cells, the head first.
    pub cells: Vec<usize>,
    /// The digits already placed in the cage.
    pub placed: Digits,
    /// The combinations left for the whole cage (placed digits included):
    /// each a set of different digits adding up to `sum` that the cage's
    /// candidates can still hold, ordered by their digits ({1, 9} before
    /// {2, 8}).
    pub combinations: Vec<Digits>,
}

/// Which side of a house the rule of 45 looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The house's cells outside the cages that lie wholly inside it.
    Innies,
    /// The cells outside the house of the cages that cross its border.
    Outies,
}

/// The arithmetic of a rule-of-45 step.
///
/// Innies: `45 x span - inside_sum - placed_sum = total`. Outies:
/// `inside_sum + crossing_sum - 45 x span - placed_sum = total`. E.g. "row
/// 1 adds up to 45; its cages inside make 38, so r1c9 is 7": `house` row
/// 1, `span` 1, `inside_sum` 38, `cells` [8], `total` 7; "rows 1 and 2 add
/// up to 90; their cages inside make 78, so r2c2 and r2c7 add up to 12":
/// `house` row 1, `span` 2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule45 {
    /// The house (45 in all), or the first of `span` neighbouring rows or
    /// columns.
    pub house: HouseKind,
    /// How many houses the area holds: 1, or 2 or 3 neighbouring rows or
    /// columns from `house` on (45 each).
    pub span: u8,
    /// Innies or outies.
    pub side: Side,
    /// The cages wholly inside the house (indexes in
    /// [`Rules::cages`](crate::rules::Rules::cages)).
    pub inside: Vec<usize>,
    /// The sum of the cages wholly inside.
    pub inside_sum: u32,
    /// For outies, the cages crossing the house's border; empty for innies.
    pub crossing: Vec<usize>,
    /// The sum of the crossing cages (0 for innies).
    pub crossing_sum: u32,
    /// The innies or outies already filled.
    pub placed: Vec<usize>,
    /// The sum of their digits.
    pub placed_sum: u32,
    /// The empty innies or outies (1 to 6 cells).
    pub cells: Vec<usize>,
    /// What the empty `cells` add up to.
    pub total: u32,
    /// The sets of different digits adding up to `total` that the cells'
    /// candidates can still hold (one set of one digit for a single cell).
    pub combinations: Vec<Digits>,
}
