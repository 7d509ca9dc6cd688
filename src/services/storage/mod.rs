//! The saved state: the board (givens, entries, marks, colours, the
//! solver's digits), the undo and redo history, the settings and the
//! game's tally survive a reload in `localStorage`.
//!
//! The data ([`Saved`], see [`crate::features::saved`]) is kept under the
//! key [`KEY`] in version 3: its postcard bytes, the version first, as a
//! "byte string", each byte the character of the same value (U+0000 to
//! U+00FF), so the puzzle lines in it read as themselves: a board being
//! played starts `"\u{3}Q..54....9.2..6.."`, the version, the line's
//! length (81 is `Q`) and the line. A character above U+00FF is not this
//! page's data. The page reads version 3 at once ([`start`]).
//!
//! Versions 1 and 2 were JSON (version 1 without entries, marks and game):
//!
//! ```json
//! {"version":2,"board":{"puzzle":"5...8.1.6....","playing":true,"entries":"....3....",
//!  "corner":"12,,,...","colours":"0030..."},"undo":[...],"redo":[],"algorithm":"fast",
//!  "play":{"mode":"digit","tidy":true,"peers":true,"seconds":95,"checks":1,"reveals":0,"hints":2,
//!  "wrong":[12,40]}}
//! ```
//!
//! They are still read, nothing lost, but not by the page's own module
//! (their reader would cost it about 7 KB of wasm, gzip): the page hands
//! the text ([`is_json`]) to the puzzle worker, which reads it into version
//! 3 data ([`crate::features::saved::read_json`], the job
//! [`ReadSaved`](crate::features::jobs::Job::ReadSaved)), and goes on as
//! with version 3 data, [`Message::Restoring`] meanwhile. The next save
//! writes version 3. Another tab still on an older page saves JSON: this
//! page ignores that tab's `storage` events (it reads no JSON) until the
//! next reload.
//!
//! Each board ([`SavedBoard`]) is its givens as an 81-character line plus
//! the solver's digits (`solution`), the number of steps Step took
//! (`steps`) and the reader's entries, marks and colours. Steps are not
//! stored one by one: Step always takes the easiest next step, so the same
//! number of steps from the same board gives the same board again, and
//! loading takes them again (each distinct board's steps once, however
//! many history entries share it). The page's module has no technique
//! engine: for data whose boards have steps ([`has_steps`]), the same job
//! of the puzzle worker takes them and the page reads the data with them
//! ([`decode_with_steps`]). [`encode`] and [`decode`] are pure and tested
//! natively; [`load`] and [`save`] are the thin `gloo-storage` layer.
//! Missing data starts the page clean; an unknown version or corrupt data
//! starts it clean too, and the status says so ([`Message::RestoreFailed`]);
//! the data is left as it is until the user changes something.

mod board;

pub use crate::features::saved::{is_json, Saved, SavedBoard, SavedPlay, OLDEST, VERSION};

use crate::features::explain;
use crate::features::link::parse_reason;
use crate::features::play::Tally;
use crate::features::saved;
use crate::features::stats::Statistics;
use crate::model::ShownStep;
use crate::model::{History, Sheet};
use crate::state::{InputMode, Message, State};
use crate::t;
use board::{board_name, load_board, save_board, Replays, StepSource, MAX_REPLAYED};
use std::rc::Rc;
use sudoku_solver::date::Date;
use sudoku_solver::rating::{Level, RatedTechnique};
use sudoku_solver::{Algorithm, Grid};

/// The `localStorage` key.
pub const KEY: &str = "sudoku-web/state";

/// What [`encode`] saves of a state; compared between renders so the page
/// writes only when it changed.
/// Cheap to take: the history is shared, not copied.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    sheet: Sheet,
    history: History,
    algorithm: Algorithm,
    play: SavedPlay,
    stats: Rc<Statistics>,
    daily: Option<(Date, Grid)>,
    practised: Option<(RatedTechnique, Grid)>,
    checkpoints: Vec<Sheet>,
}

