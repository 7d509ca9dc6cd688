//! Finding the grid: the largest connected set of lines in the picture, and
//! its four outer corners.

use crate::gray::{components, Blob, Plane};

/// The longer side of the picture the grid is looked for in (pixels).
const WORK_SIDE: usize = 800;

/// Finds the grid's corners in `image` coordinates: top-left, top-right,
/// bottom-right, bottom-left; `None` when nothing looks like a grid.
pub(crate) fn find(image: &crate::GrayImage) -> Option<[(f32, f32); 4]> {
    let (plane, factor) = Plane::shrunk(image, WORK_SIDE);
    let (w, h) = (plane.width, plane.height);
    if w < 30 || h < 30 {
        return None;
    }
    let radius = (w.max(h) / 50).max(4);
    let mask = plane.threshold(radius, 8);
    let (labels, blobs) = components(&mask, w, (0, 0, w, h));
    let best = blobs
        .iter()
        .filter(|b| looks_like_grid(b, w, h))
        .max_by_key(|b| b.w() * b.h())?;
    let corners = corners(&labels, w, best);
    let f = factor as f32;
    // Pixel centres of the shrunk picture in the full picture's coordinates.
    Some(corners.map(|(x, y)| ((x + 0.5) * f, (y + 0.5) * f)))
}

/// A grid is big, roughly square and mostly empty inside its box.
fn looks_like_grid(b: &Blob, w: usize, h: usize) -> bool {
    let side = w.min(h);
    let (bw, bh) = (b.w(), b.h());
    let fill = b.count as f32 / (bw * bh) as f32;
    bw * 5 >= side && bh * 5 >= side && bw * 2 >= bh && bh * 2 >= bw && fill < 0.6 && fill > 0.02
}

/// The blob's extreme points along the diagonals.
fn corners(labels: &[u32], w: usize, blob: &Blob) -> [(f32, f32); 4] {
    let mut best = [(f32::MAX, (0.0, 0.0)); 4];
    for y in blob.y0..=blob.y1 {
        for x in blob.x0..=blob.x1 {
            if labels[y * w + x] != blob.label {
                continue;
            }
            let (fx, fy) = (x as f32, y as f32);
            // Lower is better for each corner: TL, TR, BR, BL.
            let scores = [fx + fy, fy - fx, -fx - fy, fx - fy];
            for (slot, score) in best.iter_mut().zip(scores) {
                if score < slot.0 {
                    *slot = (score, (fx, fy));
                }
            }
        }
    }
    best.map(|(_, p)| p)
}
