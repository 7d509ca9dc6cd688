//! What the variant fuzz targets found (fuzz/README.md), kept as
//! regression tests.

use sudoku_solver::rules::{Puzzle, Variant};

/// The message of reading `text`, which must be refused.
fn refusal(text: &str) -> String {
    match Puzzle::parse(text) {
        Ok(p) => panic!("read as {}", p.to_line()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn refused_text_is_echoed_without_control_characters() {
    // variant_parse: a SumoCue number holding NUL characters reached the
    // message as it was, which the page's status would show as is.
    let mut numbers = vec!["26"; 81];
    numbers[9] = "2\u{0}\u{0}3585";
    let sumocue = format!("3x3:d:k:{}", numbers.join(":"));
    assert_eq!(
        refusal(&sumocue),
        "SumoCue form: r2c1: '2\\0\\03585' is not a number"
    );
    assert_eq!(
        refusal("3x3:\u{1b}:k:1"),
        "SumoCue form: unknown option '\\u{1b}' (expected nothing or 'd' for killer-x)"
    );
    assert_eq!(
        refusal("killer::15-11\u{7}2"),
        "killer line: cage 1 '15-11\\u{7}2': '\\u{7}2' is not a cell (row and column 1-9)"
    );
    assert_eq!(
        refusal("killer::1\u{1}5"),
        "killer line: cage 1 '1\\u{1}5': expected <sum>-<cells>, such as 15-1112 for r1c1 and r1c2"
    );
    assert_eq!(
        refusal("x::\u{1}"),
        "line: x takes only its givens, found ':\\u{1}' after them"
    );
    for text in ["3x3:\u{85}:k:1", "killer::\u{9b}"] {
        assert!(!refusal(text).chars().any(char::is_control), "{text:?}");
    }
}

#[test]
fn a_short_form_whose_only_arrows_are_dots_is_not_written() {
    // variant_parse: a killer whose one cage of two cells points down-right
    // (`.`) was written in the short form with `.` as its only arrow, which
    // reads back as a classic puzzle. (`,` in the input is a cell of no cage
    // pointing to a head of sum 0.)
    let text = "555000000000000000000000000642166.626285638370,4008000000000006568526102603723648";
    let puzzle = Puzzle::parse(text).expect("a killer short form");
    assert_eq!(puzzle.rules().variant(), Variant::Killer);
    assert_eq!(puzzle.to_short_killer(), None);
    assert_eq!(Puzzle::parse(&puzzle.to_line()), Ok(puzzle));
}
