//! Criterion benchmarks of the solvers on the public puzzle collections.
//!
//! The collections live in the repository's `data/` (data/SOURCES.md); a
//! missing file is reported and skipped.
//!
//! * `fast/<file>`: the production solver (`fast`, counting solutions up to
//!   two) over a fixed sample of each file, parse included; the throughput is
//!   in puzzles.
//! * `algorithms/<name>`: the four algorithms on the first puzzles of
//!   norvig_top95, the naive ones under a call budget.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use sudoku_solver::{solve, Algorithm, Grid, Options};

/// Where the puzzle collections are, relative to this crate.
const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/");

/// The files timed with `fast`, and how many of their puzzles (spread
/// evenly over the file) make the sample.
const FILES: [(&str, usize); 6] = [
    ("tdoku_17_clue_49158.txt", 1000),
    ("tdoku_magictour_top1465.txt", 1465),
    ("tdoku_forum_hardest_1106.txt", 375),
    ("norvig_top95.txt", 95),
    ("tdoku_serg_benchmark.txt", 1000),
    ("top2365.txt", 500),
];

/// Puzzles of norvig_top95 used to compare the four algorithms.
const COMPARED: usize = 3;

/// Call budget for the comparison, so that `naive` stays bounded.
const MAX_CALLS: u64 = 200_000;

/// Up to `count` puzzle lines of `name`, evenly spread; None if unreadable.
fn sample(name: &str, count: usize) -> Option<Vec<String>> {
    let path = format!("{DATA}{name}");
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("skipping {name}: cannot read {path}: {e}");
            return None;
        }
    };
    let lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect();
    if lines.is_empty() {
        eprintln!("skipping {name}: no puzzles");
        return None;
    }
    let step = (lines.len() / count.max(1)).max(1);
    Some(lines.into_iter().step_by(step).take(count).collect())
}

fn fast(c: &mut Criterion) {
    let options = Options::default();
    let mut group = c.benchmark_group("fast");
    for (name, count) in FILES {
        let Some(puzzles) = sample(name, count) else {
            continue;
        };
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_function(name.trim_end_matches(".txt"), |b| {
            b.iter(|| {
                for p in &puzzles {
                    if let Ok(grid) = Grid::parse(black_box(p)) {
                        black_box(solve(&grid, Algorithm::Fast, &options));
                    }
                }
            })
        });
    }
    group.finish();
}

fn algorithms(c: &mut Criterion) {
    let Some(lines) = sample("norvig_top95.txt", 95) else {
        return;
    };
    let grids: Vec<Grid> = lines
        .iter()
        .take(COMPARED)
        .filter_map(|p| Grid::parse(p).ok())
        .collect();
    let options = Options {
        max_calls: Some(MAX_CALLS),
        ..Options::default()
    };
    let mut group = c.benchmark_group("algorithms");
    group.sample_size(10);
    group.throughput(Throughput::Elements(grids.len() as u64));
    for algorithm in Algorithm::ALL {
        group.bench_with_input(
            BenchmarkId::from_parameter(algorithm.name()),
            &grids,
            |b, grids| {
                b.iter(|| {
                    for g in grids {
                        black_box(solve(black_box(g), algorithm, &options));
                    }
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, fast, algorithms);
criterion_main!(benches);
