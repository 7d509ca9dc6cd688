//! Helpers and puzzles shared by the test files.
#![allow(dead_code)]

pub mod se;

use std::path::PathBuf;
use sudoku_solver::logic::{
    next_step, Board, ChainLink, LogicalSolve, LogicalStatus, Step, Technique,
};
use sudoku_solver::{solve, Algorithm, Grid, Mode, Options, Verdict};

/// An easy "newspaper" puzzle: singles solve it, the tutorial backtracking
/// takes 52 calls.
pub const EASY: &str =
    "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";

/// A puzzle published as the hardest for people: the technique engine
/// needs its deep supposition; with only its first 20 givens it has several
/// solutions.
pub const HARDEST: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// `data/NAME` in the repository (see data/SOURCES.md).
pub fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../data")
        .join(name)
}

/// The puzzle lines of a data file (blank and `#` lines skipped).
pub fn read(name: &str) -> Vec<String> {
    let path = data_path(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}. The data sets live in data/ at the top of the repository.",
            path.display()
        )
    });
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// The puzzles of a data file as grids.
pub fn grids(name: &str) -> Vec<Grid> {
    read(name)
        .iter()
        .map(|l| Grid::parse(l).unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

/// The grid of `line` with only its first `keep` givens (in row-major order).
pub fn first_givens(line: &str, keep: usize) -> Grid {
    let mut grid = Grid::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    let mut seen = 0;
    for cell in 0..81 {
        if grid.get(cell) != 0 {
            seen += 1;
            if seen > keep {
                grid.set(cell, 0);
            }
        }
    }
    grid
}

/// Solution count capped at two, as the verdict gives it.
pub fn count(verdict: Verdict) -> u8 {
    match verdict {
        Verdict::NoSolution => 0,
        Verdict::Unique | Verdict::Solved => 1,
        Verdict::Multiple => 2,
        other => panic!("unexpected verdict {other:?}"),
    }
}

/// Solves `puzzle` counting to two and checks the verdict against
/// `expected` (0, 1 or 2 meaning 2+) and the solution's validity.
/// Returns the solution found, if any.
pub fn check(puzzle: &str, algo: Algorithm, expected: u8, what: &str) -> Option<Grid> {
    let grid = Grid::parse(puzzle).unwrap_or_else(|e| panic!("{what}: {e}"));
    let out = solve(&grid, algo, &Options::default());
    assert_eq!(count(out.verdict), expected, "{what} with {algo}: {puzzle}");
    if expected > 0 {
        let s = out
            .solution
            .unwrap_or_else(|| panic!("{what}: no solution given"));
        assert!(
            s.is_solved(),
            "{what} with {algo}: invalid solution {}",
            s.to_line()
        );
        assert!(
            grid.is_completed_by(&s),
            "{what} with {algo}: givens changed"
        );
    }
    // First-solution mode agrees on solvability.
    let first = solve(
        &grid,
        algo,
        &Options {
            mode: Mode::First,
            ..Options::default()
        },
    );
    assert_eq!(
        first.verdict == Verdict::Solved,
        expected > 0,
        "{what} first mode with {algo}"
    );
    out.solution
}

// ---- The technique engine ----

/// The unique solution, by the fast solver.
pub fn solution(grid: &Grid) -> Grid {
    let options = Options {
        mode: Mode::First,
        ..Options::default()
    };
    solve(grid, Algorithm::Fast, &options)
        .solution
        .unwrap_or_else(|| panic!("no solution for {}", grid.to_line()))
}

/// Replays the steps of `solve` from `grid`, checking after each that the
/// known solution keeps every placed digit and that every empty cell still
/// holds its solution digit as a candidate.
pub fn check_sound(grid: &Grid, solve: &LogicalSolve, what: &str) {
    let sol = solution(grid);
    let mut board = Board::from_grid(grid);
    for (n, step) in solve.steps.iter().enumerate() {
        assert!(
            board.apply(step),
            "{what}: step {n} changed nothing: {step}"
        );
        for cell in 0..81 {
            let s = sol.get(cell);
            let d = board.digit(cell);
            assert!(
                d == s || (d == 0 && board.has_candidate(cell, s)),
                "{what}: step {n} ({:?}) broke cell {cell}: {}\n{board:?}",
                step.technique,
                step.explanation()
            );
        }
    }
    assert_eq!(board, solve.board, "{what}: replay differs");
    if solve.is_solved() {
        assert_eq!(solve.grid(), sol, "{what}");
    } else {
        assert_eq!(solve.status, LogicalStatus::Stuck, "{what}");
    }
}

/// Cell index of 1-based row and column.
pub fn rc(r: usize, c: usize) -> usize {
    (r - 1) * 9 + c - 1
}

/// A link of a chain: row, column (1-based), digit, and whether the
/// cell is (`on`) or is not the digit.
pub fn link(row: usize, col: usize, digit: u8, on: bool) -> ChainLink {
    ChainLink {
        cell: rc(row, col),
        digit,
        on,
    }
}

/// The empty board with the given digits placed (1-based row, column, digit).
pub fn board_with(givens: &[(usize, usize, u8)]) -> Board {
    let mut grid = Grid::empty();
    for &(r, c, d) in givens {
        grid.set(rc(r, c), d);
    }
    Board::from_grid(&grid)
}

/// Removes `digit` from the candidates of the listed cells (1-based).
pub fn remove(board: &mut Board, digit: u8, cells: &[(usize, usize)]) {
    for &(r, c) in cells {
        assert!(board.eliminate(rc(r, c), digit), "r{r}c{c} had no {digit}");
    }
}

/// Keeps only `digits` as candidates of the cell (1-based).
pub fn keep(board: &mut Board, r: usize, c: usize, digits: &[u8]) {
    for d in 1..=9 {
        if !digits.contains(&d) {
            board.eliminate(rc(r, c), d);
        }
    }
}

/// The cells of row `r` (1-based) in columns `cols`.
pub fn row(r: usize, cols: &[usize]) -> Vec<(usize, usize)> {
    cols.iter().map(|&c| (r, c)).collect()
}

/// The cells of column `c` (1-based) in rows `rows`.
pub fn col(c: usize, rows: &[usize]) -> Vec<(usize, usize)> {
    rows.iter().map(|&r| (r, c)).collect()
}

/// (cell, digit) pairs from 1-based (row, column, digit).
pub fn at(list: &[(usize, usize, u8)]) -> Vec<(usize, u8)> {
    list.iter().map(|&(r, c, d)| (rc(r, c), d)).collect()
}

/// The next step, which must use `technique`, place and eliminate exactly
/// what is given (1-based) and explain itself in exactly `text`.
pub fn expect(
    board: &Board,
    technique: Technique,
    placements: &[(usize, usize, u8)],
    eliminations: &[(usize, usize, u8)],
    text: &str,
) -> Step {
    let step = next_step(board).unwrap_or_else(|| panic!("no step on\n{board:?}"));
    assert_eq!(step.technique, technique, "{}", step.explanation());
    assert_eq!(step.placements, at(placements), "{}", step.explanation());
    assert_eq!(
        step.eliminations,
        at(eliminations),
        "{}",
        step.explanation()
    );
    assert_eq!(step.explanation(), text);
    let mut after = *board;
    assert!(after.apply(&step));
    step
}
