//! Property tests for variants: random killers cut from a solution grid
//! (cages of two or three neighbouring cells of a row, with a third of the
//! cells given) read back from every form, and every algorithm gives the
//! same verdict, with solutions that keep every rule.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use sudoku_solver::rules::{Cage, Puzzle, Rules, Variant};
use sudoku_solver::{solve_puzzle, Algorithm, Grid, Options, Verdict};

/// A solution grid: tarek's first killer's.
const SOLUTION: &str =
    "432851769786239415159467823263974581971583642548612397397148256614725938825396174";

/// Cages along the rows: `lengths[i]` (0 to 3) cells from the next free
/// cell, 0 or 1 leaving it out of every cage.
fn cages(solution: &Grid, lengths: &[u8]) -> Vec<Cage> {
    let mut out = Vec::new();
    let mut cell = 0usize;
    let mut k = 0;
    while cell < 81 {
        let want = usize::from(lengths[k % lengths.len()]);
        k += 1;
        let room = 9 - cell % 9;
        let len = want.min(room);
        if len >= 2 {
            let cells: Vec<u8> = (cell..cell + len).map(|c| c as u8).collect();
            let sum = cells.iter().map(|&c| solution.get(c as usize)).sum();
            out.push(Cage::new(sum, &cells));
            cell += len;
        } else {
            cell += 1;
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn random_killers_read_back_and_solve_alike(
        lengths in prop::collection::vec(0u8..=3, 1..40),
        offset in 0usize..3,
        x in any::<bool>(),
    ) {
        let solution = Grid::parse(SOLUTION).unwrap();
        let variant = if x { Variant::KillerX } else { Variant::Killer };
        let rules = Rules::new(variant, None, cages(&solution, &lengths)).unwrap();
        let mut givens = Grid::empty();
        for i in (offset..81).step_by(3) {
            givens.set(i, solution.get(i));
        }
        let puzzle = Puzzle::new(givens, rules);
        prop_assert_eq!(Puzzle::parse(&puzzle.to_line()).unwrap(), puzzle.clone());
        let empty = Puzzle::new(Grid::empty(), puzzle.rules().clone());
        prop_assert_eq!(Puzzle::parse(&empty.to_sumocue().unwrap()).unwrap(), empty.clone());
        if let Some(short) = empty.to_short_killer() {
            prop_assert_eq!(Puzzle::parse(&short).unwrap(), empty);
        }
        let mut verdicts = Vec::new();
        for algo in Algorithm::ALL {
            let out = solve_puzzle(&puzzle, algo, &Options::default());
            // Killer: the grid the cages were cut from is a solution.
            // Killer-X: its diagonals repeat digits, so maybe none.
            if !x {
                prop_assert!(matches!(out.verdict, Verdict::Unique | Verdict::Multiple));
            }
            if let Some(found) = out.solution {
                prop_assert!(puzzle.is_solved_by(&found));
            }
            verdicts.push(out.verdict);
        }
        prop_assert!(verdicts.windows(2).all(|w| w[0] == w[1]));
    }
}
