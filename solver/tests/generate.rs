//! The puzzle generator: every puzzle has one solution, is rated at the
//! level asked, has symmetric givens and is minimal as promised; seeds
//! reproduce; the hook cancels.
//!
//! 40 puzzles per level (10 per symmetry) in a debug build; run with
//! `cargo test --release -p sudoku-solver --test generate` for 300 per
//! level.

use sudoku_solver::generate::{
    generate, generate_with_progress, search, GenerateError, GenerateOptions, Generated, Symmetry,
};
use sudoku_solver::rating::{rate, Level};
use sudoku_solver::{solve, Algorithm, Flow, Grid, Options, Verdict};

/// Puzzles per level and symmetry: 300 per level in release.
const PER_SYMMETRY: u64 = if cfg!(debug_assertions) { 10 } else { 75 };

fn options(level: Level, symmetry: Symmetry, seed: u64) -> GenerateOptions {
    GenerateOptions {
        level,
        symmetry,
        seed,
    }
}

fn unique(cells: &[u8; 81]) -> bool {
    let grid = Grid::from_cells(*cells).unwrap();
    solve(&grid, Algorithm::Fast, &Options::default()).verdict == Verdict::Unique
}

/// Whether removing any orbit of `symmetry` loses what the level keeps:
/// one solution, and for `easy` also the `easy` rating.
fn is_minimal(puzzle: &Grid, symmetry: Symmetry, level: Level) -> bool {
    (0..81).filter(|&i| puzzle.get(i) != 0).all(|i| {
        let mut cells = *puzzle.cells();
        cells[i] = 0;
        cells[symmetry.image(i)] = 0;
        if level == Level::Easy {
            let grid = Grid::from_cells(cells).unwrap();
            rate(&grid).map_or(true, |r| r.level != Level::Easy)
        } else {
            !unique(&cells)
        }
    })
}

fn check(made: &Generated, level: Level, symmetry: Symmetry) {
    let p = made.puzzle;
    let out = solve(&p, Algorithm::Fast, &Options::default());
    assert_eq!(out.verdict, Verdict::Unique, "{}", p.to_line());
    assert_eq!(out.solution, Some(made.solution));
    assert!(made.solution.is_solved() && p.is_completed_by(&made.solution));
    let rating = rate(&p).unwrap();
    assert_eq!(rating, made.rating, "{}", p.to_line());
    assert_eq!(rating.level, level, "{}", p.to_line());
    assert!(symmetry.holds_for(p.cells()), "{symmetry}: {}", p.to_line());
    assert!(is_minimal(&p, symmetry, level), "{}", p.to_line());
    assert!(made.tries >= 1);
}

fn level_test(level: Level) {
    for symmetry in Symmetry::ALL {
        for seed in 0..PER_SYMMETRY {
            let made = generate(&options(level, symmetry, seed));
            check(&made, level, symmetry);
        }
    }
}

#[test]
fn easy_puzzles() {
    level_test(Level::Easy);
}

#[test]
fn medium_puzzles() {
    level_test(Level::Medium);
}

#[test]
fn hard_puzzles() {
    level_test(Level::Hard);
}

#[test]
fn expert_puzzles() {
    level_test(Level::Expert);
}

#[test]
fn extreme_puzzles() {
    level_test(Level::Extreme);
}

#[test]
fn the_random_search_makes_expert_puzzles_too() {
    let made = search(&options(Level::Expert, Symmetry::None, 1), &mut |_| {
        Flow::Continue
    })
    .unwrap();
    check(&made, Level::Expert, Symmetry::None);
}

#[test]
fn the_same_seed_gives_the_same_puzzle_and_near_seeds_differ() {
    for level in Level::ALL {
        let a = generate(&options(level, Symmetry::Rotational, 11));
        assert_eq!(generate(&options(level, Symmetry::Rotational, 11)), a);
        let mut lines: Vec<String> = (0..12)
            .map(|s| {
                generate(&options(level, Symmetry::None, s))
                    .puzzle
                    .to_line()
            })
            .collect();
        lines.sort();
        lines.dedup();
        assert_eq!(lines.len(), 12, "{level}");
    }
}

