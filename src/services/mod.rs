//! What the page needs from the browser, behind small functions:
//!
//! * [`storage`]: the saved state in `localStorage` (encoding and decoding
//!   are pure and tested natively).
//! * [`browser`]: the address, the clipboard, focus and scrolling.

pub mod browser;
pub mod storage;
