//! The page's words in every language: catalogues written in Mozilla's
//! [Fluent](https://projectfluent.org) syntax, read and formatted.
//!
//! Fluent keeps the grammar in the catalogue, not in code: a translator
//! writes a plural or a case as a *select expression*, and the code only
//! passes the numbers and names. This crate reads the part of Fluent the
//! page's catalogues use and formats it exactly as Mozilla's `fluent-bundle`
//! does (a test formats every message of every catalogue with both and
//! compares them), in a few kilobytes of WebAssembly instead of the forty
//! the full implementation and its locale data cost. Plural categories and
//! number formats are not built in: a [`Locale`] supplies them (in the
//! browser, its `Intl.PluralRules` and `Intl.NumberFormat`).
//!
//! What it reads: messages and terms (`-brand = Sudoku`), their attributes
//! (`.label = ...`), comments, multiline text, and placeables holding a
//! variable (`{ $count }`), a message or term reference (`{ other }`,
//! `{ other.label }`, `{ -brand }`), a string or number literal, or a
//! select expression on a variable (`{ $n -> [one] ... *[other] ... }`:
//! numeric keys match exactly, then the plural category; string keys match
//! strings). Anything else is reported as an [`Error`] with its line.
//!
//! ```
//! use sudoku_i18n::{Arg, Catalogue, English};
//!
//! let source = "\
//! -brand = Sudoku
//! calls = { $count ->
//!     [one] one call
//!    *[other] { $count } calls
//! }
//! title = { -brand }: { calls }
//!     .label = The { -brand } page
//! ";
//! let catalogue = Catalogue::parse(source).unwrap();
//! let en = English;
//! assert_eq!(catalogue.format("calls", &[("count", Arg::Num(1.0))], &en), "one call");
//! assert_eq!(
//!     catalogue.format("title", &[("count", Arg::Num(52.0))], &en),
//!     "Sudoku: 52 calls"
//! );
//! assert_eq!(catalogue.attribute("title", "label", &[], &en), "The Sudoku page");
//! ```

mod format;
mod locale;
mod parse;

pub use format::Arg;
pub use locale::{English, Locale, Plural};
pub use parse::Error;

use parse::{Entry, Expr, Pattern};

/// A language's messages, read from its Fluent source.
#[derive(Clone, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Catalogue {
    /// Messages by identifier, sorted for binary search.
    messages: Vec<(String, Entry)>,
    /// Terms (`-name` in the source, stored without the hyphen), sorted.
    terms: Vec<(String, Entry)>,
}

impl Catalogue {
    /// Reads a catalogue; every entry that does not parse is an error, with
    /// its line (the entries that parse are still in the catalogue given by
    /// [`Catalogue::parse_lenient`]).
    pub fn parse(source: &str) -> Result<Catalogue, Vec<Error>> {
        let (catalogue, errors) = Catalogue::parse_lenient(source);
        if errors.is_empty() {
            Ok(catalogue)
        } else {
            Err(errors)
        }
    }

    /// Reads a catalogue, keeping every entry that parses, and the errors.
    pub fn parse_lenient(source: &str) -> (Catalogue, Vec<Error>) {
        let (mut messages, mut terms, errors) = parse::resource(source);
        // The first of two entries with one name wins, as in Fluent: a
        // stable sort keeps them in order (the unstable sort is smaller
        // code, so each entry carries its place).
        for list in [&mut messages, &mut terms] {
            let mut placed: Vec<(usize, (String, Entry))> = list.drain(..).enumerate().collect();
            placed.sort_unstable_by(|(i, a), (j, b)| a.0.cmp(&b.0).then(i.cmp(j)));
            list.extend(placed.into_iter().map(|(_, entry)| entry));
            list.dedup_by(|b, a| a.0 == b.0);
        }
        (Catalogue { messages, terms }, errors)
    }

