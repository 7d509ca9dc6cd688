//! The keyboard: which key means which [`Action`].

use super::{Action, Direction};

/// The selection after moving one step (stops at the edges).
pub fn moved(index: usize, direction: Direction) -> usize {
    let (row, col) = (index / 9, index % 9);
    let (row, col) = match direction {
        Direction::Up => (row.saturating_sub(1), col),
        Direction::Down => ((row + 1).min(8), col),
        Direction::Left => (row, col.saturating_sub(1)),
        Direction::Right => (row, (col + 1).min(8)),
    };
    row * 9 + col
}

/// The action for a key pressed on the board without Ctrl, Alt or Meta
/// (`KeyboardEvent.key`): digits, clearing keys, arrows.
pub fn key_action(key: &str) -> Option<Action> {
    match key {
        "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" => key.parse().ok().map(Action::Input),
        "0" | "." | " " | "Backspace" | "Delete" => Some(Action::Input(0)),
        "ArrowUp" => Some(Action::Move(Direction::Up)),
        "ArrowDown" => Some(Action::Move(Direction::Down)),
        "ArrowLeft" => Some(Action::Move(Direction::Left)),
        "ArrowRight" => Some(Action::Move(Direction::Right)),
        _ => None,
    }
}

/// The action for a key pressed with Ctrl (or Cmd): Ctrl+Z undoes,
/// Ctrl+Y and Ctrl+Shift+Z redo.
pub fn shortcut_action(key: &str, shift: bool) -> Option<Action> {
    match (key, shift) {
        ("z" | "Z", false) => Some(Action::Undo),
        ("z" | "Z", true) | ("y" | "Y", _) => Some(Action::Redo),
        _ => None,
    }
}
