//! Writing the text forms of a variant puzzle (the reading is in
//! `parse.rs`).

use super::parse::ARROWS;
use super::{Puzzle, Variant};
use crate::geometry::CELLS;
use std::fmt::Write;

/// The project's own line: the classic line, or `<variant>:<givens>` and
/// the cages (`:<sum>-<cells>_...`) or regions (`:<81 digits>`).
pub(crate) fn line(puzzle: &Puzzle) -> String {
    let rules = puzzle.rules();
    let variant = rules.variant();
    if variant == Variant::Classic {
        return puzzle.givens().to_line();
    }
    let mut out = format!("{variant}:");
    if puzzle.givens().filled() > 0 {
        out.push_str(&puzzle.givens().to_line());
    }
    if variant.has_cages() {
        out.push(':');
        for (i, cage) in rules.cages().iter().enumerate() {
            if i > 0 {
                out.push('_');
            }
            let _ = write!(out, "{}-", cage.sum);
            for &c in &cage.cells {
                let _ = write!(out, "{}{}", c / 9 + 1, c % 9 + 1);
            }
        }
    } else if variant == Variant::Jigsaw {
        out.push(':');
        out.extend(rules.regions().iter().map(|&r| (b'1' + r) as char));
    }
    out
}

/// The character of a short-form sum: `0`-`9`, `A`-`Z`, `a`-`j`.
fn sum_char(sum: u8) -> Option<char> {
    match sum {
        0..=9 => Some((b'0' + sum) as char),
        10..=35 => Some((b'A' + sum - 10) as char),
        36..=45 => Some((b'a' + sum - 36) as char),
        _ => None,
    }
}

/// The killer short form, when the puzzle fits it (a killer without
/// givens whose cages are connected, diagonal steps allowed, and one of
/// them of two cells or more: else the line would read as classic).
pub(crate) fn short_killer(puzzle: &Puzzle) -> Option<String> {
    let rules = puzzle.rules();
    if rules.variant() != Variant::Killer || puzzle.givens().filled() > 0 {
        return None;
    }
    // A cell in no cage: a head of sum 0 by itself.
    let mut chars = ['0'; CELLS];
    for cage in rules.cages() {
        let head = cage.head() as usize;
        chars[head] = sum_char(cage.sum)?;
        // Breadth first from the head: each cell points to the cell it was
        // reached from, side steps before diagonal ones.
        let mut queue = vec![head];
        let mut k = 0;
        while k < queue.len() {
            let from = queue[k];
            k += 1;
            for &(arrow, dr, dc) in ARROWS.iter() {
                // The cell whose arrow points to `from` lies the other way.
                let (r, c) = ((from / 9) as i8 - dr, (from % 9) as i8 - dc);
                if !(0..9).contains(&r) || !(0..9).contains(&c) {
                    continue;
                }
                let cell = (r * 9 + c) as usize;
                if cage.cells.contains(&(cell as u8)) && !queue.contains(&cell) {
                    chars[cell] = arrow;
                    queue.push(cell);
                }
            }
        }
        if queue.len() != cage.cells.len() {
            return None;
        }
    }
    // Without an arrow other than `.` (also a classic empty cell) the line
    // would read as a classic puzzle (found by the variant_parse fuzz target).
    let has_arrow = chars.iter().any(|&c| super::parse::tells_short_form(c));
    has_arrow.then(|| chars.iter().collect())
}

/// SumoCue's long form, when the puzzle fits it.
pub(crate) fn sumocue(puzzle: &Puzzle) -> Option<String> {
    let rules = puzzle.rules();
    let flag = match rules.variant() {
        Variant::Killer => "",
        Variant::KillerX => "d",
        _ => return None,
    };
    if puzzle.givens().filled() > 0 || rules.cages().len() > 255 {
        return None;
    }
    let mut out = format!("3x3:{flag}:k");
    for cell in 0..CELLS {
        let value = match rules.cage_of(cell) {
            Some(i) => u32::from(rules.cages()[i].sum) * 256 + i as u32 + 1,
            None => 0,
        };
        let _ = write!(out, ":{value}");
    }
    Some(out)
}
