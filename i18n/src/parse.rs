//! Reading Fluent source: the entries, their patterns and expressions.
//!
//! A hand-written recursive descent over the subset of Fluent 1.0 the
//! crate documents; text is sliced only at ASCII delimiters, so any UTF-8
//! text passes through untouched.

use std::fmt;

/// An entry that could not be read: its line (from 1) and what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// The line, counted from 1.
    pub line: usize,
    /// What was wrong.
    pub message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// A message or term: its value and attributes.
#[derive(Clone, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) struct Entry {
    /// The value (a message may have attributes only).
    pub value: Option<Pattern>,
    /// `.name = pattern` lines, in order.
    pub attrs: Vec<(String, Pattern)>,
}

impl Entry {
    /// The attribute `name`.
    pub fn attribute(&self, name: &str) -> Option<&Pattern> {
        self.attrs.iter().find(|(n, _)| n == name).map(|(_, p)| p)
    }
}

/// Text and placeables.
pub(crate) type Pattern = Vec<Element>;

/// A piece of a pattern.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) enum Element {
    /// Text as it is shown.
    Text(String),
    /// `{ ... }`.
    Place(Expr),
}

/// What a placeable holds.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) enum Expr {
    /// `"text"`.
    Str(String),
    /// `42`, `-1.5`.
    Num(f64),
    /// `$name`.
    Var(String),
    /// `message` or `message.attribute`.
    Message(String, Option<String>),
    /// `-term`.
    Term(String),
    /// `selector -> variants`.
    Select(Box<Expr>, Vec<Variant>),
}

/// One variant of a select expression.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) struct Variant {
    /// `[key]`.
    pub key: Key,
    /// Marked `*`: chosen when no other matches.
    pub default: bool,
    /// Its text.
    pub value: Pattern,
}

/// A variant's key.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) enum Key {
    /// `[one]`, `[x-wing]`.
    Name(String),
    /// `[0]`.
    Num(f64),
}

/// Messages, terms (names without the hyphen) and the errors of a source.
type Read = (Vec<(String, Entry)>, Vec<(String, Entry)>, Vec<Error>);

/// Reads every entry of `source`.
pub(crate) fn resource(source: &str) -> Read {
    let mut p = Parser { s: source, i: 0 };
    let (mut messages, mut terms, mut errors) = (Vec::new(), Vec::new(), Vec::new());
    while let Some(c) = p.peek() {
        match c {
            b'\n' | b'\r' => p.i += 1,
            b'#' => p.skip_line(),
            b'-' | b'a'..=b'z' | b'A'..=b'Z' => {
                let start = p.i;
                match p.entry() {
                    Ok((true, name, entry)) => terms.push((name, entry)),
                    Ok((false, name, entry)) => messages.push((name, entry)),
                    Err(message) => {
                        errors.push(Error {
                            line: p.line_of(p.i.max(start)),
                            message,
                        });
                        p.skip_junk();
                    }
                }
            }
            _ => {
                let blank = p.rest_of_line().trim().is_empty();
                if !blank {
                    errors.push(Error {
                        line: p.line_of(p.i),
                        message: "expected a message, a term or a comment at the start of the line"
                            .into(),
                    });
                }
                p.skip_junk();
            }
        }
    }
    (messages, terms, errors)
}

/// A piece of a pattern before its indentation is settled.
enum Piece {
    Text(String),
    /// Line ends, then a line indented by `indent` spaces.
    Indent {
        lines: usize,
        indent: usize,
    },
    Place(Expr),
}

struct Parser<'a> {
    s: &'a str,
    i: usize,
}

