//! The grid's geometry: units, peers, names.

use sudoku_solver::geometry::{box_of, cell_name, col_of, row_of, sees, Unit, CELLS, PEERS, UNITS};

#[test]
fn rows_columns_and_boxes_of_cells() {
    assert_eq!(CELLS, 81);
    assert_eq!((row_of(0), col_of(0), box_of(0)), (0, 0, 0));
    assert_eq!((row_of(40), col_of(40), box_of(40)), (4, 4, 4));
    assert_eq!((row_of(23), col_of(23), box_of(23)), (2, 5, 1));
    assert_eq!((row_of(57), col_of(57), box_of(57)), (6, 3, 7));
    assert_eq!((row_of(80), col_of(80), box_of(80)), (8, 8, 8));
}

#[test]
fn units_in_order() {
    assert_eq!(UNITS[0], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(UNITS[9 + 2], [2, 11, 20, 29, 38, 47, 56, 65, 74]);
    assert_eq!(UNITS[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
    assert_eq!(UNITS[26], [60, 61, 62, 69, 70, 71, 78, 79, 80]);
    // Every cell lies in exactly one row, column and box, at the right place.
    for cell in 0..CELLS {
        let units: Vec<usize> = (0..27)
            .filter(|&u| UNITS[u].contains(&(cell as u8)))
            .collect();
        assert_eq!(
            units,
            [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)],
            "{cell}"
        );
    }
}

#[test]
fn peers_are_the_cells_seen() {
    for (cell, peers) in PEERS.iter().enumerate() {
        let seen: Vec<u8> = (0..CELLS as u8)
            .filter(|&o| {
                let o = o as usize;
                o != cell
                    && (row_of(o) == row_of(cell)
                        || col_of(o) == col_of(cell)
                        || box_of(o) == box_of(cell))
            })
            .collect();
        assert_eq!(peers.to_vec(), seen, "{cell}");
        for other in 0..CELLS {
            assert_eq!(sees(cell, other), seen.contains(&(other as u8)));
        }
    }
    assert_eq!(
        PEERS[0],
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72]
    );
    assert!(!sees(5, 5));
}

#[test]
fn units_listed_named_and_indexed() {
    let all: Vec<Unit> = Unit::all().collect();
    assert_eq!(all.len(), 27);
    assert_eq!(all, Unit::ALL);
    assert_eq!(
        [all[0], all[8], all[9], all[17], all[18], all[26]],
        [
            Unit::Row(0),
            Unit::Row(8),
            Unit::Column(0),
            Unit::Column(8),
            Unit::Box(0),
            Unit::Box(8)
        ]
    );
    for (u, unit) in Unit::ALL.into_iter().enumerate() {
        assert_eq!(unit.index(), u);
        assert_eq!(unit.cells(), UNITS[u].map(usize::from));
    }
    assert_eq!(Unit::Box(4).cells(), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
    assert_eq!(Unit::Row(2).to_string(), "row 3");
    assert_eq!(Unit::Column(6).to_string(), "column 7");
    assert_eq!(Unit::Box(4).to_string(), "box 5");
    assert_eq!(cell_name(0), "row 1, column 1");
    assert_eq!(cell_name(32), "row 4, column 6");
    assert_eq!(cell_name(80), "row 9, column 9");
}
