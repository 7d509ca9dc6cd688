//! The words of Hint, Step and the steps list.

use super::{clash_summary, count};
use crate::features::explain::{digits, Blocked, Note};
use sudoku_solver::logic::Step;

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
                    found.step.explanation
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
                    step.explanation
                ),
                details,
            )
        }
        Note::Review { number, step } => (
            false,
            format!(
                "Step {number} again: {}. {}",
                step.technique.name(),
                step.explanation
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
    format!("It {}.", changes(step, "places", "removes"))
}

/// "Placed 3 in row 1, column 2." / "Removed 7 from 2 cells."
fn what_changed(step: &Step) -> String {
    let text = changes(step, "placed", "removed");
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

fn changes(step: &Step, place: &str, remove: &str) -> String {
    let mut parts = Vec::new();
    if !step.placements.is_empty() {
        let placed: Vec<String> = step
            .placements
            .iter()
            .map(|&(cell, digit)| format!("{digit} in {}", cell_name(cell)))
            .collect();
        parts.push(format!("{place} {}", placed.join(", ")));
    }
    if !step.eliminations.is_empty() {
        parts.push(format!("{remove} {}", eliminated(step)));
    }
    if parts.is_empty() {
        "changes nothing".into()
    } else {
        parts.join(" and ")
    }
}

/// "7 from 2 cells", "4 and 6 from row 3, column 5".
fn eliminated(step: &Step) -> String {
    let mut cells: Vec<usize> = step.eliminations.iter().map(|&(c, _)| c).collect();
    cells.sort_unstable();
    cells.dedup();
    let mut mask = 0u16;
    for &(_, d) in &step.eliminations {
        mask |= 1 << d;
    }
    let ds: Vec<String> = digits(mask).iter().map(u8::to_string).collect();
    let ds = match ds.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => ds.join(""),
    };
    if cells.len() == 1 {
        format!("{ds} from {}", cell_name(cells[0]))
    } else {
        format!("{ds} from {}", count(cells.len() as u64, "cell"))
    }
}

/// "row 1, column 2".
fn cell_name(cell: usize) -> String {
    format!("row {}, column {}", cell / 9 + 1, cell % 9 + 1)
}

/// One line of the steps list: "Naked single: 3 in row 1, column 2",
/// "Pointing pair: removes 7 from 2 cells".
pub fn summary(step: &Step) -> String {
    let what = if step.placements.is_empty() {
        format!("removes {}", eliminated(step))
    } else {
        let placed: Vec<String> = step
            .placements
            .iter()
            .map(|&(cell, digit)| format!("{digit} in {}", cell_name(cell)))
            .collect();
        placed.join(", ")
    };
    format!("{}: {what}", step.technique.name())
}
