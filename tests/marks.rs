//! Native tests of the pencil marks and of what a highlighted step marks
//! on the board. `cargo test -p sudoku-web --test marks`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use common::EASY;
use sudoku_solver::logic::{self, Pattern, Technique};
use sudoku_solver::{Digits, Unit};
use sudoku_web::features::explain;
use sudoku_web::features::marks::{self, Mark, Marks};
use sudoku_web::state::{Action, State};

#[test]
fn candidates_are_the_digits_not_seen() {
    let state = State::from_link(Some(EASY));
    let candidates = explain::candidates(state.sheet());
    // Row 1, column 2: the naked single 3.
    assert_eq!(Digits::from_bits(candidates[1]).to_vec(), vec![3]);
    // Row 1, column 3: 2, 3 and 4 (row 1 has 1 5 6 8, column 3 has 1 2 3 7 9 ... worked out below).
    let expected: Vec<u8> = (1..=9u8)
        .filter(|&d| {
            let seen = (0..81).any(|c| {
                c != 2
                    && (c / 9 == 0 || c % 9 == 2 || (c / 27 == 0 && c % 9 / 3 == 0))
                    && EASY.as_bytes()[c] == b'0' + d
            });
            !seen
        })
        .collect();
    assert_eq!(Digits::from_bits(candidates[2]).to_vec(), expected);
    assert_eq!(candidates[0], 0, "a filled cell has no pencil marks");
}

#[test]
fn pencil_marks_show_with_the_toggle_or_for_the_step() {
    let mut state = State::from_link(Some(EASY));
    let candidates = explain::candidates(state.sheet());
    let off = marks::pencil(state.sheet(), &candidates, false, None);
    assert!(off.iter().all(|&m| m == 0));
    let on = marks::pencil(state.sheet(), &candidates, true, None);
    assert_eq!(on, candidates);
    // With the toggle off, a hint shows the marks of the cells it uses.
    state.press(Action::Hint);
    let marks = Marks::of_step(state.highlight().expect("a hint"));
    let hinted = marks::pencil(state.sheet(), &candidates, false, Some(&marks));
    assert_eq!(hinted[1], 1 << 3);
    assert_eq!(hinted.iter().filter(|&&m| m != 0).count(), 1);
}

#[test]
fn marks_of_a_step_cover_units_proof_and_targets() {
    let step = logic::Step {
        technique: Technique::PointingPair,
        placements: vec![],
        eliminations: vec![(5, 7), (6, 7), (6, 9)],
        cells: vec![0, 1],
        units: vec![Unit::Row(0), Unit::Box(0)],
        pattern: Pattern::Locked {
            digit: 7,
            unit: Unit::Box(0),
            within: Unit::Row(0),
        },
    };
    let marks = Marks::of_step(&explain::shown(&step));
    assert_eq!(
        marks.get(0),
        Mark {
            unit: true,
            proof: true,
            placed: 0,
            removed: 0
        }
    );
    assert_eq!(marks.get(6).removed, (1 << 7) | (1 << 9));
    assert!(marks.get(6).is_target() && marks.get(6).unit);
    assert!(
        marks.get(20).unit && !marks.get(20).proof,
        "box 1 is marked"
    );
    assert!(!marks.get(80).is_marked());
    assert_eq!(marks.get(500), Mark::default(), "out of range is unmarked");
    assert_eq!(
        step.summary(),
        "Pointing pair: removes 7 and 9 from 2 cells"
    );
    let single = logic::Step {
        technique: Technique::HiddenSingle,
        placements: vec![(40, 5)],
        eliminations: vec![],
        cells: vec![40],
        units: vec![Unit::Column(4)],
        pattern: Pattern::HiddenSingle {
            unit: Unit::Column(4),
            digit: 5,
            cell: 40,
        },
    };
    assert_eq!(single.summary(), "Hidden single: 5 in row 5, column 5");
}
