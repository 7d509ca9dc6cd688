//! The technique engine's last resort, supposition: on a board the other
//! techniques leave stuck, and the deep pass when singles disprove nothing.

mod common;

use common::{check_sound, expect, first_givens, grids, rc, HARDEST};
use sudoku_solver::logic::{
    logical_solve, logical_solve_with, next_step, next_step_with, solve_board, Board,
    LogicalStatus, Step, Technique,
};
use sudoku_solver::{solve, Algorithm, Grid, Options};

const TOP95: &str = "norvig_top95.txt";

#[test]
fn supposition_on_a_stuck_board() {
    // Line 7 of top95 is the first that the techniques before supposition
    // (up to the forcing chains) cannot finish.
    let grids = grids(TOP95);
    let firsts: Vec<bool> = grids[..7]
        .iter()
        .map(|g| logical_solve_with(g, Technique::ForcingChain).is_solved())
        .collect();
    assert_eq!(firsts, [true, true, true, true, true, true, false]);
    let stuck = logical_solve_with(&grids[6], Technique::ForcingChain);
    assert_eq!(stuck.status, LogicalStatus::Stuck);
    assert_eq!(stuck.steps.len(), 20);
    assert_eq!(stuck.count(Technique::ForcingChain), 2);
    assert_eq!(next_step_with(&stuck.board, Technique::ForcingChain), None);
    // The removal is checked against the solution below (check_sound).
    let step = expect(
        &stuck.board,
        Technique::Supposition,
        &[],
        &[(7, 8, 6)],
        "If row 7, column 8 were 6, following the singles would lead to a contradiction (no place left for 7 in row 2), so 6 is removed from row 7, column 8.",
    );
    assert_eq!(step.cells, vec![rc(7, 8)]);
    // Supposition finishes it, soundly.
    let out = solve_board(stuck.board, Technique::Supposition);
    assert!(out.is_solved());
    let mut all = stuck.clone();
    all.steps.extend(out.steps);
    all.board = out.board;
    all.status = out.status;
    check_sound(&grids[6], &all, "top95 line 7");
}

#[test]
fn deep_supposition_when_singles_disprove_nothing() {
    // A puzzle published as the hardest for people: on the board where no
    // other technique applies and no assumption fails through singles
    // alone, the deep pass follows the other techniques and one more level
    // of supposition.
    let grid = Grid::parse(HARDEST).unwrap();
    let out = logical_solve(&grid);
    assert!(out.is_solved());
    check_sound(&grid, &out, "the hardest for people");
    let deep: Vec<&Step> = out
        .steps
        .iter()
        .filter(|st| st.explanation().contains("one more level of supposition"))
        .collect();
    assert!(!deep.is_empty());
    let first = deep[0];
    assert_eq!(first.technique, Technique::Supposition);
    assert!(first.placements.is_empty());
    assert_eq!(first.eliminations.len(), 1);
    assert_eq!(
        first.explanation(),
        "If row 8, column 7 were 3, following the singles, the other techniques and one more level of supposition would lead to a contradiction (no candidate left in row 3, column 8), so 3 is removed from row 8, column 7."
    );
    assert_eq!(first.eliminations, [(rc(8, 7), 3)]);
    assert_eq!(first.cells, [rc(8, 7), rc(3, 8)]);
}

#[test]
fn deep_supposition_only_on_a_puzzle_with_one_solution() {
    // The first 20 givens of the hardest-for-people puzzle leave several
    // solutions: nothing disproves an assumption through singles, and the
    // deep pass does not run, so there is no step (the 21st given makes the
    // solution unique, and the deep pass finds one).
    let first = |keep: usize| Board::from_grid(&first_givens(HARDEST, keep));
    let twenty = first(20);
    assert_eq!(
        solve(&twenty.grid(), Algorithm::Fast, &Options::default()).verdict,
        sudoku_solver::Verdict::Multiple
    );
    assert_eq!(next_step(&twenty), None);
    let step = next_step(&first(21)).expect("a deep step");
    assert_eq!(step.technique, Technique::Supposition);
    assert!(step.explanation().contains("one more level of supposition"));
}
