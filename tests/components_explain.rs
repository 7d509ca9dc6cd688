//! Component tests in headless Chromium (Hint, Share and pencil marks):
//! `cargo test -p sudoku-web --target wasm32-unknown-unknown`
//! (wasm-bindgen-test-runner starts chromedriver and Chromium).
#![cfg(target_arch = "wasm32")]

mod browser;
mod common;

use browser::Page;
use common::EASY;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

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
    assert!(
        link.ends_with(&format!("?puzzle={}", EASY.replace('.', "0"))),
        "{link}"
    );
}

// Hint and Step ask the puzzle worker for the step, which this test page
// does not serve (the end-to-end tests, `tests/e2e/explain.test.mjs`, show
// the hint's highlight and Step on the built site): the page says what it
// is doing, then why there is no hint, and leaves the grid alone.
#[wasm_bindgen_test]
async fn hint_without_the_puzzle_worker_says_why_and_leaves_the_grid() {
    let page = Page::mount().await;
    page.paste(EASY).await;
    page.press("Hint").await;
    for _ in 0..200 {
        if !page.status().starts_with("Looking") {
            break;
        }
        browser::settle().await;
    }
    // The browser's reason follows in brackets.
    let status = page.status();
    assert!(
        status.starts_with(
            "No hint this time: the puzzle worker, which finds the hints, could not be loaded ("
        ) && status.contains("Reload the page to try again."),
        "{status}"
    );
    assert_eq!(page.values(), EASY, "Hint leaves the grid alone");
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
