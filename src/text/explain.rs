//! The words of Hint and Step around the step's own sentences, which the
//! puzzle worker made with the step ([`ShownStep`]: why it holds, what it
//! changes).

use super::clash_summary;
use crate::features::explain::{Blocked, Note};
use crate::features::hint::Level;
use crate::model::{Focus, ShownStep};
use sudoku_solver::geometry::cell_name;

/// Status text for a note: (is it a problem, headline, details).
pub fn note(note: &Note) -> (bool, String, Vec<String>) {
    const MULTIPLE: &str =
        "This puzzle has more than one solution, so logic alone cannot finish it.";
    match note {
        Note::Hint { found, level } => {
            let (headline, mut details) = hint(&found.step, *level);
            if found.multiple {
                details.push(MULTIPLE.into());
            }
            (false, headline, details)
        }
        Note::Stepped {
            number,
            step,
            multiple,
        } => {
            let (headline, mut details) = explained(format!("Step {number}:"), step);
            details.push(what_changed(step));
            if *multiple {
                details.push(MULTIPLE.into());
            }
            (false, headline, details)
        }
        Note::Review { number, step } => {
            let (headline, mut details) = explained(format!("Step {number} again:"), step);
            details.push(what_changed(step));
            (false, headline, details)
        }
        Note::Unreviewed => (
            false,
            "Select a step of the list to see it again.".into(),
            Vec::new(),
        ),
        Note::Blocked(blocked) => (true, blocked_text(blocked), Vec::new()),
    }
}

/// The first level of a hint on its own: "Hint: look at box 2: a hidden
/// single." (the camera's frozen frame shades its cells).
pub fn first_hint(step: &ShownStep) -> String {
    hint(step, Level::Where).0
}

/// A hint's headline and details at `level`: where to look, then the
/// cells, then the whole step.
fn hint(step: &ShownStep, level: Level) -> (String, Vec<String>) {
    let name = step.name.as_str();
    match level {
        Level::Where => (
            format!(
                "Hint: look at {}: {}.",
                place(step.focus),
                with_article(name)
            ),
            vec!["Press Hint again to see the cells (Step, in the Solver lab, applies it).".into()],
        ),
        Level::Cells => (
            format!("Hint: {name}. Look at the highlighted cells."),
            vec!["Press Hint again for the answer (Step, in the Solver lab, applies it).".into()],
        ),
        Level::Answer => {
            let (headline, mut details) = explained("Hint:".into(), step);
            details.push(format!(
                "{} Make the change yourself, or press Step in the Solver lab.",
                what_changes(step)
            ));
            (headline, details)
        }
    }
}

/// "Hint: Naked single. Row 1, column 2 has ...": `prefix`, the
/// technique and the explanation's first line; its other lines (the cases
/// of a forcing chain) as details.
fn explained(prefix: String, step: &ShownStep) -> (String, Vec<String>) {
    let mut lines = step.why.iter().cloned();
    let first = lines.next().unwrap_or_default();
    (format!("{prefix} {}. {first}", step.name), lines.collect())
}

/// "box 2", "row 1, column 2", "the 5s".
fn place(focus: Focus) -> String {
    match focus {
        Focus::Cell(cell) => cell_name(cell),
        Focus::Unit(unit) => unit.to_string(),
        Focus::Digit(digit) => format!("the {digit}s"),
    }
}

/// "a naked single", "an X-Wing": the technique's name in a sentence.
fn with_article(name: &str) -> String {
    let mut chars = name.chars();
    let (Some(first), Some(second)) = (chars.next(), chars.next()) else {
        return name.to_string();
    };
    // Lower-case a plain word ("Naked single"), not a name ("XY-Wing").
    let word = if second.is_ascii_lowercase() {
        format!(
            "{}{}",
            first.to_ascii_lowercase(),
            &name[first.len_utf8()..]
        )
    } else {
        name.to_string()
    };
    let article = if "aeiouAEIOUX".contains(first) {
        "an"
    } else {
        "a"
    };
    format!("{article} {word}")
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
        Blocked::Wrong(cells) => match cells.as_slice() {
            [(cell, digit)] => format!(
                "No hint yet: your {digit} in {} is not the solution's digit (marked). \
                 Erase it first.",
                cell_name(*cell)
            ),
            _ => format!(
                "No hint yet: {} of your entries are not the solution's digits (marked). \
                 Erase them first.",
                cells.len()
            ),
        },
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
fn what_changes(step: &ShownStep) -> String {
    format!("It {}.", step.changes)
}

/// "Placed 3 in row 1, column 2." / "Removed 7 from 2 cells."
fn what_changed(step: &ShownStep) -> String {
    let mut chars = step.changed.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_ascii_uppercase(), chars.as_str()),
        None => String::new(),
    }
}
