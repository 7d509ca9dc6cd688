//! Finding the grid: the largest connected set of lines in the picture, and
//! its four outer corners.

use crate::gray::{components, Blob, Plane};
use crate::warp::{Homography, Point};

/// The longer side of the picture the grid is looked for in (pixels).
const WORK_SIDE: usize = 800;

/// Finds the grid's corners in `image` coordinates: top-left, top-right,
/// bottom-right, bottom-left; `None` when nothing looks like a grid.
pub(crate) fn find(image: &crate::GrayImage) -> Option<[(f32, f32); 4]> {
    find_within(image, WORK_SIDE)
}

/// [`find`], looking in the picture shrunk to at most `work_side` pixels
/// on its longer side (the camera's frames: a quarter of the work at half
/// the side, the votes of many frames making up for the coarser corners).
pub(crate) fn find_within(image: &crate::GrayImage, work_side: usize) -> Option<[(f32, f32); 4]> {
    let (plane, factor) = Plane::shrunk(image, work_side);
    let (w, h) = (plane.width, plane.height);
    if w < 30 || h < 30 {
        return None;
    }
    let radius = (w.max(h) / 50).max(4);
    let mask = plane.threshold(radius, 8);
    // Faint thin lines may vanish at the first setting: try a finer one.
    let cells = from_cells(&mask, w, h)
        .or_else(|| from_cells(&plane.threshold((radius / 2).max(3), 4), w, h));
    let corners = match cells {
        Some(corners) => corners,
        None => {
            // The largest blob that looks like a grid and whose corners
            // make a grid's outline.
            let (labels, blobs) = components(&mask, w, (0, 0, w, h), false);
            let mut candidates: Vec<&Blob> =
                blobs.iter().filter(|b| looks_like_grid(b, w, h)).collect();
            candidates.sort_by_key(|b| std::cmp::Reverse(b.w() * b.h()));
            candidates
                .into_iter()
                .map(|b| corners(&labels, w, std::slice::from_ref(b)))
                .find(|c| is_outline(c, w.min(h) as f32))?
        }
    };
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

/// The fewest cells a grid is found from.
const MIN_CELLS: usize = 30;

/// The grid from its cells: the white insides of the cells are the many
/// roughly square, similar-sized, neighbouring blobs of background. Things
/// printed against the grid's border (a coloured band, a crossword) do not
/// move its corners, as they do to the ink blob of the lines.
fn from_cells(mask: &[bool], w: usize, h: usize) -> Option<[(f32, f32); 4]> {
    let paper: Vec<bool> = mask.iter().map(|&ink| !ink).collect();
    let (_, blobs) = components(&paper, w, (0, 0, w, h), false);
    let most = w.min(h) / 5;
    let cells: Vec<&Blob> = blobs
        .iter()
        .filter(|b| {
            let (bw, bh) = (b.w(), b.h());
            bw >= 5
                && bh >= 5
                && bw <= most
                && bh <= most
                && bw * 10 >= bh * 6
                && bh * 10 >= bw * 6
                && b.count * 2 >= bw * bh
        })
        .collect();
    // Size classes, most common first: the area with the most others
    // within a factor 2, then the same among the rest. Each class's groups
    // of neighbouring cells that number as a 9 x 9 grid are candidates; the
    // grid is the largest (a page may show a small grid of solutions, or a
    // crossword, with more cells of one size than the puzzle).
    let area = |b: &Blob| (b.w() * b.h()) as f32;
    let alike = |a: f32, typical: f32| (a / typical - 1.25).abs() <= 0.75;
    let mut pool = cells;
    let mut best: Option<([(f32, f32); 4], f32)> = None;
    for _ in 0..SIZE_CLASSES {
        let Some((n, typical)) = pool
            .iter()
            .map(|c| {
                (
                    pool.iter().filter(|d| alike(area(d), area(c))).count(),
                    area(c),
                )
            })
            .max_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)))
        else {
            break;
        };
        if n < MIN_CELLS {
            break;
        }
        let (similar, rest): (Vec<&Blob>, Vec<&Blob>) =
            pool.into_iter().partition(|d| alike(area(d), typical));
        pool = rest;
        let reach = typical.sqrt() * 1.6;
        for group in groups(&similar, reach) {
            if group.len() < MIN_CELLS {
                continue;
            }
            let found = lattice(&group, f64::from(reach), (mask, w, h))
                .filter(|c| is_outline(c, w.min(h) as f32));
            if let Some(corners) = found {
                let size = quad_area(&corners);
                if best.is_none_or(|(_, s)| size > s) {
                    best = Some((corners, size));
                }
            }
        }
    }
    best.map(|(corners, _)| corners)
}

