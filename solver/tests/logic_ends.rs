//! The technique engine on any grid: no panic, an end, the right status
//! (contradictions, stuck, solved).

mod common;

use common::{board_with, grids, rc, remove, row, solution, EASY};
use sudoku_solver::logic::{
    logical_solve, solve_board, Board, Contradiction, LogicalStatus, Technique,
};
use sudoku_solver::{Grid, Unit};

const TOP95: &str = "norvig_top95.txt";

#[test]
fn clashing_givens_are_a_contradiction_at_once() {
    let mut grid = Grid::parse(EASY).unwrap();
    grid.set(rc(1, 2), 5); // a second 5 in row 1
    let out = logical_solve(&grid);
    assert!(out.steps.is_empty());
    assert_eq!(
        out.status,
        LogicalStatus::Contradiction(Contradiction::Clash {
            unit: Unit::Row(0),
            digit: 5
        })
    );
    assert!(!out.is_solved());
}

#[test]
fn a_cell_without_candidates_is_a_contradiction() {
    // r1c9 misses 9 but column 9 holds it.
    let board = board_with(&[
        (1, 1, 1),
        (1, 2, 2),
        (1, 3, 3),
        (1, 4, 4),
        (1, 5, 5),
        (1, 6, 6),
        (1, 7, 7),
        (1, 8, 8),
        (5, 9, 9),
    ]);
    let contradiction = Contradiction::NoCandidates { cell: rc(1, 9) };
    assert_eq!(board.contradiction(), Some(contradiction));
    assert_eq!(
        contradiction.to_string(),
        "no candidate left in row 1, column 9"
    );
    let out = solve_board(board, Technique::Supposition);
    assert_eq!(out.status, LogicalStatus::Contradiction(contradiction));
    assert!(out.steps.is_empty());
}

#[test]
fn a_digit_without_a_place_is_a_contradiction() {
    let mut board = board_with(&[]);
    remove(&mut board, 6, &row(2, &[1, 2, 3, 4, 5, 6, 7, 8, 9]));
    let contradiction = Contradiction::NoPlace {
        unit: Unit::Row(1),
        digit: 6,
    };
    assert_eq!(board.contradiction(), Some(contradiction));
    assert_eq!(contradiction.to_string(), "no place left for 6 in row 2");
}

#[test]
fn the_empty_grid_is_stuck_at_once() {
    let out = logical_solve(&Grid::empty());
    assert_eq!(out.status, LogicalStatus::Stuck);
    assert!(out.steps.is_empty());
    assert_eq!(out.board.candidate_count(), 729);
}

#[test]
fn a_solved_grid_needs_no_step() {
    let sol = solution(&Grid::parse(EASY).unwrap());
    let out = logical_solve(&sol);
    assert_eq!(out.status, LogicalStatus::Solved);
    assert!(out.steps.is_empty());
    assert_eq!(out.hardest(), None);
}

#[test]
fn puzzles_without_a_solution_end_without_solving() {
    // Each top95 puzzle with one wrong digit (not clashing) in its first
    // empty cell: no solution, so the solve must end in a contradiction or
    // stuck, never "solved".
    let mut contradictions = 0;
    for (n, grid) in grids(TOP95).iter().enumerate() {
        let sol = solution(grid);
        let Some(cell) = (0..81).find(|&c| grid.get(c) == 0) else {
            continue;
        };
        let board = Board::from_grid(grid);
        let Some(wrong) = board
            .candidate_digits(cell)
            .into_iter()
            .find(|&d| d != sol.get(cell))
        else {
            continue;
        };
        let mut bad = *grid;
        bad.set(cell, wrong);
        let out = logical_solve(&bad);
        assert_ne!(out.status, LogicalStatus::Solved, "line {}", n + 1);
        for step in &out.steps {
            assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
        }
        if matches!(out.status, LogicalStatus::Contradiction(_)) {
            contradictions += 1;
        }
    }
    assert!(contradictions > 0);
}

#[test]
fn multiple_solutions_end_stuck_or_solved() {
    // Top95 line 1 with its first nine givens removed has several solutions.
    let mut grid = grids(TOP95)[0];
    let mut removed = 0;
    for c in 0..81 {
        if grid.get(c) != 0 && removed < 9 {
            grid.set(c, 0);
            removed += 1;
        }
    }
    let out = logical_solve(&grid);
    assert!(matches!(
        out.status,
        LogicalStatus::Stuck | LogicalStatus::Solved
    ));
    if out.is_solved() {
        assert!(out.grid().is_solved() && grid.is_completed_by(&out.grid()));
    }
}
