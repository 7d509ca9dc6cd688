//! Component tests in headless Chromium (the variants): the board's cages,
//! regions (drawn with Make region too), diagonals and windows, the
//! Variant select, cage tools and Make region beside Start, and the
//! variant played named beside the difficulty. `cargo test -p sudoku-web --target wasm32-unknown-unknown
//! --test components_variants`.
#![cfg(target_arch = "wasm32")]
// The first load's build (no `variants` feature) runs only the tests of
// what it has: the select.
#![cfg_attr(not(feature = "variants"), allow(unused_imports, dead_code))]

mod browser;

use browser::{settle, Page};
use std::cell::RefCell;
use sudoku_web::components::{board_view, BoardProps, PlayTools};
#[cfg(feature = "variants")]
use sudoku_web::model::rules::Cage;
use sudoku_web::model::rules::{Rules, Variant};
use sudoku_web::model::{Phase, Sheet};
use sudoku_web::state::Action;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{
    Element, Event, EventInit, HtmlInputElement, HtmlSelectElement, KeyboardEvent,
    KeyboardEventInit,
};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

thread_local! {
    /// The actions the components sent.
    static SENT: RefCell<Vec<Action>> = const { RefCell::new(Vec::new()) };
}

fn sent() -> Vec<Action> {
    SENT.with(|s| s.borrow_mut().drain(..).collect())
}

#[derive(Clone, PartialEq, Properties)]
struct HarnessProps {
    sheet: Sheet,
    phase: Phase,
}

/// The board and the play tools of `sheet`, their actions kept in `SENT`.
#[function_component(Harness)]
fn harness(props: &HarnessProps) -> Html {
    let on_action = Callback::from(|action: Action| SENT.with(|s| s.borrow_mut().push(action)));
    html! {
        <>
            { board_view(&BoardProps {
                sheet: props.sheet.clone(),
                invalid: [false; 81],
                selected: 0,
                selection: 1,
                wrong: 0,
                on_action: on_action.clone(),
                on_image: Callback::noop(),
                node_ref: NodeRef::default(),
                pencil: [0; 81],
                candidates: [0; 81],
                marks: None,
                show_peers: false,
            }) }
            <PlayTools phase={props.phase} can_undo={false} can_redo={false} has_checkpoint={false}
                {on_action} variant={props.sheet.rules().variant()} />
        </>
    }
}

/// The harness mounted in a container of its own.
struct Mounted {
    root: Element,
}

impl Mounted {
    async fn new(rules: Rules, phase: Phase) -> Mounted {
        Mounted::with_sheet(Sheet::empty().with_rules(rules), phase).await
    }

    async fn with_sheet(sheet: Sheet, phase: Phase) -> Mounted {
        sudoku_web::model::lang::add_module_english();
        sent();
        let document = web_sys::window().unwrap().document().unwrap();
        let root = document.create_element("div").unwrap();
        document.body().unwrap().append_child(&root).unwrap();
        yew::Renderer::<Harness>::with_root_and_props(root.clone(), HarnessProps { sheet, phase })
            .render();
        settle().await;
        Mounted { root }
    }

    fn all(&self, selector: &str) -> Vec<Element> {
        let list = self.root.query_selector_all(selector).unwrap();
        (0..list.length())
            .map(|i| list.item(i).unwrap().dyn_into::<Element>().unwrap())
            .collect()
    }

    fn one(&self, selector: &str) -> Element {
        self.root
            .query_selector(selector)
            .unwrap()
            .unwrap_or_else(|| panic!("no element for {selector}"))
    }

    /// Each cell's `attribute` (`None` where it is absent).
    fn cells(&self, attribute: &str) -> Vec<Option<String>> {
        self.all("[role=gridcell]")
            .iter()
            .map(|c| c.get_attribute(attribute))
            .collect()
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        self.root.remove();
    }
}

#[cfg(feature = "variants")]
fn has_class(element: &Element, class: &str) -> bool {
    element.class_name().split_whitespace().any(|c| c == class)
}

