//! The status line: what the page says about the current state.

use super::{clash_summary, count, difficulty, duration, stats, visible, StatusView, Tone};
use crate::model::{Kind, Phase, Sheet};
use crate::state::{Dropped, Message, Source, State};

/// The status line for `state`.
pub fn status(state: &State) -> StatusView {
    let Some(running) = state.running() else {
        return message_view(state);
    };
    let count = format!(": {} so far.", count(running.calls, "call"));
    let time = format!("Running for {}.", duration(running.millis));
    let progress = format!("Solving with {}{count}", running.algorithm.phrase());
    let more = "Press Cancel (in the Solver lab) or Escape to stop it; the board stays editable.";
    if state.message() == &Message::Solving {
        return StatusView {
            headline: progress,
            details: vec![format!("{time} {more}")],
            quiet: vec![count, format!("{time} ")],
            ..StatusView::default()
        };
    }
    // Something asked for during the solve (a hint, a link, a bad
    // paste) is the news; the solve goes on below it.
    let mut view = message_view(state);
    view.details.push(format!("{progress} {time} {more}"));
    view.quiet = vec![format!("{count} {time}")];
    view
}

/// The status line for the message, as when no solve is running.
fn message_view(state: &State) -> StatusView {
    let clash_text = (!state.clashes().is_empty()).then(|| clash_summary(state.clashes()));
    let givens = state.sheet().givens();
    let mut view = StatusView::default();
    // Messages after which the clashes are the news.
    let plain = |view: &mut StatusView, text: String| match &clash_text {
        Some(clash) => {
            view.tone = Tone::Problem;
            view.headline = clash.clone();
            view.details.push(text);
        }
        None => view.headline = text,
    };
    match state.message() {
        Message::Welcome => plain(
            &mut view,
            "Type the puzzle in (click a cell, type 1-9) and press Start, or take a New puzzle, or read one from a Photo or the Camera.".into(),
        ),
        Message::Edited(dropped) => {
            match &clash_text {
                Some(clash) => {
                    view.tone = Tone::Problem;
                    view.headline = clash.clone();
                }
                None => view.headline = givens_text(givens, state.sheet().phase()),
            }
            match dropped {
                Dropped::Nothing => {}
                Dropped::Solution => view
                    .details
                    .push("The edit took the solution off the board; Undo brings it back.".into()),
                Dropped::Steps(n) => view.details.push(format!(
                    "The edit took the {} off the board; Undo brings {} back.",
                    if *n == 1 {
                        "step".to_string()
                    } else {
                        format!("{n} steps")
                    },
                    if *n == 1 { "it" } else { "them" }
                )),
            }
        }
        Message::Loaded(source, n) => {
            let from = match source {
                Source::Link => "from the link",
                Source::Paste => "from the paste",
                Source::Photo => "from the photo",
                Source::Batch => "from the batch",
            };
            plain(
                &mut view,
                format!("Loaded a puzzle with {} {from}.", count(*n as u64, "given")),
            );
            // A photo's puzzle that is not ready loads to be corrected.
            if *source == Source::Photo && state.sheet().phase() == Phase::Entering {
                view.tone = Tone::Problem;
                view.details.push(
                    "It does not have exactly one solution yet: correct its digits on the board, then press Start to play."
                        .into(),
                );
            }
        }
        Message::LoadFailed(source, err) => {
            view.tone = Tone::Problem;
            view.headline = match source {
                Source::Link => format!("The puzzle in the link was not loaded: {err}."),
                Source::Paste | Source::Photo | Source::Batch => {
                    format!("The pasted text was not loaded: {err}.")
                }
            };
            view.details.extend(clash_text.clone());
        }
        Message::LoadEmpty(source) => {
            view.tone = Tone::Problem;
            view.headline = match source {
                Source::Link => "The puzzle in the link was not loaded: its grid is empty.",
                Source::Paste | Source::Photo | Source::Batch => {
                    "The pasted text was not loaded: it is an empty grid, with no digits."
                }
            }
            .into();
            view.details.push(
                "Paste a puzzle with its digits, or type one in; the board is as it was.".into(),
            );
        }
        Message::HintGone => plain(
            &mut view,
            format!(
                "The board changed, so that hint no longer applies: press Hint for a new one. {}",
                board_text(state.sheet())
            ),
        ),
        Message::LinkFailed { text, err } => {
            view.tone = Tone::Problem;
            view.headline = format!("The puzzle in the link was not loaded: {err}.");
            view.details.push(format!(
                "The link's puzzle, to correct and paste on the board: {}",
                visible(&shortened(text, LINK_TEXT_SHOWN))
            ));
        }
        Message::LoadedProgress { givens, entries } => plain(
            &mut view,
            format!(
                "Loaded a puzzle with {} and the progress in the link ({}).",
                count(*givens as u64, "given"),
                match entries {
                    1 => "1 entry".to_string(),
                    n => format!("{n} entries"),
                }
            ),
        ),
        Message::ProgressFailed(err) => {
            view.tone = Tone::Problem;
            view.headline = format!(
                "Loaded the puzzle in the link with {}, but not the progress in it: {err}.",
                count(state.sheet().givens() as u64, "given")
            );
        }
        Message::Cleared => plain(&mut view, "Board cleared.".into()),
        Message::Making => match &state.maker().making {
            Some(making) => view.headline = difficulty::making_text(making),
            None => view.headline = board_text(state.sheet()),
        },
        Message::Made {
            level,
            givens,
            daily,
            practise,
        } => plain(
            &mut view,
            difficulty::made_text(*level, *givens, *daily, *practise),
        ),
        Message::PractiseCancelled(technique) => {
            plain(&mut view, difficulty::practise_cancelled_text(*technique))
        }
        Message::SkipMissed(technique) => {
            plain(&mut view, difficulty::skip_missed_text(*technique))
        }
        Message::Thinking => plain(&mut view, "Looking for the next step…".into()),
        Message::ExplainFailed(error) => {
            view.tone = Tone::Problem;
            view.headline = format!("No hint this time: {error}. Reload the page to try again.");
        }
        Message::MakeCancelled(level) => plain(&mut view, difficulty::make_cancelled_text(*level)),
        Message::StatsImported { added } => plain(&mut view, stats::imported_text(*added)),
        Message::StatsExportFailed(why) => {
            view.tone = Tone::Problem;
            view.headline = stats::export_failed_text(why);
        }
        Message::StatsRefused { name, why } => {
            view.tone = Tone::Problem;
            view.headline = stats::refused_text(name, why);
        }
        Message::MakeFailed { level, error } => {
            view.tone = Tone::Problem;
            view.headline = difficulty::make_failed_text(*level, error);
        }
        Message::Undone => plain(&mut view, format!("Undone. {}", board_text(state.sheet()))),
        Message::Redone => plain(&mut view, format!("Redone. {}", board_text(state.sheet()))),
        Message::NothingToUndo => plain(&mut view, "Nothing to undo.".into()),
        Message::NothingToRedo => plain(&mut view, "Nothing to redo.".into()),
        Message::Solved(report) => {
            super::solved::solved_status(&mut view, report, clash_text.as_deref());
            let wrong = state.wrong_mask().count_ones();
            if wrong > 0 {
                view.details.push(format!(
                    "{} of your entries {} not the solution's digit: marked.",
                    wrong,
                    if wrong == 1 { "is" } else { "are" }
                ));
            }
        }
        Message::Started(_)
        | Message::StartedWithout(..)
        | Message::Entering
        | Message::Locked
        | Message::CannotStart
        | Message::NotPlaying
        | Message::Checkpointed(_)
        | Message::NoCheckpoint
        | Message::AtCheckpoint
        | Message::BackToCheckpoint
        | Message::NoMistake
        | Message::BeforeFirstMistake(_)
        | Message::MistakesErased(_)
        | Message::Checked { .. }
        | Message::Revealed(_)
        | Message::NoSingleSolution(_)
        | Message::NoPuzzle
        | Message::Finished => {
            if let Some(said) = super::play::said(state) {
                view = said;
            }
        }
        Message::Compare(said) => {
            let comparison = state.explain().compare.comparison.as_ref();
            let (problem, headline) = super::compare::said(said, comparison);
            if problem {
                view.tone = Tone::Problem;
            }
            view.headline = headline;
        }
        Message::Explain(note) => {
            let (problem, headline, details) = super::explain::note(note);
            if problem {
                view.tone = Tone::Problem;
            }
            view.headline = headline;
            view.details = details;
        }
        Message::Share {
            link,
            copied,
            progress,
        } => {
            let what = if *progress {
                "Link to this puzzle and your progress"
            } else {
                "Link to this puzzle"
            };
            view.headline = if *copied {
                format!("{what} (copied to the clipboard):")
            } else {
                format!("{what}:")
            };
            view.link = Some(link.clone());
            view.details.extend(clash_text.clone());
        }
        Message::ShareEmpty => plain(&mut view, "Nothing to share: the board is empty.".into()),
        // A solve that ended without a word of its own.
        Message::Solving => plain(&mut view, board_text(state.sheet())),
        Message::CopyEmpty => plain(&mut view, "Nothing to copy: the board is empty.".into()),
        Message::OtherTab => plain(
            &mut view,
            format!(
                "Another tab of this page changed the board; this one shows the same. {}",
                board_text(state.sheet())
            ),
        ),
        Message::Restored(0) => plain(
            &mut view,
            "The board is empty; Undo brings back the boards of your last visit.".into(),
        ),
        Message::Restoring => plain(&mut view, "Restoring your board…".into()),
        Message::Restored(n) => plain(
            &mut view,
            format!(
                "Restored your puzzle ({}) and its undo history from the last visit.",
                count(*n as u64, "given")
            ),
        ),
        Message::RestoreFailed(why) => {
            view.tone = Tone::Problem;
            // The reason may quote the saved data: no control character raw.
            let why = visible(why);
            view.headline =
                format!("The saved puzzle could not be read ({why}); started with an empty grid.");
            view.details
                .push("The saved data stays as it is until you change something here.".into());
        }
        Message::Cancelled(running) => {
            view.tone = Tone::Problem;
            view.headline = format!(
                "Cancelled after {} ({}): {} had not finished.",
                count(running.calls, "call"),
                duration(running.millis),
                running.algorithm.phrase()
            );
            view.details
                .push("Try constraint propagation or the fast solver for this puzzle.".into());
        }
        Message::SolveFailed(error) => {
            view.tone = Tone::Problem;
            view.headline = format!("The solve could not run: {error}.");
        }
        Message::Copied {
            puzzle,
            solution,
            copied,
        } => {
            view.headline = match (solution.is_some(), *copied) {
                (true, true) => "Puzzle and solution copied to the clipboard:",
                (false, true) => "Puzzle copied to the clipboard:",
                (true, false) => "Puzzle and solution (select and copy them):",
                (false, false) => "Puzzle (select and copy it):",
            }
            .into();
            view.details.push(puzzle.clone());
            view.details.extend(solution.clone());
        }
    }
    if state.save_failed() {
        view.details.push(
            "This browser does not let the page save (storage full or blocked): \
             a reload will lose the board."
                .into(),
        );
    }
    if let Some(running) = state.interrupted() {
        view.details.push(format!(
            "The board changed, so the solve with {} stopped after {} ({}).",
            running.algorithm.phrase(),
            count(running.calls, "call"),
            duration(running.millis)
        ));
    }
    let from_link = matches!(
        state.message(),
        Message::Loaded(Source::Link, _)
            | Message::LinkFailed { .. }
            | Message::LoadedProgress { .. }
            | Message::ProgressFailed(_)
    );
    if let (true, Some(why)) = (from_link, state.lost_on_start()) {
        view.details.push(format!(
            "The puzzle saved on your last visit could not be read ({}) and was dropped.",
            visible(why)
        ));
    }
    view
}

