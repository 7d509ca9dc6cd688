//! `reader-show [--save DIR] IMAGE...`: for each picture, the grid corners
//! found and the puzzle read (a tool for looking into misreadings). With
//! `--save DIR`, the straightened grid is written there as
//! `<name>-grid.png`, three times larger, to look at.

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let save = match args.iter().position(|a| a == "--save") {
        Some(i) if i + 1 < args.len() => {
            let dir = args.remove(i + 1);
            args.remove(i);
            Some(std::path::PathBuf::from(dir))
        }
        _ => None,
    };
    for path in args {
        let picture = std::fs::read(&path)
            .map_err(|e| sudoku_reader::ReadError::Decode(e.to_string()))
            .and_then(|b| sudoku_reader::decode(&b));
        let result = picture
            .as_ref()
            .map_err(Clone::clone)
            .and_then(sudoku_reader::read);
        match result {
            Ok(r) => println!("{path} {:?} {}", r.corners, r.line()),
            Err(e) => println!("{path} unreadable: {e}"),
        }
        if let (Some(dir), Ok(picture)) = (&save, &picture) {
            if let Err(e) = save_grid(dir, &path, picture) {
                eprintln!("{path}: grid not saved: {e}");
            }
        }
    }
}

/// Writes the straightened grid of `picture`, scaled by 3, to `dir`.
fn save_grid(
    dir: &std::path::Path,
    path: &str,
    picture: &sudoku_reader::GrayImage,
) -> Result<(), String> {
    let (_, grid) = sudoku_reader::straighten(picture).map_err(|e| e.to_string())?;
    let big = sudoku_reader::GrayImage::from_fn(grid.width() * 3, grid.height() * 3, |x, y| {
        *grid.get_pixel(x / 3, y / 3)
    });
    let stem = std::path::Path::new(path)
        .file_stem()
        .map_or("picture".into(), |s| s.to_string_lossy().to_string());
    big.save(dir.join(format!("{stem}-grid.png")))
        .map_err(|e| e.to_string())
}
