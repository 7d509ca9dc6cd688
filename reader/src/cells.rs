//! Cutting the straightened grid into 81 cells and each cell's digit, if
//! any, into a normalised crop for the classifier.

use crate::gray::{components, Blob, Plane};

/// Side of one cell in the straightened grid (pixels).
pub const CELL: usize = 32;
/// Side of a classifier crop (pixels); the digit's longer side is 20 of them.
pub const CROP: usize = 28;
/// The longer side of the digit inside a crop (pixels).
const BOX: usize = 20;

/// One cell's digit as the classifier sees it: `CROP` x `CROP` values in
/// `0..=1` (1 = ink), row by row.
pub type Crop = Vec<f32>;

/// The crop of each of the 81 cells (row by row); `None` for a cell with no
/// digit-like ink.
pub(crate) fn crops(grid: &Plane) -> Vec<Option<Crop>> {
    let side = grid.width;
    let mask = grid.threshold(CELL / 2, 10);
    // Faint print (a washed-out photo) shows only at a finer threshold.
    let faint = grid.threshold(CELL / 2, 5);
    (0..81)
        .map(|i| {
            let (cx, cy) = ((i % 9) * CELL, (i / 9) * CELL);
            let rect = (cx, cy, (cx + CELL).min(side), (cy + CELL).min(side));
            digit(&mask, side, rect).or_else(|| digit(&faint, side, rect))
        })
        .collect()
}

/// The crop of one cell cut out on its own (any size; the grid's cells
/// are [`CELL`] pixels a side): the same two thresholds as [`crops`].
pub(crate) fn crop_of(cell: &Plane) -> Option<Crop> {
    let rect = (0, 0, cell.width, cell.height);
    let mask = cell.threshold(CELL / 2, 10);
    digit(&mask, cell.width, rect).or_else(|| digit(&cell.threshold(CELL / 2, 5), cell.width, rect))
}

/// The digit of one cell: the largest digit-like blob near its centre,
/// with the small blobs that touch its box (a broken stroke).
fn digit(mask: &[bool], w: usize, rect: (usize, usize, usize, usize)) -> Option<Crop> {
    let (labels, blobs) = components(mask, w, rect, true);
    let (rx0, ry0, rx1, ry1) = rect;
    let (mx, my) = ((rx0 + rx1) as f32 / 2.0, (ry0 + ry1) as f32 / 2.0);
    let plausible = |b: &Blob| {
        let (bx, by) = ((b.x0 + b.x1) as f32 / 2.0, (b.y0 + b.y1) as f32 / 2.0);
        let c = CELL as f32;
        b.h() * 10 >= CELL * 3
            && b.h() * 10 <= CELL * 9
            && b.w() * 10 <= CELL * 8
            && (bx - mx).abs() < c * 0.3
            && (by - my).abs() < c * 0.3
            && b.count >= CELL / 2
    };
    let main = blobs
        .iter()
        .filter(|b| plausible(b))
        .max_by_key(|b| b.count)?;
    let (mut x0, mut y0, mut x1, mut y1) = (main.x0, main.y0, main.x1, main.y1);
    let margin = CELL / 10;
    let mut keep = vec![main.label];
    for b in &blobs {
        let inside = b.x0 >= rx0 + margin
            && b.x1 + margin < rx1
            && b.y0 >= ry0 + margin
            && b.y1 + margin < ry1;
        let near = b.x0 <= main.x1 + 2
            && b.x1 + 2 >= main.x0
            && b.y0 <= main.y1 + 2
            && b.y1 + 2 >= main.y0;
        if b.label != main.label && inside && near {
            keep.push(b.label);
            (x0, y0, x1, y1) = (x0.min(b.x0), y0.min(b.y0), x1.max(b.x1), y1.max(b.y1));
        }
    }
    // The labels cover the cell's rectangle only.
    let ink = |x: usize, y: usize| keep.contains(&labels[(y - ry0) * (rx1 - rx0) + x - rx0]);
    Some(normalise(&ink, (x0, y0, x1 + 1, y1 + 1)))
}

/// Scales the ink of box `[x0, x1) x [y0, y1)` so its longer side is
/// `BOX` and centres it in a [`CROP`] square (area sampling, 4x4 points
/// per output pixel).
fn normalise(ink: &dyn Fn(usize, usize) -> bool, rect: (usize, usize, usize, usize)) -> Crop {
    let (x0, y0, x1, y1) = rect;
    let (bw, bh) = ((x1 - x0) as f32, (y1 - y0) as f32);
    let scale = BOX as f32 / bw.max(bh);
    let (ow, oh) = (bw * scale, bh * scale);
    let (ox, oy) = ((CROP as f32 - ow) / 2.0, (CROP as f32 - oh) / 2.0);
    let mut crop = vec![0.0f32; CROP * CROP];
    const N: usize = 4;
    for py in 0..CROP {
        for px in 0..CROP {
            let mut hits = 0;
            for j in 0..N {
                for i in 0..N {
                    let sx = (px as f32 + (i as f32 + 0.5) / N as f32 - ox) / scale;
                    let sy = (py as f32 + (j as f32 + 0.5) / N as f32 - oy) / scale;
                    if sx >= 0.0 && sy >= 0.0 && sx < bw && sy < bh {
                        let (x, y) = (x0 + sx as usize, y0 + sy as usize);
                        if x < x1 && y < y1 && ink(x, y) {
                            hits += 1;
                        }
                    }
                }
            }
            crop[py * CROP + px] = hits as f32 / (N * N) as f32;
        }
    }
    crop
}
