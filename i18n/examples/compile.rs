//! Reads each language's catalogue (`<dir>/<tag>/*.ftl`, joined in name
//! order) and writes it as postcard bytes in two parts ([`Catalogue::split`]):
//! `<out>/<tag>.bin`, what the page's own module says, and
//! `<out>/<tag>-modules.bin`, what only its workers and panels say. That is
//! the form the page fetches, so that it needs no Fluent reader of its own.
//! A catalogue with an entry that does not read is refused, with its line.
//!
//!   cargo run -p sudoku-i18n --features serde --example compile -- DIR OUT [TAG...]
//!
//! Without tags, every language. English is built into the page's module
//! but for the part it fetches once it runs ([`sudoku_i18n::for_later`]):
//! for English only that part is written, as `<out>/en-later.bin`.

use std::path::Path;
use std::process::ExitCode;
use sudoku_i18n::{for_later, Catalogue};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(dir), Some(out)) = (args.first(), args.get(1)) else {
        eprintln!("usage: compile DIR OUT [TAG...]");
        return ExitCode::from(2);
    };
    let mut tags: Vec<String> = args[2..].to_vec();
    if tags.is_empty() {
        let Ok(entries) = std::fs::read_dir(dir) else {
            eprintln!("compile: {dir} cannot be read");
            return ExitCode::FAILURE;
        };
        tags = entries
            .flatten()
            .filter(|e| e.path().is_dir())
            .filter_map(|e| e.file_name().to_str().map(str::to_string))
            .collect();
        tags.sort();
    }
    if let Err(err) = std::fs::create_dir_all(out) {
        eprintln!("compile: {out}: {err}");
        return ExitCode::FAILURE;
    }
    let mut failed = false;
    for tag in tags {
        let folder = Path::new(dir).join(&tag);
        let mut files: Vec<_> = std::fs::read_dir(&folder)
            .map(|e| e.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        files.retain(|p: &std::path::PathBuf| p.extension().is_some_and(|e| e == "ftl"));
        files.sort();
        let source = files
            .iter()
            .filter_map(|f| std::fs::read_to_string(f).ok())
            .collect::<Vec<_>>()
            .join("\n");
        match Catalogue::parse(&source) {
            Ok(catalogue) => {
                let (page, modules) = catalogue.split();
                let parts = if tag == "en" {
                    vec![("en-later.bin".to_string(), page.split_off(for_later).1)]
                } else {
                    vec![
                        (format!("{tag}.bin"), page),
                        (format!("{tag}-modules.bin"), modules),
                    ]
                };
                for (name, part) in parts {
                    let bytes = postcard::to_allocvec(&part).unwrap_or_default();
                    let path = Path::new(out).join(name);
                    if let Err(err) = std::fs::write(&path, bytes) {
                        eprintln!("compile: {}: {err}", path.display());
                        failed = true;
                    }
                }
            }
            Err(errors) => {
                for error in errors {
                    eprintln!("compile: {tag}: {error}");
                }
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
