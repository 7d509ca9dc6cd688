//! Helpers of the component tests in headless Chromium: a freshly mounted
//! page, and waiting for Yew to render.
#![allow(dead_code)]

use std::time::Duration;
use sudoku_web::app::App;
use wasm_bindgen::JsCast;

use web_sys::{
    ClipboardEvent, ClipboardEventInit, DataTransfer, Element, Event, EventInit, HtmlElement,
    HtmlSelectElement, KeyboardEvent, KeyboardEventInit, PointerEvent, PointerEventInit,
};
use yew::platform::time::sleep;

/// A freshly mounted app in its own container.
pub struct Page {
    pub root: Element,
}

impl Page {
    pub async fn mount() -> Page {
        // Each test starts without saved state (the app restores localStorage).
        if let Ok(Some(storage)) = web_sys::window().unwrap().local_storage() {
            storage.clear().unwrap();
        }
        // The page fetches the English of its later panels
        // (lang/en-later.bin), which the test runner does not serve: the
        // tests have all of the English from the start instead.
        sudoku_web::model::lang::add_module_english();
        let document = web_sys::window().unwrap().document().unwrap();
        let root = document.create_element("div").unwrap();
        document.body().unwrap().append_child(&root).unwrap();
        yew::Renderer::<App>::with_root(root.clone()).render();
        settle().await;
        Page { root }
    }

    pub fn one(&self, selector: &str) -> Element {
        self.root
            .query_selector(selector)
            .unwrap()
            .unwrap_or_else(|| panic!("no element for {selector}"))
    }

    pub fn all(&self, selector: &str) -> Vec<Element> {
        let list = self.root.query_selector_all(selector).unwrap();
        (0..list.length())
            .map(|i| list.item(i).unwrap().dyn_into::<Element>().unwrap())
            .collect()
    }

    pub fn cell(&self, index: usize) -> Element {
        self.all("[role=gridcell]").swap_remove(index)
    }

    pub fn board(&self) -> Element {
        self.one("[role=grid]")
    }

    pub fn button(&self, name: &str) -> HtmlElement {
        self.all("button")
            .into_iter()
            .find(|b| {
                b.get_attribute("aria-label")
                    .unwrap_or_else(|| shown_text(b))
                    == name
            })
            .unwrap_or_else(|| panic!("no button {name}"))
            .dyn_into()
            .unwrap()
    }

    pub fn status(&self) -> String {
        self.one("[role=status]").text_content().unwrap_or_default()
    }

    /// Presses cell `index` as a mouse, pen or finger does (cells select on
    /// `pointerdown`, so that a drag can select more).
    pub async fn click_cell(&self, index: usize) {
        let init = PointerEventInit::new();
        init.set_bubbles(true);
        init.set_cancelable(true);
        init.set_is_primary(true);
        init.set_pointer_type("mouse");
        let event = PointerEvent::new_with_event_init_dict("pointerdown", &init).unwrap();
        self.cell(index).dispatch_event(&event).unwrap();
        settle().await;
    }

    pub async fn key(&self, key: &str, ctrl: bool) {
        let init = KeyboardEventInit::new();
        init.set_key(key);
        init.set_ctrl_key(ctrl);
        init.set_bubbles(true);
        init.set_cancelable(true);
        let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        self.board().dispatch_event(&event).unwrap();
        settle().await;
    }

    pub async fn press(&self, name: &str) {
        self.button(name).click();
        settle().await;
    }

    pub async fn paste(&self, text: &str) {
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

    pub async fn choose(&self, algorithm: &str) {
        let select: HtmlSelectElement = self.one("select#algorithm").dyn_into().unwrap();
        select.set_value(algorithm);
        let init = EventInit::new();
        init.set_bubbles(true);
        select
            .dispatch_event(&Event::new_with_event_init_dict("change", &init).unwrap())
            .unwrap();
        settle().await;
    }

    pub fn invalid(&self) -> Vec<usize> {
        self.all("[role=gridcell]")
            .iter()
            .enumerate()
            .filter(|(_, c)| c.get_attribute("aria-invalid").as_deref() == Some("true"))
            .map(|(i, _)| i)
            .collect()
    }

    pub fn values(&self) -> String {
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

/// Lets timers and the worker's messages arrive (30 ms), then waits until
/// Yew has run every pending render: its scheduler yields to the browser
/// after 16 ms of work, which on a loaded machine can fall between the
/// app's render (the status) and its cells' (the board).
pub async fn settle() {
    sleep(Duration::from_millis(30)).await;
    yew::scheduler::flush().await;
}

/// The text of `element` without the parts hidden from screen readers
/// (`aria-hidden="true"`, such as a button's icon): its name.
fn shown_text(element: &Element) -> String {
    let copy: Element = element
        .clone_node_with_deep(true)
        .unwrap()
        .dyn_into()
        .unwrap();
    let hidden = copy.query_selector_all("[aria-hidden=true]").unwrap();
    for i in 0..hidden.length() {
        if let Some(node) = hidden.get(i) {
            node.dyn_into::<Element>().unwrap().remove();
        }
    }
    copy.text_content().unwrap_or_default()
}
