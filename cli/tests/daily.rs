//! `sudoku daily` against docs/interfaces.md (The `sudoku` command, daily).

use std::process::{Command, Output};
use sudoku_solver::date::Date;
use sudoku_solver::generate::daily;
use sudoku_solver::rating::{rate, Level};
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};

fn sudoku(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn the_day_and_level_give_one_line_rated_at_the_level() {
    for level in ["easy", "medium", "hard", "expert", "extreme"] {
        let o = sudoku(&["daily", "--date", "2026-11-26", "--level", level]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert!(o.stderr.is_empty());
        let out = stdout(&o);
        let line = out.strip_suffix('\n').unwrap();
        assert_eq!(line.len(), 81);
        let grid = Grid::parse(line).unwrap();
        let verdict = solve(&grid, Algorithm::Fast, &Options::default()).verdict;
        assert_eq!(verdict, Verdict::Unique);
        let level: Level = level.parse().unwrap();
        assert_eq!(rate(&grid).map(|r| r.level), Ok(level));
        assert_eq!(daily("2026-11-26".parse().unwrap(), level).puzzle, grid);
    }
}

#[test]
fn medium_is_the_default_and_the_line_is_pinned() {
    let o = sudoku(&["daily", "--date", "2026-11-26"]);
    assert_eq!(
        stdout(&o),
        "..6.2.38...8.6...7..1...64..2...9..6...4.3...8..6...9..74...8..9...1.5...63.4.2..\n"
    );
}

#[test]
fn without_a_date_it_is_today_utc() {
    // Read the clock before and after: the run may cross midnight.
    let now = || {
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis();
        Date::from_unix_ms(i64::try_from(ms).unwrap())
    };
    let before = now();
    let out = stdout(&sudoku(&["daily", "--level", "easy"]));
    let days = [before, now()].map(|d| daily(d, Level::Easy).puzzle.to_line() + "\n");
    assert!(days.contains(&out), "{out}");
}

#[test]
fn a_bad_date_or_level_is_a_usage_error_that_says_why() {
    for (args, says) in [
        (
            ["daily", "--date", "2026-02-30"],
            "'2026-02-30' is not a date: write it as YYYY-MM-DD",
        ),
        (
            ["daily", "--date", "26/11/2026"],
            "'26/11/2026' is not a date",
        ),
        (["daily", "--level", "tricky"], "tricky"),
    ] {
        let o = sudoku(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty());
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
