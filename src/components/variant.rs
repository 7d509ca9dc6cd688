//! The variants on the page (docs/variants.md, "The page"): the `Variant`
//! select, the cage tools while a killer is entered (`Cage sum`, `Delete
//! cage`), `Make region` while a jigsaw is entered, what each cell says of
//! its cage and region, the variant's name while it is played, and the
//! drawing over the board:
//! cages as newspapers print them (a dashed line just inside each cage,
//! its sum in the head's top-left corner), the jigsaw's regions, the X's
//! diagonals and the windoku's windows.
//!
//! The first load is built without the `variants` feature: there the
//! select is all there is (choosing a variant hands over to the variants
//! module), and the drawing, its style sheet (`styles/variants.css`, a
//! file the variants module adds to the page when it starts:
//! `services::variants::load_style`) and the cage tools are left out.

use super::keep_focus;
use crate::model::rules::{Rules, Variant, HAS_VARIANTS};
use crate::model::{Phase, Sheet};
use crate::state::Action;
use crate::t;
use sudoku_solver::CELLS;
use web_sys::{HtmlElement, HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// What a cell shows and says of its cage (docs/interfaces.md, The board:
/// `data-cage`, `data-cage-sum`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CageMark {
    /// The cage's number, from 1, in the order of [`Rules::cages`].
    pub number: usize,
    /// The cage's sum.
    pub sum: u8,
    /// How many cells the cage has.
    pub cells: usize,
    /// The cell is the cage's head, which shows the sum.
    pub head: bool,
}

/// What a cell shows and says of its variant's rules: its cage and its
/// jigsaw region. In the first load, which knows classic Sudoku only, it
/// has nothing in it, and costs the board nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellRules {
    #[cfg(feature = "variants")]
    cage: Option<CageMark>,
    #[cfg(feature = "variants")]
    region: Option<u8>,
}

impl CellRules {
    /// The cell's cage, if it is in one.
    pub fn cage(&self) -> Option<CageMark> {
        #[cfg(feature = "variants")]
        {
            self.cage
        }
        #[cfg(not(feature = "variants"))]
        {
            None
        }
    }

    /// The cell's region (0-8), in a jigsaw; `None` too for a cell in no
    /// region yet while the regions are drawn.
    pub fn region(&self) -> Option<u8> {
        #[cfg(feature = "variants")]
        {
            self.region.filter(|&r| r < 9)
        }
        #[cfg(not(feature = "variants"))]
        {
            None
        }
    }

    /// The cell's `data-region` (docs/interfaces.md, The board): its region
    /// 0-8 in a jigsaw, `""` in no region yet, absent in other variants.
    pub fn region_attr(&self) -> Option<String> {
        #[cfg(feature = "variants")]
        {
            self.region
                .map(|r| if r < 9 { r.to_string() } else { String::new() })
        }
        #[cfg(not(feature = "variants"))]
        {
            None
        }
    }

    /// What the cell's label adds of its cage and its region (", cage of
    /// 15, 3 cells", ", region 3", ", no region yet"), for those who cannot
    /// see the lines.
    pub fn label(&self) -> String {
        #[cfg_attr(not(feature = "variants"), allow(unused_mut))]
        let mut out = String::new();
        #[cfg(feature = "variants")]
        {
            if let Some(cage) = self.cage {
                out.push_str(&crate::text::cells::cage_label(cage.sum, cage.cells));
            }
            if let Some(region) = self.region {
                out.push_str(&crate::text::variant::region_label(region));
            }
        }
        out
    }
}

/// What each cell of `sheet` shows of its rules: its cage, and in a jigsaw
/// its region (the regions being drawn, while they are).
pub fn cell_rules(sheet: &Sheet) -> [CellRules; CELLS] {
    #[cfg_attr(not(feature = "variants"), allow(unused_mut))]
    let mut cells = [CellRules::default(); CELLS];
    #[cfg(feature = "variants")]
    {
        let rules = sheet.rules();
        for (i, cage) in rules.cages().iter().enumerate() {
            for (k, &cell) in cage.cells.iter().enumerate() {
                cells[cell as usize].cage = Some(CageMark {
                    number: i + 1,
                    sum: cage.sum,
                    cells: cage.cells.len(),
                    head: k == 0,
                });
            }
        }
        if let Some(regions) = crate::features::variant::regions(sheet) {
            for (cell, &region) in regions.iter().enumerate() {
                cells[cell].region = Some(region);
            }
        }
    }
    #[cfg(not(feature = "variants"))]
    let _ = sheet;
    cells
}

