//! The words of playing: Start and Edit puzzle, Check, Reveal, a finished
//! game, and the timer.

use super::numbers::{clock, nonzero_counts};
use super::{clash_summary, count, StatusView, Tone};
use crate::features::play::{NoSolution, MAIN_THREAD_CALLS};
use crate::state::{Message, State};

/// The status for a message about playing; `None` for other messages.
pub fn said(state: &State) -> Option<StatusView> {
    let mut view = StatusView::default();
    match state.message() {
        Message::Started(givens) => {
            view.headline = format!(
                "Playing: the {} {} locked and the timer runs.",
                count(*givens as u64, "given"),
                if *givens == 1 { "is" } else { "are" }
            );
            view.details.push(
                "Type or tap a digit to enter it. The switch under the number pad (Digit, \
                 Corner, Centre, Colour) makes digits go in as corner marks, centre marks or \
                 colours instead (keys: Shift or Ctrl+digit, Z X C V)."
                    .into(),
            );
        }
        Message::StartedWithout(givens, why) => {
            view.tone = Tone::Problem;
            let one = *givens == 1;
            view.headline = format!(
                "Playing: the {} {} locked and the timer runs, but {}",
                count(*givens as u64, "given"),
                if one { "is" } else { "are" },
                match (why, one) {
                    (NoSolution::Several, true) => "it leaves more than one solution.",
                    (NoSolution::Several, false) => "they leave more than one solution.",
                    (NoSolution::None, true) => "it has no solution.",
                    (NoSolution::None, false) => "they have no solution.",
                    (NoSolution::Unsettled, _) => {
                        "a quick search could not settle whether the puzzle has one solution."
                    }
                }
            );
            view.details.push(
                "Check, Reveal and the hints need a puzzle with one solution: Edit puzzle (in More) to add or fix givens.".into(),
            );
        }
        Message::Entering => {
            view.headline =
                "Editing the puzzle: typed digits are givens. Press Start to play.".into();
        }
        Message::Locked => {
            view.tone = Tone::Problem;
            view.headline =
                "The selected cells hold givens or the solver's digits, which cannot be changed."
                    .into();
        }
        Message::CannotStart => {
            view.tone = Tone::Problem;
            view.headline = if state.sheet().givens() == 0 {
                "Nothing to play: the board is empty. Type or paste a puzzle first.".into()
            } else {
                format!(
                    "Cannot start: {} Change one of the highlighted digits first.",
                    clash_summary(state.clashes())
                )
            };
        }
        Message::Checked { wrong, entries } => {
            view.headline = match (*wrong, *entries) {
                (_, 0) => "Nothing to check yet: you have entered no digits.".into(),
                (0, 1) => "Your entry is right so far.".into(),
                (0, n) => format!("All {n} of your entries are right so far."),
                (1, 1) => {
                    view.tone = Tone::Problem;
                    "Your entry is wrong: it is marked.".into()
                }
                (w, n) => {
                    view.tone = Tone::Problem;
                    format!(
                        "{} of your {} {} wrong: {} marked.",
                        w,
                        entry_count(n),
                        if w == 1 { "is" } else { "are" },
                        if w == 1 { "it is" } else { "they are" }
                    )
                }
            };
        }
        Message::NotPlaying => {
            view.headline =
                "Checkpoints and Undo to first mistake are for playing: press Start first.".into();
        }
        Message::Checkpointed(1) => {
            view.headline =
                "Checkpoint kept: Back to checkpoint returns to the board as it is now.".into();
        }
        Message::Checkpointed(n) => {
            view.headline = format!(
                "Checkpoint kept ({n} for this puzzle): Back to checkpoint returns to the latest."
            );
        }
        Message::NoCheckpoint => {
            view.headline =
                "No checkpoint yet: press Checkpoint before a guess, to come back to it.".into();
        }
        Message::AtCheckpoint => {
            view.headline = "The board is as the latest checkpoint has it.".into();
        }
        Message::BackToCheckpoint => {
            view.headline = "Back to the latest checkpoint. Undo takes you back again.".into();
        }
        Message::NoMistake => {
            view.headline = "No mistake to undo: every entry agrees with the solution.".into();
        }
        Message::BeforeFirstMistake(changes) => {
            view.headline = format!(
                "Back to just before your first mistake ({} undone). Undo brings them back.",
                count(*changes as u64, "change")
            );
        }
        Message::MistakesErased(n) => {
            view.headline = format!(
                "The history does not reach back to your first mistake: erased {} instead. Undo brings {} back.",
                wrong_entry_count(*n),
                if *n == 1 { "it" } else { "them" }
            );
        }
        Message::Revealed(0) => {
            view.headline = "Nothing to reveal: select empty cells or entries first.".into();
        }
        Message::Revealed(n) => {
            view.headline = format!("Revealed {}.", count(*n as u64, "cell"));
        }
        Message::NoSingleSolution(why) => {
            view.tone = Tone::Problem;
            view.headline = match why {
                NoSolution::Several => "Check and Reveal need a puzzle with one solution; this one has more than one.".into(),
                NoSolution::None => "Check and Reveal need a puzzle with one solution; this one has none.".into(),
                NoSolution::Unsettled => format!(
                    "Check and Reveal need a puzzle with one solution; a quick search ({}) could not settle whether this one has one. Solve in the Solver lab searches as long as it takes.",
                    count(MAIN_THREAD_CALLS, "call")
                ),
            };
        }
        Message::NoPuzzle => {
            view.tone = Tone::Problem;
            view.headline =
                "There is no puzzle yet: type one in, or load one (paste it, open a link, a photo or New puzzle)."
                    .into();
        }
        Message::Finished => {
            view.tone = Tone::Success;
            let tally = state.tally();
            view.headline = format!("Well done: you solved it in {}.", clock(tally.seconds()));
            view.details
                .push(help_used(tally.checks, tally.reveals, tally.hints));
            // The day's puzzle: a line to share, with no spoiler.
            if let Some(last) = state.stats().finished.last().filter(|f| f.daily) {
                if state.daily() == Some(last.on) && last.puzzle == state.sheet().puzzle() {
                    view.details
                        .push(format!("Share: {}", super::stats::share_line(last)));
                }
            }
        }
        _ => return None,
    }
    Some(view)
}

/// "No checks, reveals or hints used." / "Used 2 checks, 1 reveal and 3 hints."
fn help_used(checks: u32, reveals: u32, hints: u32) -> String {
    let parts = nonzero_counts(&[(checks, "check"), (reveals, "reveal"), (hints, "hint")]);
    match parts.as_slice() {
        [] => "No checks, reveals or hints used.".into(),
        [one] => format!("Used {one}."),
        [a, b] => format!("Used {a} and {b}."),
        [a, b, c, ..] => format!("Used {a}, {b} and {c}."),
    }
}

/// The timer's text, `m:ss`.
pub fn timer(state: &State) -> String {
    clock(state.tally().seconds())
}

/// "1 entry", "2 entries" (the solver's `count` adds only s or es).
pub fn entry_count(n: usize) -> String {
    if n == 1 {
        "1 entry".into()
    } else {
        format!("{} entries", super::thousands(n as u64))
    }
}

/// "1 wrong entry", "3 wrong entries".
fn wrong_entry_count(n: usize) -> String {
    if n == 1 {
        "1 wrong entry".into()
    } else {
        format!("{n} wrong entries")
    }
}
