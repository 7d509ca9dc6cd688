//! The player's statistics: each puzzle finished by hand ([`Finish`]: its
//! level, time and the help used, and the day, when it was the day's
//! puzzle), and what the Statistics panel shows of them: per level the
//! puzzles finished, the best and the median time ([`LevelSummary`]), and
//! the streak of days with the daily puzzle finished ([`Statistics::streak`]).
//!
//! They are saved with the board, and exported and imported as a JSON file
//! ([`Statistics::export`], [`Statistics::import`]): version 1,
//!
//! ```json
//! {"version":1,"finished":[{"on":"2026-11-26","level":"hard","seconds":462,
//!   "hints":0,"checks":1,"reveals":0,"daily":true,"puzzle":"..6.2.38..."}]}
//! ```
//!
//! Pure Rust, tested natively.

use serde::{Deserialize, Serialize};
use sudoku_solver::date::Date;
use sudoku_solver::rating::Level;
use sudoku_solver::words::visible;
use sudoku_solver::Grid;

/// The version of the exported file.
pub const VERSION: u32 = 1;

/// The most finished puzzles kept: the oldest go first (about ten years
/// of a daily puzzle).
pub const KEPT: usize = 4_000;

/// One puzzle finished by hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    /// The day it was finished (UTC).
    pub on: Date,
    /// Its level, when it was rated.
    #[serde(default, with = "level_name", skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
    /// Whole seconds played.
    pub seconds: u64,
    /// Hints and steps asked for.
    #[serde(default)]
    pub hints: u32,
    /// Presses of Check.
    #[serde(default)]
    pub checks: u32,
    /// Cells revealed.
    #[serde(default)]
    pub reveals: u32,
    /// It was the puzzle of the day `on` (Today's puzzle).
    #[serde(default)]
    pub daily: bool,
    /// The givens (no spoiler: the puzzle, not its solution).
    pub puzzle: Grid,
}

/// The level as its name (`"hard"`) in the file.
mod level_name {
    use serde::{Deserialize, Deserializer, Serializer};
    use sudoku_solver::rating::Level;

    pub fn serialize<S: Serializer>(level: &Option<Level>, s: S) -> Result<S::Ok, S::Error> {
        match level {
            Some(level) => s.serialize_str(level.as_str()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Level>, D::Error> {
        let name = Option::<String>::deserialize(d)?;
        name.map(|n| n.parse::<Level>().map_err(serde::de::Error::custom))
            .transpose()
    }
}

impl Finish {
    /// True when no hint, check or reveal was used.
    pub fn unaided(&self) -> bool {
        self.hints == 0 && self.checks == 0 && self.reveals == 0
    }
}

/// What the Statistics panel shows for one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSummary {
    /// The level.
    pub level: Level,
    /// Puzzles of this level finished.
    pub finished: usize,
    /// Of those, finished without a hint, check or reveal.
    pub unaided: usize,
    /// The best time, in seconds.
    pub best: Option<u64>,
    /// The median time, in seconds (the lower middle one of an even count).
    pub median: Option<u64>,
}

/// Every puzzle finished by hand, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Statistics {
    /// The finished puzzles, oldest first.
    pub finished: Vec<Finish>,
}

/// The exported file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    version: u32,
    finished: Vec<Finish>,
}

impl Statistics {
    /// True when nothing was finished yet.
    pub fn is_empty(&self) -> bool {
        self.finished.is_empty()
    }

    /// Records `finish`. Finishing the same puzzle again on the same day
    /// (Undo, then the last digit again) replaces the earlier record.
    pub fn record(&mut self, finish: Finish) {
        if let Some(last) = self.finished.last_mut() {
            if last.puzzle == finish.puzzle && last.on == finish.on {
                *last = finish;
                return;
            }
        }
        self.finished.push(finish);
        let extra = self.finished.len().saturating_sub(KEPT);
        self.finished.drain(..extra);
    }

    /// The summary of `level`.
    pub fn summary(&self, level: Level) -> LevelSummary {
        let of_level = || self.finished.iter().filter(|f| f.level == Some(level));
        let mut times: Vec<u64> = of_level().map(|f| f.seconds).collect();
        times.sort_unstable();
        LevelSummary {
            level,
            finished: times.len(),
            unaided: of_level().filter(|f| f.unaided()).count(),
            best: times.first().copied(),
            median: times.get(times.len().saturating_sub(1) / 2).copied(),
        }
    }

    /// The days in a row, up to `today`, with a daily puzzle finished on
    /// its day. A streak still counts on the day after its last day (today's
    /// puzzle may not be done yet).
    pub fn streak(&self, today: Date) -> u32 {
        let mut days: Vec<i64> = self
            .finished
            .iter()
            .filter(|f| f.daily)
            .map(|f| f.on.days())
            .filter(|&d| d <= today.days())
            .collect();
        days.sort_unstable();
        days.dedup();
        let mut expected = match days.last() {
            Some(&last) if last >= today.days() - 1 => last,
            _ => return 0,
        };
        let mut streak = 0;
        for &day in days.iter().rev() {
            if day != expected {
                break;
            }
            streak += 1;
            expected -= 1;
        }
        streak
    }

    /// The export file's text (pretty JSON, version [`VERSION`]).
    pub fn export(&self) -> String {
        let file = File {
            version: VERSION,
            finished: self.finished.clone(),
        };
        serde_json::to_string_pretty(&file).unwrap_or_default()
    }

    /// The statistics with those of an exported file added (a puzzle
    /// finished on the same day in both is kept once); a bad file is
    /// refused with the reason, and nothing changes.
    pub fn import(&self, text: &str) -> Result<(Statistics, usize), String> {
        let value: serde_json::Value = serde_json::from_str(text.trim_start_matches('\u{feff}'))
            .map_err(|e| format!("it is not JSON ({})", visible(&e.to_string())))?;
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if v == u64::from(VERSION) => {}
            Some(v) => {
                return Err(format!(
                    "it is version {v}; this page reads version {VERSION}"
                ))
            }
            None => return Err("it has no version: it is not a statistics file".into()),
        }
        // The reason may quote the file (an unknown key, a bad value).
        let file: File = serde_json::from_value(value)
            .map_err(|e| format!("it is not a statistics file ({})", visible(&e.to_string())))?;
        let mut all = self.finished.clone();
        let mut added = 0;
        for finish in file.finished {
            let known = all
                .iter()
                .any(|f| f.puzzle == finish.puzzle && f.on == finish.on);
            if !known {
                all.push(finish);
                added += 1;
            }
        }
        all.sort_by_key(|f| f.on);
        let extra = all.len().saturating_sub(KEPT);
        all.drain(..extra);
        Ok((Statistics { finished: all }, added))
    }
}
