//! Native tests of a killer's hints: Hint on a killer or killer-X finds the
//! easiest step by the solver crate's killer techniques (in the puzzle
//! worker, as on the page), shows it in three presses with its cages and
//! arithmetic, and says Step knows classic rules only.
//! `cargo test -p sudoku-web --test killer_hints`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use std::rc::Rc;
use sudoku_i18n::English;
use sudoku_web::features::explain::Note;
use sudoku_web::model::lang::{speak, Lang};
use sudoku_web::model::Variant;
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::status as status_of;

/// The tarek killer of the project's data (24 cages, no givens).
const TAREK: &str = "killer::16-11121321_21-14152324_20-16172526_21-18192829_16-22313241_14-273738_18-334243_19-343544_16-364647_16-39484958_18-455556_17-516171_12-525362_12-546465_11-576667_23-59686978_16-637374_14-728283_13-758485_15-767786_25-79899899_16-819192_19-87889697_17-939495";

fn played(line: &str) -> State {
    let mut state = State::new();
    state.apply(Action::Paste(line.into()));
    state
}

fn lines(state: &State) -> (String, Vec<String>) {
    let status = status_of(state);
    (status.headline, status.details)
}

#[test]
fn hint_on_a_killer_teaches_its_first_step_in_three_presses() {
    let mut state = played(TAREK);
    assert_eq!(state.sheet().rules().variant(), Variant::Killer);
    state.press(Action::Hint);
    assert_eq!(
        lines(&state),
        (
            "Hint: look at row 3, column 4: the combinations of a cage.".to_string(),
            vec!["Press Hint again to see the cells.".to_string()]
        )
    );
    state.press(Action::Hint);
    assert_eq!(
        lines(&state),
        (
            "Hint: Cage combinations. Look at the highlighted cells.".to_string(),
            vec!["Press Hint again for the answer.".to_string()]
        )
    );
    state.press(Action::Hint);
    assert_eq!(
        lines(&state),
        (
            "Hint: Cage combinations. The cage of 19 at row 3, column 4 (3 cells) can only be 2+8+9, 3+7+9, 4+6+9, 4+7+8 or 5+6+8 with the candidates its cells have left.".to_string(),
            vec!["It removes 1 from 3 cells. Make the change yourself: Step knows classic Sudoku only so far.".to_string()]
        )
    );
    // The cage's cells are the ones highlighted, and nothing was changed.
    let Message::Explain(note) = state.message() else {
        panic!("a hint: {:?}", state.message());
    };
    let Note::Hint { found, .. } = note.as_ref() else {
        panic!("a hint: {note:?}");
    };
    assert_eq!(found.step.cells, vec![21, 22, 30]);
    assert_eq!(found.step.eliminations, vec![(21, 1), (22, 1), (30, 1)]);
    assert!(!found.steppable);
    assert_eq!(state.sheet().progress().steps().len(), 0);
    // Step says it knows classic rules only.
    state.press(Action::Step);
    assert_eq!(
        lines(&state).0,
        "Step and the difficulty know classic Sudoku only so far: press Hint for the next killer step, and make it by hand."
    );
}

/// The answer of the third press of Hint on `line`.
fn answer(line: &str) -> (String, Vec<String>) {
    let mut state = played(line);
    for _ in 0..3 {
        state.press(Action::Hint);
    }
    lines(&state)
}

#[test]
fn the_rule_of_45_says_its_arithmetic() {
    // Row 1: cages of 20 and 18 inside, r1c9 left.
    assert_eq!(
        answer("killer::20-11121314_18-15161718").0,
        "Hint: Rule of 45. Row 1 adds up to 45 and its cages inside make 38, so row 1, column 9 is 7."
    );
    // Two innies.
    assert_eq!(
        answer("killer::20-11121314_15-151617").0,
        "Hint: Rule of 45. Row 1 adds up to 45 and its cages inside make 35, so row 1, column 8 and row 1, column 9 add up to 10: 1+9, 2+8, 3+7 or 4+6."
    );
    // Two outies: a cage of 30 crosses row 1's edge.
    let (headline, details) = answer("killer::20-11121314_30-15161718192829");
    assert_eq!(
        headline,
        "Hint: Rule of 45. Row 1 adds up to 45 and the cages inside it or crossing its edge make 50, so outside it row 2, column 8 and row 2, column 9 add up to 5: 1+4 or 2+3."
    );
    assert_eq!(
        details,
        vec!["It removes 5, 6, 7, 8 and 9 from 2 cells. Make the change yourself: Step knows classic Sudoku only so far."]
    );
}

#[test]
fn a_killer_hint_speaks_german() {
    let mut state = played("killer::20-11121314_18-15161718");
    speak(Lang::De, common::german(), Vec::new(), Rc::new(English));
    for _ in 0..3 {
        state.press(Action::Hint);
    }
    let (headline, _) = lines(&state);
    assert_eq!(
        headline,
        "Tipp: 45er-Regel. Zeile 1 ergibt 45, und die Käfige darin ergeben 38, also ist Zeile 1, Spalte 9 eine 7."
    );
}

#[test]
fn a_killer_with_neither_cages_nor_givens_has_no_hint_yet() {
    let mut state = State::new();
    state.apply(Action::SetVariant(Variant::Killer));
    state.press(Action::Hint);
    assert_eq!(
        lines(&state).0,
        "No hint: the board is empty. Type or paste a puzzle first."
    );
}
