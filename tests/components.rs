//! Component tests in headless Chromium:
//! `cargo test -p sudoku-web --target wasm32-unknown-unknown`
//! (wasm-bindgen-test-runner starts chromedriver and Chromium).
#![cfg(target_arch = "wasm32")]

use std::time::Duration;
use sudoku_web::app::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{
    ClipboardEvent, ClipboardEventInit, DataTransfer, Element, Event, EventInit, HtmlElement,
    HtmlSelectElement, KeyboardEvent, KeyboardEventInit,
};
use yew::platform::time::sleep;

wasm_bindgen_test_configure!(run_in_browser);

const EASY: &str =
    "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";

/// A freshly mounted app in its own container.
struct Page {
    root: Element,
}

impl Page {
    async fn mount() -> Page {
        // Each test starts without saved state (the app restores localStorage).
        if let Ok(Some(storage)) = web_sys::window().unwrap().local_storage() {
            storage.clear().unwrap();
        }
        let document = web_sys::window().unwrap().document().unwrap();
        let root = document.create_element("div").unwrap();
        document.body().unwrap().append_child(&root).unwrap();
        yew::Renderer::<App>::with_root(root.clone()).render();
        settle().await;
        Page { root }
    }

    fn one(&self, selector: &str) -> Element {
        self.root
            .query_selector(selector)
            .unwrap()
            .unwrap_or_else(|| panic!("no element for {selector}"))
    }

    fn all(&self, selector: &str) -> Vec<Element> {
        let list = self.root.query_selector_all(selector).unwrap();
        (0..list.length())
            .map(|i| list.item(i).unwrap().dyn_into::<Element>().unwrap())
            .collect()
    }

    fn cell(&self, index: usize) -> Element {
        self.all("[role=gridcell]").swap_remove(index)
    }

    fn board(&self) -> Element {
        self.one("[role=grid]")
    }

    fn button(&self, name: &str) -> HtmlElement {
        self.all("button")
            .into_iter()
            .find(|b| {
                b.get_attribute("aria-label")
                    .unwrap_or_else(|| b.text_content().unwrap_or_default())
                    == name
            })
            .unwrap_or_else(|| panic!("no button {name}"))
            .dyn_into()
            .unwrap()
    }

    fn status(&self) -> String {
        self.one("[role=status]").text_content().unwrap_or_default()
    }

    async fn click_cell(&self, index: usize) {
        self.cell(index).dyn_into::<HtmlElement>().unwrap().click();
        settle().await;
    }

    async fn key(&self, key: &str, ctrl: bool) {
        let init = KeyboardEventInit::new();
        init.set_key(key);
        init.set_ctrl_key(ctrl);
        init.set_bubbles(true);
        init.set_cancelable(true);
        let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        self.board().dispatch_event(&event).unwrap();
        settle().await;
    }

    async fn press(&self, name: &str) {
        self.button(name).click();
        settle().await;
    }

    async fn paste(&self, text: &str) {
        let data = DataTransfer::new().unwrap();
        data.set_data("text/plain", text).unwrap();
        let init = ClipboardEventInit::new();
        init.set_clipboard_data(Some(&data));
        init.set_bubbles(true);
        init.set_cancelable(true);
        let event = ClipboardEvent::new_with_event_init_dict("paste", &init).unwrap();
        self.board().dispatch_event(&event).unwrap();
        settle().await;
    }

    async fn choose(&self, algorithm: &str) {
        let select: HtmlSelectElement = self.one("select").dyn_into().unwrap();
        select.set_value(algorithm);
        let init = EventInit::new();
        init.set_bubbles(true);
        select
            .dispatch_event(&Event::new_with_event_init_dict("change", &init).unwrap())
            .unwrap();
        settle().await;
    }

    fn invalid(&self) -> Vec<usize> {
        self.all("[role=gridcell]")
            .iter()
            .enumerate()
            .filter(|(_, c)| c.get_attribute("aria-invalid").as_deref() == Some("true"))
            .map(|(i, _)| i)
            .collect()
    }

    fn values(&self) -> String {
        self.all("[role=gridcell]")
            .iter()
            .map(
                |c| match c.get_attribute("data-value").unwrap_or_default() {
                    v if v.is_empty() => ".".to_string(),
                    v => v,
                },
            )
            .collect()
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        self.root.remove();
    }
}

async fn settle() {
    sleep(Duration::from_millis(30)).await;
}

