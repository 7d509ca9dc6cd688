//! The catalogues of `i18n/ftl/`: one folder per language tag, its
//! `.ftl` files joined in name order.

use std::path::Path;

/// Every language's catalogue: its tag and its files joined.
pub fn catalogues(dir: &Path) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return found;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(tag) = path
            .file_name()
            .and_then(|s| s.to_str())
            .map(str::to_string)
        else {
            continue;
        };
        if !path.is_dir() {
            continue;
        }
        let mut files: Vec<_> = std::fs::read_dir(&path)
            .expect("a language folder")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        let source = files
            .iter()
            .map(|f| std::fs::read_to_string(f).expect("UTF-8"))
            .collect::<Vec<_>>()
            .join("\n");
        found.push((tag, source));
    }
    found.sort();
    found
}
