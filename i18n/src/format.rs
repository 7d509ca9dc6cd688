//! Formatting a pattern with its arguments.

use crate::parse::{Element, Expr, Key, Pattern, Variant};
use crate::{Catalogue, Locale};

/// How deep message references may nest before formatting stops (a
/// catalogue that refers to itself in a circle still formats).
pub(crate) const MAX_DEPTH: usize = 16;

/// A value passed to a message.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arg<'a> {
    /// Text, shown as it is and matched against variant keys.
    Str(&'a str),
    /// A number, written by the [`Locale`] and selecting plural variants.
    Num(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Arg<'a> {
        Arg::Str(text)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Arg<'a> {
        Arg::Str(text)
    }
}

impl From<f64> for Arg<'_> {
    fn from(n: f64) -> Self {
        Arg::Num(n)
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Num(n as f64)
    }
}

impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Num(f64::from(n))
    }
}

impl From<u64> for Arg<'_> {
    fn from(n: u64) -> Self {
        Arg::Num(n as f64)
    }
}

/// Formatting's inputs, passed down the references.
struct Run<'c, 'a> {
    catalogue: &'c Catalogue,
    args: &'c [(&'c str, Arg<'a>)],
    locale: &'c dyn Locale,
}

/// `pattern` formatted.
pub(crate) fn pattern(
    catalogue: &Catalogue,
    value: &Pattern,
    args: &[(&str, Arg<'_>)],
    locale: &dyn Locale,
) -> String {
    let run = Run {
        catalogue,
        args,
        locale,
    };
    let mut out = String::new();
    run.pattern(value, &mut out, 0);
    out
}

impl Run<'_, '_> {
    fn pattern(&self, value: &Pattern, out: &mut String, depth: usize) {
        for element in value {
            match element {
                Element::Text(text) => out.push_str(text),
                Element::Place(expr) => self.expr(expr, out, depth),
            }
        }
    }

    fn arg(&self, name: &str) -> Option<Arg<'_>> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
    }

    fn expr(&self, expr: &Expr, out: &mut String, depth: usize) {
        match expr {
            Expr::Str(text) => out.push_str(text),
            Expr::Num(n) => out.push_str(&self.locale.number(*n)),
            Expr::Var(name) => match self.arg(name) {
                Some(Arg::Str(text)) => out.push_str(text),
                Some(Arg::Num(n)) => out.push_str(&self.locale.number(n)),
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Expr::Message(id, attr) => {
                let entry = self.catalogue.message(id);
                let value = match attr {
                    Some(attr) => entry.and_then(|e| e.attribute(attr)),
                    None => entry.and_then(|e| e.value.as_ref()),
                };
                match value {
                    Some(value) if depth < MAX_DEPTH => self.pattern(value, out, depth + 1),
                    _ => {
                        out.push('{');
                        out.push_str(id);
                        if let Some(attr) = attr {
                            out.push('.');
                            out.push_str(attr);
                        }
                        out.push('}');
                    }
                }
            }
            Expr::Term(id) => match self.catalogue.term(id).and_then(|e| e.value.as_ref()) {
                Some(value) if depth < MAX_DEPTH => self.pattern(value, out, depth + 1),
                _ => {
                    out.push_str("{-");
                    out.push_str(id);
                    out.push('}');
                }
            },
            Expr::Select(selector, variants) => {
                let chosen = match selector.as_ref() {
                    Expr::Var(name) => self.arg(name),
                    Expr::Str(text) => Some(Arg::Str(text)),
                    Expr::Num(n) => Some(Arg::Num(*n)),
                    _ => None,
                };
                if let Some(variant) = self.choose(chosen, variants) {
                    self.pattern(&variant.value, out, depth);
                }
            }
        }
    }

    /// The variant `value` selects: an exact key, then (for a number) its
    /// plural category, then the default.
    fn choose<'v>(&self, value: Option<Arg<'_>>, variants: &'v [Variant]) -> Option<&'v Variant> {
        let named = |name: &str| {
            variants
                .iter()
                .find(|v| matches!(&v.key, Key::Name(key) if key == name))
        };
        let found = match value {
            Some(Arg::Num(n)) => variants
                .iter()
                .find(|v| matches!(v.key, Key::Num(k) if k == n))
                .or_else(|| named(self.locale.plural(n).as_str())),
            Some(Arg::Str(text)) => named(text),
            None => None,
        };
        found.or_else(|| variants.iter().find(|v| v.default))
    }
}

impl From<i32> for Arg<'_> {
    fn from(n: i32) -> Self {
        Arg::Num(n as f64)
    }
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Num(n as f64)
    }
}

impl From<u8> for Arg<'_> {
    fn from(n: u8) -> Self {
        Arg::Num(n as f64)
    }
}

impl From<u16> for Arg<'_> {
    fn from(n: u16) -> Self {
        Arg::Num(n as f64)
    }
}
