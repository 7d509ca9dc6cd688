//! Tests of batch solving: reading files, timing, warming up, chunk sizes.

use super::*;
use std::cell::Cell;

const EASY: &str = WARM_UP_PUZZLE;

#[test]
fn reads_puzzles_and_names_bad_lines() {
    let text = format!("# a set\n{EASY}\n\n12x\n{EASY}\n\u{feff}{EASY}\n");
    let read = read_file(&text);
    let lines: Vec<u32> = read.puzzles.iter().map(|(l, _)| *l).collect();
    assert_eq!(lines, vec![2, 5, 6]);
    assert_eq!(read.bad.len(), 1);
    assert_eq!(read.bad[0].line, 4);
    assert_eq!(read.bad[0].error, "expected 81 cells, found 3");
}

#[test]
fn solves_a_chunk_and_times_each_puzzle_for_at_least_the_minimum() {
    let clock = Cell::new(0.0);
    // Each reading of the clock moves it on by 0.25 ms.
    let now = || {
        clock.set(clock.get() + 0.25);
        clock.get()
    };
    let chunk = Chunk {
        puzzles: [EASY.to_string(), "1".repeat(81), ".".repeat(81)]
            .iter()
            .map(|t| Grid::parse(t).unwrap())
            .collect(),
        algorithm: Algorithm::Fast,
        mode: Mode::CountToTwo,
        budget: None,
        min_millis: 1.5,
        warm_up: false,
    };
    let chunk = Chunk::decode(&chunk.encode()).unwrap();
    let rows = run_chunk(&chunk, &now);
    let verdicts: Vec<Verdict> = rows.iter().map(|r| r.verdict).collect();
    assert_eq!(
        verdicts,
        vec![Verdict::Unique, Verdict::NoSolution, Verdict::Multiple]
    );
    // Started at 0.25; the clock read after 1, 2, 4, 8, 12 and 15
    // solves (as many more as so far, then as many as the time left
    // seemed to allow), at 1.75 the last time: 1.5 ms / 15.
    assert!((rows[0].micros - 100.0).abs() < 1e-6, "{}", rows[0].micros);
    assert!(rows[0].calls >= 1);
    assert_eq!(decode_rows(&encode_rows(&rows)).unwrap(), rows);
}

/// A chunk of the one puzzle EASY, timed for [`MIN_MILLIS`].
fn easy_chunk(algorithm: Algorithm, mode: Mode, budget: Option<u64>) -> Chunk {
    Chunk {
        puzzles: vec![Grid::parse(EASY).unwrap()],
        algorithm,
        mode,
        budget,
        min_millis: MIN_MILLIS,
        warm_up: false,
    }
}

#[test]
fn the_first_chunk_warms_up_untimed() {
    let readings = Cell::new(0u32);
    // Each reading of the clock moves it on by 5 ms.
    let now = || {
        readings.set(readings.get() + 1);
        5.0 * f64::from(readings.get())
    };
    let cold = easy_chunk(Algorithm::Fast, Mode::CountToTwo, None);
    let cold_rows = run_chunk(&cold, &now);
    let cold_readings = readings.replace(0);
    let warm = Chunk::decode(
        &Chunk {
            warm_up: true,
            ..cold.clone()
        }
        .encode(),
    )
    .unwrap();
    assert!(warm.warm_up);
    let warm_rows = run_chunk(&warm, &now);
    // The same results; 11 more readings: the warm-up's start, then
    // one after each round of solves until 50 ms have passed.
    assert_eq!(warm_rows, cold_rows);
    assert_eq!(readings.get(), cold_readings + 11);
    // A chunk written without the field (an older page) does not warm
    // up.
    let old = cold.encode().replace(",\"warm_up\":false", "");
    assert!(!old.contains("warm_up"));
    assert!(!Chunk::decode(&old).unwrap().warm_up);
}

#[test]
fn a_stalled_clock_ends_the_warm_up() {
    let cold = easy_chunk(Algorithm::Fast, Mode::First, None);
    let warm = Chunk {
        warm_up: true,
        ..cold.clone()
    };
    let readings = Cell::new(0u32);
    let now = || {
        readings.set(readings.get() + 1);
        7.0
    };
    let cold_rows = run_chunk(&cold, &now);
    let cold_readings = readings.replace(0);
    let rows = run_chunk(&warm, &now);
    assert_eq!(rows, cold_rows);
    assert_eq!(rows[0].verdict, Verdict::Solved);
    // The warm-up: its start and one reading after each of 17
    // doublings (1 to 65,536 solves).
    assert_eq!(readings.get(), cold_readings + 1 + 17);
}

