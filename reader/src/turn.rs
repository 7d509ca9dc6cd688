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

/// The straightened grid (`straight`, found at `corners`) read by `model`
/// in the quarter turn `turns`, or (`None`) in the one whose digits the
/// classifier is clearly surest of ([`crate::TURN_SURE`],
/// [`crate::TURN_MARGIN`]; upright otherwise): the turn, the grid's
/// corners in that orientation and each cell's probabilities (`None` for
/// a cell without digit-like ink). The classifier runs once per cell and
/// turn tried: the probabilities chose the turn and then name the digits.
pub(crate) fn read_turned(
    corners: [(f32, f32); 4],
    straight: &Plane,
    model: &crate::model::Mlp,
    turns: Option<usize>,
) -> (usize, [(f32, f32); 4], Vec<crate::correct::Probabilities>) {
    let read = |turns: usize| {
        let probabilities: Vec<crate::correct::Probabilities> =
            crate::cells::crops(&turned(straight, turns))
                .iter()
                .map(|crop| crop.as_ref().map(|c| model.probabilities(c)))
                .collect();
        let sure = mean_digit_probability(&probabilities);
        (turns, turned_corners(corners, turns), probabilities, sure)
    };
    let best = match turns {
        Some(turns) => read(turns),
        None => {
            let upright = read(0);
            let floor = upright.3 + crate::TURN_MARGIN;
            let mut best = upright;
            for turns in 1..4 {
                let found = read(turns);
                if found.3 >= crate::TURN_SURE && found.3 > floor && found.3 > best.3 {
                    best = found;
                }
            }
            best
        }
    };
    (best.0, best.1, best.2)
}

/// How sure the classifier is that the cells are digits: over the cells
/// with ink, the mean probability of the likeliest digit (0 without ink).
fn mean_digit_probability(probabilities: &[crate::correct::Probabilities]) -> f32 {
    let sure: Vec<f32> = probabilities
        .iter()
        .flatten()
        .map(|p| p.iter().take(9).fold(0.0f32, |a, &v| a.max(v)))
        .collect();
    if sure.is_empty() {
        0.0
    } else {
        sure.iter().sum::<f32>() / sure.len() as f32
    }
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
