//! The techniques that hold only for a puzzle with one solution (unique
//! rectangles and loops of types 1 to 4, BUG+1, BUG of types 2 to 4): on a puzzle of the data sets,
//! the board where the techniques up to the XYZ-Wing are stuck, and the
//! exact step `next_step_unique` takes there; plain `next_step` never
//! takes them.

mod common;

use common::{at, check_sound, rc};
use sudoku_solver::logic::{
    logical_solve_unique_with, logical_solve_with, next_step, next_step_unique,
    next_step_unique_with, Board, Bug, Pattern, Rectangle, Step, Technique,
};
use sudoku_solver::{Digits, Grid, Unit};

/// The board of `puzzle` once the techniques up to the XYZ-Wing are stuck.
fn stuck(puzzle: &str) -> Board {
    let solve = logical_solve_with(&Grid::parse(puzzle).unwrap(), Technique::XYZWing);
    assert!(!solve.is_solved(), "{puzzle}");
    solve.board
}

/// The next step with the uniqueness techniques, which must use
/// `technique`, eliminate exactly `eliminations` (1-based) and explain
/// itself in exactly `text`; plain `next_step` must take another step.
fn expect_unique(
    board: &Board,
    technique: Technique,
    eliminations: &[(usize, usize, u8)],
    text: &str,
) -> Step {
    let step = next_step_unique(board).unwrap();
    assert_eq!(step.technique, technique, "{}", step.explanation());
    assert!(step.placements.is_empty());
    assert_eq!(
        step.eliminations,
        at(eliminations),
        "{}",
        step.explanation()
    );
    assert_eq!(step.explanation(), text);
    let plain = next_step(board).unwrap();
    assert!(!plain.technique.needs_unique_solution(), "{plain}");
    assert!(plain.technique > technique);
    step
}

#[test]
fn unique_rectangle_type_1() {
    let board =
        stuck(".................1..2..3.4......2.....5..43...1......6..4...2...7..1.....8..6...7");
    let step = expect_unique(
        &board,
        Technique::UniqueRectangle,
        &[(2, 7, 7), (2, 7, 8)],
        "Row 1, column 1, row 1, column 7, row 2, column 1 and row 2, column 7 all hold 7 and 8 (a unique rectangle): if they held nothing else, 7 and 8 could swap in them and the puzzle would have two solutions; row 2, column 7 is the only one with other candidates, so it can be neither: 7 and 8 are removed from it.",
    );
    let corners = [rc(1, 1), rc(1, 7), rc(2, 1), rc(2, 7)];
    assert_eq!(step.cells, corners.to_vec());
    assert_eq!(
        step.pattern,
        Pattern::UniqueRectangle {
            corners: corners.to_vec(),
            digits: [7, 8],
            kind: Rectangle::One { cell: rc(2, 7) },
        }
    );
    assert_eq!(
        step.summary(),
        "Unique rectangle: removes 7 and 8 from row 2, column 7"
    );
}

#[test]
fn unique_rectangle_type_2() {
    let board =
        stuck("................12..3.45...............1.6.7..54...8.....7....1..5.2....6.....5..");
    let step = expect_unique(
        &board,
        Technique::UniqueRectangle,
        &[(1, 4, 9), (2, 4, 9), (9, 6, 9)],
        "Row 1, column 6, row 1, column 7, row 2, column 6 and row 2, column 7 all hold 3 and 7 (a unique rectangle): if they held nothing else, 3 and 7 could swap in them and the puzzle would have two solutions; row 1, column 6 and row 2, column 6 have only 9 beside them, so one of them is 9: 9 is removed from row 1, column 4, row 2, column 4 and row 9, column 6.",
    );
    assert!(matches!(
        step.pattern,
        Pattern::UniqueRectangle {
            kind: Rectangle::Two { digit: 9, .. },
            ..
        }
    ));
}

#[test]
fn unique_rectangle_type_3_with_a_naked_pair() {
    let board =
        stuck("........1.......2...3..4........35...1..6....7.....4.8....9......5...3..2..71....");
    let step = expect_unique(
        &board,
        Technique::UniqueRectangle,
        &[(8, 2, 6)],
        "Row 5, column 8, row 5, column 9, row 8, column 8 and row 8, column 9 all hold 7 and 9 (a unique rectangle): if they held nothing else, 7 and 9 could swap in them and the puzzle would have two solutions; row 8, column 8 and row 8, column 9 share row 8 and one of them is 2 or 6, so with row 8, column 6 they hold 2 and 6 in row 8 (a naked pair): 6 is removed from row 8, column 2.",
    );
    assert_eq!(
        step.pattern,
        Pattern::UniqueRectangle {
            corners: vec![rc(5, 8), rc(5, 9), rc(8, 8), rc(8, 9)],
            digits: [7, 9],
            kind: Rectangle::Three {
                cells: [rc(8, 8), rc(8, 9)],
                unit: Unit::Row(7),
                extra: [2, 6].into_iter().collect(),
                others: vec![rc(8, 6)],
                digits: [2, 6].into_iter().collect(),
            },
        }
    );
    assert_eq!(step.units, vec![Unit::Row(7)]);
}

