//! Undo and redo: the sheets to go back and forward to.
//!
//! The page's reducer copies the state on every action (progress messages
//! arrive twenty times a second), so the history is a persistent stack:
//! copying it copies one pointer, pushing and popping share the rest.

use super::Sheet;
use std::fmt;
use std::rc::Rc;

/// How many edits Undo can go back.
pub const HISTORY_LIMIT: usize = 500;

/// The undo and redo stacks of the page.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct History {
    undo: Stack,
    redo: Stack,
}

impl History {
    /// A history from saved lists: `undo` oldest first (at most
    /// [`HISTORY_LIMIT`] of the newest are kept), `redo` with the next one last.
    pub fn new(undo: Vec<Sheet>, redo: Vec<Sheet>) -> History {
        let skip = undo.len().saturating_sub(HISTORY_LIMIT);
        History {
            undo: Stack::from_oldest(undo.into_iter().skip(skip)),
            redo: Stack::from_oldest(redo),
        }
    }

    /// The sheets Undo goes back to, oldest first.
    pub fn undo_sheets(&self) -> Vec<Sheet> {
        self.undo.oldest_first()
    }

    /// The sheets Redo goes forward to, the next one last.
    pub fn redo_sheets(&self) -> Vec<Sheet> {
        self.redo.oldest_first()
    }

    /// True when Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        self.undo.len > 0
    }

    /// True when Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        self.redo.len > 0
    }

    /// The sheet Undo would go back to, if any.
    pub fn last_undo(&self) -> Option<&Sheet> {
        self.undo.iter().next()
    }

    /// Records `previous` (the sheet an edit replaced) for Undo; the redo
    /// list is dropped and the oldest entry beyond [`HISTORY_LIMIT`] too.
    pub fn record(&mut self, previous: Sheet) {
        self.undo.push(previous);
        self.undo.keep_newest(HISTORY_LIMIT);
        self.redo = Stack::default();
    }

    /// Undo: the sheet to show instead of `current`, which Redo brings
    /// back; `None` (and no change) when there is nothing to undo.
    pub fn undo(&mut self, current: Sheet) -> Option<Sheet> {
        let previous = self.undo.pop()?;
        self.redo.push(current);
        Some(previous)
    }

    /// Redo: the sheet to show instead of `current`, which Undo brings
    /// back; `None` (and no change) when there is nothing to redo.
    pub fn redo(&mut self, current: Sheet) -> Option<Sheet> {
        let next = self.redo.pop()?;
        self.undo.push(current);
        Some(next)
    }
}

/// A persistent stack of sheets: clones share their nodes.
#[derive(Clone, Default)]
struct Stack {
    top: Option<Rc<Node>>,
    len: usize,
}

struct Node {
    sheet: Sheet,
    below: Option<Rc<Node>>,
}

impl Stack {
    /// A stack of `sheets` given oldest (bottom) first.
    fn from_oldest(sheets: impl IntoIterator<Item = Sheet>) -> Stack {
        let mut stack = Stack::default();
        for sheet in sheets {
            stack.push(sheet);
        }
        stack
    }

    fn push(&mut self, sheet: Sheet) {
        let below = self.top.take();
        self.top = Some(Rc::new(Node { sheet, below }));
        self.len += 1;
    }

    fn pop(&mut self) -> Option<Sheet> {
        let node = self.top.take()?;
        self.len -= 1;
        match Rc::try_unwrap(node) {
            Ok(mut node) => {
                self.top = node.below.take();
                Some(node.sheet)
            }
            Err(shared) => {
                self.top = shared.below.clone();
                Some(shared.sheet.clone())
            }
        }
    }

    /// The sheets from the top down.
    fn iter(&self) -> impl Iterator<Item = &Sheet> {
        std::iter::successors(self.top.as_deref(), |node| node.below.as_deref())
            .map(|node| &node.sheet)
    }

    fn oldest_first(&self) -> Vec<Sheet> {
        let mut sheets: Vec<Sheet> = self.iter().cloned().collect();
        sheets.reverse();
        sheets
    }

    /// Drops the oldest entries beyond `limit`.
    fn keep_newest(&mut self, limit: usize) {
        if self.len > limit {
            let mut kept: Vec<Sheet> = self.iter().take(limit).cloned().collect();
            kept.reverse();
            *self = Stack::from_oldest(kept);
        }
    }
}

impl PartialEq for Stack {
    fn eq(&self, other: &Stack) -> bool {
        if self.len != other.len {
            return false;
        }
        let (mut a, mut b) = (self.top.as_ref(), other.top.as_ref());
        loop {
            match (a, b) {
                (None, None) => return true,
                (Some(x), Some(y)) if Rc::ptr_eq(x, y) => return true,
                (Some(x), Some(y)) if x.sheet == y.sheet => {
                    a = x.below.as_ref();
                    b = y.below.as_ref();
                }
                _ => return false,
            }
        }
    }
}

impl fmt::Debug for Stack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Drops the nodes one by one, not recursively, however long the stack.
impl Drop for Stack {
    fn drop(&mut self) {
        let mut next = self.top.take();
        while let Some(node) = next {
            match Rc::try_unwrap(node) {
                Ok(mut node) => next = node.below.take(),
                Err(_) => break,
            }
        }
    }
}
