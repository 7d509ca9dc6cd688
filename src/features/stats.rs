//! The player's statistics: each puzzle finished by hand ([`Finish`]: its
//! level, time and the help used, and the day, when it was the day's
//! puzzle; for a variant, the variant), and what the Statistics panel shows
//! of them: per level the classic puzzles finished, the best and the median
//! time ([`LevelSummary`]), the same per variant played
//! ([`Statistics::variants_played`]: variants are unrated, so they have no
//! level), and the streak of days with the daily puzzle finished
//! ([`Statistics::streak`]).
//!
//! They are saved with the board, and exported and imported as a JSON file
//! ([`Statistics::export`], [`Statistics::import`]), version 1, with one
//! line of words per finished puzzle ([`Finish::to_line`]): the day, the
//! level (`-` when unrated), the seconds, the hints, checks and reveals,
//! `daily` or `other`, and the puzzle: a classic puzzle's 81 characters, a
//! variant's puzzle as the project's own line (docs/variants.md: its name,
//! givens, and cages or regions), whose name tells it apart.
//!
//! ```json
//! {"version":1,"finished":["2026-11-26 hard 462 0 1 0 daily ..6.2.38...",
//!  "2026-11-27 - 1210 0 0 0 other killer::16-11121321_21-14152324_..."]}
//! ```
//!
//! Variants kept the file at version 1: a file without them reads as
//! before, and a variant's line is a line of eight words whose last one is
//! no classic puzzle, so a page from before the variants refuses such a
//! file with the line's number and the reason; it never drops a line.
//! This page's first load, built without the variants (the `variants`
//! feature; docs/variants.md, "The page"), keeps a variant's line as it is:
//! it checks the variant's name and that the line has no level (variants
//! are unrated), saves and exports the line unchanged, and leaves the
//! variants' rows to the variants module, which knows their names. An
//! imported file is read in full in the puzzle worker, which knows every
//! variant (its cages, regions and givens are checked as the variants
//! module checks them, and the line is written again as the project's line
//! writes it), so a bad variant line is refused there, whichever module
//! the page runs.
//!
//! The lines are written and read by hand rather than as JSON objects
//! through serde: the reading code of eight typed fields weighed about
//! 10 KiB on the page's first load, whose budget is 200 KiB.
//!
//! Pure Rust, tested natively.

use super::link::parse_reason;
use crate::model::Variant;
use crate::t;
use serde::Deserialize;
use sudoku_solver::date::Date;
use sudoku_solver::rating::Level;
use sudoku_solver::words::visible;
use sudoku_solver::Grid;

/// The version of the exported file.
pub const VERSION: u32 = 1;

/// The most finished puzzles kept: the oldest go first (about ten years
/// of a daily puzzle).
pub const KEPT: usize = 4_000;

/// The largest statistics file read, in bytes: an export of [`KEPT`]
/// puzzles is under half a megabyte, so a bigger file is something else.
pub const LARGEST_FILE: f64 = 2_000_000.0;

/// One puzzle finished by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    /// The day it was finished (UTC).
    pub on: Date,
    /// Its level, when it was rated.
    pub level: Option<Level>,
    /// Whole seconds played.
    pub seconds: u64,
    /// Hints and steps asked for.
    pub hints: u32,
    /// Presses of Check.
    pub checks: u32,
    /// Cells revealed.
    pub reveals: u32,
    /// It was the puzzle of the day `on` (Today's puzzle).
    pub daily: bool,
    /// A classic puzzle's givens (no spoiler: the puzzle, not its
    /// solution); [`Grid::empty`] for a variant's, which `line` holds.
    pub puzzle: Grid,
    /// The rules it was played under: [`Variant::Classic`], or a variant
    /// (unrated: `level` is `None`, and it is no daily puzzle).
    pub variant: Variant,
    /// A variant's puzzle as the project's own line (`killer::16-1112...`:
    /// the name, the givens, the cages or regions); empty for classic.
    pub line: String,
}

impl Finish {
    /// The finish as a line of words: "2026-11-26 hard 462 0 1 0 daily
    /// ..6.2.38...", or for a variant "2026-11-27 - 1210 0 0 0 other
    /// killer::16-11121321_...".
    pub fn to_line(&self) -> String {
        let puzzle = if self.line.is_empty() {
            self.puzzle.to_line()
        } else {
            self.line.clone()
        };
        format!(
            "{} {} {} {} {} {} {} {}",
            self.on,
            self.level.map_or("-", Level::as_str),
            self.seconds,
            self.hints,
            self.checks,
            self.reveals,
            if self.daily { "daily" } else { "other" },
            puzzle
        )
    }

