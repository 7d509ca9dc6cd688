//! Native tests of the statistics: per level the puzzles finished, best and
//! median time, the same per variant played, the daily streak, and the JSON
//! file they export and import (a variant's puzzle as the project's line).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{EASY, HARDER};
use sudoku_solver::date::Date;
use sudoku_solver::rating::Level;
use sudoku_solver::Grid;
use sudoku_web::features::stats::{Finish, LevelSummary, Statistics, VariantSummary};
use sudoku_web::model::Variant;

/// docs/variants.md's killer (data/killer_tarek_42.txt's first) in the
/// project's line, as the page writes it.
const KILLER: &str = "killer::16-11121321_21-14152324_20-16172526_21-18192829_16-22313241_14-273738_18-334243_19-343544_16-364647_16-39484958_18-455556_17-516171_12-525362_12-546465_11-576667_23-59686978_16-637374_14-728283_13-758485_15-767786_25-79899899_16-819192_19-87889697_17-939495";
/// docs/variants.md's jigsaw and X puzzles.
const JIGSAW: &str = "jigsaw:.348125.9...59...4.53.7....2...563..........8.85...7...1.7..86.8.7..5.2....28.917:111122333111222333112222333445555666444555666444455666777889999777888999777888899";
const X: &str =
    "x:49.68......7...1925...27.4.....3..81..8..9.7..7.4...69..5..2..4.....4.2.2.98.3.15";

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
        variant: Variant::Classic,
        line: String::new(),
    }
}

