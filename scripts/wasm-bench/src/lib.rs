//! The `fast` solver on a whole file of puzzles, for scripts/bench-wasm.sh:
//! [`solve_file`] natively (src/main.rs) and, in WebAssembly, through the
//! two exports `alloc` and `solve_all` (page.html), with no JavaScript glue.

use sudoku_solver::{solve, Algorithm, Grid, Mode, Options};

/// Solves every puzzle line of `text` with `fast` (counting to two, or to
/// the first solution) and returns the sum of the calls, so that the work
/// cannot be optimised away. Lines that are not puzzles are skipped.
pub fn solve_file(text: &[u8], count2: bool) -> u64 {
    let options = Options {
        mode: if count2 {
            Mode::CountToTwo
        } else {
            Mode::First
        },
        ..Options::default()
    };
    let text = String::from_utf8_lossy(text);
    text.lines()
        .filter_map(|line| Grid::parse(line).ok())
        .map(|grid| solve(&grid, Algorithm::Fast, &options).stats.calls)
        .sum()
}

/// A buffer of `len` bytes for the page to copy a puzzle file into (never
/// freed: the page makes one per file).
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    Box::leak(vec![0u8; len].into_boxed_slice()).as_mut_ptr()
}

/// [`solve_file`] on the `len` bytes at `ptr`.
///
/// # Safety
///
/// `ptr` and `len` must be a buffer from `alloc` and its length (the page
/// passes them so); nothing else may use it during the call.
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub unsafe extern "C" fn solve_all(ptr: *const u8, len: usize, count2: u32) -> u64 {
    // SAFETY: the caller's contract above.
    let text = unsafe { std::slice::from_raw_parts(ptr, len) };
    solve_file(text, count2 != 0)
}
