//! Entering a variant: choosing it, adding and taking away cages
//! (docs/variants.md, "The page"). The first load's build knows classic
//! Sudoku only: there these actions change nothing (its `Variant` select
//! hands over to the variants module instead).

use super::{Action, State};

impl State {
    /// [`Action::SetVariant`], [`Action::AddCage`], [`Action::DeleteCage`].
    pub(super) fn variant_action(&mut self, action: Action) {
        let _ = action;
    }
}
