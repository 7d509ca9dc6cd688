//! The words of the photo's preview: what was read, what is wrong with it
//! and which cells to check, and each preview cell's label.

use super::{clash_summary, count};
use crate::features::photo::{Check, Photo, Read, Stage};
use sudoku_solver::clashes;
use sudoku_solver::geometry::cell_name;
use sudoku_solver::words::capitalise;

/// How many suspect cells the preview names (the rest are only marked).
const NAMED: usize = 4;

/// What the preview says under the photo: a headline and what to do.
pub fn photo_text(photo: &Photo) -> (String, String) {
    match &photo.stage {
        Stage::Reading => ("Reading the photo…".into(), String::new()),
        Stage::Failed(why) => (
            format!("No puzzle could be read from this photo: {why}."),
            failure_advice(why).into(),
        ),
        Stage::NoDigits => (
            "No puzzle could be read from this photo: not one digit was found in it \
             (no Sudoku grid was found, or its cells are all empty)."
                .into(),
            "Try again with the whole grid in view, straight on and sharp, or type the puzzle in."
                .into(),
        ),
        Stage::Read(read) => read_text(read),
    }
}

/// What to do after a failed reading: frame the grid better when none was
/// found; choose another file when this one is no picture (the reader's
/// and the page's reasons about the file or picture); else try again.
fn failure_advice(why: &str) -> &'static str {
    if *why == sudoku_reader::ReadError::NoGrid.to_string() {
        "Try again with the whole grid in view, straight on and sharp, or type the puzzle in."
    } else if why.starts_with("the file") || why.starts_with("the picture") {
        "Choose a photo or a scan of the puzzle, or type the puzzle in."
    } else {
        "Try again, or type the puzzle in."
    }
}

/// The headline and advice for a photo that was read.
fn read_text(read: &Read) -> (String, String) {
    let givens = read.puzzle().filled();
    let suspects = read.suspects();
    let named = names(&suspects);
    let doubtful = read.doubtful().len();
    match read.check() {
        Check::Ready => (
            format!("Read {}: the puzzle has one solution.", count(givens as u64, "digit")),
            match doubtful {
                0 => "Check them against the photo, fix any by typing, then press Use this puzzle.".into(),
                n => format!(
                    "Check them against the photo ({} marked as doubtful), fix any by typing, then press Use this puzzle.",
                    count(n as u64, "cell")
                ),
            },
        ),
        Check::TooFew(0) => (
            "No digits left: an empty grid is no puzzle.".into(),
            "Type the puzzle's digits in the boxes, or press Cancel.".into(),
        ),
        Check::TooFew(n) => {
            let clashing = clashes(&read.puzzle());
            let also = if clashing.is_empty() {
                String::new()
            } else {
                format!("Some of them clash: {} ", clash_summary(&clashing))
            };
            (
                format!("Only {} read: a puzzle needs at least 17.", count(n as u64, "digit")),
                format!("{also}Try a sharper photo with the whole grid in view, or type the missing digits."),
            )
        }
        Check::Clashes => (
            format!("Some digits read clash: {}", clash_summary(&clashes(&read.puzzle()))),
            format!("Probably misread: {named}. Fix them by typing."),
        ),
        Check::NoSolution => (
            "The puzzle read has no solution, so a digit was probably misread.".into(),
            suspect_advice(&named),
        ),
        Check::Several => (
            "The puzzle read has more than one solution, so a digit was probably missed or misread."
                .into(),
            suspect_advice(&named),
        ),
    }
}

/// "Check row 1, column 3 first." or, with no doubtful cell, the whole grid.
fn suspect_advice(named: &str) -> String {
    if named.is_empty() {
        "Compare each cell with the photo and fix it by typing.".into()
    } else {
        format!("Check {named} first (marked), and fix it by typing.")
    }
}

/// The first few suspect cells by name, and how many more.
fn names(cells: &[usize]) -> String {
    let mut parts: Vec<String> = cells.iter().take(NAMED).map(|&i| cell_name(i)).collect();
    if cells.len() > NAMED {
        parts.push(format!("{} more", cells.len() - NAMED));
    }
    match parts.len() {
        0 => String::new(),
        1 => parts.remove(0),
        n => {
            let last = parts.remove(n - 1);
            format!("{} and {last}", parts.join("; "))
        }
    }
}

/// A preview cell's label: "Row 1, column 3: 5, doubtful".
pub fn preview_label(read: &Read, cell: usize, suspect: bool) -> String {
    let digit = read.digits.get(cell).copied().unwrap_or(0);
    let mut label = format!(
        "{}: {}",
        cell_name(cell),
        if digit == 0 {
            "empty".to_string()
        } else {
            digit.to_string()
        }
    );
    if suspect {
        label.push_str(", check this cell");
    } else if read.is_doubtful(cell) {
        label.push_str(", doubtful");
    }
    capitalise(&label)
}