    /// Adds `other`'s entries (this catalogue's own win on a clash): how
    /// a catalogue kept in parts is joined.
    pub fn merge(&mut self, other: Catalogue) {
        for (list, more) in [
            (&mut self.messages, other.messages),
            (&mut self.terms, other.terms),
        ] {
            for (name, entry) in more {
                if let Err(at) = list.binary_search_by(|(n, _)| n.as_str().cmp(&name)) {
                    list.insert(at, (name, entry));
                }
            }
        }
    }

    /// The catalogue in two: the messages the web page's own module says,
    /// and those only its workers and its Batch and camera panels say
    /// ([`for_modules`]); terms go to both.
    pub fn split(self) -> (Catalogue, Catalogue) {
        self.split_off(for_modules)
    }

    /// The catalogue in two: the messages `taken` does not pick, and those
    /// it picks; terms go to both.
    pub fn split_off(self, taken: impl Fn(&str) -> bool) -> (Catalogue, Catalogue) {
        let (picked, kept): (Vec<_>, Vec<_>) =
            self.messages.into_iter().partition(|(id, _)| taken(id));
        (
            Catalogue {
                messages: kept,
                terms: self.terms.clone(),
            },
            Catalogue {
                messages: picked,
                terms: self.terms,
            },
        )
    }