/// How much of a link's unreadable puzzle text the status shows.
const LINK_TEXT_SHOWN: usize = 200;

/// `text` cut to `max` characters, with "…" when cut.
fn shortened(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// What the board holds, after Undo or Redo: its givens, the reader's
/// entries, and the solution or the steps shown with them.
fn board_text(sheet: &Sheet) -> String {
    let givens = sheet.givens();
    let steps = sheet.progress().steps().len();
    let entries = sheet.count(Kind::Entered);
    let mut parts = vec![count(givens as u64, "given")];
    if entries > 0 {
        parts.push(super::play::entry_count(entries));
    }
    if sheet.has_solution() {
        parts.push("the solution".into());
    } else if steps > 0 {
        parts.push(count(steps as u64, "step"));
    }
    match parts.as_slice() {
        [_] => givens_text(givens, sheet.phase()),
        [a, b] => format!("{a} and {b} on the board."),
        [a, b, c, ..] => format!("{a}, {b} and {c} on the board."),
        [] => String::new(),
    }
}

/// "30 givens on the board. Press Start to play it, ..." (while the
/// puzzle is entered), "30 givens on the board." or "The board is empty."
fn givens_text(givens: usize, phase: Phase) -> String {
    match (givens, phase) {
        (0, _) => "The board is empty.".into(),
        (n, Phase::Entering) => format!(
            "{} on the board. Press Start to play it, or Solve in the Solver lab.",
            count(n as u64, "given")
        ),
        (n, Phase::Playing) => format!("{} on the board.", count(n as u64, "given")),
    }
}
