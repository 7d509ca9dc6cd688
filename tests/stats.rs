//! Native tests of the statistics: per level the puzzles finished, best and
//! median time, the daily streak, and the JSON file they export and import.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{EASY, HARDER};
use sudoku_solver::date::Date;
use sudoku_solver::rating::Level;
use sudoku_solver::Grid;
use sudoku_web::features::stats::{Finish, LevelSummary, Statistics};

fn day(text: &str) -> Date {
    text.parse().unwrap()
}

fn finish(on: &str, level: Level, seconds: u64, puzzle: &str) -> Finish {
    Finish {
        on: day(on),
        level: Some(level),
        seconds,
        hints: 0,
        checks: 0,
        reveals: 0,
        daily: false,
        puzzle: Grid::parse(puzzle).unwrap(),
    }
}

/// Distinct puzzles: EASY without its given number `n`.
fn puzzle(n: usize) -> String {
    let mut line: Vec<char> = EASY.chars().collect();
    if let Some(at) = (0..81).filter(|&i| line[i] != '.').nth(n) {
        line[at] = '.';
    }
    line.into_iter().collect()
}

#[test]
fn each_level_counts_its_puzzles_best_and_median_time() {
    let mut stats = Statistics::default();
    for (i, seconds) in [400, 300, 500, 360].into_iter().enumerate() {
        let mut f = finish("2026-11-20", Level::Hard, seconds, &puzzle(i));
        f.hints = u32::from(i == 0);
        stats.record(f);
    }
    stats.record(finish("2026-11-21", Level::Easy, 90, EASY));
    assert_eq!(
        stats.summary(Level::Hard),
        LevelSummary {
            level: Level::Hard,
            finished: 4,
            unaided: 3,
            best: Some(300),
            median: Some(360),
        }
    );
    assert_eq!(stats.summary(Level::Easy).median, Some(90));
    let none = stats.summary(Level::Expert);
    assert_eq!((none.finished, none.best, none.median), (0, None, None));
}

#[test]
fn the_same_puzzle_finished_again_the_same_day_is_one_result() {
    let mut stats = Statistics::default();
    stats.record(finish("2026-11-20", Level::Hard, 400, HARDER));
    stats.record(finish("2026-11-20", Level::Hard, 410, HARDER));
    assert_eq!(stats.finished.len(), 1);
    assert_eq!(stats.finished[0].seconds, 410);
    stats.record(finish("2026-11-21", Level::Hard, 300, HARDER));
    assert_eq!(stats.finished.len(), 2);
}

#[test]
fn the_streak_counts_days_in_a_row_with_the_daily_puzzle() {
    let mut stats = Statistics::default();
    for (i, on) in ["2026-11-20", "2026-11-22", "2026-11-23", "2026-11-24"]
        .into_iter()
        .enumerate()
    {
        let mut f = finish(on, Level::Medium, 300, &puzzle(i));
        f.daily = true;
        stats.record(f);
    }
    // A puzzle that is not the daily one does not count.
    stats.record(finish("2026-11-25", Level::Medium, 300, &puzzle(9)));
    assert_eq!(stats.streak(day("2026-11-24")), 3);
    assert_eq!(
        stats.streak(day("2026-11-25")),
        3,
        "today's is not done yet"
    );
    assert_eq!(stats.streak(day("2026-11-26")), 0, "a day was missed");
    assert_eq!(stats.streak(day("2026-11-21")), 1);
    assert_eq!(Statistics::default().streak(day("2026-11-26")), 0);
}

#[test]
fn export_then_import_gives_the_same_statistics_and_adds_only_new_ones() {
    let mut stats = Statistics::default();
    let mut daily = finish("2026-11-26", Level::Hard, 462, HARDER);
    daily.daily = true;
    daily.checks = 1;
    stats.record(finish("2026-11-25", Level::Easy, 95, EASY));
    stats.record(daily);
    let text = stats.export();
    assert!(text.contains("\"version\":1"), "{text}");
    assert!(
        text.contains(&format!("\"2026-11-26 hard 462 0 1 0 daily {HARDER}\"")),
        "{text}"
    );
    let (same, added) = Statistics::default().import(&text).unwrap();
    assert_eq!((same.clone(), added), (stats.clone(), 2));
    let (again, added) = stats.import(&text).unwrap();
    assert_eq!((again, added), (stats.clone(), 0));
    // Another device's results join these, in the order of their days.
    let mut other = Statistics::default();
    other.record(finish("2026-11-24", Level::Expert, 900, &puzzle(3)));
    let (merged, added) = stats.import(&other.export()).unwrap();
    assert_eq!(added, 1);
    let days: Vec<String> = merged.finished.iter().map(|f| f.on.to_string()).collect();
    assert_eq!(days, ["2026-11-24", "2026-11-25", "2026-11-26"]);
}

#[test]
fn a_bad_file_is_refused_with_the_reason() {
    let good = format!(r#"{{"version":1,"finished":["2026-11-26 hard 4 0 0 0 other {EASY}"]}}"#);
    assert!(Statistics::default().import(&good).is_ok());
    for (text, says) in [
        (
            "",
            "it is not a statistics file: Export writes them as JSON, and this is not JSON",
        ),
        (
            "{\"version\":1,",
            "it is not a statistics file: Export writes them as JSON, and this is not JSON",
        ),
        ("[1,2]", "it is not a statistics file"),
        (
            r#"{"finished":[]}"#,
            "it is not a statistics file (missing field `version`",
        ),
        (
            r#"{"version":2,"finished":[]}"#,
            "it is version 2; this page reads version 1",
        ),
        (
            &good.replace("2026-11-26", "2026-02-30"),
            "(finished puzzle 1: '2026-02-30' is not a date",
        ),
        (
            &good.replace("hard", "tricky"),
            "finished puzzle 1: its level 'tricky' is not easy, medium, hard, expert or extreme",
        ),
        (
            &good.replace(EASY, "12345"),
            "finished puzzle 1: its puzzle:",
        ),
        (
            &good.replace(" 4 0", " -4 0"),
            "its time '-4' is not a whole number",
        ),
        (
            &good.replace("other", "someday"),
            "'someday' is neither daily nor other",
        ),
        (&good.replace(" other", ""), "it has 7 words, not the 8"),
        (
            &good.replace(
                &format!("other {EASY}"),
                &format!("daily {}", ".".repeat(81)),
            ),
            "finished puzzle 1: its puzzle has 0 givens; a puzzle has at least 17",
        ),
        (
            &good.replace(" 0 0 0", " 0 0\\u0007 0"),
            "its check count '0\\u{7}' is not",
        ),
        (
            &good.replace("\"finished\"", "\"results\""),
            "it is not a statistics file",
        ),
        // Found by the stats_import fuzz target: serde quotes an unknown
        // key as it is, a line feed included.
        (
            &good.replace("\"finished\"", "\"fin\\nished\""),
            "unknown field `fin\\u{a}ished`",
        ),
    ] {
        let err = Statistics::default().import(text).unwrap_err();
        assert!(err.contains(says), "{text}: {err}");
        assert!(!err.contains('\n'), "{err}");
    }
}
