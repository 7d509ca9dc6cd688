//! Solving under a variant's rules: the killer sets of data/ solve to their
//! files' solutions and are proven unique; the four algorithms agree;
//! small X, windoku and jigsaw puzzles; exact outcomes.

mod common;

use common::read;
use sudoku_solver::rules::{Puzzle, Variant};
use sudoku_solver::{
    solve_puzzle, solve_puzzle_with_progress, Algorithm, Flow, Grid, Mode, Options, Verdict,
};

/// The puzzle and the solution of a data line (`puzzle<TAB>solution`).
fn split(line: &str) -> (Puzzle, Grid) {
    let (puzzle, solution) = line.split_once('\t').expect("a tab and a solution");
    let p = Puzzle::parse(puzzle).unwrap_or_else(|e| panic!("{puzzle}: {e}"));
    (p, Grid::parse(solution).expect("81 digits"))
}

/// Solves with `algo`, counting to two, and checks the one solution.
fn unique(p: &Puzzle, algo: Algorithm, solution: &Grid, what: &str) -> u64 {
    let out = solve_puzzle(p, algo, &Options::default());
    assert_eq!(out.verdict, Verdict::Unique, "{what} with {algo}");
    let found = out.solution.expect("a solution");
    assert_eq!(&found, solution, "{what} with {algo}");
    assert!(p.is_solved_by(&found), "{what}: a rule is broken");
    out.stats.calls
}

#[test]
fn every_tarek_killer_is_unique_with_the_files_solution() {
    let lines = read("killer_tarek_42.txt");
    assert_eq!(lines.len(), 42);
    for (n, line) in lines.iter().enumerate() {
        let (p, solution) = split(line);
        unique(&p, Algorithm::Fast, &solution, &format!("tarek {}", n + 1));
    }
}

#[test]
fn every_human_solvable_killer_is_unique() {
    let lines = read("killer_hs_9.txt");
    assert_eq!(lines.len(), 9);
    for (n, line) in lines.iter().enumerate() {
        let (p, solution) = split(line);
        unique(&p, Algorithm::Fast, &solution, &format!("hs {}", n + 1));
    }
}

#[test]
fn propagation_agrees_on_the_quickest_killers() {
    let lines = read("killer_hs_9.txt");
    for n in [1, 2, 7] {
        let (p, solution) = split(&lines[n]);
        unique(
            &p,
            Algorithm::Propagation,
            &solution,
            &format!("hs {}", n + 1),
        );
    }
}

#[test]
#[ignore = "about a minute: propagation needs up to 9 million calls on these killers"]
fn propagation_agrees_on_every_human_solvable_and_a_few_tarek_killers() {
    for (name, picks) in [
        ("killer_hs_9.txt", (0..9).collect::<Vec<_>>()),
        ("killer_tarek_42.txt", vec![0, 5, 26]),
    ] {
        let lines = read(name);
        for n in picks {
            let (p, solution) = split(&lines[n]);
            unique(
                &p,
                Algorithm::Propagation,
                &solution,
                &format!("{name} {}", n + 1),
            );
        }
    }
}

#[test]
fn the_four_algorithms_agree_on_killers_with_a_third_given() {
    // The tutorial searches take minutes on a killer without givens: here
    // every third cell of the solution is given.
    let lines = read("killer_hs_9.txt");
    for (n, line) in lines.iter().enumerate() {
        let (p, solution) = split(line);
        let mut givens = Grid::empty();
        for i in (0..81).step_by(3) {
            givens.set(i, solution.get(i));
        }
        let p = Puzzle::new(givens, p.rules().clone());
        for algo in Algorithm::ALL {
            unique(&p, algo, &solution, &format!("hs {} with givens", n + 1));
        }
    }
}

#[test]
fn first_mode_budget_and_cancel() {
    let lines = read("killer_tarek_42.txt");
    let (p, solution) = split(&lines[0]);
    let first = Options {
        mode: Mode::First,
        ..Options::default()
    };
    let out = solve_puzzle(&p, Algorithm::Fast, &first);
    assert_eq!(out.verdict, Verdict::Solved);
    assert_eq!(out.solution, Some(solution));
    let budget = Options {
        max_calls: Some(3),
        ..Options::default()
    };
    for algo in Algorithm::ALL {
        let out = solve_puzzle(&p, algo, &budget);
        assert_eq!(out.verdict, Verdict::Aborted, "{algo}");
        assert_eq!(out.stats.calls, 3, "{algo}");
    }
    let every = Options {
        progress_every: 10,
        ..Options::default()
    };
    let mut seen = 0;
    let out = solve_puzzle_with_progress(&p, Algorithm::Fast, &every, &mut |s| {
        seen = s.calls;
        Flow::Stop
    });
    assert_eq!(out.verdict, Verdict::Cancelled);
    assert_eq!(seen, 10);
}

