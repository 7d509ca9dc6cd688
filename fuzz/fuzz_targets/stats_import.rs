//! Any bytes as a statistics file to import (More, Statistics, Import): it
//! is added or refused with a one-line reason that the status shows
//! without control characters. What is added exports to a file that
//! imports again to the same statistics, adding nothing the second time.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_web::features::stats::Statistics;
use sudoku_web::text::stats::refused_text;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let empty = Statistics::default();
    match empty.import(&text) {
        Ok((stats, added)) => {
            assert!(added <= stats.finished.len());
            let file = stats.export();
            let (again, more) = stats.import(&file).expect("an export imports");
            assert_eq!(more, 0, "{file}");
            assert_eq!(again, stats);
            let (fresh, _) = Statistics::default()
                .import(&file)
                .expect("an export imports");
            assert_eq!(fresh.export(), file);
        }
        Err(why) => {
            assert!(!why.is_empty() && !why.contains('\n'), "{why:?}");
            let shown = refused_text("file.json", &why);
            assert!(!shown.chars().any(char::is_control), "{shown:?}");
        }
    }
});
