//! Property tests: random full grids with random cells removed, and random
//! edits that may leave no solution. Every algorithm must return a valid
//! solution keeping every given, and all must agree on the count (0/1/2+).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use sudoku_solver::{clashes, solve, Algorithm, Grid, Mode, Options, Verdict};

/// A valid full grid: the pattern (r*3 + r/3 + c) % 9 + 1.
fn base() -> [u8; 81] {
    let mut cells = [0u8; 81];
    for (i, v) in cells.iter_mut().enumerate() {
        let (r, c) = (i / 9, i % 9);
        *v = ((r * 3 + r / 3 + c) % 9 + 1) as u8;
    }
    cells
}

/// Validity-preserving shuffles of the base grid: digit relabelling, row
/// and column permutations within bands and stacks, band and stack order,
/// transposition.
fn full_grid() -> impl Strategy<Value = [u8; 81]> {
    let perm9 = Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle();
    let perm3 = || Just(vec![0usize, 1, 2]).prop_shuffle();
    (
        perm9,
        [perm3(), perm3(), perm3(), perm3()],
        [perm3(), perm3(), perm3(), perm3()],
        any::<bool>(),
    )
        .prop_map(|(digits, rows, cols, transpose)| {
            let b = base();
            let map = |p: &[Vec<usize>; 4], k: usize| p[0][k / 3] * 3 + p[1 + k / 3][k % 3];
            let mut out = [0u8; 81];
            for r in 0..9 {
                for c in 0..9 {
                    let (sr, sc) = (map(&rows, r), map(&cols, c));
                    let (sr, sc) = if transpose { (sc, sr) } else { (sr, sc) };
                    out[r * 9 + c] = digits[b[sr * 9 + sc] as usize - 1];
                }
            }
            out
        })
}

/// Runs every algorithm; naive and candidates get a call budget and may be
/// left out of the comparison when they hit it. Returns the common count.
fn agree(grid: &Grid) -> u8 {
    let mut counts = Vec::new();
    for algo in Algorithm::ALL {
        let options = Options {
            max_calls: Some(2_000_000),
            ..Options::default()
        };
        let out = solve(grid, algo, &options);
        let count = match out.verdict {
            Verdict::NoSolution => 0,
            Verdict::Unique => 1,
            Verdict::Multiple => 2,
            Verdict::Aborted => {
                assert!(
                    matches!(algo, Algorithm::Naive | Algorithm::Candidates),
                    "{algo} ran out of budget on {}",
                    grid.to_line()
                );
                continue;
            }
            other => panic!("{algo}: unexpected {other:?}"),
        };
        if let Some(s) = out.solution {
            assert!(
                s.is_solved(),
                "{algo}: invalid solution for {}",
                grid.to_line()
            );
            assert!(
                grid.is_completed_by(&s),
                "{algo}: lost a given of {}",
                grid.to_line()
            );
        }
        counts.push((algo, count));
    }
    let first = counts[0].1;
    assert!(
        counts.iter().all(|&(_, c)| c == first),
        "counts differ on {}: {counts:?}",
        grid.to_line()
    );
    first
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn removing_cells_keeps_a_solution(full in full_grid(), holes in prop::collection::vec(any::<bool>(), 81)) {
        let full = Grid::from_cells(full).unwrap();
        prop_assert!(full.is_solved());
        let mut puzzle = full;
        for (i, hole) in holes.iter().enumerate() {
            if *hole {
                puzzle.set(i, 0);
            }
        }
        let count = agree(&puzzle);
        prop_assert!(count >= 1);
        // A unique puzzle's solution is the grid it came from.
        if count == 1 {
            let out = solve(&puzzle, Algorithm::Fast, &Options::default());
            prop_assert_eq!(out.solution, Some(full));
        }
        // First-solution mode finds a solution with every algorithm.
        for algo in [Algorithm::Propagation, Algorithm::Fast] {
            let out = solve(&puzzle, algo, &Options { mode: Mode::First, ..Options::default() });
            prop_assert_eq!(out.verdict, Verdict::Solved);
        }
    }

    #[test]
    fn sparse_puzzles_from_a_full_grid(full in full_grid(), keep in prop::collection::btree_set(0usize..81, 17..30)) {
        let mut puzzle = Grid::empty();
        for &i in &keep {
            puzzle.set(i, full[i]);
        }
        prop_assert!(agree(&puzzle) >= 1);
    }

    #[test]
    fn changed_givens_may_have_no_solution(
        full in full_grid(),
        keep in prop::collection::btree_set(0usize..81, 30..45),
        cell in 0usize..81,
        digit in 1u8..=9,
    ) {
        let mut puzzle = Grid::empty();
        for &i in &keep {
            puzzle.set(i, full[i]);
        }
        puzzle.set(cell, digit);
        if clashes(&puzzle).is_empty() {
            agree(&puzzle);
        } else {
            for algo in Algorithm::ALL {
                prop_assert_eq!(solve(&puzzle, algo, &Options::default()).verdict, Verdict::NoSolution);
            }
        }
    }
}
