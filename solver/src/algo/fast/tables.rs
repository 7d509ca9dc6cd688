//! The fast solver's lookup tables and masks, computed at compile time (the
//! bit layout is described in the parent module).

/// All 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// The nine cells of a row.
pub(super) const ROW: u32 = 0x1ff;

/// Mini-row occupancy of a 9-bit row: bit `k` set when the cells of box
/// column `k` (bits `3k..3k+3`) hold a candidate.
pub(super) static SHRINK: [u32; 512] = shrink_table();

/// For a shrunk band (bit `3r + k`: row `r` has candidates in box `k`), the
/// 27-bit mask of every mini-row used by some row-to-box permutation.
pub(super) static COMPLEX: [u32; 512] = complex_table();

/// [`COMPLEX`] indexed by [`minirow_key`] instead of the shrunk band: the
/// same masks in another order.
pub(super) static COMPLEX_BY_KEY: [u32; 512] = complex_by_key_table();

/// The multiplier of [`minirow_key`]: a perfect hash of the 512 sets of
/// mini-rows, found by trying random odd multipliers (the first of about
/// 27 million that maps them to 512 different keys; the table's
/// construction checks that it does).
const MINIROW_MUL: u32 = 0x3808_0101;

/// A band word's mini-rows as a 9-bit key: each mini-row's three bits
/// or-ed into its lowest (bit `3 * m`), then one multiply whose top nine
/// bits differ for each of the 512 sets of mini-rows (a perfect hash, not
/// a gather: carries mix the bits), so the key is a fixed permutation of
/// the shrunk band (see [`shrink`]). A few instructions and no table,
/// where `pext` is missing or slow (WebAssembly, processors without BMI2,
/// AMD's before Zen 3): about as quick as `pext` (the search's `avx2` copy
/// keeps it: 2-5% quicker still).
#[inline(always)]
pub(super) const fn minirow_key(a: u32) -> usize {
    let m = (a | a >> 1 | a >> 2) & 0o111_111_111;
    (m.wrapping_mul(MINIROW_MUL) >> 23) as usize
}

/// The mini-rows of a band as 9 bits, bit `3 * r + k` for row `r`, box
/// `k`, spread to the 27 cells (three bits each).
pub(super) const fn spread_minirows(p: u32) -> u32 {
    let mut out = 0;
    let mut i = 0;
    while i < 9 {
        if p >> i & 1 != 0 {
            out |= 7 << (3 * i);
        }
        i += 1;
    }
    out
}

const fn complex_by_key_table() -> [u32; 512] {
    let complex = complex_table();
    let mut t = [0u32; 512];
    let mut taken = [false; 512];
    let mut shrunk = 0;
    while shrunk < 512 {
        let key = minirow_key(spread_minirows(shrunk as u32));
        // A compile-time error if two sets shared a key.
        assert!(!taken[key], "MINIROW_MUL is not a perfect hash");
        taken[key] = true;
        t[key] = complex[shrunk];
        shrunk += 1;
    }
    t
}

/// For the 9-bit set of columns a digit may use in a band, the mask that
/// clears from the other bands every column the digit is confined to in one
/// box of this band.
pub(super) static LOCKED_COLUMNS: [u32; 512] = locked_columns_table();

/// For each cell of a band (bit 0..27), the other cells of the band that see
/// it: its row, and its box (which holds the column's part in the band).
pub(super) static BAND_PEERS: [u32; 27] = band_peers_table();

const fn shrink_table() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 7 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
}

const fn complex_table() -> [u32; 512] {
    // The six permutations: row r goes to box PERMS[p][r].
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut p = 0;
        while p < 6 {
            let mut fits = true;
            let mut mask = 0u32;
            let mut r = 0;
            while r < 3 {
                let k = PERMS[p][r];
                if (s >> (3 * r + k)) & 1 == 0 {
                    fits = false;
                }
                mask |= 7 << (9 * r + 3 * k);
                r += 1;
            }
            if fits {
                t[s] |= mask;
            }
            p += 1;
        }
        s += 1;
    }
    t
}

