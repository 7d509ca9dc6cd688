//! f-puzzles links (f-puzzles.com, the setters' editor; SudokuPad opens
//! the same data): `https://www.f-puzzles.com/?load=<value>`, where the
//! value is the puzzle's JSON compressed by lz-string's `compressToBase64`.
//!
//! Telling such a text apart ([`load_value`]) costs nothing and is always
//! built, so that the page's first load can hand it over; reading it
//! ([`read`]) needs the crate's `fpuzzles` feature, which brings lz-str
//! and serde_json. What is read, and what is refused (with a one-line
//! message naming the constraint), is listed in docs/variants.md,
//! "f-puzzles links".

use std::borrow::Cow;

/// How every lz-string base64 value of a JSON object begins: the bits of
/// `{"` (f-puzzles writes `{"size":9,...`).
pub const VALUE_START: &str = "N4Ig";

/// The longest value read, in characters. lz-string's output can grow
/// with the square of its input (each code may repeat the longest string
/// so far and one more character), so a long value is refused before it
/// is decompressed: 8,000 characters decompress to at most about 20 MB of
/// text, and a 9x9 puzzle with cages, title and rules takes 1,000 to 3,000.
pub const MAX_VALUE_LEN: usize = 8_000;

/// The compressed value of an f-puzzles link in `text`, or `None` when the
/// text is not one: the link itself (`...?load=<value>` or `&load=`), a
/// SudokuPad link to the same data (`.../fpuzzles<value>`), or the bare
/// value. The value must start with [`VALUE_START`]; it ends at `&`, `#`,
/// a tab or a line break. Inside it a space stands for `+` (decoding a
/// query turns `+` into a space) and `%2B`, `%2F`, `%3D` for `+`, `/`,
/// `=` (a link copied from an address bar).
pub fn load_value(text: &str) -> Option<Cow<'_, str>> {
    let text = text.trim_start();
    let start = if text.starts_with(VALUE_START) {
        0
    } else {
        ["load=", "fpuzzles"].iter().find_map(|prefix| {
            let mut from = 0;
            while let Some(at) = text[from..].find(prefix) {
                let after = from + at + prefix.len();
                if text[after..].starts_with(VALUE_START) {
                    return Some(after);
                }
                from = after;
            }
            None
        })?
    };
    let rest = &text[start..];
    let end = rest
        .find(['&', '#', '\t', '\n', '\r'])
        .unwrap_or(rest.len());
    let value = rest[..end].trim_end();
    if !value.contains([' ', '%']) {
        return Some(Cow::Borrowed(value));
    }
    let mut out = String::with_capacity(value.len());
    let mut chars = value.char_indices();
    while let Some((i, ch)) = chars.next() {
        match ch {
            ' ' => out.push('+'),
            '%' => {
                let code = value.get(i + 1..i + 3).map(str::to_ascii_uppercase);
                let decoded = match code.as_deref() {
                    Some("2B") => '+',
                    Some("2F") => '/',
                    Some("3D") => '=',
                    _ => {
                        out.push('%');
                        continue;
                    }
                };
                out.push(decoded);
                chars.next();
                chars.next();
            }
            _ => out.push(ch),
        }
    }
    Some(Cow::Owned(out))
}

#[cfg(feature = "fpuzzles")]
pub use read::read;

#[cfg(feature = "fpuzzles")]
mod read {
    use super::MAX_VALUE_LEN;
    use crate::geometry::CELLS;
    use crate::grid::Grid;
    use crate::rules::houses::WINDOKU_CORNERS;
    use crate::rules::{box_regions, short_name, Cage, Puzzle, Rules, RulesError, Variant};
    use serde_json::{Map, Value};

    const FORM: &str = "f-puzzles";

    /// What the project reads, for the message that refuses the rest.
    const READ: &str = "this project reads givens, killer cages with sums, both diagonals, \
                        jigsaw regions and windoku's four windows";

    /// Keys that carry no rule: the puzzle's words, its solution, the
    /// editor's settings.
    const NOT_RULES: [&str; 8] = [
        "size",
        "grid",
        "title",
        "author",
        "ruleset",
        "solution",
        "metadata",
        "highlightConflicts",
    ];

    fn error(message: String) -> RulesError {
        RulesError::Text {
            form: FORM,
            message,
        }
    }

