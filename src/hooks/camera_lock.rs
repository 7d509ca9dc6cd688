//! The camera panel's lock: the camera stops, the frame the reading was
//! locked on stays with the solution drawn in its empty cells (or, at the
//! press of Next hint only, the next hint's cells shaded), and the page's
//! photo preview opens with the digits read and that frame as filmed,
//! without the solution.

use super::use_camera::{Frozen, Live};
use crate::features::camera::{first_step, Capture, Phase};
use crate::features::explain::shown;
use crate::services::camera as cam;
use crate::text::camera::locked_text;
use crate::text::explain::first_hint;
use crate::worker::camera::FrameReply;
use web_sys::HtmlCanvasElement;

impl Live {
    /// Locks `reply`'s reading, if the reply has a lock (its solution with
    /// the corners of the frame locked on, the frame on the still canvas):
    /// the camera stops, the solution is drawn through those corners on
    /// that frame, frozen, and the page's preview opens.
    pub(super) fn lock(&self, reply: &FrameReply, size: Option<(u32, u32)>) {
        let Some(lock) = &reply.lock else {
            return;
        };
        self.release();
        let givens = reply.digits.chars().filter(|c| c.is_ascii_digit()).count();
        let mut picture = String::new();
        if let Some(canvas) = self.still.cast::<HtmlCanvasElement>() {
            // The preview's picture is the paper as filmed, taken before the
            // solution is drawn: the solution would spoil the puzzle for a
            // person who wants to solve it. Only this panel's frozen frame
            // shows it.
            picture = cam::picture(&canvas);
            if let Some(base) = cam::keep_frame(&canvas) {
                cam::draw_frozen(&canvas, &base, lock, &reply.digits, None);
                let hint = first_step(&reply.digits)
                    .map(|step| shown(&step))
                    .map(|step| (first_hint(&step), step.cells));
                self.session.borrow_mut().frozen = Some(Frozen {
                    base,
                    lock: lock.clone(),
                    read: reply.digits.clone(),
                    hint,
                });
            }
        }
        let phase = Phase::Locked {
            givens,
            hint: false,
            corners: lock.corners,
        };
        self.set(phase, locked_text(givens), 0, size);
        cam::hand_to_page(&Capture {
            digits: reply.digits.clone(),
            confidence: reply.confidence.clone(),
            picture,
        });
    }

    /// Shows the next hint's cells on the frozen frame (`hint`), or the
    /// whole solution.
    pub fn show_hint(&self, hint: bool) {
        let Phase::Locked { givens, .. } = self.view.phase else {
            return;
        };
        let s = self.session.borrow();
        let (Some(frozen), Some(canvas)) = (&s.frozen, self.still.cast::<HtmlCanvasElement>())
        else {
            return;
        };
        let shown = frozen.hint.as_ref().filter(|_| hint);
        let cells = shown.map(|(_, cells)| cells.as_slice());
        cam::draw_frozen(&canvas, &frozen.base, &frozen.lock, &frozen.read, cells);
        let text = shown.map_or_else(|| locked_text(givens), |(words, _)| words.clone());
        let phase = Phase::Locked {
            givens,
            hint: shown.is_some(),
            corners: frozen.lock.corners,
        };
        let size = self.view.size;
        drop(s);
        self.set(phase, text, 0, size);
    }

    /// Whether the frozen frame has a next hint to show.
    pub fn has_hint(&self) -> bool {
        self.session
            .borrow()
            .frozen
            .as_ref()
            .is_some_and(|f| f.hint.is_some())
    }
}