#[test]
fn a_stalled_or_backward_clock_ends_the_repeats() {
    let chunk = easy_chunk(Algorithm::Fast, Mode::CountToTwo, None);
    // Stalled: the solves double up to the bound; no time measured.
    let rows = run_chunk(&chunk, &|| 7.0);
    assert_eq!(rows[0].verdict, Verdict::Unique);
    assert_eq!(rows[0].micros, 0.0);
    // Backward: one more solve a reading, up to the bound.
    let readings = Cell::new(0u32);
    let now = || {
        readings.set(readings.get() + 1);
        -f64::from(readings.get())
    };
    let rows = run_chunk(&chunk, &now);
    assert_eq!(rows[0].verdict, Verdict::Unique);
    assert!(rows[0].micros < 0.0);
    assert_eq!(readings.get(), MAX_SOLVES + 1);
}

#[test]
fn a_budget_aborts_the_backtracking_algorithms() {
    let chunk = easy_chunk(Algorithm::Naive, Mode::First, Some(10));
    let clock = Cell::new(0.0);
    let now = || {
        clock.set(clock.get() + 5.0);
        clock.get()
    };
    let rows = run_chunk(&chunk, &now);
    assert_eq!(rows[0].verdict, Verdict::Aborted);
    assert_eq!(rows[0].calls, 10);
    assert_eq!(rows[0].micros, 5000.0);
}

#[test]
fn big_files_are_timed_more_briefly() {
    assert_eq!(timing_millis(95), 3.0);
    assert_eq!(timing_millis(2000), 3.0);
    assert_eq!(timing_millis(12_000), 0.5);
    assert_eq!(timing_millis(49_158), 0.25);
    assert_eq!(timing_millis(0), 3.0);
}

#[test]
fn chunks_grow_when_quick_and_shrink_when_slow() {
    assert_eq!(next_chunk_size(16, 10.0), 32);
    assert_eq!(next_chunk_size(4096, 10.0), 4096);
    assert_eq!(next_chunk_size(16, 200.0), 16);
    assert_eq!(next_chunk_size(16, 900.0), 8);
    assert_eq!(next_chunk_size(1, 900.0), 1);
    assert!(decode_rows("nope").is_err());
}

#[test]
fn budgets_are_read_as_people_type_them() {
    assert_eq!(parse_budget(""), Ok(None));
    assert_eq!(parse_budget("  none "), Ok(None));
    assert_eq!(parse_budget("1000"), Ok(Some(1000)));
    assert_eq!(parse_budget(" 1,000,000 "), Ok(Some(1_000_000)));
    assert_eq!(parse_budget("10 000_000"), Ok(Some(10_000_000)));
    assert_eq!(parse_budget("1e3"), Ok(Some(1000)));
    assert_eq!(parse_budget("25E6"), Ok(Some(25_000_000)));
    assert_eq!(parse_budget("0"), Err(BudgetError::Zero));
    assert_eq!(parse_budget("0e99"), Err(BudgetError::Zero));
    assert_eq!(parse_budget("-5"), Err(BudgetError::NotANumber));
    assert_eq!(parse_budget("abc"), Err(BudgetError::NotANumber));
    assert_eq!(parse_budget("1.5"), Err(BudgetError::NotANumber));
    // As German, Dutch, Spanish, Italian and Portuguese readers write them,
    // and as French (narrow no-break spaces) do; never a decimal point.
    assert_eq!(parse_budget("1.000.000"), Ok(Some(1_000_000)));
    assert_eq!(parse_budget("50.000.000"), Ok(Some(50_000_000)));
    assert_eq!(parse_budget("1\u{202f}000\u{202f}000"), Ok(Some(1_000_000)));
    assert_eq!(parse_budget("1.5e6"), Err(BudgetError::NotANumber));
    assert_eq!(parse_budget("1.00"), Err(BudgetError::NotANumber));
    assert_eq!(parse_budget("e6"), Err(BudgetError::NotANumber));
    assert_eq!(parse_budget("1e"), Err(BudgetError::NotANumber));
    assert_eq!(
        parse_budget("99999999999999999999"),
        Err(BudgetError::TooBig)
    );
    assert_eq!(parse_budget("2e19"), Err(BudgetError::TooBig));
    assert_eq!(parse_budget("1e99"), Err(BudgetError::TooBig));
}
