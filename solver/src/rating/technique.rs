//! The techniques of the rating, in Sudoku Explainer's order, with SE's base
//! ratings and names.

use super::Score;
use crate::logic::Technique;
use std::fmt;

/// A technique as Sudoku Explainer (SE) rates it. The order of the variants
/// is the order in which the rating tries them (SE's order); each has SE's
/// base rating ([`RatedTechnique::base`]).
///
/// SE tells apart what the hint engine ([`Technique`](crate::Technique))
/// does not: hidden singles in a box from those in a row or column, and the
/// "direct" intersections and hidden subsets, which count only when they
/// give a hidden single at once.
///
/// With the `serde` feature it reads and writes in kebab-case
/// (`"hidden-single-box"`, `"xy-wing"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum RatedTechnique {
    /// The last empty cell of a unit: 1.0.
    FullHouse,
    /// A digit with one place left in a box: 1.2.
    HiddenSingleBox,
    /// A digit with one place left in a row or column: 1.5.
    HiddenSingleLine,
    /// Pointing that leaves a digit one place in another box: 1.7.
    DirectPointing,
    /// Claiming that leaves a digit one place in another row or column: 1.9.
    DirectClaiming,
    /// A hidden pair that leaves another digit one place in its unit: 2.0.
    DirectHiddenPair,
    /// A cell with one candidate left: 2.3.
    NakedSingle,
    /// A hidden triple that leaves another digit one place in its unit: 2.5.
    DirectHiddenTriple,
    /// A box's digit confined to one row or column: 2.6.
    Pointing,
    /// A row's or column's digit confined to one box: 2.8.
    Claiming,
    /// 3.0.
    NakedPair,
    /// 3.2.
    XWing,
    /// 3.4.
    HiddenPair,
    /// 3.6.
    NakedTriple,
    /// 3.8.
    Swordfish,
    /// 4.0.
    HiddenTriple,
    /// 4.2.
    #[cfg_attr(feature = "serde", serde(rename = "xy-wing"))]
    XYWing,
    /// 4.4.
    #[cfg_attr(feature = "serde", serde(rename = "xyz-wing"))]
    XYZWing,
    /// A unique rectangle: 4.5 (SE's "Unique Rectangle"); of type 3, a
    /// tenth more per digit of its naked subset beyond the first.
    UniqueRectangle,
    /// A unique loop, SE's "Unique Loop": 4.5 plus a tenth for 6 cells,
    /// two for 8 and five for 10 or more; of type 3, as a rectangle's, a
    /// tenth more per digit of its subset. SE finds rectangles and loops
    /// together and takes the lowest rated.
    UniqueLoop,
    /// 5.0.
    NakedQuad,
    /// 5.2.
    Jellyfish,
    /// 5.4.
    HiddenQuad,
    /// BUG+1, SE's "BUG type 1": 5.6.
    #[cfg_attr(feature = "serde", serde(rename = "bug-plus-one"))]
    BugPlusOne,
    /// BUG of type 2 or 4: 5.7; of type 3, a tenth more per digit of its
    /// naked subset beyond the first.
    Bug,
    /// Aligned pair exclusion: 6.2.
    AlignedPairExclusion,
    /// A bidirectional cycle, SE's "Bidirectional X-Cycle" or "Y-Cycle"
    /// (6.5) or "Cycle" (7.0, both kinds of link), plus the length
    /// increment for its links.
    Cycle,
    /// Simple colouring, rated as SE's forcing X-chain: 6.6 plus SE's
    /// length increment for the chain between the cells that prove it.
    SimpleColouring,
    /// An X-chain, as SE's forcing X-chain: 6.6 plus the length increment
    /// for its cells.
    XChain,
    /// An assumption that fails along a chain of one digit's conjugate
    /// pairs, as SE's forcing X-chain: 6.6 plus the length increment.
    SuppositionXChain,
    /// An assumption that fails along a chain of conjugate pairs and
    /// two-candidate cells, as SE's forcing chain: 7.0 plus the length
    /// increment.
    SuppositionChain,
    /// Aligned triple exclusion, SE's "Aligned Triplet Exclusion": 7.5.
    /// SE tries it after the forcing chains and before Nishio.
    AlignedTripleExclusion,
    /// An assumption that fails through one digit's hidden singles, as SE's
    /// Nishio forcing chain: 7.5 plus the length increment.
    SuppositionNishio,
    /// Every candidate of a cell, or every place of a digit in a unit,
    /// leads through a chain of conjugate pairs and two-candidate cells to
    /// the same conclusion: SE's cell or region forcing chains, 8.0 plus
    /// the length increment.
    ForcingChains,
    /// An assumption that fails through the singles of every digit, as SE's
    /// dynamic contradiction forcing chain: 8.5 plus the length increment.
    SuppositionDynamic,
    /// An assumption whose chain needs, besides every digit's singles,
    /// pointing, claiming, naked and hidden pairs and X-Wings found along
    /// the way, as SE's dynamic forcing chains "(+)": 9.0 plus the length
    /// increment.
    SuppositionDynamicPlus,
    /// An assumption whose chain needs other chains nested in it, as SE's
    /// nested forcing chains: 9.5 with its forcing chains inside, 10.0
    /// with its cell and region chains too, 10.5 with its dynamic chains
    /// instead, each plus the length increment of the chain and of those
    /// nested in it.
    DeepSupposition,
}

