//! The rectangles that unique rectangles are made of: four empty cells in
//! two rows, two columns and two boxes sharing two candidates
//! ([`rectangles`]), and the step that names one or a unique loop
//! ([`step`]). Shared by the types 1, 2 and 4 (`unique_rectangle.rs`),
//! type 3 (`unique_rectangle_three.rs`) and the loops (`unique_loop.rs`),
//! which import this module.

use super::{Board, Pattern, Rectangle, Step, Technique};
use crate::Digits;

/// One rectangle or loop: its cells (a rectangle's four corners row-major,
/// a loop's cells in loop order), its two digits, and the cells with more.
pub(super) struct Found {
    pub(super) corners: Vec<usize>,
    pub(super) digits: [u8; 2],
    pub(super) extra: Vec<usize>,
}

/// Every rectangle of empty cells in two boxes with two shared digits and
/// at least one corner holding only those (Sudoku Explainer's condition).
pub(super) fn rectangles(board: &Board) -> Vec<Found> {
    let mut out = Vec::new();
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    // Two boxes: the rows share a band or the columns a
                    // stack, not both.
                    if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                        continue;
                    }
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    if corners.iter().any(|&c| board.digit(c) != 0) {
                        continue;
                    }
                    let common = corners
                        .iter()
                        .fold(Digits::ALL, |m, &c| m & board.candidate_set(c));
                    let common = common.to_vec();
                    for (i, &a) in common.iter().enumerate() {
                        for &b in &common[i + 1..] {
                            let pair = Digits::single(a) | Digits::single(b);
                            let extra: Vec<usize> = corners
                                .iter()
                                .copied()
                                .filter(|&c| board.candidate_set(c) != pair)
                                .collect();
                            if extra.len() < 4 {
                                out.push(Found {
                                    corners: corners.to_vec(),
                                    digits: [a, b],
                                    extra,
                                });
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// The step of a rectangle or a loop (more than four cells), `None` when
/// it removes nothing.
pub(super) fn step(found: &Found, eliminations: Vec<(usize, u8)>, kind: Rectangle) -> Option<Step> {
    if eliminations.is_empty() {
        return None;
    }
    let units = match &kind {
        Rectangle::Four { unit, .. }
        | Rectangle::Three { unit, .. }
        | Rectangle::ThreeHidden { unit, .. } => vec![*unit],
        _ => Vec::new(),
    };
    let technique = if found.corners.len() > 4 {
        Technique::UniqueLoop
    } else {
        Technique::UniqueRectangle
    };
    Some(Step {
        technique,
        placements: Vec::new(),
        eliminations,
        cells: found.corners.clone(),
        units,
        pattern: Pattern::UniqueRectangle {
            corners: found.corners.clone(),
            digits: found.digits,
            kind,
        },
    })
}
