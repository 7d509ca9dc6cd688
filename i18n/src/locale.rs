//! What formatting needs from a language beyond its catalogue: the plural
//! category of a number and how numbers are written.

/// A plural category, as the Unicode CLDR names them (and as Fluent's
/// variant keys spell them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// `zero` (Arabic, Latvian...).
    Zero,
    /// `one` (English "1 call", French "0 appel" and "1 appel").
    One,
    /// `two`.
    Two,
    /// `few`.
    Few,
    /// `many` (French, Spanish, Italian and Portuguese for a million and more).
    Many,
    /// `other`: every language has it.
    Other,
}

impl Plural {
    /// The category's CLDR name: `zero`, `one`, `two`, `few`, `many`, `other`.
    pub fn as_str(self) -> &'static str {
        match self {
            Plural::Zero => "zero",
            Plural::One => "one",
            Plural::Two => "two",
            Plural::Few => "few",
            Plural::Many => "many",
            Plural::Other => "other",
        }
    }

    /// The category named `name` (as [`Plural::as_str`] spells it).
    pub fn from_name(name: &str) -> Option<Plural> {
        Some(match name {
            "zero" => Plural::Zero,
            "one" => Plural::One,
            "two" => Plural::Two,
            "few" => Plural::Few,
            "many" => Plural::Many,
            "other" => Plural::Other,
            _ => return None,
        })
    }
}

/// A language's plural rules and number format.
pub trait Locale {
    /// The plural category of `n` (cardinal).
    fn plural(&self, n: f64) -> Plural;
    /// `n` written for a reader of the language ("69,175,317" in English,
    /// "69.175.317" in German).
    fn number(&self, n: f64) -> String;
}

/// English without the browser: "one" for exactly 1, and numbers grouped
/// in thousands with commas, at most three decimals, as the browser's
/// `Intl.NumberFormat("en")` writes them. Used natively (the tests, the
/// workers' fallback).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct English;

impl Locale for English {
    fn plural(&self, n: f64) -> Plural {
        if n == 1.0 {
            Plural::One
        } else {
            Plural::Other
        }
    }

    fn number(&self, n: f64) -> String {
        grouped(n, ',', '.')
    }
}

/// `n` rounded to three decimals (trailing zeros dropped), its whole part
/// grouped in thousands with `group`, `decimal` before the fraction.
pub fn grouped(n: f64, group: char, decimal: char) -> String {
    // Integers only: formatting a float would bring Rust's float printer
    // (kilobytes) into the page's module.
    if n.is_nan() {
        return "NaN".into();
    }
    if n.is_infinite() {
        return if n < 0.0 { "-∞" } else { "∞" }.into();
    }
    let negative = n < 0.0;
    let thousandths = (n.abs() * 1000.0).round() as u64;
    let (whole, fraction) = (thousandths / 1000, thousandths % 1000);
    let digits = whole.to_string();
    let mut out = String::new();
    if negative && thousandths > 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(group);
        }
        out.push(c);
    }
    if fraction > 0 {
        let text = format!("{fraction:03}");
        out.push(decimal);
        out.push_str(text.trim_end_matches('0'));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_groups_like_the_browser() {
        assert_eq!(English.number(69_175_317.0), "69,175,317");
        assert_eq!(English.number(52.0), "52");
        assert_eq!(English.number(1000.0), "1,000");
        assert_eq!(English.number(999.0), "999");
        assert_eq!(English.number(1.5), "1.5");
        assert_eq!(English.number(0.1234), "0.123");
        assert_eq!(English.number(-1234.5), "-1,234.5");
        assert_eq!(English.number(0.0), "0");
    }

    #[test]
    fn english_plural() {
        assert_eq!(English.plural(1.0), Plural::One);
        assert_eq!(English.plural(0.0), Plural::Other);
        assert_eq!(English.plural(2.0), Plural::Other);
        assert_eq!(Plural::from_name("many"), Some(Plural::Many));
        assert_eq!(Plural::from_name("lots"), None);
    }
}
