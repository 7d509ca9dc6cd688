//! X-chains and XY-chains: on a puzzle of norvig_top95, the board where
//! the easier techniques are stuck, and the exact step taken there.

mod common;

use common::{at, check_sound, rc};
use sudoku_solver::logic::{logical_solve_with, next_step, Board, Pattern, Technique};
use sudoku_solver::{Grid, Unit};

/// The board of `puzzle` once the techniques up to `hardest` are stuck.
fn stuck(puzzle: &str, hardest: Technique) -> Board {
    let solve = logical_solve_with(&Grid::parse(puzzle).unwrap(), hardest);
    assert!(!solve.is_solved(), "{puzzle}");
    solve.board
}

#[test]
fn x_chain() {
    let board = stuck(
        "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
        Technique::SimpleColouring,
    );
    let step = next_step(&board).unwrap();
    assert_eq!(step.technique, Technique::XChain);
    assert_eq!(step.eliminations, at(&[(3, 3, 7)]));
    assert_eq!(
        step.explanation(),
        "7 has only two places in column 8 (row 3, column 8 and row 1, column 8), in column 6 (row 1, column 6 and row 5, column 6) and in row 4 (row 4, column 4 and row 4, column 3), and each pair's second cell sees the next pair's first: if row 3, column 8 is not 7, the second cell of each pair is 7 and the first of the next is not, so row 3, column 8 or row 4, column 3 is 7 (an X-chain), and 7 is removed from row 3, column 3."
    );
    let cells = vec![rc(3, 8), rc(1, 8), rc(1, 6), rc(5, 6), rc(4, 4), rc(4, 3)];
    assert_eq!(step.cells, cells);
    assert_eq!(
        step.pattern,
        Pattern::XChain {
            digit: 7,
            cells,
            units: vec![Unit::Column(7), Unit::Column(5), Unit::Row(3)],
        }
    );
    assert_eq!(step.summary(), "X-chain: removes 7 from row 3, column 3");
}

#[test]
fn xy_chain() {
    let board = stuck(
        ".2......6....41.....78....1......7....37.....6..412....1..74..5..8.5..7......39..",
        Technique::XChain,
    );
    let step = next_step(&board).unwrap();
    assert_eq!(step.technique, Technique::XYChain);
    assert_eq!(step.eliminations, at(&[(8, 7, 2)]));
    assert_eq!(
        step.explanation(),
        "Row 2, column 7 (2 or 8), row 2, column 1 (8 or 9), row 3, column 1 (4 or 9) and row 8, column 1 (2 or 4) each have two candidates and see the next: if row 2, column 7 is not 2, they are 8, 9, 4 and 2 in turn, so row 2, column 7 or row 8, column 1 is 2 (an XY-chain), and 2 is removed from row 8, column 7."
    );
    assert_eq!(
        step.pattern,
        Pattern::XYChain {
            cells: vec![rc(2, 7), rc(2, 1), rc(3, 1), rc(8, 1)],
            values: vec![8, 9, 4, 2],
            digit: 2,
        }
    );
}

#[test]
fn the_chains_solve_these_puzzles_soundly_without_supposition() {
    for puzzle in [
        "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
        ".2......6....41.....78....1......7....37.....6..412....1..74..5..8.5..7......39..",
    ] {
        let grid = Grid::parse(puzzle).unwrap();
        let solve = logical_solve_with(&grid, Technique::XYChain);
        check_sound(&grid, &solve, puzzle);
        assert!(solve.count(Technique::XChain) + solve.count(Technique::XYChain) > 0);
    }
}
