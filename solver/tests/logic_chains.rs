//! X-chains, XY-chains and forcing chains: on a puzzle of norvig_top95,
//! the board where the easier techniques are stuck, and the exact step
//! taken there.

mod common;

use common::{at, check_sound, link, rc};
use sudoku_solver::logic::{
    logical_solve_with, next_step, Board, ForcingStart, Pattern, Step, Technique,
};
use sudoku_solver::{Grid, Unit};

/// The board of `puzzle` once the techniques up to `hardest` are stuck.
fn stuck(puzzle: &str, hardest: Technique) -> Board {
    let solve = logical_solve_with(&Grid::parse(puzzle).unwrap(), hardest);
    assert!(!solve.is_solved(), "{puzzle}");
    solve.board
}

#[test]
fn x_chain() {
    let board = stuck(
        "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
        Technique::SimpleColouring,
    );
    let step = next_step(&board).unwrap();
    assert_eq!(step.technique, Technique::XChain);
    assert_eq!(step.eliminations, at(&[(3, 3, 7)]));
    assert_eq!(
        step.explanation(),
        "7 has only two places in column 8 (row 3, column 8 and row 1, column 8), in column 6 (row 1, column 6 and row 5, column 6) and in row 4 (row 4, column 4 and row 4, column 3), and each pair's second cell sees the next pair's first: if row 3, column 8 is not 7, the second cell of each pair is 7 and the first of the next is not, so row 3, column 8 or row 4, column 3 is 7 (an X-chain), and 7 is removed from row 3, column 3."
    );
    let cells = vec![rc(3, 8), rc(1, 8), rc(1, 6), rc(5, 6), rc(4, 4), rc(4, 3)];
    assert_eq!(step.cells, cells);
    assert_eq!(
        step.pattern,
        Pattern::XChain {
            digit: 7,
            cells,
            units: vec![Unit::Column(7), Unit::Column(5), Unit::Row(3)],
        }
    );
    assert_eq!(step.summary(), "X-chain: removes 7 from row 3, column 3");
}

#[test]
fn xy_chain() {
    let board = stuck(
        ".2......6....41.....78....1......7....37.....6..412....1..74..5..8.5..7......39..",
        Technique::XChain,
    );
    let step = next_step(&board).unwrap();
    assert_eq!(step.technique, Technique::XYChain);
    assert_eq!(step.eliminations, at(&[(8, 7, 2)]));
    assert_eq!(
        step.explanation(),
        "Row 2, column 7 (2 or 8), row 2, column 1 (8 or 9), row 3, column 1 (4 or 9) and row 8, column 1 (2 or 4) each have two candidates and see the next: if row 2, column 7 is not 2, they are 8, 9, 4 and 2 in turn, so row 2, column 7 or row 8, column 1 is 2 (an XY-chain), and 2 is removed from row 8, column 7."
    );
    assert_eq!(
        step.pattern,
        Pattern::XYChain {
            cells: vec![rc(2, 7), rc(2, 1), rc(3, 1), rc(8, 1)],
            values: vec![8, 9, 4, 2],
            digit: 2,
        }
    );
}

#[test]
fn aligned_pair_exclusion() {
    let board = stuck(
        "........1......23...4.56........7.6..2.......18.3........1..8....6....5.4........",
        Technique::XYChain,
    );
    let step = next_step(&board).unwrap();
    assert_eq!(step.technique, Technique::AlignedPairExclusion);
    assert_eq!(step.eliminations, at(&[(9, 5, 9)]));
    assert_eq!(
        step.explanation(),
        "Row 7, column 5 and row 9, column 5 are seen by two-candidate cells that would be left empty by some pairs of their values: if row 9, column 5 were 9, row 7, column 5 could not be 3 (row 8, column 6 holds only 3 and 9), 4 (row 5, column 5 holds only 4 and 9) or 7 (row 8, column 4 holds only 7 and 9) (aligned pair exclusion), so 9 is removed from row 9, column 5."
    );
    assert_eq!(
        step.pattern,
        Pattern::AlignedPair {
            cells: [rc(7, 5), rc(9, 5)],
            impossible: vec![
                ([3, 9], Some(rc(8, 6))),
                ([4, 9], Some(rc(5, 5))),
                ([7, 7], None),
                ([7, 9], Some(rc(8, 4))),
            ],
        }
    );
    let grid = Grid::parse(
        "........1......23...4.56........7.6..2.......18.3........1..8....6....5.4........",
    )
    .unwrap();
    let solve = logical_solve_with(&grid, Technique::AlignedPairExclusion);
    assert!(solve.is_solved());
    check_sound(&grid, &solve, "aligned pair exclusion");
}

