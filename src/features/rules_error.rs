//! Why a variant's text or rules could not be read ([`RulesError`], from
//! the solver crate), in the language in use: each reason names the cage
//! or region at fault, and cells by row and column ("cage 3 (from row 1,
//! column 4): 2 different digits add up to 3 to 17, never to 18"), as
//! [`super::link::parse_reason`] words a classic text's.
//!
//! Only the variants module reads variant text, so only it carries these
//! words (`variant_errors.ftl`). Two reasons keep the solver's English
//! inside a translated frame: what is wrong inside one text form (the form
//! and its message, free text from the parser) and the rare mismatch of
//! rules and variant.

use super::link::parse_reason;
use crate::t;
use sudoku_solver::rules::{sum_range, RulesError};

/// `cell` (0-80) as its 1-based row and column.
fn place(cell: u8) -> (usize, usize) {
    let cell = usize::from(cell);
    (cell / 9 + 1, cell % 9 + 1)
}

/// The reason `err` gives, worded in the language in use.
pub fn rules_reason(err: &RulesError) -> String {
    match err {
        RulesError::Classic(e) => parse_reason(e),
        RulesError::Givens(e) => t!("variant-error-givens", why = parse_reason(e).as_str()),
        RulesError::Text { form, message } => {
            t!(
                "variant-error-text",
                form = *form,
                message = message.as_str()
            )
        }
        RulesError::EmptyCage { cage } => t!("variant-error-empty-cage", cage = *cage),
        RulesError::CageTooBig { cage, head, size } => {
            let (row, column) = place(*head);
            t!(
                "variant-error-cage-too-big",
                cage = *cage,
                row = row,
                column = column,
                size = *size
            )
        }
        RulesError::ImpossibleSum {
            cage,
            head,
            sum,
            size,
        } => {
            let (row, column) = place(*head);
            let (min, max) = sum_range(*size).unwrap_or((0, 0));
            t!(
                "variant-error-impossible-sum",
                cage = *cage,
                row = row,
                column = column,
                size = *size,
                min = usize::from(min),
                max = usize::from(max),
                sum = usize::from(*sum)
            )
        }
        RulesError::CellInTwoCages {
            cell,
            first,
            second,
        } => {
            let (row, column) = place(*cell);
            t!(
                "variant-error-two-cages",
                row = row,
                column = column,
                first = first.0,
                second = second.0
            )
        }
        RulesError::CellOutside { cage, cell } => {
            t!(
                "variant-error-outside",
                cage = *cage,
                cell = usize::from(*cell)
            )
        }
        RulesError::RegionSize { region, size } => t!(
            "variant-error-region-size",
            region = usize::from(*region) + 1,
            size = *size
        ),
        RulesError::RegionNotConnected { region, cell } => {
            let (row, column) = place(*cell);
            t!(
                "variant-error-region-cut",
                region = usize::from(*region) + 1,
                row = row,
                column = column
            )
        }
        RulesError::Mismatch { message } => (*message).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In English (the catalogue a native test speaks) every reason names
    /// its cage or region and the cell by row and column.
    #[test]
    fn reasons_name_the_cage_region_and_cell() {
        let sum = RulesError::ImpossibleSum {
            cage: 3,
            head: 3,
            sum: 18,
            size: 2,
        };
        assert_eq!(
            rules_reason(&sum),
            "cage 3 (from row 1, column 4): 2 different digits add up to 3 to 17, never to 18"
        );
        let two = RulesError::CellInTwoCages {
            cell: 80,
            first: (1, 0),
            second: (4, 79),
        };
        assert_eq!(
            rules_reason(&two),
            "the cell at row 9, column 9 is in cage 1 and in cage 4"
        );
        let cut = RulesError::RegionNotConnected {
            region: 0,
            cell: 10,
        };
        assert_eq!(
            rules_reason(&cut),
            "region 1 is not connected: the cell at row 2, column 2 is cut off from the rest"
        );
        let size = RulesError::RegionSize {
            region: 8,
            size: 10,
        };
        assert_eq!(
            rules_reason(&size),
            "region 9 has 10 cells; a region needs 9"
        );
    }
}
