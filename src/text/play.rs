//! The words of playing: Start and Edit puzzle, Check, Reveal, a finished
//! game, and the timer.

use super::numbers::{clock, listed};
use super::{clash_summary, StatusView, Tone};
use crate::features::play::{NoSolution, MAIN_THREAD_CALLS};
use crate::state::{Message, State};
use crate::t;

/// The status for a message about playing; `None` for other messages.
pub fn said(state: &State) -> Option<StatusView> {
    let mut view = StatusView::default();
    match state.message() {
        Message::Started(givens) => {
            view.headline = t!("play-started", count = *givens);
            view.details.push(t!("play-started-help"));
        }
        Message::StartedWithout(givens, why) => {
            view.tone = Tone::Problem;
            let why = match why {
                NoSolution::Several => "several",
                NoSolution::None => "none",
                NoSolution::Unsettled => "unsettled",
            };
            view.headline = t!("play-started-without", count = *givens, why = why);
            view.details.push(t!("play-started-without-help"));
        }
        Message::Entering => view.headline = t!("play-entering"),
        Message::Locked => {
            view.tone = Tone::Problem;
            view.headline = t!("play-locked");
        }
        Message::CannotStart => {
            view.tone = Tone::Problem;
            view.headline = if !state.sheet().has_puzzle() {
                t!("play-nothing-to-play")
            } else {
                // The classic clashes, then what breaks a variant's rules
                // (a digit twice on a diagonal, in a cage).
                let mut said = clash_summary(state.clashes());
                if let Some(faults) = super::variant::fault_summary(state.faults()) {
                    if !said.is_empty() {
                        said.push(' ');
                    }
                    said.push_str(&faults);
                }
                t!("play-cannot-start", clashes = said.as_str())
            };
        }
        Message::Checked { wrong, entries } => {
            view.headline = match (*wrong, *entries) {
                (_, 0) => t!("play-nothing-to-check"),
                (0, n) => t!("play-checked-right", entries = n),
                (w, n) => {
                    view.tone = Tone::Problem;
                    t!("play-checked-wrong", wrong = w, entries = n)
                }
            };
        }
        Message::NotPlaying => view.headline = t!("play-not-playing"),
        Message::Checkpointed(n) => view.headline = t!("play-checkpointed", count = *n),
        Message::NoCheckpoint => view.headline = t!("play-no-checkpoint"),
        Message::AtCheckpoint => view.headline = t!("play-at-checkpoint"),
        Message::BackToCheckpoint => view.headline = t!("play-back-to-checkpoint"),
        Message::NoMistake => view.headline = t!("play-no-mistake"),
        Message::BeforeFirstMistake(changes) => {
            view.headline = t!("play-before-first-mistake", count = *changes);
        }
        Message::MistakesErased(n) => view.headline = t!("play-mistakes-erased", count = *n),
        Message::Revealed(n) => view.headline = t!("play-revealed", count = *n),
        Message::NoSingleSolution(why) => {
            view.tone = Tone::Problem;
            view.headline = match why {
                NoSolution::Several => t!("play-no-single-solution-several"),
                NoSolution::None => t!("play-no-single-solution-none"),
                NoSolution::Unsettled => {
                    t!(
                        "play-no-single-solution-unsettled",
                        calls = MAIN_THREAD_CALLS
                    )
                }
            };
        }
        Message::NoPuzzle => {
            view.tone = Tone::Problem;
            view.headline = t!("play-no-puzzle");
        }
        Message::Finished => {
            view.tone = Tone::Success;
            let tally = state.tally();
            view.headline = t!("play-finished", time = clock(tally.seconds()).as_str());
            view.details
                .push(help_used(tally.checks, tally.reveals, tally.hints));
            // The day's puzzle: a line to share, with no spoiler.
            if let Some(last) = state.stats().finished.last().filter(|f| f.daily) {
                if state.daily() == Some(last.on) && last.puzzle == state.sheet().puzzle() {
                    let line = super::stats::share_line(last);
                    view.details.push(t!("play-share", line = line.as_str()));
                }
            }
        }
        _ => return None,
    }
    Some(view)
}

/// "No checks, reveals or hints used." / "Used 2 checks, 1 reveal and 3 hints."
fn help_used(checks: u32, reveals: u32, hints: u32) -> String {
    let mut parts = Vec::new();
    if checks > 0 {
        parts.push(t!("number-checks", count = checks));
    }
    if reveals > 0 {
        parts.push(t!("number-reveals", count = reveals));
    }
    if hints > 0 {
        parts.push(t!("number-hints", count = hints));
    }
    listed("play-help-used", &parts)
}

/// The timer's text, `m:ss`.
pub fn timer(state: &State) -> String {
    clock(state.tally().seconds())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_lists_read_as_english() {
        let said = |w: usize, n: usize| match (w, n) {
            (0, n) => t!("play-checked-right", entries = n),
            (w, n) => t!("play-checked-wrong", wrong = w, entries = n),
        };
        assert_eq!(said(0, 1), "Your entry is right so far.");
        assert_eq!(said(0, 5), "All 5 of your entries are right so far.");
        assert_eq!(said(1, 1), "Your entry is wrong: it is marked.");
        assert_eq!(said(1, 5), "1 of your 5 entries is wrong: it is marked.");
        assert_eq!(
            said(2, 5),
            "2 of your 5 entries are wrong: they are marked."
        );
        assert_eq!(
            t!("play-started-without", count = 1, why = "several"),
            "Playing: the 1 given is locked and the timer runs, but it leaves more than one solution."
        );
        assert_eq!(
            t!("play-started-without", count = 20, why = "none"),
            "Playing: the 20 givens are locked and the timer runs, but they have no solution."
        );
        assert_eq!(
            t!("play-started-without", count = 20, why = "unsettled"),
            "Playing: the 20 givens are locked and the timer runs, but a quick search could not settle whether the puzzle has one solution."
        );
        assert_eq!(
            t!("play-checkpointed", count = 1),
            "Checkpoint kept: Back to checkpoint returns to the board as it is now."
        );
        assert_eq!(
            t!("play-checkpointed", count = 3),
            "Checkpoint kept (3 for this puzzle): Back to checkpoint returns to the latest."
        );
        assert_eq!(
            t!("play-revealed", count = 0),
            "Nothing to reveal: select empty cells or entries first."
        );
        assert_eq!(t!("play-revealed", count = 1), "Revealed 1 cell.");
        assert_eq!(t!("play-revealed", count = 4), "Revealed 4 cells.");
        assert_eq!(
            t!("play-mistakes-erased", count = 1),
            "The history does not reach back to your first mistake: erased 1 wrong entry instead. Undo brings it back."
        );
        assert_eq!(
            t!("play-no-single-solution-unsettled", calls = MAIN_THREAD_CALLS),
            "Check and Reveal need a puzzle with one solution; a quick search (100,000 calls) could not settle whether this one has one. Solve in the Solver lab searches as long as it takes."
        );
        assert_eq!(help_used(0, 0, 0), "No checks, reveals or hints used.");
        assert_eq!(help_used(0, 1, 0), "Used 1 reveal.");
        assert_eq!(help_used(2, 0, 1), "Used 2 checks and 1 hint.");
        assert_eq!(help_used(2, 1, 3), "Used 2 checks, 1 reveal and 3 hints.");
    }
}
