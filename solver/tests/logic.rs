//! The human-technique engine: one hand-checked board per technique, the
//! soundness of every step on the public puzzle sets, and the exact figures
//! of how many of them the logical solve completes.

use sudoku_solver::logic::{
    logical_solve, logical_solve_with, next_step, next_step_with, solve_board, Board,
    Contradiction, LogicalSolve, LogicalStatus, Step, Technique,
};
use sudoku_solver::{solve, Algorithm, Grid, Mode, Options, Unit};

// ---- Helpers ----

const TOP95: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/norvig_top95.txt");
const TOP1465: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../data/tdoku_magictour_top1465.txt"
);

const NEWSPAPER: &str =
    "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";

/// The puzzle lines of a data file in data/ (data/SOURCES.md).
fn read(path: &str) -> Vec<Grid> {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{path}: {e}. The data sets live in data/."));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| Grid::parse(l).unwrap_or_else(|e| panic!("{path}: {e}")))
        .collect()
}

/// The unique solution, by the fast solver.
fn solution(grid: &Grid) -> Grid {
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
fn check_sound(grid: &Grid, solve: &LogicalSolve, what: &str) {
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
fn rc(r: usize, c: usize) -> usize {
    (r - 1) * 9 + c - 1
}

/// The empty board with the given digits placed (1-based row, column, digit).
fn board_with(givens: &[(usize, usize, u8)]) -> Board {
    let mut grid = Grid::empty();
    for &(r, c, d) in givens {
        grid.set(rc(r, c), d);
    }
    Board::from_grid(&grid)
}

/// Removes `digit` from the candidates of the listed cells (1-based).
fn remove(board: &mut Board, digit: u8, cells: &[(usize, usize)]) {
    for &(r, c) in cells {
        assert!(board.eliminate(rc(r, c), digit), "r{r}c{c} had no {digit}");
    }
}

/// Keeps only `digits` as candidates of the cell (1-based).
fn keep(board: &mut Board, r: usize, c: usize, digits: &[u8]) {
    for d in 1..=9 {
        if !digits.contains(&d) {
            board.eliminate(rc(r, c), d);
        }
    }
}

/// The cells of row `r` (1-based) in columns `cols`.
fn row(r: usize, cols: &[usize]) -> Vec<(usize, usize)> {
    cols.iter().map(|&c| (r, c)).collect()
}

/// The cells of column `c` (1-based) in rows `rows`.
fn col(c: usize, rows: &[usize]) -> Vec<(usize, usize)> {
    rows.iter().map(|&r| (r, c)).collect()
}

/// (cell, digit) pairs from 1-based (row, column, digit).
fn at(list: &[(usize, usize, u8)]) -> Vec<(usize, u8)> {
    list.iter().map(|&(r, c, d)| (rc(r, c), d)).collect()
}

/// The next step, which must use `technique`, place and eliminate exactly
/// what is given (1-based) and explain itself in exactly `text`.
fn expect(
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

#[test]
fn techniques_in_order_with_names() {
    let names: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
    assert_eq!(
        names,
        [
            "Full house",
            "Naked single",
            "Hidden single",
            "Pointing pair",
            "Pointing triple",
            "Box/line reduction",
            "Naked pair",
            "Naked triple",
            "Naked quad",
            "Hidden pair",
            "Hidden triple",
            "Hidden quad",
            "X-Wing",
            "Swordfish",
            "Jellyfish",
            "XY-Wing",
            "XYZ-Wing",
            "Simple colouring",
            "Supposition",
        ]
    );
    assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(Technique::XWing.to_string(), "X-Wing");
    let placing: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|t| t.places_digits())
        .collect();
    assert_eq!(
        placing,
        [
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::HiddenSingle
        ]
    );
}

// ---- One board per technique ----

#[test]
fn full_house() {
    let board = board_with(&[
        (1, 1, 1),
        (1, 2, 2),
        (1, 3, 3),
        (1, 4, 4),
        (1, 5, 5),
        (1, 6, 6),
        (1, 7, 7),
        (1, 8, 8),
    ]);
    let step = expect(
        &board,
        Technique::FullHouse,
        &[(1, 9, 9)],
        &[],
        "Row 1, column 9 is the only empty cell left in row 1, so it must be 9.",
    );
    assert_eq!(step.units, vec![Unit::Row(0)]);
    assert_eq!(step.cells, vec![8]);
}

#[test]
fn naked_single() {
    // Row 5 holds 1-4, column 5 holds 5-8: only 9 is left for r5c5.
    let board = board_with(&[
        (5, 1, 1),
        (5, 2, 2),
        (5, 3, 3),
        (5, 4, 4),
        (1, 5, 5),
        (2, 5, 6),
        (8, 5, 7),
        (9, 5, 8),
    ]);
    expect(
        &board,
        Technique::NakedSingle,
        &[(5, 5, 9)],
        &[],
        "Row 5, column 5 has only one candidate left, so it must be 9.",
    );
}

#[test]
fn hidden_single() {
    // The 7s in row 5, row 6, column 4 and column 5 leave box 5 one place.
    let board = board_with(&[(1, 4, 7), (5, 1, 7), (6, 9, 7), (9, 5, 7)]);
    let step = expect(
        &board,
        Technique::HiddenSingle,
        &[(4, 6, 7)],
        &[],
        "In box 5, the only place for 7 is row 4, column 6.",
    );
    assert_eq!(step.units, vec![Unit::Box(4)]);
}

#[test]
fn newspaper_puzzle_solves_with_singles_only() {
    let grid = Grid::parse(NEWSPAPER).unwrap();
    expect(
        &Board::from_grid(&grid),
        Technique::NakedSingle,
        &[(1, 2, 3)],
        &[],
        "Row 1, column 2 has only one candidate left, so it must be 3.",
    );
    let out = logical_solve(&grid);
    assert!(out.is_solved());
    assert_eq!(out.status, LogicalStatus::Solved);
    assert_eq!(out.grid(), solution(&grid));
    assert_eq!(out.steps.len(), 81 - grid.filled());
    assert_eq!(
        out.techniques(),
        vec![(Technique::FullHouse, 20), (Technique::NakedSingle, 23)]
    );
    check_sound(&grid, &out, "newspaper");
}

#[test]
fn pointing_pair() {
    // The 5s in row 1, row 4 and row 7 and the eliminations in row 3 and
    // r2c3 leave box 1 with 5 only in r2c1 and r2c2.
    let mut board = board_with(&[(1, 6, 5), (4, 4, 5), (7, 5, 5)]);
    remove(&mut board, 5, &[(2, 3), (3, 1), (3, 2), (3, 3)]);
    let step = expect(
        &board,
        Technique::PointingPair,
        &[],
        &[(2, 7, 5), (2, 8, 5), (2, 9, 5)],
        "In box 1, 5 can only go in row 2, so 5 is removed from row 2, column 7, row 2, column 8 and row 2, column 9.",
    );
    assert_eq!(step.cells, vec![rc(2, 1), rc(2, 2)]);
    assert_eq!(step.units, vec![Unit::Box(0), Unit::Row(1)]);
}

#[test]
fn pointing_triple() {
    let mut board = board_with(&[]);
    remove(
        &mut board,
        3,
        &[(7, 7), (7, 8), (8, 7), (8, 8), (9, 7), (9, 8)],
    );
    expect(
        &board,
        Technique::PointingTriple,
        &[],
        &[(1, 9, 3), (2, 9, 3), (3, 9, 3), (4, 9, 3), (5, 9, 3), (6, 9, 3)],
        "In box 9, 3 can only go in column 9, so 3 is removed from row 1, column 9, row 2, column 9, row 3, column 9, row 4, column 9, row 5, column 9 and row 6, column 9.",
    );
}

#[test]
fn box_line_reduction() {
    let mut board = board_with(&[]);
    remove(&mut board, 4, &row(1, &[3, 4, 5, 6, 7, 8, 9]));
    expect(
        &board,
        Technique::BoxLineReduction,
        &[],
        &[(2, 1, 4), (2, 2, 4), (2, 3, 4), (3, 1, 4), (3, 2, 4), (3, 3, 4)],
        "In row 1, 4 can only go in box 1, so 4 is removed from row 2, column 1, row 2, column 2, row 2, column 3, row 3, column 1, row 3, column 2 and row 3, column 3.",
    );
}

#[test]
fn naked_pair() {
    let mut board = board_with(&[]);
    keep(&mut board, 1, 1, &[3, 7]);
    keep(&mut board, 1, 5, &[3, 7]);
    let mut elims = Vec::new();
    for c in [2, 3, 4, 6, 7, 8, 9] {
        elims.extend([(1, c, 3), (1, c, 7)]);
    }
    expect(
        &board,
        Technique::NakedPair,
        &[],
        &elims,
        "Row 1, column 1 and row 1, column 5 hold only 3 and 7 between them (a naked pair in row 1), so 3 and 7 are removed from row 1, column 2, row 1, column 3, row 1, column 4, row 1, column 6, row 1, column 7, row 1, column 8 and row 1, column 9.",
    );
}

#[test]
fn naked_triple() {
    let mut board = board_with(&[]);
    keep(&mut board, 1, 2, &[1, 2]);
    keep(&mut board, 4, 2, &[2, 6]);
    keep(&mut board, 9, 2, &[1, 6]);
    let mut elims = Vec::new();
    for r in [2, 3, 5, 6, 7, 8] {
        elims.extend([(r, 2, 1), (r, 2, 2), (r, 2, 6)]);
    }
    expect(
        &board,
        Technique::NakedTriple,
        &[],
        &elims,
        "Row 1, column 2, row 4, column 2 and row 9, column 2 hold only 1, 2 and 6 between them (a naked triple in column 2), so 1, 2 and 6 are removed from row 2, column 2, row 3, column 2, row 5, column 2, row 6, column 2, row 7, column 2 and row 8, column 2.",
    );
}

#[test]
fn naked_quad() {
    // A ring of pairs in box 5: no two or three of them form a subset.
    let mut board = board_with(&[]);
    keep(&mut board, 4, 4, &[1, 2]);
    keep(&mut board, 4, 6, &[2, 3]);
    keep(&mut board, 5, 5, &[3, 4]);
    keep(&mut board, 6, 4, &[1, 4]);
    let mut elims = Vec::new();
    for (r, c) in [(4, 5), (5, 4), (5, 6), (6, 5), (6, 6)] {
        elims.extend([(r, c, 1), (r, c, 2), (r, c, 3), (r, c, 4)]);
    }
    expect(
        &board,
        Technique::NakedQuad,
        &[],
        &elims,
        "Row 4, column 4, row 4, column 6, row 5, column 5 and row 6, column 4 hold only 1, 2, 3 and 4 between them (a naked quad in box 5), so 1, 2, 3 and 4 are removed from row 4, column 5, row 5, column 4, row 5, column 6, row 6, column 5 and row 6, column 6.",
    );
}

#[test]
fn hidden_pair() {
    let mut board = board_with(&[]);
    remove(&mut board, 8, &row(9, &[1, 2, 4, 5, 6, 8, 9]));
    remove(&mut board, 9, &row(9, &[1, 2, 4, 5, 6, 8, 9]));
    let mut elims = Vec::new();
    for c in [3, 7] {
        elims.extend((1..=7).map(|d| (9, c, d)));
    }
    expect(
        &board,
        Technique::HiddenPair,
        &[],
        &elims,
        "In row 9, 8 and 9 fit only in row 9, column 3 and row 9, column 7 (a hidden pair), so the other candidates are removed from those cells (1, 2, 3, 4, 5, 6 and 7 from row 9, column 3; 1, 2, 3, 4, 5, 6 and 7 from row 9, column 7).",
    );
}

#[test]
fn hidden_triple() {
    // In column 5: 1 only in rows 2 and 5, 2 only in rows 5 and 8, 3 only
    // in rows 2 and 8.
    let mut board = board_with(&[]);
    remove(&mut board, 1, &col(5, &[1, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 2, &col(5, &[1, 2, 3, 4, 6, 7, 9]));
    remove(&mut board, 3, &col(5, &[1, 3, 4, 5, 6, 7, 9]));
    let mut elims = Vec::new();
    for r in [2, 5, 8] {
        elims.extend((4..=9).map(|d| (r, 5, d)));
    }
    expect(
        &board,
        Technique::HiddenTriple,
        &[],
        &elims,
        "In column 5, 1, 2 and 3 fit only in row 2, column 5, row 5, column 5 and row 8, column 5 (a hidden triple), so the other candidates are removed from those cells (4, 5, 6, 7, 8 and 9 from row 2, column 5; 4, 5, 6, 7, 8 and 9 from row 5, column 5; 4, 5, 6, 7, 8 and 9 from row 8, column 5).",
    );
}

#[test]
fn hidden_quad() {
    // In box 1, 1-4 only in r1c1, r1c2, r2c1, r2c2, each digit in three of
    // them (an L shape, never on one line).
    let mut board = board_with(&[]);
    for d in 1..=4 {
        remove(&mut board, d, &[(1, 3), (2, 3), (3, 1), (3, 2), (3, 3)]);
    }
    remove(&mut board, 1, &[(2, 2)]);
    remove(&mut board, 2, &[(1, 1)]);
    remove(&mut board, 3, &[(1, 2)]);
    remove(&mut board, 4, &[(2, 1)]);
    let mut elims = Vec::new();
    for (r, c) in [(1, 1), (1, 2), (2, 1), (2, 2)] {
        elims.extend((5..=9).map(|d| (r, c, d)));
    }
    expect(
        &board,
        Technique::HiddenQuad,
        &[],
        &elims,
        "In box 1, 1, 2, 3 and 4 fit only in row 1, column 1, row 1, column 2, row 2, column 1 and row 2, column 2 (a hidden quad), so the other candidates are removed from those cells (5, 6, 7, 8 and 9 from row 1, column 1; 5, 6, 7, 8 and 9 from row 1, column 2; 5, 6, 7, 8 and 9 from row 2, column 1; 5, 6, 7, 8 and 9 from row 2, column 2).",
    );
}

#[test]
fn x_wing() {
    let mut board = board_with(&[]);
    remove(&mut board, 4, &row(3, &[1, 3, 4, 5, 6, 7, 9]));
    remove(&mut board, 4, &row(7, &[1, 3, 4, 5, 6, 7, 9]));
    remove(&mut board, 4, &col(2, &[1, 2, 4, 6, 8, 9]));
    remove(&mut board, 4, &col(8, &[1, 2, 4, 5, 8, 9]));
    let step = expect(
        &board,
        Technique::XWing,
        &[],
        &[(5, 2, 4), (6, 8, 4)],
        "Row 3 and row 7 hold 4 only in columns 2 and 8 (an X-Wing), so 4 is removed from row 5, column 2 and row 6, column 8.",
    );
    assert_eq!(step.cells, vec![rc(3, 2), rc(3, 8), rc(7, 2), rc(7, 8)]);
    assert_eq!(
        step.units,
        vec![Unit::Row(2), Unit::Row(6), Unit::Column(1), Unit::Column(7)]
    );
}

#[test]
fn swordfish() {
    // Columns 1, 5 and 9 hold 6 in rows {2, 4}, {4, 8} and {2, 8}.
    let mut board = board_with(&[]);
    remove(&mut board, 6, &col(1, &[1, 3, 5, 6, 7, 8, 9]));
    remove(&mut board, 6, &col(5, &[1, 2, 3, 5, 6, 7, 9]));
    remove(&mut board, 6, &col(9, &[1, 3, 4, 5, 6, 7, 9]));
    let mut elims = Vec::new();
    for r in [2, 4, 8] {
        elims.extend([2, 3, 4, 6, 7, 8].map(|c| (r, c, 6)));
    }
    expect(
        &board,
        Technique::Swordfish,
        &[],
        &elims,
        "Column 1, column 5 and column 9 hold 6 only in rows 2, 4 and 8 (a Swordfish), so 6 is removed from row 2, column 2, row 2, column 3, row 2, column 4, row 2, column 6, row 2, column 7, row 2, column 8, row 4, column 2, row 4, column 3, row 4, column 4, row 4, column 6, row 4, column 7, row 4, column 8, row 8, column 2, row 8, column 3, row 8, column 4, row 8, column 6, row 8, column 7 and row 8, column 8.",
    );
}

#[test]
fn jellyfish() {
    // Rows 1, 3, 5 and 9 hold 9 in columns {2, 5}, {5, 8}, {4, 8}, {2, 4}.
    let mut board = board_with(&[]);
    remove(&mut board, 9, &row(1, &[1, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 9, &row(3, &[1, 2, 3, 4, 6, 7, 9]));
    remove(&mut board, 9, &row(5, &[1, 2, 3, 5, 6, 7, 9]));
    remove(&mut board, 9, &row(9, &[1, 3, 5, 6, 7, 8, 9]));
    let mut elims = Vec::new();
    for r in [2, 4, 6, 7, 8] {
        elims.extend([2, 4, 5, 8].map(|c| (r, c, 9)));
    }
    let text = format!(
        "Row 1, row 3, row 5 and row 9 hold 9 only in columns 2, 4, 5 and 8 (a Jellyfish), so 9 is removed from {}.",
        "row 2, column 2, row 2, column 4, row 2, column 5, row 2, column 8, \
         row 4, column 2, row 4, column 4, row 4, column 5, row 4, column 8, \
         row 6, column 2, row 6, column 4, row 6, column 5, row 6, column 8, \
         row 7, column 2, row 7, column 4, row 7, column 5, row 7, column 8, \
         row 8, column 2, row 8, column 4, row 8, column 5 and row 8, column 8"
    );
    expect(&board, Technique::Jellyfish, &[], &elims, &text);
}

#[test]
fn xy_wing() {
    let mut board = board_with(&[]);
    keep(&mut board, 1, 1, &[3, 7]);
    keep(&mut board, 1, 5, &[3, 9]);
    keep(&mut board, 4, 1, &[7, 9]);
    let step = expect(
        &board,
        Technique::XYWing,
        &[],
        &[(4, 5, 9)],
        "Row 1, column 1 can only be 3 or 7; if it is 3, row 1, column 5 (3 or 9) must be 9, and if it is 7, row 4, column 1 (7 or 9) must be 9 (an XY-Wing), so 9 is removed from row 4, column 5.",
    );
    assert_eq!(step.cells, vec![rc(1, 1), rc(1, 5), rc(4, 1)]);
}

#[test]
fn xyz_wing() {
    let mut board = board_with(&[]);
    keep(&mut board, 2, 2, &[1, 4, 7]);
    keep(&mut board, 2, 8, &[1, 7]);
    keep(&mut board, 3, 1, &[4, 7]);
    expect(
        &board,
        Technique::XYZWing,
        &[],
        &[(2, 1, 7), (2, 3, 7)],
        "Row 2, column 2 (1, 4 or 7), row 2, column 8 (1 or 7) and row 3, column 1 (4 or 7) form an XYZ-Wing: whatever row 2, column 2 is, one of the three cells is 7, so 7 is removed from row 2, column 1 and row 2, column 3.",
    );
}

#[test]
fn simple_colouring_trap() {
    // 5 has two places in row 1 (c1, c7), column 7 (r1, r5), row 5 (c3, c7).
    let mut board = board_with(&[]);
    remove(&mut board, 5, &row(1, &[2, 3, 4, 5, 6, 8, 9]));
    remove(&mut board, 5, &col(7, &[2, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 5, &row(5, &[1, 2, 4, 5, 6, 8, 9]));
    let step = expect(
        &board,
        Technique::SimpleColouring,
        &[],
        &[(2, 3, 5), (3, 3, 5), (4, 1, 5), (6, 1, 5)],
        "Following the units where 5 has only two places, 5 is either in row 1, column 1 and row 5, column 7 or in row 1, column 7 and row 5, column 3; row 2, column 3, row 3, column 3, row 4, column 1 and row 6, column 1 see a cell of each, so 5 is removed from them (a colour trap).",
    );
    assert_eq!(
        step.units,
        vec![Unit::Row(0), Unit::Row(4), Unit::Column(6)]
    );
    assert_eq!(step.cells, vec![rc(1, 1), rc(1, 7), rc(5, 3), rc(5, 7)]);
}

#[test]
fn simple_colouring_wrap() {
    // 2 has two places in row 1 (c1, c5), column 5 (r1, r5), row 5 (c2,
    // c5) and column 2 (r2, r5): r1c1, r5c5 and r2c2 get one colour, and
    // r1c1 and r2c2 share box 1.
    let mut board = board_with(&[]);
    remove(&mut board, 2, &row(1, &[2, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 2, &col(5, &[2, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 2, &row(5, &[1, 3, 4, 6, 7, 8, 9]));
    remove(&mut board, 2, &col(2, &[3, 4, 6, 7, 8, 9]));
    let step = expect(
        &board,
        Technique::SimpleColouring,
        &[],
        &[(1, 1, 2), (2, 2, 2), (5, 5, 2)],
        "Following the units where 2 has only two places, 2 is either in row 1, column 1, row 2, column 2 and row 5, column 5 or in row 1, column 5 and row 5, column 2; row 1, column 1 and row 2, column 2 are in the first group and share box 1, so the first group is wrong and 2 is removed from row 1, column 1, row 2, column 2 and row 5, column 5 (a colour wrap).",
    );
    assert!(step.units.contains(&Unit::Box(0)));
}

#[test]
fn supposition_on_a_stuck_board() {
    // Line 4 of top95 is the first that simple colouring cannot finish.
    let grids = read(TOP95);
    let firsts: Vec<bool> = grids[..4]
        .iter()
        .map(|g| logical_solve_with(g, Technique::SimpleColouring).is_solved())
        .collect();
    assert_eq!(firsts, [true, true, true, false]);
    let stuck = logical_solve_with(&grids[3], Technique::SimpleColouring);
    assert_eq!(stuck.status, LogicalStatus::Stuck);
    assert_eq!(stuck.steps.len(), 41);
    assert_eq!(
        next_step_with(&stuck.board, Technique::SimpleColouring),
        None
    );
    // Checked by hand: r1c5 = 2 forces r8c5 = 8, r1c6 = 1, r6c6 = 4,
    // r2c6 = 8, r2c5 = 4, r4c6 = 9, r4c4 = 8, r4c5 = 3, r4c2 = 4, r8c6 = 2,
    // r7c4 = 4, r9c4 = 9, r8c3 = 9, leaving r5c3 (4 or 9) nothing.
    let step = expect(
        &stuck.board,
        Technique::Supposition,
        &[],
        &[(1, 5, 2)],
        "If row 1, column 5 were 2, following the singles would lead to a contradiction (no candidate left in row 5, column 3), so 2 is removed from row 1, column 5.",
    );
    assert_eq!(step.cells, vec![rc(1, 5), rc(5, 3)]);
    // Supposition finishes it, soundly.
    let out = solve_board(stuck.board, Technique::Supposition);
    assert!(out.is_solved());
    let mut all = stuck.clone();
    all.steps.extend(out.steps);
    all.board = out.board;
    all.status = out.status;
    check_sound(&grids[3], &all, "top95 line 4");
}

#[test]
fn deep_supposition_when_singles_disprove_nothing() {
    // A puzzle published as the hardest for people: on the board where no
    // other technique applies and no assumption fails through singles
    // alone, the deep pass follows the other techniques and one more level
    // of supposition.
    let grid = Grid::parse(
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    )
    .unwrap();
    let out = logical_solve(&grid);
    assert!(out.is_solved());
    check_sound(&grid, &out, "the hardest for people");
    let deep: Vec<&Step> = out
        .steps
        .iter()
        .filter(|st| st.explanation().contains("one more level of supposition"))
        .collect();
    assert!(!deep.is_empty());
    let first = deep[0];
    assert_eq!(first.technique, Technique::Supposition);
    assert!(first.placements.is_empty());
    assert_eq!(first.eliminations.len(), 1);
    assert_eq!(
        first.explanation(),
        "If row 8, column 7 were 3, following the singles, the other techniques and one more level of supposition would lead to a contradiction (no candidate left in row 3, column 8), so 3 is removed from row 8, column 7."
    );
    assert_eq!(first.eliminations, [(rc(8, 7), 3)]);
    assert_eq!(first.cells, [rc(8, 7), rc(3, 8)]);
}

#[test]
fn deep_supposition_only_on_a_puzzle_with_one_solution() {
    // The first 20 givens of the hardest-for-people puzzle leave several
    // solutions: nothing disproves an assumption through singles, and the
    // deep pass does not run, so there is no step (the 21st given makes the
    // solution unique, and the deep pass finds one).
    let full = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let first = |keep: usize| {
        let mut seen = 0;
        let line: String = full
            .chars()
            .map(|c| {
                if c != '.' {
                    seen += 1;
                }
                if c != '.' && seen > keep {
                    '.'
                } else {
                    c
                }
            })
            .collect();
        Board::from_grid(&Grid::parse(&line).unwrap())
    };
    let twenty = first(20);
    assert_eq!(
        solve(&twenty.grid(), Algorithm::Fast, &Options::default()).verdict,
        sudoku_solver::Verdict::Multiple
    );
    assert_eq!(next_step(&twenty), None);
    let step = next_step(&first(21)).expect("a deep step");
    assert_eq!(step.technique, Technique::Supposition);
    assert!(step.explanation().contains("one more level of supposition"));
}

// ---- Any grid: no panic, an end, the right status ----

#[test]
fn clashing_givens_are_a_contradiction_at_once() {
    let mut grid = Grid::parse(NEWSPAPER).unwrap();
    grid.set(rc(1, 2), 5); // a second 5 in row 1
    let out = logical_solve(&grid);
    assert!(out.steps.is_empty());
    assert_eq!(
        out.status,
        LogicalStatus::Contradiction(Contradiction::Clash {
            unit: Unit::Row(0),
            digit: 5
        })
    );
    assert!(!out.is_solved());
}

#[test]
fn a_cell_without_candidates_is_a_contradiction() {
    // r1c9 misses 9 but column 9 holds it.
    let board = board_with(&[
        (1, 1, 1),
        (1, 2, 2),
        (1, 3, 3),
        (1, 4, 4),
        (1, 5, 5),
        (1, 6, 6),
        (1, 7, 7),
        (1, 8, 8),
        (5, 9, 9),
    ]);
    let contradiction = Contradiction::NoCandidates { cell: rc(1, 9) };
    assert_eq!(board.contradiction(), Some(contradiction));
    assert_eq!(
        contradiction.to_string(),
        "no candidate left in row 1, column 9"
    );
    let out = solve_board(board, Technique::Supposition);
    assert_eq!(out.status, LogicalStatus::Contradiction(contradiction));
    assert!(out.steps.is_empty());
}

#[test]
fn a_digit_without_a_place_is_a_contradiction() {
    let mut board = board_with(&[]);
    remove(&mut board, 6, &row(2, &[1, 2, 3, 4, 5, 6, 7, 8, 9]));
    let contradiction = Contradiction::NoPlace {
        unit: Unit::Row(1),
        digit: 6,
    };
    assert_eq!(board.contradiction(), Some(contradiction));
    assert_eq!(contradiction.to_string(), "no place left for 6 in row 2");
}

#[test]
fn the_empty_grid_is_stuck_at_once() {
    let out = logical_solve(&Grid::empty());
    assert_eq!(out.status, LogicalStatus::Stuck);
    assert!(out.steps.is_empty());
    assert_eq!(out.board.candidate_count(), 729);
}

#[test]
fn a_solved_grid_needs_no_step() {
    let sol = solution(&Grid::parse(NEWSPAPER).unwrap());
    let out = logical_solve(&sol);
    assert_eq!(out.status, LogicalStatus::Solved);
    assert!(out.steps.is_empty());
    assert_eq!(out.hardest(), None);
}

#[test]
fn puzzles_without_a_solution_end_without_solving() {
    // Each top95 puzzle with one wrong digit (not clashing) in its first
    // empty cell: no solution, so the solve must end in a contradiction or
    // stuck, never "solved".
    let mut contradictions = 0;
    for (n, grid) in read(TOP95).iter().enumerate() {
        let sol = solution(grid);
        let Some(cell) = (0..81).find(|&c| grid.get(c) == 0) else {
            continue;
        };
        let board = Board::from_grid(grid);
        let Some(wrong) = board
            .candidate_digits(cell)
            .into_iter()
            .find(|&d| d != sol.get(cell))
        else {
            continue;
        };
        let mut bad = *grid;
        bad.set(cell, wrong);
        let out = logical_solve(&bad);
        assert_ne!(out.status, LogicalStatus::Solved, "line {}", n + 1);
        for step in &out.steps {
            assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
        }
        if matches!(out.status, LogicalStatus::Contradiction(_)) {
            contradictions += 1;
        }
    }
    assert!(contradictions > 0);
}

#[test]
fn multiple_solutions_end_stuck_or_solved() {
    // Top95 line 1 with its first nine givens removed has several solutions.
    let mut grid = read(TOP95)[0];
    let mut removed = 0;
    for c in 0..81 {
        if grid.get(c) != 0 && removed < 9 {
            grid.set(c, 0);
            removed += 1;
        }
    }
    let out = logical_solve(&grid);
    assert!(matches!(
        out.status,
        LogicalStatus::Stuck | LogicalStatus::Solved
    ));
    if out.is_solved() {
        assert!(out.grid().is_solved() && grid.is_completed_by(&out.grid()));
    }
}

// ---- Soundness and figures on the public puzzle sets ----

/// Logical solves of every grid up to `hardest`: (solved count, solves).
fn solve_all(grids: &[Grid], hardest: Technique) -> (usize, Vec<LogicalSolve>) {
    let solves: Vec<LogicalSolve> = grids
        .iter()
        .map(|g| logical_solve_with(g, hardest))
        .collect();
    (solves.iter().filter(|s| s.is_solved()).count(), solves)
}

#[test]
fn top95_every_step_is_sound_and_the_figures_hold() {
    let grids = read(TOP95);
    assert_eq!(grids.len(), 95);
    let (solved, solves) = solve_all(&grids, Technique::SimpleColouring);
    assert_eq!(solved, 40, "top95 without supposition");
    for (n, (g, s)) in grids.iter().zip(&solves).enumerate() {
        check_sound(g, s, &format!("top95 line {} without supposition", n + 1));
        assert!(s
            .steps
            .iter()
            .all(|st| st.technique != Technique::Supposition));
    }
    let (solved, solves) = solve_all(&grids, Technique::Supposition);
    assert_eq!(solved, 95, "top95 with supposition");
    for (n, (g, s)) in grids.iter().zip(&solves).enumerate() {
        check_sound(g, s, &format!("top95 line {}", n + 1));
    }
}

#[test]
fn top1465_every_step_is_sound_and_the_figures_hold() {
    let grids = read(TOP1465);
    assert_eq!(grids.len(), 1465);
    let (solved, solves) = solve_all(&grids, Technique::SimpleColouring);
    assert_eq!(solved, 369, "top1465 without supposition");
    // Every puzzle is replayed against its solution.
    for (n, (g, s)) in grids.iter().zip(&solves).enumerate() {
        check_sound(g, s, &format!("top1465 line {} without supposition", n + 1));
    }
    let (solved, solves) = solve_all(&grids, Technique::Supposition);
    assert_eq!(solved, 1465, "top1465 with supposition");
    for (n, (g, s)) in grids.iter().zip(&solves).enumerate() {
        check_sound(g, s, &format!("top1465 line {}", n + 1));
    }
    let stuck: Vec<usize> = solves
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.is_solved())
        .map(|(n, _)| n + 1)
        .collect();
    assert_eq!(
        stuck, [0usize; 0],
        "top1465 lines left stuck by supposition"
    );
    // Lines 2, 3 and 77 need the deep pass: there, singles alone disprove
    // nothing.
    for line in [2, 3, 77] {
        let steps = &solves[line - 1].steps;
        assert!(
            steps.iter().any(|st| st.technique == Technique::Supposition
                && st.explanation().contains("one more level of supposition")),
            "line {line}"
        );
    }
}

/// The figures with timings, for the report: run with
/// `cargo test --release -p sudoku-solver --test logic -- --ignored --nocapture`.
#[test]
#[ignore]
fn figures() {
    for (name, path) in [("top95", TOP95), ("top1465", TOP1465)] {
        let grids = read(path);
        for hardest in [Technique::SimpleColouring, Technique::Supposition] {
            let start = std::time::Instant::now();
            let (solved, solves) = solve_all(&grids, hardest);
            let time = start.elapsed();
            let mut counts = [0usize; Technique::ALL.len()];
            for s in &solves {
                for (t, n) in s.techniques() {
                    counts[t as usize] += n;
                }
            }
            println!(
                "{name} up to {hardest}: {solved}/{} solved in {time:?}",
                grids.len()
            );
            for t in Technique::ALL {
                println!("    {t}: {}", counts[t as usize]);
            }
        }
    }
}

/// The slowest single hint over every board met while solving, for the
/// report (same command as [`figures`]).
#[test]
#[ignore]
fn slowest_hint() {
    let mut grids = read(TOP95);
    grids.extend(read(TOP1465));
    grids.push(
        Grid::parse(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        )
        .unwrap(),
    );
    let (mut worst, mut worst_at, mut total, mut hints) = (0f64, 0, 0f64, 0u32);
    for (n, g) in grids.iter().enumerate() {
        let mut board = Board::from_grid(g);
        loop {
            let start = std::time::Instant::now();
            let step = next_step(&board);
            let took = start.elapsed().as_secs_f64() * 1e3;
            total += took;
            hints += 1;
            if took > worst {
                worst = took;
                worst_at = n + 1;
            }
            match step {
                Some(step) if board.apply(&step) => {}
                _ => break,
            }
        }
    }
    println!(
        "{hints} hints, mean {:.3} ms, slowest {worst:.1} ms (grid {worst_at})",
        total / f64::from(hints)
    );
}

/// Hint times on the first 1..=21 givens of the hardest-for-people puzzle
/// (several solutions up to 20 givens), for the report (same command as
/// [`figures`]).
#[test]
#[ignore]
fn sparse_hint_timing() {
    let full = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let mut worst = 0f64;
    for keep in 1..=21 {
        let mut line: Vec<u8> = full.bytes().collect();
        let mut seen = 0;
        for b in line.iter_mut() {
            if *b != b'.' {
                seen += 1;
                if seen > keep {
                    *b = b'.';
                }
            }
        }
        let grid = Grid::parse(std::str::from_utf8(&line).unwrap()).unwrap();
        let board = Board::from_grid(&grid);
        let start = std::time::Instant::now();
        let step = next_step(&board);
        let took = start.elapsed().as_secs_f64() * 1e3;
        worst = worst.max(took);
        println!(
            "{keep} givens: {took:.1} ms {:?}",
            step.map(|s| s.technique)
        );
    }
    println!("worst {worst:.1} ms");
}
