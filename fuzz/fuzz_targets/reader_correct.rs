//! Any classifier output for the 81 cells (three bytes a cell: ink or not,
//! the likeliest class, how sure), as the reader names the digits and puts
//! misread ones right: each cell is named by its likeliest class, but for
//! at most two doubtful ones changed so that the puzzle has exactly one
//! solution; a reading with one solution already is left as it is.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_reader::{name_cells, DOUBT};
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict, CELLS};

/// The line of a reading's digits, as the cells are named before any
/// correction (the likeliest class; the tenth is "no digit").
fn named(probabilities: &[Option<Vec<f32>>]) -> Vec<u8> {
    probabilities
        .iter()
        .map(|p| match p {
            None => 0,
            Some(p) => match p.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)) {
                Some((k, _)) if k < 9 => k as u8 + 1,
                _ => 0,
            },
        })
        .collect()
}

fn unique(cells: &[u8]) -> bool {
    let mut grid = [0u8; CELLS];
    grid.copy_from_slice(cells);
    Grid::from_cells(grid)
        .is_ok_and(|g| solve(&g, Algorithm::Fast, &Options::default()).verdict == Verdict::Unique)
}

fuzz_target!(|data: &[u8]| {
    let probabilities: Vec<Option<Vec<f32>>> = (0..CELLS)
        .map(|i| {
            let [ink, class, sure] = [0, 1, 2].map(|k| data.get(3 * i + k).copied().unwrap_or(0));
            if ink % 2 == 0 {
                return None;
            }
            // The likeliest class takes 0.1 to 1 of the probability, and
            // the second likeliest most of the rest.
            let (first, second) = (usize::from(class % 10), usize::from(class / 10 % 10));
            let top = 0.1 + 0.9 * f32::from(sure) / 255.0;
            let mut p = vec![(1.0 - top) * 0.2 / 9.0; 10];
            p[second] += (1.0 - top) * 0.8;
            p[first] = top;
            let sum: f32 = p.iter().sum();
            Some(p.into_iter().map(|v| v / sum).collect())
        })
        .collect();
    let before = named(&probabilities);
    let cells = name_cells(&probabilities);
    assert_eq!(cells.len(), CELLS);
    let after: Vec<u8> = cells.iter().map(|c| c.digit.unwrap_or(0)).collect();
    let changed: Vec<usize> = (0..CELLS).filter(|&i| before[i] != after[i]).collect();
    assert!(changed.len() <= 2, "{changed:?}");
    for cell in &cells {
        assert!((0.0..=1.0).contains(&cell.confidence), "{cell:?}");
    }
    if !changed.is_empty() {
        assert!(!unique(&before), "a reading with one solution was changed");
        assert!(unique(&after), "a change that does not give one solution");
        for &i in &changed {
            assert!(
                cells[i].confidence < DOUBT,
                "cell {i} changed but not doubtful"
            );
            assert!(probabilities[i].is_some(), "cell {i} without ink changed");
        }
    }
});