/// A variant's puzzle `line` finished on `on` in `seconds`.
fn variant_finish(on: &str, variant: Variant, seconds: u64, line: &str) -> Finish {
    Finish {
        on: day(on),
        level: None,
        seconds,
        hints: 0,
        checks: 0,
        reveals: 0,
        daily: false,
        puzzle: Grid::empty(),
        variant,
        line: line.to_string(),
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

#[test]
fn each_variant_played_has_its_summary_and_the_levels_count_classic_only() {
    let mut stats = Statistics::default();
    stats.record(finish("2026-11-20", Level::Hard, 400, HARDER));
    for (i, seconds) in [900, 600, 700].into_iter().enumerate() {
        // Three killers on three days (the same puzzle: a day apart).
        let mut f = variant_finish(
            &format!("2026-11-2{}", i + 1),
            Variant::Killer,
            seconds,
            KILLER,
        );
        f.checks = u32::from(i == 2);
        stats.record(f);
    }
    stats.record(variant_finish("2026-11-24", Variant::Jigsaw, 1500, JIGSAW));
    assert_eq!(
        stats.variants_played(),
        [
            VariantSummary {
                variant: Variant::Killer,
                finished: 3,
                unaided: 2,
                best: Some(600),
                median: Some(700),
            },
            VariantSummary {
                variant: Variant::Jigsaw,
                finished: 1,
                unaided: 1,
                best: Some(1500),
                median: Some(1500),
            },
        ]
    );
    // Variants are unrated: no level counts them.
    let hard = stats.summary(Level::Hard);
    assert_eq!((hard.finished, hard.best), (1, Some(400)));
    let all: usize = Level::ALL.iter().map(|&l| stats.summary(l).finished).sum();
    assert_eq!(all, 1);
    assert_eq!(Statistics::default().variants_played(), []);
}

#[test]
fn two_variant_puzzles_of_one_day_are_two_results_even_without_givens() {
    // Killers have no givens: their cages tell them apart.
    let other_killer = "killer::3-1112";
    let mut stats = Statistics::default();
    stats.record(variant_finish("2026-11-20", Variant::Killer, 600, KILLER));
    stats.record(variant_finish(
        "2026-11-20",
        Variant::Killer,
        300,
        other_killer,
    ));
    assert_eq!(stats.finished.len(), 2);
    // The same killer finished again that day replaces its result.
    stats.record(variant_finish(
        "2026-11-20",
        Variant::Killer,
        280,
        other_killer,
    ));
    assert_eq!(stats.finished.len(), 2);
    assert_eq!(stats.finished[1].seconds, 280);
    // A classic puzzle with a variant's givens is another puzzle.
    let givens = &X[2..];
    stats.record(variant_finish("2026-11-20", Variant::X, 500, X));
    stats.record(finish("2026-11-20", Level::Easy, 200, givens));
    assert_eq!(stats.finished.len(), 4);
}

#[cfg(feature = "variants")]
#[test]
fn a_finished_killer_is_recorded_unrated_with_its_line_and_saved() {
    use sudoku_web::services::storage::{decode, encode, Snapshot};
    use sudoku_web::state::{Action, Message, State};
    // The killer short form, pasted: the page writes it as its line.
    let short = "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^";
    // Its solution.
    const KILLER_SOLUTION: &str =
        "432851769786239415159467823263974581971583642548612397397148256614725938825396174";
    let date = day("2026-11-27");
    let mut state = State::new();
    state.apply(Action::Today(date));
    state.apply(Action::Paste(short.into()));
    let solution = Grid::parse(KILLER_SOLUTION).unwrap();
    state.apply(Action::Select(0));
    state.apply(Action::Input(9));
    state.apply(Action::Check);
    for cell in 0..81 {
        state.apply(Action::Select(cell));
        state.apply(Action::Input(solution.get(cell)));
    }
    assert_eq!(state.message(), &Message::Finished);
    assert_eq!(
        state.stats().finished,
        [Finish {
            on: date,
            level: None,
            seconds: 0,
            hints: 0,
            checks: 1,
            reveals: 0,
            daily: false,
            puzzle: Grid::empty(),
            variant: Variant::Killer,
            line: KILLER.to_string(),
        }]
    );
    assert_eq!(
        state.stats().lines(),
        [format!("2026-11-27 - 0 0 1 0 other {KILLER}")]
    );
    assert_eq!(state.stats().variants_played()[0].finished, 1);
    // Saved and loaded again, and exported and imported: the same.
    let back = decode(&encode(&Snapshot::of(&state))).unwrap();
    assert_eq!(back.stats(), state.stats());
    let (imported, added) = Statistics::default()
        .import(&state.stats().export())
        .unwrap();
    assert_eq!((&imported, added), (&**state.stats(), 1));
}

#[test]
fn a_file_with_variants_exports_and_imports_to_the_same_statistics() {
    let mut stats = Statistics::default();
    stats.record(finish("2026-11-25", Level::Easy, 95, EASY));
    stats.record(variant_finish("2026-11-26", Variant::Killer, 1210, KILLER));
    stats.record(variant_finish("2026-11-26", Variant::X, 640, X));
    let mut jigsaw = variant_finish("2026-11-27", Variant::Jigsaw, 1500, JIGSAW);
    jigsaw.hints = 2;
    stats.record(jigsaw);
    let text = stats.export();
    assert_eq!(
        text,
        format!(
            "{{\"version\":1,\"finished\":[\"2026-11-25 easy 95 0 0 0 other {EASY}\",\
             \"2026-11-26 - 1210 0 0 0 other {KILLER}\",\
             \"2026-11-26 - 640 0 0 0 other {X}\",\
             \"2026-11-27 - 1500 2 0 0 other {JIGSAW}\"]}}"
        )
    );
    let (same, added) = Statistics::default().import(&text).unwrap();
    assert_eq!((same, added), (stats.clone(), 4));
    let (again, added) = stats.import(&text).unwrap();
    assert_eq!((again, added), (stats, 0));
}

#[test]
fn a_file_exported_before_the_variants_imports_unchanged() {
    // Written by the page before the variants: every line classic.
    let old = format!(
        "{{\"version\":1,\"finished\":[\"2026-11-25 easy 95 0 0 0 other {EASY}\",\
         \"2026-11-26 hard 462 0 1 0 daily {HARDER}\"]}}"
    );
    let (stats, added) = Statistics::default().import(&old).unwrap();
    assert_eq!(added, 2);
    assert!(stats
        .finished
        .iter()
        .all(|f| f.variant == Variant::Classic && f.line.is_empty()));
    assert_eq!(stats.finished[1].puzzle, Grid::parse(HARDER).unwrap());
    assert_eq!(stats.export(), old);
    assert_eq!(stats.variants_played(), []);
}

#[test]
fn a_bad_variant_line_is_refused_with_the_reason() {
    let file = |line: &str| format!(r#"{{"version":1,"finished":["{line}"]}}"#);
    let good = format!("2026-11-26 - 600 0 0 0 other {KILLER}");
    assert!(Statistics::default().import(&file(&good)).is_ok());
    let mut cases = vec![
        (
            good.replace("killer:", "sumdoku:"),
            "finished puzzle 1: its variant 'sumdoku' is not killer, killer-x, x, windoku or jigsaw",
        ),
        (
            good.replace("killer:", "classic:"),
            "its variant 'classic' is not killer",
        ),
        (
            good.replace(" - ", " hard "),
            "finished puzzle 1: it is a variant's puzzle with a level, but variants are unrated (level '-')",
        ),
        (
            good.replace(" - ", " hard ").replace("other", "daily"),
            "variants are unrated",
        ),
    ];
    // The first load keeps a variant's line as it is; the variants module
    // (and so the puzzle worker, which reads every imported file) reads it
    // in full.
    if cfg!(feature = "variants") {
        let clash = format!("x:1{}1{}", ".".repeat(29), ".".repeat(50));
        cases.extend([
            (
                good.replace("16-11121321", "50-11121314"),
                "finished puzzle 1: its puzzle: cage 1 (from row 1, column 1): 4 different digits add up to 10 to 30, never to 50",
            ),
            (
                format!("2026-11-26 - 600 0 0 0 other {}", &JIGSAW[..JIGSAW.len() - 1]),
                "finished puzzle 1: its puzzle:",
            ),
            (
                "2026-11-26 - 600 0 0 0 other windoku:".to_string(),
                "finished puzzle 1: its puzzle has neither givens nor cages",
            ),
            (
                format!("2026-11-26 - 600 0 0 0 other {clash}"),
                "finished puzzle 1: its puzzle's givens clash",
            ),
        ]);
    }
    for (line, says) in cases {
        let err = Statistics::default().import(&file(&line)).unwrap_err();
        assert!(err.contains(says), "{line}: {err}");
        assert!(!err.contains('\n'), "{err}");
    }
}

/// The variants module writes a variant's line as the project's line
/// writes it, whatever way the file wrote it.
#[cfg(feature = "variants")]
#[test]
fn an_imported_variant_line_is_written_as_the_page_writes_it() {
    let file = r#"{"version":1,"finished":["2026-11-26 - 60 0 0 0 other killer::3=1112,4-1314"]}"#;
    let (stats, _) = Statistics::default().import(file).unwrap();
    assert_eq!(stats.finished[0].line, "killer::3-1112_4-1314");
    assert_eq!(
        stats.export(),
        r#"{"version":1,"finished":["2026-11-26 - 60 0 0 0 other killer::3-1112_4-1314"]}"#
    );
}

/// The first load (built without the variants) keeps a variant's line as
/// it is: saved, exported and shown nowhere but by the variants module.
/// Run with `cargo test --no-default-features --test stats`.
#[cfg(not(feature = "variants"))]
#[test]
fn the_first_load_keeps_a_variant_line_intact() {
    let lines = vec![
        format!("2026-11-25 easy 95 0 0 0 other {EASY}"),
        format!("2026-11-26 - 1210 0 0 0 other {KILLER}"),
        format!("2026-11-27 - 1500 2 0 0 other {JIGSAW}"),
    ];
    let stats = Statistics::from_lines(&lines).unwrap();
    assert_eq!(stats.lines(), lines);
    assert_eq!(
        (stats.finished[1].variant, stats.finished[1].line.as_str()),
        (Variant::Killer, KILLER)
    );
    assert_eq!(stats.summary(Level::Easy).finished, 1);
    let (back, added) = Statistics::default().import(&stats.export()).unwrap();
    assert_eq!((back, added), (stats, 3));
}
