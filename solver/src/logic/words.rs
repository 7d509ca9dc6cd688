//! Every English word of the technique engine, in one place: the names of
//! the techniques, the contradictions, and the sentences of a [`Step`]
//! (its explanation, its one-line summary, what it changes). The
//! techniques only record what they saw (a [`Pattern`]); this module puts
//! it into words, with 1-based rows, columns and boxes.

use super::sort::sort;
use super::{Contradiction, Pattern, Step, Technique};
use crate::geometry::{cell_name, Unit};
pub(super) use crate::words::capitalise;
use crate::words::count;
use crate::Digits;
use std::fmt;

impl Technique {
    /// The name for people: "Hidden single", "X-Wing", ...
    pub fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "Full house",
            Technique::NakedSingle => "Naked single",
            Technique::HiddenSingle => "Hidden single",
            Technique::PointingPair => "Pointing pair",
            Technique::PointingTriple => "Pointing triple",
            Technique::BoxLineReduction => "Box/line reduction",
            Technique::NakedPair => "Naked pair",
            Technique::NakedTriple => "Naked triple",
            Technique::NakedQuad => "Naked quad",
            Technique::HiddenPair => "Hidden pair",
            Technique::HiddenTriple => "Hidden triple",
            Technique::HiddenQuad => "Hidden quad",
            Technique::XWing => "X-Wing",
            Technique::Swordfish => "Swordfish",
            Technique::Jellyfish => "Jellyfish",
            Technique::XYWing => "XY-Wing",
            Technique::XYZWing => "XYZ-Wing",
            Technique::UniqueRectangle => "Unique rectangle",
            Technique::UniqueLoop => "Unique loop",
            Technique::BugPlusOne => "BUG+1",
            Technique::Bug => "BUG",
            Technique::SimpleColouring => "Simple colouring",
            Technique::XChain => "X-chain",
            Technique::XYChain => "XY-chain",
            Technique::AlignedPairExclusion => "Aligned pair exclusion",
            Technique::Cycle => "Bidirectional cycle",
            Technique::AlignedTripleExclusion => "Aligned triple exclusion",
            Technique::ForcingChain => "Forcing chain",
            Technique::Supposition => "Supposition",
        }
    }
}

/// The name, as [`Technique::name`].
impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// "5 twice in row 3", "no candidate left in row 4, column 2",
/// "no place left for 6 in box 4".
impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Contradiction::Clash { unit, digit } => write!(f, "{digit} twice in {unit}"),
            Contradiction::NoCandidates { cell } => {
                write!(f, "no candidate left in {}", cell_name(cell))
            }
            Contradiction::NoPlace { unit, digit } => {
                write!(f, "no place left for {digit} in {unit}")
            }
        }
    }
}

/// The tense of [`Step::changes`]: "places ... and removes ..." for a step
/// about to be taken, "placed ... and removed ..." for one taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tense {
    /// "places", "removes".
    Present,
    /// "placed", "removed".
    Past,
}

