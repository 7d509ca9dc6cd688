//! The project's rule that no source file grows past 400 lines: Rust,
//! scripts, styles and tests of every crate (generated and vendored files,
//! `target/` and `node_modules/` aside).
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};

const MAX_LINES: usize = 400;
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
fn no_source_file_is_over_400_lines() {
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
    let long: Vec<String> = all
        .iter()
        .filter_map(|path| {
            let lines = std::fs::read_to_string(path).ok()?.lines().count();
            (lines > MAX_LINES).then(|| format!("{} ({lines} lines)", path.display()))
        })
        .collect();
    assert!(long.is_empty(), "files over {MAX_LINES} lines: {long:?}");
}