    /// The message `id` with `args`; a message missing from the catalogue
    /// gives its identifier, and a missing variable gives `{$name}`, so a
    /// gap shows without breaking the page.
    pub fn format(&self, id: &str, args: &[(&str, Arg<'_>)], locale: &dyn Locale) -> String {
        match self.message(id).and_then(|entry| entry.value.as_ref()) {
            Some(value) => format::pattern(self, value, args, locale),
            None => id.to_string(),
        }
    }

    /// The attribute `attr` of message `id` (`id.attr` when missing).
    pub fn attribute(
        &self,
        id: &str,
        attr: &str,
        args: &[(&str, Arg<'_>)],
        locale: &dyn Locale,
    ) -> String {
        match self.message(id).and_then(|entry| entry.attribute(attr)) {
            Some(value) => format::pattern(self, value, args, locale),
            None => format!("{id}.{attr}"),
        }
    }

    /// Whether the catalogue has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.message(id).is_some()
    }

    /// Every message's identifier, sorted.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.messages.iter().map(|(id, _)| id.as_str())
    }

    /// The attributes' names of message `id`, sorted.
    pub fn attributes(&self, id: &str) -> Vec<&str> {
        let mut names: Vec<&str> = self
            .message(id)
            .map(|entry| entry.attrs.iter().map(|(name, _)| name.as_str()).collect())
            .unwrap_or_default();
        names.sort_unstable();
        names
    }

    /// The variables message `id` uses (its value, attributes, and the
    /// messages and terms it refers to), sorted, each once: a translation
    /// must use the same ones as the English.
    pub fn variables(&self, id: &str) -> Vec<String> {
        let mut found = Vec::new();
        if let Some(entry) = self.message(id) {
            self.entry_variables(entry, &mut found, 0);
        }
        found.sort();
        found.dedup();
        found
    }

    /// The message and term references that name nothing in this
    /// catalogue, as `(from, to)` (a term as `-name`): a part of a
    /// catalogue must not refer to a message another part holds.
    pub fn missing_references(&self) -> Vec<(String, String)> {
        let mut missing = Vec::new();
        for (id, entry) in self.messages.iter().chain(&self.terms) {
            let mut refs = Vec::new();
            for pattern in entry.value.iter().chain(entry.attrs.iter().map(|(_, p)| p)) {
                references(pattern, &mut refs);
            }
            for (term, name) in refs {
                let known = if term {
                    self.term(&name)
                } else {
                    self.message(&name)
                };
                if known.is_none() {
                    missing.push((id.clone(), if term { format!("-{name}") } else { name }));
                }
            }
        }
        missing
    }

    fn entry_variables(&self, entry: &Entry, found: &mut Vec<String>, depth: usize) {
        let patterns = entry.value.iter().chain(entry.attrs.iter().map(|(_, p)| p));
        for pattern in patterns {
            self.pattern_variables(pattern, found, depth);
        }
    }

    fn pattern_variables(&self, pattern: &Pattern, found: &mut Vec<String>, depth: usize) {
        if depth > format::MAX_DEPTH {
            return;
        }
        for element in pattern {
            if let parse::Element::Place(expr) = element {
                self.expr_variables(expr, found, depth);
            }
        }
    }

    fn expr_variables(&self, expr: &Expr, found: &mut Vec<String>, depth: usize) {
        match expr {
            Expr::Var(name) => found.push(name.clone()),
            Expr::Message(id, _) => {
                if let Some(entry) = self.message(id) {
                    self.entry_variables(entry, found, depth + 1);
                }
            }
            Expr::Term(id) => {
                if let Some(entry) = self.term(id) {
                    self.entry_variables(entry, found, depth + 1);
                }
            }
            Expr::Select(selector, variants) => {
                self.expr_variables(selector, found, depth);
                for variant in variants {
                    self.pattern_variables(&variant.value, found, depth);
                }
            }
            Expr::Str(_) | Expr::Num(_) => {}
        }
    }

    fn message(&self, id: &str) -> Option<&Entry> {
        find(&self.messages, id)
    }

    fn term(&self, id: &str) -> Option<&Entry> {
        find(&self.terms, id)
    }
}

/// Whether message `id` is said only by the web page's workers, its
/// Batch and camera panels and its variants module, so that the page's
/// first load need not carry it: a step's sentences (`step-*`, but the
/// technique names `step-technique-*`, which hints name), the camera's
/// (`camera-*`), the Batch panel's (`batch-*`) and the variants' words
/// (`variant-*`: cages, the variants' status). The page's build and the catalogues' compiler
/// split every language by it; the page's site check makes sure the page's
/// module uses none of them.
pub fn for_modules(id: &str) -> bool {
    (id.starts_with("step-") && !id.starts_with("step-technique-"))
        || id.starts_with("camera-")
        || id.starts_with("batch-")
        || id.starts_with("variant-")
}

/// Whether the page's English message `id` may arrive once the page runs
/// rather than in its first load: the words of panels and results that are
/// not on the first screen (Statistics, Compare, Practise's list, a photo's
/// preview, the difficulty line and its explanation, Solve's results and
/// progress, the workers' failure reasons). The page's build leaves them
/// out of its module and the page fetches them as `lang/en-later.bin` as
/// soon as it has started; the workers and panels have them built in.
pub fn for_later(id: &str) -> bool {
    const LATER: [&str; 13] = [
        "difficulty-",
        "stats-",
        "compare-",
        "page-compare-",
        "page-stats-",
        "page-practise-",
        "worker-",
        "photo-",
        "explain-",
        "status-solved-",
        "status-progress-",
        "status-solve-",
        "status-solving-",
    ];
    !for_modules(id) && LATER.iter().any(|prefix| id.starts_with(prefix))
}

/// The references of `pattern` (whether a term, and the name).
fn references(pattern: &Pattern, out: &mut Vec<(bool, String)>) {
    for element in pattern {
        if let parse::Element::Place(expr) = element {
            expr_references(expr, out);
        }
    }
}

fn expr_references(expr: &Expr, out: &mut Vec<(bool, String)>) {
    match expr {
        Expr::Message(id, _) => out.push((false, id.clone())),
        Expr::Term(id) => out.push((true, id.clone())),
        Expr::Select(selector, variants) => {
            expr_references(selector, out);
            for variant in variants {
                references(&variant.value, out);
            }
        }
        Expr::Str(_) | Expr::Num(_) | Expr::Var(_) => {}
    }
}

/// The entry named `id` in a sorted list.
fn find<'a>(entries: &'a [(String, Entry)], id: &str) -> Option<&'a Entry> {
    entries
        .binary_search_by(|(name, _)| name.as_str().cmp(id))
        .ok()
        .map(|i| &entries[i].1)
}