#[test]
fn unique_rectangle_type_3_with_a_hidden_pair() {
    let board =
        stuck(".....5....2...4.1..3..8..2......84..8..6......9..1.7.5..6......95...3.6...3.....1");
    let step = expect_unique(
        &board,
        Technique::UniqueRectangle,
        &[(8, 4, 1), (8, 4, 2), (8, 4, 7)],
        "Row 7, column 2, row 7, column 4, row 9, column 2 and row 9, column 4 all hold 4 and 8 (a unique rectangle): if they held nothing else, 4 and 8 could swap in them and the puzzle would have two solutions; row 7, column 4 and row 9, column 4 share box 8, so they cannot both be 4 or 8, and in box 8, 4 and 8 can only go in them and in row 8, column 4, so row 8, column 4 holds only 4 and 8 (a hidden pair): 1, 2 and 7 are removed from row 8, column 4.",
    );
    assert_eq!(
        step.pattern,
        Pattern::UniqueRectangle {
            corners: vec![rc(7, 2), rc(7, 4), rc(9, 2), rc(9, 4)],
            digits: [4, 8],
            kind: Rectangle::ThreeHidden {
                cells: [rc(7, 4), rc(9, 4)],
                unit: Unit::Box(7),
                others: vec![rc(8, 4)],
                digits: [4, 8].into_iter().collect(),
            },
        }
    );
}

#[test]
fn unique_rectangle_type_4() {
    let board =
        stuck("................12..3.45......1........2.6..7..4...8...2.9.....7.....3..8......4.");
    let step = expect_unique(
        &board,
        Technique::UniqueRectangle,
        &[(2, 5, 7), (6, 5, 7)],
        "Row 2, column 5, row 2, column 6, row 6, column 5 and row 6, column 6 all hold 7 and 9 (a unique rectangle): if they held nothing else, 7 and 9 could swap in them and the puzzle would have two solutions; in column 5, 9 can only go in row 2, column 5 or row 6, column 5, so one of them is 9 and neither can be 7: 7 is removed from both.",
    );
    assert_eq!(step.units, vec![Unit::Column(4)]);
}

#[test]
fn bug_plus_one() {
    let board =
        stuck("................12..3..4........34...1..5.....6....7......6......4...8.9.251.....");
    let step = expect_unique(
        &board,
        Technique::BugPlusOne,
        &[(1, 1, 2), (1, 1, 7)],
        "Every empty cell but row 1, column 1 has two candidates, and without 8 there every candidate would have two places in each row, column and box, a pattern with two solutions (a BUG+1), so row 1, column 1 must be 8: 2 and 7 are removed from it.",
    );
    assert_eq!(
        step.pattern,
        Pattern::BugPlusOne {
            cell: 0,
            extras: Digits::single(8)
        }
    );
    // Up to the XYZ-Wing, the uniqueness techniques are not tried.
    assert_eq!(next_step_unique_with(&board, Technique::XYZWing), None);
}

/// The board of `puzzle` once the techniques up to BUG+1, the uniqueness
/// ones included, are stuck.
fn stuck_unique(puzzle: &str) -> Board {
    let solve = logical_solve_unique_with(&Grid::parse(puzzle).unwrap(), Technique::BugPlusOne);
    assert!(!solve.is_solved(), "{puzzle}");
    solve.board
}

#[test]
fn bug_type_2() {
    let board = stuck_unique(
        "................12....34..5.....63....2........78........1....7.6....4..43.2.....",
    );
    let step = expect_unique(
        &board,
        Technique::Bug,
        &[(2, 7, 9), (3, 4, 9)],
        "Row 2, column 5 and row 3, column 7 have 9 beside two candidates each, and without them every empty cell would have two candidates and every candidate two places in each row, column and box, a pattern with two solutions (a BUG), so one of them is 9: 9 is removed from row 2, column 7 and row 3, column 4.",
    );
    assert_eq!(
        step.pattern,
        Pattern::Bug {
            kind: Bug::Two {
                cells: vec![rc(2, 5), rc(3, 7)],
                digit: 9
            }
        }
    );
}

#[test]
fn bug_type_3() {
    let board = stuck_unique(
        "..............1..2..3....45..........56.4....7.....12......8......63.7..24.......",
    );
    let step = expect_unique(
        &board,
        Technique::Bug,
        &[(1, 9, 8)],
        "Row 1, column 2, row 1, column 3 and row 1, column 7 have 8 and 9 beside two candidates, and without them every empty cell would have two candidates and every candidate two places in each row, column and box, a pattern with two solutions (a BUG), so one of them is 8 or 9; they share row 1, so with row 1, column 5 they hold 8 and 9 in row 1 (a naked pair): 8 is removed from row 1, column 9.",
    );
    assert_eq!(
        step.pattern,
        Pattern::Bug {
            kind: Bug::Three {
                cells: vec![rc(1, 2), rc(1, 3), rc(1, 7)],
                unit: Unit::Row(0),
                extras: [8, 9].into_iter().collect(),
                others: vec![rc(1, 5)],
                digits: [8, 9].into_iter().collect(),
            }
        }
    );
}