/// The board's classes for its variant: `jigsaw` (region borders instead
/// of the boxes'), `cages` (room inside the cages' lines for the marks).
pub fn board_classes(rules: &Rules) -> Classes {
    if !HAS_VARIANTS {
        return Classes::new();
    }
    let variant = rules.variant();
    classes!(
        (variant == Variant::Jigsaw).then_some("jigsaw"),
        variant.has_cages().then_some("cages"),
    )
}

/// The cells that see `cell` under a variant's rules (bit `i` for cell
/// `i`): its houses' cells and its cage's; while a jigsaw's regions are
/// drawn, its row's, its column's and its region's. `None` in the first
/// load, whose board knows the classic peers only.
pub fn peers(sheet: &Sheet, cell: usize) -> Option<u128> {
    #[cfg(feature = "variants")]
    {
        if let Some(drawing) = sheet.drawing() {
            let seen = (0..CELLS)
                .filter(|&p| crate::features::variant::drawn_peers(drawing, cell, p))
                .fold(0u128, |mask, p| mask | 1 << p);
            return Some(seen);
        }
        let rules = sheet.rules();
        let mut mask = rules
            .houses()
            .peers(cell)
            .iter()
            .fold(0u128, |mask, &p| mask | 1 << p);
        if let Some(cage) = rules.cage_of(cell) {
            for &p in &rules.cages()[cage].cells {
                mask |= 1 << p;
            }
        }
        Some(mask & !(1 << cell))
    }
    #[cfg(not(feature = "variants"))]
    {
        let _ = (sheet, cell);
        None
    }
}

/// The `Variant` select (`id="variant"`, values the variants' names),
/// showing the board's variant.
pub fn variant_select(variant: Variant, on_action: &Callback<Action>) -> Html {
    let onchange = {
        let on_action = on_action.clone();
        move |event: Event| {
            let chosen = event
                .target_dyn_into::<HtmlSelectElement>()
                .and_then(|select| select.value().parse::<Variant>().ok());
            if let Some(variant) = chosen {
                choose(variant, &on_action);
            }
        }
    };
    let options = Variant::ALL.iter().map(|&each| {
        html! {
            <option value={each.name()} selected={each == variant}>
                { t!("page-variant-name", variant = each.name()) }
            </option>
        }
    });
    let label = t!("page-variant");
    html! {
        <>
            <label for="variant" class="variant-label">{ label.clone() }</label>
            <select id="variant" name="variant" class="variant" title={label} {onchange}>
                { for options }
            </select>
        </>
    }
}

/// What choosing `variant` does: in the variants module the board takes
/// its rules; in the first load, which knows classic Sudoku only, a variant
/// hands the page over to the variants module.
fn choose(variant: Variant, on_action: &Callback<Action>) {
    if HAS_VARIANTS {
        on_action.emit(Action::SetVariant(variant));
    } else if variant != Variant::Classic {
        #[cfg(not(feature = "variants"))]
        crate::services::variants::hand_over(variant);
    }
}

/// The sums a cage can have (1 to 45, the sum of 1-9): the reducer says
/// why one is impossible for its cells.
const SUMS: std::ops::RangeInclusive<u8> = 1..=45;

/// The sum typed in the `Cage sum` field, if it is one.
fn typed_sum(text: &str) -> Option<u8> {
    text.trim()
        .parse::<u8>()
        .ok()
        .filter(|sum| SUMS.contains(sum))
}

