//! The ground truth of a labelled photo: its `.dat` file holds two header
//! lines, then the 81 printed digits, `0` for an empty cell. Shared by the
//! reader's tests and `examples/camera_accuracy.rs`.

/// The printed digits in the text of a `.dat` file, as an 81-character
/// line with `.` for an empty cell (shorter or longer when the file is
/// not a grid: the callers check).
pub fn printed(dat: &str) -> String {
    dat.lines()
        .skip(2)
        .flat_map(str::split_whitespace)
        .map(|d| if d == "0" { "." } else { d })
        .collect()
}
