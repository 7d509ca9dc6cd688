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
/// A uniquely solvable puzzle has at least this many givens: a change that
/// leaves fewer is not tried, and a reading more than two short of it (which
/// two changes cannot bring there) is not corrected at all: a grid read so
/// sparsely is more likely cut off or not a puzzle than misread.
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
/// A change of one cell always wins over a change of two, however unlikely
/// the classifier found it: the puzzle's one solution is strong evidence.
pub(crate) fn correct(cells: &mut [CellRead], probabilities: &[Probabilities]) -> Vec<usize> {
    let Some(grid) = grid_of(cells) else {
        return Vec::new();
    };
    let mut budget = CALLS_IN_ALL;
    // Only a reading known to be wrong is changed (not one whose check ran
    // out of calls), and not one too sparse to be a whole puzzle.
    let wrong = matches!(
        verdict(&grid, &mut budget),
        Verdict::NoSolution | Verdict::Multiple
    );
    if !wrong || grid.filled() + 2 < FEWEST_GIVENS {
        return Vec::new();
    }
    let probability = |i: usize| probabilities.get(i).and_then(|p| p.as_deref());
    let mut doubtful: Vec<usize> = (0..cells.len().min(81))
        .filter(|&i| cells[i].confidence < crate::DOUBT && probability(i).is_some())
        .collect();
    doubtful.sort_by(|&a, &b| cells[a].confidence.total_cmp(&cells[b].confidence));
    doubtful.truncate(TRIED);
    let changes: Vec<Vec<Change>> = doubtful
        .iter()
        .map(|&cell| alternatives(cell, grid.get(cell), probability(cell)))
        .collect();
    let singles: Vec<Vec<Change>> = changes.iter().flatten().map(|c| vec![*c]).collect();
    let paired = changes.len().min(TRIED_IN_PAIRS);
    let pairs = (0..paired).flat_map(|a| (a + 1..paired).map(move |b| (a, b)));
    let pairs: Vec<Vec<Change>> = pairs
        .flat_map(|(a, b)| {
            let (first, second) = (&changes[a], &changes[b]);
            first
                .iter()
                .flat_map(move |x| second.iter().map(move |y| vec![*x, *y]))
        })
        .collect();
    let Some(set) = likeliest_unique(&grid, singles, &mut budget)
        .or_else(|| likeliest_unique(&grid, pairs, &mut budget))
    else {
        return Vec::new();
    };
    for c in &set {
        let p = probability(c.cell).map_or(0.0, |p| p[class_of(c.value)]);
        let cell = &mut cells[c.cell];
        *cell = CellRead {
            digit: (c.value > 0).then_some(c.value),
            confidence: p.min(cell.confidence),
        };
    }
    set.iter().map(|c| c.cell).collect()
}

/// The likeliest of `sets` of changes that gives `grid` exactly one
/// solution: tried likeliest first, so the first that does is the one.
fn likeliest_unique(
    grid: &Grid,
    mut sets: Vec<Vec<Change>>,
    budget: &mut u64,
) -> Option<Vec<Change>> {
    let odds = |set: &Vec<Change>| set.iter().map(|c| c.odds).product::<f32>();
    sets.sort_by(|a, b| odds(b).total_cmp(&odds(a)));
    sets.into_iter().find(|set| {
        let mut trial = *grid;
        for c in set {
            trial.set(c.cell, c.value);
        }
        trial.filled() >= FEWEST_GIVENS && verdict(&trial, budget) == Verdict::Unique
    })
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
pub(crate) fn grid_of(cells: &[CellRead]) -> Option<Grid> {
    let values: [u8; 81] = cells
        .iter()
        .map(|c| c.digit.unwrap_or(0))
        .collect::<Vec<u8>>()
        .try_into()
        .ok()?;
    Grid::from_cells(values).ok()
}

/// What `grid` is (one solution, several, none), found within the calls
/// left in `budget`, which it uses up; [`Verdict::Aborted`] once it is spent.
fn verdict(grid: &Grid, budget: &mut u64) -> Verdict {
    if *budget == 0 {
        return Verdict::Aborted;
    }
    let options = Options {
        max_calls: Some(CALLS_PER_TRIAL.min(*budget)),
        ..Options::default()
    };
    let outcome = solve(grid, Algorithm::Fast, &options);
    *budget = budget.saturating_sub(outcome.stats.calls.max(1));
    outcome.verdict
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
    fn the_budget_is_used_up_and_a_spent_one_answers_aborted() {
        let grid = Grid::parse(PUZZLE).unwrap();
        let mut budget = 1000;
        assert_eq!(verdict(&grid, &mut budget), Verdict::Unique);
        assert!(budget < 1000, "the calls made are taken off");
        assert_eq!(verdict(&grid, &mut 0), Verdict::Aborted);
        // A budget smaller than the search needs: aborted, not unique.
        let hard = Grid::parse(
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        )
        .unwrap();
        assert_eq!(verdict(&hard, &mut 20), Verdict::Aborted);
    }
}
