//! The words of Hint and Step around the step's own sentences, which the
//! puzzle worker made with the step ([`ShownStep`]: why it holds, what it
//! changes), from the catalogue's `explain-` messages.

use super::clash_summary;
use crate::features::explain::words::{self, cell, contradiction, unit};
use crate::features::explain::{Blocked, Note};
use crate::features::hint::Level;
use crate::model::{Focus, ShownStep};
use crate::t;

/// Status text for a note: (is it a problem, headline, details).
pub fn note(note: &Note) -> (bool, String, Vec<String>) {
    match note {
        Note::Hint { found, level } => {
            let (headline, mut details) = hint(&found.step, *level);
            if !found.steppable {
                // A killer's hint: Step knows classic rules only.
                details = steppable_not(*level, &found.step);
            }
            if found.multiple {
                details.push(t!("explain-multiple"));
            }
            (false, headline, details)
        }
        Note::Stepped {
            number,
            step,
            multiple,
        } => {
            let (headline, mut details) = explained(step, |technique, why| {
                t!(
                    "explain-stepped",
                    number = *number,
                    technique = technique,
                    why = why
                )
            });
            details.push(step.changed.clone());
            if *multiple {
                details.push(t!("explain-multiple"));
            }
            (false, headline, details)
        }
        Note::Review { number, step } => {
            let (headline, mut details) = explained(step, |technique, why| {
                t!(
                    "explain-review",
                    number = *number,
                    technique = technique,
                    why = why
                )
            });
            details.push(step.changed.clone());
            (false, headline, details)
        }
        Note::Unreviewed => (false, t!("explain-unreviewed"), Vec::new()),
        Note::Blocked(blocked) => (true, blocked_text(blocked), Vec::new()),
    }
}

/// A hint's details when Step cannot apply its step (a killer's): what
/// pressing Hint again shows, and at the answer what it changes.
fn steppable_not(level: Level, step: &ShownStep) -> Vec<String> {
    vec![match level {
        Level::Where => t!("variant-hint-where-more"),
        Level::Cells => t!("variant-hint-cells-more"),
        Level::Answer => t!("variant-hint-answer-more", changes = &step.changes),
    }]
}

/// The first level of a hint on its own: "Hint: look at box 2: a hidden
/// single." (the camera's frozen frame shades its cells).
pub fn first_hint(step: &ShownStep) -> String {
    hint(step, Level::Where).0
}

/// A hint's headline and details at `level`: where to look, then the
/// cells, then the whole step.
fn hint(step: &ShownStep, level: Level) -> (String, Vec<String>) {
    match level {
        Level::Where => (
            t!(
                "explain-hint-where",
                place = &place(step.focus),
                techniqueA = &technique_with_article(&step.key)
            ),
            vec![t!("explain-hint-where-more")],
        ),
        Level::Cells => (
            t!("explain-hint-cells", technique = &step.name),
            vec![t!("explain-hint-cells-more")],
        ),
        Level::Answer => {
            let (headline, mut details) = explained(step, |technique, why| {
                t!("explain-hint-answer", technique = technique, why = why)
            });
            details.push(t!("explain-hint-answer-more", changes = &step.changes));
            (headline, details)
        }
    }
}

/// "Hint: Naked single. Row 1, column 2 has ...": the headline `head`
/// makes of the technique's name and the explanation's first line; its
/// other lines (the cases of a forcing chain) as details.
fn explained(step: &ShownStep, head: impl Fn(&str, &str) -> String) -> (String, Vec<String>) {
    let mut lines = step.why.iter().cloned();
    let first = lines.next().unwrap_or_default();
    (head(&step.name, &first), lines.collect())
}

/// "box 2", "row 1, column 2", "the 5s".
fn place(focus: Focus) -> String {
    match focus {
        Focus::Cell(c) => cell(c),
        Focus::Unit(u) => unit(u),
        Focus::Digit(digit) => t!("explain-place-digit", digit = digit),
    }
}

/// The technique of `key` with its article ("a hidden single", "the rule
/// of 45": a killer technique's from the variants' messages).
fn technique_with_article(key: &str) -> String {
    #[cfg(feature = "variants")]
    if crate::features::explain::words_killer::KILLER_KEYS.contains(&key) {
        return crate::model::lang::ta(&format!("variant-technique-{key}"), "a", &[]);
    }
    words::technique_with_article(key)
}

/// "No hint: ..." for each reason.
fn blocked_text(blocked: &Blocked) -> String {
    match blocked {
        Blocked::Empty => t!("explain-no-hint-empty"),
        Blocked::Solved => t!("explain-no-hint-solved"),
        Blocked::Clashes(found) => {
            t!("explain-no-hint-clashes", clashes = &clash_summary(found))
        }
        Blocked::Wrong(cells) => match cells.as_slice() {
            // One entry is named; more are counted.
            [(c, digit)] => t!(
                "explain-no-hint-wrong-one",
                digit = *digit,
                cell = &cell(*c)
            ),
            _ => t!("explain-no-hint-wrong", count = cells.len()),
        },
        Blocked::NoSolution(Some(why)) => {
            t!("explain-no-solution-why", why = &contradiction(why))
        }
        Blocked::NoSolution(None) => t!("explain-no-solution"),
        Blocked::Stuck { multiple: true } => t!("explain-stuck-multiple"),
        Blocked::Stuck { multiple: false } => t!("explain-stuck"),
    }
}