impl Step {
    /// Why the step holds, in one sentence of plain English with 1-based
    /// rows, columns and boxes: "In box 5, the only place for 7 is row 4,
    /// column 6."
    pub fn explanation(&self) -> String {
        match &self.pattern {
            &Pattern::FullHouse { cell, unit, digit } => format!(
                "{} is the only empty cell left in {unit}, so it must be {digit}.",
                capitalise(&cell_name(cell))
            ),
            &Pattern::NakedSingle { cell, digit } => format!(
                "{} has only one candidate left, so it must be {digit}.",
                capitalise(&cell_name(cell))
            ),
            &Pattern::HiddenSingle { unit, digit, cell } => format!(
                "In {unit}, the only place for {digit} is {}.",
                cell_name(cell)
            ),
            &Pattern::Locked {
                digit,
                unit,
                within,
            } => format!(
                "In {unit}, {digit} can only go in {within}, so {digit} is removed from {}.",
                self.targets()
            ),
            Pattern::NakedSubset {
                unit,
                cells,
                digits,
            } => {
                let removed: Digits = self.eliminations.iter().map(|&(_, d)| d).collect();
                format!(
                    "{} hold only {} between them (a naked {} in {unit}), so {} {} removed from {}.",
                    capitalise(&cells_list(cells)),
                    and_list(&digits.to_vec()),
                    subset_kind(cells.len()),
                    and_list(&removed.to_vec()),
                    is_are(removed.len()),
                    self.targets()
                )
            }
            Pattern::HiddenSubset {
                unit,
                digits,
                cells,
            } => format!(
                "In {unit}, {} fit only in {} (a hidden {}), so the other candidates are removed from those cells ({}).",
                and_list(&digits.to_vec()),
                cells_list(cells),
                subset_kind(cells.len()),
                self.removed_per_cell(cells)
            ),
            Pattern::Fish {
                digit,
                lines,
                covers,
            } => {
                let cover_word = match covers.first() {
                    Some(Unit::Column(_)) => "columns",
                    _ => "rows",
                };
                let numbers: Vec<usize> = covers.iter().map(|u| u.index() % 9 + 1).collect();
                format!(
                    "{} hold {digit} only in {cover_word} {} ({} {}), so {digit} is removed from {}.",
                    capitalise(&and_list(lines)),
                    and_list(&numbers),
                    if lines.len() == 2 { "an" } else { "a" },
                    self.technique.name(),
                    self.targets()
                )
            }
            &Pattern::XYWing {
                pivot,
                pincers: [a, b],
                x,
                y,
                z,
            } => format!(
                "{} can only be {x} or {y}; if it is {x}, {} ({}) must be {z}, and if it is {y}, {} ({}) must be {z} (an XY-Wing), so {z} is removed from {}.",
                capitalise(&cell_name(pivot)),
                cell_name(a),
                or_list(&[x, z]),
                cell_name(b),
                or_list(&[y, z]),
                self.targets()
            ),
            &Pattern::XYZWing {
                pivot: (pivot, pm),
                pincers: [(a, am), (b, bm)],
                z,
            } => format!(
                "{} ({}), {} ({}) and {} ({}) form an XYZ-Wing: whatever {} is, one of the three cells is {z}, so {z} is removed from {}.",
                capitalise(&cell_name(pivot)),
                or_list(&pm.to_vec()),
                cell_name(a),
                or_list(&am.to_vec()),
                cell_name(b),
                or_list(&bm.to_vec()),
                cell_name(pivot),
                self.targets()
            ),
            Pattern::ColourWrap {
                digit,
                groups,
                clash: [p, q],
                shared,
            } => format!(
                "{}; {} and {} are in the first group and share {shared}, so the first group is wrong and {digit} is removed from {} (a colour wrap).",
                colours(*digit, groups),
                cell_name(*p),
                cell_name(*q),
                cells_list(&groups[0]),
            ),
            Pattern::ColourTrap { digit, groups } => {
                let one = self.eliminations.len() == 1;
                format!(
                    "{}; {} {} a cell of each, so {digit} is removed from {} (a colour trap).",
                    colours(*digit, groups),
                    self.targets(),
                    if one { "sees" } else { "see" },
                    if one { "it" } else { "them" },
                )
            }
            Pattern::XChain { .. }
            | Pattern::XYChain { .. }
            | Pattern::AlignedPair { .. }
            | Pattern::AlignedTriple { .. } => {
                self.chain_explanation()
            }
            Pattern::ForcingChain { .. } | Pattern::Cycle { .. } => self.forcing_explanation(),
            Pattern::UniqueRectangle { .. } | Pattern::BugPlusOne { .. } | Pattern::Bug { .. } => {
                self.unique_explanation()
            }
            &Pattern::Supposition {
                cell,
                digit,
                contradiction,
                deep,
            } => {
                let name = cell_name(cell);
                format!(
                    "If {name} were {digit}, following the {} would lead to a contradiction ({contradiction}), so {digit} is removed from {name}.",
                    if deep {
                        "singles, the other techniques and one more level of supposition"
                    } else {
                        "singles"
                    },
                )
            }
        }
    }

    /// One line of a list of steps: the technique, then the digits placed
    /// ("Naked single: 3 in row 1, column 2") or else the candidates
    /// removed ("Pointing pair: removes 7 from 2 cells", "Naked pair:
    /// removes 4 and 6 from row 3, column 5").
    pub fn summary(&self) -> String {
        let what = if self.placements.is_empty() {
            format!("removes {}", self.eliminated())
        } else {
            self.placed()
        };
        format!("{}: {what}", self.technique.name())
    }

