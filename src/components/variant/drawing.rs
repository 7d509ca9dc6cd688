//! The drawing over the board (docs/variants.md, "The page"): its
//! geometry, in hundredths of a cell (cages as newspapers print them, a
//! dashed line just inside each cage; the edges between a jigsaw's
//! regions), and the `aria-hidden` SVG of it (windows, diagonals, region
//! borders, cages), which only the variants module draws.

use crate::model::Sheet;
use sudoku_solver::CELLS;
use yew::prelude::*;

/// The drawing over the board (an `aria-hidden` SVG, 100 units a cell),
/// with the style sheet of the variants: nothing in the first load.
pub fn overlay(sheet: &Sheet) -> Html {
    #[cfg(feature = "variants")]
    {
        svg::overlay(sheet)
    }
    #[cfg(not(feature = "variants"))]
    {
        let _ = sheet;
        Html::default()
    }
}

/// A straight line of the drawing, in hundredths of a cell: from `(x1, y1)`
/// to `(x2, y2)`, horizontal or vertical.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// Start, across.
    pub x1: i32,
    /// Start, down.
    pub y1: i32,
    /// End, across.
    pub x2: i32,
    /// End, down.
    pub y2: i32,
}

/// A cell is 100 units of the drawing.
pub const UNIT: i32 = 100;

/// How far inside its cells a cage's line runs.
pub const INSET: i32 = 9;

/// The outline of a cage (`inside(cell)`: whether the cell is in it), as
/// newspapers print it: `INSET` units inside every edge it shares with a
/// cell outside it, concave corners included (the line turns `INSET` past
/// the corner, into the neighbouring cell of the cage), in as few straight
/// lines as it takes.
pub fn cage_outline(inside: impl Fn(usize) -> bool) -> Vec<Line> {
    let at =
        |r: i32, c: i32| (0..9).contains(&r) && (0..9).contains(&c) && inside((r * 9 + c) as usize);
    // Where a line along an edge ends, seen from the cell: short of the
    // corner at a convex one, on it where the next cell's edge goes on,
    // past it at a concave one.
    let end = |along: bool, diagonal: bool| match (along, diagonal) {
        (false, _) => INSET,
        (true, false) => 0,
        (true, true) => -INSET,
    };
    let mut across = Vec::new();
    let mut down = Vec::new();
    for r in 0..9 {
        for c in 0..9 {
            if !at(r, c) {
                continue;
            }
            let (x, y) = (c * UNIT, r * UNIT);
            // Top and bottom.
            for (dr, ly) in [(-1, y + INSET), (1, y + UNIT - INSET)] {
                if !at(r + dr, c) {
                    let x1 = x + end(at(r, c - 1), at(r + dr, c - 1));
                    let x2 = x + UNIT - end(at(r, c + 1), at(r + dr, c + 1));
                    across.push((ly, x1, x2));
                }
            }
            // Left and right.
            for (dc, lx) in [(-1, x + INSET), (1, x + UNIT - INSET)] {
                if !at(r, c + dc) {
                    let y1 = y + end(at(r - 1, c), at(r - 1, c + dc));
                    let y2 = y + UNIT - end(at(r + 1, c), at(r + 1, c + dc));
                    down.push((lx, y1, y2));
                }
            }
        }
    }
    lines(across, down)
}

/// The edges between cells of different regions (`regions[cell]`), as
/// straight lines along the cells' sides.
pub fn region_edges(regions: &[u8; CELLS]) -> Vec<Line> {
    let mut across = Vec::new();
    let mut down = Vec::new();
    for r in 0..9 {
        for c in 0..9 {
            let cell = (r * 9 + c) as usize;
            if c < 8 && regions[cell] != regions[cell + 1] {
                down.push(((c + 1) * UNIT, r * UNIT, (r + 1) * UNIT));
            }
            if r < 8 && regions[cell] != regions[cell + 9] {
                across.push(((r + 1) * UNIT, c * UNIT, (c + 1) * UNIT));
            }
        }
    }
    lines(across, down)
}

/// The lines of pieces across `(y, x1, x2)` and down `(x, y1, y2)`, each
/// direction's pieces joined where they touch.
fn lines(across: Vec<(i32, i32, i32)>, down: Vec<(i32, i32, i32)>) -> Vec<Line> {
    let across = joined(across).into_iter().map(|(y, x1, x2)| Line {
        x1,
        y1: y,
        x2,
        y2: y,
    });
    let down = joined(down).into_iter().map(|(x, y1, y2)| Line {
        x1: x,
        y1,
        x2: x,
        y2,
    });
    across.chain(down).collect()
}

/// Pieces of lines `(at, from, to)` joined where they touch on the same
/// line, in order.
fn joined(mut pieces: Vec<(i32, i32, i32)>) -> Vec<(i32, i32, i32)> {
    pieces.sort_unstable();
    let mut out: Vec<(i32, i32, i32)> = Vec::with_capacity(pieces.len());
    for (at, from, to) in pieces {
        match out.last_mut() {
            Some(last) if last.0 == at && from <= last.2 => last.2 = last.2.max(to),
            _ => out.push((at, from, to)),
        }
    }
    out
}

/// An SVG path of `lines`.
pub fn path(lines: &[Line]) -> String {
    use std::fmt::Write;
    let mut d = String::new();
    for l in lines {
        let _ = write!(d, "M{} {}L{} {}", l.x1, l.y1, l.x2, l.y2);
    }
    d
}

