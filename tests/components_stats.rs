//! Component tests in headless Chromium (the Statistics panel): a row per
//! level and, in the variants module, a row per variant played below them.
//! `cargo test -p sudoku-web --target wasm32-unknown-unknown --test
//! components_stats` (and with `--no-default-features`: the first load
//! shows no variant's row).
#![cfg(target_arch = "wasm32")]

use std::rc::Rc;
use sudoku_web::components::{StatsPanel, StatsProps};
use sudoku_web::features::stats::Statistics;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A finished easy puzzle, two killers (one with a check) and a jigsaw.
const LINES: [&str; 4] = [
    "2026-11-25 easy 95 0 0 0 other 5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....",
    "2026-11-26 - 600 0 0 0 other killer::3-1112_4-1314",
    "2026-11-27 - 700 0 1 0 other killer::3-1112_4-1314",
    "2026-11-27 - 1500 0 0 0 other jigsaw:.348125.9...59...4.53.7....2...563..........8.85...7...1.7..86.8.7..5.2....28.917:111122333111222333112222333445555666444555666444455666777889999777888999777888899",
];

/// The panel of `LINES` mounted in a container of its own.
struct Mounted {
    root: Element,
}

impl Mounted {
    async fn new() -> Mounted {
        sudoku_web::model::lang::add_module_english();
        let lines: Vec<String> = LINES.iter().map(|l| l.to_string()).collect();
        let stats = Statistics::from_lines(&lines).unwrap();
        let document = web_sys::window().unwrap().document().unwrap();
        let root = document.create_element("div").unwrap();
        document.body().unwrap().append_child(&root).unwrap();
        let props = StatsProps {
            stats: Rc::new(stats),
            today: None,
            news: None,
            on_action: Callback::noop(),
        };
        yew::Renderer::<StatsPanel>::with_root_and_props(root.clone(), props).render();
        yew::platform::time::sleep(std::time::Duration::from_millis(20)).await;
        Mounted { root }
    }

    /// Each element of `selector`'s cells (`th` and `td`), as text.
    fn rows(&self, selector: &str) -> Vec<Vec<String>> {
        let list = self.root.query_selector_all(selector).unwrap();
        (0..list.length())
            .map(|i| {
                let row = list.item(i).unwrap().dyn_into::<Element>().unwrap();
                let cells = row.query_selector_all("th, td").unwrap();
                (0..cells.length())
                    .map(|j| cells.item(j).unwrap().text_content().unwrap_or_default())
                    .collect()
            })
            .collect()
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        self.root.remove();
    }
}

#[wasm_bindgen_test]
async fn levels_count_classic_puzzles_only() {
    let page = Mounted::new().await;
    let levels = page.rows("tr[data-level]");
    assert_eq!(levels.len(), 5);
    assert_eq!(levels[0], ["Easy", "1", "1:35", "1:35"]);
    assert!(levels[1..].iter().all(|row| row[1] == "0"), "{levels:?}");
}

#[cfg(feature = "variants")]
#[wasm_bindgen_test]
async fn each_variant_played_has_a_row_below_the_levels() {
    let page = Mounted::new().await;
    assert_eq!(
        page.rows("tbody.stats-variants tr"),
        [
            vec!["Variants (unrated)".to_string()],
            vec![
                "Killer".to_string(),
                "2 (1 unaided)".to_string(),
                "10:00".to_string(),
                "10:00".to_string()
            ],
            vec![
                "Jigsaw".to_string(),
                "1".to_string(),
                "25:00".to_string(),
                "25:00".to_string()
            ],
        ]
    );
    let names: Vec<String> = page
        .rows("tr[data-variant]")
        .iter()
        .map(|r| r[0].clone())
        .collect();
    assert_eq!(names, ["Killer", "Jigsaw"]);
    let killer = page
        .root
        .query_selector("tr[data-variant=killer] th")
        .unwrap()
        .unwrap();
    assert_eq!(killer.get_attribute("scope").as_deref(), Some("row"));
    let heading = page
        .root
        .query_selector("tbody.stats-variants th[scope=rowgroup]")
        .unwrap()
        .unwrap();
    assert_eq!(heading.get_attribute("colspan").as_deref(), Some("4"));
}

/// The first load keeps the variants' results but shows no row of them.
#[cfg(not(feature = "variants"))]
#[wasm_bindgen_test]
async fn the_first_load_shows_no_variant_row() {
    let page = Mounted::new().await;
    assert!(page.rows("tbody.stats-variants tr").is_empty());
    assert!(page.rows("tr[data-variant]").is_empty());
}