type Result<T> = std::result::Result<T, String>;

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.as_bytes().get(self.i).copied()
    }

    fn at(&self, k: usize) -> Option<u8> {
        self.s.as_bytes().get(self.i + k).copied()
    }

    fn line_of(&self, i: usize) -> usize {
        1 + self.s.as_bytes()[..i.min(self.s.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
    }

    fn rest_of_line(&self) -> &str {
        let rest = &self.s[self.i..];
        &rest[..rest.find('\n').unwrap_or(rest.len())]
    }

    fn skip_line(&mut self) {
        self.i += self.rest_of_line().len();
        if self.peek() == Some(b'\n') {
            self.i += 1;
        }
    }

    /// Skips to the next line that starts an entry or a comment.
    fn skip_junk(&mut self) {
        self.skip_line();
        while let Some(c) = self.peek() {
            if matches!(c, b'#' | b'-' | b'a'..=b'z' | b'A'..=b'Z') {
                return;
            }
            self.skip_line();
        }
    }

    fn skip_inline_blank(&mut self) {
        while self.peek() == Some(b' ') {
            self.i += 1;
        }
    }

    /// Spaces and line ends.
    fn skip_blank(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r')) {
            self.i += 1;
        }
    }

    fn expect(&mut self, c: u8, what: &str) -> Result<()> {
        if self.peek() == Some(c) {
            self.i += 1;
            Ok(())
        } else {
            Err(format!("expected {what}"))
        }
    }

    fn identifier(&mut self) -> Result<String> {
        let start = self.i;
        if !matches!(self.peek(), Some(b'a'..=b'z' | b'A'..=b'Z')) {
            return Err("expected a name (a letter, then letters, digits, - or _)".into());
        }
        while matches!(
            self.peek(),
            Some(b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_')
        ) {
            self.i += 1;
        }
        Ok(self.s[start..self.i].to_string())
    }

    /// `name = pattern` with attributes; whether it is a term.
    fn entry(&mut self) -> Result<(bool, String, Entry)> {
        let term = self.peek() == Some(b'-');
        if term {
            self.i += 1;
        }
        let name = self.identifier()?;
        self.skip_inline_blank();
        self.expect(b'=', "'=' after the name")?;
        self.skip_inline_blank();
        let value = self.pattern()?;
        let mut attrs = Vec::new();
        loop {
            let save = self.i;
            self.skip_blank();
            if self.peek() != Some(b'.') || save == self.i {
                self.i = save;
                break;
            }
            self.i += 1;
            let attr = self.identifier()?;
            self.skip_inline_blank();
            self.expect(b'=', "'=' after the attribute's name")?;
            self.skip_inline_blank();
            let pattern = self
                .pattern()?
                .ok_or_else(|| format!("the attribute .{attr} has no value"))?;
            attrs.push((attr, pattern));
        }
        if value.is_none() && (term || attrs.is_empty()) {
            return Err(format!("{name} has no value"));
        }
        match self.peek() {
            None | Some(b'\n' | b'\r') => Ok((term, name, Entry { value, attrs })),
            Some(_) => Err("unexpected text after the value".into()),
        }
    }

    /// A pattern, up to the end of its last line; `None` when empty.
    fn pattern(&mut self) -> Result<Option<Pattern>> {
        let mut pieces = Vec::new();
        while let Some(c) = self.peek() {
            match c {
                b'{' => pieces.push(Piece::Place(self.placeable()?)),
                b'}' => return Err("a '}' without its '{'".into()),
                b'\n' | b'\r' => {
                    let save = self.i;
                    let mut lines = 0;
                    let mut indent = 0;
                    while let Some(c) = self.peek() {
                        match c {
                            b'\n' => {
                                lines += 1;
                                indent = 0;
                            }
                            b'\r' => {}
                            b' ' => indent += 1,
                            _ => break,
                        }
                        self.i += 1;
                    }
                    let goes_on = indent > 0
                        && !matches!(self.peek(), None | Some(b'[' | b'*' | b'.' | b'}'));
                    if !goes_on {
                        self.i = save;
                        break;
                    }
                    pieces.push(Piece::Indent { lines, indent });
                }
                _ => {
                    let rest = &self.s[self.i..];
                    let end = rest.find(['{', '}', '\n', '\r']).unwrap_or(rest.len());
                    pieces.push(Piece::Text(rest[..end].to_string()));
                    self.i += end;
                }
            }
        }
        Ok(settle(pieces))
    }

    /// `{ expression }` or `{ selector -> variants }`.
    fn placeable(&mut self) -> Result<Expr> {
        self.expect(b'{', "'{'")?;
        self.skip_blank();
        let mut expr = self.inline_expression()?;
        self.skip_blank();
        if self.peek() == Some(b'-') && self.at(1) == Some(b'>') {
            if !matches!(expr, Expr::Var(_) | Expr::Str(_) | Expr::Num(_)) {
                return Err("only a variable or a literal can select a variant".into());
            }
            self.i += 2;
            self.skip_inline_blank();
            let variants = self.variants()?;
            expr = Expr::Select(Box::new(expr), variants);
            self.skip_blank();
        }
        self.expect(b'}', "'}' to close the placeable")?;
        Ok(expr)
    }

    fn inline_expression(&mut self) -> Result<Expr> {
        match self.peek() {
            Some(b'"') => self.string().map(Expr::Str),
            Some(b'0'..=b'9') => self.number().map(Expr::Num),
            Some(b'-') if matches!(self.at(1), Some(b'0'..=b'9')) => self.number().map(Expr::Num),
            Some(b'$') => {
                self.i += 1;
                self.identifier().map(Expr::Var)
            }
            Some(b'-') => {
                self.i += 1;
                let name = self.identifier()?;
                if matches!(self.peek(), Some(b'(' | b'.')) {
                    return Err(format!(
                        "-{name}: terms with arguments or attributes are not read"
                    ));
                }
                Ok(Expr::Term(name))
            }
            Some(b'{') => self.placeable(),
            Some(b'a'..=b'z' | b'A'..=b'Z') => {
                let name = self.identifier()?;
                match self.peek() {
                    Some(b'(') => Err(format!("{name}(): functions are not read")),
                    Some(b'.') => {
                        self.i += 1;
                        let attr = self.identifier()?;
                        Ok(Expr::Message(name, Some(attr)))
                    }
                    _ => Ok(Expr::Message(name, None)),
                }
            }
            _ => Err("expected a variable, a message, a term or a literal in '{ }'".into()),
        }
    }

    fn string(&mut self) -> Result<String> {
        self.expect(b'"', "'\"'")?;
        let mut out = String::new();
        loop {
            let rest = &self.s[self.i..];
            let end = rest
                .find(['"', '\\', '\n'])
                .ok_or("a string literal without its closing '\"'")?;
            out.push_str(&rest[..end]);
            self.i += end;
            match self.peek() {
                Some(b'"') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.i += 1;
                    let c = self.peek().ok_or("an escape at the end of the text")?;
                    self.i += 1;
                    match c {
                        b'"' | b'\\' => out.push(c as char),
                        b'u' | b'U' => {
                            let len = if c == b'u' { 4 } else { 6 };
                            let hex = self
                                .s
                                .get(self.i..self.i + len)
                                .ok_or("a short \\u escape")?;
                            let code = u32::from_str_radix(hex, 16)
                                .ok()
                                .and_then(char::from_u32)
                                .ok_or_else(|| {
                                format!("\\{}{hex} is no character", c as char)
                            })?;
                            out.push(code);
                            self.i += len;
                        }
                        _ => return Err(format!("unknown escape \\{}", c as char)),
                    }
                }
                _ => return Err("a string literal cannot span lines".into()),
            }
        }
    }

    /// A number literal: digits, an optional fraction, an optional minus.
    /// Read by hand: Rust's float parser would cost the page's module
    /// kilobytes for the few small numbers a catalogue holds.
    fn number(&mut self) -> Result<f64> {
        let start = self.i;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.i += 1;
        }
        let (mut value, mut scale, mut fraction, mut digits) = (0.0, 1.0, false, 0);
        while let Some(c) = self.peek() {
            match c {
                b'0'..=b'9' => {
                    let d = f64::from(c - b'0');
                    if fraction {
                        scale /= 10.0;
                        value += d * scale;
                    } else {
                        value = value * 10.0 + d;
                    }
                    digits += 1;
                }
                b'.' if !fraction => fraction = true,
                _ => break,
            }
            self.i += 1;
        }
        if digits == 0 {
            return Err(format!("{} is not a number", &self.s[start..self.i]));
        }
        Ok(if negative { -value } else { value })
    }

    /// The variants of a select expression, exactly one marked `*`.
    fn variants(&mut self) -> Result<Vec<Variant>> {
        let mut variants = Vec::new();
        loop {
            self.skip_blank();
            let default = self.peek() == Some(b'*');
            if default {
                self.i += 1;
            }
            if self.peek() != Some(b'[') {
                if default {
                    return Err("expected '[' after '*'".into());
                }
                break;
            }
            self.i += 1;
            self.skip_blank();
            let key = match self.peek() {
                Some(b'0'..=b'9' | b'-') => Key::Num(self.number()?),
                _ => Key::Name(self.identifier()?),
            };
            self.skip_blank();
            self.expect(b']', "']' after the variant's key")?;
            self.skip_inline_blank();
            let value = self.pattern()?.unwrap_or_default();
            variants.push(Variant {
                key,
                default,
                value,
            });
        }
        match variants.iter().filter(|v| v.default).count() {
            1 => Ok(variants),
            0 => Err("a select expression needs one default variant, marked '*'".into()),
            _ => Err("a select expression has more than one default variant".into()),
        }
    }
}

