//! SE's chaining engine, followed as SE follows it (`Chaining.doChaining`,
//! `getOnToOff`, `getOffToOn`; docs/se-techniques.md, sections 6 and 7), so
//! that a chain's length is SE's.
//!
//! A node is a candidate "on" (the digit goes there) or "off". From an
//! assumed node, "on" nodes are followed before "off" nodes, each in the
//! order it was reached:
//!
//! * an "on" node turns off the cell's other candidates, then its digit in
//!   its box, row and column (in that order, each unit's cells in order,
//!   the box's cells once);
//! * an "off" node turns on the cell's other candidate when the cell has
//!   two, then, in each of its units (box, row, column) where the digit has
//!   two places, the other place.
//!
//! In a dynamic chain an "off" node removes its candidate from the working
//! board once its own rule has been applied, so later rules see fewer
//! candidates; a node turned on then has as further parents the "off"
//! nodes that removed the cell's other candidates (or the unit's other
//! places). With a nesting level above 0, when nothing is left to follow,
//! the other techniques (`patterns.rs`) look at the working board and
//! turn off what they remove. The first node found both on and off is a
//! contradiction; its length (SE's complexity) is the number of distinct
//! ancestors of the "on" node plus that of the "off" node.
//!
//! The files: `links.rs` (nodes and the board), `chains.rs` (the nodes
//! reached, their parents and lengths), `implications.rs` (what each node
//! turns on or off), `follow.rs` (one assumption followed), `patterns.rs`
//! (the techniques inside nested chains), `hints.rs` (SE's multiple and
//! dynamic forcing chains, and what is nested at each level) and
//! `unary.rs` (SE's forcing chains, nested at levels 2 and 3).

mod chains;
mod follow;
mod hints;
mod implications;
mod links;
mod patterns;
mod unary;

pub(super) use hints::{shortest, Producer, Proof};
pub(super) use links::Mode;