impl Snapshot {
    /// The saved part of `state`.
    pub fn of(state: &State) -> Snapshot {
        Snapshot {
            sheet: state.sheet().clone(),
            history: state.history().clone(),
            algorithm: state.algorithm(),
            play: SavedPlay {
                mode: state.input_mode().as_str().into(),
                tidy: state.tidy_marks(),
                peers: state.show_peers(),
                seconds: state.tally().seconds(),
                checks: state.tally().checks,
                reveals: state.tally().reveals,
                hints: state.tally().hints,
                level: state.maker().level.as_str().into(),
                technique: state.maker().technique.name().into(),
                wrong: (0..sudoku_solver::CELLS as u8)
                    .filter(|&i| state.is_wrong(usize::from(i)))
                    .collect(),
            },
            stats: state.stats().clone(),
            daily: state.daily_loaded(),
            practised: state.maker().practised,
            checkpoints: state.checkpoints().to_vec(),
        }
    }
}

/// The saved form of `snapshot`: the text kept in `localStorage`
/// (version 3, [`crate::features::saved::to_text`]).
pub fn encode(snapshot: &Snapshot) -> String {
    let saved = Saved {
        version: VERSION,
        board: save_board(&snapshot.sheet),
        undo: snapshot
            .history
            .undo_sheets()
            .iter()
            .map(save_board)
            .collect(),
        redo: snapshot
            .history
            .redo_sheets()
            .iter()
            .map(save_board)
            .collect(),
        algorithm: snapshot.algorithm.name().to_string(),
        play: snapshot.play.clone(),
        stats: snapshot.stats.lines(),
        daily: snapshot
            .daily
            .map(|(on, puzzle)| format!("{on} {}", puzzle.to_line())),
        practised: snapshot
            .practised
            .map(|(technique, puzzle)| format!("{technique} {}", puzzle.to_line())),
        checkpoints: snapshot.checkpoints.iter().map(save_board).collect(),
    };
    saved::to_text(&saved)
}

/// The data in `text` as the page reads it: version 3. The JSON of an
/// older page is refused here: the puzzle worker reads it
/// ([`crate::features::saved::read_json`]).
fn read(text: &str) -> Result<Saved, String> {
    if is_json(text) {
        return Err("it is in an older page's format, which the puzzle worker reads".into());
    }
    saved::from_text(text)
}

/// The data in `text`, version 3 or the JSON of versions 1 and 2, read
/// as the page reads it: the JSON through the version 3 text the puzzle
/// worker makes of it ([`crate::features::saved::from_json`]). For tests
/// and tools.
fn read_any(text: &str) -> Result<Saved, String> {
    if is_json(text) {
        saved::from_text(&saved::from_json(text)?)
    } else {
        read(text)
    }
}

/// The state saved in `text` (version 3, or the JSON of versions 1 and
/// 2), with the status [`Message::Restored`]; an error says in a few words
/// why it could not be read. The steps saved are taken again with the
/// technique engine, here, and the JSON read here too: for tests and
/// tools. The page, whose module has neither the engine nor the JSON
/// reader, asks the puzzle worker for both ([`is_json`], [`has_steps`])
/// and reads the data with [`decode_with_steps`].
pub fn decode(text: &str) -> Result<State, String> {
    decode_within(text, MAX_REPLAYED)
}

/// Whether boards of `text` (version 3) have steps Step took: the page's
/// module has no technique engine, so the puzzle worker must take them
/// again ([`crate::features::jobs::Job::ReadSaved`]) before the page can
/// read the data with [`decode_with_steps`]. False when the data cannot
/// be read (then [`start`] says why).
pub fn has_steps(text: &str) -> bool {
    read(text).is_ok_and(|saved| {
        std::iter::once(&saved.board)
            .chain(&saved.undo)
            .chain(&saved.redo)
            .chain(&saved.checkpoints)
            .any(|board| board.steps > 0)
    })
}