/// The pattern's pieces with their common indentation removed, line ends
/// kept, the line break that starts a block pattern and the trailing
/// blanks dropped, as Fluent does.
fn settle(pieces: Vec<Piece>) -> Option<Pattern> {
    let common = pieces
        .iter()
        .filter_map(|p| match p {
            Piece::Indent { indent, .. } => Some(*indent),
            _ => None,
        })
        .min()
        .unwrap_or(0);
    let mut out: Pattern = Vec::new();
    let push_text = |out: &mut Pattern, text: &str| match out.last_mut() {
        Some(Element::Text(last)) => last.push_str(text),
        _ => out.push(Element::Text(text.to_string())),
    };
    for (k, piece) in pieces.into_iter().enumerate() {
        match piece {
            Piece::Text(text) => push_text(&mut out, &text),
            Piece::Indent { lines, indent } => {
                let breaks = if k == 0 { 0 } else { lines };
                let text = "\n".repeat(breaks) + &" ".repeat(indent - common);
                push_text(&mut out, &text);
            }
            Piece::Place(expr) => out.push(Element::Place(expr)),
        }
    }
    if let Some(Element::Text(last)) = out.last_mut() {
        let kept = last.trim_end_matches([' ', '\n', '\r']).len();
        last.truncate(kept);
        if last.is_empty() {
            out.pop();
        }
    }
    if let Some(Element::Text(first)) = out.first() {
        if first.is_empty() {
            out.remove(0);
        }
    }
    (!out.is_empty()).then_some(out)
}
