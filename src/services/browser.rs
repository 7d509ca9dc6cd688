//! The browser around the page: the address (the `?puzzle=` link and the
//! Share link), the clipboard, the focus and scrolling. Thin `web-sys`
//! code; every function fails quietly where the browser refuses.

/// The `puzzle` parameter of the page's address, if any.
pub fn link_puzzle() -> Option<String> {
    link_param("puzzle")
}

/// The `progress` parameter of the page's address (the reader's entries
/// and marks, see [`crate::features::link`]), if any.
pub fn link_progress() -> Option<String> {
    link_param("progress")
}

fn link_param(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search)
        .ok()?
        .get(name)
}

/// Takes the `puzzle` and `progress` parameters out of the address bar (keeping the rest),
/// once it has been loaded: a reload then shows the saved board, edits
/// included, instead of loading the link again.
pub fn forget_link_puzzle() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(url) = window
        .location()
        .href()
        .ok()
        .and_then(|h| web_sys::Url::new(&h).ok())
    else {
        return;
    };
    url.search_params().delete("puzzle");
    url.search_params().delete("progress");
    if let Ok(history) = window.history() {
        // Failing to tidy the address bar is harmless.
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url.href()));
    }
}

/// This page's address with the query `query` (`puzzle=...`, made by
/// [`crate::features::link`]): the Share link. Keeps the path, so it works
/// under a sub-path too.
pub fn share_link(query: &str) -> String {
    let href = web_sys::window().and_then(|w| w.location().href().ok());
    match href.and_then(|h| web_sys::Url::new(&h).ok()) {
        Some(url) => {
            url.set_search(query);
            url.set_hash("");
            url.href()
        }
        None => format!("?{query}"),
    }
}

/// Copies `text` to the clipboard; true on success. Never throws (the
/// Clipboard API is missing outside secure contexts and may be refused).
pub async fn copy_to_clipboard(text: String) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    let has_clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into())
        .map(|value| !value.is_undefined() && !value.is_null())
        .unwrap_or(false);
    if !has_clipboard {
        return false;
    }
    let promise = navigator.clipboard().write_text(&text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// Scrolls the board to the top of the screen if any of it is off screen
/// (a solve started far below it on a phone: the solution is the news).
pub fn reveal_board() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(board) = window
        .document()
        .and_then(|doc| doc.query_selector("[role=grid]").ok().flatten())
    else {
        return;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(f64::INFINITY);
    let shown = board.get_bounding_client_rect();
    if shown.top() >= 0.0 && shown.bottom() <= height {
        return;
    }
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Start);
    board.scroll_into_view_with_scroll_into_view_options(&options);
}

/// Scrolls the first element matching `selector` into view, by as little
/// as it takes (a table that just appeared under the button pressed).
pub fn reveal_nearest(selector: &str) {
    let found = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|doc| doc.query_selector(selector).ok().flatten());
    if let Some(el) = found {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        el.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// Scrolls the status line into view if any of it is off screen. With
/// `with_board` (a hint or step, which highlights cells), the board from its
/// top down to the status when that fits on screen, else the status at the
/// bottom edge with as much of the board above it as fits.
pub fn reveal_status(with_board: bool) {
    use web_sys::ScrollLogicalPosition as At;
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(doc) = window.document() else {
        return;
    };
    let find = |selector: &str| doc.query_selector(selector).ok().flatten();
    let Some(status) = find("[role=status]") else {
        return;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(f64::INFINITY);
    let shown = status.get_bounding_client_rect();
    let board = find("[role=grid]").filter(|_| with_board);
    let top = board
        .as_ref()
        .map_or(shown.top(), |b| b.get_bounding_client_rect().top());
    if top >= 0.0 && shown.bottom() <= height {
        return;
    }
    let (target, block) = match board {
        Some(board) if shown.bottom() - top <= height => (board, At::Start),
        Some(_) => (status, At::End),
        None => (status, At::Nearest),
    };
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(block);
    target.scroll_into_view_with_scroll_into_view_options(&options);
}

/// Gives the focus to the element with id `id` (which scrolls it into
/// view), if it is there.
pub fn focus_id(id: &str) {
    if let Some(el) = element::<web_sys::HtmlElement>(id) {
        // Focus can fail only if the element is gone: nothing to do then.
        let _ = el.focus();
    }
}

/// Gives the focus to the first button, select or input inside the element
/// with id `id` (a panel that just opened).
pub fn focus_first_in(id: &str) {
    use wasm_bindgen::JsCast;
    let first = element::<web_sys::Element>(id)
        .and_then(|panel| panel.query_selector("button, select, input").ok().flatten())
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(first) = first {
        // Focus can fail only if the element is gone: nothing to do then.
        let _ = first.focus();
    }
}

/// Calls `outside` when `event` (`pointerdown`: a press; `focusin`: the
/// focus coming to an element) happens anywhere but inside the elements
/// with the ids `inside` (a listener on the document, removed when the
/// returned listener is dropped).
pub fn on_outside(
    event: &'static str,
    inside: &'static [&'static str],
    outside: impl Fn() + 'static,
) -> Option<gloo_events::EventListener> {
    use wasm_bindgen::JsCast;
    let doc = web_sys::window()?.document()?;
    Some(gloo_events::EventListener::new(&doc, event, move |event| {
        let target = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        let within = inside
            .iter()
            .any(|id| element::<web_sys::Node>(id).is_some_and(|el| el.contains(target.as_ref())));
        if !within {
            outside();
        }
    }))
}

/// Keeps in `last` the element that last took the focus, as it takes it (a
/// `focusin` listener on the document, removed when the returned listener
/// is dropped). Sampling the focus only when the page renders misses a
/// control focused between two renders (a step of the list reached by Tab
/// and taken back by Ctrl+Z at once), and [`refocus_if_lost`] would then
/// not know that the control that had the focus is gone.
pub fn watch_focus(
    last: std::rc::Rc<std::cell::RefCell<Option<web_sys::Element>>>,
) -> Option<gloo_events::EventListener> {
    use wasm_bindgen::JsCast;
    let doc = web_sys::window()?.document()?;
    Some(gloo_events::EventListener::new(
        &doc,
        "focusin",
        move |event| {
            if let Some(el) = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                // Never panics, even if a caller held a borrow while focusing.
                if let Ok(mut last) = last.try_borrow_mut() {
                    *last = Some(el);
                }
            }
        },
    ))
}

