//! Any rules and givens built from the fuzzer's bytes, through the four
//! algorithms under a variant (`solve_puzzle`). Input that starts with a
//! line the readers take (the seeds: data/'s killers) is that puzzle,
//! with givens set by the byte pairs after the line feed. Otherwise the
//! bytes choose the
//! variant, jigsaw regions (the boxes changed by swaps of neighbouring
//! cells that keep every region connected), cages grown from a head cell,
//! a relabelled solution whose digits give the cages' sums (some moved
//! off by one) and the givens (some changed). `fast` counts to two within
//! a budget and is the truth; the others, within a smaller one, agree
//! with it when both finish. Every solution keeps the givens and every
//! rule, checked here from the rules' parts: rows, columns, regions, the
//! diagonals or windows, each cage's sum and distinct digits.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::rules::{box_regions, Cage, Puzzle, Rules, Variant, WINDOKU_CORNERS};
use sudoku_solver::{solve_puzzle, Algorithm, Grid, Mode, Options, Verdict};

/// The call budget of `naive`, `candidates` and `propagation`.
const CALLS: u64 = 2_000;
/// The call budget of `fast` (tarek's killers take at most a few
/// thousand; open grids count to two in a few dozen).
const FAST_CALLS: u64 = 50_000;

/// A complete grid that keeps the diagonals and windoku's windows too
/// (the small X puzzle's solution, docs/variants.md).
const X_SOLUTION: &str =
    "492681357867345192513927846924736581658219473371458269785162934136594728249873615";
const WINDOKU_SOLUTION: &str =
    "247685931861793542539241687154837296928156473376924815485312769712469358693578124";

/// The fuzzer's bytes, read one at a time (zeros once they run out).
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

