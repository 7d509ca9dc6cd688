//! The technique engine, one hand-checked board per technique: fish
//! (X-Wing, Swordfish, Jellyfish), XY- and XYZ-Wing, simple colouring.

mod common;

use common::{board_with, col, expect, keep, rc, remove, row};
use sudoku_solver::logic::Technique;
use sudoku_solver::Unit;

#[test]
fn x_wing() {
    let mut board = board_with(&[]);
    remove(&mut board, 4, &row(3, &[1, 3, 4, 5, 6, 7, 9]));
    remove(&mut board, 4, &row(7, &[1, 3, 4, 5, 6, 7, 9]));
    remove(&mut board, 4, &col(2, &[1, 2, 4, 6, 8, 9]));
    remove(&mut board, 4, &col(8, &[1, 2, 4, 5, 8, 9]));
    let step = expect(
        &board,
        Technique::XWing,
        &[],
        &[(5, 2, 4), (6, 8, 4)],
        "Row 3 and row 7 hold 4 only in columns 2 and 8 (an X-Wing), so 4 is removed from row 5, column 2 and row 6, column 8.",
    );
    assert_eq!(step.cells, vec![rc(3, 2), rc(3, 8), rc(7, 2), rc(7, 8)]);
    assert_eq!(
        step.units,
        vec![Unit::Row(2), Unit::Row(6), Unit::Column(1), Unit::Column(7)]
    );
}

#[test]
fn swordfish() {
    // Columns 1, 5 and 9 hold 6 in rows {2, 4}, {4, 8} and {2, 8}.
    let mut board = board_with(&[]);
    remove(&mut board, 6, &col(1, &[1, 3, 5, 6, 7, 8, 9]));
    remove(&mut board, 6, &col(5, &[1, 2, 3, 5, 6, 7, 9]));
    remove(&mut board, 6, &col(9, &[1, 3, 4, 5, 6, 7, 9]));
    let mut elims = Vec::new();
    for r in [2, 4, 8] {
        elims.extend([2, 3, 4, 6, 7, 8].map(|c| (r, c, 6)));
    }
    expect(
        &board,
        Technique::Swordfish,
        &[],
        &elims,
        "Column 1, column 5 and column 9 hold 6 only in rows 2, 4 and 8 (a Swordfish), so 6 is removed from row 2, column 2, row 2, column 3, row 2, column 4, row 2, column 6, row 2, column 7, row 2, column 8, row 4, column 2, row 4, column 3, row 4, column 4, row 4, column 6, row 4, column 7, row 4, column 8, row 8, column 2, row 8, column 3, row 8, column 4, row 8, column 6, row 8, column 7 and row 8, column 8.",
    );
}