    /// Reads a line [`Finish::to_line`] wrote; the error says which word
    /// is wrong.
    pub fn from_line(line: &str) -> Result<Finish, String> {
        let words: Vec<&str> = line.split(' ').collect();
        let [on, level, seconds, hints, checks, reveals, daily, puzzle] = words[..] else {
            return Err(t!("stats-line-words", count = words.len()));
        };
        let number = |word: &str, field: &str| {
            word.parse::<u32>().map_err(|_| {
                t!(
                    "stats-line-number",
                    field = field,
                    word = visible(word).as_str()
                )
            })
        };
        let level = match level {
            "-" => None,
            name => Some(
                name.parse::<Level>()
                    .map_err(|_| t!("stats-line-level", word = visible(name).as_str()))?,
            ),
        };
        let daily = match daily {
            "daily" => true,
            "other" => false,
            word => return Err(t!("stats-line-daily", word = visible(word).as_str())),
        };
        let (puzzle, variant, line) = match puzzle.split_once(':') {
            // A variant's puzzle: the project's own line, named first.
            Some((name, _)) => {
                let variant = name
                    .parse::<Variant>()
                    .ok()
                    .filter(|&v| v != Variant::Classic)
                    .ok_or_else(|| t!("stats-line-variant", word = visible(name).as_str()))?;
                if level.is_some() {
                    return Err(t!("stats-line-variant-level"));
                }
                // The first load keeps the line as it is (see the module's
                // docs); the variants module reads it in full.
                #[cfg(feature = "variants")]
                let line = variant_line(puzzle)?;
                #[cfg(not(feature = "variants"))]
                let line = puzzle.to_string();
                (Grid::empty(), variant, line)
            }
            None => {
                let puzzle = Grid::parse(puzzle).map_err(|e| {
                    t!(
                        "stats-line-puzzle",
                        why = visible(&parse_reason(&e)).as_str()
                    )
                })?;
                // A finished puzzle has one solution: at least 17 givens,
                // none clashing (an empty or forged line is refused).
                if puzzle.filled() < 17 {
                    return Err(t!("stats-line-givens", count = puzzle.filled()));
                }
                if !sudoku_solver::clashes(&puzzle).is_empty() {
                    return Err(t!("stats-line-clash"));
                }
                (puzzle, Variant::Classic, String::new())
            }
        };
        if daily && level.is_none() {
            return Err(t!("stats-line-daily-level"));
        }
        Ok(Finish {
            on: on.parse().map_err(|_| {
                let word: String = on.escape_debug().collect();
                t!("stats-line-date", word = word.as_str())
            })?,
            level,
            seconds: u64::from(number(seconds, "time")?),
            hints: number(hints, "hints")?,
            checks: number(checks, "checks")?,
            reveals: number(reveals, "reveals")?,
            daily,
            puzzle,
            variant,
            line,
        })
    }

    /// True when no hint, check or reveal was used.
    pub fn unaided(&self) -> bool {
        self.hints == 0 && self.checks == 0 && self.reveals == 0
    }

    /// True when `other` is the same puzzle finished on the same day.
    fn same_as(&self, other: &Finish) -> bool {
        self.on == other.on && self.puzzle == other.puzzle && self.line == other.line
    }
}

/// A variant's puzzle (the project's own line, its name known) read in
/// full and written again as the project's line writes it; the error says
/// what is wrong: a cage or region ([`super::rules_error`]), a
/// puzzle with neither givens nor cages, givens that break its rules.
#[cfg(feature = "variants")]
fn variant_line(text: &str) -> Result<String, String> {
    use super::variant::{box_clashes_count, faults};
    let puzzle = crate::model::rules::Puzzle::parse(text).map_err(|e| {
        let why = super::rules_error::rules_reason(&e);
        t!("stats-line-puzzle", why = visible(&why).as_str())
    })?;
    let (givens, rules) = (puzzle.givens(), puzzle.rules());
    if givens.filled() == 0 && rules.cages().is_empty() {
        return Err(t!("stats-line-empty"));
    }
    let mut clashes = sudoku_solver::clashes(givens);
    if !box_clashes_count(rules) {
        clashes.retain(|c| !matches!(c.unit, sudoku_solver::Unit::Box(_)));
    }
    if !clashes.is_empty() || !faults(rules, givens).is_empty() {
        return Err(t!("stats-line-clash"));
    }
    Ok(puzzle.to_line())
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

/// What the Statistics panel shows for one variant (unrated: no level).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantSummary {
    /// The variant.
    pub variant: Variant,
    /// Puzzles of this variant finished.
    pub finished: usize,
    /// Of those, finished without a hint, check or reveal.
    pub unaided: usize,
    /// The best time, in seconds.
    pub best: Option<u64>,
    /// The median time, in seconds (the lower middle one of an even count).
    pub median: Option<u64>,
}

