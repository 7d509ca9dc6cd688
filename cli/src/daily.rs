//! `sudoku daily`: the day's puzzle at a level, one 81-character line, the
//! same as the page's Today's puzzle for that day and level.

use std::io::{self, Write};
use std::time::{SystemTime, UNIX_EPOCH};
use sudoku_solver::date::Date;
use sudoku_solver::generate::daily;
use sudoku_solver::rating::Level;

/// What `sudoku daily` was asked to do.
pub struct Settings {
    /// The day; today (UTC) when absent.
    pub date: Option<Date>,
    /// The level.
    pub level: Level,
}

/// Today's date, UTC, by this machine's clock.
fn today() -> Date {
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
    Date::from_unix_ms(ms)
}

/// Runs `sudoku daily`.
pub fn run(s: &Settings) -> io::Result<()> {
    let made = daily(s.date.unwrap_or_else(today), s.level);
    writeln!(io::stdout().lock(), "{}", made.puzzle.to_line())
}
