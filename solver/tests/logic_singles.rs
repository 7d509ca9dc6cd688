//! The technique engine, one hand-checked board per technique: the
//! technique names, the singles and the locked candidates (pointing,
//! box/line reduction).

mod common;

use common::{board_with, check_sound, expect, rc, remove, row, solution, EASY};
use sudoku_solver::logic::{logical_solve, Board, LogicalStatus, Technique};
use sudoku_solver::{Grid, Unit};

#[test]
fn techniques_in_order_with_names() {
    let names: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
    assert_eq!(
        names,
        [
            "Full house",
            "Naked single",
            "Hidden single",
            "Pointing pair",
            "Pointing triple",
            "Box/line reduction",
            "Naked pair",
            "Naked triple",
            "Naked quad",
            "Hidden pair",
            "Hidden triple",
            "Hidden quad",
            "X-Wing",
            "Swordfish",
            "Jellyfish",
            "XY-Wing",
            "XYZ-Wing",
            "Unique rectangle",
            "Unique loop",
            "BUG+1",
            "BUG",
            "Simple colouring",
            "X-chain",
            "XY-chain",
            "Aligned pair exclusion",
            "Bidirectional cycle",
            "Forcing chain",
            "Aligned triple exclusion",
            "Supposition",
        ]
    );
    assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(Technique::XWing.to_string(), "X-Wing");
    let placing: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|t| t.places_digits())
        .collect();
    assert_eq!(
        placing,
        [
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle
        ]
    );
}

#[test]
fn full_house() {
    let board = board_with(&[
        (1, 1, 1),
        (1, 2, 2),
        (1, 3, 3),
        (1, 4, 4),
        (1, 5, 5),
        (1, 6, 6),
        (1, 7, 7),
        (1, 8, 8),
    ]);
    let step = expect(
        &board,
        Technique::FullHouse,
        &[(1, 9, 9)],
        &[],
        "Row 1, column 9 is the only empty cell left in row 1, so it must be 9.",
    );
    assert_eq!(step.units, vec![Unit::Row(0)]);
    assert_eq!(step.cells, vec![8]);
}

#[test]
fn naked_single() {
    // Row 5 holds 1-4, column 5 holds 5-8: only 9 is left for r5c5.
    let board = board_with(&[
        (5, 1, 1),
        (5, 2, 2),
        (5, 3, 3),
        (5, 4, 4),
        (1, 5, 5),
        (2, 5, 6),
        (8, 5, 7),
        (9, 5, 8),
    ]);
    expect(
        &board,
        Technique::NakedSingle,
        &[(5, 5, 9)],
        &[],
        "Row 5, column 5 has only one candidate left, so it must be 9.",
    );
}

#[test]
fn hidden_single() {
    // The 7s in row 5, row 6, column 4 and column 5 leave box 5 one place.
    let board = board_with(&[(1, 4, 7), (5, 1, 7), (6, 9, 7), (9, 5, 7)]);
    let step = expect(
        &board,
        Technique::HiddenSingle,
        &[(4, 6, 7)],
        &[],
        "In box 5, the only place for 7 is row 4, column 6.",
    );
    assert_eq!(step.units, vec![Unit::Box(4)]);
}

#[test]
fn newspaper_puzzle_solves_with_singles_only() {
    let grid = Grid::parse(EASY).unwrap();
    expect(
        &Board::from_grid(&grid),
        Technique::NakedSingle,
        &[(1, 2, 3)],
        &[],
        "Row 1, column 2 has only one candidate left, so it must be 3.",
    );
    let out = logical_solve(&grid);
    assert!(out.is_solved());
    assert_eq!(out.status, LogicalStatus::Solved);
    assert_eq!(out.grid(), solution(&grid));
    assert_eq!(out.steps.len(), 81 - grid.filled());
    assert_eq!(
        out.techniques(),
        vec![(Technique::FullHouse, 20), (Technique::NakedSingle, 23)]
    );
    check_sound(&grid, &out, "newspaper");
}

#[test]
fn pointing_pair() {
    // The 5s in row 1, row 4 and row 7 and the eliminations in row 3 and
    // r2c3 leave box 1 with 5 only in r2c1 and r2c2.
    let mut board = board_with(&[(1, 6, 5), (4, 4, 5), (7, 5, 5)]);
    remove(&mut board, 5, &[(2, 3), (3, 1), (3, 2), (3, 3)]);
    let step = expect(
        &board,
        Technique::PointingPair,
        &[],
        &[(2, 7, 5), (2, 8, 5), (2, 9, 5)],
        "In box 1, 5 can only go in row 2, so 5 is removed from row 2, column 7, row 2, column 8 and row 2, column 9.",
    );
    assert_eq!(step.cells, vec![rc(2, 1), rc(2, 2)]);
    assert_eq!(step.units, vec![Unit::Box(0), Unit::Row(1)]);
}

#[test]
fn pointing_triple() {
    let mut board = board_with(&[]);
    remove(
        &mut board,
        3,
        &[(7, 7), (7, 8), (8, 7), (8, 8), (9, 7), (9, 8)],
    );
    expect(
        &board,
        Technique::PointingTriple,
        &[],
        &[(1, 9, 3), (2, 9, 3), (3, 9, 3), (4, 9, 3), (5, 9, 3), (6, 9, 3)],
        "In box 9, 3 can only go in column 9, so 3 is removed from row 1, column 9, row 2, column 9, row 3, column 9, row 4, column 9, row 5, column 9 and row 6, column 9.",
    );
}

#[test]
fn box_line_reduction() {
    let mut board = board_with(&[]);
    remove(&mut board, 4, &row(1, &[3, 4, 5, 6, 7, 8, 9]));
    expect(
        &board,
        Technique::BoxLineReduction,
        &[],
        &[(2, 1, 4), (2, 2, 4), (2, 3, 4), (3, 1, 4), (3, 2, 4), (3, 3, 4)],
        "In row 1, 4 can only go in box 1, so 4 is removed from row 2, column 1, row 2, column 2, row 2, column 3, row 3, column 1, row 3, column 2 and row 3, column 3.",
    );
}
