//! Joins the English catalogue (`i18n/ftl/en/*.ftl`, in name order) into
//! two files without comments (the notes for translators stay in the
//! repository, not in every visitor's download): `en-page.ftl`, what the
//! page's own module says, and `en-modules.ftl`, what only the workers and
//! the Batch and camera panels say (a step's sentences, `step-*` but the
//! technique names; `camera-*`; `batch-*`), which the page's first load
//! does not carry. `scripts/check-site.mjs` checks that the page's module
//! uses none of the latter.

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
    let (mut page, mut modules) = (String::new(), String::new());
    let mut to_modules = false;
    for file in files {
        println!("cargo:rerun-if-changed={}", file.display());
        let text = fs::read_to_string(&file).unwrap_or_default();
        // A `#` in the first column is always a comment in Fluent: a
        // pattern's continuation lines are indented, and so are an
        // entry's attributes; an entry starts in the first column.
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            if !line.starts_with([' ', '}']) {
                to_modules = modules_only(line);
            }
            let out = if to_modules { &mut modules } else { &mut page };
            out.push_str(line);
            out.push('\n');
        }
    }
    let out = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    for (name, text) in [("en-page.ftl", page), ("en-modules.ftl", modules)] {
        if let Err(err) = fs::write(Path::new(&out).join(name), text) {
            panic!("could not write the English catalogue {name}: {err}");
        }
    }
}

/// Whether the entry starting on `line` is said only by the workers and
/// the Batch and camera panels.
fn modules_only(line: &str) -> bool {
    (line.starts_with("step-") && !line.starts_with("step-technique-"))
        || line.starts_with("camera-")
        || line.starts_with("batch-")
}