#[cfg(feature = "variants")]
fn killer() -> Rules {
    Rules::new(
        Variant::Killer,
        None,
        vec![Cage::new(4, &[40]), Cage::new(15, &[0, 1, 9])],
    )
    .unwrap()
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn cells_carry_their_cage_and_its_head_the_sum() {
    let page = Mounted::new(killer(), Phase::Entering).await;
    let cage = page.cells("data-cage");
    // Cages are numbered in the order of their heads: r1c1's first.
    for (cell, number) in cage.iter().enumerate() {
        let expected = match cell {
            0 | 1 | 9 => "1",
            40 => "2",
            _ => "",
        };
        assert_eq!(
            number.as_deref(),
            Some(expected),
            "data-cage of cell {cell}"
        );
    }
    let sums = page.cells("data-cage-sum");
    let heads: Vec<(usize, String)> = sums
        .into_iter()
        .enumerate()
        .filter_map(|(cell, sum)| sum.map(|s| (cell, s)))
        .collect();
    assert_eq!(heads, [(0, "15".to_string()), (40, "4".to_string())]);
    let labels = page.cells("aria-label");
    assert_eq!(
        labels[1].as_deref(),
        Some("Row 1, column 2, empty, cage of 15, 3 cells")
    );
    assert_eq!(
        labels[40].as_deref(),
        Some("Row 5, column 5, empty, cage of 4, 1 cell")
    );
    assert_eq!(labels[2].as_deref(), Some("Row 1, column 3, empty"));
    assert!(page.cells("data-region").iter().all(Option::is_none));
    // The drawing: one dashed outline per cage, over the cells, hidden from
    // screen readers; the board makes room for the sums.
    let board = page.one("[role=grid]");
    assert!(has_class(&board, "cages"));
    assert!(!has_class(&board, "jigsaw"));
    let svg = page.one("[role=grid] svg.variant-drawing");
    assert_eq!(svg.get_attribute("aria-hidden").as_deref(), Some("true"));
    let outlines = page.all("svg.variant-drawing path.cage");
    assert_eq!(outlines.len(), 2);
    // The one-cell cage r5c5: a square 9 units inside the cell.
    assert_eq!(
        outlines[1].get_attribute("d").as_deref(),
        Some("M409 409L491 409M409 491L491 491M409 409L409 491M491 409L491 491")
    );
    assert!(page
        .all("svg .diagonal, svg .window, svg .region")
        .is_empty());
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn a_jigsaw_marks_its_regions_instead_of_the_boxes() {
    // Nine rows as the regions: connected, nine cells each.
    let rows: [u8; 81] = std::array::from_fn(|cell| (cell / 9) as u8);
    let page = Mounted::new(
        Rules::new(Variant::Jigsaw, Some(rows), vec![]).unwrap(),
        Phase::Playing,
    )
    .await;
    let regions = page.cells("data-region");
    for (cell, region) in regions.iter().enumerate() {
        assert_eq!(region.as_deref(), Some((cell / 9).to_string().as_str()));
    }
    assert!(page
        .cells("data-cage")
        .iter()
        .all(|c| c.as_deref() == Some("")));
    assert!(has_class(&page.one("[role=grid]"), "jigsaw"));
    // The eight lines between the rows, and no others.
    let region = page.one("svg.variant-drawing path.region");
    let d = region.get_attribute("d").unwrap();
    let expected: String = (1..9).map(|r| format!("M0 {0}L900 {0}", r * 100)).collect();
    assert_eq!(d, expected);
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn x_draws_both_diagonals_and_windoku_shades_four_windows() {
    let page = Mounted::new(
        Rules::new(Variant::X, None, vec![]).unwrap(),
        Phase::Playing,
    )
    .await;
    let diagonal = page.one("svg.variant-drawing path.diagonal");
    assert_eq!(
        diagonal.get_attribute("d").as_deref(),
        Some("M0 0L900 900M900 0L0 900")
    );
    assert!(page.all("svg .window, svg .cage, svg .region").is_empty());
    drop(page);

    let page = Mounted::new(
        Rules::new(Variant::Windoku, None, vec![]).unwrap(),
        Phase::Playing,
    )
    .await;
    let corners: Vec<(String, String)> = page
        .all("svg.variant-drawing rect.window")
        .iter()
        .map(|r| (r.get_attribute("x").unwrap(), r.get_attribute("y").unwrap()))
        .collect();
    let at = |x: &str, y: &str| (x.to_string(), y.to_string());
    assert_eq!(
        corners,
        [
            at("100", "100"),
            at("500", "100"),
            at("100", "500"),
            at("500", "500")
        ]
    );
    assert!(page.all("svg .diagonal").is_empty());
}

#[wasm_bindgen_test]
async fn a_classic_board_draws_nothing_and_every_cell_has_an_empty_cage() {
    let page = Mounted::new(Rules::classic(), Phase::Entering).await;
    assert!(page
        .cells("data-cage")
        .iter()
        .all(|c| c.as_deref() == Some("")));
    assert!(page.cells("data-cage-sum").iter().all(Option::is_none));
    assert!(page.all("svg path, svg rect").is_empty());
    assert_eq!(page.one("[role=grid]").class_name(), "board");
    // No cage tools on a classic board.
    assert!(page.all("#cage-sum").is_empty());
}

#[cfg(feature = "variants")]
fn change(select: &HtmlSelectElement, value: &str) {
    select.set_value(value);
    let init = EventInit::new();
    init.set_bubbles(true);
    select
        .dispatch_event(&Event::new_with_event_init_dict("change", &init).unwrap())
        .unwrap();
}

#[cfg(feature = "variants")]
fn key(target: &Element, key: &str) -> bool {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap()
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn the_variant_select_shows_the_boards_variant_and_sends_the_choice() {
    let page = Mounted::new(killer(), Phase::Entering).await;
    let select: HtmlSelectElement = page.one("select#variant").dyn_into().unwrap();
    assert_eq!(select.value(), "killer");
    let values: Vec<String> = page
        .all("#variant option")
        .iter()
        .map(|o| o.get_attribute("value").unwrap())
        .collect();
    assert_eq!(
        values,
        ["classic", "killer", "killer-x", "x", "windoku", "jigsaw"]
    );
    let names: Vec<String> = page
        .all("#variant option")
        .iter()
        .map(|o| o.text_content().unwrap().trim().to_string())
        .collect();
    assert_eq!(
        names,
        ["Classic", "Killer", "Killer-X", "X", "Windoku", "Jigsaw"]
    );
    let label = page.one("label[for=variant]");
    assert_eq!(label.text_content().as_deref(), Some("Variant"));
    // Beside Start, while entering.
    let group = select.parent_element().unwrap();
    assert!(group
        .query_selector("[data-action=start]")
        .unwrap()
        .is_some());
    change(&select, "x");
    settle().await;
    assert_eq!(sent(), [Action::SetVariant(Variant::X)]);
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn enter_in_cage_sum_adds_the_cage_then_the_board_has_the_focus() {
    let page = Mounted::new(killer(), Phase::Entering).await;
    let field: HtmlInputElement = page.one("input#cage-sum").dyn_into().unwrap();
    assert_eq!(field.get_attribute("inputmode").as_deref(), Some("numeric"));
    let label = page.one("label[for=cage-sum]");
    assert_eq!(label.text_content().as_deref(), Some("Cage sum"));
    field.focus().unwrap();
    // A digit typed in the field stays there: nothing reaches the board.
    field.set_value("15");
    assert!(key(&field, "5"));
    assert_eq!(sent(), []);
    assert!(!key(&field, "Enter"), "Enter is taken");
    settle().await;
    assert_eq!(sent(), [Action::AddCage(15)]);
    assert_eq!(field.value(), "");
    let active = web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .active_element()
        .unwrap();
    assert_eq!(active.get_attribute("role").as_deref(), Some("grid"));
    // Not a sum: the field keeps it and says why, and the status too (a
    // sum of 0, which the state refuses with what a sum is).
    for typed in ["46", "0", "x"] {
        field.set_value(typed);
        key(&field, "Enter");
        settle().await;
        assert_eq!(sent(), [Action::AddCage(0)], "{typed}");
        assert_eq!(field.value(), typed);
        assert!(!field.validation_message().unwrap().is_empty());
    }
    // Leaving the field for nowhere (an iPhone's Done) takes the sum too;
    // leaving it for the board keeps it there.
    field.focus().unwrap();
    field.set_value("12");
    field.blur().unwrap();
    settle().await;
    assert_eq!(sent(), [Action::AddCage(12)]);
    assert_eq!(field.value(), "");
    field.focus().unwrap();
    field.set_value("9");
    let board: web_sys::HtmlElement = page.one("[role=grid]").dyn_into().unwrap();
    board.focus().unwrap();
    settle().await;
    assert_eq!(sent(), []);
    assert_eq!(field.value(), "9");
    // Delete cage.
    let delete: web_sys::HtmlElement = page
        .one("button[data-action=delete-cage]")
        .dyn_into()
        .unwrap();
    assert_eq!(delete.text_content().as_deref(), Some("Delete cage"));
    delete.click();
    settle().await;
    assert_eq!(sent(), [Action::DeleteCage]);
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn cage_tools_show_only_while_a_killer_is_entered() {
    let page = Mounted::new(killer(), Phase::Playing).await;
    assert!(page.all("#cage-sum, #variant").is_empty());
    drop(page);
    let x = Rules::new(Variant::X, None, vec![]).unwrap();
    let page = Mounted::new(x, Phase::Entering).await;
    assert!(page.all("#cage-sum, [data-action=delete-cage]").is_empty());
    assert_eq!(page.all("#variant").len(), 1);
}

/// The first load knows classic Sudoku only: the select is all there is
/// (a variant hands the page over to the variants module).
#[cfg(not(feature = "variants"))]
#[wasm_bindgen_test]
async fn the_first_load_has_the_select_and_nothing_else_of_the_variants() {
    let page = Mounted::new(Rules::classic(), Phase::Entering).await;
    let values: Vec<String> = page
        .all("#variant option")
        .iter()
        .map(|o| o.get_attribute("value").unwrap())
        .collect();
    assert_eq!(
        values,
        ["classic", "killer", "killer-x", "x", "windoku", "jigsaw"]
    );
    assert!(page.all("svg, #cage-sum, style").is_empty());
    let _ = Variant::Classic;
}

#[wasm_bindgen_test]
async fn the_page_offers_the_variant_select_while_entering() {
    let page = Page::mount().await;
    let select: HtmlSelectElement = page.one("select#variant").dyn_into().unwrap();
    assert_eq!(select.value(), "classic");
    assert!(page
        .all("[role=gridcell]")
        .iter()
        .all(|c| c.get_attribute("data-cage").as_deref() == Some("")));
}

/// Presses cell `index` with Shift held: it joins the selection.
#[cfg(feature = "variants")]
async fn add_cell(page: &Page, index: usize) {
    let init = web_sys::PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_is_primary(true);
    init.set_pointer_type("mouse");
    init.set_shift_key(true);
    let event = web_sys::PointerEvent::new_with_event_init_dict("pointerdown", &init).unwrap();
    page.cell(index).dispatch_event(&event).unwrap();
    settle().await;
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn on_the_page_a_killer_is_entered_cage_by_cage() {
    let page = Page::mount().await;
    let select: HtmlSelectElement = page.one("select#variant").dyn_into().unwrap();
    change(&select, "killer");
    settle().await;
    let select: HtmlSelectElement = page.one("select#variant").dyn_into().unwrap();
    assert_eq!(select.value(), "killer");
    // r1c1, r1c2 and r2c1 make a cage of 15.
    page.click_cell(0).await;
    add_cell(&page, 1).await;
    add_cell(&page, 9).await;
    let field: HtmlInputElement = page.one("input#cage-sum").dyn_into().unwrap();
    field.focus().unwrap();
    field.set_value("15");
    key(&field, "Enter");
    settle().await;
    // Then r5c5 alone, a cage of 4.
    page.click_cell(40).await;
    field.set_value("4");
    key(&field, "Enter");
    settle().await;
    let cages: Vec<String> = page
        .all("[role=gridcell]")
        .iter()
        .map(|c| c.get_attribute("data-cage").unwrap())
        .collect();
    for (cell, cage) in cages.iter().enumerate() {
        let expected = match cell {
            0 | 1 | 9 => "1",
            40 => "2",
            _ => "",
        };
        assert_eq!(cage, expected, "data-cage of cell {cell}");
    }
    assert_eq!(
        page.cell(0).get_attribute("data-cage-sum").as_deref(),
        Some("15")
    );
    assert_eq!(
        page.cell(40).get_attribute("data-cage-sum").as_deref(),
        Some("4")
    );
    assert_eq!(page.cell(1).get_attribute("data-cage-sum"), None);
    assert_eq!(page.all("svg.variant-drawing path.cage").len(), 2);
    // Delete cage takes away the cage of the selected cell.
    page.click_cell(1).await;
    page.press("Delete cage").await;
    assert_eq!(page.cell(0).get_attribute("data-cage").as_deref(), Some(""));
    assert_eq!(
        page.cell(40).get_attribute("data-cage").as_deref(),
        Some("1")
    );
}

/// A jigsaw whose regions are being drawn: row 1 is region 1, rows 2 and
/// 3 are in no region yet, the other boxes are regions 4 to 9.
#[cfg(feature = "variants")]
fn drawing() -> Sheet {
    use sudoku_web::features::jigsaw_drawing::{with_regions, NO_REGION};
    let boxes = sudoku_solver::rules::box_regions();
    let regions: [u8; 81] = std::array::from_fn(|cell| match cell {
        0..=8 => 0,
        9..=26 => NO_REGION,
        _ => boxes[cell],
    });
    with_regions(&Sheet::empty(), regions).unwrap()
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn a_jigsaw_being_drawn_leaves_its_cells_in_no_region_and_says_so() {
    let page = Mounted::with_sheet(drawing(), Phase::Entering).await;
    let regions = page.cells("data-region");
    for (cell, region) in regions.iter().enumerate() {
        let expected = match cell {
            0..=8 => "0".to_string(),
            9..=26 => String::new(),
            _ => ((cell / 27) * 3 + (cell % 9) / 3).to_string(),
        };
        assert_eq!(region.as_deref(), Some(expected.as_str()), "cell {cell}");
    }
    let labels = page.cells("aria-label");
    assert_eq!(
        labels[0].as_deref(),
        Some("Row 1, column 1, empty, region 1")
    );
    assert_eq!(
        labels[9].as_deref(),
        Some("Row 2, column 1, empty, no region yet")
    );
    assert_eq!(
        labels[80].as_deref(),
        Some("Row 9, column 9, empty, region 9")
    );
    // Thick lines under row 1 and over row 4 and between the boxes below,
    // none inside the cells in no region.
    let d = page
        .one("svg.variant-drawing path.region")
        .get_attribute("d")
        .unwrap();
    assert!(
        d.starts_with("M0 100L900 100M0 300L900 300M0 600L900 600"),
        "{d}"
    );
    assert!(!d.contains("L900 200"), "no line between rows 2 and 3: {d}");
    assert!(d.contains("M300 300L300 900"), "{d}");
    assert!(!d.contains("M300 100"), "no box line in rows 2 and 3: {d}");
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn make_region_shows_while_a_jigsaw_is_entered_and_sends_its_action() {
    let page = Mounted::with_sheet(drawing(), Phase::Entering).await;
    let button: web_sys::HtmlElement = page
        .one("button[data-action=make-region]")
        .dyn_into()
        .unwrap();
    assert_eq!(button.text_content().unwrap().trim(), "Make region");
    assert_eq!(
        button.get_attribute("title").as_deref(),
        Some("Make the nine selected cells one region")
    );
    let group = button.parent_element().unwrap();
    assert_eq!(group.get_attribute("role").as_deref(), Some("group"));
    assert_eq!(
        group.get_attribute("aria-label").as_deref(),
        Some("Regions")
    );
    button.focus().unwrap();
    button.click();
    settle().await;
    assert_eq!(sent(), [Action::MakeRegion]);
    // The board has the focus again, for the next region's cells.
    let active = web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .active_element()
        .unwrap();
    assert_eq!(active.get_attribute("role").as_deref(), Some("grid"));
    assert!(page.all("#cage-sum").is_empty());
    drop(page);
    // Not while playing, nor for another variant.
    let jigsaw = Rules::new(
        Variant::Jigsaw,
        Some(sudoku_solver::rules::box_regions()),
        vec![],
    )
    .unwrap();
    let page = Mounted::new(jigsaw, Phase::Playing).await;
    assert!(page.all("[data-action=make-region]").is_empty());
    drop(page);
    let page = Mounted::new(killer(), Phase::Entering).await;
    assert!(page.all("[data-action=make-region]").is_empty());
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn on_the_page_a_jigsaw_s_regions_are_drawn_region_by_region() {
    let page = Page::mount().await;
    let select: HtmlSelectElement = page.one("select#variant").dyn_into().unwrap();
    change(&select, "jigsaw");
    settle().await;
    assert_eq!(
        page.cell(0).get_attribute("data-region").as_deref(),
        Some("0")
    );
    // Row 1 as region 1: boxes 1 to 3 are gone.
    page.click_cell(0).await;
    for cell in 1..9 {
        add_cell(&page, cell).await;
    }
    page.press("Make region").await;
    assert!(
        page.status()
            .starts_with("Region 1 made. It took cells from 3 regions"),
        "{}",
        page.status()
    );
    let regions: Vec<String> = page
        .all("[role=gridcell]")
        .iter()
        .take(27)
        .map(|c| c.get_attribute("data-region").unwrap())
        .collect();
    assert!(regions[..9].iter().all(|r| r == "0"));
    assert!(regions[9..].iter().all(String::is_empty));
    // Start waits for nine regions.
    page.press("Start").await;
    assert!(
        page.status().starts_with("The regions are not finished"),
        "{}",
        page.status()
    );
    assert_eq!(page.all("#variant").len(), 1, "still entering");
    // Eight cells are no region: refused, nothing changes.
    page.click_cell(9).await;
    for cell in 10..17 {
        add_cell(&page, cell).await;
    }
    page.press("Make region").await;
    assert_eq!(
        page.status(),
        "A region has 9 cells; 8 are selected. Nothing was changed."
    );
    assert_eq!(
        page.cell(9).get_attribute("data-region").as_deref(),
        Some("")
    );
    // Row 2: row 3 is left, and is the last region.
    add_cell(&page, 17).await;
    page.press("Make region").await;
    assert_eq!(
        page.status(),
        "Region 2 made. The nine cells left make region 3: the nine regions are complete."
    );
    assert_eq!(
        page.cell(9).get_attribute("data-region").as_deref(),
        Some("1")
    );
    assert_eq!(
        page.cell(26).get_attribute("data-region").as_deref(),
        Some("2")
    );
    // Undo takes the region back.
    page.key("z", true).await;
    assert_eq!(
        page.cell(9).get_attribute("data-region").as_deref(),
        Some("")
    );
    // From the keyboard: r2c1, then Shift+End adds the rest of row 2.
    page.click_cell(9).await;
    let init = KeyboardEventInit::new();
    init.set_key("End");
    init.set_code("End");
    init.set_shift_key(true);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    page.board().dispatch_event(&event).unwrap();
    settle().await;
    let selected: Vec<usize> = page
        .all("[role=gridcell]")
        .iter()
        .enumerate()
        .filter(|(_, c)| c.get_attribute("aria-selected").as_deref() == Some("true"))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(selected, (9..18).collect::<Vec<_>>());
    page.press("Make region").await;
    assert_eq!(
        page.cell(9).get_attribute("data-region").as_deref(),
        Some("1")
    );
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn the_variant_played_is_named_beside_the_difficulty() {
    const TAREK: &str =
        "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^";
    let page = Page::mount().await;
    assert!(page.all(".variant-played").is_empty(), "classic");
    page.paste(TAREK).await;
    let played = page.one(".meta .variant-played");
    assert_eq!(played.text_content().as_deref(), Some("Killer Sudoku"));
    assert_eq!(
        played.get_attribute("data-variant").as_deref(),
        Some("killer")
    );
    // While entering, the Variant select shows it instead.
    page.press("Edit puzzle").await;
    assert!(page.all(".variant-played").is_empty());
    assert_eq!(page.all("#variant").len(), 1);
}
