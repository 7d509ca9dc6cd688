//! The houses of a puzzle (groups of nine cells that hold 1-9 once): rows,
//! columns, boxes or jigsaw regions, the diagonals, the windoku boxes; and
//! the peers of each cell computed from them.

use super::Variant;
use crate::geometry::{box_of, CELLS};

/// The top-left cells of the four windoku boxes (r2c2, r2c6, r6c2, r6c6).
pub const WINDOKU_CORNERS: [usize; 4] = [10, 14, 46, 50];

/// What a house is, for people and drawings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseKind {
    /// A row (0..9).
    Row(u8),
    /// A column (0..9).
    Column(u8),
    /// A 3x3 box (0..9), or in jigsaw a region (0..9).
    Region(u8),
    /// The diagonal from r1c1 to r9c9.
    MainDiagonal,
    /// The diagonal from r1c9 to r9c1.
    AntiDiagonal,
    /// A windoku box (0..4, top-left cells r2c2, r2c6, r6c2, r6c6).
    Window(u8),
}

/// The houses of a puzzle and the peers of every cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Houses {
    kinds: Vec<HouseKind>,
    cells: Vec<[u8; 9]>,
    peers: Vec<Vec<u8>>,
}

impl Houses {
    /// The houses of `variant`; `regions[cell]` (0..9) is the cell's box or
    /// jigsaw region.
    pub fn new(variant: Variant, regions: &[u8; CELLS]) -> Houses {
        let mut kinds = Vec::new();
        let mut cells = Vec::new();
        for k in 0..9u8 {
            kinds.push(HouseKind::Row(k));
            cells.push(std::array::from_fn(|j| k * 9 + j as u8));
        }
        for k in 0..9u8 {
            kinds.push(HouseKind::Column(k));
            cells.push(std::array::from_fn(|j| j as u8 * 9 + k));
        }
        for k in 0..9u8 {
            let mut members = [0u8; 9];
            let mut n = 0;
            for (cell, &r) in regions.iter().enumerate() {
                if r == k && n < 9 {
                    members[n] = cell as u8;
                    n += 1;
                }
            }
            kinds.push(HouseKind::Region(k));
            cells.push(members);
        }
        if variant.has_diagonals() {
            kinds.push(HouseKind::MainDiagonal);
            cells.push(std::array::from_fn(|j| j as u8 * 10));
            kinds.push(HouseKind::AntiDiagonal);
            cells.push(std::array::from_fn(|j| j as u8 * 8 + 8));
        }
        if variant == Variant::Windoku {
            for (w, &corner) in WINDOKU_CORNERS.iter().enumerate() {
                kinds.push(HouseKind::Window(w as u8));
                cells.push(std::array::from_fn(|j| (corner + j / 3 * 9 + j % 3) as u8));
            }
        }
        let mut peers = vec![Vec::new(); CELLS];
        for house in &cells {
            for &a in house {
                for &b in house {
                    if a != b && !peers[a as usize].contains(&b) {
                        peers[a as usize].push(b);
                    }
                }
            }
        }
        for p in &mut peers {
            p.sort_unstable();
        }
        Houses {
            kinds,
            cells,
            peers,
        }
    }

    /// The classic houses: rows, columns, boxes.
    pub fn classic() -> Houses {
        Houses::new(Variant::Classic, &box_regions())
    }

    /// The number of houses.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// True when there are no houses (never, for a built set).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cells of each house, in the order of [`Houses::kinds`].
    pub fn cells(&self) -> &[[u8; 9]] {
        &self.cells
    }

    /// What each house is.
    pub fn kinds(&self) -> &[HouseKind] {
        &self.kinds
    }

    /// The cells sharing a house with `cell` (ascending, the cell itself
    /// excluded). Cages add no peers here.
    ///
    /// # Panics
    /// If `cell >= 81`.
    pub fn peers(&self, cell: usize) -> &[u8] {
        &self.peers[cell]
    }
}

/// The 3x3 boxes as regions: `regions[cell]` is the cell's box.
pub fn box_regions() -> [u8; CELLS] {
    std::array::from_fn(|cell| box_of(cell) as u8)
}
