//! What the CLI's test files share: running the `sudoku` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `sudoku ARGS` with `stdin` as its input and waits for it.
pub fn sudoku(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}
