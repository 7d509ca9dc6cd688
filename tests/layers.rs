//! The web app's layers (ARCHITECTURE.md): each module of `src/` uses only
//! the layers before it, so no import circle can come back. Doc comments
//! may point anywhere; code may not.
#![cfg(not(target_arch = "wasm32"))]

use std::path::Path;

/// Each top-level module of `src/` and its layer; a module may use only
/// modules of lower layers.
const LAYERS: [(&str, u8); 11] = [
    ("model", 1),
    ("features", 2),
    ("state", 3),
    ("text", 4),
    ("worker", 4),
    ("services", 4),
    ("hooks", 5),
    ("components", 6),
    ("app", 7),
    ("batch_app", 7),
    ("camera_app", 7),
];

fn layer(module: &str) -> Option<u8> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|&(_, l)| l)
}

/// Every `.rs` file under `dir`.
fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_module_uses_only_the_layers_before_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let mut wrong = Vec::new();
    let mut checked = 0;
    for path in all {
        let relative = path.strip_prefix(&src).expect("under src/");
        let first = relative.components().next().expect("a path");
        let own = first
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string();
        let Some(own_layer) = layer(&own) else {
            continue; // lib.rs, main.rs, bin/
        };
        checked += 1;
        let text = std::fs::read_to_string(&path).expect("a source file");
        for (n, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            for (i, _) in code.match_indices("crate::") {
                let used: String = code[i + 7..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                match layer(&used) {
                    Some(l) if used != own && l >= own_layer => wrong.push(format!(
                        "{}:{}: {own} (layer {own_layer}) uses {used} (layer {l})",
                        relative.display(),
                        n + 1
                    )),
                    _ => {}
                }
            }
        }
    }
    assert!(checked > 30, "only {checked} files checked");
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}
