//! Putting a misread cell right with what every published puzzle has:
//! exactly one solution.
//!
//! When the puzzle read has clashes, no solution or several, the cells the
//! classifier doubted ([`DOUBT`](crate::DOUBT)) are tried with their other
//! readings (another digit, or empty): one cell at a time, then two, and
//! the change the classifier finds likeliest among those that give the
//! puzzle exactly one solution is kept. A changed cell keeps a doubtful
//! confidence, so the page still points the user at it.

use crate::CellRead;
use sudoku_solver::{solve, Algorithm, Grid, Options, Verdict};

/// The classifier's probabilities of one cell: the digits 1 to 9, then "no
/// digit" (read as empty); `None` for a cell without digit-like ink.
pub(crate) type Probabilities = Option<Vec<f32>>;

/// At most this many doubtful cells are tried, least confident first.
const TRIED: usize = 8;
/// ... and of them, this many in pairs.
const TRIED_IN_PAIRS: usize = 6;
/// A puzzle read with fewer givens than this is not corrected: a uniquely
/// solvable puzzle has at least 17, and a grid read so sparsely is more
/// likely cut off or not a puzzle than misread in one or two cells.
const FEWEST_GIVENS: usize = 17;
/// The probability counted for a reading the classifier gave (nearly)
/// none: the uniqueness of the solution is strong evidence on its own.
const FLOOR: f32 = 1e-3;
/// The search calls one trial may make (a puzzle read right needs tens to
/// hundreds) and all trials together: a strange reading (a few clashing
/// digits, a grid without solution that takes long to prove so) never holds
/// the page up for long; a trial over budget counts as not unique.
const CALLS_PER_TRIAL: u64 = 20_000;
const CALLS_IN_ALL: u64 = 400_000;

/// One way to read a cell: its index, value (0 = empty) and how likely the
/// classifier finds it compared with the reading it gave.
#[derive(Clone, Copy)]
struct Change {
    cell: usize,
    value: u8,
    odds: f32,
}

/// Corrects `cells` in place as the module describes, with each cell's
/// `probabilities`; returns the cells changed (none when the puzzle read
/// has one solution, or no change of one or two doubtful cells gives it one).
pub(crate) fn correct(cells: &mut [CellRead], probabilities: &[Probabilities]) -> Vec<usize> {
    let Some(grid) = grid_of(cells) else {
        return Vec::new();
    };
    let mut budget = CALLS_IN_ALL;
    if unique(&grid, &mut budget) || grid.filled() + 2 < FEWEST_GIVENS {
        return Vec::new();
    }
    let mut doubtful: Vec<usize> = (0..cells.len().min(81))
        .filter(|&i| cells[i].confidence < crate::DOUBT && probabilities[i].is_some())
        .collect();
    doubtful.sort_by(|&a, &b| cells[a].confidence.total_cmp(&cells[b].confidence));
    doubtful.truncate(TRIED);
    let changes: Vec<Vec<Change>> = doubtful
        .iter()
        .map(|&cell| alternatives(cell, grid.get(cell), probabilities[cell].as_deref()))
        .collect();
    let mut best: Option<(f32, Vec<Change>)> = None;
    let consider = |set: Vec<Change>, best: &mut Option<(f32, Vec<Change>)>, budget: &mut u64| {
        let odds: f32 = set.iter().map(|c| c.odds).product();
        if best.as_ref().is_some_and(|(b, _)| *b >= odds) {
            return;
        }
        let mut trial = grid;
        for c in &set {
            trial.set(c.cell, c.value);
        }
        if trial.filled() >= FEWEST_GIVENS && unique(&trial, budget) {
            *best = Some((odds, set));
        }
    };
    for c in changes.iter().flatten() {
        consider(vec![*c], &mut best, &mut budget);
    }
    if best.is_none() {
        let paired = changes.len().min(TRIED_IN_PAIRS);
        for a in 0..paired {
            for b in a + 1..paired {
                for (x, y) in changes[a]
                    .iter()
                    .flat_map(|x| changes[b].iter().map(move |y| (x, y)))
                {
                    consider(vec![*x, *y], &mut best, &mut budget);
                }
            }
        }
    }
    let Some((_, set)) = best else {
        return Vec::new();
    };
    for c in &set {
        let p = probabilities[c.cell]
            .as_deref()
            .map_or(0.0, |p| p[class_of(c.value)]);
        let cell = &mut cells[c.cell];
        *cell = CellRead {
            digit: (c.value > 0).then_some(c.value),
            confidence: p.min(cell.confidence),
        };
    }
    set.iter().map(|c| c.cell).collect()
}

