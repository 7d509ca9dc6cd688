//! The fast solver's band operations with WebAssembly SIMD (`simd128`):
//! the compiler leaves the loops over a band's nine digit words scalar
//! there (natively it vectorises them), so here the first eight words are
//! two 128-bit vectors, loaded and stored in this module's two `unsafe`
//! blocks, and the ninth a plain word.

use super::tables::word;
use core::arch::wasm32::{
    i32x4_bitmask, i32x4_eq, i32x4_shl, u32x4_splat, v128, v128_and, v128_load, v128_store,
};

// Band `b`'s nine words are `cand[9 * b..9 * b + 9]` (see `tables::word`):
// the chunks of nine below rely on it.
const _: () = assert!(word(0, 1) == 9 && word(8, 2) == 26);

/// `cand[word(d, b)] &= mask` for the nine digits `d` of band `b`,
/// flagging the words that changed in `dirty` (as the portable
/// `clear_band_in` of the board module).
#[inline(always)]
pub(super) fn clear_band(cand: &mut [u32; 27], dirty: &mut u32, b: usize, mask: u32) {
    let words = &mut cand.as_chunks_mut::<9>().0[b];
    let (lo, hi) = load(words);
    let m = u32x4_splat(mask);
    let (new_lo, new_hi) = (v128_and(lo, m), v128_and(hi, m));
    store(words, new_lo, new_hi);
    let old = words[8];
    words[8] = old & mask;
    // The words that stayed the same (`eq`: V8 makes `ne` an `eq` and a
    // not of the vector, the not is cheaper on the nine-bit mask).
    let same = u32::from(i32x4_bitmask(i32x4_eq(lo, new_lo)))
        | u32::from(i32x4_bitmask(i32x4_eq(hi, new_hi))) << 4
        | u32::from(words[8] == old) << 8;
    let changed = !same & 511;
    *dirty |= changed << word(0, b);
}

/// The candidates of cell `bit` (0..27) of band `b`, bit `d` for digit
/// `d`: each word's bit moved to its sign bit, then the signs gathered.
#[inline(always)]
pub(super) fn digits(cand: &[u32; 27], b: usize, bit: usize) -> u32 {
    let band = &cand.as_chunks::<9>().0[b];
    let (lo, hi) = load(band);
    let up = 31 - (bit as u32 & 31);
    u32::from(i32x4_bitmask(i32x4_shl(lo, up)))
        | u32::from(i32x4_bitmask(i32x4_shl(hi, up))) << 4
        | (band[8] >> bit & 1) << 8
}

/// Words 0..4 and 4..8 of a band as two vectors.
#[inline(always)]
#[allow(unsafe_code)]
fn load(words: &[u32; 9]) -> (v128, v128) {
    let p = words.as_ptr().cast::<v128>();
    // SAFETY: `p` and `p.add(1)` address words[0..4] and words[4..8], 16
    // bytes each inside the borrowed array; `v128_load` has no alignment
    // requirement (its documentation).
    unsafe { (v128_load(p), v128_load(p.add(1))) }
}

/// Stores two vectors into words 0..4 and 4..8 of a band.
#[inline(always)]
#[allow(unsafe_code)]
fn store(words: &mut [u32; 9], lo: v128, hi: v128) {
    let p = words.as_mut_ptr().cast::<v128>();
    // SAFETY: as in `load`, and the array is borrowed exclusively.
    unsafe {
        v128_store(p, lo);
        v128_store(p.add(1), hi);
    }
}
