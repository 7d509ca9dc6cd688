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
        format!("{ms:.2} ms")
    } else if ms < 1000.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{:.2} s", ms / 1000.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