#[test]
fn bug_type_4() {
    let board = stuck_unique(
        "................12..3.45........65...1.......62.3........2...6...5...4...7...8...",
    );
    let step = expect_unique(
        &board,
        Technique::Bug,
        &[(6, 7, 7), (6, 9, 8)],
        "Row 6, column 7 has 8 and row 6, column 9 has 7 beside two candidates, and without them every empty cell would have two candidates and every candidate two places in each row, column and box, a pattern with two solutions (a BUG), so row 6, column 7 is 8 or row 6, column 9 is 7; they share box 6, where 9 can only go in them, so whichever is not one of those is 9: 7 and 8 are removed from row 6, column 7 and row 6, column 9.",
    );
    assert_eq!(
        step.pattern,
        Pattern::Bug {
            kind: Bug::Four {
                cells: [rc(6, 7), rc(6, 9)],
                unit: Unit::Box(5),
                extras: [Digits::single(8), Digits::single(7)],
                digit: 9
            }
        }
    );
    assert_eq!(step.units, vec![Unit::Box(5)]);
}

#[test]
fn the_uniqueness_techniques_solve_these_puzzles_soundly() {
    for puzzle in [
        ".................1..2..3.4......2.....5..43...1......6..4...2...7..1.....8..6...7",
        "........1.......2...3..4........35...1..6....7.....4.8....9......5...3..2..71....",
        ".....5....2...4.1..3..8..2......84..8..6......9..1.7.5..6......95...3.6...3.....1",
        "................12..3..4........34...1..5.....6....7......6......4...8.9.251.....",
        "................12....34..5.....63....2........78........1....7.6....4..43.2.....",
        "................12..3.45........65...1.......62.3........2...6...5...4...7...8...",
        // Unique loops of 6, 8 and 10 cells (Sudoku Explainer's hardest step).
        "................12..3.45.........4.3.1.......6..7........1..5....4...8..7..26....",
        "........1.....2.....3....45.....6....3.15.....4....27...1......6.......87..4.....",
        "........1.......23....45.........6....12......42.........3.....5....67..6.....48.",
    ] {
        let grid = Grid::parse(puzzle).unwrap();
        let solve = logical_solve_unique_with(&grid, Technique::Bug);
        assert!(solve.is_solved(), "{puzzle}");
        check_sound(&grid, &solve, puzzle);
        assert!(!logical_solve_with(&grid, Technique::Bug).is_solved());
    }
}

#[test]
fn unique_loop_type_1() {
    // Sudoku Explainer: "Unique Loop 6 type 1", 4.6.
    let board =
        stuck("................12..3..4........54...6....3..71...........6......2.1......48..5.3");
    let step = expect_unique(
        &board,
        Technique::UniqueLoop,
        &[(3, 9, 5), (3, 9, 9)],
        "Row 3, column 8, row 3, column 9, row 5, column 9, row 5, column 3, row 6, column 3 and row 6, column 8 all hold 5 and 9 (a unique loop): if they held nothing else, 5 and 9 could swap in them and the puzzle would have two solutions; row 3, column 9 is the only one with other candidates, so it can be neither: 5 and 9 are removed from it.",
    );
    let corners = vec![rc(3, 8), rc(3, 9), rc(5, 9), rc(5, 3), rc(6, 3), rc(6, 8)];
    assert_eq!(step.cells, corners);
    assert_eq!(
        step.pattern,
        Pattern::UniqueRectangle {
            corners,
            digits: [5, 9],
            kind: Rectangle::One { cell: rc(3, 9) },
        }
    );
    assert_eq!(
        step.summary(),
        "Unique loop: removes 5 and 9 from row 3, column 9"
    );
}

#[test]
fn unique_loops_of_8_and_10_cells_are_taken() {
    for (puzzle, cells) in [
        (
            "........1.....2.....3....45.....6....3.15.....4....27...1......6.......87..4.....",
            8,
        ),
        (
            "........1.......23....45.........6....12......42.........3.....5....67..6.....48.",
            10,
        ),
    ] {
        let solve = logical_solve_unique_with(&Grid::parse(puzzle).unwrap(), Technique::Bug);
        let sizes: Vec<usize> = solve
            .steps
            .iter()
            .filter(|s| s.technique == Technique::UniqueLoop)
            .map(|s| s.cells.len())
            .collect();
        assert!(sizes.contains(&cells), "{puzzle}: {sizes:?}");
    }
}