#[test]
fn the_chains_solve_these_puzzles_soundly_without_supposition() {
    for puzzle in [
        "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
        ".2......6....41.....78....1......7....37.....6..412....1..74..5..8.5..7......39..",
    ] {
        let grid = Grid::parse(puzzle).unwrap();
        let solve = logical_solve_with(&grid, Technique::XYChain);
        check_sound(&grid, &solve, puzzle);
        assert!(solve.count(Technique::XChain) + solve.count(Technique::XYChain) > 0);
    }
}

/// The first forcing chain step of `puzzle` (the board where the
/// techniques up to the cycles are stuck), which must change exactly
/// `placements` and `eliminations` (1-based) and explain itself in `text`.
fn forcing(
    puzzle: &str,
    placements: &[(usize, usize, u8)],
    eliminations: &[(usize, usize, u8)],
    text: &str,
) -> Step {
    let step = next_step(&stuck(puzzle, Technique::Cycle)).unwrap();
    assert_eq!(step.technique, Technique::ForcingChain, "{step}");
    assert_eq!(step.placements, at(placements));
    assert_eq!(step.eliminations, at(eliminations));
    assert_eq!(step.explanation(), text);
    let Pattern::ForcingChain { chains, .. } = &step.pattern else {
        panic!("{:?}", step.pattern);
    };
    // Every chain ends on the conclusion, within the length limit.
    let conclusion = chains[0].last().copied().unwrap();
    for chain in chains {
        assert_eq!(chain.last(), Some(&conclusion));
        assert!(chain.len() >= 2 && chain.len() <= 17, "{}", chain.len());
    }
    step
}

#[test]
fn forcing_chain_from_a_contradiction() {
    let step = forcing(
        ".524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........",
        &[],
        &[(8, 6, 7)],
        "If row 8, column 6 were 7, then row 8, column 6 is not 6, so row 8, column 4 is 6, so row 8, column 4 is not 1, so row 5, column 4 is 1, so row 5, column 4 is not 7, so row 5, column 6 is 7, so row 8, column 6 is not 7: a contradiction (a forcing chain), so 7 is removed from row 8, column 6.",
    );
    assert_eq!(
        step.pattern,
        Pattern::ForcingChain {
            start: ForcingStart::Contradiction {
                cell: rc(8, 6),
                digit: 7
            },
            chains: vec![vec![
                link(8, 6, 7, true),
                link(8, 6, 6, false),
                link(8, 4, 6, true),
                link(8, 4, 1, false),
                link(5, 4, 1, true),
                link(5, 4, 7, false),
                link(5, 6, 7, true),
                link(8, 6, 7, false),
            ]],
        }
    );
    assert_eq!(
        step.summary(),
        "Forcing chain: removes 7 from row 8, column 6"
    );
}

#[test]
fn forcing_chain_from_a_denial() {
    let step = forcing(
        "...2.13...7.....9.5........4...9..8.8.....1.....3..2..9...7..5...16..............",
        &[(2, 3, 2)],
        &[],
        "If row 2, column 3 were not 2, then row 2, column 9 is 2, so row 7, column 9 is not 2, so row 7, column 9 is 3, so row 4, column 9 is not 3, so row 4, column 3 is 3, so row 4, column 3 is not 2, so row 2, column 3 is 2: a contradiction (a forcing chain), so 2 is placed in row 2, column 3.",
    );
    assert!(matches!(
        step.pattern,
        Pattern::ForcingChain {
            start: ForcingStart::Denial { digit: 2, .. },
            ..
        }
    ));
}

