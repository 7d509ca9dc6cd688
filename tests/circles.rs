//! No import circle between the modules of one folder: the features, the
//! state, the services, ... of the app, the solver's techniques, rating and
//! algorithms, the reader's steps. A module that two others share gets a
//! file of its own (features/lanes.rs, logic/rectangle.rs) instead of one
//! of them importing the other back. tests/layers.rs keeps the layers in
//! order; this keeps each layer's files in order too.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;
use std::path::Path;

/// The folders whose files are checked, from the project's root.
const FOLDERS: [&str; 14] = [
    "src/model",
    "src/features",
    "src/state",
    "src/text",
    "src/worker",
    "src/services",
    "src/hooks",
    "src/components",
    "solver/src",
    "solver/src/logic",
    "solver/src/rating",
    "solver/src/algo",
    "solver/src/generate",
    "reader/src",
];

/// The identifiers right after each `prefix` in `code`, and inside a
/// `prefix{...}` group those followed by `::` or standing alone.
fn used_after(code: &str, prefix: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    for (i, _) in code.match_indices(prefix) {
        let rest = &code[i + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut start = true;
            for (k, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if start && !c.is_whitespace() => {
                        out.push(ident(&group[k..]));
                        start = false;
                    }
                    _ => {}
                }
            }
        } else {
            out.push(ident(rest));
        }
    }
    out
}

/// Each module of `folder` and the sibling modules its code names.
fn graph(root: &Path, folder: &str) -> BTreeMap<String, Vec<String>> {
    let dir = root.join(folder);
    let mut modules = BTreeMap::new();
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return modules;
    };
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let name = path.file_stem().map(|s| s.to_string_lossy().to_string());
        match name {
            Some(name) if path.is_dir() && path.join("mod.rs").exists() => {
                files.push((name, path.join("mod.rs")));
            }
            Some(name)
                if path.extension().is_some_and(|e| e == "rs")
                    && !matches!(name.as_str(), "mod" | "lib" | "main" | "tests") =>
            {
                files.push((name, path));
            }
            _ => {}
        }
    }
    let names: Vec<String> = files.iter().map(|(n, _)| n.clone()).collect();
    // How other files of the crate name a module of this folder.
    let from_crate = match folder.split_once("src") {
        Some((_, "")) => "crate::".to_string(),
        Some((_, inner)) => format!("crate{}::", inner.replace('/', "::")),
        None => "crate::".to_string(),
    };
    let from_top = folder.ends_with("/src") || folder == "src";
    for (name, path) in &files {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let mut uses = Vec::new();
        for line in text.lines() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            let mut found = used_after(code, &from_crate);
            if !from_top {
                found.extend(used_after(code, "super::"));
            }
            for used in found {
                if used != *name && names.contains(&used) && !uses.contains(&used) {
                    uses.push(used);
                }
            }
        }
        modules.insert(name.clone(), uses);
    }
    modules
}

/// A circle in `graph`, if there is one, as the modules around it.
fn circle(graph: &BTreeMap<String, Vec<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, Vec<String>>,
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|p| p == node) {
            let mut around = path[at..].to_vec();
            around.push(node.to_string());
            return Some(around);
        }
        if done.iter().any(|d| d == node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.push(node.to_string());
        None
    }
    let mut done = Vec::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

#[test]
fn no_folder_has_an_import_circle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut circles = Vec::new();
    let mut edges = 0;
    for folder in FOLDERS {
        let graph = graph(root, folder);
        edges += graph.values().map(Vec::len).sum::<usize>();
        if let Some(around) = circle(&graph) {
            circles.push(format!("{folder}: {}", around.join(" -> ")));
        }
    }
    assert!(edges > 50, "only {edges} imports seen: the scan is broken");
    assert!(
        circles.is_empty(),
        "import circles:\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_scan_sees_grouped_and_plain_imports() {
    let code = "use super::{rectangle::{step, Found}, Board, lanes};";
    assert_eq!(used_after(code, "super::"), ["rectangle", "Board", "lanes"]);
    assert_eq!(
        used_after("super::unique_rectangle_three::find(b)", "super::"),
        ["unique_rectangle_three"]
    );
}