/// The least sine of a corner's angle in a grid's outline: every angle
/// between 30 and 150 degrees. A corner on the line through its two
/// neighbours (the outline a triangle) has a sine near 0; a grid seen
/// through a tilted camera keeps its angles within about 45 degrees of
/// square (the training photos' frames: 0.74 and more, but for misread
/// quadrilaterals).
const MIN_CORNER_SINE: f32 = 0.5;

/// The least ratio of an outline's shortest side to its longest: two
/// corners almost together make a side near 0. On the training photos and
/// their camera-like frames, the quadrilaterals with two corners a few
/// pixels apart (each misread) give 0.08 or less; the others 0.1 and more,
/// and below 0.2 only two, both misread.
const MIN_SIDE_RATIO: f32 = 0.2;

/// The least area of an outline, as a share of the square on the
/// picture's shorter side: a grid a tenth of that side across has cells
/// of a few pixels, too small to read.
const MIN_AREA: f32 = 0.01;

/// Whether `q` (top-left, top-right, bottom-right, bottom-left) can be a
/// grid's outline in a picture whose shorter side is `short` pixels: four
/// finite corners making a convex quadrilateral (not self-intersecting,
/// no corner pointing inwards), no corner on the line through its
/// neighbours ([`MIN_CORNER_SINE`]), no two corners almost together
/// ([`MIN_SIDE_RATIO`]), and not tiny ([`MIN_AREA`]). Anything else is a
/// search gone wrong, refused so that another search can try.
pub(crate) fn is_outline(q: &[(f32, f32); 4], short: f32) -> bool {
    if !q.iter().all(|p| p.0.is_finite() && p.1.is_finite()) {
        return false;
    }
    let side = |i: usize| (q[(i + 1) % 4].0 - q[i].0, q[(i + 1) % 4].1 - q[i].1);
    let length = |(x, y): (f32, f32)| x.hypot(y);
    let lengths: Vec<f32> = (0..4).map(|i| length(side(i))).collect();
    let longest = lengths.iter().copied().fold(0.0f32, f32::max);
    let shortest = lengths.iter().copied().fold(f32::INFINITY, f32::min);
    if longest <= 0.0 || shortest < MIN_SIDE_RATIO * longest {
        return false;
    }
    // The turn at each corner: all the same way round for a convex
    // outline (a bow-tie turns both ways, a dart once the other way), and
    // sharp enough to be a corner.
    let mut sign = 0.0f32;
    for i in 0..4 {
        let (a, b) = (side((i + 3) % 4), side(i));
        let cross = a.0 * b.1 - a.1 * b.0;
        if cross.abs() < MIN_CORNER_SINE * length(a) * length(b) {
            return false;
        }
        if sign * cross < 0.0 {
            return false;
        }
        sign = cross.signum();
    }
    quad_area(q) >= MIN_AREA * short * short
}

/// How many cell sizes are tried.
const SIZE_CLASSES: usize = 3;

/// The area of a quadrilateral (shoelace formula).
fn quad_area(q: &[(f32, f32); 4]) -> f32 {
    let mut twice = 0.0;
    for i in 0..4 {
        let (a, b) = (q[i], q[(i + 1) % 4]);
        twice += a.0 * b.1 - b.0 * a.1;
    }
    twice.abs() / 2.0
}

