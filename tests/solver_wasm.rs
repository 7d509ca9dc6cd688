//! The `fast` solver gives the same outcomes in WebAssembly (the copy the
//! worker runs, with its `simd128` band operations) as natively: on three
//! data files, in both modes, the same verdicts, call, guess and backtrack
//! totals and solutions (a checksum of them), every solution a valid
//! completion of its puzzle. The same test runs natively (`cargo test`) and
//! in headless Chromium (`cargo test -p sudoku-web --target
//! wasm32-unknown-unknown`).

use sudoku_solver::{solve, Algorithm, Grid, Mode, Options, Verdict};

#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// What a file's puzzles give: summed calls, guesses and backtracks, an
/// FNV-1a checksum of the solutions' digits in order, and how many puzzles
/// had one solution (or a first one) and several.
#[derive(Debug, PartialEq)]
struct Totals {
    calls: u64,
    guesses: u64,
    backtracks: u64,
    solutions: u64,
    one: usize,
    multiple: usize,
}

fn totals(text: &str, mode: Mode) -> Totals {
    let options = Options {
        mode,
        ..Options::default()
    };
    let mut t = Totals {
        calls: 0,
        guesses: 0,
        backtracks: 0,
        solutions: 0xcbf2_9ce4_8422_2325,
        one: 0,
        multiple: 0,
    };
    for line in text.lines() {
        let grid = Grid::parse(line).unwrap();
        let out = solve(&grid, Algorithm::Fast, &options);
        let solution = out.solution.unwrap();
        assert!(
            solution.is_solved() && grid.is_completed_by(&solution),
            "{line}"
        );
        for &digit in solution.cells() {
            t.solutions = (t.solutions ^ u64::from(digit)).wrapping_mul(0x100_0000_01b3);
        }
        match out.verdict {
            Verdict::Unique | Verdict::Solved => t.one += 1,
            Verdict::Multiple => t.multiple += 1,
            other => panic!("{line}: {other}"),
        }
        t.calls += out.stats.calls;
        t.guesses += out.stats.guesses;
        t.backtracks += out.stats.backtracks;
    }
    t
}

/// A file, a mode, and what it gives natively: calls, guesses,
/// backtracks, the solutions' checksum, puzzles with one solution (or a
/// first one), puzzles with several.
type Case = (&'static str, &'static str, Mode, [u64; 4], [usize; 2]);

#[rustfmt::skip]
const CASES: [Case; 6] = [
    ("norvig_top95", TOP95, Mode::CountToTwo, [1883, 1788, 1788, 0x33f8_c2dd_7f31_983a], [95, 0]),
    ("norvig_top95", TOP95, Mode::First, [1044, 949, 653, 0x33f8_c2dd_7f31_983a], [95, 0]),
    ("forum_hardest", HARDEST, Mode::CountToTwo, [92917, 92542, 92542, 0xf4bf_4066_575d_95a2], [375, 0]),
    ("forum_hardest", HARDEST, Mode::First, [42317, 41942, 39346, 0xf4bf_4066_575d_95a2], [375, 0]),
    ("serg_benchmark", SERG, Mode::CountToTwo, [83865, 73865, 13035, 0xf857_8e17_8ed4_705d], [0, 10000]),
    ("serg_benchmark", SERG, Mode::First, [66574, 56574, 2202, 0xf857_8e17_8ed4_705d], [10000, 0]),
];

const TOP95: &str = include_str!("../data/norvig_top95.txt");
const HARDEST: &str = include_str!("../data/tdoku_forum_hardest_1106.txt");
const SERG: &str = include_str!("../data/tdoku_serg_benchmark.txt");

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn same_outcomes_as_natively() {
    for (name, text, mode, [calls, guesses, backtracks, solutions], [one, multiple]) in CASES {
        let want = Totals {
            calls,
            guesses,
            backtracks,
            solutions,
            one,
            multiple,
        };
        assert_eq!(totals(text, mode), want, "{name} {mode:?}");
    }
}
