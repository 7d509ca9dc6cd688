//! The words of Hint and Step around the solver's own sentences
//! ([`Step::explanation`], [`Step::changes`], [`Step::summary`]).

use super::clash_summary;
use crate::features::explain::{Blocked, Note};
use sudoku_solver::logic::{Step, Tense};

/// Status text for a note: (is it a problem, headline, details).
pub fn note(note: &Note) -> (bool, String, Vec<String>) {
    const MULTIPLE: &str =
        "This puzzle has more than one solution, so logic alone cannot finish it.";
    match note {
        Note::Hint(found) => {
            let mut details = vec![format!(
                "{} Press Step to apply it.",
                what_changes(&found.step)
            )];
            if found.multiple {
                details.push(MULTIPLE.into());
            }
            (
                false,
                format!(
                    "Hint: {}. {}",
                    found.step.technique.name(),
                    found.step.explanation()
                ),
                details,
            )
        }
        Note::Stepped {
            number,
            step,
            multiple,
        } => {
            let mut details = vec![what_changed(step)];
            if *multiple {
                details.push(MULTIPLE.into());
            }
            (
                false,
                format!(
                    "Step {number}: {}. {}",
                    step.technique.name(),
                    step.explanation()
                ),
                details,
            )
        }
        Note::Review { number, step } => (
            false,
            format!(
                "Step {number} again: {}. {}",
                step.technique.name(),
                step.explanation()
            ),
            vec![what_changed(step)],
        ),
        Note::Unreviewed => (
            false,
            "Select a step of the list to see it again.".into(),
            Vec::new(),
        ),
        Note::Blocked(blocked) => (true, blocked_text(blocked), Vec::new()),
    }
}

/// "No hint: ..." for each reason.
fn blocked_text(blocked: &Blocked) -> String {
    match blocked {
        Blocked::Empty => "No hint: the board is empty. Type or paste a puzzle first.".into(),
        Blocked::Solved => "No hint needed: every cell is filled and nothing clashes.".into(),
        Blocked::Clashes(found) => format!(
            "No hint: {} Change one of the highlighted digits first.",
            clash_summary(found)
        ),
        Blocked::NoSolution(Some(why)) => format!("No hint: this puzzle has no solution ({why})."),
        Blocked::NoSolution(None) => {
            "No hint: this puzzle has no solution. Change a digit first.".into()
        }
        Blocked::Stuck { multiple: true } => {
            "No hint: no technique applies, because this puzzle has more than one solution. \
             Press Solve to see one of them."
                .into()
        }
        Blocked::Stuck { multiple: false } => {
            "No hint: none of the techniques applies here. Press Solve to let the search finish it."
                .into()
        }
    }
}

/// "It places 3 in row 1, column 2." / "It removes 7 from 2 cells."
fn what_changes(step: &Step) -> String {
    format!("It {}.", step.changes(Tense::Present))
}

/// "Placed 3 in row 1, column 2." / "Removed 7 from 2 cells."
fn what_changed(step: &Step) -> String {
    let text = step.changes(Tense::Past);
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}
