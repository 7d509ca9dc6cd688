//! The language the page speaks: which one ([`Lang`]), its catalogue and
//! how it writes numbers ([`speak`]), and the words themselves ([`t!`],
//! [`t`], [`tf`]).
//!
//! Every sentence the page shows or announces is a message of a Fluent
//! catalogue, one per language in `i18n/ftl/<tag>/` (English is built into
//! the page; the others are fetched when chosen). The grammar (plurals, "a" or
//! "an", word order) is in the catalogue; code passes only numbers and
//! names. A message missing from a translation falls back to English, so a
//! gap never shows an identifier (the catalogue tests catch the gap).
//!
//! The catalogue in use is the page's one global: it is the language of
//! everything at once, and text functions deep in the layers need not pass
//! it along. Pure Rust: the browser's `Intl` comes in as a [`Locale`] from
//! the services layer.

use std::cell::RefCell;
use std::rc::Rc;
pub use sudoku_i18n::Arg;
use sudoku_i18n::{Catalogue, English, Locale};

/// The English the page's own module says, built into it: the files of
/// `i18n/ftl/en/` read at build time (`build.rs`), without
/// [`ENGLISH_MODULES`], as postcard bytes of a [`Catalogue`] (see [`read`]).
pub const ENGLISH: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/en-page.bin"));

/// The English only the workers and the Batch and camera panels say (a
/// step's sentences, the camera's and Batch's words): each of them adds it
/// with [`add_module_english`]; the page's first load does not carry it.
pub const ENGLISH_MODULES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/en-modules.bin"));

/// The English only the variants module says (the messages `variant-*`:
/// cages, the variants' status): built into that module alone
/// (docs/variants.md, The page).
#[cfg(feature = "variants")]
pub const ENGLISH_VARIANTS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/en-variants.bin"));

/// A language the page speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (`en`), the page's first language.
    #[default]
    En,
    /// German (`de`).
    De,
    /// French (`fr`).
    Fr,
    /// Spanish (`es`).
    Es,
    /// Italian (`it`).
    It,
    /// Dutch (`nl`).
    Nl,
    /// Portuguese (`pt`).
    Pt,
    /// Japanese (`ja`).
    Ja,
}

impl Lang {
    /// Every language, in the order the language select lists them.
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::De,
        Lang::Fr,
        Lang::Es,
        Lang::It,
        Lang::Nl,
        Lang::Pt,
        Lang::Ja,
    ];

    /// Its BCP 47 tag: `en`, `de`, `fr`, `es`, `it`, `nl`, `pt`, `ja`
    /// (the value of `?lang=`, `<html lang>` and the select's options).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::It => "it",
            Lang::Nl => "nl",
            Lang::Pt => "pt",
            Lang::Ja => "ja",
        }
    }

    /// The language of a tag, by its first part (`de-CH` and `DE` are
    /// German); `None` for a language the page does not speak.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.tag().eq_ignore_ascii_case(primary))
    }

    /// Its name in itself, as the language select shows it to someone who
    /// reads only that language.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::It => "Italiano",
            Lang::Nl => "Nederlands",
            Lang::Pt => "Português",
            Lang::Ja => "日本語",
        }
    }
}

/// What the words of the components that keep their own state depend on
/// (the page's language context): the language, and whether the part of
/// the English fetched once the page runs ([`add_english`]) has arrived.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wording {
    /// The language spoken.
    pub lang: Lang,
    /// Whether all of the English is there.
    pub english_complete: bool,
}

/// The language in use: its catalogue and number format.
struct Speaker {
    lang: Lang,
    catalogue: Rc<Catalogue>,
    /// The catalogue's parts as fetched (none for English, which every
    /// module has built in), for the workers that word things too.
    parts: Vec<Rc<[u8]>>,
    locale: Rc<dyn Locale>,
}

thread_local! {
    /// The English catalogue, read once (and joined with the modules'
    /// English where [`add_module_english`] asked for it).
    static ENGLISH_CATALOGUE: RefCell<Rc<Catalogue>> = RefCell::new(Rc::new(first_english()));
    /// The language in use; English until [`speak`] says otherwise.
    static SPEAKER: RefCell<Option<Speaker>> = const { RefCell::new(None) };
}

/// The English a module starts with: the page's (with the variants' in
/// the variants module's build); natively (the tests, the command-line
/// tools) all of it.
fn first_english() -> Catalogue {
    #[allow(unused_mut)]
    let mut english = read(ENGLISH);
    #[cfg(feature = "variants")]
    english.merge(read(ENGLISH_VARIANTS));
    #[cfg(not(target_arch = "wasm32"))]
    english.merge(read(ENGLISH_MODULES));
    english
}

/// The English catalogue.
pub fn english() -> Rc<Catalogue> {
    ENGLISH_CATALOGUE.with(|c| c.borrow().clone())
}

/// Adds the English of the workers and the Batch and camera panels
/// ([`ENGLISH_MODULES`]) to this module's English: each of them calls it
/// first thing (the page's own module never does).
pub fn add_module_english() {
    add_english(ENGLISH_MODULES);
}