/// The centres of `cells` in groups of neighbours (closer than `reach` in
/// both directions, step by step).
fn groups(cells: &[&Blob], reach: f32) -> Vec<Vec<Point>> {
    let centre = |b: &Blob| ((b.x0 + b.x1) as f32 / 2.0, (b.y0 + b.y1) as f32 / 2.0);
    let mut parent: Vec<usize> = (0..cells.len()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for i in 0..cells.len() {
        for j in i + 1..cells.len() {
            let (a, b) = (centre(cells[i]), centre(cells[j]));
            if (a.0 - b.0).abs() < reach && (a.1 - b.1).abs() < reach {
                let (ri, rj) = (root(&mut parent, i), root(&mut parent, j));
                parent[ri] = rj;
            }
        }
    }
    let mut out: Vec<Vec<Point>> = vec![Vec::new(); cells.len()];
    for (i, cell) in cells.iter().enumerate() {
        let (x, y) = centre(cell);
        out[root(&mut parent, i)].push((f64::from(x), f64::from(y)));
    }
    out.retain(|g| !g.is_empty());
    out
}

/// Numbers the cell centres by column and row, walking from neighbour to
/// neighbour, fits the homography from cell numbers to the picture, and
/// gives the grid's corners when the cells span 9 by 9, or 8 (a row or
/// column of cells lost, say to broken lines: the grid then extends to the
/// side where the outer line shows in the ink).
fn lattice(centres: &[(f64, f64)], reach: f64, ink: Ink) -> Option<[(f32, f32); 4]> {
    let near =
        |a: (f64, f64), b: (f64, f64)| (a.0 - b.0).abs() < reach && (a.1 - b.1).abs() < reach;
    // The typical steps to the right and downwards.
    let mut right = Vec::new();
    let mut down = Vec::new();
    for &a in centres {
        for &b in centres {
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            if near(a, b) && dx.abs() > 2.0 * dy.abs() && dx > 0.0 {
                right.push((dx, dy));
            }
            if near(a, b) && dy.abs() > 2.0 * dx.abs() && dy > 0.0 {
                down.push((dx, dy));
            }
        }
    }
    let median = |v: &mut Vec<(f64, f64)>| -> Option<(f64, f64)> {
        v.sort_by(|a, b| (a.0 + a.1).total_cmp(&(b.0 + b.1)));
        v.get(v.len() / 2).copied()
    };
    let (e1, e2) = (median(&mut right)?, median(&mut down)?);
    let det = e1.0 * e2.1 - e1.1 * e2.0;
    if det.abs() < 1e-6 {
        return None;
    }
    let mut index: Vec<Option<(i64, i64)>> = vec![None; centres.len()];
    index[0] = Some((0, 0));
    let mut todo = vec![0];
    while let Some(a) = todo.pop() {
        let Some((i, j)) = index[a] else { continue };
        for b in 0..centres.len() {
            if index[b].is_some() || !near(centres[a], centres[b]) {
                continue;
            }
            let (dx, dy) = (centres[b].0 - centres[a].0, centres[b].1 - centres[a].1);
            let di = ((dx * e2.1 - dy * e2.0) / det).round() as i64;
            let dj = ((e1.0 * dy - e1.1 * dx) / det).round() as i64;
            index[b] = Some((i + di, j + dj));
            todo.push(b);
        }
    }
    let known: Vec<((i64, i64), (f64, f64))> = index
        .iter()
        .zip(centres)
        .filter_map(|(ij, &c)| ij.map(|ij| (ij, c)))
        .collect();
    let (i0, i1) = known
        .iter()
        .map(|k| k.0 .0)
        .fold((i64::MAX, i64::MIN), |(a, b), v| (a.min(v), b.max(v)));
    let (j0, j1) = known
        .iter()
        .map(|k| k.0 .1)
        .fold((i64::MAX, i64::MIN), |(a, b), v| (a.min(v), b.max(v)));
    if i1 - i0 < 7 || j1 - j0 < 7 {
        return None;
    }
    // Cells of a neighbouring grid or crossword may join in: keep the 9 x 9
    // window with the most cells.
    let mut window = (0, (i0, j0));
    for wi in i0..=(i1 - 8).max(i0) {
        for wj in j0..=(j1 - 8).max(j0) {
            let n = known
                .iter()
                .filter(|k| (wi..wi + 9).contains(&k.0 .0) && (wj..wj + 9).contains(&k.0 .1))
                .count();
            if n > window.0 {
                window = (n, (wi, wj));
            }
        }
    }
    let (count, (i0, j0)) = window;
    let (wide, high) = ((i1 - i0).min(8) + 1, (j1 - j0).min(8) + 1);
    if count < MIN_CELLS {
        return None;
    }
    let known: Vec<((i64, i64), (f64, f64))> = known
        .into_iter()
        .filter(|k| (i0..i0 + 9).contains(&k.0 .0) && (j0..j0 + 9).contains(&k.0 .1))
        .collect();
    let pairs: Vec<(Point, Point)> = known
        .iter()
        .map(|&((i, j), c)| (((i - i0) as f64 + 0.5, (j - j0) as f64 + 0.5), c))
        .collect();
    let h = Homography::fit(&pairs)?;
    // With 8 columns, the grid starts at column -1 or 0: whichever outer
    // line (u = -1 or u = 9) has more ink. The same for rows.
    let u0 = if wide == 9 {
        0.0
    } else if coverage(&h, ink, (-1.0, 0.0), (-1.0, 8.0))
        > coverage(&h, ink, (9.0, 0.0), (9.0, 8.0))
    {
        -1.0
    } else {
        0.0
    };
    let v0 = if high == 9 {
        0.0
    } else if coverage(&h, ink, (0.0, -1.0), (8.0, -1.0))
        > coverage(&h, ink, (0.0, 9.0), (8.0, 9.0))
    {
        -1.0
    } else {
        0.0
    };
    let corner = |u: f64, v: f64| {
        let (x, y) = h.apply(u0 + u, v0 + v);
        (x as f32, y as f32)
    };
    Some([
        corner(0.0, 0.0),
        corner(9.0, 0.0),
        corner(9.0, 9.0),
        corner(0.0, 9.0),
    ])
}

/// The ink mask, its width and height.
type Ink<'a> = (&'a [bool], usize, usize);

