//! Perspective correction: the homography that maps a square onto the
//! grid's four corners, and sampling the picture through it.

use crate::gray::Plane;

/// A point `(x, y)`.
pub(crate) type Point = (f64, f64);

/// Maps points of the square `[0, side]^2` to picture coordinates.
pub(crate) struct Homography([f64; 8]);

impl Homography {
    /// The homography taking the square's corners (top-left, top-right,
    /// bottom-right, bottom-left) to `corners`; `None` when they are
    /// degenerate (three in a line).
    pub fn square_to(side: f64, corners: &[(f32, f32); 4]) -> Option<Homography> {
        let from = [(0.0, 0.0), (side, 0.0), (side, side), (0.0, side)];
        // Eight equations in the eight unknowns h0..h7 (h8 = 1).
        let mut m = [[0.0f64; 9]; 8];
        for (i, ((u, v), &(x, y))) in from.iter().zip(corners.iter()).enumerate() {
            let (x, y) = (f64::from(x), f64::from(y));
            m[2 * i] = [*u, *v, 1.0, 0.0, 0.0, 0.0, -u * x, -v * x, x];
            m[2 * i + 1] = [0.0, 0.0, 0.0, *u, *v, 1.0, -u * y, -v * y, y];
        }
        solve(&mut m).map(Homography)
    }

    /// The picture point of square point `(u, v)`.
    pub fn apply(&self, u: f64, v: f64) -> (f64, f64) {
        let h = &self.0;
        let d = h[6] * u + h[7] * v + 1.0;
        (
            (h[0] * u + h[1] * v + h[2]) / d,
            (h[3] * u + h[4] * v + h[5]) / d,
        )
    }

    /// The least-squares homography taking each `from` point to its `to`
    /// point (at least four pairs, not three in a line).
    pub fn fit(pairs: &[(Point, Point)]) -> Option<Homography> {
        // Picture points centred and scaled near 1, for a well-conditioned system.
        let n = pairs.len().max(1) as f64;
        let (mx, my) = pairs
            .iter()
            .fold((0.0, 0.0), |a, p| (a.0 + p.1 .0 / n, a.1 + p.1 .1 / n));
        let s = pairs
            .iter()
            .map(|p| (p.1 .0 - mx).abs().max((p.1 .1 - my).abs()))
            .fold(1e-9, f64::max);
        let mut m = [[0.0f64; 9]; 8];
        for &((u, v), (x, y)) in pairs {
            let (x, y) = ((x - mx) / s, (y - my) / s);
            for row in [
                [u, v, 1.0, 0.0, 0.0, 0.0, -u * x, -v * x, x],
                [0.0, 0.0, 0.0, u, v, 1.0, -u * y, -v * y, y],
            ] {
                for i in 0..8 {
                    for k in 0..9 {
                        m[i][k] += row[i] * row[k];
                    }
                }
            }
        }
        let h = solve(&mut m)?;
        Some(Homography([
            s * h[0] + mx * h[6],
            s * h[1] + mx * h[7],
            s * h[2] + mx,
            s * h[3] + my * h[6],
            s * h[4] + my * h[7],
            s * h[5] + my,
            h[6],
            h[7],
        ]))
    }
}

/// Gaussian elimination with partial pivoting on an 8x9 augmented matrix.
fn solve(m: &mut [[f64; 9]; 8]) -> Option<[f64; 8]> {
    for col in 0..8 {
        let pivot = (col..8).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
        if m[pivot][col].abs() < 1e-9 {
            return None;
        }
        m.swap(col, pivot);
        let top = m[col];
        for (r, row) in m.iter_mut().enumerate() {
            if r != col {
                let f = row[col] / top[col];
                for (v, t) in row.iter_mut().zip(top).skip(col) {
                    *v -= f * t;
                }
            }
        }
    }
    let mut h = [0.0; 8];
    for (i, v) in h.iter_mut().enumerate() {
        *v = m[i][8] / m[i][i];
    }
    h.iter().all(|v| v.is_finite()).then_some(h)
}

/// The grid straightened into a `side` x `side` picture. Each output pixel
/// averages `n` x `n` bilinear samples, so a large photo is not aliased.
pub(crate) fn straighten(image: &crate::GrayImage, h: &Homography, side: usize) -> Plane {
    let (w, ht) = (image.width() as usize, image.height() as usize);
    let raw = image.as_raw();
    let (cx, cy) = h.apply(side as f64 / 2.0, side as f64 / 2.0);
    let (ex, ey) = h.apply(side as f64 / 2.0 + 1.0, side as f64 / 2.0 + 1.0);
    let scale = ((ex - cx).abs().max((ey - cy).abs())).ceil();
    let n = (scale as usize).clamp(1, 4);
    let sample = |x: f64, y: f64| -> f64 {
        let x = x.clamp(0.0, (w - 1) as f64);
        let y = y.clamp(0.0, (ht - 1) as f64);
        let (x0, y0) = (x.floor() as usize, y.floor() as usize);
        let (x1, y1) = ((x0 + 1).min(w - 1), (y0 + 1).min(ht - 1));
        let (fx, fy) = (x - x0 as f64, y - y0 as f64);
        let p = |xx: usize, yy: usize| f64::from(raw[yy * w + xx]);
        let top = p(x0, y0) * (1.0 - fx) + p(x1, y0) * fx;
        let bottom = p(x0, y1) * (1.0 - fx) + p(x1, y1) * fx;
        top * (1.0 - fy) + bottom * fy
    };
    let mut pixels = vec![0u8; side * side];
    for v in 0..side {
        for u in 0..side {
            let mut sum = 0.0;
            for j in 0..n {
                for i in 0..n {
                    let su = u as f64 + (i as f64 + 0.5) / n as f64;
                    let sv = v as f64 + (j as f64 + 0.5) / n as f64;
                    let (x, y) = h.apply(su, sv);
                    sum += sample(x - 0.5, y - 0.5);
                }
            }
            pixels[v * side + u] = (sum / (n * n) as f64).round().clamp(0.0, 255.0) as u8;
        }
    }
    Plane {
        width: side,
        height: side,
        pixels,
    }
}
