//! Calendar dates (proleptic Gregorian, UTC days) for the daily puzzle:
//! [`Date`] reads and writes `YYYY-MM-DD`, counts days from 1970-01-01 and
//! names itself as people write it ("26 Nov 2026").
//!
//! Written here rather than taken from a crate: the solver crate has no
//! dependencies, and the day arithmetic is the forty lines of Howard
//! Hinnant's `days_from_civil` and `civil_from_days`
//! (<https://howardhinnant.github.io/date_algorithms.html>), exact for every
//! date from year 0 to 9999.
//!
//! ```
//! use sudoku_solver::date::Date;
//!
//! let date: Date = "2026-11-26".parse().unwrap();
//! assert_eq!(date.to_string(), "2026-11-26");
//! assert_eq!(date.long(), "26 Nov 2026");
//! assert_eq!(Date::from_days(date.days() + 6).to_string(), "2026-12-02");
//! ```

use std::fmt;
use std::str::FromStr;

/// A day of the calendar. With the `serde` feature it writes as
/// `YYYY-MM-DD` and reads only a real date.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "String", try_from = "String")
)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

/// Milliseconds in a day, to turn a clock's time into [`Date::from_days`].
pub const MS_PER_DAY: i64 = 86_400_000;

/// The short names of the months, as [`Date::long`] writes them.
const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// Why a date was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DateError(String);

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a date: write it as YYYY-MM-DD, such as 2026-11-26",
            self.0.escape_debug()
        )
    }
}

impl std::error::Error for DateError {}

/// True in leap years.
fn leap(year: u16) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

/// The days of `month` (1-12) of `year`.
fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The date, if it is one: year 0 to 9999, month 1 to 12, a day the
    /// month has.
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        let valid = year <= 9999
            && (1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month);
        valid.then_some(Date { year, month, day })
    }

    /// The year.
    pub fn year(self) -> u16 {
        self.year
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, 1 to 31.
    pub fn day(self) -> u8 {
        self.day
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn days(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01, clamped to years 0 to 9999.
    pub fn from_days(days: i64) -> Date {
        // 0000-01-01 and 9999-12-31.
        let z = days.clamp(-719_528, 2_932_896) + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        // In range by the clamp above.
        Date {
            year: u16::try_from(year).unwrap_or(0),
            month: u8::try_from(month).unwrap_or(1),
            day: u8::try_from(day).unwrap_or(1),
        }
    }

    /// The UTC date at `ms` milliseconds after 1970-01-01T00:00Z (a clock's
    /// time, such as JavaScript's `Date.now()`).
    pub fn from_unix_ms(ms: i64) -> Date {
        Date::from_days(ms.div_euclid(MS_PER_DAY))
    }

    /// The date as people write it: "26 Nov 2026".
    pub fn long(self) -> String {
        let month = MONTHS[usize::from(self.month - 1) % 12];
        format!("{} {month} {}", self.day, self.year)
    }
}

/// `YYYY-MM-DD`.
impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl From<Date> for String {
    fn from(date: Date) -> String {
        date.to_string()
    }
}

/// Reads `YYYY-MM-DD`, as [`Date::from_str`].
impl TryFrom<String> for Date {
    type Error = DateError;
    fn try_from(text: String) -> Result<Date, DateError> {
        text.parse()
    }
}

/// Reads `YYYY-MM-DD` (surrounding spaces allowed).
impl FromStr for Date {
    type Err = DateError;

    fn from_str(s: &str) -> Result<Date, DateError> {
        let error = || DateError(s.to_string());
        let text = s.trim();
        let mut parts = text.split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(error());
        };
        let digits = |part: &str, len: usize| {
            (part.len() == len && part.bytes().all(|b| b.is_ascii_digit()))
                .then(|| part.parse::<u16>().ok())
                .flatten()
        };
        match (digits(y, 4), digits(m, 2), digits(d, 2)) {
            (Some(year), Some(month), Some(day)) => Date::new(
                year,
                u8::try_from(month).map_err(|_| error())?,
                u8::try_from(day).map_err(|_| error())?,
            )
            .ok_or_else(error),
            _ => Err(error()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_round_trip_over_every_day_of_four_centuries() {
        let start = Date::new(1900, 1, 1).map(Date::days);
        assert_eq!(start, Some(-25_567));
        let mut previous: Option<Date> = None;
        for days in -25_567..(-25_567 + 146_097) {
            let date = Date::from_days(days);
            assert_eq!(date.days(), days);
            assert_eq!(Date::new(date.year, date.month, date.day), Some(date));
            if let Some(previous) = previous {
                assert!(previous < date);
            }
            previous = Some(date);
        }
    }

    #[test]
    fn known_days() {
        assert_eq!(Date::from_days(0).to_string(), "1970-01-01");
        assert_eq!(Date::from_days(-1).to_string(), "1969-12-31");
        assert_eq!(Date::from_days(20_514).to_string(), "2026-03-02");
        assert_eq!(Date::from_days(11_016).to_string(), "2000-02-29");
        assert_eq!(
            Date::from_unix_ms(1_795_654_800_000).to_string(),
            "2026-11-26"
        );
        assert_eq!(Date::from_unix_ms(-1).to_string(), "1969-12-31");
        assert_eq!(Date::from_days(i64::MAX).to_string(), "9999-12-31");
        assert_eq!(Date::from_days(i64::MIN).to_string(), "0000-01-01");
    }

    #[test]
    fn reads_only_real_dates() {
        for good in ["2026-11-26", " 2024-02-29 ", "0000-01-01", "9999-12-31"] {
            let date: Date = good.parse().unwrap();
            assert_eq!(date.to_string(), good.trim());
        }
        for bad in [
            "",
            "2026-11",
            "2026-11-26-1",
            "26-11-2026",
            "2026-1-26",
            "2026-13-01",
            "2026-02-29",
            "1900-02-29",
            "2026-04-31",
            "2026-00-10",
            "2026-11-00",
            "+026-11-26",
            "2026-11-2x",
            "２０２６-11-26",
        ] {
            let err = bad.parse::<Date>().unwrap_err();
            assert!(err.to_string().contains("YYYY-MM-DD"), "{bad}: {err}");
        }
    }

    #[test]
    fn long_names() {
        assert_eq!(
            Date::new(2026, 11, 26).map(Date::long).as_deref(),
            Some("26 Nov 2026")
        );
        assert_eq!(
            Date::new(2027, 1, 3).map(Date::long).as_deref(),
            Some("3 Jan 2027")
        );
    }
}
