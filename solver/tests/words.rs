//! The words shared with the page: steps summarised, their changes, numbers
//! and algorithm names inside sentences.

mod common;

use common::EASY;
use sudoku_solver::logic::{next_step, Board, Pattern, Step, Technique, Tense};
use sudoku_solver::words::{count, thousands};
use sudoku_solver::{Algorithm, Digits, Grid, Unit};

/// A step that places `placements` and removes `eliminations` (the
/// pattern only matters to the explanation).
fn step(placements: &[(usize, u8)], eliminations: &[(usize, u8)]) -> Step {
    Step {
        technique: Technique::NakedPair,
        placements: placements.to_vec(),
        eliminations: eliminations.to_vec(),
        cells: vec![20, 24],
        units: vec![Unit::Row(2)],
        pattern: Pattern::NakedSubset {
            unit: Unit::Row(2),
            cells: vec![20, 24],
            digits: [4, 6].into_iter().collect::<Digits>(),
        },
    }
}

#[test]
fn a_placing_step_in_words() {
    let board = Board::from_grid(&Grid::parse(EASY).unwrap());
    let step = next_step(&board).unwrap();
    assert_eq!(step.summary(), "Naked single: 3 in row 1, column 2");
    assert_eq!(step.changes(Tense::Present), "places 3 in row 1, column 2");
    assert_eq!(step.changes(Tense::Past), "placed 3 in row 1, column 2");
    assert_eq!(
        step.to_string(),
        "Row 1, column 2 has only one candidate left, so it must be 3."
    );
    assert_eq!(step.to_string(), step.explanation());
}

#[test]
fn an_eliminating_step_in_words() {
    // Box 1 holds 5 only in row 2 (as in the pointing pair test).
    let mut grid = Grid::empty();
    grid.set(5, 5);
    grid.set(30, 5);
    grid.set(58, 5);
    let mut board = Board::from_grid(&grid);
    for cell in [11, 18, 19, 20] {
        assert!(board.eliminate(cell, 5));
    }
    let step = next_step(&board).unwrap();
    assert_eq!(step.technique, Technique::PointingPair);
    assert_eq!(step.summary(), "Pointing pair: removes 5 from 3 cells");
    assert_eq!(step.changes(Tense::Present), "removes 5 from 3 cells");
    assert_eq!(step.changes(Tense::Past), "removed 5 from 3 cells");
}

#[test]
fn several_digits_from_one_cell_and_both_kinds_of_change() {
    let one_cell = step(&[], &[(22, 4), (22, 6)]);
    assert_eq!(
        one_cell.summary(),
        "Naked pair: removes 4 and 6 from row 3, column 5"
    );
    assert_eq!(
        one_cell.explanation(),
        "Row 3, column 3 and row 3, column 7 hold only 4 and 6 between them (a naked pair in row 3), so 4 and 6 are removed from row 3, column 5."
    );
    let three_digits = step(&[], &[(22, 4), (23, 6), (23, 9)]);
    assert_eq!(
        three_digits.changes(Tense::Present),
        "removes 4, 6 and 9 from 2 cells"
    );
    let both = step(&[(1, 3), (30, 5)], &[(40, 7), (41, 7)]);
    assert_eq!(
        both.changes(Tense::Present),
        "places 3 in row 1, column 2, 5 in row 4, column 4 and removes 7 from 2 cells"
    );
    assert_eq!(
        both.changes(Tense::Past),
        "placed 3 in row 1, column 2, 5 in row 4, column 4 and removed 7 from 2 cells"
    );
    assert_eq!(
        both.summary(),
        "Naked pair: 3 in row 1, column 2, 5 in row 4, column 4"
    );
    let nothing = step(&[], &[]);
    assert_eq!(nothing.changes(Tense::Present), "changes nothing");
    assert_eq!(nothing.changes(Tense::Past), "changes nothing");
    assert_eq!(nothing.summary(), "Naked pair: removes  from 0 cells");
}

#[test]
fn thousands_group_digits() {
    assert_eq!(thousands(0), "0");
    assert_eq!(thousands(52), "52");
    assert_eq!(thousands(999), "999");
    assert_eq!(thousands(1000), "1,000");
    assert_eq!(thousands(4428), "4,428");
    assert_eq!(thousands(3_000_000), "3,000,000");
    assert_eq!(thousands(12_345_678), "12,345,678");
    assert_eq!(thousands(u64::MAX), "18,446,744,073,709,551,615");
}

#[test]
fn counts_pluralise() {
    assert_eq!(count(1, "call"), "1 call");
    assert_eq!(count(0, "backtrack"), "0 backtracks");
    assert_eq!(count(52, "call"), "52 calls");
    assert_eq!(count(4428, "call"), "4,428 calls");
    assert_eq!(count(51, "guess"), "51 guesses");
    assert_eq!(count(1, "guess"), "1 guess");
    assert_eq!(count(2, "cell"), "2 cells");
}

#[test]
fn algorithms_inside_a_sentence() {
    let phrases: Vec<&str> = Algorithm::ALL.iter().map(|a| a.phrase()).collect();
    assert_eq!(
        phrases,
        [
            "naive backtracking",
            "backtracking with candidates",
            "constraint propagation",
            "the fast solver"
        ]
    );
}