/// Gives the focus back to `board` when it fell to the page because the
/// control that had it disappeared (Cancel when the solve ends, a step of
/// the list taken back by Undo), without scrolling. `last` holds the element
/// that last had the focus ([`watch_focus`] records it as the focus moves,
/// and each call records the element focused then): when the reader clicks
/// the page's text, the focus falls to the page too, but that element is
/// still there, and the focus stays where the reader put it.
pub fn refocus_if_lost(
    board: Option<web_sys::HtmlElement>,
    last: &std::cell::RefCell<Option<web_sys::Element>>,
) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let active = doc
        .active_element()
        .filter(|el| !el.tag_name().eq_ignore_ascii_case("body"));
    if let Some(active) = active {
        *last.borrow_mut() = Some(active);
        return;
    }
    // Gone: taken out of the page, or hidden with its panel (a closed
    // More panel, the view not shown), which leaves it without a box.
    let gone = last
        .borrow()
        .as_ref()
        .is_some_and(|el| !el.is_connected() || el.get_client_rects().length() == 0);
    if let (true, Some(board)) = (gone, board) {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        // No borrow of `last` is held here: focusing fires `focusin`, whose
        // listener ([`watch_focus`]) records the board in `last`.
        // Focus can fail only if the element is gone: nothing to do then.
        let _ = board.focus_with_options(&options);
        *last.borrow_mut() = Some(board.into());
    }
}

/// A fresh seed for New puzzle, from the browser's random numbers.
pub fn fresh_seed() -> u64 {
    // `Math.random()` is in [0, 1): 32 bits from each of two draws.
    let draw = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (draw() << 32) | draw()
}

/// Today's date by the device's clock, in UTC (Today's puzzle is the same
/// puzzle everywhere on the same UTC day).
pub fn today() -> sudoku_solver::date::Date {
    sudoku_solver::date::Date::from_unix_ms(js_sys::Date::now() as i64)
}

/// An address for `file` (a `blob:` URL) to show it in the page, until
/// [`revoke_object_url`].
pub fn object_url(file: &web_sys::File) -> Option<String> {
    web_sys::Url::create_object_url_with_blob(file).ok()
}

/// Frees an address made by [`object_url`].
pub fn revoke_object_url(url: &str) {
    // Revoking an unknown address does nothing.
    let _ = web_sys::Url::revoke_object_url(url);
}

/// The element with id `id` in the page, as a `T`.
fn element<T: wasm_bindgen::JsCast>(id: &str) -> Option<T> {
    web_sys::window()?
        .document()?
        .get_element_by_id(id)
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<T>(e).ok())
}

/// Sets the value of the `<select>` with id `id`: its `selected` options
/// are attributes, which a select the user has touched no longer follows,
/// so a choice made elsewhere (another tab) is set here.
pub fn set_select_value(id: &str, value: &str) {
    if let Some(select) = element::<web_sys::HtmlSelectElement>(id) {
        if select.value() != value {
            select.set_value(value);
        }
    }
}

/// Moves the focus to the board and scrolls it into view: a puzzle was
/// opened from the Batch panel, far below it.
pub fn show_board() {
    use wasm_bindgen::JsCast;
    reveal_board();
    let board = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[role=grid]").ok().flatten())
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(board) = board {
        let _ = board.focus();
    }
}
