//! Numbers in words for people: thousands separators and counted nouns;
//! and any text made safe to show ([`visible`]).
//! (The sentences of the technique engine are in `logic/words.rs`.)
//!
//! ```
//! use sudoku_solver::words::{count, thousands};
//!
//! assert_eq!(thousands(69_175_317), "69,175,317");
//! assert_eq!(count(4428, "call"), "4,428 calls");
//! assert_eq!(count(1, "guess"), "1 guess");
//! assert_eq!(count(51, "guess"), "51 guesses");
//! ```

/// `text` as it may be shown: each control character (a NUL, a line feed,
/// an escape) written as `\u{0}`, `\u{a}`..., never passed on raw, so a
/// message quoting a stranger's data stays one line of plain text.
///
/// ```
/// assert_eq!(sudoku_solver::words::visible("a\nb\u{7f}"), "a\\u{a}b\\u{7f}");
/// ```
pub fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

/// `n` with comma thousands separators: `4428` gives `"4,428"`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A count with its noun: `"1 call"`, `"4,428 calls"`, `"2 guesses"`;
/// the plural adds `s`, or `es` after a final `s`.
pub fn count(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else if noun.ends_with('s') {
        format!("{} {noun}es", thousands(n))
    } else {
        format!("{} {noun}s", thousands(n))
    }
}

/// The text with its first letter in upper case: `"row 1, column 3"` gives
/// `"Row 1, column 3"`. The sentences are ASCII English: ASCII case keeps
/// Unicode's case tables out of the web page.
pub fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => std::iter::once(first.to_ascii_uppercase())
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}
