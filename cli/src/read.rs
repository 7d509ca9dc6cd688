//! `sudoku read`: the puzzle read from each photo (JPEG or PNG), one line
//! per image: its 81 characters (`.` for an empty cell) or
//! `unreadable: <reason>`.

use serde::Serialize;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;
use sudoku_reader::{CellRead, ReadError, Reading};

/// What `sudoku read` was asked to do.
pub struct Settings {
    pub json: bool,
    pub images: Vec<PathBuf>,
}

/// One JSON output line.
#[derive(Serialize)]
struct Record<'a> {
    file: String,
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cells: Option<&'a [CellRead]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    doubtful: Option<Vec<usize>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    corners: Option<[(f32, f32); 4]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    millis: f64,
}

/// Reads one file: decoding and reading.
fn read_file(path: &PathBuf) -> Result<Reading, ReadError> {
    let bytes = std::fs::read(path)
        .map_err(|e| ReadError::Decode(format!("cannot open {}: {e}", path.display())))?;
    sudoku_reader::read(&sudoku_reader::decode(&bytes)?)
}

/// Runs `sudoku read`; `Ok(false)` when some image could not be read.
pub fn run(settings: &Settings) -> io::Result<bool> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut all_read = true;
    for path in &settings.images {
        let start = Instant::now();
        let result = read_file(path);
        let millis = start.elapsed().as_secs_f64() * 1000.0;
        all_read &= result.is_ok();
        if settings.json {
            let record = match &result {
                Ok(reading) => Record {
                    file: path.display().to_string(),
                    status: "read",
                    line: Some(reading.line()),
                    cells: Some(&reading.cells),
                    doubtful: Some(reading.doubtful()),
                    corners: Some(reading.corners),
                    error: None,
                    millis,
                },
                Err(e) => Record {
                    file: path.display().to_string(),
                    status: "unreadable",
                    line: None,
                    cells: None,
                    doubtful: None,
                    corners: None,
                    error: Some(e.to_string()),
                    millis,
                },
            };
            serde_json::to_writer(&mut out, &record).map_err(io::Error::other)?;
            writeln!(out)?;
        } else {
            match &result {
                Ok(reading) => writeln!(out, "{}", reading.line())?,
                Err(e) => writeln!(out, "unreadable: {e}")?,
            }
        }
    }
    out.flush()?;
    Ok(all_read)
}
