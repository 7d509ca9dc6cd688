//! Reading the text forms of a variant puzzle: the project's own line,
//! SumoCue's long killer form, the killer short form, and classic text.

use super::cage::Cage;
use super::error::{short_name, RulesError};
use super::{Puzzle, Rules, Variant};
use crate::geometry::CELLS;
use crate::grid::Grid;

/// The arrows of the killer short form and the step (row, column) each
/// points to: left, right, up, down, up-left, up-right, down-left,
/// down-right.
pub(crate) const ARROWS: [(char, i8, i8); 8] = [
    ('<', 0, -1),
    ('>', 0, 1),
    ('^', -1, 0),
    ('v', 1, 0),
    ('`', -1, -1),
    ('\'', -1, 1),
    (',', 1, -1),
    ('.', 1, 1),
];

/// Whether `c` makes an 81-character line the killer short form: an arrow
/// other than `.`, which is also a classic empty cell.
pub(crate) fn tells_short_form(c: char) -> bool {
    c != '.' && ARROWS.iter().any(|&(a, _, _)| a == c)
}

/// Reads any form (see [`Puzzle::parse`]).
pub(crate) fn puzzle(text: &str) -> Result<Puzzle, RulesError> {
    if let Some(value) = super::fpuzzles::load_value(text) {
        #[cfg(feature = "fpuzzles")]
        return super::fpuzzles::read(&value);
        #[cfg(not(feature = "fpuzzles"))]
        return Err(text_error(
            "f-puzzles",
            format!(
                "this build cannot read f-puzzles links (load value {}...: the solver crate's `fpuzzles` feature)",
                value.chars().take(12).collect::<String>()
            ),
        ));
    }
    let first = text.split_whitespace().next().unwrap_or("");
    if let Some(rest) = first.strip_prefix("3x3:") {
        return sumocue(rest);
    }
    if let Some((name, rest)) = first.split_once(':') {
        if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphabetic() || c == '-') {
            return own_line(name, rest);
        }
    }
    if first.chars().count() == CELLS && first.chars().any(tells_short_form) {
        return short_killer(first);
    }
    Grid::parse(text)
        .map(Puzzle::classic)
        .map_err(RulesError::Classic)
}

fn text_error(form: &'static str, message: String) -> RulesError {
    RulesError::Text { form, message }
}

/// `<variant>:<givens>[:<part>]`, the project's own line.
fn own_line(name: &str, rest: &str) -> Result<Puzzle, RulesError> {
    let form = "line";
    let variant: Variant = name
        .to_ascii_lowercase()
        .parse()
        .map_err(|e: super::UnknownVariant| text_error(form, e.to_string()))?;
    let (givens, part) = match rest.split_once(':') {
        Some((g, p)) => (g, Some(p)),
        None => (rest, None),
    };
    let givens = if givens.is_empty() {
        Grid::empty()
    } else {
        Grid::parse(givens).map_err(RulesError::Givens)?
    };
    let rules = match (variant, part) {
        (Variant::Killer | Variant::KillerX, part) => {
            Rules::new(variant, None, cages(part.unwrap_or(""))?)?
        }
        (Variant::Jigsaw, Some(part)) => Rules::new(variant, Some(regions(part)?), Vec::new())?,
        (Variant::Jigsaw, None) => {
            return Err(text_error(
                "jigsaw line",
                "expected jigsaw:<givens>:<81 region digits 1-9>".to_string(),
            ))
        }
        (_, Some(p)) if !p.is_empty() => {
            return Err(text_error(
                "line",
                format!(
                    "{variant} takes only its givens, found ':{}' after them",
                    p.escape_debug()
                ),
            ))
        }
        (_, _) => Rules::new(variant, None, Vec::new())?,
    };
    Ok(Puzzle::new(givens, rules))
}

/// The cages of a killer line: `<sum>-<cells>` separated by `_` (or `,`
/// or `;`), each cell two digits, row and column (1-9), the head first.
fn cages(text: &str) -> Result<Vec<Cage>, RulesError> {
    let form = "killer line";
    let mut out = Vec::new();
    for (i, item) in text
        .split(['_', ',', ';'])
        .filter(|s| !s.is_empty())
        .enumerate()
    {
        let number = i + 1;
        // The text is echoed escaped: a message is one line without
        // control characters (found by the variant_parse fuzz target).
        let shown = item.escape_debug().to_string();
        let bad = || {
            text_error(
                form,
                format!("cage {number} '{shown}': expected <sum>-<cells>, such as 15-1112 for r1c1 and r1c2"),
            )
        };
        let (sum, cells) = item.split_once(['-', '=']).ok_or_else(bad)?;
        let sum: u8 = sum.parse().map_err(|_| bad())?;
        let bytes = cells.as_bytes();
        if bytes.is_empty() || bytes.len() % 2 != 0 {
            return Err(bad());
        }
        let mut list = Vec::new();
        for pair in bytes.chunks(2) {
            let (r, c) = (pair[0].wrapping_sub(b'1'), pair[1].wrapping_sub(b'1'));
            if r > 8 || c > 8 {
                return Err(text_error(
                    form,
                    format!(
                        "cage {number} '{shown}': '{}' is not a cell (row and column 1-9)",
                        String::from_utf8_lossy(pair).escape_debug()
                    ),
                ));
            }
            list.push(r * 9 + c);
        }
        out.push(Cage::new(sum, &list));
    }
    Ok(out)
}

