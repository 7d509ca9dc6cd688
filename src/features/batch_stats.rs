//! A batch run's numbers: the verdict counts, median, mean and total time,
//! calls, a histogram of the time per puzzle, and the results as CSV and
//! JSON for download. Pure Rust.

use super::batch::{BadLine, Row};
use serde::Serialize;
use sudoku_solver::{Algorithm, Grid, Mode, Verdict};

/// What a run's rows add up to.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Summary {
    /// Puzzles solved.
    pub puzzles: usize,
    /// How many got each verdict, in the order of [`Verdict::ALL`] (in
    /// JSON, an object keyed by the verdicts' names).
    #[serde(serialize_with = "serialize_verdict_counts")]
    pub verdicts: [usize; 6],
    /// The median time per puzzle, µs.
    pub median_micros: f64,
    /// The mean time per puzzle, µs (`sudoku bench`'s figure).
    pub mean_micros: f64,
    /// The sum of the times, ms.
    pub total_millis: f64,
    /// The sum of the calls.
    pub calls: u64,
    /// The median of the calls.
    pub median_calls: u64,
    /// The sum of the guesses.
    pub guesses: u64,
}

/// The verdict counts as an object, `{"unique": 95, "multiple": 0, ...}`,
/// so that a downloaded file says which count is which.
fn serialize_verdict_counts<S: serde::Serializer>(
    counts: &[usize; 6],
    out: S,
) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut map = out.serialize_map(Some(counts.len()))?;
    for (verdict, n) in Verdict::ALL.iter().zip(counts) {
        map.serialize_entry(verdict.as_str(), n)?;
    }
    map.end()
}

/// `x` (finite, not negative) with exactly `places` decimals, written for
/// the language in use: `decimals(4.1, 2)` is "4.10" in English, "4,10" in
/// German. Written with integers (the formatter's float machinery costs
/// the page kilobytes); the decimal sign is the one the language's number
/// format writes in one half.
pub fn decimals(x: f64, places: u32) -> String {
    use crate::model::lang::number;
    let x = if x.is_finite() { x.max(0.0) } else { 0.0 };
    let scale = 10u64.pow(places);
    let n = (x * scale as f64).round() as u64;
    let whole = number((n / scale) as f64);
    if places == 0 {
        return whole;
    }
    let half = number(0.5);
    let sign = half.trim_start_matches('0').trim_end_matches('5');
    format!(
        "{whole}{sign}{:0width$}",
        n % scale,
        width = places as usize
    )
}

/// How many of `rows` got each verdict, in the order of [`Verdict::ALL`]
/// (without the sorting of [`summarize`]).
pub fn verdict_counts(rows: &[Row]) -> [usize; 6] {
    let mut counts = [0; 6];
    for row in rows {
        if let Some(slot) = Verdict::ALL.iter().position(|v| *v == row.verdict) {
            counts[slot] += 1;
        }
    }
    counts
}

/// Sums up `rows`.
pub fn summarize(rows: &[Row]) -> Summary {
    let mut out = Summary {
        puzzles: rows.len(),
        verdicts: verdict_counts(rows),
        ..Summary::default()
    };
    if rows.is_empty() {
        return out;
    }
    for row in rows {
        out.total_millis += row.micros / 1000.0;
        out.calls += row.calls;
        out.guesses += row.guesses;
    }
    let mut micros: Vec<f64> = rows.iter().map(|r| r.micros).collect();
    micros.sort_by(f64::total_cmp);
    out.median_micros = median(&micros);
    let mut calls: Vec<u64> = rows.iter().map(|r| r.calls).collect();
    calls.sort_unstable();
    out.median_calls = calls[calls.len() / 2];
    out.mean_micros = out.total_millis * 1000.0 / rows.len() as f64;
    out
}

/// The median of sorted values (the mean of the middle two for an even count).
fn median(sorted: &[f64]) -> f64 {
    let n = sorted.len();
    if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    }
}

/// One bar of the histogram: puzzles that took `from..to` µs.
#[derive(Clone, Debug, PartialEq)]
pub struct Bucket {
    /// The lower edge, µs (included).
    pub from: f64,
    /// The upper edge, µs (excluded).
    pub to: f64,
    /// Puzzles in it.
    pub count: usize,
}

/// The histogram of the time per puzzle: buckets at 1, 3, 10, 30 ... µs
/// (two a decade, as times spread over several), from the quickest
/// puzzle's bucket to the slowest's, empty ones between included.
pub fn histogram(rows: &[Row]) -> Vec<Bucket> {
    let edge = |i: i32| -> f64 {
        let decade = 10f64.powi(i.div_euclid(2));
        if i.rem_euclid(2) == 0 {
            decade
        } else {
            decade * 3.0
        }
    };
    // The bucket of a time: the largest i with edge(i) <= micros.
    let index = |micros: f64| -> i32 {
        let mut i = 0;
        while i > -4 && micros < edge(i) {
            i -= 1;
        }
        while i < 30 && micros >= edge(i + 1) {
            i += 1;
        }
        i
    };
    let indices: Vec<i32> = rows.iter().map(|r| index(r.micros)).collect();
    let (Some(&lo), Some(&hi)) = (indices.iter().min(), indices.iter().max()) else {
        return Vec::new();
    };
    (lo..=hi)
        .map(|i| Bucket {
            from: edge(i),
            to: edge(i + 1),
            count: indices.iter().filter(|&&j| j == i).count(),
        })
        .collect()
}

/// What a run was: the file, the puzzles and how they were solved.
#[derive(Clone, Copy, Debug)]
pub struct Run<'a> {
    /// The file's name.
    pub file: &'a str,
    /// Its puzzles with their line numbers.
    pub puzzles: &'a [(u32, Grid)],
    /// Its bad lines.
    pub bad: &'a [BadLine],
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The mode.
    pub mode: Mode,
    /// The call budget per puzzle.
    pub budget: Option<u64>,
}

