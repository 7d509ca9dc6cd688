//! The variants on the page (docs/variants.md, "The page"): the `Variant`
//! select, the cage tools while a killer is entered (`Cage sum`, `Delete
//! cage`), `Make region` while a jigsaw is entered, what each cell says of
//! its cage and region, and the variant's name while it is played. The
//! drawing over the board is in `variant/drawing.rs`: cages as newspapers
//! print them (a dashed line just inside each cage, its sum in the head's
//! top-left corner), the jigsaw's regions, the X's diagonals and the
//! windoku's windows.
//!
//! The first load is built without the `variants` feature: there the
//! select is all there is (choosing a variant hands over to the variants
//! module), and the drawing, its style sheet (`styles/variants.css`, a
//! file the variants module adds to the page when it starts:
//! `services::variants::load_style`) and the cage and region tools are
//! left out.

mod drawing;

pub use drawing::{cage_outline, overlay, path, region_edges, Line, INSET, UNIT};

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
        if let Some(regions) = crate::features::jigsaw_drawing::regions(sheet) {
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
                .filter(|&p| crate::features::jigsaw_drawing::drawn_peers(drawing, cell, p))
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
                    // The status says what a sum is (the field keeps the
                    // typing, to be corrected).
                    field.set_custom_validity(&t!("variant-cage-sum-invalid"));
                    field.report_validity();
                    on_action.emit(Action::AddCage(0));
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
                maxlength="2" enterkeyhint="done" size="3" aria-keyshortcuts="Enter"
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

/// `Combinations` (`data-action="cage-combinations"`), among More tools
/// while a killer is played (nothing in the first load): the status says
/// the combinations of the selected cell's cage, and those the board still
/// allows; the focus stays where it was.
pub fn combinations_tool(on_action: &Callback<Action>) -> Html {
    if !HAS_VARIANTS {
        return Html::default();
    }
    let onclick = on_action.reform(|_: MouseEvent| Action::CageCombinations);
    html! {
        <button type="button" data-action="cage-combinations" {onclick} onmousedown={keep_focus}
            title={crate::model::lang::ta("variant-tool-combinations", "title", &[])}>
            { t!("variant-tool-combinations") }
        </button>
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
}