    /// What the step changes on the board: "places 3 in row 1, column 2",
    /// "removes 7 from 2 cells", both joined by "and", or "changes nothing";
    /// in the past tense "placed ..." and "removed ...".
    pub fn changes(&self, tense: Tense) -> String {
        let (place, remove) = match tense {
            Tense::Present => ("places", "removes"),
            Tense::Past => ("placed", "removed"),
        };
        let mut parts = Vec::new();
        if !self.placements.is_empty() {
            parts.push(format!("{place} {}", self.placed()));
        }
        if !self.eliminations.is_empty() {
            parts.push(format!("{remove} {}", self.eliminated()));
        }
        if parts.is_empty() {
            "changes nothing".into()
        } else {
            parts.join(" and ")
        }
    }

    /// The placements: "3 in row 1, column 2, 5 in row 4, column 4".
    fn placed(&self) -> String {
        let placed: Vec<String> = self
            .placements
            .iter()
            .map(|&(cell, digit)| format!("{digit} in {}", cell_name(cell)))
            .collect();
        placed.join(", ")
    }

    /// The eliminations in short: "7 from 2 cells", "4 and 6 from row 3,
    /// column 5".
    fn eliminated(&self) -> String {
        let mut cells: Vec<usize> = self.eliminations.iter().map(|&(c, _)| c).collect();
        sort(&mut cells);
        cells.dedup();
        let digits: Digits = self.eliminations.iter().map(|&(_, d)| d).collect();
        let digits = and_list(&digits.to_vec());
        match cells[..] {
            [cell] => format!("{digits} from {}", cell_name(cell)),
            _ => format!("{digits} from {}", count(cells.len() as u64, "cell")),
        }
    }

    /// The cells that lose candidates, listed in the order of the
    /// eliminations: "row 5, column 2 and row 6, column 8".
    pub(super) fn targets(&self) -> String {
        let mut cells: Vec<usize> = self.eliminations.iter().map(|&(c, _)| c).collect();
        cells.dedup();
        cells_list(&cells)
    }

    /// The candidates removed from each of `cells`: "5 and 6 from row 1,
    /// column 1; 7 from row 1, column 2".
    fn removed_per_cell(&self, cells: &[usize]) -> String {
        let parts: Vec<String> = cells
            .iter()
            .filter_map(|&cell| {
                let digits: Vec<u8> = self
                    .eliminations
                    .iter()
                    .filter(|&&(c, _)| c == cell)
                    .map(|&(_, d)| d)
                    .collect();
                (!digits.is_empty())
                    .then(|| format!("{} from {}", and_list(&digits), cell_name(cell)))
            })
            .collect();
        parts.join("; ")
    }
}

/// The explanation, as [`Step::explanation`].
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.explanation())
    }
}

/// The opening of both colouring explanations: the two colours.
fn colours(digit: u8, [a, b]: &[Vec<usize>; 2]) -> String {
    format!(
        "Following the units where {digit} has only two places, {digit} is either in {} or in {}",
        cells_list(a),
        cells_list(b)
    )
}

/// "pair", "triple", "quad": a subset of 2, 3 or 4.
fn subset_kind(size: usize) -> &'static str {
    match size {
        2 => "pair",
        3 => "triple",
        _ => "quad",
    }
}

/// "a", "a and b", "a, b and c".
pub(super) fn and_list<T: fmt::Display>(items: &[T]) -> String {
    join(items, "and")
}

/// "a", "a or b", "a, b or c".
pub(super) fn or_list<T: fmt::Display>(items: &[T]) -> String {
    join(items, "or")
}

fn join<T: fmt::Display>(items: &[T], word: &str) -> String {
    let parts: Vec<String> = items.iter().map(|i| i.to_string()).collect();
    match parts.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {word} {last}", rest.join(", ")),
    }
}

/// The cells named and listed: "row 1, column 2 and row 3, column 4".
pub(super) fn cells_list(cells: &[usize]) -> String {
    let names: Vec<String> = cells.iter().map(|&c| cell_name(c)).collect();
    and_list(&names)
}

/// "is" for one item, "are" for more.
fn is_are(n: usize) -> &'static str {
    if n == 1 {
        "is"
    } else {
        "are"
    }
}
