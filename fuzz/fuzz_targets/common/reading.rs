//! What must hold of what the reader returns, shared by its targets.

#![allow(dead_code)]

use sudoku_reader::{ReadError, Reading, DOUBT};
use sudoku_solver::Grid;

/// An error is one line that says something.
pub fn check_error(err: &ReadError) {
    let text = err.to_string();
    assert!(!text.is_empty() && !text.contains('\n'), "{text:?}");
}

/// Corners found are finite; not finding a grid is an error of one line.
pub fn check_corners(found: &Result<[(f32, f32); 4], ReadError>) {
    match found {
        Ok(corners) => {
            for (x, y) in corners {
                assert!(x.is_finite() && y.is_finite(), "{corners:?}");
            }
        }
        Err(err) => check_error(err),
    }
}

/// A reading has 81 cells of digits 1-9 or empty, confidences between 0
/// and 1, finite corners, a line that parses back, and its doubtful cells
/// sorted from the least sure.
pub fn check(result: &Result<Reading, ReadError>) {
    let reading = match result {
        Ok(reading) => reading,
        Err(err) => return check_error(err),
    };
    assert_eq!(reading.cells.len(), 81);
    for cell in &reading.cells {
        assert!(cell.digit.is_none_or(|d| (1..=9).contains(&d)), "{cell:?}");
        assert!((0.0..=1.0).contains(&cell.confidence), "{cell:?}");
    }
    check_corners(&Ok(reading.corners));
    let line = reading.line();
    let grid = Grid::parse(&line).expect("a reading's line is a grid");
    assert_eq!(grid.to_line(), line);
    let doubtful = reading.doubtful();
    assert!(doubtful
        .iter()
        .all(|&i| reading.cells[i].confidence < DOUBT));
    assert!(doubtful
        .windows(2)
        .all(|w| reading.cells[w[0]].confidence <= reading.cells[w[1]].confidence));
}