#[test]
fn a_seed_gives_the_same_puzzle_on_every_platform() {
    // Fixed outputs: the generator uses only integer arithmetic on u64, so
    // these hold natively and in wasm32 alike.
    let medium = generate(&options(Level::Medium, Symmetry::None, 42));
    assert_eq!(medium.puzzle.to_line(), MEDIUM_42);
    let expert = generate(&options(Level::Expert, Symmetry::Mirror, 42));
    assert_eq!(expert.puzzle.to_line(), EXPERT_MIRROR_42);
}

const MEDIUM_42: &str =
    ".8...9..7.263............4...7..4..8.1..7....4...1.5..1....87..3.9..52...........";
const EXPERT_MIRROR_42: &str =
    ".3.....9...21.84..4.......1..75.18..3..7.4..28.......924.8.5.165...4...3...6.3...";

#[test]
fn the_hook_sees_every_candidate_and_can_cancel_at_once() {
    let opts = options(Level::Hard, Symmetry::None, 5);
    let mut seen = Vec::new();
    let made = generate_with_progress(&opts, &mut |n| {
        seen.push(n);
        Flow::Continue
    })
    .unwrap();
    assert_eq!(made, generate(&opts));
    assert_eq!(seen, (0..made.tries).collect::<Vec<u64>>());

    for level in Level::ALL {
        let mut calls = 0;
        let out = generate_with_progress(&options(level, Symmetry::None, 5), &mut |_| {
            calls += 1;
            Flow::Stop
        });
        assert_eq!(out, Err(GenerateError::Cancelled));
        assert_eq!(calls, 1);
    }
    let mut calls = 0;
    let out = generate_with_progress(&options(Level::Extreme, Symmetry::None, 5), &mut |n| {
        calls += 1;
        if n == 1 {
            Flow::Stop
        } else {
            Flow::Continue
        }
    });
    // Either the first candidate was extreme, or the second call stopped.
    match out {
        Ok(made) => assert_eq!((made.tries, calls), (1, 1)),
        Err(e) => {
            assert_eq!(e, GenerateError::Cancelled);
            assert_eq!(calls, 2);
            assert_eq!(e.to_string(), "puzzle generation cancelled");
        }
    }
}

#[test]
fn symmetry_names_read_and_print() {
    for s in Symmetry::ALL {
        assert_eq!(s.to_string().parse::<Symmetry>(), Ok(s));
    }
    assert_eq!(Symmetry::default(), Symmetry::None);
    assert_eq!(
        "spiral".parse::<Symmetry>().unwrap_err().to_string(),
        "unknown symmetry 'spiral' (expected none, rotational, diagonal or mirror)"
    );
    assert_eq!(GenerateOptions::default().level, Level::Medium);
}

#[test]
fn the_expert_seed_set_is_expert_minimal_symmetric_and_has_no_repeats() {
    let text = include_str!("../src/generate/expert.txt");
    let mut lines = Vec::new();
    for line in text.lines() {
        let (name, puzzle) = line.split_once(' ').unwrap();
        let symmetry: Symmetry = name.parse().unwrap();
        let grid = Grid::parse(puzzle).unwrap();
        assert_eq!(rate(&grid).unwrap().level, Level::Expert, "{line}");
        assert!(symmetry.holds_for(grid.cells()), "{line}");
        assert!(is_minimal(&grid, symmetry, Level::Expert), "{line}");
        lines.push(puzzle);
    }
    assert!(lines.len() >= 4 * 50, "{}", lines.len());
    lines.sort_unstable();
    lines.dedup();
    assert_eq!(lines.len(), text.lines().count());
}
