//! The technique engine, one hand-checked board per technique: naked and
//! hidden pairs, triples and quads.

mod common;

use common::{board_with, col, expect, keep, remove, row};
use sudoku_solver::logic::Technique;

#[test]
fn naked_pair() {
    let mut board = board_with(&[]);
    keep(&mut board, 1, 1, &[3, 7]);
    keep(&mut board, 1, 5, &[3, 7]);
    let mut elims = Vec::new();
    for c in [2, 3, 4, 6, 7, 8, 9] {
        elims.extend([(1, c, 3), (1, c, 7)]);
    }
    expect(
        &board,
        Technique::NakedPair,
        &[],
        &elims,
        "Row 1, column 1 and row 1, column 5 hold only 3 and 7 between them (a naked pair in row 1), so 3 and 7 are removed from row 1, column 2, row 1, column 3, row 1, column 4, row 1, column 6, row 1, column 7, row 1, column 8 and row 1, column 9.",
    );
}

#[test]
fn naked_triple() {
    let mut board = board_with(&[]);
    keep(&mut board, 1, 2, &[1, 2]);
    keep(&mut board, 4, 2, &[2, 6]);
    keep(&mut board, 9, 2, &[1, 6]);
    let mut elims = Vec::new();
    for r in [2, 3, 5, 6, 7, 8] {
        elims.extend([(r, 2, 1), (r, 2, 2), (r, 2, 6)]);
    }
    expect(
        &board,
        Technique::NakedTriple,
        &[],
        &elims,
        "Row 1, column 2, row 4, column 2 and row 9, column 2 hold only 1, 2 and 6 between them (a naked triple in column 2), so 1, 2 and 6 are removed from row 2, column 2, row 3, column 2, row 5, column 2, row 6, column 2, row 7, column 2 and row 8, column 2.",
    );
}

#[test]
fn naked_quad() {
    // A ring of pairs in box 5: no two or three of them form a subset.
    let mut board = board_with(&[]);
    keep(&mut board, 4, 4, &[1, 2]);
    keep(&mut board, 4, 6, &[2, 3]);
    keep(&mut board, 5, 5, &[3, 4]);
    keep(&mut board, 6, 4, &[1, 4]);
    let mut elims = Vec::new();
    for (r, c) in [(4, 5), (5, 4), (5, 6), (6, 5), (6, 6)] {
        elims.extend([(r, c, 1), (r, c, 2), (r, c, 3), (r, c, 4)]);
    }
    expect(
        &board,
        Technique::NakedQuad,
        &[],
        &elims,
        "Row 4, column 4, row 4, column 6, row 5, column 5 and row 6, column 4 hold only 1, 2, 3 and 4 between them (a naked quad in box 5), so 1, 2, 3 and 4 are removed from row 4, column 5, row 5, column 4, row 5, column 6, row 6, column 5 and row 6, column 6.",
    );
}

#[test]
fn hidden_pair() {
    let mut board = board_with(&[]);
    remove(&mut board, 8, &row(9, &[1, 2, 4, 5, 6, 8, 9]));
    remove(&mut board, 9, &row(9, &[1, 2, 4, 5, 6, 8, 9]));
    let mut elims = Vec::new();
    for c in [3, 7] {
        elims.extend((1..=7).map(|d| (9, c, d)));
    }
    expect(
        &board,
        Technique::HiddenPair,
        &[],
        &elims,
        "In row 9, 8 and 9 fit only in row 9, column 3 and row 9, column 7 (a hidden pair), so the other candidates are removed from those cells (1, 2, 3, 4, 5, 6 and 7 from row 9, column 3; 1, 2, 3, 4, 5, 6 and 7 from row 9, column 7).",
    );
}

#[test]
fn hidden_triple() {
    // In column 5: 1 only in rows 2 and 5, 2 only in rows 5 and 8, 3 only
    // in rows 2 and 8.
    let mut board = board_with(&[]);
    remove(&mut board, 1, &col(5, &[1, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 2, &col(5, &[1, 2, 3, 4, 6, 7, 9]));
    remove(&mut board, 3, &col(5, &[1, 3, 4, 5, 6, 7, 9]));
    let mut elims = Vec::new();
    for r in [2, 5, 8] {
        elims.extend((4..=9).map(|d| (r, 5, d)));
    }
    expect(
        &board,
        Technique::HiddenTriple,
        &[],
        &elims,
        "In column 5, 1, 2 and 3 fit only in row 2, column 5, row 5, column 5 and row 8, column 5 (a hidden triple), so the other candidates are removed from those cells (4, 5, 6, 7, 8 and 9 from row 2, column 5; 4, 5, 6, 7, 8 and 9 from row 5, column 5; 4, 5, 6, 7, 8 and 9 from row 8, column 5).",
    );
}

#[test]
fn hidden_quad() {
    // In box 1, 1-4 only in r1c1, r1c2, r2c1, r2c2, each digit in three of
    // them (an L shape, never on one line).
    let mut board = board_with(&[]);
    for d in 1..=4 {
        remove(&mut board, d, &[(1, 3), (2, 3), (3, 1), (3, 2), (3, 3)]);
    }
    remove(&mut board, 1, &[(2, 2)]);
    remove(&mut board, 2, &[(1, 1)]);
    remove(&mut board, 3, &[(1, 2)]);
    remove(&mut board, 4, &[(2, 1)]);
    let mut elims = Vec::new();
    for (r, c) in [(1, 1), (1, 2), (2, 1), (2, 2)] {
        elims.extend((5..=9).map(|d| (r, c, d)));
    }
    expect(
        &board,
        Technique::HiddenQuad,
        &[],
        &elims,
        "In box 1, 1, 2, 3 and 4 fit only in row 1, column 1, row 1, column 2, row 2, column 1 and row 2, column 2 (a hidden quad), so the other candidates are removed from those cells (5, 6, 7, 8 and 9 from row 1, column 1; 5, 6, 7, 8 and 9 from row 1, column 2; 5, 6, 7, 8 and 9 from row 2, column 1; 5, 6, 7, 8 and 9 from row 2, column 2).",
    );
}
