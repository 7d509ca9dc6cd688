//! Any bytes as a statistics file to import (More, Statistics, Import): it
//! is added or refused with a one-line reason that the status shows
//! without control characters. What is added exports to a file that
//! imports again to the same statistics, adding nothing the second time;
//! a variant's puzzle (the project's line, named first) keeps its variant,
//! unrated and never the day's puzzle.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_web::features::stats::Statistics;
use sudoku_web::model::Variant;
use sudoku_web::text::stats::refused_text;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let empty = Statistics::default();
    match empty.import(&text) {
        Ok((stats, added)) => {
            assert!(added <= stats.finished.len());
            for f in &stats.finished {
                if f.variant == Variant::Classic {
                    assert!(f.line.is_empty(), "{f:?}");
                } else {
                    assert!(f.level.is_none() && !f.daily, "{f:?}");
                    let name = f.line.split(':').next();
                    assert_eq!(name, Some(f.variant.name()), "{f:?}");
                }
            }
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
