//! The saved state: the board (givens, entries, marks, colours, the
//! solver's digits), the undo and redo history, the settings and the
//! game's tally survive a reload in `localStorage`.
//!
//! The format is versioned JSON under the key [`KEY`] (version 2; version
//! 1, without entries, marks and game, is still read):
//!
//! ```json
//! {"version":2,"board":{"puzzle":"5...8.1.6....","playing":true,"entries":"....3....",
//!  "corner":"12,,,...","colours":"0030..."},"undo":[...],"redo":[],"algorithm":"fast",
//!  "play":{"mode":"digit","tidy":true,"peers":true,"seconds":95,"checks":1,"reveals":0,"hints":2,
//!  "wrong":[12,40]}}
//! ```
//!
//! `play.wrong` (the cells of the entries Check marked wrong), `stats` (the
//! puzzles finished by hand, a line each as [`Statistics::lines`] writes
//! them), `daily` (the last Today's puzzle: `"2026-11-26 ..6.2.38..."`),
//! `play.technique` (Practise's choice) and `practised` (the last puzzle
//! made for practising: `"X-Wing ..6.2.38..."`) and `checkpoints` (the
//! boards Checkpoint kept, each as a board) were added to version 2
//! without a new version: older data without them loads with none, and
//! older pages skip them.
//!
//! Each board ([`SavedBoard`]) is its givens as an 81-character line plus
//! the solver's digits (`solution`), the number of steps Step took
//! (`"steps":3`, left out when 0) and the reader's entries, marks and
//! colours. Steps are not stored one by one: Step always takes the easiest
//! next step, so the same number of steps from the same board gives the
//! same board again, and loading takes them again (each distinct board's
//! steps once, however many history entries share it). [`encode`] and
//! [`decode`] are pure and tested natively; [`load`] and [`save`] are the
//! thin `gloo-storage` layer. Missing data starts the page clean; an
//! unknown version or corrupt data starts it clean too, and the status says
//! so ([`Message::RestoreFailed`]).

mod board;

pub use board::SavedBoard;

use crate::features::explain;
use crate::features::play::Tally;
use crate::features::stats::Statistics;
use crate::model::ShownStep;
use crate::model::{History, Sheet};
use crate::state::{InputMode, Message, State};
use board::{load_board, save_board, Replays, StepSource, MAX_REPLAYED};
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use sudoku_solver::date::Date;
use sudoku_solver::rating::{Level, RatedTechnique};
use sudoku_solver::{Algorithm, Grid};

/// The `localStorage` key.
pub const KEY: &str = "sudoku-web/state";

/// The version written by this code.
pub const VERSION: u32 = 2;

/// The oldest version this code reads (version 1 had no entries, marks,
/// colours or game).
pub const OLDEST: u32 = 1;

/// Everything saved (version [`VERSION`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    /// Always [`VERSION`].
    pub version: u32,
    /// The board shown.
    pub board: SavedBoard,
    /// Undo history, oldest first.
    pub undo: Vec<SavedBoard>,
    /// Redo history, the next one last.
    pub redo: Vec<SavedBoard>,
    /// The chosen algorithm's name.
    pub algorithm: String,
    /// The input mode, the marks setting and the game's tally (version 2).
    #[serde(default)]
    pub play: SavedPlay,
    /// The puzzles finished by hand, a line each (left out when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stats: Vec<String>,
    /// The last Today's puzzle loaded, its day and givens: `"2026-11-26
    /// ..6.2.38..."` (left out when none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
    /// The last puzzle made for practising, its technique and givens:
    /// `"X-Wing ..6.2.38..."` (left out when none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub practised: Option<String>,
    /// The checkpoints kept, oldest first (left out when none; older data
    /// has none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checkpoints: Vec<SavedBoard>,
}

/// The input mode, the marks setting and the game's tally, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedPlay {
    /// [`InputMode::as_str`].
    pub mode: String,
    /// Placing a digit takes it out of the marks of the cells it sees.
    pub tidy: bool,
    /// The cells the selected cell sees are shaded.
    pub peers: bool,
    /// Whole seconds played.
    pub seconds: u64,
    /// Presses of Check.
    pub checks: u32,
    /// Cells revealed.
    pub reveals: u32,
    /// Hints and steps asked for.
    pub hints: u32,
    /// The level of New puzzle ([`Level::as_str`]).
    pub level: String,
    /// The technique of Practise ([`RatedTechnique::name`]; left out in
    /// older data).
    pub technique: String,
    /// The entries Check marked wrong: their cells, 0-based row-major
    /// (left out when none; older data has none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub wrong: Vec<u8>,
}

impl Default for SavedPlay {
    fn default() -> Self {
        SavedPlay {
            mode: InputMode::Digit.as_str().into(),
            tidy: true,
            peers: true,
            seconds: 0,
            checks: 0,
            reveals: 0,
            hints: 0,
            level: Level::Medium.as_str().into(),
            technique: RatedTechnique::XWing.name().into(),
            wrong: Vec::new(),
        }
    }
}

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

/// Just the version of saved data (other fields are skipped).
#[derive(Deserialize)]
struct Header {
    #[serde(default)]
    version: Option<u64>,
}