#[wasm_bindgen_test]
async fn markup_follows_the_spec() {
    let page = Page::mount().await;
    let grid = page.board();
    assert!(grid.get_attribute("aria-label").unwrap().contains("Sudoku"));
    assert_eq!(grid.get_attribute("tabindex").as_deref(), Some("0"));
    assert_eq!(page.all("[role=grid] [role=row]").len(), 9);
    let cells = page.all("[role=row] [role=gridcell]");
    assert_eq!(cells.len(), 81);
    assert_eq!(
        cells[24].get_attribute("aria-label").as_deref(),
        Some("Row 3, column 7, empty")
    );
    for cell in &cells {
        assert_eq!(cell.get_attribute("data-value").as_deref(), Some(""));
        assert_eq!(cell.get_attribute("data-kind").as_deref(), Some("empty"));
        assert_eq!(cell.get_attribute("aria-invalid"), None);
    }
    assert_eq!(
        cells[0].get_attribute("aria-selected").as_deref(),
        Some("true")
    );
    assert_eq!(
        page.all("[aria-selected=true]").len(),
        1,
        "exactly one selected cell"
    );
    for name in ["Solve", "Clear", "Undo", "Redo", "Hint", "Share"] {
        page.button(name);
    }
    let select: HtmlSelectElement = page.one("select").dyn_into().unwrap();
    assert_eq!(select.value(), "fast");
    let label = page.one("label[for=algorithm]");
    assert_eq!(label.text_content().as_deref(), Some("Algorithm"));
    assert_eq!(select.id(), "algorithm");
    let values: Vec<String> = page
        .all("select option")
        .iter()
        .map(|o| o.get_attribute("value").unwrap())
        .collect();
    assert_eq!(values, ["naive", "candidates", "propagation", "fast"]);
}

#[wasm_bindgen_test]
async fn click_then_type_sets_a_given() {
    let page = Page::mount().await;
    page.click_cell(20).await;
    assert_eq!(
        page.cell(20).get_attribute("aria-selected").as_deref(),
        Some("true")
    );
    assert_eq!(
        page.cell(0).get_attribute("aria-selected").as_deref(),
        Some("false")
    );
    page.key("7", false).await;
    let cell = page.cell(20);
    assert_eq!(cell.get_attribute("data-value").as_deref(), Some("7"));
    assert_eq!(cell.get_attribute("data-kind").as_deref(), Some("given"));
    assert_eq!(
        cell.get_attribute("aria-label").as_deref(),
        Some("Row 3, column 3, 7")
    );
    page.key("ArrowRight", false).await;
    page.key("ArrowDown", false).await;
    page.key("4", false).await;
    assert_eq!(
        page.cell(30).get_attribute("data-value").as_deref(),
        Some("4")
    );
    page.key("Backspace", false).await;
    assert_eq!(
        page.cell(30).get_attribute("data-kind").as_deref(),
        Some("empty")
    );
    // A letter changes nothing.
    page.key("x", false).await;
    assert_eq!(page.values().matches(|c| c != '.').count(), 1);
}

#[wasm_bindgen_test]
async fn clashes_are_marked_on_both_cells_and_cleared() {
    let page = Page::mount().await;
    page.click_cell(18).await;
    page.key("5", false).await;
    page.click_cell(24).await;
    page.key("5", false).await;
    assert_eq!(page.invalid(), vec![18, 24]);
    assert!(
        page.status().contains("Two 5s in row 3"),
        "{}",
        page.status()
    );
    page.key("Delete", false).await;
    assert_eq!(page.invalid(), Vec::<usize>::new());
    assert!(!page.status().contains("Two 5s"));
    // Undo brings the clash back, redo takes it away again.
    page.key("z", true).await;
    assert_eq!(page.invalid(), vec![18, 24]);
    page.key("y", true).await;
    assert_eq!(page.invalid(), Vec::<usize>::new());
    page.press("Undo").await;
    assert_eq!(page.invalid(), vec![18, 24]);
    page.press("Redo").await;
    assert_eq!(page.invalid(), Vec::<usize>::new());
}

#[wasm_bindgen_test]
async fn numpad_enters_and_erases() {
    let page = Page::mount().await;
    page.click_cell(80).await;
    page.press("Enter 9").await;
    assert_eq!(
        page.cell(80).get_attribute("data-value").as_deref(),
        Some("9")
    );
    page.press("Erase").await;
    assert_eq!(
        page.cell(80).get_attribute("data-value").as_deref(),
        Some("")
    );
}

#[wasm_bindgen_test]
async fn paste_then_naive_solve_reports_52_calls() {
    let page = Page::mount().await;
    page.paste("not a puzzle").await;
    assert!(
        page.status().contains("unexpected 'n'"),
        "{}",
        page.status()
    );
    assert_eq!(page.values(), ".".repeat(81));

    page.paste(EASY).await;
    assert_eq!(page.values(), EASY);
    page.choose("naive").await;
    page.press("Solve").await;
    // Solves run in the worker; where it cannot load (as under the test
    // runner), on the main thread. Either way the result comes asynchronously.
    for _ in 0..100 {
        if page.status().contains("calls") && !page.status().contains("Solving with") {
            break;
        }
        settle().await;
    }
    let status = page.status();
    assert!(status.contains("52 calls"), "{status}");
    assert!(status.contains("unique"), "{status}");
    assert!(status.contains(" ms"), "{status}");
    let values = page.values();
    assert!(!values.contains('.'));
    for (i, (given, shown)) in EASY.chars().zip(values.chars()).enumerate() {
        let kind = page.cell(i).get_attribute("data-kind").unwrap();
        if given == '.' {
            assert_eq!(kind, "solved", "cell {i}");
        } else {
            assert_eq!(shown, given, "cell {i}");
            assert_eq!(kind, "given", "cell {i}");
        }
    }
    // Undo takes the solution away again.
    page.press("Undo").await;
    assert_eq!(page.values(), EASY);
    page.press("Clear").await;
    assert_eq!(page.values(), ".".repeat(81));
}