/// The share of points along the segment from `a` to `b` (cell units,
/// through `h`) that have ink within one pixel; 0 outside the picture.
fn coverage(h: &Homography, ink: Ink, a: Point, b: Point) -> f64 {
    let (mask, w, ht) = ink;
    const STEPS: usize = 100;
    let mut hits = 0;
    for k in 0..=STEPS {
        let t = k as f64 / STEPS as f64;
        let (x, y) = h.apply(a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
        let (x, y) = (x.round() as i64, y.round() as i64);
        let near = (-1..=1).any(|dy| {
            (-1..=1).any(|dx| {
                let (nx, ny) = (x + dx, y + dy);
                nx >= 0
                    && ny >= 0
                    && (nx as usize) < w
                    && (ny as usize) < ht
                    && mask[ny as usize * w + nx as usize]
            })
        });
        hits += usize::from(near);
    }
    hits as f64 / (STEPS + 1) as f64
}

/// The blobs' extreme points along the diagonals.
fn corners(labels: &[u32], w: usize, blobs: &[Blob]) -> [(f32, f32); 4] {
    let mut best = [(f32::MAX, (0.0, 0.0)); 4];
    for blob in blobs {
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
    }
    best.map(|(_, p)| p)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A picture's shorter side for the outlines below.
    const SHORT: f32 = 480.0;

    #[test]
    fn a_square_and_a_grid_seen_at_a_slant_are_outlines() {
        let square = [
            (100.0, 100.0),
            (400.0, 100.0),
            (400.0, 400.0),
            (100.0, 400.0),
        ];
        assert!(is_outline(&square, SHORT));
        // A camera tilted back: the top side shorter than the bottom one.
        let slant = [
            (180.0, 120.0),
            (460.0, 110.0),
            (540.0, 430.0),
            (100.0, 440.0),
        ];
        assert!(is_outline(&slant, SHORT));
    }

    #[test]
    fn a_triangle_is_no_outline() {
        // The top-right corner on the line from top-left to bottom-right.
        let triangle = [
            (100.0, 100.0),
            (250.0, 250.0),
            (400.0, 400.0),
            (100.0, 400.0),
        ];
        assert!(!is_outline(&triangle, SHORT));
        // Nearly on it: 5 pixels off the line.
        let flat = [
            (100.0, 100.0),
            (253.5, 246.5),
            (400.0, 400.0),
            (100.0, 400.0),
        ];
        assert!(!is_outline(&flat, SHORT));
    }

    #[test]
    fn two_corners_together_are_no_outline() {
        let coincident = [
            (100.0, 100.0),
            (100.0, 100.0),
            (400.0, 400.0),
            (100.0, 400.0),
        ];
        assert!(!is_outline(&coincident, SHORT));
        // Four pixels apart, as the grid finder once gave for a frame of
        // image1045 (docs/camera.md).
        let close = [(198.0, 100.0), (202.0, 100.0), (400.0, 380.0), (2.0, 380.0)];
        assert!(!is_outline(&close, SHORT));
    }

    #[test]
    fn a_bow_tie_a_dart_and_a_speck_are_no_outlines() {
        // The bottom corners swapped: the sides cross.
        let bow_tie = [
            (100.0, 100.0),
            (400.0, 100.0),
            (100.0, 400.0),
            (400.0, 400.0),
        ];
        assert!(!is_outline(&bow_tie, SHORT));
        // The bottom-right corner pushed in past the other diagonal.
        let dart = [
            (100.0, 100.0),
            (400.0, 100.0),
            (180.0, 180.0),
            (100.0, 400.0),
        ];
        assert!(!is_outline(&dart, SHORT));
        // A square 40 pixels across: a twelfth of the shorter side.
        let speck = [
            (100.0, 100.0),
            (140.0, 100.0),
            (140.0, 140.0),
            (100.0, 140.0),
        ];
        assert!(!is_outline(&speck, SHORT));
        let far = [
            (f32::NAN, 100.0),
            (400.0, 100.0),
            (400.0, 400.0),
            (100.0, 400.0),
        ];
        assert!(!is_outline(&far, SHORT));
    }
}
