//! The page's hooks: where the state meets the browser over time.
//!
//! * [`use_saved_state`]: the reducer, started from the saved state and the
//!   `?puzzle=` link, saved on every change and shared with other tabs.
//! * [`use_jobs`]: runs the jobs the state lists in the workers.
//! * [`use_photo`]: opens a photo to read (its file and thumbnail), or the
//!   reading the camera panel locked.
//! * [`use_camera`]: the camera panel's camera and frames, and its lock
//!   (`camera_lock.rs`).
//! * [`use_focus`]: where the focus and the scroll position go.
//! * [`use_clock`]: the timer's ticks, paused while the page is hidden.
//! * [`use_batch`]: the Batch panel's reducer and its worker.
//! * [`use_lang`]: the language spoken: chosen on opening and by the
//!   language select, its catalogue fetched and installed;
//!   [`use_page_language`]: the Batch and camera panels follow it.
//! * [`use_panels`]: which tab of the side column and which panel is shown.
//! * [`use_share`]: Copy, Share and Share progress.

mod camera_lock;
mod use_batch;
mod use_camera;
mod use_clock;
mod use_focus;
mod use_jobs;
mod use_lang;
mod use_panels;
mod use_photo;
mod use_saved_state;
mod use_share;

pub use use_batch::use_batch;
pub use use_camera::{use_camera, Live};
pub use use_clock::use_clock;
pub use use_focus::use_focus;
pub use use_jobs::use_jobs;
pub use use_lang::{use_lang, use_page_language, Speech};
pub use use_panels::{use_panels, Panels, Tab, MORE_BUTTON, MORE_PANEL};
pub use use_photo::use_photo;
pub use use_saved_state::use_saved_state;
pub use use_share::{use_share, Sharing};
