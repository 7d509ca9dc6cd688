//! The `fast` solver on a whole file of puzzles, for scripts/bench-wasm.sh:
//! [`solve_file`] natively (src/main.rs) and, in WebAssembly, through the
//! exports `alloc`, `load` and `solve_all` (page.html), with no JavaScript
//! glue and no `unsafe`. For scripts/bench-killer-chromium.sh, the same
//! for variant lines ([`solve_variant_file`], the export `solve_variants`,
//! killer.html).

use sudoku_solver::rules::Puzzle;
use sudoku_solver::{solve, solve_puzzle, Algorithm, Grid, Mode, Options, Verdict};

/// Solves every puzzle line of `text` with `fast` (counting to two, or to
/// the first solution) and returns the sum of the calls, so that the work
/// cannot be optimised away. Lines that are not puzzles are skipped.
pub fn solve_file(text: &str, count2: bool) -> u64 {
    let options = Options {
        mode: if count2 {
            Mode::CountToTwo
        } else {
            Mode::First
        },
        ..Options::default()
    };
    text.lines()
        .filter_map(|line| Grid::parse(line).ok())
        .map(|grid| solve(&grid, Algorithm::Fast, &options).stats.calls)
        .sum()
}

/// Proves every puzzle of `text` unique with `fast` (counting to two):
/// each line's first field is a puzzle in any form `Puzzle::parse` reads
/// (a killer's short form, say); lines that are not puzzles are skipped.
/// Returns the calls, plus a billion for each puzzle that is not unique,
/// so that a wrong answer shows.
pub fn solve_variant_file(text: &str) -> u64 {
    let options = Options {
        mode: Mode::CountToTwo,
        ..Options::default()
    };
    text.lines()
        .filter_map(|line| Puzzle::parse(line.split_whitespace().next()?).ok())
        .map(|puzzle| {
            let outcome = solve_puzzle(&puzzle, Algorithm::Fast, &options);
            let wrong = if outcome.verdict == Verdict::Unique {
                0
            } else {
                1_000_000_000
            };
            outcome.stats.calls + wrong
        })
        .sum()
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The bytes of the puzzle file the page copies in.
    static BYTES: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
    /// The file as text, made once by `load`.
    static TEXT: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Makes the buffer `len` bytes long and returns where it starts, for the
/// page to copy a puzzle file there.
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    BYTES.with_borrow_mut(|bytes| {
        bytes.clear();
        bytes.resize(len, 0);
        bytes.as_mut_ptr()
    })
}

/// Takes the bytes copied into the buffer as the text to solve (once, so
/// that the passes time parsing and solving, as `sudoku bench` does).
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn load() {
    let text = BYTES.with_borrow_mut(std::mem::take);
    TEXT.set(String::from_utf8_lossy(&text).into_owned());
}

/// [`solve_file`] on the loaded text.
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn solve_all(count2: u32) -> u64 {
    TEXT.with_borrow(|text| solve_file(text, count2 != 0))
}

/// [`solve_variant_file`] on the loaded text.
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn solve_variants() -> u64 {
    TEXT.with_borrow(|text| solve_variant_file(text))
}