#[test]
fn cell_forcing_chain() {
    let step = forcing(
        "1.....9...64..1.7..7..4.......3.....3.89..5....7....2.....6.7.9.....4.1....129.3.",
        &[],
        &[(1, 4, 5)],
        "Row 3, column 8 is 5, 6 or 8, and in each case row 1, column 4 is not 5 (a cell forcing chain): if it is 5, row 7, column 8 is not 5, so row 7, column 4 is 5, so row 1, column 4 is not 5; if it is 6, row 3, column 4 is not 6, so row 1, column 4 is 6, so row 1, column 4 is not 5; if it is 8, row 3, column 6 is not 8, so row 3, column 6 is 5, so row 1, column 4 is not 5. So 5 is removed from row 1, column 4.",
    );
    let Pattern::ForcingChain { start, chains } = &step.pattern else {
        unreachable!()
    };
    assert_eq!(*start, ForcingStart::Cell { cell: rc(3, 8) });
    assert_eq!(chains.len(), 3);
    // The page shows it a case a line.
    assert_eq!(
        step.explanation_lines(),
        vec![
            "Row 3, column 8 is 5, 6 or 8, and in each case row 1, column 4 is not 5 (a cell forcing chain):",
            "If it is 5, row 7, column 8 is not 5, so row 7, column 4 is 5, so row 1, column 4 is not 5.",
            "If it is 6, row 3, column 4 is not 6, so row 1, column 4 is 6, so row 1, column 4 is not 5.",
            "If it is 8, row 3, column 6 is not 8, so row 3, column 6 is 5, so row 1, column 4 is not 5.",
            "So 5 is removed from row 1, column 4.",
        ]
    );
}

#[test]
fn unit_forcing_chain() {
    let step = forcing(
        "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
        &[],
        &[(6, 2, 6)],
        "In column 2, 7 can only go in row 1, column 2, row 2, column 2, row 3, column 2 and row 8, column 2, and in each case row 6, column 2 is not 6 (a unit forcing chain): if row 1, column 2 is 7, row 1, column 6 is not 7, so row 5, column 6 is 7, so row 5, column 6 is not 6, so row 6, column 6 is 6, so row 6, column 2 is not 6; if row 2, column 2 is 7, row 2, column 2 is not 5, so row 6, column 2 is 5, so row 6, column 2 is not 6; if row 3, column 2 is 7, row 3, column 8 is not 7, so row 1, column 8 is 7, so row 1, column 6 is not 7, so row 5, column 6 is 7, so row 5, column 6 is not 6, so row 6, column 6 is 6, so row 6, column 2 is not 6; if row 8, column 2 is 7, row 8, column 2 is not 2, so row 6, column 2 is 2, so row 6, column 2 is not 6. So 6 is removed from row 6, column 2.",
    );
    assert_eq!(step.units, vec![Unit::Column(1)]);
    assert!(matches!(
        step.pattern,
        Pattern::ForcingChain {
            start: ForcingStart::Unit { digit: 7, .. },
            ..
        }
    ));
}

#[test]
fn forcing_chains_solve_these_puzzles_soundly_without_supposition() {
    for puzzle in [
        ".524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........",
        "1.....9...64..1.7..7..4.......3.....3.89..5....7....2.....6.7.9.....4.1....129.3.",
    ] {
        let grid = Grid::parse(puzzle).unwrap();
        let solve = logical_solve_with(&grid, Technique::ForcingChain);
        assert!(solve.is_solved(), "{puzzle}");
        check_sound(&grid, &solve, puzzle);
        assert!(solve.count(Technique::ForcingChain) > 0);
        assert!(!logical_solve_with(&grid, Technique::XYChain).is_solved());
    }
}
