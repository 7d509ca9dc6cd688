//! The `sudoku` binary against docs/interfaces.md (Solving; The `sudoku` command).

mod common;

use common::sudoku;
use std::process::Output;

const EASY: &str =
    "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";
const EASY_SOLUTION: &str =
    "532489176916573284487126953759261348263845719841397625698714532374652891125938467";
const HARDER: &str =
    "..54....9.2..6..7.6....51..1....37...7..9..4...32....6..18....7.6..7..2.9....28..";

fn stdout(o: &Output) -> Vec<String> {
    String::from_utf8(o.stdout.clone())
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

fn mixed_input() -> Vec<u8> {
    let mut clash = EASY.to_string();
    clash.replace_range(1..2, "5");
    format!(
        "# comment\n{EASY}\n\n12345\n{clash}\n{}\n{HARDER} trailing words\nab\u{fffd}\n",
        ".".repeat(81)
    )
    .into_bytes()
}

#[test]
fn plain_output_one_line_per_puzzle() {
    let o = sudoku(&["solve"], &mixed_input());
    assert!(o.status.success());
    let lines = stdout(&o);
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[0], EASY_SOLUTION);
    assert_eq!(lines[1], "invalid: line 4: expected 81 cells, found 5");
    assert_eq!(lines[2], "none");
    assert!(lines[3].starts_with("multiple "), "{}", lines[3]);
    assert_eq!(lines[3].len(), "multiple ".len() + 81);
    assert_eq!(
        lines[4],
        "715438269324961578689725134196543782872196345453287916231854697568379421947612853"
    );
    assert_eq!(
        lines[5],
        "invalid: line 8: cell 1 (character 1): unexpected 'a'"
    );
}

#[test]
fn json_output_has_the_spec_fields() {
    let o = sudoku(
        &["solve", "--json", "--algo", "naive", "--first"],
        &mixed_input(),
    );
    assert!(o.status.success());
    let records: Vec<serde_json::Value> = stdout(&o)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 6);
    let easy = &records[0];
    assert_eq!(easy["line"], 2);
    assert_eq!(easy["status"], "solved");
    assert_eq!(easy["solution"], EASY_SOLUTION);
    assert_eq!(easy["calls"], 52);
    assert_eq!(easy["guesses"], 51);
    assert_eq!(easy["backtracks"], 8);
    assert!(easy["micros"].as_f64().unwrap() > 0.0);
    assert_eq!(records[1]["status"], "invalid");
    assert_eq!(records[1]["line"], 4);
    assert_eq!(records[1]["error"], "line 4: expected 81 cells, found 5");
    assert_eq!(records[2]["status"], "none");
    assert_eq!(records[2]["reason"], "Two 5s in row 1");
    assert_eq!(records[4]["line"], 7);
    assert_eq!(records[4]["calls"], 4428);
}

#[test]
fn count_to_two_statuses_in_json() {
    let input = format!("{EASY}\n{}\n", ".".repeat(81));
    let o = sudoku(&["solve", "--json"], input.as_bytes());
    let lines = stdout(&o);
    let a: serde_json::Value = serde_json::from_str(&lines[0]).unwrap();
    let b: serde_json::Value = serde_json::from_str(&lines[1]).unwrap();
    assert_eq!(a["status"], "unique");
    assert_eq!(b["status"], "multiple");
    assert_eq!(b["solution"].as_str().unwrap().len(), 81);
}

#[test]
fn max_calls_aborts() {
    let o = sudoku(
        &["solve", "--algo", "naive", "--max-calls", "100", "--json"],
        HARDER.as_bytes(),
    );
    let r: serde_json::Value = serde_json::from_str(&stdout(&o)[0]).unwrap();
    assert_eq!(r["status"], "aborted");
    assert_eq!(r["calls"], 100);
    assert!(r.get("solution").is_none());
    let o = sudoku(
        &["solve", "--algo", "naive", "--max-calls", "100"],
        HARDER.as_bytes(),
    );
    assert_eq!(stdout(&o), vec!["aborted"]);
}

#[test]
fn a_budget_spent_after_the_first_solution_keeps_it_in_json() {
    // Naive finds the easy puzzle's solution at call 52, then goes on
    // looking for a second one and runs out of calls.
    let o = sudoku(
        &["solve", "--algo", "naive", "--max-calls", "60", "--json"],
        EASY.as_bytes(),
    );
    let r: serde_json::Value = serde_json::from_str(&stdout(&o)[0]).unwrap();
    assert_eq!(r["status"], "aborted");
    assert_eq!(r["calls"], 60);
    assert_eq!(r["solution"], EASY_SOLUTION);
    let o = sudoku(
        &["solve", "--algo", "naive", "--max-calls", "60"],
        EASY.as_bytes(),
    );
    assert_eq!(stdout(&o), vec!["aborted"]);
}

#[test]
fn a_byte_order_mark_before_the_first_line_is_skipped() {
    let input = format!("\u{feff}{EASY}\n{HARDER}\n");
    let o = sudoku(&["solve"], input.as_bytes());
    assert!(o.status.success());
    let lines = stdout(&o);
    assert_eq!(lines[0], EASY_SOLUTION);
    assert_eq!(lines[1].len(), 81);
}

#[test]
fn bench_rejects_absurd_durations_without_panicking() {
    for seconds in ["1e20", "0", "-1", "NaN", "inf"] {
        let flag = format!("--seconds={seconds}");
        let o = sudoku(&["bench", &flag, "/dev/null"], b"");
        assert_eq!(o.status.code(), Some(2), "--seconds {seconds}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(
            err.contains("--seconds must be a positive number up to 604800"),
            "--seconds {seconds}: {err}"
        );
    }
}

