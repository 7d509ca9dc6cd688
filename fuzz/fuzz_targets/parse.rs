//! Any text: parsing never panics, and whatever parses prints back to the
//! same grid in both the line form and the 9x9 layout.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::{clashes, Grid};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match Grid::parse(&text) {
        Ok(grid) => {
            assert_eq!(Grid::parse(&grid.to_line()), Ok(grid));
            assert_eq!(Grid::parse(&grid.to_string()), Ok(grid));
            for clash in clashes(&grid) {
                assert!(clash.cells.len() >= 2);
                assert!(clash.cells.iter().all(|&i| grid.get(i) == clash.digit));
            }
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