impl RatedTechnique {
    /// Every technique, in the order the rating tries them.
    pub const ALL: [RatedTechnique; 37] = [
        RatedTechnique::FullHouse,
        RatedTechnique::HiddenSingleBox,
        RatedTechnique::HiddenSingleLine,
        RatedTechnique::DirectPointing,
        RatedTechnique::DirectClaiming,
        RatedTechnique::DirectHiddenPair,
        RatedTechnique::NakedSingle,
        RatedTechnique::DirectHiddenTriple,
        RatedTechnique::Pointing,
        RatedTechnique::Claiming,
        RatedTechnique::NakedPair,
        RatedTechnique::XWing,
        RatedTechnique::HiddenPair,
        RatedTechnique::NakedTriple,
        RatedTechnique::Swordfish,
        RatedTechnique::HiddenTriple,
        RatedTechnique::XYWing,
        RatedTechnique::XYZWing,
        RatedTechnique::UniqueRectangle,
        RatedTechnique::UniqueLoop,
        RatedTechnique::NakedQuad,
        RatedTechnique::Jellyfish,
        RatedTechnique::HiddenQuad,
        RatedTechnique::BugPlusOne,
        RatedTechnique::Bug,
        RatedTechnique::AlignedPairExclusion,
        RatedTechnique::Cycle,
        RatedTechnique::SimpleColouring,
        RatedTechnique::XChain,
        RatedTechnique::SuppositionXChain,
        RatedTechnique::SuppositionChain,
        RatedTechnique::AlignedTripleExclusion,
        RatedTechnique::SuppositionNishio,
        RatedTechnique::ForcingChains,
        RatedTechnique::SuppositionDynamic,
        RatedTechnique::SuppositionDynamicPlus,
        RatedTechnique::DeepSupposition,
    ];

    /// SE's base rating; simple colouring and supposition add to it for
    /// the length of their chain, step by step.
    pub const fn base(self) -> Score {
        use RatedTechnique as T;
        Score::from_tenths(match self {
            T::FullHouse => 10,
            T::HiddenSingleBox => 12,
            T::HiddenSingleLine => 15,
            T::DirectPointing => 17,
            T::DirectClaiming => 19,
            T::DirectHiddenPair => 20,
            T::NakedSingle => 23,
            T::DirectHiddenTriple => 25,
            T::Pointing => 26,
            T::Claiming => 28,
            T::NakedPair => 30,
            T::XWing => 32,
            T::HiddenPair => 34,
            T::NakedTriple => 36,
            T::Swordfish => 38,
            T::HiddenTriple => 40,
            T::XYWing => 42,
            T::XYZWing => 44,
            T::UniqueRectangle | T::UniqueLoop => 45,
            T::NakedQuad => 50,
            T::Jellyfish => 52,
            T::HiddenQuad => 54,
            T::BugPlusOne => 56,
            T::Bug => 57,
            T::AlignedPairExclusion => 62,
            T::Cycle => 65,
            T::SimpleColouring => 66,
            T::XChain => 66,
            T::SuppositionXChain => 66,
            T::SuppositionChain => 70,
            T::AlignedTripleExclusion => 75,
            T::SuppositionNishio => 75,
            T::ForcingChains => 80,
            T::SuppositionDynamic => 85,
            T::SuppositionDynamicPlus => 90,
            T::DeepSupposition => 95,
        })
    }

