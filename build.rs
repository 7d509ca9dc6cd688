//! Joins the English catalogue (`i18n/ftl/en/*.ftl`, in name order) into
//! one file for the page's module, without its comments: the notes for
//! translators stay in the repository, not in every visitor's download.

use std::fs;
use std::path::Path;

fn main() {
    let dir = Path::new("i18n/ftl/en");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "ftl"));
    files.sort();
    let mut joined = String::new();
    for file in files {
        println!("cargo:rerun-if-changed={}", file.display());
        let text = fs::read_to_string(&file).unwrap_or_default();
        // A `#` in the first column is always a comment in Fluent: a
        // pattern's continuation lines are indented.
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            joined.push_str(line);
            joined.push('\n');
        }
    }
    let out = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    if let Err(err) = fs::write(Path::new(&out).join("en.ftl"), joined) {
        panic!("could not write the English catalogue: {err}");
    }
}
