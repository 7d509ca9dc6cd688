//! The size of the source files: Rust, scripts, styles and tests of every
//! crate (generated and vendored files, `target/` and `node_modules/`
//! aside). A file over 400 lines deserves a look (the test lists them),
//! but files are split by meaning, never to pass a count: only a file over
//! 800 lines, which certainly holds more than one thing, fails.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};

/// Over this, a file is listed for a look.
const LOOK_LINES: usize = 400;
/// Over this, the test fails.
const MAX_LINES: usize = 800;
const KINDS: [&str; 5] = ["rs", "mjs", "js", "css", "sh"];
const SKIP: [&str; 4] = ["target", "node_modules", "dist", ".git"];

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for path in entries.flatten().map(|e| e.path()) {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if !SKIP.contains(&name) {
                files(&path, out);
            }
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| KINDS.contains(&e))
        {
            out.push(path);
        }
    }
}

#[test]
fn no_source_file_is_over_800_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    for dir in [
        "src",
        "solver",
        "cli",
        "reader",
        "reader-train",
        "tests",
        "scripts",
        "styles",
        "fuzz",
    ] {
        files(&root.join(dir), &mut all);
    }
    for file in ["sw.js", "offline.js", "boot.js", "worker_boot.js"] {
        all.push(root.join(file));
    }
    assert!(all.len() > 100, "found the sources ({})", all.len());
    let sized: Vec<(String, usize)> = all
        .iter()
        .filter_map(|path| {
            let lines = std::fs::read_to_string(path).ok()?.lines().count();
            Some((path.display().to_string(), lines))
        })
        .collect();
    for (path, lines) in sized.iter().filter(|(_, n)| *n > LOOK_LINES) {
        println!("over {LOOK_LINES} lines, worth a look: {path} ({lines})");
    }
    let long: Vec<&(String, usize)> = sized.iter().filter(|(_, n)| *n > MAX_LINES).collect();
    assert!(long.is_empty(), "files over {MAX_LINES} lines: {long:?}");
}
