//! Reads the English catalogue (`i18n/ftl/en/*.ftl`, in name order) and
//! writes it as postcard bytes in three parts (`sudoku_i18n::Catalogue::split`):
//! `en-page.bin`, what the page's own module says, built into it, and
//! `en-modules.bin`, what only the workers and the Batch and camera panels
//! say (a step's sentences, the camera's and Batch's words) and the part of
//! the page's English it fetches once it runs (`lang/en-later.bin`), which
//! the page's first load does not carry; and `en-variants.bin`, what only
//! the variants module says (`variant-*`). The page thus needs no Fluent reader;
//! comments (the notes for translators) stay in the repository.

use std::fs;
use std::path::Path;
use sudoku_i18n::Catalogue;

fn main() {
    let dir = Path::new("i18n/ftl/en");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "ftl"));
    files.sort();
    let mut source = String::new();
    for file in files {
        println!("cargo:rerun-if-changed={}", file.display());
        source.push_str(&fs::read_to_string(&file).unwrap_or_default());
        source.push('\n');
    }
    let catalogue = match Catalogue::parse(&source) {
        Ok(catalogue) => catalogue,
        Err(errors) => {
            let lines: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
            panic!("the English catalogue does not read: {}", lines.join("; "));
        }
    };
    let (page, modules) = catalogue.split();
    // What only the variants module says (`variant-*`, one of the modules'
    // parts) is built into that module alone (`en-variants.bin`;
    // docs/variants.md, The page); the workers and panels need none of it.
    let (mut modules, variants) = modules.split_off(|id| id.starts_with("variant-"));
    // The part of the page's English it fetches once it runs
    // (`sudoku_i18n::for_later`, `lang/en-later.bin` made by the catalogues'
    // compiler) is left out of its module; the workers and panels have it.
    let (page, later) = page.split_off(sudoku_i18n::for_later);
    modules.merge(later);
    let out = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    for (name, part) in [
        ("en-page.bin", page),
        ("en-modules.bin", modules),
        ("en-variants.bin", variants),
    ] {
        let bytes = postcard::to_allocvec(&part).unwrap_or_default();
        if let Err(err) = fs::write(Path::new(&out).join(name), bytes) {
            panic!("could not write the English catalogue {name}: {err}");
        }
    }
}