/// The other readings of a cell read as `value`, with their odds.
fn alternatives(cell: usize, value: u8, probabilities: Option<&[f32]>) -> Vec<Change> {
    let Some(p) = probabilities.filter(|p| p.len() >= 10) else {
        return Vec::new();
    };
    let now = p[class_of(value)].max(FLOOR);
    (0..=9u8)
        .filter(|&v| v != value)
        .map(|v| Change {
            cell,
            value: v,
            odds: p[class_of(v)].max(FLOOR) / now,
        })
        .collect()
}

/// The classifier's class of a value: digits 1 to 9 are 0 to 8, empty 9.
fn class_of(value: u8) -> usize {
    if value == 0 {
        9
    } else {
        usize::from(value) - 1
    }
}

/// The puzzle the cells say, if they are 81.
fn grid_of(cells: &[CellRead]) -> Option<Grid> {
    let values: [u8; 81] = cells
        .iter()
        .map(|c| c.digit.unwrap_or(0))
        .collect::<Vec<u8>>()
        .try_into()
        .ok()?;
    Grid::from_cells(values).ok()
}

/// Whether `grid` has exactly one solution, found within the calls left in
/// `budget` (which it uses up).
fn unique(grid: &Grid, budget: &mut u64) -> bool {
    if *budget == 0 {
        return false;
    }
    let options = Options {
        max_calls: Some(CALLS_PER_TRIAL.min(*budget)),
        ..Options::default()
    };
    let outcome = solve(grid, Algorithm::Fast, &options);
    *budget = budget.saturating_sub(outcome.stats.calls.max(1));
    outcome.verdict == Verdict::Unique
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A puzzle with one solution (the tests' newspaper puzzle).
    const PUZZLE: &str =
        "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";

    /// The cells of `line`, every digit read surely as itself (a crop
    /// whose probabilities are 0.99 for it) and every empty cell without ink.
    fn read(line: &str) -> (Vec<CellRead>, Vec<Probabilities>) {
        line.bytes()
            .map(|b| match b {
                b'1'..=b'9' => {
                    let d = b - b'0';
                    let mut p = vec![0.001; 10];
                    p[class_of(d)] = 0.99;
                    let cell = CellRead {
                        digit: Some(d),
                        confidence: 0.99,
                    };
                    (cell, Some(p))
                }
                _ => (
                    CellRead {
                        digit: None,
                        confidence: 1.0,
                    },
                    None,
                ),
            })
            .unzip()
    }

    /// Makes cell `i` read as `value` (0: empty, "no digit") with
    /// probability `p`, the rest spread as `others`.
    fn misread(
        cells: &mut [CellRead],
        probs: &mut [Probabilities],
        i: usize,
        value: u8,
        p: f32,
        others: &[(u8, f32)],
    ) {
        let mut all = vec![0.0; 10];
        all[class_of(value)] = p;
        for &(v, q) in others {
            all[class_of(v)] = q;
        }
        probs[i] = Some(all);
        cells[i] = CellRead {
            digit: (value > 0).then_some(value),
            confidence: p,
        };
    }

    fn line(cells: &[CellRead]) -> String {
        cells
            .iter()
            .map(|c| c.digit.map_or('.', |d| char::from(b'0' + d)))
            .collect()
    }

    #[test]
    fn a_puzzle_with_one_solution_is_left_alone() {
        let (mut cells, mut probs) = read(PUZZLE);
        // Doubtful, but the puzzle has one solution: nothing changes.
        misread(&mut cells, &mut probs, 0, 5, 0.6, &[(6, 0.4)]);
        assert!(correct(&mut cells, &probs).is_empty());
        assert_eq!(line(&cells), PUZZLE);
    }

    #[test]
    fn a_doubtful_wrong_digit_becomes_the_one_that_gives_one_solution() {
        let (mut cells, mut probs) = read(PUZZLE);
        // The 6 of cell 8 read as an 8 (a blurred loop); 6 came second.
        misread(&mut cells, &mut probs, 8, 8, 0.7, &[(6, 0.2), (9, 0.1)]);
        assert_eq!(correct(&mut cells, &probs), vec![8]);
        assert_eq!(line(&cells), PUZZLE);
        assert!(cells[8].confidence < crate::DOUBT, "still pointed at");
    }

    #[test]
    fn a_stain_read_as_a_digit_is_emptied() {
        let (mut cells, mut probs) = read(PUZZLE);
        // Cell 1 is empty; a shadow's edge there was read as a 7.
        misread(&mut cells, &mut probs, 1, 7, 0.7, &[(0, 0.2), (1, 0.1)]);
        assert_eq!(correct(&mut cells, &probs), vec![1]);
        assert_eq!(line(&cells), PUZZLE);
    }

    #[test]
    fn two_doubtful_cells_are_put_right_together() {
        let (mut cells, mut probs) = read(PUZZLE);
        misread(&mut cells, &mut probs, 1, 7, 0.7, &[(0, 0.3)]);
        misread(&mut cells, &mut probs, 8, 8, 0.6, &[(6, 0.4)]);
        let mut changed = correct(&mut cells, &probs);
        changed.sort_unstable();
        assert_eq!(changed, vec![1, 8]);
        assert_eq!(line(&cells), PUZZLE);
    }

    #[test]
    fn a_sure_misreading_is_not_touched() {
        let (mut cells, mut probs) = read(PUZZLE);
        misread(&mut cells, &mut probs, 8, 8, 0.95, &[(6, 0.05)]);
        assert!(correct(&mut cells, &probs).is_empty());
        assert_eq!(cells[8].digit, Some(8));
    }

    #[test]
    fn a_reading_that_no_change_mends_is_left_as_it_is() {
        // Nine doubtful 1s in row 1 (a stripe of ink, say): no change of
        // one or two cells gives one solution.
        let (mut cells, mut probs) = read(PUZZLE);
        for i in 0..9 {
            misread(&mut cells, &mut probs, i, 1, 0.5, &[(2, 0.3), (0, 0.2)]);
        }
        let before = line(&cells);
        assert!(correct(&mut cells, &probs).is_empty());
        assert_eq!(line(&cells), before);
    }

    #[test]
    fn a_spent_budget_finds_nothing_unique() {
        let grid = Grid::parse(PUZZLE).unwrap();
        assert!(unique(&grid, &mut 1000));
        assert!(!unique(&grid, &mut 0));
    }

    #[test]
    fn a_sparse_reading_is_not_corrected() {
        // Sixteen givens (a grid cut off, or not a puzzle): several
        // solutions, and no change is tried.
        let sparse: String = PUZZLE
            .chars()
            .scan(0, |n, c| {
                if c != '.' {
                    *n += 1;
                }
                Some(if *n > 16 { '.' } else { c })
            })
            .collect();
        let (mut cells, mut probs) = read(&sparse);
        misread(&mut cells, &mut probs, 0, 5, 0.5, &[(6, 0.5)]);
        assert!(correct(&mut cells, &probs).is_empty());
    }
}
