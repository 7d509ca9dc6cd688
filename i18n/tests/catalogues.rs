//! Every translation has every English message, with no variable the
//! English lacks and the same attributes, and nothing else; every catalogue reads without errors.

mod common;

use sudoku_i18n::Catalogue;

#[test]
fn every_catalogue_has_every_message_with_the_same_arguments() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ftl");
    let all = common::catalogues(&dir);
    let english = all
        .iter()
        .find(|(tag, _)| tag == "en")
        .map(|(_, source)| Catalogue::parse(source).expect("English reads"))
        .expect("an English catalogue");
    let mut problems = Vec::new();
    for (tag, source) in &all {
        let catalogue = match Catalogue::parse(source) {
            Ok(catalogue) => catalogue,
            Err(errors) => {
                problems.extend(errors.iter().map(|e| format!("{tag}: {e}")));
                continue;
            }
        };
        for id in english.ids() {
            if !catalogue.has(id) {
                problems.push(format!("{tag}: {id} is missing"));
                continue;
            }
            // A translation may leave a variable unused (a language
            // without plurals needs no count), never use one the page
            // does not pass.
            let theirs = catalogue.variables(id);
            let ours = english.variables(id);
            if let Some(unknown) = theirs.iter().find(|v| !ours.contains(v)) {
                problems.push(format!(
                    "{tag}: {id} uses ${unknown}, which English does not ({:?}; English {:?})",
                    theirs, ours
                ));
            }
            if catalogue.attributes(id) != english.attributes(id) {
                problems.push(format!("{tag}: {id} has other attributes than English"));
            }
        }
        for id in catalogue.ids() {
            if !english.has(id) {
                problems.push(format!("{tag}: {id} is not in English"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_pages_part_of_each_catalogue_refers_only_to_itself() {
    // The page's first load carries only its part (Catalogue::split): a
    // message there that used one of the modules' would show a gap.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ftl");
    for (tag, source) in common::catalogues(&dir) {
        let (page, modules) = Catalogue::parse(&source).expect("reads").split();
        assert_eq!(page.missing_references(), vec![], "{tag}: the page's part");
        let mut whole = page.clone();
        whole.merge(modules);
        assert_eq!(
            whole.missing_references(),
            vec![],
            "{tag}: the whole catalogue"
        );
    }
}

#[test]
fn the_english_of_the_first_load_refers_only_to_itself() {
    // The page's module carries its English without the part it fetches
    // once it runs (sudoku_i18n::for_later): a message of the first load
    // that used a later one would show a gap until it arrives.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ftl");
    let all = common::catalogues(&dir);
    let (_, source) = all
        .iter()
        .find(|(tag, _)| tag == "en")
        .expect("an English catalogue");
    let (page, _) = Catalogue::parse(source).expect("reads").split();
    let (first, later) = page.split_off(sudoku_i18n::for_later);
    assert_eq!(first.missing_references(), vec![]);
    assert!(
        later.ids().count() > 100,
        "the later part: {}",
        later.ids().count()
    );
    assert!(first.has("page-start") || first.ids().any(|id| id.starts_with("page-")));
}
