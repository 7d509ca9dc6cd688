//! Lookup tables shared by the cell-based algorithms: units and peers.

/// The 27 units as cell indices: rows 0..9, columns 9..18, boxes 18..27.
pub(crate) const UNITS: [[u8; 9]; 27] = units();

/// The 20 peers of each cell (same row, column or box, the cell excluded).
pub(crate) const PEERS: [[u8; 20]; 81] = peers();

const fn units() -> [[u8; 9]; 27] {
    let mut out = [[0u8; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut j = 0;
        while j < 9 {
            out[k][j] = (k * 9 + j) as u8;
            out[9 + k][j] = (j * 9 + k) as u8;
            out[18 + k][j] = ((k / 3 * 3 + j / 3) * 9 + k % 3 * 3 + j % 3) as u8;
            j += 1;
        }
        k += 1;
    }
    out
}

const fn peers() -> [[u8; 20]; 81] {
    let mut out = [[0u8; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (r, c) = (cell / 9, cell % 9);
        let mut n = 0;
        let mut other = 0;
        while other < 81 {
            let (r2, c2) = (other / 9, other % 9);
            let same_box = r / 3 == r2 / 3 && c / 3 == c2 / 3;
            if other != cell && (r == r2 || c == c2 || same_box) {
                out[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    out
}
