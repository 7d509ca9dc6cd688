//! A plain greyscale buffer, the adaptive threshold and connected components
//! shared by grid finding and cell reading.

/// A greyscale picture as rows of bytes (0 black, 255 white).
pub(crate) struct Plane {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

impl Plane {
    /// The picture scaled down by a whole factor (box average), so that its
    /// longer side is at most `max_side`; returns the factor used.
    pub fn shrunk(image: &crate::GrayImage, max_side: usize) -> (Plane, usize) {
        let (w, h) = (image.width() as usize, image.height() as usize);
        let factor = w.max(h).div_ceil(max_side).max(1);
        let (sw, sh) = ((w / factor).max(1), (h / factor).max(1));
        let raw = image.as_raw();
        let mut pixels = vec![0u8; sw * sh];
        for y in 0..sh {
            for x in 0..sw {
                let mut sum = 0u32;
                let mut n = 0u32;
                for yy in y * factor..((y + 1) * factor).min(h) {
                    for xx in x * factor..((x + 1) * factor).min(w) {
                        sum += u32::from(raw[yy * w + xx]);
                        n += 1;
                    }
                }
                pixels[y * sw + x] = (sum / n.max(1)) as u8;
            }
        }
        let plane = Plane {
            width: sw,
            height: sh,
            pixels,
        };
        (plane, factor)
    }

    /// Ink mask: a pixel is ink when it is darker than the mean of the
    /// square of side `2 * radius + 1` around it by more than `offset`.
    pub fn threshold(&self, radius: usize, offset: u32) -> Vec<bool> {
        let (w, h) = (self.width, self.height);
        let mut integral = vec![0u64; (w + 1) * (h + 1)];
        for y in 0..h {
            let mut row = 0u64;
            for x in 0..w {
                row += u64::from(self.pixels[y * w + x]);
                integral[(y + 1) * (w + 1) + x + 1] = integral[y * (w + 1) + x + 1] + row;
            }
        }
        let mut mask = vec![false; w * h];
        for y in 0..h {
            let (y0, y1) = (y.saturating_sub(radius), (y + radius + 1).min(h));
            for x in 0..w {
                let (x0, x1) = (x.saturating_sub(radius), (x + radius + 1).min(w));
                let sum = integral[y1 * (w + 1) + x1] + integral[y0 * (w + 1) + x0]
                    - integral[y0 * (w + 1) + x1]
                    - integral[y1 * (w + 1) + x0];
                let n = ((y1 - y0) * (x1 - x0)) as u64;
                let p = u64::from(self.pixels[y * w + x]) + u64::from(offset);
                mask[y * w + x] = p * n < sum;
            }
        }
        mask
    }
}

/// One connected set of ink pixels and its bounding box.
#[derive(Clone, Debug)]
pub(crate) struct Blob {
    pub label: u32,
    pub count: usize,
    pub x0: usize,
    pub y0: usize,
    pub x1: usize,
    pub y1: usize,
}

impl Blob {
    /// Width of the bounding box.
    pub fn w(&self) -> usize {
        self.x1 - self.x0 + 1
    }
    /// Height of the bounding box.
    pub fn h(&self) -> usize {
        self.y1 - self.y0 + 1
    }
}

/// Labels the connected components of `mask` (width `w`) inside the
/// rectangle `[rx0, rx1) x [ry0, ry1)`, through 8 neighbours or 4; labels
/// start at 1, 0 is background. The labels cover the rectangle only (row
/// by row, `rx1 - rx0` wide): a cell's 32 x 32 pixels, not the whole grid,
/// which each of a reading's several hundred cell passes used to clear.
pub(crate) fn components(
    mask: &[bool],
    w: usize,
    rect: (usize, usize, usize, usize),
    eight: bool,
) -> (Vec<u32>, Vec<Blob>) {
    let steps: &[(isize, isize)] = if eight {
        &[
            (-1, -1),
            (0, -1),
            (1, -1),
            (-1, 0),
            (1, 0),
            (-1, 1),
            (0, 1),
            (1, 1),
        ]
    } else {
        &[(0, -1), (-1, 0), (1, 0), (0, 1)]
    };
    let (rx0, ry0, rx1, ry1) = rect;
    let rw = rx1.saturating_sub(rx0);
    let at = |x: usize, y: usize| (y - ry0) * rw + (x - rx0);
    let mut labels = vec![0u32; rw * ry1.saturating_sub(ry0)];
    let mut blobs = Vec::new();
    let mut stack = Vec::new();
    for sy in ry0..ry1 {
        for sx in rx0..rx1 {
            let start = sy * w + sx;
            if !mask[start] || labels[at(sx, sy)] != 0 {
                continue;
            }
            let label = blobs.len() as u32 + 1;
            let mut blob = Blob {
                label,
                count: 0,
                x0: sx,
                y0: sy,
                x1: sx,
                y1: sy,
            };
            labels[at(sx, sy)] = label;
            stack.push((sx, sy));
            while let Some((x, y)) = stack.pop() {
                blob.count += 1;
                blob.x0 = blob.x0.min(x);
                blob.x1 = blob.x1.max(x);
                blob.y0 = blob.y0.min(y);
                blob.y1 = blob.y1.max(y);
                for &(dx, dy) in steps {
                    let (nx, ny) = (x as isize + dx, y as isize + dy);
                    if nx < rx0 as isize
                        || ny < ry0 as isize
                        || nx >= rx1 as isize
                        || ny >= ry1 as isize
                    {
                        continue;
                    }
                    let (nx, ny) = (nx as usize, ny as usize);
                    if mask[ny * w + nx] && labels[at(nx, ny)] == 0 {
                        labels[at(nx, ny)] = label;
                        stack.push((nx, ny));
                    }
                }
            }
            blobs.push(blob);
        }
    }
    (labels, blobs)
}