#[test]
fn every_algorithm_solves_from_a_file() {
    let dir = std::env::temp_dir().join(format!("sudoku-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("p.txt");
    std::fs::write(&file, format!("{EASY}\r\n{HARDER}\r\n")).unwrap();
    for algo in ["naive", "candidates", "propagation", "fast"] {
        let o = sudoku(&["solve", "--algo", algo, file.to_str().unwrap()], b"");
        assert!(o.status.success(), "{algo}");
        let lines = stdout(&o);
        assert_eq!(lines[0], EASY_SOLUTION, "{algo}");
        assert!(lines[1].starts_with("715438269"), "{algo}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn usage_errors_and_unreadable_files_exit_2() {
    let o = sudoku(&["solve", "--algo", "quantum"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown algorithm 'quantum'"));
    let o = sudoku(&["solve", "/no/such/file.txt"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("/no/such/file.txt"));
    let o = sudoku(&["bench"], b"");
    assert_eq!(o.status.code(), Some(2));
    let o = sudoku(&["frobnicate"], b"");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn binary_garbage_never_panics() {
    let mut junk: Vec<u8> = (0..=255u8).cycle().take(5000).collect();
    junk.extend_from_slice(b"\n\xff\xfe\n");
    let o = sudoku(&["solve", "--json"], &junk);
    assert!(o.status.success());
    for line in stdout(&o) {
        let r: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(r["status"], "invalid");
    }
}

#[test]
fn bench_reports_rate_and_median() {
    let dir = std::env::temp_dir().join(format!("sudoku-bench-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("b.txt");
    std::fs::write(&file, format!("{EASY}\n{HARDER}\nnot a puzzle\n")).unwrap();
    let o = sudoku(
        &[
            "bench",
            "--seconds",
            "0.05",
            "--runs",
            "3",
            file.to_str().unwrap(),
        ],
        b"",
    );
    assert!(o.status.success());
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("2 puzzles"), "{out}");
    assert!(out.contains("puzzles/s"), "{out}");
    assert!(out.contains("us/puzzle"), "{out}");
    assert!(out.contains("unique/solved 2"), "{out}");
    assert!(out.contains("1 invalid lines skipped"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn rate_prints_score_level_and_hardest_technique() {
    let o = sudoku(&["rate"], &mixed_input());
    assert!(o.status.success());
    let lines = stdout(&o);
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[0], "1.2 easy Hidden Single (box)");
    assert_eq!(lines[1], "invalid: line 4: expected 81 cells, found 5");
    assert_eq!(lines[2], "none");
    assert!(lines[3].starts_with("multiple "), "{}", lines[3]);
    assert_eq!(lines[3].len(), "multiple ".len() + 81);
    assert_eq!(lines[4], "3.4 hard Hidden Pair");
    assert_eq!(
        lines[5],
        "invalid: line 8: cell 1 (character 1): unexpected 'a'"
    );
}

#[test]
fn rate_json_has_score_level_hardest_steps_and_time() {
    let o = sudoku(&["rate", "--json"], &mixed_input());
    assert!(o.status.success());
    let records: Vec<serde_json::Value> = stdout(&o)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 6);
    let easy = &records[0];
    assert_eq!(easy["line"], 2);
    assert_eq!(easy["status"], "rated");
    assert_eq!(easy["score"], 1.2);
    assert_eq!(easy["level"], "easy");
    assert_eq!(easy["hardest"], "Hidden Single (box)");
    assert_eq!(
        easy["steps"],
        serde_json::json!([
            {"technique": "Full House", "count": 20},
            {"technique": "Hidden Single (box)", "count": 23}
        ])
    );
    assert!(easy["micros"].as_f64().unwrap() > 0.0);
    assert_eq!(records[1]["status"], "invalid");
    assert_eq!(records[1]["error"], "line 4: expected 81 cells, found 5");
    assert_eq!(records[2]["status"], "none");
    assert_eq!(records[2]["reason"], "Two 5s in row 1");
    assert_eq!(records[3]["status"], "multiple");
    assert_eq!(records[3]["solution"].as_str().unwrap().len(), 81);
    assert!(records[0].get("solution").is_none());
    assert_eq!(records[4]["score"], 3.4);
    assert_eq!(records[4]["level"], "hard");
    assert_eq!(records[4]["hardest"], "Hidden Pair");
}

#[test]
fn rate_reads_a_file_and_names_an_unreadable_one() {
    let dir = std::env::temp_dir().join(format!("sudoku-rate-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("r.txt");
    std::fs::write(&file, format!("{HARDER}\r\n{EASY}\r\n")).unwrap();
    let o = sudoku(&["rate", file.to_str().unwrap()], b"");
    assert!(o.status.success());
    assert_eq!(
        stdout(&o),
        ["3.4 hard Hidden Pair", "1.2 easy Hidden Single (box)"]
    );
    std::fs::remove_dir_all(&dir).unwrap();
    let o = sudoku(&["rate", "/no/such/file.txt"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("/no/such/file.txt"));
}

#[test]
fn rate_never_panics_on_garbage() {
    let mut junk: Vec<u8> = (0..=255u8).cycle().take(5000).collect();
    junk.extend_from_slice(b"\n\xff\xfe\n");
    let o = sudoku(&["rate", "--json"], &junk);
    assert!(o.status.success());
    for line in stdout(&o) {
        let r: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(r["status"], "invalid");
    }
}
