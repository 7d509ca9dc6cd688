//! The saved state's data, as the page keeps it in `localStorage`
//! ([`crate::services::storage`] turns a state into it and back, and says
//! how it is written there): its types ([`Saved`], [`SavedBoard`],
//! [`SavedPlay`]), their text in version 3 ([`to_text`], [`from_text`]),
//! and the reading of the JSON older pages wrote, versions 1 and 2
//! ([`from_json`]). That reading runs in the puzzle worker
//! ([`super::jobs::Job::ReadSaved`]), so the page's own module carries no
//! JSON reader for it.
//!
//! Version 3 is the [postcard] bytes of [`Saved`], as the messages between
//! the page and its workers are (`crate::worker::protocol` says how
//! postcard writes each value), with the same rule: every field is
//! written, so no `skip_serializing_if` here. `localStorage` keeps text,
//! so the bytes are kept as a "byte string": each byte the character of
//! the same value, U+0000 to U+00FF. ASCII stays itself, so the puzzle
//! lines in it read as they are: the start of a board being played,
//! `\u{3}Q..54....9.2..6..`, is the version (3), the puzzle line's length
//! (81, `Q`) and the line. The version comes first, and a version below
//! 128 is one byte: the first character is the version. A later version
//! must keep its number there, below 32 (no text starts with such a
//! character), so that this page names it when it refuses it.
//!
//! The JSON of versions 1 and 2 has the same fields, with their names
//! (`{"version":2,"board":{"puzzle":"5...8.1.6....",...},...}`); fields
//! added to version 2 later (`#[serde(default)]`) may be missing.
//!
//! [postcard]: https://docs.rs/postcard

use crate::model::Sheet;
use crate::t;
use serde::{Deserialize, Serialize};
use sudoku_solver::rating::{Level, RatedTechnique};
use sudoku_solver::{Grid, CELLS};

/// The version written by this code (postcard bytes).
pub const VERSION: u32 = 3;

/// The oldest version this code reads (version 1 had no entries, marks,
/// colours or game).
pub const OLDEST: u32 = 1;

/// The last version written as JSON: versions [`OLDEST`] to this one are
/// read by [`from_json`].
pub const LAST_JSON: u32 = 2;

/// Everything saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    /// The version: [`VERSION`] (in the JSON of older pages, 1 or 2).
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
    /// The puzzles finished by hand, a line each (empty: none).
    #[serde(default)]
    pub stats: Vec<String>,
    /// The last Today's puzzle loaded, its day and givens: `"2026-11-26
    /// ..6.2.38..."`.
    #[serde(default)]
    pub daily: Option<String>,
    /// The last puzzle made for practising, its technique and givens:
    /// `"X-Wing ..6.2.38..."`.
    #[serde(default)]
    pub practised: Option<String>,
    /// The checkpoints kept, oldest first (older data has none).
    #[serde(default)]
    pub checkpoints: Vec<SavedBoard>,
}

/// The input mode, the marks setting and the game's tally, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedPlay {
    /// The input mode's word (`crate::state::InputMode::as_str`).
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
    /// The technique of Practise ([`RatedTechnique::name`]; missing in
    /// older JSON).
    pub technique: String,
    /// The entries Check marked wrong: their cells, 0-based row-major
    /// (older JSON has none).
    pub wrong: Vec<u8>,
}

