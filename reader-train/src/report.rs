//! The training report: accuracy held out and overall, the confusion
//! matrix and the photos not read exactly.

use crate::photos::Photo;
use crate::Cut;
use std::fmt::Write;
use sudoku_reader::model::Mlp;
use sudoku_reader::Reading;

/// Grids and cells counted over some photos.
#[derive(Default)]
struct Tally {
    photos: usize,
    exact: usize,
    cells: usize,
    right: usize,
}

impl Tally {
    fn line(&self, name: &str) -> String {
        format!(
            "| {name} | {} | {} ({:.1} %) | {} / {} ({:.2} %) |\n",
            self.photos,
            self.exact,
            100.0 * self.exact as f64 / self.photos.max(1) as f64,
            self.right,
            self.cells,
            100.0 * self.right as f64 / self.cells.max(1) as f64
        )
    }
}

/// The report in Markdown.
pub fn report(photos: &[Photo], cuts: &[Cut], model: &Mlp, samples: usize) -> String {
    let (mut held, mut all) = (Tally::default(), Tally::default());
    // confusion[truth][read], 0 = empty.
    let mut confusion = [[0usize; 10]; 10];
    let mut misses = Vec::new();
    for (photo, cut) in photos.iter().zip(cuts) {
        let line = match &cut.crops {
            Ok(crops) => Reading::from_crops(crops, Some(model)).line(),
            Err(e) => {
                misses.push(format!("image{}: unreadable: {e}", photo.number));
                ".".repeat(81)
            }
        };
        let read: Vec<u8> = line
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        let right = read
            .iter()
            .zip(&photo.digits)
            .filter(|(a, b)| a == b)
            .count();
        for (r, t) in read.iter().zip(&photo.digits) {
            confusion[usize::from(*t)][usize::from(*r)] += 1;
        }
        if right < 81 && cut.crops.is_ok() {
            misses.push(format!(
                "image{}{}: {} cells wrong",
                photo.number,
                if photo.held_out { " (held out)" } else { "" },
                81 - right
            ));
        }
        for t in if photo.held_out {
            vec![&mut held, &mut all]
        } else {
            vec![&mut all]
        } {
            t.photos += 1;
            t.exact += usize::from(right == 81);
            t.cells += 81;
            t.right += right;
        }
    }
    let mut s = String::new();
    let _ = writeln!(s, "Training samples (digit cells of the training photos, each also shifted by one pixel four ways): {samples}\n");
    s.push_str("| Photos | Count | Grids exact | Cells right |\n|---|---|---|---|\n");
    s.push_str(&held.line("held out (every 5th)"));
    s.push_str(&all.line("all"));
    s.push_str("\nConfusion matrix over all photos (rows: printed, columns: read; `.` = empty):\n\n|   | . | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 |\n|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (t, row) in confusion.iter().enumerate() {
        let name = if t == 0 {
            ".".to_string()
        } else {
            t.to_string()
        };
        let cells: Vec<String> = row.iter().map(|n| n.to_string()).collect();
        let _ = writeln!(s, "| {name} | {} |", cells.join(" | "));
    }
    let mut times: Vec<f64> = cuts.iter().map(|c| c.millis).collect();
    times.sort_by(f64::total_cmp);
    let _ = writeln!(
        s,
        "\nDecode and cut out, median over the photos: {:.1} ms\n",
        times.get(times.len() / 2).copied().unwrap_or(0.0)
    );
    s.push_str("Photos not read exactly:\n\n");
    for m in misses {
        let _ = writeln!(s, "- {m}");
    }
    s
}
