//! The technique engine on the public puzzle sets: the soundness of every
//! step, and the exact figures of how many puzzles the logical solve
//! completes.

mod common;

use common::{check_sound, first_givens, grids, HARDEST};
use sudoku_solver::logic::{
    logical_solve_unique_with, logical_solve_with, next_step, Board, LogicalSolve, Technique,
};
use sudoku_solver::Grid;

const TOP95: &str = "norvig_top95.txt";
const TOP1465: &str = "tdoku_magictour_top1465.txt";

/// Logical solves of every grid up to `hardest`: (solved count, solves).
fn solve_all(grids: &[Grid], hardest: Technique) -> (usize, Vec<LogicalSolve>) {
    let solves: Vec<LogicalSolve> = grids
        .iter()
        .map(|g| logical_solve_with(g, hardest))
        .collect();
    (solves.iter().filter(|s| s.is_solved()).count(), solves)
}

/// As [`solve_all`], with the uniqueness techniques too (every puzzle of
/// the data sets has one solution).
fn solve_all_unique(grids: &[Grid], hardest: Technique) -> (usize, Vec<LogicalSolve>) {
    let solves: Vec<LogicalSolve> = grids
        .iter()
        .map(|g| logical_solve_unique_with(g, hardest))
        .collect();
    (solves.iter().filter(|s| s.is_solved()).count(), solves)
}

/// Solves every grid without supposition but with the uniqueness
/// techniques, checks every step against the solution and returns how
/// many were solved and how many steps used each uniqueness technique.
fn unique_figures(name: &str, grids: &[Grid]) -> (usize, usize, usize, usize, usize) {
    let (solved, solves) = solve_all_unique(grids, Technique::ForcingChain);
    for (n, (g, s)) in grids.iter().zip(&solves).enumerate() {
        check_sound(g, s, &format!("{name} line {} with uniqueness", n + 1));
    }
    let used = |t| solves.iter().map(|s| s.count(t)).sum::<usize>();
    (
        solved,
        used(Technique::UniqueRectangle),
        used(Technique::UniqueLoop),
        used(Technique::BugPlusOne),
        used(Technique::Bug),
    )
}

#[test]
fn top95_every_step_is_sound_and_the_figures_hold() {
    let grids = grids(TOP95);
    assert_eq!(grids.len(), 95);
    assert_eq!(
        solve_all(&grids, Technique::XYChain).0,
        45,
        "top95 up to XY-chains"
    );
    let (solved, solves) = solve_all(&grids, Technique::ForcingChain);
    assert_eq!(solved, 76, "top95 without supposition");
    for (n, (g, s)) in grids.iter().zip(&solves).enumerate() {
        check_sound(g, s, &format!("top95 line {} without supposition", n + 1));
        assert!(s
            .steps
            .iter()
            .all(|st| st.technique != Technique::Supposition));
    }
    assert_eq!(
        unique_figures("top95", &grids),
        (77, 22, 0, 2, 0),
        "top95 without supposition, with uniqueness: solved, rectangles, loops, BUG+1, BUG"
    );
    let (solved, solves) = solve_all(&grids, Technique::Supposition);
    assert_eq!(solved, 95, "top95 with supposition");
    for (n, (g, s)) in grids.iter().zip(&solves).enumerate() {
        check_sound(g, s, &format!("top95 line {}", n + 1));
    }
}

#[test]
fn top1465_every_step_is_sound_and_the_figures_hold() {
    let grids = grids(TOP1465);
    assert_eq!(grids.len(), 1465);
    assert_eq!(
        solve_all(&grids, Technique::XYChain).0,
        457,
        "top1465 up to XY-chains"
    );
    let (solved, solves) = solve_all(&grids, Technique::ForcingChain);
    assert_eq!(solved, 966, "top1465 without supposition");
    // Every puzzle is replayed against its solution.
    for (n, (g, s)) in grids.iter().zip(&solves).enumerate() {
        check_sound(g, s, &format!("top1465 line {} without supposition", n + 1));
    }
    assert_eq!(
        unique_figures("top1465", &grids),
        (988, 372, 18, 16, 1),
        "top1465 without supposition, with uniqueness: solved, rectangles, loops, BUG+1, BUG"
    );
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
/// `cargo test --release -p sudoku-solver --test logic_data -- --ignored --nocapture`.
#[test]
#[ignore]
fn figures() {
    for (name, path) in [("top95", TOP95), ("top1465", TOP1465)] {
        let grids = grids(path);
        for hardest in [
            Technique::XYChain,
            Technique::ForcingChain,
            Technique::Supposition,
        ] {
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
    let mut all = grids(TOP95);
    all.extend(grids(TOP1465));
    all.push(Grid::parse(HARDEST).unwrap());
    let (mut worst, mut worst_at, mut total, mut hints) = (0f64, 0, 0f64, 0u32);
    for (n, g) in all.iter().enumerate() {
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
    let mut worst = 0f64;
    for keep in 1..=21 {
        let board = Board::from_grid(&first_givens(HARDEST, keep));
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
