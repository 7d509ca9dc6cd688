//! Number and time formats: thousands separators and plurals (the solver
//! crate's [`sudoku_solver::words`], one copy for the CLI and the page) and
//! durations. Pure functions, tested natively.

pub use sudoku_solver::words::{count, thousands};

/// A duration in milliseconds for people: `"0.25 ms"`, `"12.3 ms"`,
/// `"1.52 s"`; below 0.1 ms (the resolution of `performance.now()` in most
/// browsers) `"under 0.1 ms"`, also for negative or non-finite inputs.
pub fn duration(millis: f64) -> String {
    let ms = if millis.is_finite() { millis } else { 0.0 };
    if ms < 0.1 {
        "under 0.1 ms".to_string()
    } else if ms < 10.0 {
        format!("{} ms", fixed(ms, 2))
    } else if ms < 1000.0 {
        format!("{} ms", fixed(ms, 1))
    } else {
        format!("{} s", fixed(ms / 1000.0, 2))
    }
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

/// The counts that are not zero, each with its noun: `[(2, "hint"), (0,
/// "check")]` gives `["2 hints"]` (the help used in a game, in the status
/// and in the share line).
pub fn nonzero_counts(counts: &[(u32, &str)]) -> Vec<String> {
    counts
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|&(n, noun)| super::count(u64::from(n), noun))
        .collect()
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
        assert_eq!(duration(0.0834), "under 0.1 ms");
        assert_eq!(duration(0.0), "under 0.1 ms");
        assert_eq!(duration(0.25), "0.25 ms");
        assert_eq!(duration(12.34), "12.3 ms");
        assert_eq!(duration(1520.0), "1.52 s");
        assert_eq!(duration(-1.0), "under 0.1 ms");
        assert_eq!(duration(f64::NAN), "under 0.1 ms");
    }
}
