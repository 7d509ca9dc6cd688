//! The words of the photo's preview: what was read, what is wrong with it
//! and which cells to check, and each preview cell's label.

use super::clash_summary;
use crate::features::photo::{Check, Photo, Read, Stage};
use crate::model::lang::{english, t, Arg};
use crate::t;
use sudoku_i18n::English;
use sudoku_solver::clashes;
use sudoku_solver::geometry::{col_of, row_of};

/// How many suspect cells the preview names (the rest are only marked).
const NAMED: usize = 4;

/// What the preview says under the photo: a headline and what to do.
pub fn photo_text(photo: &Photo) -> (String, String) {
    match &photo.stage {
        Stage::Reading => (t!("photo-reading"), String::new()),
        Stage::Failed(why) => (t!("photo-failed", why = why.as_str()), failure_advice(why)),
        Stage::NoDigits => (t!("photo-no-digits"), t!("photo-advice-frame")),
        Stage::Read(read) => read_text(read),
    }
}

/// What to do after a failed reading: frame the grid better when none was
/// found; choose another file when this one is no picture (the reader's
/// and the page's reasons about the file or picture); else try again.
fn failure_advice(why: &str) -> String {
    if is_reason(why, "worker-read-no-grid") {
        t!("photo-advice-frame")
    } else if FILE_REASONS.iter().any(|id| is_reason(why, id)) {
        t!("photo-advice-file")
    } else {
        t!("photo-advice-again")
    }
}

/// The reader worker's reasons that blame the file or the picture, not
/// the photo's framing.
const FILE_REASONS: [&str; 6] = [
    "worker-read-decode",
    "worker-read-too-large",
    "worker-read-empty",
    "worker-read-file-empty",
    "worker-read-not-a-picture",
    "worker-file-gone",
];

/// Whether the reason `why` is message `id` of the reader worker, in the
/// language in use or in English (a worker that was not told the language
/// speaks English): the whole message, or its words before its first
/// variable.
fn is_reason(why: &str, id: &str) -> bool {
    let matches = |text: String| match text.split_once("{$") {
        Some((before, _)) => !before.is_empty() && why.starts_with(before),
        None => why == text,
    };
    // Formatted without its arguments, a variable shows as `{$name}`.
    matches(t(id)) || matches(english().format(id, &[], &English))
}

/// The headline and advice for a photo that was read.
fn read_text(read: &Read) -> (String, String) {
    let givens = read.puzzle().filled();
    let suspects = read.suspects();
    let named = names(&suspects);
    let doubtful = read.doubtful().len();
    match read.check() {
        Check::Ready => (
            t!("photo-ready", givens = givens),
            t!("photo-ready-advice", doubtful = doubtful),
        ),
        Check::TooFew(0) => (t!("photo-empty"), t!("photo-empty-advice")),
        Check::TooFew(n) => {
            let clashing = clashes(&read.puzzle());
            let advice = if clashing.is_empty() {
                t!("photo-too-few-advice")
            } else {
                let summary = clash_summary(&clashing);
                t!("photo-too-few-clashes-advice", clashes = summary.as_str())
            };
            (t!("photo-too-few", givens = n), advice)
        }
        Check::Clashes => {
            let summary = clash_summary(&clashes(&read.puzzle()));
            (
                t!("photo-clashes", clashes = summary.as_str()),
                t!("photo-clashes-advice", cells = named.as_str()),
            )
        }
        Check::NoSolution => (t!("photo-no-solution"), suspect_advice(&named)),
        Check::Several => (t!("photo-several"), suspect_advice(&named)),
    }
}

/// "Check row 1, column 3 first." or, with no doubtful cell, the whole grid.
fn suspect_advice(named: &str) -> String {
    if named.is_empty() {
        t!("photo-compare-advice")
    } else {
        t!("photo-suspects-advice", cells = named)
    }
}

/// A cell inside a sentence: "row 1, column 3".
fn cell_name(cell: usize) -> String {
    t!(
        "photo-cell",
        row = row_of(cell) + 1,
        column = col_of(cell) + 1
    )
}

/// The first few suspect cells by name, and how many more ("" for none).
fn names(cells: &[usize]) -> String {
    if cells.is_empty() {
        return String::new();
    }
    let named: Vec<String> = cells.iter().take(NAMED).map(|&i| cell_name(i)).collect();
    let name = |i: usize| Arg::from(named.get(i).map_or("", String::as_str));
    crate::model::lang::tf(
        "photo-cells",
        &[
            ("count", Arg::from(named.len())),
            ("more", Arg::from(cells.len().saturating_sub(NAMED))),
            ("first", name(0)),
            ("second", name(1)),
            ("third", name(2)),
            ("fourth", name(3)),
        ],
    )
}

/// A preview cell's label: "Row 1, column 3: 5, doubtful".
pub fn preview_label(read: &Read, cell: usize, suspect: bool) -> String {
    let digit = read.digits.get(cell).copied().unwrap_or(0);
    let mark = if suspect {
        "suspect"
    } else if read.is_doubtful(cell) {
        "doubtful"
    } else {
        "plain"
    };
    t!(
        "photo-cell-label",
        row = row_of(cell) + 1,
        column = col_of(cell) + 1,
        digit = digit,
        mark = mark
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_suspects_are_named_four_at_most() {
        assert_eq!(names(&[]), "");
        assert_eq!(names(&[2]), "row 1, column 3");
        assert_eq!(names(&[0, 80]), "row 1, column 1 and row 9, column 9");
        assert_eq!(
            names(&[0, 1, 9]),
            "row 1, column 1; row 1, column 2 and row 2, column 1"
        );
        assert_eq!(
            names(&[0, 1, 2, 3]),
            "row 1, column 1; row 1, column 2; row 1, column 3 and row 1, column 4"
        );
        assert_eq!(
            names(&[0, 1, 2, 3, 4]),
            "row 1, column 1; row 1, column 2; row 1, column 3; row 1, column 4 and 1 more"
        );
        assert_eq!(
            names(&[0, 1, 2, 3, 4, 5, 6]),
            "row 1, column 1; row 1, column 2; row 1, column 3; row 1, column 4 and 3 more"
        );
    }

    #[test]
    fn the_advice_fits_the_reason() {
        let frame = t!("photo-advice-frame");
        let file = t!("photo-advice-file");
        let again = t!("photo-advice-again");
        for (why, advice) in [
            ("no Sudoku grid found in the picture", &frame),
            ("the picture is empty", &file),
            (
                "the picture is too large (9000x9000 pixels; at most 40 megapixels)",
                &file,
            ),
            ("the file could not be read as a picture: bad marker", &file),
            ("the file is empty", &file),
            ("the file is no longer there; choose it again", &file),
            (
                "the pixel data does not match the picture's size (10 bytes instead of 64)",
                &again,
            ),
            ("the reader's answer was malformed", &again),
            ("no Sudoku grid found in the picture, twice", &again),
        ] {
            assert_eq!(&failure_advice(why), advice, "{why}");
        }
    }
}
