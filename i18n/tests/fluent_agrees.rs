//! This crate formats exactly as Mozilla's `fluent-bundle`: every message
//! of every catalogue in `ftl/` (and of a sample of the syntax's corners
//! below), with numbers and with text for its variables, in every
//! language's plural rules.

mod common;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use sudoku_i18n::{Arg, Catalogue, Locale, Plural};
use unic_langid::LanguageIdentifier;

/// The plural rules of `tag` from the same data fluent-bundle uses, and
/// numbers written as fluent-bundle writes them without a formatter.
struct Rules(PluralRules);

impl Locale for Rules {
    fn plural(&self, n: f64) -> Plural {
        match self.0.select(n) {
            Ok(PluralCategory::ZERO) => Plural::Zero,
            Ok(PluralCategory::ONE) => Plural::One,
            Ok(PluralCategory::TWO) => Plural::Two,
            Ok(PluralCategory::FEW) => Plural::Few,
            Ok(PluralCategory::MANY) => Plural::Many,
            _ => Plural::Other,
        }
    }

    fn number(&self, n: f64) -> String {
        n.to_string()
    }
}

fn lang(tag: &str) -> LanguageIdentifier {
    tag.parse().expect("a language tag")
}

/// Formats every message of `source` both ways and compares them.
fn agree(tag: &str, source: &str) -> usize {
    let ours = Catalogue::parse(source).unwrap_or_else(|errors| {
        panic!(
            "{tag}: {}",
            errors
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("; ")
        )
    });
    let resource = FluentResource::try_new(source.to_string())
        .unwrap_or_else(|(_, errors)| panic!("{tag}: fluent-syntax refuses it: {errors:?}"));
    let mut bundle = FluentBundle::new(vec![lang(tag)]);
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .expect("no duplicate messages");
    let rules = Rules(PluralRules::create(lang(tag), PluralRuleType::CARDINAL).expect("rules"));
    let numbers = [0.0, 1.0, 2.0, 3.0, 5.0, 11.0, 21.0, 1_000_000.0, 1.5];
    let words = ["one", "other", "x-wing", "row"];
    let mut checked = 0;
    for id in ours.ids() {
        let names = ours.variables(id);
        let mut cases: Vec<Vec<(String, Arg<'_>)>> = Vec::new();
        for n in numbers {
            cases.push(names.iter().map(|v| (v.clone(), Arg::Num(n))).collect());
        }
        for w in words {
            cases.push(names.iter().map(|v| (v.clone(), Arg::Str(w))).collect());
        }
        // A variable left out shows as {$name} in both.
        cases.push(Vec::new());
        let message = bundle.get_message(id).expect("the same messages");
        for case in cases {
            let args: Vec<(&str, Arg<'_>)> = case.iter().map(|(n, a)| (n.as_str(), *a)).collect();
            let mut fluent_args = FluentArgs::new();
            for (name, arg) in &args {
                match arg {
                    Arg::Num(n) => fluent_args.set(name.to_string(), FluentValue::from(*n)),
                    Arg::Str(s) => fluent_args.set(name.to_string(), FluentValue::from(*s)),
                }
            }
            let mut errors = Vec::new();
            if let Some(value) = message.value() {
                let theirs = bundle.format_pattern(value, Some(&fluent_args), &mut errors);
                assert_eq!(
                    ours.format(id, &args, &rules),
                    theirs,
                    "{tag} {id} with {args:?}"
                );
                checked += 1;
            }
            for attr in message.attributes() {
                let theirs = bundle.format_pattern(attr.value(), Some(&fluent_args), &mut errors);
                assert_eq!(
                    ours.attribute(id, attr.id(), &args, &rules),
                    theirs,
                    "{tag} {id}.{} with {args:?}",
                    attr.id()
                );
                checked += 1;
            }
        }
    }
    checked
}

const CORNERS: &str = r#"
# A comment
## A group comment
-brand = Sudoku
plain = Just text with 'quotes' and “typographic” ones, ü and 数独.
spaced =    leading blanks after the equals sign go
trailing = trailing blanks go   
block =
    The text starts on the next line.
multi = First line
    second line
        indented third
    fourth
calls = { $count ->
    [0] no calls
    [one] one call
   *[other] { $count } calls
}
kind = { $kind ->
    [x-wing] an X-Wing
    [row] a row
   *[other] something
}
nested = { $a ->
    [one] { $b ->
        [one] one and one
       *[other] one and { $b }
    }
   *[other] { $a } and { $b }
}
ref = { -brand } says: { plain }
attr-ref = { labelled.aria }
labelled = Shown
    .aria = Heard by screen readers, { $count } times
    .title = A title
only-attrs =
    .label = Attributes only
literal = { "{" } braces { "}" } and { "\u00e9" } and { 42 }
number-key = { 5 ->
    [5] five
   *[other] not five
}
string-select = { "row" ->
    [row] a row
   *[other] other
}
missing = { $nothere } and { nonexistent }
indented-placeable =
    { $count } at the start
"#;

#[test]
fn the_syntax_corners_format_as_in_fluent() {
    for tag in ["en", "de", "fr", "ja", "pt"] {
        assert!(agree(tag, CORNERS) > 100);
    }
    // And what both give, spelled out.
    let c = Catalogue::parse(CORNERS).expect("reads");
    let en = sudoku_i18n::English;
    assert_eq!(
        c.format("multi", &[], &en),
        "First line\nsecond line\n    indented third\nfourth"
    );
    assert_eq!(c.format("trailing", &[], &en), "trailing blanks go");
    assert_eq!(
        c.format("spaced", &[], &en),
        "leading blanks after the equals sign go"
    );
    assert_eq!(
        c.format("block", &[], &en),
        "The text starts on the next line."
    );
    assert_eq!(c.format("literal", &[], &en), "{ braces } and é and 42");
    assert_eq!(
        c.format("calls", &[("count", Arg::Num(0.0))], &en),
        "no calls"
    );
    assert_eq!(
        c.format("calls", &[("count", Arg::Num(1.0))], &en),
        "one call"
    );
    assert_eq!(
        c.format("calls", &[("count", Arg::Num(1234.0))], &en),
        "1,234 calls"
    );
    assert_eq!(
        c.format("nested", &[("a", Arg::Num(1.0)), ("b", Arg::Num(2.0))], &en),
        "one and 2"
    );
    assert_eq!(
        c.format("attr-ref", &[("count", Arg::Num(2.0))], &en),
        "Heard by screen readers, 2 times"
    );
    assert_eq!(
        c.attribute("only-attrs", "label", &[], &en),
        "Attributes only"
    );
    assert_eq!(c.format("only-attrs", &[], &en), "only-attrs");
    assert_eq!(
        c.format("missing", &[], &en),
        "{$nothere} and {nonexistent}"
    );
    assert_eq!(
        c.format("kind", &[("kind", Arg::Str("x-wing"))], &en),
        "an X-Wing"
    );
    assert_eq!(
        c.variables("nested"),
        vec!["a".to_string(), "b".to_string()]
    );
    assert_eq!(c.variables("attr-ref"), vec!["count".to_string()]);
}

#[test]
fn every_catalogue_formats_as_in_fluent() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ftl");
    let mut seen = 0;
    for (tag, source) in common::catalogues(&dir) {
        agree(&tag, &source);
        seen += 1;
    }
    assert!(seen >= 1, "no catalogue in {}", dir.display());
}
