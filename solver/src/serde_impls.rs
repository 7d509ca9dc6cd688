//! Serde support for the types other programs exchange (feature `serde`,
//! off by default, so the crate has no dependencies unless asked for):
//! [`Grid`] as its 81-character line, [`Algorithm`] as its name, [`Mode`]
//! as `"first"` or `"count-to-two"`, [`Verdict`] as [`Verdict::as_str`]'s
//! word and [`Stats`] as `{"calls":..,"guesses":..,"backtracks":..}`.
//!
//! Written by hand rather than derived so that each type keeps the one
//! text form it already has (its parser and its printer), and reading
//! checks a grid as [`Grid::parse`] does.

use crate::{Algorithm, Grid, Mode, Stats, Verdict};
use serde::de::{Deserializer, Error, MapAccess, Visitor};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Reads a string and turns it into a value with `parse`; an error says
/// what was wrong with the string.
fn from_word<'de, D, T, E>(
    deserializer: D,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    E: fmt::Display,
{
    let word = String::deserialize(deserializer)?;
    parse(&word).map_err(D::Error::custom)
}

impl Serialize for Grid {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_line())
    }
}

impl<'de> Deserialize<'de> for Grid {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        from_word(deserializer, Grid::parse)
    }
}

impl Serialize for Algorithm {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Algorithm {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        from_word(deserializer, str::parse::<Algorithm>)
    }
}

/// The word of a mode.
fn mode_word(mode: Mode) -> &'static str {
    match mode {
        Mode::First => "first",
        Mode::CountToTwo => "count-to-two",
    }
}

impl Serialize for Mode {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(mode_word(*self))
    }
}

impl<'de> Deserialize<'de> for Mode {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        from_word(deserializer, |word| {
            [Mode::First, Mode::CountToTwo]
                .into_iter()
                .find(|&m| mode_word(m) == word)
                .ok_or_else(|| format!("unknown mode '{word}' (expected first or count-to-two)"))
        })
    }
}

impl Serialize for Verdict {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Verdict {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        from_word(deserializer, |word| {
            [
                Verdict::Unique,
                Verdict::Multiple,
                Verdict::Solved,
                Verdict::NoSolution,
                Verdict::Aborted,
                Verdict::Cancelled,
            ]
            .into_iter()
            .find(|v| v.as_str() == word)
            .ok_or_else(|| format!("unknown verdict '{word}'"))
        })
    }
}

const STATS_FIELDS: &[&str] = &["calls", "guesses", "backtracks"];

impl Serialize for Stats {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Stats", 3)?;
        s.serialize_field("calls", &self.calls)?;
        s.serialize_field("guesses", &self.guesses)?;
        s.serialize_field("backtracks", &self.backtracks)?;
        s.end()
    }
}

impl<'de> Deserialize<'de> for Stats {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct StatsVisitor;
        impl<'de> Visitor<'de> for StatsVisitor {
            type Value = Stats;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("the counts calls, guesses and backtracks")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Stats, A::Error> {
                let mut counts: [Option<u64>; 3] = [None; 3];
                while let Some(key) = map.next_key::<String>()? {
                    match STATS_FIELDS.iter().position(|&f| f == key) {
                        Some(i) => counts[i] = Some(map.next_value()?),
                        None => {
                            map.next_value::<serde::de::IgnoredAny>()?;
                        }
                    }
                }
                let field =
                    |i: usize| counts[i].ok_or_else(|| A::Error::missing_field(STATS_FIELDS[i]));
                Ok(Stats {
                    calls: field(0)?,
                    guesses: field(1)?,
                    backtracks: field(2)?,
                })
            }
        }
        deserializer.deserialize_struct("Stats", STATS_FIELDS, StatsVisitor)
    }
}