/// The state saved in `text` (version 3; JSON is refused: the puzzle
/// worker reads it), as [`decode`], with the steps taken on each board
/// looked up in `taken` (the board they start from, as
/// [`crate::features::saved::steps_needed`] lists it, and the steps the
/// puzzle worker took on it).
pub fn decode_with_steps(text: &str, taken: &[(Grid, Vec<ShownStep>)]) -> Result<State, String> {
    let source = |base: &Sheet, _: &Sheet, k: usize| {
        let grid = *base.grid();
        taken
            .iter()
            .find(|(g, _)| *g == grid)
            .and_then(|(_, steps)| steps.get(k).cloned())
    };
    decode_from(read(text)?, MAX_REPLAYED, &source)
}

/// [`decode`] taking at most `max_replayed` steps again (over the whole
/// history) instead of the page's limit: more is refused, as [`decode`]
/// refuses more than its limit.
///
/// For the fuzz target only: a step on a board of a few givens can take
/// tens of milliseconds, so a fuzzer's forged histories, replayed in full,
/// would make a few runs a second. The same code runs at every budget,
/// and the tests check the page's limit.
#[doc(hidden)]
pub fn decode_within(text: &str, max_replayed: usize) -> Result<State, String> {
    decode_from(read_any(text)?, max_replayed, &|_, board, _| {
        explain::replay_step(board)
    })
}

/// The state of `saved`, taking at most `max_replayed` steps from
/// `source`.
fn decode_from(saved: Saved, max_replayed: usize, source: StepSource<'_>) -> Result<State, String> {
    let algorithm = saved
        .algorithm
        .parse::<Algorithm>()
        .map_err(|_| saved::why_detail("algorithm", &saved.algorithm))?;
    let mode = InputMode::from_word(&saved.play.mode)
        .ok_or_else(|| saved::why_detail("mode", &saved.play.mode))?;
    let tally = Tally {
        elapsed_ms: saved.play.seconds as f64 * 1000.0,
        checks: saved.play.checks,
        reveals: saved.play.reveals,
        hints: saved.play.hints,
        ..Tally::default()
    };
    let mut wrong = 0u128;
    for &cell in &saved.play.wrong {
        if usize::from(cell) >= sudoku_solver::CELLS {
            return Err(t!("saved-why", reason = "wrong", count = usize::from(cell)));
        }
        wrong |= 1u128 << cell;
    }
    let stats =
        Statistics::from_lines(&saved.stats).map_err(|why| saved::why_detail("stats", &why))?;
    let daily = match saved.daily.as_deref().map(|d| d.split_once(' ')) {
        None => None,
        Some(Some((on, puzzle))) => Some((
            on.parse::<Date>()
                .map_err(|_| t!("saved-why", reason = "day"))?,
            Grid::parse(puzzle).map_err(|e| saved::why_detail("daily", &parse_reason(&e)))?,
        )),
        Some(None) => return Err(t!("saved-why", reason = "day")),
    };
    // The boards last: their steps are taken again, the only costly part,
    // so data refused for a cheaper reason costs nothing more.
    let mut replays = Replays::within(max_replayed, source);
    let board = load_board(&saved.board, &board_name("board", 0), &mut replays)?;
    let mut history = |boards: &[SavedBoard], what: &str| -> Result<Vec<Sheet>, String> {
        boards
            .iter()
            .enumerate()
            .map(|(i, b)| load_board(b, &board_name(what, i + 1), &mut replays))
            .collect()
    };
    let undo = history(&saved.undo, "undo")?;
    let redo = history(&saved.redo, "redo")?;
    // Checkpoints are a convenience: one that cannot be read is left out,
    // never a reason to refuse the saved board.
    let checkpoint = board_name("checkpoint", 0);
    let checkpoints: Vec<Sheet> = saved
        .checkpoints
        .iter()
        .filter_map(|b| load_board(b, &checkpoint, &mut replays).ok())
        .collect();
    // An empty board with no history is a page never used: nothing to
    // speak of as restored.
    let message = if board.grid().filled() == 0 && undo.is_empty() && redo.is_empty() {
        Message::Welcome
    } else {
        Message::Restored(board.givens())
    };
    let mut state = State::restored(board, undo, redo, algorithm, message);
    state.restore_wrong(wrong);
    state.restore_play(mode, saved.play.tidy, tally);
    state.restore_show_peers(saved.play.peers);
    // A level this page does not know keeps the default: it is only a choice.
    if let Ok(level) = saved.play.level.parse::<Level>() {
        state.restore_level(level);
    }
    state.restore_stats(stats, daily);
    // Only choices and a convenience (Skip to it): what this page does not
    // know is left out, never a reason to refuse the saved board.
    let technique = saved
        .play
        .technique
        .parse()
        .unwrap_or(RatedTechnique::XWing);
    let practised = saved.practised.as_deref().and_then(|line| {
        let (technique, puzzle) = line.rsplit_once(' ')?;
        Some((technique.parse().ok()?, Grid::parse(puzzle).ok()?))
    });
    state.restore_practise(technique, practised);
    state.restore_checkpoints(checkpoints);
    Ok(state)
}

