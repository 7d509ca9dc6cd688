//! The digit set.

use sudoku_solver::logic::Board;
use sudoku_solver::{Digits, Grid};

#[test]
fn constants_and_single_digits() {
    assert_eq!(Digits::ALL.bits(), 0b11_1111_1110);
    assert_eq!(Digits::ALL.len(), 9);
    assert_eq!(Digits::ALL.to_vec(), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert_eq!(Digits::EMPTY.bits(), 0);
    assert!(Digits::EMPTY.is_empty());
    assert_eq!(Digits::default(), Digits::EMPTY);
    assert_eq!(Digits::single(1).bits(), 0b10);
    assert_eq!(Digits::single(9).bits(), 1 << 9);
    assert_eq!(Digits::single(0), Digits::EMPTY);
    assert_eq!(Digits::single(10), Digits::EMPTY);
    assert_eq!(Digits::single(200), Digits::EMPTY);
    assert_eq!(Digits::from_bits(0xffff), Digits::ALL);
    assert_eq!(Digits::from_bits(0b1001_0011).to_vec(), [1, 4, 7]);
}

#[test]
fn insert_remove_contains() {
    let mut set = Digits::EMPTY;
    set.insert(7);
    set.insert(2);
    set.insert(7);
    set.insert(0);
    set.insert(12);
    assert_eq!(set.to_vec(), [2, 7]);
    assert_eq!(set.len(), 2);
    assert!(set.contains(2) && set.contains(7));
    assert!(!set.contains(3) && !set.contains(0) && !set.contains(99));
    assert_eq!(set.first(), Some(2));
    set.remove(2);
    set.remove(5);
    set.remove(0);
    assert_eq!(set.to_vec(), [7]);
    set.remove(7);
    assert!(set.is_empty());
    assert_eq!(set.first(), None);
}

#[test]
fn set_operations() {
    let a: Digits = [1, 2, 3, 4].into_iter().collect();
    let b: Digits = [3, 4, 5].into_iter().collect();
    assert_eq!((a | b).to_vec(), [1, 2, 3, 4, 5]);
    assert_eq!((a & b).to_vec(), [3, 4]);
    assert_eq!((a - b).to_vec(), [1, 2]);
    assert_eq!((!a).to_vec(), [5, 6, 7, 8, 9]);
    assert_eq!(!Digits::ALL, Digits::EMPTY);
    let mut c = a;
    c |= b;
    assert_eq!(c.to_vec(), [1, 2, 3, 4, 5]);
    c &= b;
    assert_eq!(c, b);
}

#[test]
fn iterates_ascending_and_prints_as_a_set() {
    let set: Digits = [9, 1, 5].into_iter().collect();
    let iter = set.iter();
    assert_eq!(iter.len(), 3);
    assert_eq!(iter.collect::<Vec<u8>>(), [1, 5, 9]);
    let mut seen = Vec::new();
    for d in set {
        seen.push(d);
    }
    assert_eq!(seen, [1, 5, 9]);
    assert_eq!(format!("{set:?}"), "{1, 5, 9}");
    assert_eq!(format!("{:?}", Digits::EMPTY), "{}");
}

#[test]
fn the_board_gives_candidates_as_a_set() {
    let mut grid = Grid::empty();
    grid.set(1, 3);
    grid.set(9, 8);
    grid.set(40, 5);
    let mut board = Board::from_grid(&grid);
    assert_eq!(board.candidate_set(0).to_vec(), [1, 2, 4, 5, 6, 7, 9]);
    assert_eq!(board.candidates(0), board.candidate_set(0).bits());
    assert_eq!(board.candidate_digits(0), [1, 2, 4, 5, 6, 7, 9]);
    assert!(board.eliminate(0, 9));
    assert_eq!(board.candidate_set(0).to_vec(), [1, 2, 4, 5, 6, 7]);
    assert_eq!(board.candidate_set(1), Digits::EMPTY);
    assert_eq!(board.candidate_set(81), Digits::EMPTY);
    assert_eq!(board.candidates(81), 0);
}