const fn locked_columns_table() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut locked = 0u32;
        let mut k = 0;
        while k < 3 {
            let triple = ((s >> (3 * k)) & 7) as u32;
            if triple.count_ones() == 1 {
                locked |= triple << (3 * k);
            }
            k += 1;
        }
        t[s] = BAND & !(locked | locked << 9 | locked << 18);
        s += 1;
    }
    t
}

const fn band_peers_table() -> [u32; 27] {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let (r, c) = (i / 9, i % 9);
        let mut j = 0;
        while j < 27 {
            let (r2, c2) = (j / 9, j % 9);
            if j != i && (r2 == r || c2 / 3 == c / 3) {
                t[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    t
}

/// The column masks of a band: column `c` in all three rows.
pub(super) const fn column(c: usize) -> u32 {
    (1 | 1 << 9 | 1 << 18) << c
}

/// The index in the board's words of digit `d` (0..9) in band `b` (0..3):
/// a band's nine digits are consecutive, so that clearing cells from all of
/// them is a few vector instructions.
#[inline(always)]
pub(super) const fn word(d: usize, b: usize) -> usize {
    9 * b + d
}

/// The band of word `i` (see [`word`]): `i / 9` for `i < 27`, by a
/// multiply and a shift (V8 divides by 9 with a widening multiply that ties
/// up two fixed registers in the band update).
#[inline(always)]
pub(super) const fn word_band(i: usize) -> usize {
    (i * 57) >> 9
}

/// The digit of word `i` (see [`word`]).
#[inline(always)]
pub(super) const fn word_digit(i: usize) -> usize {
    i % 9
}

/// The mini-rows of band word `a` that hold a candidate (the "shrunk"
/// band: bit `3 * r + k` for row `r`, box `k`), by three [`SHRINK`]
/// lookups.
#[inline(always)]
pub(super) fn shrink(a: u32) -> u32 {
    SHRINK[(a & ROW) as usize]
        | SHRINK[((a >> 9) & ROW) as usize] << 3
        | SHRINK[(a >> 18) as usize] << 6
}

/// For word `i` (digit `i % 9`, band `i / 9`), the words of the same digit
/// in the other two bands (a table rather than divisions).
pub(super) static OTHER_BANDS: [[u8; 2]; 27] = {
    let mut t = [[0u8; 2]; 27];
    let mut i = 0;
    while i < 27 {
        t[i] = [((i + 9) % 27) as u8, ((i + 18) % 27) as u8];
        i += 1;
    }
    t
};

/// The lowest cell of each row of a band, to subtract 1 from every row at once.
pub(super) const ROW_LOWS: u32 = 1 | 1 << 9 | 1 << 18;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_bands() {
        for i in 0..27 {
            assert_eq!(word_band(i), i / 9, "{i}");
            assert_eq!(word(word_digit(i), word_band(i)), i);
        }
    }

    #[test]
    fn tables() {
        // Every mini-row open: every permutation fits, nothing is cleared.
        assert_eq!(COMPLEX[0o777], BAND);
        // Only the diagonal mini-rows open: the identity permutation.
        assert_eq!(COMPLEX[0b100_010_001], 7 | 7 << 12 | 7 << 24);
        // Rows 0 and 1 can only use box 0: no permutation.
        assert_eq!(COMPLEX[0b111_001_001], 0);
        assert_eq!(SHRINK[0b000_100_000], 0b010);
        // Columns 0, 3, 4 and 6..9: column 0 is locked (box 0), box 1 and
        // box 2 are not.
        let lock = LOCKED_COLUMNS[0b111_011_001];
        assert_eq!(lock, BAND & !column(0));
        // The peers of cell 0 inside its band: row 0 and box 0.
        assert_eq!(BAND_PEERS[0], 0x1fe | 7 << 9 | 7 << 18);
    }

    #[test]
    fn keyed_table_matches_on_every_band_word() {
        // Every 27-bit word: the multiply's key finds the mask the shrunk
        // band finds (the two copies of the search make the same updates).
        for a in 0..=BAND {
            assert_eq!(
                COMPLEX_BY_KEY[minirow_key(a)],
                COMPLEX[shrink(a) as usize],
                "{a:#o}"
            );
        }
    }
}