#[test]
fn jellyfish() {
    // Rows 1, 3, 5 and 9 hold 9 in columns {2, 5}, {5, 8}, {4, 8}, {2, 4}.
    let mut board = board_with(&[]);
    remove(&mut board, 9, &row(1, &[1, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 9, &row(3, &[1, 2, 3, 4, 6, 7, 9]));
    remove(&mut board, 9, &row(5, &[1, 2, 3, 5, 6, 7, 9]));
    remove(&mut board, 9, &row(9, &[1, 3, 5, 6, 7, 8, 9]));
    let mut elims = Vec::new();
    for r in [2, 4, 6, 7, 8] {
        elims.extend([2, 4, 5, 8].map(|c| (r, c, 9)));
    }
    let text = format!(
        "Row 1, row 3, row 5 and row 9 hold 9 only in columns 2, 4, 5 and 8 (a Jellyfish), so 9 is removed from {}.",
        "row 2, column 2, row 2, column 4, row 2, column 5, row 2, column 8, \
         row 4, column 2, row 4, column 4, row 4, column 5, row 4, column 8, \
         row 6, column 2, row 6, column 4, row 6, column 5, row 6, column 8, \
         row 7, column 2, row 7, column 4, row 7, column 5, row 7, column 8, \
         row 8, column 2, row 8, column 4, row 8, column 5 and row 8, column 8"
    );
    expect(&board, Technique::Jellyfish, &[], &elims, &text);
}

#[test]
fn xy_wing() {
    let mut board = board_with(&[]);
    keep(&mut board, 1, 1, &[3, 7]);
    keep(&mut board, 1, 5, &[3, 9]);
    keep(&mut board, 4, 1, &[7, 9]);
    let step = expect(
        &board,
        Technique::XYWing,
        &[],
        &[(4, 5, 9)],
        "Row 1, column 1 can only be 3 or 7; if it is 3, row 1, column 5 (3 or 9) must be 9, and if it is 7, row 4, column 1 (7 or 9) must be 9 (an XY-Wing), so 9 is removed from row 4, column 5.",
    );
    assert_eq!(step.cells, vec![rc(1, 1), rc(1, 5), rc(4, 1)]);
}

#[test]
fn xyz_wing() {
    let mut board = board_with(&[]);
    keep(&mut board, 2, 2, &[1, 4, 7]);
    keep(&mut board, 2, 8, &[1, 7]);
    keep(&mut board, 3, 1, &[4, 7]);
    expect(
        &board,
        Technique::XYZWing,
        &[],
        &[(2, 1, 7), (2, 3, 7)],
        "Row 2, column 2 (1, 4 or 7), row 2, column 8 (1 or 7) and row 3, column 1 (4 or 7) form an XYZ-Wing: whatever row 2, column 2 is, one of the three cells is 7, so 7 is removed from row 2, column 1 and row 2, column 3.",
    );
}

#[test]
fn simple_colouring_trap() {
    // 5 has two places in row 1 (c1, c7), column 7 (r1, r5), row 5 (c3, c7).
    let mut board = board_with(&[]);
    remove(&mut board, 5, &row(1, &[2, 3, 4, 5, 6, 8, 9]));
    remove(&mut board, 5, &col(7, &[2, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 5, &row(5, &[1, 2, 4, 5, 6, 8, 9]));
    let step = expect(
        &board,
        Technique::SimpleColouring,
        &[],
        &[(2, 3, 5), (3, 3, 5), (4, 1, 5), (6, 1, 5)],
        "Following the units where 5 has only two places, 5 is either in row 1, column 1 and row 5, column 7 or in row 1, column 7 and row 5, column 3; row 2, column 3, row 3, column 3, row 4, column 1 and row 6, column 1 see a cell of each, so 5 is removed from them (a colour trap).",
    );
    assert_eq!(
        step.units,
        vec![Unit::Row(0), Unit::Row(4), Unit::Column(6)]
    );
    assert_eq!(step.cells, vec![rc(1, 1), rc(1, 7), rc(5, 3), rc(5, 7)]);
}

#[test]
fn simple_colouring_wrap() {
    // 2 has two places in row 1 (c1, c5), column 5 (r1, r5), row 5 (c2,
    // c5) and column 2 (r2, r5): r1c1, r5c5 and r2c2 get one colour, and
    // r1c1 and r2c2 share box 1.
    let mut board = board_with(&[]);
    remove(&mut board, 2, &row(1, &[2, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 2, &col(5, &[2, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 2, &row(5, &[1, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 2, &col(2, &[3, 4, 6, 7, 8, 9]));
    let step = expect(
        &board,
        Technique::SimpleColouring,
        &[],
        &[(1, 1, 2), (2, 2, 2), (5, 5, 2)],
        "Following the units where 2 has only two places, 2 is either in row 1, column 1, row 2, column 2 and row 5, column 5 or in row 1, column 5 and row 5, column 2; row 1, column 1 and row 2, column 2 are in the first group and share box 1, so the first group is wrong and 2 is removed from row 1, column 1, row 2, column 2 and row 5, column 5 (a colour wrap).",
    );
    assert!(step.units.contains(&Unit::Box(0)));
}
