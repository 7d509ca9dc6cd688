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
    // Line 4 of top95 is the first that simple colouring cannot finish.
    let grids = grids(TOP95);
    let firsts: Vec<bool> = grids[..4]
        .iter()
        .map(|g| logical_solve_with(g, Technique::SimpleColouring).is_solved())
        .collect();
    assert_eq!(firsts, [true, true, true, false]);
    let stuck = logical_solve_with(&grids[3], Technique::SimpleColouring);
    assert_eq!(stuck.status, LogicalStatus::Stuck);
    assert_eq!(stuck.steps.len(), 41);
    assert_eq!(
        next_step_with(&stuck.board, Technique::SimpleColouring),
        None
    );
    // Checked by hand: r1c5 = 2 forces r8c5 = 8, r1c6 = 1, r6c6 = 4,
    // r2c6 = 8, r2c5 = 4, r4c6 = 9, r4c4 = 8, r4c5 = 3, r4c2 = 4, r8c6 = 2,
    // r7c4 = 4, r9c4 = 9, r8c3 = 9, leaving r5c3 (4 or 9) nothing.
    let step = expect(
        &stuck.board,
        Technique::Supposition,
        &[],
        &[(1, 5, 2)],
        "If row 1, column 5 were 2, following the singles would lead to a contradiction (no candidate left in row 5, column 3), so 2 is removed from row 1, column 5.",
    );
    assert_eq!(step.cells, vec![rc(1, 5), rc(5, 3)]);
    // Supposition finishes it, soundly.
    let out = solve_board(stuck.board, Technique::Supposition);
    assert!(out.is_solved());
    let mut all = stuck.clone();
    all.steps.extend(out.steps);
    all.board = out.board;
    all.status = out.status;
    check_sound(&grids[3], &all, "top95 line 4");
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
