//! The status line: what the page says about the current state.

use super::names::algorithm_phrase;
use super::{clash_summary, difficulty, duration, stats, visible, StatusView, Tone};
use crate::features::link::parse_reason;
use crate::model::{Kind, Phase, Sheet};
use crate::state::{Dropped, Message, Running, Source, State};
use crate::t;
use sudoku_solver::ParseError;

/// The status line for `state`.
pub fn status(state: &State) -> StatusView {
    let Some(running) = state.running() else {
        return message_view(state);
    };
    let count = t!("status-solving-count", calls = running.calls);
    let time = t!(
        "status-solving-time",
        time = duration(running.millis).as_str()
    );
    let progress = t!(
        "status-solving",
        algorithm = running.algorithm.name(),
        algorithmName = algorithm_phrase(running.algorithm).as_str(),
        count = count.as_str()
    );
    let more = t!("status-solving-stop");
    // The lines are lists of sentences; the quiet pieces are those that
    // change as the solve runs.
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

/// The key of a source, as the messages select on it.
fn source_key(source: Source) -> &'static str {
    match source {
        Source::Link => "link",
        Source::Paste => "paste",
        Source::Photo => "photo",
        Source::Batch => "batch",
    }
}

/// "The puzzle in the link was not loaded: <why>." or "The pasted text was
/// not loaded: <why>."
fn not_loaded(source: Source, err: &ParseError) -> String {
    let why = parse_reason(err);
    match source {
        Source::Link => t!("status-link-failed", why = why.as_str()),
        Source::Paste | Source::Photo | Source::Batch => {
            t!("status-paste-failed", why = why.as_str())
        }
    }
}

/// "… the solve with naive backtracking stopped after 52 calls (1.52 s)."
fn interrupted_text(running: &Running) -> String {
    t!(
        "status-interrupted",
        algorithm = running.algorithm.name(),
        algorithmName = algorithm_phrase(running.algorithm).as_str(),
        calls = running.calls,
        time = duration(running.millis).as_str()
    )
}

