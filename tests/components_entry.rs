//! Component tests in headless Chromium (entering and solving):
//! `cargo test -p sudoku-web --target wasm32-unknown-unknown`
//! (wasm-bindgen-test-runner starts chromedriver and Chromium).
#![cfg(target_arch = "wasm32")]

mod browser;
mod common;

use browser::{settle, Page};
use common::EASY;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlSelectElement;

wasm_bindgen_test_configure!(run_in_browser);

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
    let select: HtmlSelectElement = page.one("#algorithm").dyn_into().unwrap();
    assert_eq!(select.value(), "fast");
    let label = page.one("label[for=algorithm]");
    assert_eq!(label.text_content().as_deref(), Some("Algorithm"));
    assert_eq!(select.id(), "algorithm");
    let values = |selector: &str| -> Vec<String> {
        page.all(selector)
            .iter()
            .map(|o| o.get_attribute("value").unwrap())
            .collect()
    };
    assert_eq!(
        values("#algorithm option"),
        ["naive", "candidates", "propagation", "fast"]
    );
    // New puzzle's Level chooser, its options named as the CLI's levels.
    let label = page.one("label[for=level]");
    assert_eq!(label.text_content().as_deref(), Some("Level"));
    assert_eq!(
        values("#level option"),
        ["easy", "medium", "hard", "expert", "extreme"]
    );
    page.button("New puzzle");
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

/// A paste is read, and a solve with no worker to run it (the test runner
/// serves no worker script) says why and leaves the board as it was: the
/// page never searches on its own thread. (The solve itself, 52 calls with
/// naive on this puzzle, is tested end to end in `tests/e2e/app.test.mjs`.)
#[wasm_bindgen_test]
async fn paste_then_solve_without_a_worker_says_why_and_keeps_the_board() {
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
    // The worker's failure to load comes back asynchronously.
    for _ in 0..200 {
        if page.status().contains("could not run") {
            break;
        }
        settle().await;
    }
    let status = page.status();
    assert!(
        status.starts_with("The solve could not run: the solver worker could not be loaded"),
        "{status}"
    );
    assert_eq!(page.values(), EASY, "nothing lands on the board");
    for i in 0..81 {
        let kind = page.cell(i).get_attribute("data-kind").unwrap_or_default();
        assert_ne!(kind, "solved", "cell {i}");
    }
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
