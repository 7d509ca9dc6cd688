//! `sudoku generate` against docs/interfaces.md (The `sudoku` command, generate).

use std::process::{Command, Output};
use sudoku_solver::rating::{rate, Level};
use sudoku_solver::{solve, Algorithm, Grid, Options, Symmetry, Verdict};

fn sudoku(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .output()
        .unwrap()
}

fn lines(o: &Output) -> Vec<String> {
    String::from_utf8(o.stdout.clone())
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn puzzles_are_81_characters_unique_and_rated_at_the_level() {
    for level in ["easy", "medium", "hard", "expert", "extreme"] {
        let o = sudoku(&["generate", "--level", level, "--count", "3", "--seed", "9"]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert!(o.stderr.is_empty());
        let out = lines(&o);
        assert_eq!(out.len(), 3);
        for line in &out {
            assert_eq!(line.len(), 81);
            assert!(line.chars().all(|c| c == '.' || ('1'..='9').contains(&c)));
            let grid = Grid::parse(line).unwrap();
            let verdict = solve(&grid, Algorithm::Fast, &Options::default()).verdict;
            assert_eq!(verdict, Verdict::Unique);
            assert_eq!(rate(&grid).unwrap().level, level.parse::<Level>().unwrap());
        }
    }
}

#[test]
fn the_defaults_are_one_medium_puzzle_with_the_seed_on_stderr() {
    let o = sudoku(&["generate"]);
    assert!(o.status.success());
    let out = lines(&o);
    assert_eq!(out.len(), 1);
    let grid = Grid::parse(&out[0]).unwrap();
    assert_eq!(rate(&grid).unwrap().level, Level::Medium);
    let err = String::from_utf8(o.stderr).unwrap();
    let seed: u64 = err
        .trim()
        .strip_prefix("sudoku: seed ")
        .unwrap()
        .parse()
        .unwrap();
    let again = sudoku(&["generate", "--seed", &seed.to_string()]);
    assert_eq!(lines(&again), out);
}

#[test]
fn a_seed_reproduces_the_run_and_line_i_is_seed_plus_i() {
    let args = [
        "generate", "--level", "hard", "--count", "4", "--seed", "100",
    ];
    let a = lines(&sudoku(&args));
    assert_eq!(lines(&sudoku(&args)), a);
    let third = lines(&sudoku(&["generate", "--level", "hard", "--seed", "102"]));
    assert_eq!(third[0], a[2]);
    let other = lines(&sudoku(&[
        "generate", "--level", "hard", "--count", "4", "--seed", "7",
    ]));
    assert!(other.iter().all(|l| !a.contains(l)));
}

#[test]
fn symmetric_givens() {
    for name in ["rotational", "diagonal", "mirror"] {
        let o = sudoku(&[
            "generate",
            "--symmetry",
            name,
            "--count",
            "3",
            "--seed",
            "1",
        ]);
        assert!(o.status.success());
        let symmetry: Symmetry = name.parse().unwrap();
        for line in lines(&o) {
            let grid = Grid::parse(&line).unwrap();
            assert!(symmetry.holds_for(grid.cells()), "{name}: {line}");
        }
    }
}

#[test]
fn json_has_puzzle_solution_score_level_technique_givens_seed_and_time() {
    let o = sudoku(&[
        "generate", "--json", "--level", "hard", "--count", "2", "--seed", "5",
    ]);
    assert!(o.status.success());
    let plain = lines(&sudoku(&[
        "generate", "--level", "hard", "--count", "2", "--seed", "5",
    ]));
    for (i, line) in lines(&o).iter().enumerate() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["index"], i as u64);
        assert_eq!(v["seed"], 5 + i as u64);
        let puzzle = v["puzzle"].as_str().unwrap();
        assert_eq!(puzzle, plain[i]);
        let grid = Grid::parse(puzzle).unwrap();
        let rating = rate(&grid).unwrap();
        let out = solve(&grid, Algorithm::Fast, &Options::default());
        assert_eq!(v["solution"], out.solution.unwrap().to_line());
        assert_eq!(v["score"].as_f64(), Some(rating.score.value()));
        assert_eq!(v["level"], "hard");
        assert_eq!(v["hardest"], rating.hardest.unwrap().name());
        assert_eq!(v["givens"], grid.filled() as u64);
        assert_eq!(v["symmetry"], "none");
        assert!(v["tries"].as_u64().unwrap() >= 1);
        assert!(v["ms"].as_f64().unwrap() >= 0.0);
    }
}

#[test]
fn bad_options_are_usage_errors() {
    let o = sudoku(&["generate", "--level", "impossible"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains("unknown level 'impossible' (expected easy, medium, hard, expert or extreme)"),
        "{err}"
    );
    assert!(o.stdout.is_empty());
    let o = sudoku(&["generate", "--symmetry", "spiral"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("unknown symmetry 'spiral'"), "{err}");
    for count in ["0", "ten", "-1"] {
        let o = sudoku(&["generate", &format!("--count={count}")]);
        assert_eq!(o.status.code(), Some(2), "{count}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(err.contains("--count"), "{err}");
    }
    let o = sudoku(&["generate", "--seed", "x"]);
    assert_eq!(o.status.code(), Some(2));
}
