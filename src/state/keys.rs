//! The keyboard: which key means which [`Action`].

use super::{Action, Direction, InputMode};

/// The selection after moving one step (stops at the edges).
pub fn moved(index: usize, direction: Direction) -> usize {
    let (row, col) = (index / 9, index % 9);
    let (row, col) = match direction {
        Direction::Up => (row.saturating_sub(1), col),
        Direction::Down => ((row + 1).min(8), col),
        Direction::Left => (row, col.saturating_sub(1)),
        Direction::Right => (row, (col + 1).min(8)),
        Direction::RowStart => (row, 0),
        Direction::RowEnd => (row, 8),
        Direction::First => (0, 0),
        Direction::Last => (8, 8),
    };
    row * 9 + col
}

/// The action for a key pressed on the board without Ctrl, Alt or Meta
/// (`KeyboardEvent.key`): digits, clearing keys, arrows, Home and End.
pub fn key_action(key: &str) -> Option<Action> {
    match key {
        "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" => key.parse().ok().map(Action::Input),
        "0" | "." | " " | "Backspace" | "Delete" => Some(Action::Input(0)),
        "ArrowUp" => Some(Action::Move(Direction::Up)),
        "ArrowDown" => Some(Action::Move(Direction::Down)),
        "ArrowLeft" => Some(Action::Move(Direction::Left)),
        "ArrowRight" => Some(Action::Move(Direction::Right)),
        "Home" => Some(Action::Move(Direction::RowStart)),
        "End" => Some(Action::Move(Direction::RowEnd)),
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

/// The action for a key pressed on the board (`KeyboardEvent.key` and
/// `.code`; `ctrl` is Ctrl or, on a Mac, Cmd), SudokuPad's conventions:
/// Shift+digit toggles a corner mark, Ctrl+digit a centre mark, Z, X, C and
/// V choose what plain digits do, Ctrl+A selects every cell, Ctrl+Home and
/// Ctrl+End go to the first and the last cell, Shift with an arrow, Home
/// or End adds the cells moved to to the selection; H asks for a
/// hint and K checks the entries (shown on their buttons); the rest as
/// [`key_action`]. `None` for keys the board leaves to the page (other Ctrl
/// shortcuts: undo, redo, paste).
pub fn board_key(key: &str, code: &str, shift: bool, ctrl: bool) -> Option<Action> {
    // The code, not the key: Shift+1 is "!" on many layouts.
    let digit = code
        .strip_prefix("Digit")
        .or_else(|| code.strip_prefix("Numpad"))
        .and_then(|d| d.parse::<u8>().ok())
        .filter(|d| (1..=9).contains(d));
    match (ctrl, shift, digit) {
        (true, _, Some(d)) => return Some(Action::Centre(d)),
        (false, true, Some(d)) => return Some(Action::Corner(d)),
        // The top row's digit keys by their place, whatever they print
        // unshifted: on a French (AZERTY) keyboard the 1 key types "&".
        // (Not the keypad's: without Num Lock its 1 is End.)
        (false, false, Some(d)) if code.starts_with("Digit") => return Some(Action::Input(d)),
        _ => {}
    }
    if ctrl {
        return match key {
            "a" | "A" => Some(Action::SelectAll),
            "Home" => Some(Action::Move(Direction::First)),
            "End" => Some(Action::Move(Direction::Last)),
            _ => None,
        };
    }
    if shift {
        if let Some(Action::Move(direction)) = key_action(key) {
            return Some(Action::MoveExtend(direction));
        }
    }
    let mode = match key {
        "z" | "Z" => InputMode::Digit,
        "x" | "X" => InputMode::Corner,
        "c" | "C" => InputMode::Centre,
        "v" | "V" => InputMode::Colour,
        "h" | "H" => return Some(Action::Hint),
        "k" | "K" => return Some(Action::Check),
        _ => return key_action(key),
    };
    Some(Action::SetInputMode(mode))
}