/// A JSON error without its " at line 1 column 13": the saved data is one
/// line the user never sees.
fn without_position(err: &serde_json::Error) -> String {
    let text = err.to_string();
    match text.rfind(" at line ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// The saved form of `snapshot`, as JSON.
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
    serde_json::to_string(&saved).unwrap_or_default()
}

/// The state saved in `json`, with the status [`Message::Restored`]; an
/// error says in a few words why it could not be read. The steps saved
/// are taken again with the technique engine, here: for tests and tools.
/// The page, whose module has no engine, asks the puzzle worker for them
/// ([`steps_needed`]) and reads the data with [`decode_with_steps`].
pub fn decode(json: &str) -> Result<State, String> {
    decode_within(json, MAX_REPLAYED)
}

/// The boards whose steps must be taken again to read `json`: each
/// distinct board the steps start from (its givens and entries), with the
/// most steps any saved board has taken on it. Empty when no board has
/// steps, or when the data cannot be read (then [`decode_with_steps`] says
/// why).
pub fn steps_needed(json: &str) -> Vec<(Grid, usize)> {
    let Ok(saved) = serde_json::from_str::<Saved>(json) else {
        return Vec::new();
    };
    let mut needed: Vec<(Grid, usize)> = Vec::new();
    let boards = std::iter::once(&saved.board)
        .chain(&saved.undo)
        .chain(&saved.redo)
        .chain(&saved.checkpoints);
    for board in boards.filter(|b| b.steps > 0) {
        let Some(base) = board::base(board) else {
            continue;
        };
        match needed.iter_mut().find(|(grid, _)| *grid == base) {
            Some((_, most)) => *most = (*most).max(board.steps),
            None => needed.push((base, board.steps)),
        }
    }
    needed
}

/// The state saved in `json`, as [`decode`], with the steps taken on each
/// board looked up in `taken` (the board they start from, as
/// [`steps_needed`] lists it, and the steps the puzzle worker took on it).
pub fn decode_with_steps(json: &str, taken: &[(Grid, Vec<ShownStep>)]) -> Result<State, String> {
    let source = |base: &Sheet, _: &Sheet, k: usize| {
        let grid = *base.grid();
        taken
            .iter()
            .find(|(g, _)| *g == grid)
            .and_then(|(_, steps)| steps.get(k).cloned())
    };
    decode_from(json, MAX_REPLAYED, &source)
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
pub fn decode_within(json: &str, max_replayed: usize) -> Result<State, String> {
    decode_from(json, max_replayed, &|_, board, _| {
        explain::replay_step(board)
    })
}

/// Reads `json`, taking at most `max_replayed` steps from `source`.
fn decode_from(json: &str, max_replayed: usize, source: StepSource<'_>) -> Result<State, String> {
    // Read in three passes (any JSON, then its version, then the whole),
    // without a generic JSON value: that machinery costs the page ~10 KB.
    serde_json::from_str::<serde::de::IgnoredAny>(json)
        .map_err(|_| "it is not valid JSON".to_string())?;
    match serde_json::from_str::<Header>(json)
        .ok()
        .and_then(|h| h.version)
    {
        Some(v) if (u64::from(OLDEST)..=u64::from(VERSION)).contains(&v) => {}
        Some(v) => {
            return Err(format!(
                "it has version {v}, this page reads version {VERSION}"
            ))
        }
        None => return Err("it has no version number".into()),
    }
    let saved: Saved = serde_json::from_str(json)
        .map_err(|err| format!("it is malformed: {}", without_position(&err)))?;
    let algorithm = saved
        .algorithm
        .parse::<Algorithm>()
        .map_err(|err| err.to_string())?;
    let mode = InputMode::from_word(&saved.play.mode)
        .ok_or_else(|| format!("unknown input mode '{}'", saved.play.mode))?;
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
            return Err(format!("a wrong mark on cell {cell}, not 0-80"));
        }
        wrong |= 1u128 << cell;
    }
    let stats =
        Statistics::from_lines(&saved.stats).map_err(|why| format!("its statistics: {why}"))?;
    let daily = match saved.daily.as_deref().map(|d| d.split_once(' ')) {
        None => None,
        Some(Some((on, puzzle))) => Some((
            on.parse::<Date>()
                .map_err(|e| format!("its Today's puzzle: {e}"))?,
            Grid::parse(puzzle).map_err(|e| format!("its Today's puzzle: {e}"))?,
        )),
        Some(None) => return Err("its Today's puzzle is not a day and a puzzle".into()),
    };
    // The boards last: their steps are taken again, the only costly part,
    // so data refused for a cheaper reason costs nothing more.
    let mut replays = Replays::within(max_replayed, source);
    let board = load_board(&saved.board, "board", &mut replays)?;
    let mut history = |boards: &[SavedBoard], what: &str| -> Result<Vec<Sheet>, String> {
        boards
            .iter()
            .enumerate()
            .map(|(i, b)| load_board(b, &format!("{what} entry {}", i + 1), &mut replays))
            .collect()
    };
    let undo = history(&saved.undo, "undo")?;
    let redo = history(&saved.redo, "redo")?;
    // Checkpoints are a convenience: one that cannot be read is left out,
    // never a reason to refuse the saved board.
    let checkpoints: Vec<Sheet> = saved
        .checkpoints
        .iter()
        .filter_map(|b| load_board(b, "checkpoint", &mut replays).ok())
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
        Some(json) => decode_with_steps(json, &[]).unwrap_or_else(refused),
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

/// The saved JSON, if any (`None` also where `localStorage` is unavailable).
pub fn load() -> Option<String> {
    use gloo_storage::{LocalStorage, Storage};
    if !local_storage_available() {
        return None;
    }
    // Read the raw text: corrupt JSON must reach `decode` to be reported.
    LocalStorage::raw().get_item(KEY).ok().flatten()
}

/// Saves `snapshot`; false when it could not be written (storage
/// unavailable or full).
pub fn save(snapshot: &Snapshot) -> bool {
    use gloo_storage::{LocalStorage, Storage};
    if !local_storage_available() {
        return false;
    }
    LocalStorage::raw().set_item(KEY, &encode(snapshot)).is_ok()
}
