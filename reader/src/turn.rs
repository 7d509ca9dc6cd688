//! Quarter turns of the straightened grid, for photos taken sideways or
//! upside down, or whose orientation tag is wrong (a browser applies the
//! tag; some phones and editors leave a stale one). The grid is found the
//! same way in any orientation, so only the straightened square and the
//! order of its corners turn; [`crate::read`] reads all four and keeps the
//! one whose digits the classifier is surest of.

use crate::gray::Plane;

/// `plane` (square) turned clockwise `turns` quarter turns.
pub(crate) fn turned(plane: &Plane, turns: usize) -> Plane {
    let side = plane.width;
    let mut pixels = plane.pixels.clone();
    for _ in 0..turns % 4 {
        let before = pixels.clone();
        for y in 0..side {
            for x in 0..side {
                // The pixel now at (x, y) was at column y, row side-1-x.
                pixels[y * side + x] = before[(side - 1 - x) * side + y];
            }
        }
    }
    Plane {
        width: side,
        height: side,
        pixels,
    }
}

/// The corners (top-left, top-right, bottom-right, bottom-left) of the grid
/// turned clockwise `turns` quarter turns: the new top-left was the
/// bottom-left.
pub(crate) fn turned_corners(corners: [(f32, f32); 4], turns: usize) -> [(f32, f32); 4] {
    let mut out = corners;
    out.rotate_right(turns % 4);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_turn_moves_the_left_column_to_the_top_row() {
        // 0 1
        // 2 3   turned clockwise:  2 0
        //                          3 1
        let plane = Plane {
            width: 2,
            height: 2,
            pixels: vec![0, 1, 2, 3],
        };
        assert_eq!(turned(&plane, 1).pixels, vec![2, 0, 3, 1]);
        assert_eq!(turned(&plane, 2).pixels, vec![3, 2, 1, 0]);
        assert_eq!(turned(&plane, 4).pixels, plane.pixels);
        let corners = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)];
        assert_eq!(
            turned_corners(corners, 1),
            [(0.0, 1.0), (0.0, 0.0), (1.0, 0.0), (1.0, 1.0)]
        );
    }
}
