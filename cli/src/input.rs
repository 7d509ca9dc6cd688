//! Reading puzzle files: one puzzle a line, blank and `#` lines skipped.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

/// Opens FILE, or stdin for `None` and `-`. The error names the file.
pub fn open(file: Option<&PathBuf>) -> io::Result<Box<dyn BufRead>> {
    match file {
        None => Ok(Box::new(BufReader::new(io::stdin()))),
        Some(p) if p.as_os_str() == "-" => Ok(Box::new(BufReader::new(io::stdin()))),
        Some(p) => File::open(p)
            .map(|f| Box::new(BufReader::new(f)) as Box<dyn BufRead>)
            .map_err(|e| named(p, e)),
    }
}

/// An I/O error that says which file it is about.
pub fn named(path: &Path, e: io::Error) -> io::Error {
    io::Error::new(e.kind(), format!("{}: {e}", path.display()))
}

/// Calls `each(line_number, text)` for every puzzle line (1-based numbers
/// counting every line of the input). Bytes that are not UTF-8 become
/// U+FFFD, which the parser then reports.
pub fn for_each_puzzle(
    reader: &mut dyn BufRead,
    mut each: impl FnMut(usize, &str) -> io::Result<()>,
) -> io::Result<()> {
    let mut buf = Vec::new();
    let mut line_no = 0;
    loop {
        buf.clear();
        if reader.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        line_no += 1;
        let text = String::from_utf8_lossy(&buf);
        // A byte-order mark (files saved by some editors) is not a cell.
        let text = text.trim_start_matches('\u{feff}').trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        each(line_no, text)?;
    }
}

/// Reads a whole file's puzzle lines.
pub fn read_lines(path: &Path) -> io::Result<Vec<(usize, String)>> {
    let mut file = File::open(path).map_err(|e| named(path, e))?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes).map_err(|e| named(path, e))?;
    let mut out = Vec::new();
    for_each_puzzle(&mut &bytes[..], |n, t| {
        out.push((n, t.to_string()));
        Ok(())
    })?;
    Ok(out)
}