#[cfg(feature = "variants")]
mod svg {
    use super::{cage_outline, path, region_edges, Sheet, UNIT};
    use sudoku_solver::rules::HouseKind;
    use yew::prelude::*;

    /// The drawing: windows shaded under everything, then the diagonals,
    /// the jigsaw's region borders (of the regions drawn so far, while
    /// they are drawn) and the cages' dashed lines.
    pub fn overlay(sheet: &Sheet) -> Html {
        let rules = sheet.rules();
        let size = (9 * UNIT).to_string();
        let view = format!("0 0 {size} {size}");
        let houses = rules.houses();
        let mut windows = Vec::new();
        let mut diagonals = Vec::new();
        for (kind, cells) in houses.kinds().iter().zip(houses.cells()) {
            let corner = |cell: u8| (cell as i32 % 9 * UNIT, cell as i32 / 9 * UNIT);
            match kind {
                HouseKind::Window(_) => {
                    let (x, y) = corner(cells[0]);
                    windows.push(html! {
                        <rect class="window" x={x.to_string()} y={y.to_string()}
                            width={(3 * UNIT).to_string()} height={(3 * UNIT).to_string()} />
                    });
                }
                HouseKind::MainDiagonal | HouseKind::AntiDiagonal => {
                    let (first, last) = (cells[0] as i32, cells[8] as i32);
                    // From the first cell's outer corner to the last's.
                    let x1 = if first % 9 == 0 { 0 } else { 9 * UNIT };
                    let x2 = if last % 9 == 0 { 0 } else { 9 * UNIT };
                    diagonals.push(format!("M{x1} 0L{x2} {}", 9 * UNIT));
                }
                _ => {}
            }
        }
        let regions =
            crate::features::jigsaw_drawing::regions(sheet).map(|r| path(&region_edges(r)));
        let cages = rules.cages().iter().map(|cage| {
            let d = path(&cage_outline(|cell| cage.cells.contains(&(cell as u8))));
            html! { <path class="cage" {d} vector-effect="non-scaling-stroke" /> }
        });
        html! {
            <svg class="variant-drawing" viewBox={view} preserveAspectRatio="none"
                aria-hidden="true" focusable="false">
                { for windows }
                if !diagonals.is_empty() {
                    <path class="diagonal" d={diagonals.concat()} vector-effect="non-scaling-stroke" />
                }
                if let Some(d) = regions {
                    <path class="region" {d} vector-effect="non-scaling-stroke" />
                }
                { for cages }
            </svg>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cage_of_one_cell_is_a_square_inside_it() {
        let lines = cage_outline(|cell| cell == 10);
        let (a, b) = (100 + INSET, 200 - INSET);
        assert_eq!(
            lines,
            [
                Line {
                    x1: a,
                    y1: a,
                    x2: b,
                    y2: a
                },
                Line {
                    x1: a,
                    y1: b,
                    x2: b,
                    y2: b
                },
                Line {
                    x1: a,
                    y1: a,
                    x2: a,
                    y2: b
                },
                Line {
                    x1: b,
                    y1: a,
                    x2: b,
                    y2: b
                },
            ]
        );
    }

    #[test]
    fn an_l_shaped_cage_turns_inside_its_concave_corner() {
        // r1c1, r1c2 and r2c1: the corner at (100, 100) is concave.
        let lines = cage_outline(|cell| [0, 1, 9].contains(&cell));
        let i = INSET;
        let mut expected = vec![
            // Top: one line across both cells.
            Line {
                x1: i,
                y1: i,
                x2: 200 - i,
                y2: i,
            },
            // Under r1c2, from the concave corner (100 - i, 100 - i).
            Line {
                x1: 100 - i,
                y1: 100 - i,
                x2: 200 - i,
                y2: 100 - i,
            },
            // Bottom of r2c1.
            Line {
                x1: i,
                y1: 200 - i,
                x2: 100 - i,
                y2: 200 - i,
            },
            // Left: one line down both cells.
            Line {
                x1: i,
                y1: i,
                x2: i,
                y2: 200 - i,
            },
            // Right of r2c1, up to the concave corner.
            Line {
                x1: 100 - i,
                y1: 100 - i,
                x2: 100 - i,
                y2: 200 - i,
            },
            // Right of r1c2.
            Line {
                x1: 200 - i,
                y1: i,
                x2: 200 - i,
                y2: 100 - i,
            },
        ];
        expected.sort_by_key(|l| (l.x1 != l.x2, l.y1, l.x1));
        let mut got = lines.clone();
        got.sort_by_key(|l| (l.x1 != l.x2, l.y1, l.x1));
        assert_eq!(got, expected);
    }

    #[test]
    fn region_edges_of_the_boxes_are_the_box_lines() {
        let boxes = sudoku_solver::rules::box_regions();
        let lines = region_edges(&boxes);
        assert_eq!(
            lines,
            [
                Line {
                    x1: 0,
                    y1: 300,
                    x2: 900,
                    y2: 300
                },
                Line {
                    x1: 0,
                    y1: 600,
                    x2: 900,
                    y2: 600
                },
                Line {
                    x1: 300,
                    y1: 0,
                    x2: 300,
                    y2: 900
                },
                Line {
                    x1: 600,
                    y1: 0,
                    x2: 600,
                    y2: 900
                },
            ]
        );
    }
}