    /// Reads an f-puzzles value (as [`super::load_value`] finds it): the
    /// givens, the killer cages, the diagonals, the jigsaw regions and
    /// windoku's windows, as the project's rules. Any other constraint
    /// present is refused, named in the message; so are sizes other than
    /// 9, a lone diagonal and combinations the project has no variant for.
    pub fn read(value: &str) -> Result<Puzzle, RulesError> {
        let chars = value.chars().count();
        if chars > MAX_VALUE_LEN {
            return Err(error(format!(
                "the load value has {chars} characters, more than the {MAX_VALUE_LEN} read"
            )));
        }
        if let Some(bad) = value
            .chars()
            .find(|&c| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '/' | '=')))
        {
            return Err(error(format!(
                "the load value holds '{}', which is not base64 (A-Z, a-z, 0-9, +, /, =)",
                bad.escape_debug()
            )));
        }
        let wide = lz_str::decompress_from_base64(value)
            .filter(|w| !w.is_empty())
            .ok_or_else(|| error("the load value does not decompress (lz-string)".to_string()))?;
        let json = String::from_utf16(&wide)
            .map_err(|_| error("the load value decompresses to broken text".to_string()))?;
        let data: Value = serde_json::from_str(&json)
            .map_err(|e| error(format!("the load value is not JSON: {e}")))?;
        let Value::Object(data) = data else {
            return Err(error(
                "the load value is not a puzzle (expected a JSON object)".to_string(),
            ));
        };
        from_json(&data)
    }

    /// Whether a key's value holds something: `true`, a non-empty list,
    /// object or text, a number other than 0.
    fn present(value: &Value) -> bool {
        match value {
            Value::Null => false,
            Value::Bool(b) => *b,
            Value::Number(n) => n.as_f64() != Some(0.0),
            Value::String(s) => !s.is_empty(),
            Value::Array(a) => !a.is_empty(),
            Value::Object(o) => !o.is_empty(),
        }
    }

    fn from_json(data: &Map<String, Value>) -> Result<Puzzle, RulesError> {
        match data.get("size") {
            Some(size) if size.as_u64() == Some(9) => {}
            Some(size) => {
                return Err(error(format!(
                    "size {size} is not supported (only 9x9 grids)"
                )))
            }
            None => return Err(error("no size (expected \"size\": 9)".to_string())),
        }
        let refused: Vec<&str> = data
            .iter()
            .filter(|(key, value)| {
                !NOT_RULES.contains(&key.as_str())
                    && !matches!(
                        key.as_str(),
                        "killercage" | "diagonal+" | "diagonal-" | "extraregion"
                    )
                    && present(value)
            })
            .map(|(key, _)| key.as_str())
            .collect();
        if !refused.is_empty() {
            let what = if refused.len() == 1 {
                "constraint"
            } else {
                "constraints"
            };
            return Err(error(format!(
                "the {what} {} not supported ({READ})",
                refused
                    .iter()
                    .map(|k| format!("'{}'", k.escape_debug()))
                    .collect::<Vec<_>>()
                    .join(", ")
                    + if refused.len() == 1 { " is" } else { " are" }
            )));
        }
        let (givens, regions) = grid(data.get("grid"))?;
        let cages = match data.get("killercage") {
            Some(list) if present(list) => cages(list)?,
            _ => Vec::new(),
        };
        let plus = data.get("diagonal+").is_some_and(present);
        let minus = data.get("diagonal-").is_some_and(present);
        let windoku = match data.get("extraregion") {
            Some(list) if present(list) => {
                windows(list)?;
                true
            }
            _ => false,
        };
        let jigsaw = regions != box_regions();
        if plus != minus {
            let (name, from, to) = if plus {
                ("diagonal+", "r9c1", "r1c9")
            } else {
                ("diagonal-", "r1c1", "r9c9")
            };
            return Err(error(format!(
                "only one diagonal ('{name}', {from} to {to}) is set; the project's X rules need both"
            )));
        }
        let diagonals = plus;
        let mut parts = Vec::new();
        if jigsaw {
            parts.push("jigsaw regions");
        }
        if windoku {
            parts.push("windoku's windows");
        }
        if !cages.is_empty() {
            parts.push("killer cages");
        }
        if diagonals {
            parts.push("the diagonals");
        }
        let variant = match (jigsaw, windoku, !cages.is_empty(), diagonals) {
            (false, false, false, false) => Variant::Classic,
            (true, false, false, false) => Variant::Jigsaw,
            (false, true, false, false) => Variant::Windoku,
            (false, false, true, false) => Variant::Killer,
            (false, false, true, true) => Variant::KillerX,
            (false, false, false, true) => Variant::X,
            _ => {
                return Err(error(format!(
                    "{} together are not supported (the variants are killer, killer-x, x, windoku and jigsaw)",
                    parts.join(" and ")
                )))
            }
        };
        let rules = Rules::new(variant, jigsaw.then_some(regions), cages)?;
        Ok(Puzzle::new(givens, rules))
    }

    /// The givens and each cell's region from `grid`: 9 rows of 9 cells.
    fn grid(grid: Option<&Value>) -> Result<(Grid, [u8; CELLS]), RulesError> {
        let shape = || error("grid: expected 9 rows of 9 cells".to_string());
        let rows = grid.and_then(Value::as_array).ok_or_else(shape)?;
        if rows.len() != 9 {
            return Err(shape());
        }
        let mut givens = Grid::empty();
        let mut regions = box_regions();
        for (r, row) in rows.iter().enumerate() {
            let row = row.as_array().filter(|c| c.len() == 9).ok_or_else(shape)?;
            for (c, cell) in row.iter().enumerate() {
                let index = r * 9 + c;
                let name = short_name(index);
                let Value::Object(cell) = cell else {
                    return Err(error(format!("{name}: expected a cell (a JSON object)")));
                };
                if cell.get("givenPencilMarks").is_some_and(present) {
                    return Err(error(format!(
                        "{name}: given pencil marks (digits a cell is limited to) are not supported ({READ})"
                    )));
                }
                if cell.get("given").and_then(Value::as_bool) == Some(true) {
                    let value = cell.get("value").unwrap_or(&Value::Null);
                    let digit = match value {
                        Value::Number(n) => n.as_u64(),
                        Value::String(s) => s.parse().ok(),
                        _ => None,
                    };
                    match digit {
                        Some(d @ 1..=9) => givens.set(index, d as u8),
                        _ => {
                            return Err(error(format!(
                                "{name}: the given {value} is not a digit 1-9"
                            )))
                        }
                    }
                }
                match cell.get("region") {
                    None => {}
                    Some(Value::Number(n)) if n.as_u64().is_some_and(|v| v < 9) => {
                        regions[index] = n.as_u64().unwrap_or(0) as u8;
                    }
                    Some(Value::Null) => {
                        return Err(error(format!(
                            "{name} is in no region (a jigsaw needs nine regions of nine cells)"
                        )))
                    }
                    Some(other) => {
                        return Err(error(format!("{name}: region {other} is not a region 0-8")))
                    }
                }
            }
        }
        Ok((givens, regions))
    }

    /// A cell as f-puzzles names it: `R1C1` to `R9C9`.
    fn cell(value: &Value) -> Option<u8> {
        let text = value.as_str()?.to_ascii_uppercase();
        let (row, column) = text.strip_prefix('R')?.split_once('C')?;
        let (row, column): (u8, u8) = (row.parse().ok()?, column.parse().ok()?);
        ((1..=9).contains(&row) && (1..=9).contains(&column)).then(|| (row - 1) * 9 + column - 1)
    }

    /// The cells of item `number` (1-based) of the list `what`.
    fn cells(what: &str, number: usize, item: &Value) -> Result<Vec<u8>, RulesError> {
        let list = item
            .get("cells")
            .and_then(Value::as_array)
            .ok_or_else(|| error(format!("{what} {number}: no cells")))?;
        let mut out = Vec::with_capacity(list.len());
        for value in list {
            out.push(cell(value).ok_or_else(|| {
                error(format!(
                    "{what} {number}: {value} is not a cell (R1C1 to R9C9)"
                ))
            })?);
        }
        out.sort_unstable();
        Ok(out)
    }

    /// The killer cages, each headed by its top-left cell (where f-puzzles
    /// shows the sum).
    fn cages(list: &Value) -> Result<Vec<Cage>, RulesError> {
        let list = list
            .as_array()
            .ok_or_else(|| error("killercage: expected a list of cages".to_string()))?;
        let mut out = Vec::with_capacity(list.len());
        for (i, item) in list.iter().enumerate() {
            let number = i + 1;
            let cells = cells("killer cage", number, item)?;
            let head = cells.first().map(|&c| short_name(c as usize));
            let at = head.map(|h| format!(" (head {h})")).unwrap_or_default();
            let sum = match item.get("value") {
                Some(Value::Number(n)) => n.as_u64(),
                Some(Value::String(s)) if !s.trim().is_empty() => {
                    Some(s.trim().parse::<u64>().map_err(|_| {
                        error(format!(
                            "killer cage {number}{at}: sum '{}' is not a number",
                            s.escape_debug()
                        ))
                    })?)
                }
                _ => None,
            };
            let Some(sum) = sum else {
                return Err(error(format!(
                    "killer cage {number}{at} has no sum (cages without a sum are not supported)"
                )));
            };
            out.push(Cage::new(u8::try_from(sum).unwrap_or(u8::MAX), &cells));
        }
        Ok(out)
    }

    /// Checks that the extra regions are windoku's four windows.
    fn windows(list: &Value) -> Result<(), RulesError> {
        let refused = || {
            error(format!(
                "extra regions other than windoku's four windows are not supported ({READ})"
            ))
        };
        let list = list.as_array().ok_or_else(refused)?;
        let mut found = Vec::with_capacity(list.len());
        for (i, item) in list.iter().enumerate() {
            found.push(cells("extra region", i + 1, item)?);
        }
        let mut expected: Vec<Vec<u8>> = WINDOKU_CORNERS
            .iter()
            .map(|&corner| {
                let corner = corner as u8;
                let mut window: Vec<u8> = (0..9).map(|k| corner + k / 3 * 9 + k % 3).collect();
                window.sort_unstable();
                window
            })
            .collect();
        found.sort();
        expected.sort();
        if found == expected {
            Ok(())
        } else {
            Err(refused())
        }
    }
}