/// The status line for the message, as when no solve is running.
fn message_view(state: &State) -> StatusView {
    let clash_text = match (state.clashes().is_empty(), state.faults().is_empty()) {
        (false, true) => Some(clash_summary(state.clashes())),
        (true, false) => super::variant::fault_summary(state.faults()),
        (false, false) => Some(format!(
            "{} {}",
            clash_summary(state.clashes()),
            super::variant::fault_summary(state.faults()).unwrap_or_default()
        )),
        (true, true) => None,
    };
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
    let board = || board_text(state.sheet());
    if let Some((text, problem)) = super::variant::message_text(state.message()) {
        if problem {
            view.tone = Tone::Problem;
            view.headline = text;
            view.details.extend(clash_text);
        } else {
            plain(&mut view, text);
        }
        return view;
    }
    match state.message() {
        #[cfg(feature = "variants")]
        Message::VariantChosen(_)
        | Message::CageAdded { .. }
        | Message::CageSumChanged { .. }
        | Message::CageRefused(_)
        | Message::CagesDeleted(_)
        | Message::Combinations(_)
        | Message::NoCageSelected
        | Message::Regions(_)
        | Message::VariantFailed(..)
        | Message::VariantLoaded { .. }
        | Message::ClassicOnly(_) => {}
        Message::VariantsUnavailable => {
            view.tone = Tone::Problem;
            view.headline = t!("status-variants-unavailable");
        }
        Message::Welcome => plain(&mut view, t!("status-welcome")),
        Message::Edited(dropped) => {
            match &clash_text {
                Some(clash) => {
                    view.tone = Tone::Problem;
                    view.headline = clash.clone();
                }
                None => view.headline = givens_text(state.sheet()),
            }
            match dropped {
                Dropped::Nothing => {}
                Dropped::Solution => view.details.push(t!("status-edit-took-solution")),
                Dropped::Steps(n) => view.details.push(t!("status-edit-took-steps", count = *n)),
            }
        }
        Message::Loaded(source, n) => {
            plain(
                &mut view,
                t!("status-loaded", count = *n, source = source_key(*source)),
            );
            // A photo's puzzle that is not ready loads to be corrected.
            if *source == Source::Photo && state.sheet().phase() == Phase::Entering {
                view.tone = Tone::Problem;
                view.details.push(t!("status-photo-not-ready"));
            }
        }
        Message::LoadFailed(source, err) => {
            view.tone = Tone::Problem;
            view.headline = not_loaded(*source, err);
            view.details.extend(clash_text.clone());
        }
        Message::LoadEmpty(source) => {
            view.tone = Tone::Problem;
            view.headline = match source {
                Source::Link => t!("status-link-empty"),
                Source::Paste | Source::Photo | Source::Batch => t!("status-paste-empty"),
            };
            view.details.push(t!("status-empty-kept"));
        }
        Message::HintGone => plain(&mut view, t!("status-hint-gone", board = board().as_str())),
        Message::LinkFailed { text, err } => {
            view.tone = Tone::Problem;
            view.headline = not_loaded(Source::Link, err);
            let shown = visible(&shortened(text, LINK_TEXT_SHOWN));
            view.details
                .push(t!("status-link-text", text = shown.as_str()));
        }
        Message::LoadedProgress { givens, entries } => {
            let text = super::variant::loaded_progress(state.sheet(), *givens, *entries)
                .unwrap_or_else(|| {
                    t!(
                        "status-loaded-progress",
                        givens = *givens,
                        entries = *entries
                    )
                });
            plain(&mut view, text);
        }
        Message::ProgressFailed(err) => {
            view.tone = Tone::Problem;
            let why = err.to_string();
            view.headline = t!(
                "status-progress-failed",
                givens = state.sheet().givens(),
                why = why.as_str()
            );
        }
        Message::Cleared => plain(&mut view, t!("status-cleared")),
        Message::Making => match &state.maker().making {
            Some(making) => view.headline = difficulty::making_text(making),
            None => view.headline = board(),
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
        Message::Thinking => plain(&mut view, t!("status-thinking")),
        Message::ExplainFailed(error) => {
            view.tone = Tone::Problem;
            view.headline = t!("status-explain-failed", why = error.as_str());
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
        Message::Undone => plain(&mut view, t!("status-undone", board = board().as_str())),
        Message::Redone => plain(&mut view, t!("status-redone", board = board().as_str())),
        Message::NothingToUndo => plain(&mut view, t!("status-nothing-to-undo")),
        Message::NothingToRedo => plain(&mut view, t!("status-nothing-to-redo")),
        Message::Solved(report) => {
            super::solved::solved_status(&mut view, report, clash_text.as_deref());
            let wrong = state.wrong_mask().count_ones();
            if wrong > 0 {
                view.details.push(t!("status-solved-wrong", count = wrong));
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
            view.headline = match (*progress, *copied) {
                (true, true) => t!("status-share-progress-copied"),
                (true, false) => t!("status-share-progress"),
                (false, true) => t!("status-share-copied"),
                (false, false) => t!("status-share"),
            };
            view.link = Some(link.clone());
            view.details.extend(clash_text.clone());
        }
        Message::ShareEmpty => plain(&mut view, t!("status-share-empty")),
        // A solve that ended without a word of its own.
        Message::Solving => plain(&mut view, board()),
        Message::CopyEmpty => plain(&mut view, t!("status-copy-empty")),
        Message::OtherTab => plain(&mut view, t!("status-other-tab", board = board().as_str())),
        Message::Restored(0) => {
            let text = super::variant::restored_cages(state.sheet())
                .unwrap_or_else(|| t!("status-restored-empty"));
            plain(&mut view, text);
        }
        Message::Restoring => plain(&mut view, t!("status-restoring")),
        Message::Restored(n) => plain(&mut view, t!("status-restored", count = *n)),
        Message::RestoreFailed(why) => {
            view.tone = Tone::Problem;
            // The reason may quote the saved data: no control character raw.
            let why = visible(why);
            view.headline = t!("status-restore-failed", why = why.as_str());
            view.details.push(t!("status-restore-kept"));
        }
        Message::Cancelled(running) => {
            view.tone = Tone::Problem;
            view.headline = t!(
                "status-cancelled",
                calls = running.calls,
                time = duration(running.millis).as_str(),
                algorithm = running.algorithm.name(),
                algorithmName = algorithm_phrase(running.algorithm).as_str()
            );
            view.details.push(t!("status-cancelled-advice"));
        }
        Message::SolveFailed(error) => {
            view.tone = Tone::Problem;
            view.headline = t!("status-solve-failed", why = error.as_str());
        }
        Message::Copied {
            puzzle,
            solution,
            copied,
        } => {
            view.headline = match (solution.is_some(), *copied) {
                (true, true) => t!("status-copied-solution"),
                (false, true) => t!("status-copied"),
                (true, false) => t!("status-copy-solution"),
                (false, false) => t!("status-copy"),
            };
            view.details.push(puzzle.clone());
            view.details.extend(solution.clone());
        }
    }
    if state.save_failed() {
        view.details.push(t!("status-save-failed"));
    }
    if let Some(running) = state.interrupted() {
        view.details.push(interrupted_text(running));
    }
    let from_link = matches!(
        state.message(),
        Message::Loaded(Source::Link, _)
            | Message::LinkFailed { .. }
            | Message::LoadedProgress { .. }
            | Message::ProgressFailed(_)
    );
    if let (true, Some(why)) = (from_link, state.lost_on_start()) {
        let why = visible(why);
        view.details
            .push(t!("status-lost-on-start", why = why.as_str()));
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
    let mut parts = vec![t!("number-givens", count = givens)];
    if entries > 0 {
        parts.push(t!("number-entries", count = entries));
    }
    if sheet.has_solution() {
        parts.push(t!("status-board-solution"));
    } else if steps > 0 {
        parts.push(t!("number-steps", count = steps));
    }
    match parts.len() {
        0 | 1 => givens_text(sheet),
        _ => super::numbers::listed("status-board", &parts),
    }
}

/// "30 givens on the board. Press Start to play it, ..." (while the
/// puzzle is entered), "30 givens on the board." or "The board is empty."
fn givens_text(sheet: &Sheet) -> String {
    let givens = sheet.givens();
    if givens == 0 {
        // A killer's cages are its puzzle too.
        if let Some(text) = super::variant::cages_on_board(sheet) {
            return text;
        }
    }
    match (givens, sheet.phase()) {
        (0, _) => t!("status-board-empty"),
        (n, Phase::Entering) => t!("status-givens-entering", count = n),
        (n, Phase::Playing) => t!("status-givens", count = n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_as_english() {
        assert_eq!(
            t!("status-edit-took-steps", count = 1),
            "The edit took the step off the board; Undo brings it back."
        );
        assert_eq!(
            t!("status-edit-took-steps", count = 3),
            "The edit took the 3 steps off the board; Undo brings them back."
        );
        assert_eq!(
            t!("status-loaded", count = 1, source = "batch"),
            "Loaded a puzzle with 1 given from the batch."
        );
        assert_eq!(
            t!("status-loaded-progress", givens = 30, entries = 1),
            "Loaded a puzzle with 30 givens and the progress in the link (1 entry)."
        );
        assert_eq!(
            t!("status-solved-wrong", count = 1),
            "1 of your entries is not the solution's digit: marked."
        );
        assert_eq!(
            t!("status-solved-wrong", count = 2),
            "2 of your entries are not the solution's digit: marked."
        );
        assert_eq!(
            t!("status-restored", count = 24),
            "Restored your puzzle (24 givens) and its undo history from the last visit."
        );
        let parts = [
            t!("number-givens", count = 30),
            t!("number-entries", count = 1),
            t!("number-steps", count = 2),
        ];
        assert_eq!(
            super::super::numbers::listed("status-board", &parts),
            "30 givens, 1 entry and 2 steps on the board."
        );
        assert_eq!(
            super::super::numbers::listed("status-board", &parts[..2]),
            "30 givens and 1 entry on the board."
        );
        assert_eq!(
            t!(
                "status-solve-numbers",
                calls = 4428u64,
                guesses = 1u64,
                backtracks = 0u64,
                time = "12.3 ms"
            ),
            "4,428 calls, 1 guess, 0 backtracks in 12.3 ms."
        );
    }
}
