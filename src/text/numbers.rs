//! Number and time formats: durations, dates and the timer, in the
//! language in use (`number-*` messages: the numbers are written by the
//! language's format, "69,175,317" in English, "69.175.317" in German).
//! Pure functions, tested natively.
//!
//! [`count`] and [`thousands`] are the solver crate's English words
//! ([`sudoku_solver::words`]), kept for the parts of the page whose
//! sentences are not in the catalogue yet.

use crate::model::lang::{number, tf, Arg};
use crate::t;
use sudoku_solver::date::Date;
pub use sudoku_solver::words::{count, thousands};

/// A duration in milliseconds for people: `"0.25 ms"`, `"12.3 ms"`,
/// `"1.52 s"`; below 0.1 ms (the resolution of `performance.now()` in most
/// browsers) `"under 0.1 ms"`, also for negative or non-finite inputs.
pub fn duration(millis: f64) -> String {
    let ms = if millis.is_finite() { millis } else { 0.0 };
    if ms < 0.1 {
        t!("number-duration-under", ms = 0.1)
    } else if ms < 10.0 {
        t!("number-duration-ms", ms = decimal(ms, 2).as_str())
    } else if ms < 1000.0 {
        t!("number-duration-ms", ms = decimal(ms, 1).as_str())
    } else {
        t!("number-duration-s", s = decimal(ms / 1000.0, 2).as_str())
    }
}

/// `x` (finite, not negative) with exactly `places` decimals, written for
/// the language in use: `decimal(12.0, 1)` is `"12.0"` in English, `"12,0"`
/// in German (a number passed to a message drops the trailing zero).
pub fn decimal(x: f64, places: u32) -> String {
    let scale = 10u64.pow(places);
    let n = (x.max(0.0) * scale as f64).round() as u64;
    let whole = number((n / scale) as f64);
    if places == 0 {
        return whole;
    }
    // The language's decimal mark, as it writes a half: "0.5", "0,5".
    let half = number(0.5);
    let mark = half.trim_start_matches('0').trim_end_matches('5');
    format!(
        "{whole}{mark}{:0width$}",
        n % scale,
        width = places as usize
    )
}

/// Message `id` with `parts` (up to three, the number-* phrases of a
/// list): `count` is how many, `a`, `b`, `c` the parts, empty when absent.
pub fn listed(id: &str, parts: &[String]) -> String {
    let part = |i: usize| parts.get(i).map_or("", String::as_str);
    tf(
        id,
        &[
            ("count", Arg::from(parts.len())),
            ("a", Arg::from(part(0))),
            ("b", Arg::from(part(1))),
            ("c", Arg::from(part(2))),
        ],
    )
}

/// A day as the page writes it in a sentence: "26 Nov 2026".
pub fn long_date(date: Date) -> String {
    // The year in plain digits: a number would be grouped ("2,026").
    let year = date.year().to_string();
    t!(
        "number-date",
        day = date.day(),
        month = date.month(),
        year = year.as_str()
    )
}

/// `x` (finite, not negative) with `places` decimals: `fixed(12.345, 1)` is
/// `"12.3"`. Written with integers: the formatter's float machinery costs
/// the page 5 KB.
pub fn fixed(x: f64, places: u32) -> String {
    let scale = 10u64.pow(places);
    let n = (x.max(0.0) * scale as f64).round() as u64;
    if places == 0 {
        return n.to_string();
    }
    format!(
        "{}.{:0width$}",
        n / scale,
        n % scale,
        width = places as usize
    )
}

/// A time on the timer: `"0:07"`, `"12:34"`, `"1:02:03"`.
pub fn clock(seconds: u64) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_shows_minutes_and_seconds() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(7), "0:07");
        assert_eq!(clock(754), "12:34");
        assert_eq!(clock(3723), "1:02:03");
    }

    #[test]
    fn fixed_rounds_to_the_places() {
        assert_eq!(fixed(12.345, 1), "12.3");
        assert_eq!(fixed(0.25, 2), "0.25");
        assert_eq!(fixed(99.999, 2), "100.00");
        assert_eq!(fixed(7.0, 0), "7");
        assert_eq!(fixed(-3.0, 2), "0.00");
    }

    #[test]
    fn duration_picks_a_unit() {
        assert_eq!(duration(0.0834), "under 0.1\u{a0}ms");
        assert_eq!(duration(0.0), "under 0.1\u{a0}ms");
        assert_eq!(duration(0.25), "0.25\u{a0}ms");
        assert_eq!(duration(12.34), "12.3\u{a0}ms");
        assert_eq!(duration(1520.0), "1.52\u{a0}s");
        assert_eq!(duration(-1.0), "under 0.1\u{a0}ms");
        assert_eq!(duration(f64::NAN), "under 0.1\u{a0}ms");
        assert_eq!(duration(12.0), "12.0\u{a0}ms");
        assert_eq!(duration(1234567.0), "1,234.57\u{a0}s");
    }

    #[test]
    fn decimal_keeps_its_places() {
        assert_eq!(decimal(12.0, 1), "12.0");
        assert_eq!(decimal(1234.5, 2), "1,234.50");
        assert_eq!(decimal(7.4, 0), "7");
    }

    /// German numbers: "1.234,5".
    struct German;

    impl sudoku_i18n::Locale for German {
        fn plural(&self, n: f64) -> sudoku_i18n::Plural {
            sudoku_i18n::English.plural(n)
        }

        fn number(&self, n: f64) -> String {
            let swap = |c| match c {
                ',' => '.',
                '.' => ',',
                c => c,
            };
            sudoku_i18n::English.number(n).chars().map(swap).collect()
        }
    }

    #[test]
    fn durations_are_written_as_the_language_writes_numbers() {
        use crate::model::lang::{english, speak, Lang};
        // This test's thread only: each test runs on its own.
        speak(Lang::De, english(), Vec::new(), std::rc::Rc::new(German));
        assert_eq!(decimal(1234.5, 2), "1.234,50");
        assert_eq!(duration(12.0), "12,0\u{a0}ms");
        assert_eq!(duration(0.01), "under 0,1\u{a0}ms");
    }

    #[test]
    fn long_dates_name_the_month() {
        let date = |y, m, d| Date::new(y, m, d).unwrap();
        assert_eq!(long_date(date(2026, 11, 26)), "26 Nov 2026");
        for month in 1..=12 {
            assert_eq!(long_date(date(2026, month, 1)), date(2026, month, 1).long());
        }
    }
}