#[test]
fn givens_that_break_a_cage_have_no_solution_at_once() {
    // r1c1 = 9 in a cage of sum 3.
    let p = Puzzle::parse(&format!("killer:9{}:3-1112", ".".repeat(80))).unwrap();
    for algo in Algorithm::ALL {
        let out = solve_puzzle(&p, algo, &Options::default());
        assert_eq!(out.verdict, Verdict::NoSolution, "{algo}");
        assert_eq!(out.stats.calls, 0, "{algo}");
    }
    // Two equal givens on a diagonal.
    let mut givens = ".".repeat(81).into_bytes();
    givens[0] = b'4';
    givens[80] = b'4';
    let p = Puzzle::parse(&format!("x:{}", String::from_utf8(givens).unwrap())).unwrap();
    for algo in Algorithm::ALL {
        let out = solve_puzzle(&p, algo, &Options::default());
        assert_eq!(out.verdict, Verdict::NoSolution, "{algo}");
    }
}

#[test]
fn classic_puzzles_keep_their_classic_counts() {
    let p = Puzzle::parse(common::EASY).unwrap();
    assert_eq!(p.rules().variant(), Variant::Classic);
    let first = Options {
        mode: Mode::First,
        ..Options::default()
    };
    assert_eq!(solve_puzzle(&p, Algorithm::Naive, &first).stats.calls, 52);
}

/// Small puzzles made for these tests: a solution found by the fast solver
/// under the variant's rules, then givens taken away while the puzzle
/// stayed unique.
const SMALL: [(&str, &str); 3] = [
    (
        "x:49.68......7...1925...27.4.....3..81..8..9.7..7.4...69..5..2..4.....4.2.2.98.3.15",
        "492681357867345192513927846924736581658219473371458269785162934136594728249873615",
    ),
    (
        "windoku:.4..8.9..8.1...54..3..4..87....3.2.6..8.5.4733.69......8...2769...46.3.....5..12.",
        "247685931861793542539241687154837296928156473376924815485312769712469358693578124",
    ),
    (
        concat!(
            "jigsaw:.348125.9...59...4.53.7....2...563..........8.85...7...1.7..86.8.7..5.2....28.917",
            ":111122333111222333112222333445555666444555666444455666777889999777888999777888899"
        ),
        "634812579721598634953674182278956341169437258485321796312749865897165423546283917",
    ),
];

#[test]
fn small_x_windoku_and_jigsaw_puzzles_agree_across_algorithms() {
    for (line, solution) in SMALL {
        let p = Puzzle::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(p.to_line(), line);
        let solution = Grid::parse(solution).unwrap();
        for algo in Algorithm::ALL {
            unique(&p, algo, &solution, line);
        }
    }
}

#[test]
fn each_extra_house_is_a_rule() {
    let (x, x_solution) = SMALL[0];
    let (windoku, w_solution) = SMALL[1];
    let x = Puzzle::parse(x).unwrap();
    let windoku = Puzzle::parse(windoku).unwrap();
    let x_solution = Grid::parse(x_solution).unwrap();
    let w_solution = Grid::parse(w_solution).unwrap();
    assert!(x.is_solved_by(&x_solution) && windoku.is_solved_by(&w_solution));
    // A classic solution whose diagonals and windows repeat digits.
    let classic = Grid::parse(
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    )
    .unwrap();
    assert!(classic.is_solved());
    let empty_x = Puzzle::parse(&format!("x:{}", ".".repeat(81))).unwrap();
    let empty_w = Puzzle::parse(&format!("windoku:{}", ".".repeat(81))).unwrap();
    assert!(!empty_x.is_solved_by(&classic));
    assert!(!empty_w.is_solved_by(&classic));
    assert!(empty_x.is_solved_by(&x_solution));
    // A killer cage whose digits add up wrong breaks the rules.
    let lines = read("killer_tarek_42.txt");
    let (p, solution) = split(&lines[0]);
    assert!(p.is_solved_by(&solution));
    let (_, other) = split(&lines[1]);
    assert!(other.is_solved() && !p.is_solved_by(&other));
}