#[wasm_bindgen_test]
async fn solve_with_a_clash_explains_why() {
    let page = Page::mount().await;
    page.click_cell(0).await;
    page.key("1", false).await;
    page.click_cell(10).await;
    page.key("1", false).await;
    page.press("Solve").await;
    let status = page.status();
    assert!(
        status.contains("Cannot solve: Two 1s in box 1."),
        "{status}"
    );
    assert_eq!(page.invalid(), vec![0, 10]);
}

#[wasm_bindgen_test]
async fn hint_and_share_answer() {
    let page = Page::mount().await;
    page.press("Hint").await;
    assert!(
        page.status().starts_with("No hint: the board is empty."),
        "{}",
        page.status()
    );
    page.paste(EASY).await;
    page.press("Share").await;
    let link = page.one("[role=status] a").get_attribute("href").unwrap();
    assert!(link.ends_with(&format!("?puzzle={EASY}")), "{link}");
}

#[wasm_bindgen_test]
async fn hint_highlights_without_changing_the_grid_and_step_applies_it() {
    let page = Page::mount().await;
    page.paste(EASY).await;
    page.press("Hint").await;
    assert!(
        page.status().starts_with(
            "Hint: Naked single. Row 1, column 2 has only one candidate left, so it must be 3."
        ),
        "{}",
        page.status()
    );
    assert_eq!(page.values(), EASY, "Hint leaves the grid alone");
    let hinted: Vec<usize> = page
        .all("[role=gridcell]")
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            c.get_attribute("class")
                .unwrap_or_default()
                .split_whitespace()
                .any(|w| w == "hl-target")
        })
        .map(|(i, _)| i)
        .collect();
    assert_eq!(hinted, vec![1]);
    assert_eq!(
        page.cell(1).get_attribute("aria-label").as_deref(),
        Some("Row 1, column 2, empty, candidates 3")
    );

    page.press("Step").await;
    assert_eq!(
        page.cell(1).get_attribute("data-value").as_deref(),
        Some("3")
    );
    assert_eq!(
        page.cell(1).get_attribute("data-kind").as_deref(),
        Some("step")
    );
    assert!(
        page.status().starts_with("Step 1: Naked single."),
        "{}",
        page.status()
    );
    let steps: Vec<String> = page
        .all(".steps-list button")
        .iter()
        .map(|b| b.text_content().unwrap_or_default())
        .collect();
    assert_eq!(
        steps,
        vec!["Naked single: 3 in row 1, column 2".to_string()]
    );

    page.press("Undo").await;
    assert_eq!(page.values(), EASY);
    assert_eq!(
        page.cell(1).get_attribute("data-kind").as_deref(),
        Some("empty")
    );
    assert!(page.all(".steps-list button").is_empty());
}

#[wasm_bindgen_test]
async fn candidates_toggle_shows_and_hides_pencil_marks() {
    let page = Page::mount().await;
    page.paste(EASY).await;
    assert!(page.all(".pencil").is_empty());
    page.press("Candidates").await;
    assert_eq!(
        page.button("Candidates")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("true")
    );
    let empty = EASY.bytes().filter(|&b| b == b'.').count();
    assert_eq!(page.all(".pencil").len(), empty);
    // Row 1, column 3: row 1 holds 5 8 1 6, column 3 holds 7 3 1 9, box 1 holds 5 4 7.
    assert_eq!(
        page.cell(2).get_attribute("aria-label").as_deref(),
        Some("Row 1, column 3, empty, candidates 2")
    );
    let drawn: Vec<String> = page
        .cell(2)
        .query_selector_all(".cand[data-d]")
        .map(|list| {
            (0..list.length())
                .filter_map(|i| list.item(i))
                .filter_map(|n| n.dyn_into::<Element>().ok())
                .filter_map(|e| e.get_attribute("data-d"))
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(drawn, vec!["2".to_string()]);
    page.press("Candidates").await;
    assert!(page.all(".pencil").is_empty());
    assert_eq!(
        page.cell(2).get_attribute("aria-label").as_deref(),
        Some("Row 1, column 3, empty")
    );
}
