//! Bidirectional cycles (Sudoku Explainer's X-, Y- and XY-cycles): on a
//! puzzle of SE's fixtures, the exact step `next_step_unique` takes where
//! the easier techniques are stuck.

mod common;

use common::{at, check_sound, link};
use sudoku_solver::logic::{
    logical_solve_unique_with, next_step_unique, Board, CycleKind, Pattern, Technique,
};
use sudoku_solver::Grid;

#[test]
fn a_cycle_of_both_kinds_of_link() {
    // Sudoku Explainer: "Bidirectional Cycle", 7.1.
    let puzzle =
        "..............1.23.45.6..........6.4....5....3.2....7......2......3.7....8....4..";
    let grid = Grid::parse(puzzle).unwrap();
    let mut board = Board::from_grid(&grid);
    let mut taken = 0;
    let step = loop {
        let step = next_step_unique(&board).unwrap();
        if step.technique == Technique::Cycle {
            break step;
        }
        assert!(step.technique < Technique::Cycle, "{step}");
        assert!(board.apply(&step));
        taken += 1;
    };
    assert_eq!(taken, 32);
    assert!(step.placements.is_empty());
    assert_eq!(step.eliminations, at(&[(5, 3, 1)]));
    assert_eq!(
        step.explanation(),
        "If row 4, column 1 is 5, then row 6, column 2 is not 5, so row 7, column 2 is 5, so row 7, column 2 is not 1, so row 7, column 3 is 1, so row 4, column 3 is not 1, so row 4, column 8 is 1, so row 4, column 8 is not 5, so row 4, column 1 is 5: a bidirectional cycle, true either way round, so a cell that sees both ends of one of its links cannot hold that digit, and 1 is removed from row 5, column 3."
    );
    assert_eq!(
        step.pattern,
        Pattern::Cycle {
            kind: CycleKind::XY,
            links: vec![
                link(4, 1, 5, true),
                link(6, 2, 5, false),
                link(7, 2, 5, true),
                link(7, 2, 1, false),
                link(7, 3, 1, true),
                link(4, 3, 1, false),
                link(4, 8, 1, true),
                link(4, 8, 5, false),
            ],
        }
    );
    assert_eq!(
        step.summary(),
        "Bidirectional cycle: removes 1 from row 5, column 3"
    );
    // Every step of the whole solve, the cycles with the rest, keeps the
    // solution.
    let solve = logical_solve_unique_with(&grid, Technique::Supposition);
    assert!(solve.is_solved());
    assert!(solve.count(Technique::Cycle) >= 1);
    check_sound(&grid, &solve, puzzle);
}
