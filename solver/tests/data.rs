//! The public puzzle sets in data/ (data/SOURCES.md): known solution counts and
//! valid solutions, for every algorithm fast enough for the set.

mod common;

use common::{check, read};
use sudoku_solver::{solve, Algorithm, Grid, Options};

const SMART: [Algorithm; 2] = [Algorithm::Propagation, Algorithm::Fast];

#[test]
fn tdoku_test_puzzles_have_their_exact_counts() {
    let lines = read("tdoku_test_puzzles_counts.txt");
    assert_eq!(lines.len(), 43);
    let mut by_count = [0usize; 3];
    for (n, line) in lines.iter().enumerate() {
        let mut parts = line.split(':');
        let puzzle = parts.next().unwrap();
        let exact: u32 = parts.next().unwrap().parse().unwrap();
        let expected = exact.min(2) as u8;
        by_count[expected as usize] += 1;
        for algo in Algorithm::ALL {
            let found = check(puzzle, algo, expected, &format!("line {}", n + 1));
            if let (Some(known), Some(found)) = (parts.clone().next(), found) {
                assert_eq!(found.to_line(), known, "line {} with {algo}", n + 1);
            }
        }
    }
    assert_eq!(by_count, [10, 18, 15]);
}

#[test]
fn norvig_top95_all_unique() {
    let lines = read("norvig_top95.txt");
    assert_eq!(lines.len(), 95);
    for (n, p) in lines.iter().enumerate() {
        for algo in SMART {
            check(p, algo, 1, &format!("top95 line {}", n + 1));
        }
    }
}

#[test]
fn top95_first_puzzles_with_backtracking() {
    // The tutorial algorithms agree with the smart ones where they finish
    // within a budget; the first puzzle of top95 is within reach of both.
    let p = &read("norvig_top95.txt")[0];
    for algo in [Algorithm::Naive, Algorithm::Candidates] {
        check(p, algo, 1, "top95 line 1");
    }
}

#[test]
fn top2365_line_566_is_the_only_multiple() {
    let lines = read("top2365.txt");
    assert_eq!(lines.len(), 2361);
    for (n, p) in lines.iter().enumerate() {
        let expected = if n + 1 == 566 { 2 } else { 1 };
        for algo in SMART {
            check(p, algo, expected, &format!("top2365 line {}", n + 1));
        }
    }
}

#[test]
fn serg_benchmark_sample_all_multiple() {
    let lines = read("tdoku_serg_benchmark.txt");
    assert_eq!(lines.len(), 10_000);
    for (n, p) in lines.iter().enumerate().step_by(10) {
        for algo in SMART {
            check(p, algo, 2, &format!("serg line {}", n + 1));
        }
    }
}

#[test]
fn hardest_sets_all_unique() {
    for (name, size) in [
        ("tdoku_magictour_top1465.txt", 1465),
        ("tdoku_forum_hardest_1106.txt", 375),
        ("norvig_hardest.txt", 11),
        ("msolve_most_difficult.txt", 100),
    ] {
        let lines = read(name);
        assert_eq!(lines.len(), size, "{name}");
        for (n, p) in lines.iter().enumerate() {
            for algo in SMART {
                check(p, algo, 1, &format!("{name} line {}", n + 1));
            }
        }
    }
}

#[test]
fn all_17_clue_puzzles_unique_with_fast() {
    let lines = read("tdoku_17_clue_49158.txt");
    assert_eq!(lines.len(), 49_158);
    for (n, p) in lines.iter().enumerate() {
        let grid = Grid::parse(p).unwrap();
        assert_eq!(grid.filled(), 17, "line {}", n + 1);
        check(p, Algorithm::Fast, 1, &format!("17-clue line {}", n + 1));
    }
    // And a sample with propagation, which must find the same solutions.
    for p in lines.iter().step_by(97) {
        let grid = Grid::parse(p).unwrap();
        let a = solve(&grid, Algorithm::Fast, &Options::default()).solution;
        let b = solve(&grid, Algorithm::Propagation, &Options::default()).solution;
        assert_eq!(a, b, "{p}");
    }
}
