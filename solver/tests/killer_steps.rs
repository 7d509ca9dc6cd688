//! Killer techniques as steps (`logic::killer`): small hand-made positions
//! with exact eliminations and placements, and the human-solvable set
//! (data/killer_hs_9.txt) solved by these techniques, every step checked
//! against the file's solution.

use sudoku_solver::geometry::CELLS;
use sudoku_solver::logic::killer::{self, Depth, KillerPattern, KillerStep, KillerTechnique, Side};
use sudoku_solver::rules::{HouseKind, Puzzle};
use sudoku_solver::{Digits, Grid};

/// The lines of a data file.
fn read(name: &str) -> Vec<String> {
    let path = format!("{}/../data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// The puzzle and the solution of a data line (`puzzle<TAB>solution`).
fn split(line: &str) -> (Puzzle, Grid) {
    let (puzzle, solution) = line.split_once('\t').expect("a tab and a solution");
    let p = Puzzle::parse(puzzle).unwrap_or_else(|e| panic!("{puzzle}: {e}"));
    (p, Grid::parse(solution).expect("81 digits"))
}

fn set(ds: &[u8]) -> Digits {
    ds.iter().copied().collect()
}

/// The first step of `line`'s puzzle.
fn first(line: &str) -> KillerStep {
    let p = Puzzle::parse(line).expect("a killer line");
    killer::next_step(&p, &killer::board(&p)).expect("a step")
}

/// Solves with the killer techniques, checking every step against the
/// solution, up to the first supposition by search when `stop_at_search`;
/// returns (solved, steps per technique, searched: whether a step was a
/// supposition by search).
fn solve_checked(
    p: &Puzzle,
    solution: &Grid,
    what: &str,
    stop_at_search: bool,
) -> (bool, [usize; 9], bool) {
    let mut board = killer::board(p);
    for cell in 0..CELLS {
        let d = solution.cells()[cell];
        assert!(
            board.digit(cell) == d || board.has_candidate(cell, d),
            "{what}: start r{}c{}",
            cell / 9 + 1,
            cell % 9 + 1
        );
    }
    let mut counts = [0usize; 9];
    let mut searched = false;
    while let Some(step) = killer::next_step(p, &board) {
        if matches!(&step.pattern, KillerPattern::Supposition(t) if t.depth == Depth::Search) {
            searched = true;
            if stop_at_search {
                break;
            }
        }
        for &(cell, d) in &step.placements {
            assert_eq!(
                solution.cells()[cell],
                d,
                "{what}: wrong placement {step:?}"
            );
        }
        for &(cell, d) in &step.eliminations {
            assert_ne!(
                solution.cells()[cell],
                d,
                "{what}: removes the solution's digit {step:?}"
            );
        }
        counts[step.technique as usize] += 1;
        assert!(
            killer::apply(p, &mut board, &step),
            "{what}: a step changes nothing"
        );
    }
    let solved = board.empty_cells() == 0;
    if solved {
        assert_eq!(&board.grid(), solution, "{what}");
    }
    (solved, counts, searched)
}

#[test]
fn human_solvable_set() {
    let lines = read("killer_hs_9.txt");
    assert_eq!(lines.len(), 9);
    let mut solved = Vec::new();
    let mut searched = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        let (p, solution) = split(line);
        let (ok, counts, search) = solve_checked(&p, &solution, &format!("line {}", n + 1), false);
        eprintln!(
            "line {}: solved {ok}, steps per technique {counts:?}",
            n + 1
        );
        if ok {
            solved.push(n + 1);
        }
        if search {
            searched.push(n + 1);
        }
    }
    // Every one solved, all but three by the techniques alone (the others
    // need the solver's search at some point: see docs/variants.md).
    assert_eq!(solved, (1..=9).collect::<Vec<usize>>());
    assert_eq!(searched, vec![1, 4, 9]);
}

/// Givens as a line: `digits[cell]` at each cell, '.' elsewhere.
fn givens(digits: &[(usize, u8)]) -> String {
    let mut out = vec![b'.'; CELLS];
    for &(cell, d) in digits {
        out[cell] = b'0' + d;
    }
    String::from_utf8(out).unwrap_or_default()
}

#[test]
fn cage_combinations_with_a_given_in_the_box() {
    // r1c1 + r1c2 = 10, and a given 1 at r2c2: 1 + 9 is out, and 5 + 5
    // never was.
    let step = first(&format!("killer:{}:10-1112", givens(&[(10, 1)])));
    assert_eq!(step.technique, KillerTechnique::CageCombinations);
    assert!(step.placements.is_empty());
    assert_eq!(step.eliminations, vec![(0, 5), (0, 9), (1, 5), (1, 9)]);
    let KillerPattern::CageCombinations(c) = step.pattern else {
        panic!("{step:?}");
    };
    assert_eq!(
        (c.cage, c.sum, c.cells, c.placed),
        (0, 10, vec![0, 1], Digits::EMPTY)
    );
    assert_eq!(
        c.combinations,
        vec![set(&[2, 8]), set(&[3, 7]), set(&[4, 6])]
    );
}

#[test]
fn cage_combinations_with_a_placed_digit() {
    // r1c1 + r1c2 + r1c3 = 12 with r1c1 given 9: the other two make 3.
    let step = first(&format!("killer:{}:12-111213", givens(&[(0, 9)])));
    assert_eq!(step.technique, KillerTechnique::CageCombinations);
    let expected: Vec<(usize, u8)> = [1, 2]
        .into_iter()
        .flat_map(|c| (3..=8).map(move |d| (c, d)))
        .collect();
    assert_eq!(step.eliminations, expected);
    let KillerPattern::CageCombinations(c) = step.pattern else {
        panic!("{step:?}");
    };
    assert_eq!(c.placed, set(&[9]));
    assert_eq!(c.combinations, vec![set(&[1, 2, 9])]);
}

#[test]
fn cage_must_contain_in_a_row() {
    // r1c1 + r1c2 = 17: 8 and 9, so no other cell of row 1 (nor box 1)
    // holds 8 or 9. The combinations come first.
    let p = Puzzle::parse("killer::17-1112").expect("a killer line");
    let mut board = killer::board(&p);
    let step = killer::next_step(&p, &board).expect("a step");
    assert_eq!(step.technique, KillerTechnique::CageCombinations);
    assert_eq!(step.eliminations.len(), 14);
    assert!(killer::apply(&p, &mut board, &step));
    let step = killer::next_step(&p, &board).expect("a step");
    assert_eq!(step.technique, KillerTechnique::CageMustContain);
    assert_eq!(
        step.eliminations,
        (2..9).map(|c| (c, 8)).collect::<Vec<_>>()
    );
    let KillerPattern::CageMustContain {
        cage,
        digit,
        cells,
        house,
    } = step.pattern
    else {
        panic!("{step:?}");
    };
    assert_eq!((digit, cells, house), (8, vec![0, 1], HouseKind::Row(0)));
    assert_eq!(cage.combinations, vec![set(&[8, 9])]);
}

#[test]
fn rule_of_45_one_innie() {
    // Row 1: cages of 20 (r1c1-r1c4) and 18 (r1c5-r1c8) make 38, so r1c9
    // is 7. Neither cage's combinations remove anything.
    let step = first("killer::20-11121314_18-15161718");
    assert_eq!(step.technique, KillerTechnique::RuleOf45);
    assert_eq!(step.placements, vec![(8, 7)]);
    assert!(step.eliminations.is_empty());
    let KillerPattern::RuleOf45(r) = step.pattern else {
        panic!("{step:?}");
    };
    assert_eq!((r.house, r.side), (HouseKind::Row(0), Side::Innies));
    assert_eq!((r.inside, r.inside_sum), (vec![0, 1], 38));
    assert_eq!((r.crossing, r.crossing_sum), (vec![], 0));
    assert_eq!((r.placed, r.placed_sum), (vec![], 0));
    assert_eq!((r.cells, r.total), (vec![8], 7));
    assert_eq!(r.combinations, vec![set(&[7])]);
}

#[test]
fn rule_of_45_one_outie() {
    // Row 1: a cage of 20 inside, and a cage of 29 over r1c5-r1c9 and
    // r2c9: 20 + 29 - 45 = 4 sticks out, in r2c9.
    let step = first("killer::20-11121314_29-151617181929");
    assert_eq!(step.technique, KillerTechnique::RuleOf45);
    assert_eq!(step.placements, vec![(17, 4)]);
    let KillerPattern::RuleOf45(r) = step.pattern else {
        panic!("{step:?}");
    };
    assert_eq!((r.house, r.side), (HouseKind::Row(0), Side::Outies));
    assert_eq!((r.inside, r.inside_sum), (vec![0], 20));
    assert_eq!((r.crossing, r.crossing_sum), (vec![1], 29));
    assert_eq!((r.cells, r.total), (vec![17], 4));
}

#[test]
fn rule_of_45_two_innies() {
    // Row 1: cages of 20 and 15 make 35, so r1c8 + r1c9 = 10: no 5.
    let step = first("killer::20-11121314_15-151617");
    assert_eq!(step.technique, KillerTechnique::RuleOf45);
    assert!(step.placements.is_empty());
    assert_eq!(step.eliminations, vec![(7, 5), (8, 5)]);
    let KillerPattern::RuleOf45(r) = step.pattern else {
        panic!("{step:?}");
    };
    assert_eq!(
        (r.house, r.side, r.inside_sum),
        (HouseKind::Row(0), Side::Innies, 35)
    );
    assert_eq!((r.cells, r.total), (vec![7, 8], 10));
    assert_eq!(
        r.combinations,
        vec![set(&[1, 9]), set(&[2, 8]), set(&[3, 7]), set(&[4, 6])]
    );
}

/// The first human-solvable killer (killer-X) with its solution given
/// but the cells of `blank`.
fn nearly_solved(blank: impl Fn(usize) -> bool) -> (Puzzle, Grid) {
    let (p, solution) = split(&read("killer_hs_9.txt")[0]);
    let line = p.to_line();
    let mut parts = line.splitn(3, ':');
    let (Some(variant), Some(_), Some(cages)) = (parts.next(), parts.next(), parts.next()) else {
        panic!("{line}");
    };
    let digits: Vec<(usize, u8)> = (0..CELLS)
        .filter(|&c| !blank(c))
        .map(|c| (c, solution.cells()[c]))
        .collect();
    let x = format!("{variant}:{}:{cages}", givens(&digits));
    (Puzzle::parse(&x).expect("a killer-x line"), solution)
}

#[test]
fn singles_come_first() {
    // All given but r1c1: a full house of row 1.
    let (p, solution) = nearly_solved(|c| c == 0);
    let step = killer::next_step(&p, &killer::board(&p)).expect("a step");
    assert_eq!(step.technique, KillerTechnique::FullHouse);
    assert_eq!(step.placements, vec![(0, solution.cells()[0])]);
}

#[test]
fn solve_loop_on_a_nearly_solved_killer() {
    // Box 1 and row 9 empty: the loop fills them, every step sound.
    let (p, solution) = nearly_solved(|c| c / 9 == 8 || (c / 9 < 3 && c % 9 < 3));
    let (solved, counts, _) = solve_checked(&p, &solution, "nearly solved", false);
    assert!(solved);
    assert_eq!(counts, [12, 6, 0, 0, 0, 0, 0, 0, 0]);
    let solve = killer::solve(&p);
    assert!(solve.is_solved(&p));
    assert_eq!(solve.steps.len(), 18);
}

#[test]
fn tarek_set_every_step_sound() {
    // The first eight hard killers of the tarek list: the techniques,
    // supposition included, make a start on each (many rule-of-45 steps,
    // cages covering the grid) up to where only the solver's search goes
    // on, and never remove a solution's digit.
    let lines: Vec<String> = read("killer_tarek_42.txt").into_iter().take(8).collect();
    let mut solved = 0;
    let mut totals = [0usize; 9];
    for (n, line) in lines.iter().enumerate() {
        let (p, solution) = split(line);
        let (ok, counts, _) = solve_checked(&p, &solution, &format!("tarek line {}", n + 1), true);
        solved += usize::from(ok);
        for (t, c) in totals.iter_mut().zip(counts) {
            *t += c;
        }
    }
    assert_eq!((lines.len(), solved), (8, 0));
    eprintln!("tarek totals {totals:?} solved {solved}");
    assert_eq!(totals, [0, 0, 0, 31, 4, 30, 0, 0, 76]);
}

#[test]
fn the_module_example() {
    // As in the module's documentation: r1c1 + r1c2 = 3.
    let step = first("killer::3-1112");
    assert_eq!(step.technique, KillerTechnique::CageCombinations);
    assert_eq!(step.eliminations.len(), 14);
    let KillerPattern::CageCombinations(c) = step.pattern else {
        panic!("{step:?}");
    };
    assert_eq!((c.sum, c.combinations), (3, vec![set(&[1, 2])]));
}

#[test]
fn hidden_single_in_a_diagonal() {
    // Killer-X, 1 given at r1c2, r4c5, r6c8 and r7c4: on the main diagonal
    // only r9c9 can take 1 (boxes 1 and 5, row 7 and column 8 see the rest).
    let line = format!("killer-x:{}:", givens(&[(1, 1), (31, 1), (52, 1), (57, 1)]));
    let step = first(&line);
    assert_eq!(step.technique, KillerTechnique::HiddenSingle);
    assert_eq!(step.placements, vec![(80, 1)]);
    assert_eq!(
        step.pattern,
        KillerPattern::DiagonalSingle {
            house: HouseKind::MainDiagonal,
            digit: 1,
            cell: 80
        }
    );
}

#[test]
fn rule_of_45_two_outies() {
    // Row 1: a cage of 20 inside, and a cage of 30 over r1c5-r1c9, r2c8
    // and r2c9: 20 + 30 - 45 = 5 in r2c8 + r2c9 (one cage, one row).
    let step = first("killer::20-11121314_30-15161718192829");
    assert_eq!(step.technique, KillerTechnique::RuleOf45);
    let expected: Vec<(usize, u8)> = [16, 17]
        .into_iter()
        .flat_map(|c| (5..=9).map(move |d| (c, d)))
        .collect();
    assert_eq!(step.eliminations, expected);
    let KillerPattern::RuleOf45(r) = step.pattern else {
        panic!("{step:?}");
    };
    assert_eq!((r.house, r.side), (HouseKind::Row(0), Side::Outies));
    assert_eq!((r.inside_sum, r.crossing_sum), (20, 30));
    assert_eq!((r.cells, r.total), (vec![16, 17], 5));
    assert_eq!(r.combinations, vec![set(&[1, 4]), set(&[2, 3])]);
}

#[test]
fn classic_techniques_follow_the_killer_ones() {
    // Line 6 of the human-solvable set: once the cage techniques and the
    // rule of 45 are done, the classic engine's techniques take over on
    // the rows, columns and boxes (every step checked against the
    // solution by `solve_checked` in `human_solvable_set`).
    let lines = read("killer_hs_9.txt");
    let (p, _) = split(&lines[5]);
    let classic: Vec<_> = killer::solve(&p)
        .steps
        .into_iter()
        .filter_map(|s| match s.pattern {
            KillerPattern::Classic(step) => Some(step.technique),
            _ => None,
        })
        .collect();
    use sudoku_solver::logic::Technique::{BoxLineReduction as BoxLine, HiddenPair};
    // The first eight, before the killer's supposition starts.
    assert_eq!(
        classic[..8],
        [BoxLine, BoxLine, BoxLine, BoxLine, HiddenPair, BoxLine, HiddenPair, BoxLine]
    );
}

#[test]
fn rule_of_45_over_two_rows() {
    // Tarek's first killer: rows 1 and 2 hold the cages of 16, 21, 20 and
    // 21 wholly (78), so their other cells, r2c2 and r2c7, make 90 - 78 =
    // 12; they share row 2, so 3+9, 4+8 or 5+7.
    let lines = read("killer_tarek_42.txt");
    let p = Puzzle::parse(lines[0].split('\t').next().unwrap_or("")).expect("tarek 1");
    let step = killer::solve(&p)
        .steps
        .into_iter()
        .find_map(|s| match s.pattern {
            KillerPattern::RuleOf45(r) if r.span == 2 => Some(r),
            _ => None,
        })
        .expect("a rule of 45 over two rows");
    assert_eq!(
        (step.house, step.span, step.side),
        (HouseKind::Row(0), 2, Side::Innies)
    );
    assert_eq!(
        (step.inside_sum, step.cells.clone(), step.total),
        (78, vec![10, 15], 12)
    );
    assert_eq!(
        step.combinations,
        vec![set(&[3, 9]), set(&[4, 8]), set(&[5, 7])]
    );
}
