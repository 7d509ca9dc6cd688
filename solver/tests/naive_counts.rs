//! The tutorial backtracking's call counts (docs/interfaces.md, Solving)
//! and the algorithms' counts on small cases that can be checked by hand.

mod common;

use common::EASY;
use sudoku_solver::{solve, Algorithm, Grid, Mode, Options, Verdict};

const HARDER: &str =
    "..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..";

fn first() -> Options {
    Options {
        mode: Mode::First,
        ..Options::default()
    }
}

fn grid(s: &str) -> Grid {
    Grid::parse(s).unwrap()
}

#[test]
fn naive_easy_takes_52_calls_51_guesses() {
    let out = solve(&grid(EASY), Algorithm::Naive, &first());
    assert_eq!(out.verdict, Verdict::Solved);
    assert_eq!(out.stats.calls, 52);
    assert_eq!(out.stats.guesses, 51);
    // 43 empty cells: 51 placements, of which 8 were taken back.
    assert_eq!(out.stats.backtracks, 8);
}

#[test]
fn naive_harder_takes_4428_calls() {
    let out = solve(&grid(HARDER), Algorithm::Naive, &first());
    assert_eq!(out.verdict, Verdict::Solved);
    assert_eq!(out.stats.calls, 4428);
    // Every call but the first follows a guess.
    assert_eq!(out.stats.guesses, 4427);
    let s = out.solution.unwrap();
    assert!(s.is_solved() && grid(HARDER).is_completed_by(&s));
}

#[test]
fn naive_full_grid_is_one_call() {
    let solved = solve(&grid(EASY), Algorithm::Fast, &first())
        .solution
        .unwrap();
    let out = solve(&solved, Algorithm::Naive, &Options::default());
    assert_eq!(out.verdict, Verdict::Unique);
    assert_eq!(out.stats.calls, 1);
    assert_eq!(out.stats.guesses, 0);
}

#[test]
fn naive_one_empty_cell_is_two_calls() {
    let mut g = solve(&grid(EASY), Algorithm::Fast, &first())
        .solution
        .unwrap();
    g.set(40, 0);
    let out = solve(&g, Algorithm::Naive, &first());
    assert_eq!(out.stats.calls, 2);
    // Counting to two must finish the search: still two calls, one backtrack.
    let out = solve(&g, Algorithm::Naive, &Options::default());
    assert_eq!(out.verdict, Verdict::Unique);
    assert_eq!(out.stats.calls, 2);
    assert_eq!(out.stats.backtracks, 1);
}

#[test]
fn budget_aborts_and_allows_exactly_n_calls() {
    let options = Options {
        max_calls: Some(100),
        ..first()
    };
    let out = solve(&grid(HARDER), Algorithm::Naive, &options);
    assert_eq!(out.verdict, Verdict::Aborted);
    assert_eq!(out.stats.calls, 100);
    let options = Options {
        max_calls: Some(4428),
        ..first()
    };
    assert_eq!(
        solve(&grid(HARDER), Algorithm::Naive, &options).verdict,
        Verdict::Solved
    );
}

#[test]
fn progress_hook_sees_counts_and_can_cancel() {
    let mut seen = Vec::new();
    let options = Options {
        progress_every: 1000,
        ..first()
    };
    let out =
        sudoku_solver::solve_with_progress(&grid(HARDER), Algorithm::Naive, &options, &mut |s| {
            seen.push(s.calls);
            if s.calls >= 3000 {
                sudoku_solver::Flow::Stop
            } else {
                sudoku_solver::Flow::Continue
            }
        });
    assert_eq!(out.verdict, Verdict::Cancelled);
    assert_eq!(seen, vec![1000, 2000, 3000]);
    assert_eq!(out.stats.calls, 3000);
}

#[test]
fn clashing_givens_have_no_solution_without_search() {
    let mut g = grid(EASY);
    g.set(1, 5); // row 1 already has a 5 in cell 0
    for algo in Algorithm::ALL {
        let out = solve(&g, algo, &Options::default());
        assert_eq!(out.verdict, Verdict::NoSolution, "{algo}");
        assert_eq!(out.stats.calls, 0);
    }
}

#[test]
fn empty_grid_has_multiple_solutions_for_every_algorithm() {
    for algo in Algorithm::ALL {
        let out = solve(&Grid::empty(), algo, &Options::default());
        assert_eq!(out.verdict, Verdict::Multiple, "{algo}");
        assert!(out.solution.unwrap().is_solved());
    }
}

#[test]
fn naive_on_empty_grid_first_solution() {
    // The first solution in lexicographic order starts 123456789 / 456789123.
    let out = solve(&Grid::empty(), Algorithm::Naive, &first());
    let line = out.solution.unwrap().to_line();
    assert!(line.starts_with("123456789456789123789123456"), "{line}");
}