/// 81 region digits 1-9.
fn regions(text: &str) -> Result<[u8; CELLS], RulesError> {
    let form = "jigsaw line";
    let chars: Vec<char> = text.chars().collect();
    if chars.len() != CELLS {
        return Err(text_error(
            form,
            format!("expected 81 region digits, found {}", chars.len()),
        ));
    }
    let mut out = [0u8; CELLS];
    for (i, &ch) in chars.iter().enumerate() {
        match ch {
            '1'..='9' => out[i] = ch as u8 - b'1',
            _ => {
                return Err(text_error(
                    form,
                    format!(
                        "region of {}: unexpected '{}' (regions are 1-9)",
                        short_name(i),
                        ch.escape_debug()
                    ),
                ))
            }
        }
    }
    Ok(out)
}

/// SumoCue's long form after `3x3:`: `<d>:k:` and 81 numbers, each sum x
/// 256 + cage id (sum 0: no cage).
fn sumocue(rest: &str) -> Result<Puzzle, RulesError> {
    let form = "SumoCue form";
    let mut parts: Vec<&str> = rest.split(':').collect();
    if parts.last() == Some(&"") && parts.len() > CELLS + 2 {
        parts.pop();
    }
    let variant = match parts.first().copied() {
        Some("") => Variant::Killer,
        Some("d") => Variant::KillerX,
        Some(other) => {
            return Err(text_error(
                form,
                format!(
                    "unknown option '{}' (expected nothing or 'd' for killer-x)",
                    other.escape_debug()
                ),
            ))
        }
        None => Variant::Killer,
    };
    if parts.get(1).copied() != Some("k") {
        return Err(text_error(
            form,
            "expected 3x3:<d>:k: and 81 numbers".to_string(),
        ));
    }
    let numbers = &parts[2..];
    if numbers.len() != CELLS {
        return Err(text_error(
            form,
            format!("expected 81 numbers, found {}", numbers.len()),
        ));
    }
    // (id, sum, cells) in the order of the first cells.
    let mut found: Vec<(u32, u8, Vec<u8>)> = Vec::new();
    for (cell, text) in numbers.iter().enumerate() {
        let value: u32 = text.trim().parse().map_err(|_| {
            text_error(
                form,
                format!(
                    "{}: '{}' is not a number",
                    short_name(cell),
                    text.escape_debug()
                ),
            )
        })?;
        let (sum, id) = (value / 256, value % 256);
        if sum == 0 {
            continue;
        }
        let sum = u8::try_from(sum).unwrap_or(u8::MAX);
        match found.iter_mut().find(|(i, _, _)| *i == id) {
            Some((_, s, cells)) if *s == sum => cells.push(cell as u8),
            Some((_, s, cells)) => {
                return Err(text_error(
                    form,
                    format!(
                        "cage id {id} has sum {s} at {} and sum {sum} at {}",
                        short_name(cells[0] as usize),
                        short_name(cell)
                    ),
                ))
            }
            None => found.push((id, sum, vec![cell as u8])),
        }
    }
    let cages = found
        .into_iter()
        .map(|(_, sum, cells)| Cage::new(sum, &cells))
        .collect();
    Ok(Puzzle::new(
        Grid::empty(),
        Rules::new(variant, None, cages)?,
    ))
}

/// The sum a short-form head character stands for: `0`-`9`, `A`-`Z` =
/// 10-35, `a`-`j` = 36-45.
pub(crate) fn sum_of_char(ch: char) -> Option<u8> {
    match ch {
        '0'..='9' => Some(ch as u8 - b'0'),
        'A'..='Z' => Some(ch as u8 - b'A' + 10),
        'a'..='j' => Some(ch as u8 - b'a' + 36),
        _ => None,
    }
}

/// The killer short form: 81 characters, sums at the heads, arrows
/// elsewhere. A head of sum 0 marks cells in no cage.
fn short_killer(text: &str) -> Result<Puzzle, RulesError> {
    let form = "killer short form";
    let chars: Vec<char> = text.chars().collect();
    // Where each cell's arrow leads (itself for a head).
    let mut next = [0usize; CELLS];
    for (i, &ch) in chars.iter().enumerate() {
        if sum_of_char(ch).is_some() {
            next[i] = i;
            continue;
        }
        let Some(&(_, dr, dc)) = ARROWS.iter().find(|&&(a, _, _)| a == ch) else {
            return Err(text_error(
                form,
                format!(
                    "{}: unexpected '{}' (a sum 0-9, A-Z, a-j or an arrow)",
                    short_name(i),
                    ch.escape_debug()
                ),
            ));
        };
        let (r, c) = ((i / 9) as i8 + dr, (i % 9) as i8 + dc);
        if !(0..9).contains(&r) || !(0..9).contains(&c) {
            return Err(text_error(
                form,
                format!(
                    "{}: the arrow '{ch}' points outside the grid",
                    short_name(i)
                ),
            ));
        }
        next[i] = (r * 9 + c) as usize;
    }
    let mut members: Vec<Vec<u8>> = vec![Vec::new(); CELLS];
    for start in 0..CELLS {
        let mut cell = start;
        let mut steps = 0;
        while next[cell] != cell {
            cell = next[cell];
            steps += 1;
            if steps > CELLS {
                return Err(text_error(
                    form,
                    format!(
                        "{}: the arrows from here go round in a circle and never reach a sum",
                        short_name(start)
                    ),
                ));
            }
        }
        members[cell].push(start as u8);
    }
    let mut cages = Vec::new();
    for (head, cells) in members.iter().enumerate() {
        let Some(sum) = sum_of_char(chars[head]) else {
            continue;
        };
        if cells.is_empty() || sum == 0 {
            continue;
        }
        let mut list = vec![head as u8];
        list.extend(cells.iter().filter(|&&c| c as usize != head));
        cages.push(Cage::new(sum, &list));
    }
    Ok(Puzzle::new(
        Grid::empty(),
        Rules::new(Variant::Killer, None, cages)?,
    ))
}
