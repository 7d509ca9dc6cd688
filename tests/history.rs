//! Native tests of the undo history: its order, its limit, and that copies
//! share it.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_solver::Grid;
use sudoku_web::model::{History, Sheet, HISTORY_LIMIT};

/// A sheet with digit `d` (1-9) in cell `cell`.
fn sheet(cell: usize, d: u8) -> Sheet {
    let mut grid = Grid::empty();
    grid.set(cell, d);
    Sheet::from_puzzle(grid)
}

#[test]
fn undo_and_redo_go_back_and_forth_in_order() {
    let mut history = History::default();
    assert!(!history.can_undo() && !history.can_redo());
    let (a, b, c) = (sheet(0, 1), sheet(1, 2), sheet(2, 3));
    history.record(a.clone());
    history.record(b.clone());
    assert_eq!(history.undo_sheets(), vec![a.clone(), b.clone()]);
    // Showing c: Undo gives b, then a; Redo gives b, then c.
    assert_eq!(history.undo(c.clone()), Some(b.clone()));
    assert_eq!(history.undo(b.clone()), Some(a.clone()));
    assert_eq!(history.undo(a.clone()), None);
    assert_eq!(history.redo_sheets(), vec![c.clone(), b.clone()]);
    assert_eq!(history.redo(a.clone()), Some(b.clone()));
    assert_eq!(history.redo(b.clone()), Some(c.clone()));
    assert_eq!(history.redo(c.clone()), None);
    // A new edit drops what Redo had.
    history.undo(c.clone());
    history.record(b);
    assert!(!history.can_redo());
}

#[test]
fn the_oldest_entries_beyond_the_limit_are_dropped() {
    let mut history = History::default();
    for i in 0..HISTORY_LIMIT + 7 {
        history.record(sheet(i % 81, (i % 9) as u8 + 1));
    }
    let kept = history.undo_sheets();
    assert_eq!(kept.len(), HISTORY_LIMIT);
    assert_eq!(kept[0], sheet(7, 8), "the 8th edit is now the oldest");
    let restored = History::new(kept.clone(), Vec::new());
    assert_eq!(restored, history);
    let mut longer = kept;
    longer.insert(0, sheet(80, 9));
    assert_eq!(
        History::new(longer, Vec::new()).undo_sheets().len(),
        HISTORY_LIMIT
    );
}

#[test]
fn copies_share_the_history_and_change_apart() {
    let mut history = History::default();
    for i in 0..HISTORY_LIMIT {
        history.record(sheet(i % 81, 1));
    }
    let copy = history.clone();
    assert_eq!(copy, history);
    history.undo(sheet(0, 9));
    assert_ne!(copy, history, "the copy keeps its own entries");
    assert_eq!(copy.undo_sheets().len(), HISTORY_LIMIT);
    assert_eq!(history.undo_sheets().len(), HISTORY_LIMIT - 1);
    // A long redo list (it has no limit) drops without deep recursion.
    let long = History::new(Vec::new(), (0..200_000).map(|i| sheet(i % 81, 2)).collect());
    assert!(long.can_redo());
    drop(long);
}
