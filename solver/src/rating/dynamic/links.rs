//! The nodes of SE's chains, and the board they are followed on: each
//! cell's candidates and each digit's places.

use crate::geometry::{box_of, col_of, row_of, CELLS, UNITS};

/// A node: `(cell * 9 + digit - 1) * 2`, plus 1 when "on".
pub(super) type Node = u16;

/// The number of nodes.
pub(super) const NODES: usize = CELLS * 18;

/// The node of `digit` in `cell`, on or off.
pub(super) fn node(cell: usize, digit: u8, on: bool) -> Node {
    ((cell * 9 + usize::from(digit - 1)) * 2 + usize::from(on)) as Node
}

/// The cell of a node.
pub(super) fn cell_of(n: Node) -> usize {
    usize::from(n) / 18
}

/// The digit of a node.
pub(super) fn digit_of(n: Node) -> u8 {
    (n / 2 % 9) as u8 + 1
}

/// Whether a node is "on".
pub(super) fn is_on(n: Node) -> bool {
    n % 2 == 1
}

/// Each cell's candidates, bit `d` for digit `d` (0 for a filled cell).
pub(super) type Cands = [u16; CELLS];

/// Each digit's places (bit `cell`), index 1 to 9.
pub(super) type Places = [u128; 10];

/// The places of every digit of `cands`.
pub(super) fn places_of(cands: &Cands) -> Places {
    let mut places = [0u128; 10];
    for (cell, &c) in cands.iter().enumerate() {
        for (d, p) in places.iter_mut().enumerate().skip(1) {
            if c & (1 << d) != 0 {
                *p |= 1 << cell;
            }
        }
    }
    places
}

/// Each unit's cells as a mask of bit `cell`.
pub(super) const UNIT_MASKS: [u128; 27] = {
    let mut out = [0u128; 27];
    let mut u = 0;
    while u < 27 {
        let mut k = 0;
        while k < 9 {
            out[u] |= 1 << UNITS[u][k];
            k += 1;
        }
        u += 1;
    }
    out
};

/// The cells of a mask, in order.
pub(super) fn cells_in(mut mask: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let c = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            c
        })
    })
}

/// The units of `cell` in SE's order: box, row, column.
pub(super) fn units_of(cell: usize) -> [usize; 3] {
    [18 + box_of(cell), row_of(cell), 9 + col_of(cell)]
}

/// How chains are followed: SE's `isDynamic` and nesting `level` (0 to 4).
#[derive(Clone, Copy)]
pub(in crate::rating) struct Mode {
    /// "Off" nodes remove their candidates from the working board.
    pub(in crate::rating) dynamic: bool,
    /// SE's nesting level: from 1 the other techniques of SE's "(+)"
    /// chains join in, then SE's forcing chains (2), its static cell and
    /// region chains (3), or instead of both its dynamic chains (4).
    pub(in crate::rating) level: u8,
}

/// The cause of a node turned on because its cell had two candidates.
pub(super) const CELL_RULE: u8 = 27;
/// The cause of an assumption or of a node another technique turned off.
pub(super) const NO_CAUSE: u8 = u8::MAX;
