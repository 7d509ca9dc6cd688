//! Times the Rust `sudoku` crate like the tdoku anchor's driver (built
//! from the folder in `TDOKU_DIR`) times tdoku, for
//! `scripts/bench-anchors.sh`:
//!
//! ```text
//! sudoku-crate-bench FILE [PASSES=7] [both|count2|first]
//! ```
//!
//! Each line's first 81 characters are a puzzle (`1`-`9` givens, anything
//! else empty); shorter lines and lines starting with `#` are skipped. Per
//! pass, the wall time of parsing and solving every puzzle once, divided by
//! the number of puzzles; printed: the median and minimum of the passes in
//! microseconds, after one untimed pass that counts solutions (0/1/2+) and
//! checks every solution found against the givens.

use std::process::ExitCode;
use std::time::Instant;
use sudoku::Sudoku;

/// The puzzles of `text`, each as 81 bytes of `1`-`9` and `.`.
fn puzzles(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .map(|l| {
            l.bytes()
                .take(81)
                .map(|b| {
                    if (b'1'..=b'9').contains(&b) {
                        b as char
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect()
}

/// Solves one puzzle: the number of solutions up to `limit` and the first.
fn solve(line: &str, limit: usize) -> (usize, Option<[u8; 81]>) {
    let Ok(sudoku) = Sudoku::from_str_line(line) else {
        return (0, None);
    };
    if limit == 1 {
        let solution = sudoku.some_solution();
        (
            usize::from(solution.is_some()),
            solution.map(|s| s.to_bytes()),
        )
    } else {
        let mut found = [[0u8; 81]; 2];
        let count = sudoku.solutions_up_to_buffer(&mut found, limit);
        (count, (count > 0).then_some(found[0]))
    }
}

/// True when `solution` is a full valid grid keeping the givens of `line`.
fn valid(line: &str, solution: &[u8; 81]) -> bool {
    let givens_kept = line
        .bytes()
        .zip(solution)
        .all(|(g, &s)| g == b'.' || g - b'0' == s);
    let units_full = (0..9).all(|u| {
        let (mut row, mut col, mut boxed) = (0u16, 0u16, 0u16);
        for k in 0..9 {
            row |= 1 << solution[9 * u + k];
            col |= 1 << solution[9 * k + u];
            boxed |= 1 << solution[(u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3];
        }
        row == 0x3fe && col == 0x3fe && boxed == 0x3fe
    });
    givens_kept && units_full
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: sudoku-crate-bench FILE [PASSES=7] [both|count2|first]");
        return ExitCode::from(2);
    };
    let passes: usize = args.get(2).and_then(|p| p.parse().ok()).unwrap_or(7).max(1);
    let mode = args.get(3).map_or("both", String::as_str);
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let puzzles = puzzles(&text);
    if puzzles.is_empty() {
        eprintln!("no puzzles in {path}");
        return ExitCode::from(2);
    }
    let name = path.rsplit('/').next().unwrap_or(path);
    let mut status = ExitCode::SUCCESS;
    for (limit, mode_name) in [(2, "count2"), (1, "first")] {
        if mode != "both" && mode != mode_name {
            continue;
        }
        let (mut counts, mut bad) = ([0usize; 3], 0);
        for p in &puzzles {
            let (count, first) = solve(p, limit);
            counts[count.min(2)] += 1;
            bad += usize::from(first.is_some_and(|s| !valid(p, &s)));
        }
        let mut micros: Vec<f64> = (0..passes)
            .map(|_| {
                let start = Instant::now();
                for p in &puzzles {
                    std::hint::black_box(solve(std::hint::black_box(p), limit));
                }
                start.elapsed().as_secs_f64() * 1e6 / puzzles.len() as f64
            })
            .collect();
        micros.sort_by(f64::total_cmp);
        let median = if passes % 2 == 1 {
            micros[passes / 2]
        } else {
            (micros[passes / 2 - 1] + micros[passes / 2]) / 2.0
        };
        println!(
            "{name} mode={mode_name} puzzles={} passes={passes} median_us={median:.3} min_us={:.3} \
             sols0/1/2+={}/{}/{} bad_solutions={bad}",
            puzzles.len(),
            micros[0],
            counts[0],
            counts[1],
            counts[2]
        );
        if bad > 0 {
            status = ExitCode::FAILURE;
        }
    }
    status
}
