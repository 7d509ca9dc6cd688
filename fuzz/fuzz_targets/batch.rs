//! Any file opened in the Batch panel: each line that is neither blank nor
//! a `#` comment is a puzzle or a bad line with a one-line reason, in the
//! file's order; a puzzle prints back to itself. A typed call budget is a
//! number above zero that reads back the same, or refused.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::Grid;
use sudoku_web::features::batch::{parse_budget, read_file, unusable};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let file = read_file(&text);
    let counted = text
        .lines()
        .map(|l| l.trim_start_matches('\u{feff}').trim())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .count();
    assert_eq!(file.puzzles.len() + file.bad.len(), counted);
    let mut lines: Vec<u32> = file.puzzles.iter().map(|(n, _)| *n).collect();
    lines.extend(file.bad.iter().map(|b| b.line));
    lines.sort_unstable();
    assert!(lines.windows(2).all(|w| w[0] < w[1]), "{lines:?}");
    let total = text.lines().count();
    assert!(lines.iter().all(|&n| n >= 1 && n as usize <= total));
    for (_, grid) in &file.puzzles {
        assert_eq!(Grid::parse(&grid.to_line()).as_ref(), Ok(grid));
    }
    for bad in &file.bad {
        assert!(
            !bad.error.is_empty() && !bad.error.contains('\n'),
            "{bad:?}"
        );
    }
    if unusable(&text).is_none() {
        assert!(!text.trim().is_empty());
    }
    if let Ok(Some(calls)) = parse_budget(&text) {
        assert!(calls > 0);
        assert_eq!(parse_budget(&calls.to_string()), Ok(Some(calls)));
    }
});