fn neighbours(cell: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (cell / 9, cell % 9);
    [
        (r > 0).then(|| cell - 9),
        (r < 8).then(|| cell + 9),
        (c > 0).then(|| cell - 1),
        (c < 8).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

fn count(verdict: Verdict) -> Option<u8> {
    match verdict {
        Verdict::NoSolution => Some(0),
        Verdict::Unique => Some(1),
        Verdict::Multiple => Some(2),
        _ => None,
    }
}

/// Every rule of `puzzle` checked on `s` from the rules' parts (the
/// regions' numbers, the variant, the cages' cells and sums).
fn keeps_every_rule(puzzle: &Puzzle, s: &Grid) -> Result<(), String> {
    let rules = puzzle.rules();
    let mut houses: Vec<(String, Vec<usize>)> = Vec::new();
    for i in 0..9 {
        houses.push((
            format!("row {}", i + 1),
            (0..9).map(|c| i * 9 + c).collect(),
        ));
        houses.push((
            format!("column {}", i + 1),
            (0..9).map(|r| r * 9 + i).collect(),
        ));
        houses.push((
            format!("region {}", i + 1),
            (0..81)
                .filter(|&c| rules.regions()[c] as usize == i)
                .collect(),
        ));
    }
    if rules.variant().has_diagonals() {
        houses.push(("diagonal".into(), (0..9).map(|i| i * 10).collect()));
        houses.push(("anti-diagonal".into(), (0..9).map(|i| i * 8 + 8).collect()));
    }
    if rules.variant() == Variant::Windoku {
        for &corner in &WINDOKU_CORNERS {
            houses.push((
                format!("window at {corner}"),
                (0..9).map(|k| corner + k / 3 * 9 + k % 3).collect(),
            ));
        }
    }
    for (name, cells) in &houses {
        let mut seen = 0u16;
        for &c in cells {
            let d = s.get(c);
            if !(1..=9).contains(&d) || seen & 1 << d != 0 {
                return Err(format!("{name} repeats or misses {d}"));
            }
            seen |= 1 << d;
        }
    }
    for (n, cage) in rules.cages().iter().enumerate() {
        let mut seen = 0u16;
        let mut sum = 0u32;
        for &c in &cage.cells {
            let d = s.get(c as usize);
            if seen & 1 << d != 0 {
                return Err(format!("cage {} repeats {d}", n + 1));
            }
            seen |= 1 << d;
            sum += u32::from(d);
        }
        if sum != u32::from(cage.sum) {
            return Err(format!("cage {} adds up to {sum}, not {}", n + 1, cage.sum));
        }
    }
    if !puzzle.givens().is_completed_by(s) {
        return Err("a given is changed".into());
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    // A puzzle's text (the seeds' killers of data/), a line feed, then
    // pairs of bytes that set or clear givens: the rules as written.
    if let Some(at) = data.iter().position(|&b| b == b'\n') {
        if let Ok(read) = Puzzle::parse(&String::from_utf8_lossy(&data[..at])) {
            let mut givens = *read.givens();
            for pair in data[at + 1..].chunks_exact(2) {
                givens.set(pair[0] as usize % 81, pair[1] % 10);
            }
            check(&Puzzle::new(givens, read.rules().clone()));
            return;
        }
    }
    let mut bytes = Bytes(data);
    let variant = Variant::ALL[bytes.next() as usize % Variant::ALL.len()];
    // Jigsaw regions: the boxes, changed by up to 24 swaps of a cell with a
    // neighbour of another region, each kept only if the regions stay valid.
    let mut regions = box_regions();
    if variant == Variant::Jigsaw {
        for _ in 0..bytes.next() % 25 {
            let a = bytes.next() as usize % 81;
            let Some(b) = neighbours(a).nth(bytes.next() as usize % 4) else {
                continue;
            };
            if regions[a] == regions[b] {
                continue;
            }
            let mut changed = regions;
            changed.swap(a, b);
            if Rules::new(Variant::Jigsaw, Some(changed), Vec::new()).is_ok() {
                regions = changed;
            }
        }
    }
    let base = Rules::new(
        if variant.has_cages() {
            Variant::Classic
        } else {
            variant
        },
        (variant == Variant::Jigsaw).then_some(regions),
        Vec::new(),
    )
    .expect("valid regions");
    // A solution under the base rules, its digits relabelled.
    let known = match variant {
        Variant::Windoku => Grid::parse(WINDOKU_SOLUTION).ok(),
        Variant::Jigsaw => {
            let first = Options {
                mode: Mode::First,
                max_calls: Some(FAST_CALLS),
                ..Options::default()
            };
            solve_puzzle(&Puzzle::new(Grid::empty(), base), Algorithm::Fast, &first).solution
        }
        _ => Grid::parse(X_SOLUTION).ok(),
    };
    let Some(known) = known else {
        return;
    };
    let mut labels: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    for i in (1..9).rev() {
        labels.swap(i, bytes.next() as usize % (i + 1));
    }
    let mut solution = Grid::empty();
    for c in 0..81 {
        solution.set(c, labels[known.get(c) as usize - 1]);
    }
    // Cages: a head and up to 7 more cells grown side by side; the sum is
    // the solution's, moved by -1, 0 or +1 one time in eight.
    let mut cages = Vec::new();
    if variant.has_cages() {
        let mut taken = [false; 81];
        for _ in 0..bytes.next() % 40 {
            let head = bytes.next() as usize % 81;
            if taken[head] {
                continue;
            }
            taken[head] = true;
            let mut cells = vec![head as u8];
            for _ in 0..bytes.next() % 8 {
                let from = cells[bytes.next() as usize % cells.len()] as usize;
                let Some(next) = neighbours(from).nth(bytes.next() as usize % 4) else {
                    continue;
                };
                if !taken[next] {
                    taken[next] = true;
                    cells.push(next as u8);
                }
            }
            let sum: u32 = cells
                .iter()
                .map(|&c| u32::from(solution.get(c as usize)))
                .sum();
            let shift = bytes.next();
            let sum = match shift % 8 {
                0 => sum + 1,
                1 => sum - 1,
                _ => sum,
            };
            cages.push(Cage::new(sum as u8, &cells));
        }
    }
    // Givens: cells of the solution, one in sixteen changed.
    let mut givens = Grid::empty();
    while !bytes.is_empty() {
        let cell = bytes.next() as usize % 81;
        let how = bytes.next();
        let digit = if how % 16 == 0 {
            how / 16 % 9 + 1
        } else {
            solution.get(cell)
        };
        givens.set(cell, digit);
    }
    let Ok(rules) = Rules::new(
        variant,
        (variant == Variant::Jigsaw).then_some(regions),
        cages,
    ) else {
        return; // a sum moved out of its range
    };
    check(&Puzzle::new(givens, rules));
});

/// Solves `puzzle` with the four algorithms and checks what they find.
fn check(puzzle: &Puzzle) {
    let truth = solve_puzzle(
        &puzzle,
        Algorithm::Fast,
        &Options {
            max_calls: Some(FAST_CALLS),
            ..Options::default()
        },
    );
    let expected = count(truth.verdict);
    let line = puzzle.to_line();
    for algo in Algorithm::ALL {
        let out = if algo == Algorithm::Fast {
            truth.clone()
        } else {
            solve_puzzle(
                &puzzle,
                algo,
                &Options {
                    max_calls: Some(CALLS),
                    ..Options::default()
                },
            )
        };
        if let Some(s) = &out.solution {
            if let Err(broken) = keeps_every_rule(puzzle, s) {
                panic!("{algo}: {broken} in {} for {line}", s.to_line());
            }
            assert!(puzzle.is_solved_by(s), "{algo}: {line}");
        }
        let (Some(expected), Some(found)) = (expected, count(out.verdict)) else {
            continue;
        };
        assert_eq!(found, expected, "{algo} against fast: {line}");
        if found > 0 {
            assert!(out.solution.is_some(), "{algo}: {line}");
        }
    }
}