/// Every puzzle finished by hand, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    /// The finished puzzles, oldest first.
    pub finished: Vec<Finish>,
}

/// The exported file (read here; written by [`Statistics::export`]).
#[derive(Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
#[serde(deny_unknown_fields)]
struct File {
    version: u32,
    finished: Vec<String>,
}

/// Appends `value` to `out` as a JSON string, escaped as serde_json
/// escapes it (`\"`, `\\`, the short escapes of five control characters,
/// `\u00xx` for the others).
fn json_string(out: &mut String, value: &str) {
    out.push('"');
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let n = c as usize;
                out.push_str("\\u00");
                out.push(char::from(HEX[n >> 4]));
                out.push(char::from(HEX[n & 15]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The export file of `lines`: `{"version":1,"finished":[...]}`.
fn file_text(lines: &[String]) -> String {
    let mut text = format!("{{\"version\":{VERSION},\"finished\":[");
    for (i, line) in lines.iter().enumerate() {
        if i > 0 {
            text.push(',');
        }
        json_string(&mut text, line);
    }
    text.push_str("]}");
    text
}

impl Statistics {
    /// True when nothing was finished yet.
    pub fn is_empty(&self) -> bool {
        self.finished.is_empty()
    }

    /// Each finished puzzle as a line ([`Finish::to_line`]), oldest first.
    pub fn lines(&self) -> Vec<String> {
        self.finished.iter().map(Finish::to_line).collect()
    }

    /// The statistics of `lines` ([`Statistics::lines`]); the error names
    /// the first bad line.
    pub fn from_lines(lines: &[String]) -> Result<Statistics, String> {
        let finished = lines
            .iter()
            .enumerate()
            .map(|(i, line)| {
                Finish::from_line(line).map_err(|why| {
                    // The line's place in the file, in plain digits.
                    let at = (i + 1).to_string();
                    t!("stats-line-bad", line = at.as_str(), why = why.as_str())
                })
            })
            .collect::<Result<Vec<Finish>, String>>()?;
        Ok(Statistics { finished })
    }

    /// Records `finish`. Finishing the same puzzle again on the same day
    /// (Undo, then the last digit again) replaces the earlier record.
    pub fn record(&mut self, finish: Finish) {
        if let Some(last) = self.finished.last_mut() {
            if last.same_as(&finish) {
                *last = finish;
                return;
            }
        }
        self.finished.push(finish);
        let extra = self.finished.len().saturating_sub(KEPT);
        self.finished.drain(..extra);
    }

    /// The summary of `level` (classic puzzles: variants have no level).
    pub fn summary(&self, level: Level) -> LevelSummary {
        let (finished, unaided, best, median) = self.times(|f| f.level == Some(level));
        LevelSummary {
            level,
            finished,
            unaided,
            best,
            median,
        }
    }

    /// The summary of each variant played (finished at least once), in
    /// the order of [`Variant::ALL`]; classic puzzles are in
    /// [`Statistics::summary`], per level.
    pub fn variants_played(&self) -> Vec<VariantSummary> {
        Variant::ALL
            .into_iter()
            .filter(|&v| v != Variant::Classic)
            .map(|variant| {
                let (finished, unaided, best, median) = self.times(|f| f.variant == variant);
                VariantSummary {
                    variant,
                    finished,
                    unaided,
                    best,
                    median,
                }
            })
            .filter(|s| s.finished > 0)
            .collect()
    }

    /// Of the finished puzzles `keep` picks: how many, how many unaided,
    /// the best and the median time.
    fn times(&self, keep: impl Fn(&Finish) -> bool) -> (usize, usize, Option<u64>, Option<u64>) {
        let kept = || self.finished.iter().filter(|f| keep(f));
        let times: Vec<u64> = kept().map(|f| f.seconds).collect();
        // The lower middle time: the one with at most `middle` times below
        // it and more than `middle` at or below it. Counted rather than
        // sorted (see `streak`); a few thousand times at most.
        let middle = times.len().saturating_sub(1) / 2;
        let below = |t: u64, strictly: bool| {
            times
                .iter()
                .filter(|&&x| if strictly { x < t } else { x <= t })
                .count()
        };
        let median = times
            .iter()
            .copied()
            .find(|&t| below(t, true) <= middle && below(t, false) > middle);
        (
            times.len(),
            kept().filter(|f| f.unaided()).count(),
            times.iter().copied().min(),
            median,
        )
    }

    /// The days in a row, up to `today`, with a daily puzzle finished on
    /// its day. A streak still counts on the day after its last day (today's
    /// puzzle may not be done yet).
    pub fn streak(&self, today: Date) -> u32 {
        // Without sorting: a sort's code weighs on the page's first load,
        // and a streak is counted by walking back day by day.
        let done = |day: i64| self.finished.iter().any(|f| f.daily && f.on.days() == day);
        let today = today.days();
        let mut day = if done(today) { today } else { today - 1 };
        let mut streak = 0;
        while done(day) {
            streak += 1;
            day -= 1;
        }
        streak
    }

    /// The export file's text (JSON, version [`VERSION`]): written by
    /// hand, byte for byte what serde_json writes of the file's two
    /// fields, so that the page's module carries no JSON writer (the file
    /// is read in the puzzle worker, [`Statistics::read_file`]).
    pub fn export(&self) -> String {
        file_text(&self.lines())
    }

    /// The statistics with those of an exported file added (a puzzle
    /// finished on the same day in both is kept once); a bad file is
    /// refused with the reason, and nothing changes. This is
    /// [`Statistics::read_file`] (the puzzle worker's part) and then
    /// [`Statistics::merged`] (the page's).
    pub fn import(&self, text: &str) -> Result<(Statistics, usize), String> {
        Ok(self.merged(Statistics::read_file(text)?))
    }

    /// The statistics of an exported file, or why it is not one.
    pub fn read_file(text: &str) -> Result<Statistics, String> {
        // One pass, into the file's two fields: every other way of reading
        // JSON (a generic value, a pass for the version) adds its own
        // code to the page's first load. The reasons may quote the file
        // (an unknown key, a bad value): control characters are escaped.
        let file: File =
            serde_json::from_str(text.trim_start_matches('\u{feff}')).map_err(|e| {
                let why = visible(&e.to_string());
                if e.is_syntax() || e.is_eof() {
                    t!("stats-not-json")
                } else {
                    t!("stats-not-a-file", why = why.as_str())
                }
            })?;
        if file.version != VERSION {
            let (theirs, ours) = (file.version.to_string(), VERSION.to_string());
            return Err(t!(
                "stats-version",
                version = theirs.as_str(),
                ours = ours.as_str()
            ));
        }
        Statistics::from_lines(&file.finished)
            .map_err(|why| t!("stats-not-a-file", why = why.as_str()))
    }

    /// These statistics with `imported`'s added (a puzzle finished on the
    /// same day in both is kept once), and how many were added.
    pub fn merged(&self, imported: Statistics) -> (Statistics, usize) {
        let mut all = self.finished.clone();
        let mut added = 0;
        for finish in imported.finished {
            let known = all.iter().any(|f| f.same_as(&finish));
            if !known {
                // In the order of the days, after those of the same day
                // (inserted rather than sorted: see `streak`).
                let at = all
                    .iter()
                    .position(|f| f.on > finish.on)
                    .unwrap_or(all.len());
                all.insert(at, finish);
                added += 1;
            }
        }
        let extra = all.len().saturating_sub(KEPT);
        all.drain(..extra);
        (Statistics { finished: all }, added)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_export_is_what_serde_json_writes() {
        let lines = vec![
            "2026-11-26 hard 462 0 1 0 daily ..6.2.38".to_string(),
            "quote \" back \\ tab \t nl \n cr \r \u{8}\u{c}\u{1}\u{1f}\u{7f} é ✓".to_string(),
        ];
        for finished in [Vec::new(), lines[..1].to_vec(), lines] {
            let text = file_text(&finished);
            let file = File {
                version: VERSION,
                finished,
            };
            assert_eq!(text, serde_json::to_string(&file).unwrap());
        }
    }
}
