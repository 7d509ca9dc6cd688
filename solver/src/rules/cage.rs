//! Cages: cells whose digits differ and add up to a sum, and the tables of
//! the digit combinations a sum allows.

/// A killer cage: its sum and its cells (0-based, row-major), the head
/// first. The head is the cell that shows the sum.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cage {
    /// The sum of the cage's digits (1..=45 in a valid cage).
    pub sum: u8,
    /// The cells, the head first and the rest ascending.
    pub cells: Vec<u8>,
}

impl Cage {
    /// A cage of `sum` over `cells`, the first of which is the head; the
    /// other cells are put in ascending order.
    pub fn new(sum: u8, cells: &[u8]) -> Cage {
        let mut cells = cells.to_vec();
        if cells.len() > 1 {
            cells[1..].sort_unstable();
        }
        Cage { sum, cells }
    }

    /// The cell that shows the sum.
    pub fn head(&self) -> u8 {
        self.cells.first().copied().unwrap_or(0)
    }
}

/// The smallest and largest sum of `size` different digits 1..=9:
/// `(1+2+..+size, 9+8+..)`; `None` for sizes over 9.
pub fn sum_range(size: usize) -> Option<(u8, u8)> {
    if size > 9 {
        return None;
    }
    let n = size as u8;
    Some((n * (n + 1) / 2, n * (19 - n) / 2))
}

/// Every set of digits as a bit mask (bit `d - 1` for digit `d`), ordered
/// by size, then sum: the combination table. [`combinations`] slices it.
const COMBOS: ([u16; 512], [[u16; 47]; 10]) = combo_table();

const fn combo_table() -> ([u16; 512], [[u16; 47]; 10]) {
    // A counting sort of the 512 masks by (size, sum).
    let mut count = [[0u16; 47]; 10];
    let mut m = 0usize;
    while m < 512 {
        count[(m as u16).count_ones() as usize][mask_sum(m as u16) as usize] += 1;
        m += 1;
    }
    let mut start = [[0u16; 47]; 10];
    let mut n = 0u16;
    let mut size = 0;
    while size <= 9 {
        let mut sum = 0;
        while sum <= 45 {
            start[size][sum] = n;
            n += count[size][sum];
            sum += 1;
        }
        start[size][46] = n;
        size += 1;
    }
    let mut next = start;
    let mut masks = [0u16; 512];
    let mut m = 0usize;
    while m < 512 {
        let (k, s) = (
            (m as u16).count_ones() as usize,
            mask_sum(m as u16) as usize,
        );
        masks[next[k][s] as usize] = m as u16;
        next[k][s] += 1;
        m += 1;
    }
    (masks, start)
}

/// The sum of the digits of a mask (bit `d - 1` for digit `d`).
pub const fn mask_sum(mask: u16) -> u32 {
    let mut total = 0;
    let mut d = 0;
    while d < 9 {
        if mask & (1 << d) != 0 {
            total += d + 1;
        }
        d += 1;
    }
    total
}

/// Every set of `size` different digits adding up to `sum`, as bit masks
/// (bit `d - 1` for digit `d`). Empty when there is none.
///
/// ```
/// use sudoku_solver::rules::combinations;
/// // 2 cells, sum 4: only 1 + 3.
/// assert_eq!(combinations(2, 4), &[0b101]);
/// assert!(combinations(2, 18).is_empty());
/// ```
pub fn combinations(size: usize, sum: usize) -> &'static [u16] {
    if size > 9 || sum > 45 {
        return &[];
    }
    let from = COMBOS.1[size][sum] as usize;
    let to = if sum < 45 {
        COMBOS.1[size][sum + 1] as usize
    } else {
        COMBOS.1[size][46] as usize
    };
    &COMBOS.0[from..to]
}