/// The state to start with, from what [`load`] found: `None` (nothing
/// saved) starts clean with the welcome; unreadable data starts clean with
/// [`Message::RestoreFailed`].
pub fn start(saved: Option<&str>) -> State {
    match saved {
        None => State::new(),
        Some(text) => decode_with_steps(text, &[]).unwrap_or_else(refused),
    }
}

/// The clean state a page starts with when its saved data was refused for
/// `why`: the status says so ([`Message::RestoreFailed`]).
pub fn refused(why: String) -> State {
    State::restored(
        Sheet::empty(),
        Vec::new(),
        Vec::new(),
        Algorithm::Fast,
        Message::RestoreFailed(why),
    )
}

fn local_storage_available() -> bool {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .is_some()
}

/// The saved text, if any (`None` also where `localStorage` is
/// unavailable).
pub fn load() -> Option<String> {
    use gloo_storage::{LocalStorage, Storage};
    if !local_storage_available() {
        return None;
    }
    // Read the raw text: corrupt data must reach `decode` to be reported.
    LocalStorage::raw().get_item(KEY).ok().flatten()
}

/// Saves `snapshot`; false when it could not be written (storage
/// unavailable or full).
pub fn save(snapshot: &Snapshot) -> bool {
    use gloo_storage::{LocalStorage, Storage};
    if !local_storage_available() {
        return false;
    }
    let text = encode(snapshot);
    let storage = LocalStorage::raw();
    // boot.js starts the variants module while any saved board is a
    // variant's (docs/variants.md, "The page").
    if crate::model::rules::HAS_VARIANTS {
        let _ = if snapshot_has_variant(snapshot) {
            storage.set_item(VARIANTS_KEY, "1")
        } else {
            storage.remove_item(VARIANTS_KEY)
        };
    }
    storage.set_item(KEY, &text).is_ok()
}

/// Set (to `1`) while a saved board is a variant's: `boot.js` then starts
/// the variants module instead of the first load's.
pub const VARIANTS_KEY: &str = "sudoku-web/variants";

/// Whether a board of the snapshot (shown, history, checkpoints) is a
/// variant's.
fn snapshot_has_variant(snapshot: &Snapshot) -> bool {
    let variant = |s: &Sheet| s.rules().variant() != crate::model::Variant::Classic;
    variant(&snapshot.sheet)
        || snapshot.history.undo_sheets().iter().any(variant)
        || snapshot.history.redo_sheets().iter().any(variant)
        || snapshot.checkpoints.iter().any(variant)
}
