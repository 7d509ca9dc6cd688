//! Why a variant puzzle could not be read or is not a valid set of rules;
//! every message names the cage, region or cell at fault.

use crate::parse::ParseError;
use std::fmt;

/// A cell as the variant messages name it: `r1c4` (1-based).
pub fn short_name(cell: usize) -> String {
    format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)
}

/// Why a variant puzzle's text or rules are not valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// Classic text that could not be read: the classic message as is.
    Classic(ParseError),
    /// The givens of a variant line could not be read.
    Givens(ParseError),
    /// A text form broken in a way that is not about one cage or region:
    /// its name (`killer short form`, `SumoCue form`, `killer line`, ...)
    /// and what is wrong.
    Text {
        /// The form being read.
        form: &'static str,
        /// What is wrong, and where.
        message: String,
    },
    /// A cage with no cells.
    EmptyCage {
        /// The cage's number (1-based, in the order of the rules).
        cage: usize,
    },
    /// A cage of more than nine cells.
    CageTooBig {
        /// The cage's number (1-based).
        cage: usize,
        /// Its head cell (0-based).
        head: u8,
        /// Its number of cells.
        size: usize,
    },
    /// A sum that no set of that many different digits adds up to.
    ImpossibleSum {
        /// The cage's number (1-based).
        cage: usize,
        /// Its head cell (0-based).
        head: u8,
        /// The sum asked for.
        sum: u8,
        /// Its number of cells.
        size: usize,
    },
    /// A cell in two cages (or twice in one).
    CellInTwoCages {
        /// The cell (0-based).
        cell: u8,
        /// The first cage's number and head.
        first: (usize, u8),
        /// The second cage's number and head.
        second: (usize, u8),
    },
    /// A cell number outside the grid in a cage.
    CellOutside {
        /// The cage's number (1-based).
        cage: usize,
        /// The cell number found.
        cell: u8,
    },
    /// A jigsaw region that does not hold nine cells.
    RegionSize {
        /// The region (0-based; shown 1-based).
        region: u8,
        /// Its number of cells.
        size: usize,
    },
    /// A jigsaw region whose cells are not all connected side by side.
    RegionNotConnected {
        /// The region (0-based; shown 1-based).
        region: u8,
        /// A cell cut off from the region's first cell.
        cell: u8,
    },
    /// Cages given to a variant without cages, or jigsaw regions to a
    /// variant other than jigsaw.
    Mismatch {
        /// What does not belong.
        message: &'static str,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Classic(e) => write!(f, "{e}"),
            RulesError::Givens(e) => write!(f, "givens: {e}"),
            RulesError::Text { form, message } => write!(f, "{form}: {message}"),
            RulesError::EmptyCage { cage } => write!(f, "cage {cage}: no cells"),
            RulesError::CageTooBig { cage, head, size } => write!(
                f,
                "cage {cage} (head {}): {size} cells, a cage holds at most 9",
                short_name(*head as usize)
            ),
            RulesError::ImpossibleSum {
                cage,
                head,
                sum,
                size,
            } => {
                let (lo, hi) = super::cage::sum_range(*size).unwrap_or((0, 0));
                let cells = if *size == 1 { "cell" } else { "cells" };
                write!(
                    f,
                    "cage {cage} (head {}): sum {sum} is impossible for {size} {cells} ({lo}-{hi})",
                    short_name(*head as usize)
                )
            }
            RulesError::CellInTwoCages {
                cell,
                first,
                second,
            } => write!(
                f,
                "cell {} is in cage {} (head {}) and cage {} (head {})",
                short_name(*cell as usize),
                first.0,
                short_name(first.1 as usize),
                second.0,
                short_name(second.1 as usize)
            ),
            RulesError::CellOutside { cage, cell } => {
                write!(f, "cage {cage}: cell {cell} is outside the grid")
            }
            RulesError::RegionSize { region, size } => write!(
                f,
                "region {} has {size} cells, a region needs 9",
                region + 1
            ),
            RulesError::RegionNotConnected { region, cell } => write!(
                f,
                "region {} is not connected: {} is cut off from the rest",
                region + 1,
                short_name(*cell as usize)
            ),
            RulesError::Mismatch { message } => f.write_str(message),
        }
    }
}

impl std::error::Error for RulesError {}