impl Default for SavedPlay {
    fn default() -> Self {
        SavedPlay {
            // `InputMode::Digit.as_str()` (the state is a layer above).
            mode: "digit".into(),
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

/// One board as saved: its givens, the solver's digits or the number of
/// steps Step took, and the reader's entries, marks and colours.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedBoard {
    /// The givens, 81 characters (`.` for empty).
    pub puzzle: String,
    /// The solver's digits, 81 characters: in version 1 always the whole
    /// grid (givens included), since version 2 only the cells the solver
    /// filled (`.` elsewhere); `None` when it filled none.
    #[serde(default)]
    pub solution: Option<String>,
    /// The number of steps Step took on the givens and entries (0 when
    /// none).
    #[serde(default)]
    pub steps: usize,
    /// The puzzle is being played (version 2; false: entering).
    #[serde(default)]
    pub playing: bool,
    /// The reader's entries, 81 characters (version 2).
    #[serde(default)]
    pub entries: Option<String>,
    /// Corner marks: 81 groups of digits separated by commas (version 2).
    #[serde(default)]
    pub corner: Option<String>,
    /// Centre marks, as `corner` (version 2).
    #[serde(default)]
    pub centre: Option<String>,
    /// Colours: 81 characters `0`-`9` (version 2).
    #[serde(default)]
    pub colours: Option<String>,
}

/// Whether `text` is the JSON of versions 1 and 2 (an object: its first
/// character but JSON's blanks is `{`), read by [`read_json`]. Anything
/// else is read as version 3 ([`from_text`]).
pub fn is_json(text: &str) -> bool {
    // JSON's blanks only: Unicode's list of them costs the page's module.
    text.bytes()
        .find(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
        == Some(b'{')
}

/// `saved` as the text of version 3: its postcard bytes as a byte string,
/// each byte the character of the same value, U+0000 to U+00FF (so the
/// puzzle lines in it read as themselves). Empty in the impossible case
/// that it cannot be written: it is plain data.
pub fn to_text(saved: &Saved) -> String {
    postcard::to_allocvec(saved)
        .unwrap_or_default()
        .into_iter()
        .map(char::from)
        .collect()
}

/// The data in `text` (version 3, [`to_text`]), or why it cannot be read:
/// "it has version 4, this page reads version 3", "it is malformed: ...".
/// A character above U+00FF is not this page's data. The boards' contents
/// are checked when the state is made of them, not here.
pub fn from_text(text: &str) -> Result<Saved, String> {
    let bytes = text
        .chars()
        .map(|c| {
            u8::try_from(c)
                .map_err(|_| t!("saved-why", reason = "char", char = c.to_string().as_str()))
        })
        .collect::<Result<Vec<u8>, String>>()?;
    let Some(&first) = bytes.first() else {
        return Err(t!("saved-why", reason = "empty"));
    };
    // Text (JSON included) starts with a printable character; a version
    // is one byte below 32.
    if first >= 0x20 {
        return Err(t!("saved-why", reason = "unversioned"));
    }
    let version = u32::from(first);
    if version != VERSION {
        return Err(t!(
            "saved-why",
            reason = "version",
            count = version,
            max = VERSION
        ));
    }
    match postcard::take_from_bytes::<Saved>(&bytes) {
        Ok((saved, [])) => Ok(saved),
        Ok(_) => Err(t!("saved-why", reason = "end")),
        Err(err) => Err(why_detail("malformed", &err.to_string())),
    }
}

/// The boards whose steps must be taken again to read `saved`: each
/// distinct board the steps start from (its givens and entries), with the
/// most steps any saved board has taken on it, in the order of the boards
/// (the board shown, the undo and redo history, the checkpoints). Empty
/// when no board has steps; a board that cannot be read is left out
/// (reading it says why).
pub fn steps_needed(saved: &Saved) -> Vec<(Grid, usize)> {
    let mut needed: Vec<(Grid, usize)> = Vec::new();
    let boards = std::iter::once(&saved.board)
        .chain(&saved.undo)
        .chain(&saved.redo)
        .chain(&saved.checkpoints);
    for board in boards.filter(|b| b.steps > 0) {
        let Some(base) = base(board) else {
            continue;
        };
        match needed.iter_mut().find(|(grid, _)| *grid == base) {
            Some((_, most)) => *most = (*most).max(board.steps),
            None => needed.push((base, board.steps)),
        }
    }
    needed
}

/// The digits the steps of a saved board start from: its givens and
/// entries (`None` when they cannot be read).
fn base(saved: &SavedBoard) -> Option<Grid> {
    let line = |line: &str| {
        (line.chars().count() == CELLS)
            .then(|| Grid::parse(line).ok())
            .flatten()
    };
    let mut base = Sheet::from_puzzle(line(&saved.puzzle)?);
    if let Some(entries) = &saved.entries {
        base = base.with_entries(&line(entries)?)?;
    }
    Some(*base.grid())
}

/// Just the version of saved JSON (other fields are skipped).
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

/// The JSON an older page saved (version 1 or 2) as the text of version
/// 3 with the same contents, nothing lost ([`read_json`] and
/// [`to_text`]); or why it cannot be read. The tests and tools read older
/// data with it (`crate::services::storage::decode`), as the page does
/// through the puzzle worker.
pub fn from_json(json: &str) -> Result<String, String> {
    read_json(json).map(|saved| to_text(&saved))
}

/// The JSON an older page saved (version 1 or 2) as the data of version 3
/// (its `version` is [`VERSION`]), nothing lost; or why it cannot be read
/// ("it is not valid JSON", "it has version 7, this page reads version
/// 3", "it is malformed: missing field `board`"). What the boards hold is
/// checked when the page reads the data, as for data of version 3.
///
/// Run by the puzzle worker ([`super::jobs::Job::ReadSaved`]).
pub fn read_json(json: &str) -> Result<Saved, String> {
    // Read in three passes (any JSON, then its version, then the whole),
    // without a generic JSON value: that machinery costs ~10 KB of wasm.
    serde_json::from_str::<serde::de::IgnoredAny>(json)
        .map_err(|_| t!("saved-why", reason = "json"))?;
    match serde_json::from_str::<Header>(json)
        .ok()
        .and_then(|h| h.version)
    {
        Some(v) if (u64::from(OLDEST)..=u64::from(LAST_JSON)).contains(&v) => {}
        Some(v) if v == u64::from(VERSION) => {
            return Err(t!("saved-why", reason = "json-version", count = v))
        }
        Some(v) => {
            return Err(t!(
                "saved-why",
                reason = "version",
                count = v,
                max = VERSION
            ))
        }
        None => return Err(t!("saved-why", reason = "unversioned")),
    }
    let mut saved: Saved = serde_json::from_str(json)
        .map_err(|err| why_detail("malformed", &without_position(&err)))?;
    saved.version = VERSION;
    Ok(saved)
}

/// Why the saved data cannot be read (`saved-why`), for `reason` with a
/// `detail` given in English by a parser (or quoted from the data).
pub fn why_detail(reason: &str, detail: &str) -> String {
    t!("saved-why", reason = reason, detail = detail)
}
