//! Any progress code of a shared link (`&progress=`), on any puzzle: it is
//! read or refused with a one-line reason; what is read is the puzzle being
//! played, and encodes back to the very same code (or, carrying nothing,
//! to no code at all).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::{Grid, CELLS};
use sudoku_web::features::link::{progress_param, read_progress};
use sudoku_web::model::Phase;

fuzz_target!(|data: &[u8]| {
    // The first 81 bytes are the puzzle (a byte a cell, about a third of
    // them givens), the rest the code.
    let split = data.len().min(CELLS);
    let mut cells = [0u8; CELLS];
    for (cell, &b) in cells.iter_mut().zip(&data[..split]) {
        *cell = if b % 30 < 10 { b % 30 } else { 0 };
    }
    let Ok(puzzle) = Grid::from_cells(cells) else {
        return;
    };
    let code = String::from_utf8_lossy(&data[split..]);
    match read_progress(puzzle, &code) {
        Ok(sheet) => {
            assert_eq!(sheet.puzzle(), puzzle);
            assert_eq!(sheet.phase(), Phase::Playing);
            match progress_param(&sheet) {
                Some(again) => assert_eq!(again, code, "{}", puzzle.to_line()),
                None => assert!(
                    code.len() == 15 && code[1..].bytes().all(|b| b == b'A'),
                    "{code:?} carries nothing but is not the empty code"
                ),
            }
        }
        Err(err) => {
            let text = err.to_string();
            assert!(!text.is_empty() && !text.contains('\n'), "{text:?}");
        }
    }
});
