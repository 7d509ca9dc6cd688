//! Any text through the variant readers (`Puzzle::parse`: the project's
//! own line, SumoCue's form, the killer short form, f-puzzles links,
//! classic text). What reads prints back through the project's own line
//! and the short form (where it applies) to the same rules and givens,
//! and through SumoCue's form to the same cages but for their heads
//! (the form has none: a cage is headed by its first cell); an error is one line without control characters and names
//! the form, cage, region or cell at fault.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_solver::rules::{Puzzle, RulesError};

/// The cages as (sum, cells in order), sorted.
fn cage_sets(puzzle: &Puzzle) -> Vec<(u8, Vec<u8>)> {
    let mut out: Vec<(u8, Vec<u8>)> = puzzle
        .rules()
        .cages()
        .iter()
        .map(|cage| {
            let mut cells = cage.cells.clone();
            cells.sort_unstable();
            (cage.sum, cells)
        })
        .collect();
    out.sort();
    out
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match Puzzle::parse(&text) {
        Ok(puzzle) => {
            let line = puzzle.to_line();
            assert_eq!(Puzzle::parse(&line).as_ref(), Ok(&puzzle), "{line}");
            if let Some(short) = puzzle.to_short_killer() {
                assert_eq!(Puzzle::parse(&short).as_ref(), Ok(&puzzle), "{short}");
            }
            if let Some(sumocue) = puzzle.to_sumocue() {
                // SumoCue's form has no head: each cage reads back headed
                // by its first cell, so cages compare as sums and cell sets.
                let back = Puzzle::parse(&sumocue).expect(&sumocue);
                assert_eq!(back.rules().variant(), puzzle.rules().variant());
                assert_eq!(back.givens(), puzzle.givens());
                assert_eq!(cage_sets(&back), cage_sets(&puzzle), "{sumocue}");
            }
        }
        Err(e) => {
            let message = e.to_string();
            assert!(!message.is_empty());
            assert!(
                !message.chars().any(char::is_control),
                "a control character in {message:?}"
            );
            let names = match &e {
                RulesError::Classic(_) | RulesError::Givens(_) => true,
                RulesError::Text { form, message: m } => {
                    !form.is_empty() && !m.is_empty() && message.starts_with(form)
                }
                RulesError::EmptyCage { .. }
                | RulesError::CageTooBig { .. }
                | RulesError::ImpossibleSum { .. }
                | RulesError::CellOutside { .. } => message.starts_with("cage "),
                RulesError::CellInTwoCages { .. } => message.starts_with("cell r"),
                RulesError::RegionSize { .. } | RulesError::RegionNotConnected { .. } => {
                    message.starts_with("region ")
                }
                RulesError::Mismatch { .. } => true,
            };
            assert!(names, "{message:?} names nothing");
        }
    }
});
