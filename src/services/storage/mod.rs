//! The saved state: the board (givens and solver output), the undo and
//! redo history and the settings survive a reload in `localStorage`.
//!
//! The format is versioned JSON under the key [`KEY`]:
//!
//! ```json
//! {"version":1,"board":{"puzzle":"5...8.1.6....","solution":null},
//!  "undo":[{"puzzle":"....","solution":null}],"redo":[],"algorithm":"fast"}
//! ```
//!
//! Each board is its givens as an 81-character line plus, when the solver
//! filled it, the full solution, or, when Step placed digits or removed
//! candidates, the number of steps taken (`"steps":3`, left out when 0).
//! Steps are not stored one by one: Step always takes the easiest next
//! step, so the same number of steps from the same givens gives the same
//! board again, and loading takes them again (each distinct puzzle's steps
//! once, however many history entries share it). [`encode`] and [`decode`] are pure and
//! tested natively; [`load`] and [`save`] are the thin `gloo-storage` layer.
//! Missing data starts the page clean; an unknown version or corrupt data
//! starts it clean too, and the status says so ([`Message::RestoreFailed`]).

use crate::features::explain;
use crate::model::{History, Sheet};
use crate::state::{Message, State};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use sudoku_solver::{clashes, Algorithm, Grid, CELLS};

/// The `localStorage` key.
pub const KEY: &str = "sudoku-web/state";

/// The version written by this code.
pub const VERSION: u32 = 1;

/// One board as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedBoard {
    /// The givens, 81 characters (`.` for empty).
    pub puzzle: String,
    /// The solution, 81 digits, when the solver filled the board.
    #[serde(default)]
    pub solution: Option<String>,
    /// The number of steps Step took on the givens (0 when solved).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub steps: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// The most steps a board can have: each places a digit or removes a
/// candidate, and there are 81 cells of 9 candidates.
const MAX_STEPS: usize = CELLS * 9;

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
}

/// What [`encode`] saves of a state; compared between renders so the page
/// writes only when it changed.
/// Cheap to take: the history is shared, not copied.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    sheet: Sheet,
    history: History,
    algorithm: Algorithm,
}

impl Snapshot {
    /// The saved part of `state`.
    pub fn of(state: &State) -> Snapshot {
        Snapshot {
            sheet: state.sheet().clone(),
            history: state.history().clone(),
            algorithm: state.algorithm(),
        }
    }
}

fn save_board(board: &Sheet) -> SavedBoard {
    let solved = board.has_solution() && board.grid().is_solved();
    SavedBoard {
        puzzle: board.puzzle().to_line(),
        solution: solved.then(|| board.grid().to_line()),
        steps: if solved {
            0
        } else {
            board.progress().steps().len()
        },
    }
}

/// The most steps loading takes again, over all puzzles of the history:
/// keeps a forged entry from slowing the start of the page.
const MAX_REPLAYED: usize = 4 * MAX_STEPS;

/// The boards of each puzzle after 0, 1, 2, ... steps, taken once.
#[derive(Default)]
struct Replays {
    boards: HashMap<String, Vec<Sheet>>,
    taken: usize,
}

impl Replays {
    /// The board of `puzzle` after `steps` steps.
    fn board(&mut self, puzzle: Grid, steps: usize, what: &str) -> Result<Sheet, String> {
        if steps > MAX_STEPS {
            return Err(format!("{what}: {steps} steps, more than a board can have"));
        }
        let boards = self
            .boards
            .entry(puzzle.to_line())
            .or_insert_with(|| vec![Sheet::from_puzzle(puzzle)]);
        while boards.len() <= steps {
            self.taken += 1;
            if self.taken > MAX_REPLAYED {
                return Err(format!(
                    "{what}: more than {MAX_REPLAYED} steps in the history"
                ));
            }
            let last = &boards[boards.len() - 1];
            let found = explain::next(last, &clashes(last.grid())).map_err(|_| {
                format!(
                    "{what}: step {} of {steps} cannot be taken again",
                    boards.len()
                )
            })?;
            let next = last.with_step(&found.step);
            boards.push(next);
        }
        Ok(boards[steps].clone())
    }
}

fn load_board(saved: &SavedBoard, what: &str, replays: &mut Replays) -> Result<Sheet, String> {
    let puzzle = read_line(&saved.puzzle, what)?;
    match &saved.solution {
        None => replays.board(puzzle, saved.steps, what),
        Some(_) if saved.steps != 0 => Err(format!("{what}: both a solution and steps")),
        Some(line) => {
            let solution = read_line(line, what)?;
            if !solution.is_solved() || !puzzle.is_completed_by(&solution) {
                return Err(format!("{what}: the solution does not fit the puzzle"));
            }
            Ok(Sheet::with_solution(&puzzle, &solution))
        }
    }
}

/// An exact 81-character line (no lenient layouts in saved data).
fn read_line(line: &str, what: &str) -> Result<Grid, String> {
    if line.chars().count() != 81 {
        return Err(format!("{what}: not an 81-character line"));
    }
    Grid::parse(line).map_err(|err| format!("{what}: {err}"))
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
    };
    serde_json::to_string(&saved).unwrap_or_default()
}

/// The state saved in `json`, with the status [`Message::Restored`]; an
/// error says in a few words why it could not be read.
pub fn decode(json: &str) -> Result<State, String> {
    // Read in three passes (any JSON, then its version, then the whole),
    // without a generic JSON value: that machinery costs the page ~10 KB.
    serde_json::from_str::<serde::de::IgnoredAny>(json)
        .map_err(|_| "it is not valid JSON".to_string())?;
    match serde_json::from_str::<Header>(json)
        .ok()
        .and_then(|h| h.version)
    {
        Some(v) if v == u64::from(VERSION) => {}
        Some(v) => {
            return Err(format!(
                "it has version {v}, this page reads version {VERSION}"
            ))
        }
        None => return Err("it has no version number".into()),
    }
    let saved: Saved = serde_json::from_str(json)
        .map_err(|err| format!("it is malformed: {}", without_position(&err)))?;
    let mut replays = Replays::default();
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
    let algorithm = saved
        .algorithm
        .parse::<Algorithm>()
        .map_err(|err| err.to_string())?;
    let givens = board.givens();
    Ok(State::restored(
        board,
        undo,
        redo,
        algorithm,
        Message::Restored(givens),
    ))
}

/// The state to start with, from what [`load`] found: `None` (nothing
/// saved) starts clean with the welcome; unreadable data starts clean with
/// [`Message::RestoreFailed`].
pub fn start(saved: Option<&str>) -> State {
    match saved {
        None => State::new(),
        Some(json) => decode(json).unwrap_or_else(|why| {
            State::restored(
                Sheet::empty(),
                Vec::new(),
                Vec::new(),
                Algorithm::Fast,
                Message::RestoreFailed(why),
            )
        }),
    }
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