/// The rows as CSV: a header, then a line per solved puzzle.
pub fn csv(run: &Run<'_>, rows: &[Row]) -> String {
    let mut out = String::from("line,puzzle,verdict,micros,calls,guesses\n");
    for ((line, grid), row) in run.puzzles.iter().zip(rows) {
        out.push_str(&format!(
            "{line},{},{},{:.3},{},{}\n",
            grid.to_line(),
            row.verdict.as_str(),
            row.micros,
            row.calls,
            row.guesses
        ));
    }
    out
}

/// The whole run as JSON: the settings, the summary, each puzzle, the bad lines.
pub fn json(run: &Run<'_>, rows: &[Row]) -> String {
    #[derive(Serialize)]
    struct Puzzle<'a> {
        line: u32,
        puzzle: String,
        #[serde(flatten)]
        row: &'a Row,
    }
    #[derive(Serialize)]
    struct Whole<'a> {
        file: &'a str,
        algorithm: Algorithm,
        mode: Mode,
        budget: Option<u64>,
        summary: Summary,
        puzzles: Vec<Puzzle<'a>>,
        bad_lines: &'a [BadLine],
    }
    let whole = Whole {
        file: run.file,
        algorithm: run.algorithm,
        mode: run.mode,
        budget: run.budget,
        summary: summarize(rows),
        puzzles: run
            .puzzles
            .iter()
            .zip(rows)
            .map(|((line, grid), row)| Puzzle {
                line: *line,
                puzzle: grid.to_line(),
                row,
            })
            .collect(),
        bad_lines: run.bad,
    };
    serde_json::to_string_pretty(&whole).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_keep_their_places() {
        assert_eq!(decimals(4.1, 2), "4.10");
        assert_eq!(decimals(9.0, 1), "9.0");
        assert_eq!(decimals(312.4, 0), "312");
        assert_eq!(decimals(1234.567, 2), "1,234.57");
        assert_eq!(decimals(-3.0, 2), "0.00");
        assert_eq!(decimals(f64::NAN, 1), "0.0");
    }

    fn row(verdict: Verdict, micros: f64, calls: u64) -> Row {
        Row {
            verdict,
            micros,
            calls,
            guesses: calls / 2,
        }
    }

    #[test]
    fn sums_up_the_rows() {
        let rows = [
            row(Verdict::Unique, 2.0, 1),
            row(Verdict::Unique, 4.0, 3),
            row(Verdict::Multiple, 30.0, 9),
            row(Verdict::Aborted, 1000.0, 100),
        ];
        let s = summarize(&rows);
        assert_eq!(s.puzzles, 4);
        assert_eq!(s.verdicts, [2, 1, 0, 0, 1, 0]);
        assert_eq!(s.median_micros, 17.0);
        assert_eq!(s.mean_micros, 259.0);
        assert!((s.total_millis - 1.036).abs() < 1e-12);
        assert_eq!((s.calls, s.median_calls, s.guesses), (113, 9, 55));
        assert_eq!(summarize(&[]), Summary::default());
    }

    #[test]
    fn the_histogram_spans_the_quickest_to_the_slowest() {
        let rows = [
            row(Verdict::Unique, 2.0, 1),
            row(Verdict::Unique, 2.9, 1),
            row(Verdict::Unique, 45.0, 1),
        ];
        let bars: Vec<(f64, f64, usize)> = histogram(&rows)
            .iter()
            .map(|b| (b.from, b.to, b.count))
            .collect();
        assert_eq!(
            bars,
            vec![
                (1.0, 3.0, 2),
                (3.0, 10.0, 0),
                (10.0, 30.0, 0),
                (30.0, 100.0, 1)
            ]
        );
        assert!(histogram(&[]).is_empty());
        let slow = histogram(&[row(Verdict::Unique, 2.5e6, 1)]);
        assert_eq!((slow[0].from, slow[0].to), (1e6, 3e6));
    }

    #[test]
    fn writes_csv_and_json() {
        let text =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let grid = Grid::parse(text).unwrap();
        let puzzles = [(3, grid)];
        let bad = [BadLine {
            line: 1,
            error: "expected 81 cells, found 3".into(),
            why: sudoku_solver::ParseError::WrongCount { found: 3 },
        }];
        let run = Run {
            file: "a.txt",
            puzzles: &puzzles,
            bad: &bad,
            algorithm: Algorithm::Fast,
            mode: Mode::CountToTwo,
            budget: None,
        };
        let rows = [row(Verdict::Unique, 12.5, 4)];
        assert_eq!(
            csv(&run, &rows),
            format!("line,puzzle,verdict,micros,calls,guesses\n3,{text},unique,12.500,4,2\n")
        );
        let value: serde_json::Value = serde_json::from_str(&json(&run, &rows)).unwrap();
        assert_eq!(value["file"], "a.txt");
        assert_eq!(value["algorithm"], "fast");
        assert_eq!(value["summary"]["verdicts"]["unique"], 1);
        assert_eq!(value["summary"]["verdicts"]["aborted"], 0);
        assert_eq!(
            value["summary"]["verdicts"].as_object().map(|o| o.len()),
            Some(6)
        );
        assert_eq!(value["puzzles"][0]["line"], 3);
        assert_eq!(value["puzzles"][0]["puzzle"], text);
        assert_eq!(value["puzzles"][0]["verdict"], "unique");
        assert_eq!(value["puzzles"][0]["calls"], 4);
        assert_eq!(value["bad_lines"][0]["line"], 1);
    }
}
