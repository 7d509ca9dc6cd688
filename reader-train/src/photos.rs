//! The photo collection: `imageN.jpg` with `imageN.dat` (line 1 the phone,
//! line 2 the format, then 9 lines of 9 digits, 0 for an empty cell).

use std::path::{Path, PathBuf};

/// One labelled photo.
pub struct Photo {
    /// The `N` of `imageN.jpg`.
    pub number: u32,
    /// The picture's path.
    pub path: PathBuf,
    /// The 81 printed digits, 0 for an empty cell.
    pub digits: Vec<u8>,
    /// Whether it belongs to the held-out part (never trained on).
    pub held_out: bool,
}

/// Reads the labels of every photo in `dir`, sorted by number. Every 5th
/// photo in that order (the 5th, 10th, ...) is held out.
pub fn load(dir: &Path) -> Result<Vec<Photo>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut photos = Vec::new();
    for path in entries.flatten().map(|e| e.path()) {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let Some(number) = name
            .strip_prefix("image")
            .and_then(|n| n.strip_suffix(".jpg"))
            .and_then(|n| n.parse::<u32>().ok())
        else {
            continue;
        };
        let text = std::fs::read_to_string(path.with_extension("dat"))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let digits: Vec<u8> = text
            .lines()
            .skip(2)
            .flat_map(|l| l.split_whitespace())
            .filter_map(|d| d.parse::<u8>().ok())
            .collect();
        if digits.len() != 81 {
            return Err(format!("{}: expected 81 digits", path.display()));
        }
        photos.push(Photo {
            number,
            path,
            digits,
            held_out: false,
        });
    }
    photos.sort_by_key(|p| p.number);
    for (i, p) in photos.iter_mut().enumerate() {
        p.held_out = i % 5 == 4;
    }
    Ok(photos)
}
