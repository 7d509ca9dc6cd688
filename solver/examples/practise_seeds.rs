//! Makes `src/generate/practise.txt`, the seed set of puzzles for
//! practising the techniques that carving rarely gives:
//! `cargo run --release -p sudoku-solver --example practise_seeds -- SECONDS`
//! prints, for every technique, how many carved candidates used it in
//! SECONDS seconds (to stderr) and the puzzles found (to stdout, as
//! `<technique's name> <puzzle>`). With `check`, keeps the lines of stdin
//! that fit their technique; with `time`, prints the median time of
//! `practise` for every technique (the figures in docs/cli.md).

use std::io::BufRead;
use std::time::Instant;
use sudoku_solver::generate::{fits, practicable, practise, search_practise};
use sudoku_solver::rating::RatedTechnique;
use sudoku_solver::Flow;
use sudoku_solver::Grid;

fn main() {
    // `check`: keep the lines of stdin (`<name> <puzzle>`) that fit.
    if std::env::args().nth(1).as_deref() == Some("check") {
        check();
        return;
    }
    // `time`: the median time of `practise` per technique, over 21 seeds.
    if std::env::args().nth(1).as_deref() == Some("time") {
        time();
        return;
    }
    let seconds: f64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(5.0);
    let only: Option<String> = std::env::args().nth(2);
    for technique in RatedTechnique::ALL {
        if only
            .as_deref()
            .is_some_and(|o| !technique.name().eq_ignore_ascii_case(o))
        {
            continue;
        }
        let start = Instant::now();
        let (mut found, mut tries) = (0, 0);
        let mut seed = 0;
        while start.elapsed().as_secs_f64() < seconds {
            seed += 1;
            let made = search_practise(technique, seed, &mut |_| {
                if start.elapsed().as_secs_f64() < seconds {
                    Flow::Continue
                } else {
                    Flow::Stop
                }
            });
            if let Ok(made) = made {
                found += 1;
                tries += made.tries;
                println!("{} {}", technique.name(), made.puzzle.to_line());
            }
        }
        eprintln!(
            "{:32} {found:5} found, {tries:6} candidates, {:.3} s each",
            technique.name(),
            start.elapsed().as_secs_f64() / f64::from(found.max(1))
        );
    }
}

/// Prints the lines of stdin whose puzzle fits its technique.
fn check() {
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        let Some((name, puzzle)) = line.rsplit_once(' ') else {
            continue;
        };
        let (Ok(technique), Ok(grid)) = (name.parse::<RatedTechnique>(), Grid::parse(puzzle))
        else {
            continue;
        };
        if fits(technique, &grid) {
            println!("{line}");
        }
    }
}

/// Prints the median and the slowest time of `practise` per technique.
fn time() {
    for technique in RatedTechnique::ALL.into_iter().filter(|&t| practicable(t)) {
        let mut ms: Vec<f64> = (1..=21)
            .map(|seed| {
                let start = Instant::now();
                let _ = practise(technique, seed);
                start.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        ms.sort_by(f64::total_cmp);
        println!(
            "| {} | {:.1} | {:.0} |",
            technique.name(),
            ms[ms.len() / 2],
            ms[ms.len() - 1]
        );
    }
}
