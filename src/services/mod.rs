//! What the page needs from the browser, behind small functions:
//!
//! * [`storage`]: the saved state in `localStorage` (encoding and decoding
//!   are pure and tested natively).
//! * [`browser`]: the address, the clipboard, focus and scrolling.
//! * [`batch_panel`]: opening and closing the Batch panel, and opening the
//!   camera panel (modules loaded on demand).
//! * [`camera`]: the camera panel's camera, frames and drawing.
//! * [`lang`]: the language asked for (address, last choice, browser),
//!   `<html lang>`, fetching a catalogue; [`intl`]: the browser's plural
//!   rules and number format for it.
//! * [`files`]: the Batch panel's files: reading one the user picked or
//!   a bundled set, downloading results, and opening a puzzle on the board.
//! * [`variants`]: handing the first load over to the variants module.

pub mod batch_panel;
pub mod browser;
pub mod camera;
pub mod files;
pub mod intl;
pub mod lang;
pub mod storage;
pub mod variants;