    /// The name, as SE writes it where SE has the technique: "Hidden Single
    /// (box)", "XY-Wing", "Supposition (Nishio)".
    pub const fn name(self) -> &'static str {
        use RatedTechnique as T;
        match self {
            T::FullHouse => "Full House",
            T::HiddenSingleBox => "Hidden Single (box)",
            T::HiddenSingleLine => "Hidden Single (row or column)",
            T::DirectPointing => "Direct Pointing",
            T::DirectClaiming => "Direct Claiming",
            T::DirectHiddenPair => "Direct Hidden Pair",
            T::NakedSingle => "Naked Single",
            T::DirectHiddenTriple => "Direct Hidden Triple",
            T::Pointing => "Pointing",
            T::Claiming => "Claiming",
            T::NakedPair => "Naked Pair",
            T::XWing => "X-Wing",
            T::HiddenPair => "Hidden Pair",
            T::NakedTriple => "Naked Triple",
            T::Swordfish => "Swordfish",
            T::HiddenTriple => "Hidden Triple",
            T::XYWing => "XY-Wing",
            T::XYZWing => "XYZ-Wing",
            T::UniqueRectangle => "Unique Rectangle",
            T::UniqueLoop => "Unique Loop",
            T::NakedQuad => "Naked Quad",
            T::Jellyfish => "Jellyfish",
            T::HiddenQuad => "Hidden Quad",
            T::BugPlusOne => "BUG+1",
            T::Bug => "BUG type 2, 3 or 4",
            T::AlignedPairExclusion => "Aligned Pair Exclusion",
            T::Cycle => "Bidirectional Cycle",
            T::SimpleColouring => "Simple Colouring",
            T::XChain => "X-Chain",
            T::SuppositionXChain => "Supposition (X-chain)",
            T::SuppositionChain => "Supposition (forcing chain)",
            T::AlignedTripleExclusion => "Aligned Triple Exclusion",
            T::SuppositionNishio => "Supposition (Nishio)",
            T::ForcingChains => "Cell or Unit Forcing Chain",
            T::SuppositionDynamic => "Supposition (dynamic)",
            T::SuppositionDynamicPlus => "Supposition (dynamic +)",
            T::DeepSupposition => "Deep Supposition",
        }
    }
}

impl RatedTechnique {
    /// The hint engine's techniques ([`Technique`]) that take this
    /// technique's steps: the hints name a step of the rating's technique
    /// by one of these. SE tells apart what the hints do not (a box's
    /// hidden single from a row's, a direct pointing from a pointing), and
    /// the hints take every supposition as a forcing chain or a
    /// supposition.
    pub const fn hint_techniques(self) -> &'static [Technique] {
        use RatedTechnique as T;
        match self {
            T::FullHouse => &[Technique::FullHouse],
            T::HiddenSingleBox | T::HiddenSingleLine => &[Technique::HiddenSingle],
            T::DirectPointing | T::Pointing => {
                &[Technique::PointingPair, Technique::PointingTriple]
            }
            T::DirectClaiming | T::Claiming => &[Technique::BoxLineReduction],
            T::DirectHiddenPair | T::HiddenPair => &[Technique::HiddenPair],
            T::NakedSingle => &[Technique::NakedSingle],
            T::DirectHiddenTriple | T::HiddenTriple => &[Technique::HiddenTriple],
            T::NakedPair => &[Technique::NakedPair],
            T::XWing => &[Technique::XWing],
            T::NakedTriple => &[Technique::NakedTriple],
            T::Swordfish => &[Technique::Swordfish],
            T::XYWing => &[Technique::XYWing],
            T::XYZWing => &[Technique::XYZWing],
            T::UniqueRectangle => &[Technique::UniqueRectangle],
            T::UniqueLoop => &[Technique::UniqueLoop],
            T::NakedQuad => &[Technique::NakedQuad],
            T::Jellyfish => &[Technique::Jellyfish],
            T::HiddenQuad => &[Technique::HiddenQuad],
            T::BugPlusOne => &[Technique::BugPlusOne],
            T::Bug => &[Technique::Bug],
            T::AlignedPairExclusion => &[Technique::AlignedPairExclusion],
            T::Cycle => &[Technique::Cycle],
            T::SimpleColouring => &[Technique::SimpleColouring],
            T::AlignedTripleExclusion => &[Technique::AlignedTripleExclusion],
            T::XChain => &[Technique::XChain],
            T::SuppositionXChain
            | T::SuppositionChain
            | T::SuppositionNishio
            | T::ForcingChains
            | T::SuppositionDynamic
            | T::SuppositionDynamicPlus
            | T::DeepSupposition => &[Technique::ForcingChain, Technique::Supposition],
        }
    }
}

/// The name of [`RatedTechnique::name`].
impl fmt::Display for RatedTechnique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A technique name that [`RatedTechnique`]'s parser does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTechnique(pub String);

impl fmt::Display for UnknownTechnique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown technique {:?}; the techniques are: ",
            crate::words::visible(&self.0)
        )?;
        for (i, t) in RatedTechnique::ALL.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(f, "{sep}{}", t.name())?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownTechnique {}

/// Reads a technique by its [`name`](RatedTechnique::name), without regard
/// to case or to the spaces around it: `"x-wing"`, `"BUG+1"`.
impl std::str::FromStr for RatedTechnique {
    type Err = UnknownTechnique;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim();
        RatedTechnique::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| UnknownTechnique(s.to_owned()))
    }
}
