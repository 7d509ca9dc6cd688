//! The `fast` solver gives the same outcomes in WebAssembly (the copy the
//! worker runs, with its `simd128` band operations) as natively: the same
//! verdicts and call, guess and backtrack totals on three data files, and
//! every solution a valid completion of its puzzle. The same test runs
//! natively (`cargo test`) and in headless Chromium
//! (`cargo test -p sudoku-web --target wasm32-unknown-unknown`).

use sudoku_solver::{solve, Algorithm, Grid, Mode, Options, Verdict};

#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// Totals over a file: calls, guesses, backtracks, and how many puzzles had
/// each verdict (unique or solved, multiple).
#[derive(Debug, PartialEq)]
struct Totals {
    calls: u64,
    guesses: u64,
    backtracks: u64,
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

fn expect(text: &str, mode: Mode, want: [u64; 3], one: usize, multiple: usize) {
    let [calls, guesses, backtracks] = want;
    let want = Totals {
        calls,
        guesses,
        backtracks,
        one,
        multiple,
    };
    assert_eq!(totals(text, mode), want, "{mode:?}");
}

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn top95_as_natively() {
    let text = include_str!("../data/norvig_top95.txt");
    expect(text, Mode::CountToTwo, [1883, 1788, 1788], 95, 0);
    expect(text, Mode::First, [1044, 949, 653], 95, 0);
}

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn forum_hardest_as_natively() {
    let text = include_str!("../data/tdoku_forum_hardest_1106.txt");
    expect(text, Mode::CountToTwo, [92917, 92542, 92542], 375, 0);
    expect(text, Mode::First, [42317, 41942, 39346], 375, 0);
}

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn many_solutions_as_natively() {
    let text = include_str!("../data/tdoku_serg_benchmark.txt");
    expect(text, Mode::CountToTwo, [83865, 73865, 13035], 0, 10000);
    expect(text, Mode::First, [66574, 56574, 2202], 10000, 0);
}
