//! The rating over whole puzzle sets, in a release build only (debug is
//! too slow): every puzzle of norvig_top95 and the first 1,000 of msk_009
//! (data/SOURCES.md) rates without error, at the level of its score, and
//! the same again the second time. `scripts/test.sh` runs it with
//! `cargo test --release -p sudoku-solver --test rating_sets`.

mod common;

use common::grids;
use sudoku_solver::rating::rate;

fn rate_all(name: &str, take: usize) {
    for (i, grid) in grids(name).iter().take(take).enumerate() {
        let rating = match rate(grid) {
            Ok(rating) => rating,
            Err(err) => panic!("{name} line {}: {err}", i + 1),
        };
        assert_eq!(rating.level, rating.score.level(), "{name} line {}", i + 1);
        assert!(rating.score.tenths() >= 10, "{name} line {}", i + 1);
        if i % 50 == 0 {
            assert_eq!(
                rate(grid),
                Ok(rating),
                "{name} line {}: deterministic",
                i + 1
            );
        }
    }
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only")]
fn every_puzzle_of_top95_rates() {
    rate_all("norvig_top95.txt", 95);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only")]
fn a_thousand_puzzles_of_msk_009_rate() {
    rate_all("msk_009.txt", 1000);
}