/// `Cage sum` (`id="cage-sum"`) and `Delete cage`, while a killer is
/// entered (nothing in the first load). Enter in the field makes the
/// selected cells a cage of that sum, empties the field and gives the focus
/// back to the board, to select the next cage's cells. Keys typed in the
/// field stay there (a digit is not a given, Ctrl+Z undoes the typing).
/// A phone's number pad may have no Enter (an iPhone's has Done, which
/// only leaves the field): leaving the field for nowhere in particular
/// takes a sum typed there as Enter does; leaving it for the board (to
/// select other cells) or a button keeps it.
pub fn cage_tools(on_action: &Callback<Action>) -> Html {
    if !HAS_VARIANTS {
        return Html::default();
    }
    let onkeydown = {
        let on_action = on_action.clone();
        move |event: KeyboardEvent| {
            event.stop_propagation();
            let key = event.key();
            if key != "Enter" && key != "Escape" {
                return;
            }
            event.prevent_default();
            let Some(field) = event.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            if key == "Enter" {
                let Some(sum) = typed_sum(&field.value()) else {
                    field.set_custom_validity(&t!("variant-cage-sum-invalid"));
                    field.report_validity();
                    return;
                };
                on_action.emit(Action::AddCage(sum));
            }
            field.set_value("");
            field.set_custom_validity("");
            focus_board();
        }
    };
    let onblur = {
        let on_action = on_action.clone();
        move |event: FocusEvent| {
            if event.related_target().is_some() {
                return;
            }
            let Some(field) = event.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            if let Some(sum) = typed_sum(&field.value()) {
                on_action.emit(Action::AddCage(sum));
                field.set_value("");
                focus_board();
            }
        }
    };
    let oninput = |event: InputEvent| {
        if let Some(field) = event.target_dyn_into::<HtmlInputElement>() {
            field.set_custom_validity("");
        }
    };
    let on_delete = on_action.reform(|_: MouseEvent| Action::DeleteCage);
    let sum = t!("variant-cage-sum");
    html! {
        <div class="cage-tools" role="group" aria-label={t!("variant-cage-tools")}>
            <label for="cage-sum" class="cage-sum-label">{ sum }</label>
            <input id="cage-sum" name="cage-sum" type="text" inputmode="numeric" autocomplete="off"
                maxlength="2" enterkeyhint="done" size="3"
                title={crate::model::lang::ta("variant-cage-sum", "title", &[])}
                {onkeydown} {oninput} {onblur} />
            <button type="button" data-action="delete-cage" onclick={on_delete}
                onmousedown={keep_focus}
                title={crate::model::lang::ta("variant-cage-delete", "title", &[])}>
                { t!("variant-cage-delete") }
            </button>
        </div>
    }
}

/// `Make region` (`data-action="make-region"`), while a jigsaw is entered
/// (nothing in the first load): the selected cells, nine connected ones,
/// become one region; then the board has the focus again, to select the
/// next region's cells.
pub fn region_tools(on_action: &Callback<Action>) -> Html {
    if !HAS_VARIANTS {
        return Html::default();
    }
    let onclick = on_action.reform(|_: MouseEvent| {
        focus_board();
        Action::MakeRegion
    });
    html! {
        <div class="region-tools" role="group" aria-label={t!("variant-region-tools")}>
            <button type="button" data-action="make-region" {onclick} onmousedown={keep_focus}
                title={crate::model::lang::ta("variant-region-make", "title", &[])}>
                { t!("variant-region-make") }
            </button>
        </div>
    }
}

/// The variant being played, named beside the difficulty line (the
/// Variant select, which shows it while entering, is hidden then): a
/// `<p class="variant-played" data-variant="killer">`; nothing for
/// classic Sudoku, while entering, or in the first load.
pub fn played_variant(variant: Variant, phase: Phase) -> Html {
    #[cfg(feature = "variants")]
    if phase == Phase::Playing {
        if let Some(text) = crate::text::variant::played(variant) {
            return html! {
                <p class="variant-played" data-variant={variant.name()}>{ text }</p>
            };
        }
    }
    let _ = (variant, phase);
    Html::default()
}

/// Gives the focus back to the board.
fn focus_board() {
    let board = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[role=grid]").ok().flatten());
    if let Some(board) = board.and_then(|b| wasm_bindgen::JsCast::dyn_into::<HtmlElement>(b).ok()) {
        let _ = board.focus();
    }
}

/// The drawing over the board (an `aria-hidden` SVG, 100 units a cell),
/// with the style sheet of the variants: nothing in the first load.
pub fn overlay(sheet: &Sheet) -> Html {
    #[cfg(feature = "variants")]
    {
        drawing::overlay(sheet)
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
mod drawing {
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
        let regions = crate::features::variant::regions(sheet).map(|r| path(&region_edges(r)));
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
    fn a_sum_is_1_to_45() {
        assert_eq!(typed_sum(" 15 "), Some(15));
        assert_eq!(typed_sum("45"), Some(45));
        assert_eq!(typed_sum("0"), None);
        assert_eq!(typed_sum("46"), None);
        assert_eq!(typed_sum("1a"), None);
        assert_eq!(typed_sum(""), None);
    }

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