/// Adds English messages (a catalogue's postcard `bytes`) to this module's
/// English: the modules' part ([`add_module_english`]), or the part of the
/// page's English it fetches once it runs (`lang/en-later.bin`,
/// [`sudoku_i18n::for_later`]: the words of panels and results that are
/// not on the first screen; until it has arrived such a message shows its
/// identifier).
pub fn add_english(bytes: &[u8]) {
    ENGLISH_CATALOGUE.with(|c| {
        let mut all = (**c.borrow()).clone();
        all.merge(read(bytes));
        *c.borrow_mut() = Rc::new(all);
    });
    // A language already spoken keeps its words; English restarts with all.
    if lang() == Lang::En {
        SPEAKER.with(|s| *s.borrow_mut() = None);
    }
}

/// A catalogue from its postcard bytes, as the build writes them
/// (`build.rs`, `i18n/examples/compile.rs`); bytes that do not read give
/// an empty catalogue, whose messages then come from English.
pub fn read(bytes: &[u8]) -> Catalogue {
    postcard::from_bytes(bytes).unwrap_or_default()
}

/// From now on the page speaks `lang`, with its `catalogue` (read from
/// `parts`; English's may be left empty) and `locale` (the browser's
/// `Intl` for it, or [`English`] natively).
pub fn speak(lang: Lang, catalogue: Rc<Catalogue>, parts: Vec<Rc<[u8]>>, locale: Rc<dyn Locale>) {
    SPEAKER.with(|s| {
        *s.borrow_mut() = Some(Speaker {
            lang,
            catalogue,
            parts,
            locale,
        })
    });
}

/// Reads `parts` and speaks `lang` with them (English when there are
/// none): how a worker takes the language the page sends it. Messages
/// missing from them come from English.
pub fn speak_parts(lang: Lang, parts: Vec<Rc<[u8]>>, locale: Rc<dyn Locale>) {
    let catalogue = if lang == Lang::En || parts.is_empty() {
        english()
    } else {
        let mut all = Catalogue::default();
        for part in &parts {
            all.merge(read(part));
        }
        Rc::new(all)
    };
    speak(lang, catalogue, parts, locale);
}

/// The language in use.
pub fn lang() -> Lang {
    SPEAKER.with(|s| s.borrow().as_ref().map_or(Lang::En, |s| s.lang))
}

/// The language in use and its catalogue's parts (none for English).
pub fn current() -> (Lang, Vec<Rc<[u8]>>) {
    SPEAKER.with(|s| match &*s.borrow() {
        Some(s) => (s.lang, s.parts.clone()),
        None => (Lang::En, Vec::new()),
    })
}

/// Runs `f` with the catalogue that has message `id` (the language in
/// use, or English when its catalogue lacks it) and the locale.
fn with<R>(id: &str, f: impl FnOnce(&Catalogue, &dyn Locale) -> R) -> R {
    let (catalogue, locale): (Rc<Catalogue>, Rc<dyn Locale>) =
        SPEAKER.with(|s| match &*s.borrow() {
            Some(s) if s.catalogue.has(id) => (s.catalogue.clone(), s.locale.clone()),
            Some(s) => (english(), s.locale.clone()),
            None => (english(), Rc::new(English) as Rc<dyn Locale>),
        });
    f(&catalogue, &*locale)
}

/// Message `id` with no arguments.
pub fn t(id: &str) -> String {
    with(id, |c, l| c.format(id, &[], l))
}

/// Message `id` with `args`.
pub fn tf(id: &str, args: &[(&str, Arg<'_>)]) -> String {
    with(id, |c, l| c.format(id, args, l))
}

/// Attribute `attr` of message `id`, with `args`.
pub fn ta(id: &str, attr: &str, args: &[(&str, Arg<'_>)]) -> String {
    with(id, |c, l| c.attribute(id, attr, args, l))
}

/// `n` written for the language in use ("69,175,317"; "69.175.317" in German).
pub fn number(n: f64) -> String {
    SPEAKER.with(|s| match &*s.borrow() {
        Some(s) => s.locale.number(n),
        None => English.number(n),
    })
}

/// A message in the language in use: `t!("id")`, or with arguments
/// `t!("id", count = n, name = text.as_str())` (numbers select plurals and
/// are written for the language; text is shown as it is).
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::model::lang::t($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::model::lang::tf(
            $id,
            &[$((stringify!($name), $crate::model::lang::Arg::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_read_by_their_first_part() {
        assert_eq!(Lang::from_tag("de-CH"), Some(Lang::De));
        assert_eq!(Lang::from_tag("FR"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("pt_BR"), Some(Lang::Pt));
        assert_eq!(Lang::from_tag("ja"), Some(Lang::Ja));
        assert_eq!(Lang::from_tag("sv"), None);
        assert_eq!(Lang::from_tag(""), None);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
        }
    }

    #[test]
    fn the_english_catalogue_reads_without_errors() {
        for part in [ENGLISH, ENGLISH_MODULES] {
            assert!(read(part).ids().count() > 100);
        }
        assert_eq!(t("language-label"), "Language");
    }
}
