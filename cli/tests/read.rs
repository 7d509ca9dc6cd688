//! `sudoku read` against docs/interfaces.md (The `sudoku` command, read).

use std::process::{Command, Output};

const IMAGE1: &str =
    "...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...";
const IMAGE1000: &str =
    "..6.7.....4......7.7.5..21...8.5...1.21...43.6...3.7...63..8.4.1......9....1..6..";

fn photo(name: &str) -> String {
    format!(
        "{}/../reader/tests/photos/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

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
fn one_line_per_photo() {
    let out = sudoku(&["read", &photo("image1.jpg"), &photo("image1000.jpg")]);
    assert_eq!(lines(&out), [IMAGE1, IMAGE1000]);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn unreadable_files_say_why_and_fail() {
    let dir = std::env::temp_dir().join(format!("sudoku-read-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let corrupt = dir.join("corrupt.jpg");
    std::fs::write(&corrupt, b"\xff\xd8\xff\xe0 not really a jpeg").unwrap();
    let missing = dir.join("missing.png");
    let out = sudoku(&[
        "read",
        corrupt.to_str().unwrap(),
        &photo("image1.jpg"),
        missing.to_str().unwrap(),
        &photo("SOURCES.md"),
    ]);
    let got = lines(&out);
    assert_eq!(got.len(), 4);
    assert!(
        got[0].starts_with("unreadable: the file could not be read as a picture"),
        "{}",
        got[0]
    );
    assert_eq!(got[1], IMAGE1);
    assert!(
        got[2].starts_with("unreadable: ") && got[2].contains("cannot open"),
        "{}",
        got[2]
    );
    assert_eq!(
        got[3],
        "unreadable: the file could not be read as a picture: not a JPEG or PNG file"
    );
    assert_eq!(out.status.code(), Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn json_gives_every_cell_and_the_time() {
    let out = sudoku(&["read", "--json", &photo("image1.jpg"), &photo("SOURCES.md")]);
    let got = lines(&out);
    let first: serde_json::Value = serde_json::from_str(&got[0]).unwrap();
    assert_eq!(first["status"], "read");
    assert_eq!(first["line"], IMAGE1);
    let cells = first["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 81);
    assert_eq!(cells[3]["digit"], 7);
    assert_eq!(cells[0]["digit"], serde_json::Value::Null);
    assert!(cells
        .iter()
        .all(|c| (0.0..=1.0).contains(&c["confidence"].as_f64().unwrap())));
    assert!(first["millis"].as_f64().unwrap() >= 0.0);
    assert_eq!(first["corners"].as_array().unwrap().len(), 4);
    let second: serde_json::Value = serde_json::from_str(&got[1]).unwrap();
    assert_eq!(second["status"], "unreadable");
    assert_eq!(
        second["error"],
        "the file could not be read as a picture: not a JPEG or PNG file"
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn an_image_is_required() {
    let out = sudoku(&["read"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("IMAGES"));
}
