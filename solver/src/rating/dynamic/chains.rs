//! The nodes a chain reaches, each with the parents of its first
//! derivation and its cause; SE's length (complexity) of a conclusion; and
//! the candidates a nested chain needs an outer chain to have removed.

use super::links::{cell_of, digit_of, is_on, Cands, Node, CELL_RULE, NODES, NO_CAUSE};
use crate::geometry::UNITS;

/// The nodes one assumption reaches, each with the parents of its first
/// derivation, and the "on" and "off" nodes in the order reached.
pub(super) struct Chains {
    /// Each node's parents: where they start in `arena` and how many
    /// (`u32::MAX` where the node was not reached).
    slot: Vec<(u32, u32)>,
    arena: Vec<Node>,
    /// Why each node was reached ([`CELL_RULE`], a unit, or [`NO_CAUSE`]).
    cause: Vec<u8>,
    /// The nested chain that turned each node off: an index into `nested`.
    nested_of: Vec<u32>,
    /// The nested chains used: their conclusion and length.
    nested: Vec<(Node, usize)>,
    /// The "on" nodes, in the order reached.
    pub(super) on: Vec<Node>,
    /// The "off" nodes, in the order reached.
    pub(super) off: Vec<Node>,
}

thread_local! {
    /// Chains no longer used, cleared, to be used again: a search follows
    /// thousands of chains, and clearing only the nodes reached is much
    /// cheaper than making new ones.
    static POOL: std::cell::RefCell<Vec<Parts>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A cleared [`Chains`]' storage, kept in the pool.
type Parts = (
    Vec<(u32, u32)>,
    Vec<Node>,
    Vec<u8>,
    Vec<u32>,
    Vec<(Node, usize)>,
    Vec<Node>,
    Vec<Node>,
);

/// The most chains the pool keeps.
const POOL_SIZE: usize = 256;

impl Drop for Chains {
    fn drop(&mut self) {
        if self.slot.len() != NODES {
            return;
        }
        for &n in self.on.iter().chain(&self.off) {
            self.slot[usize::from(n)] = (u32::MAX, 0);
            self.cause[usize::from(n)] = NO_CAUSE;
            self.nested_of[usize::from(n)] = u32::MAX;
        }
        self.arena.clear();
        self.nested.clear();
        self.on.clear();
        self.off.clear();
        let cleared: Parts = (
            std::mem::take(&mut self.slot),
            std::mem::take(&mut self.arena),
            std::mem::take(&mut self.cause),
            std::mem::take(&mut self.nested_of),
            std::mem::take(&mut self.nested),
            std::mem::take(&mut self.on),
            std::mem::take(&mut self.off),
        );
        // Dropped at once when the pool is full or gone.
        let _ = POOL.try_with(|pool| {
            let mut pool = pool.borrow_mut();
            if pool.len() < POOL_SIZE {
                pool.push(cleared);
            }
        });
    }
}

/// A node reached, with its parents and cause: a step's conclusion in one
/// branch, or one side of a contradiction.
#[derive(Clone)]
pub(super) struct Reached {
    /// The node.
    pub(super) node: Node,
    /// The nodes it comes from.
    pub(super) parents: Vec<Node>,
    /// Why it was reached ([`CELL_RULE`], a unit, or [`NO_CAUSE`]).
    pub(super) cause: u8,
}

/// A contradiction: the same candidate both on and off.
pub(super) struct Clash {
    /// The candidate on.
    pub(super) on: Reached,
    /// The candidate off.
    pub(super) off: Reached,
}

/// The length of a step with several branches (SE's complexity): the
/// distinct ancestors of each branch's conclusion, summed, plus the length
/// of every distinct nested chain among them.
#[derive(Default)]
pub(super) struct Tally {
    /// The ancestors counted so far.
    pub(super) nodes: usize,
    /// The nested chains met (conclusion and length), with repeats.
    nested: Vec<(Node, usize)>,
}

impl Tally {
    /// The length so far.
    pub(super) fn length(&self) -> usize {
        let mut seen: Vec<(Node, usize)> = Vec::new();
        for &n in &self.nested {
            if !seen.contains(&n) {
                seen.push(n);
            }
        }
        self.nodes + seen.iter().map(|&(_, l)| l).sum::<usize>()
    }
}

impl Chains {
    /// No node reached (from the pool of chains no longer used, where it
    /// has one).
    pub(super) fn new() -> Chains {
        match POOL.try_with(|pool| pool.borrow_mut().pop()) {
            Ok(Some((slot, arena, cause, nested_of, nested, on, off))) => Chains {
                slot,
                arena,
                cause,
                nested_of,
                nested,
                on,
                off,
            },
            _ => Chains::fresh(),
        }
    }

    fn fresh() -> Chains {
        Chains {
            slot: vec![(u32::MAX, 0); NODES],
            arena: Vec::new(),
            cause: vec![NO_CAUSE; NODES],
            nested_of: vec![u32::MAX; NODES],
            nested: Vec::new(),
            on: Vec::new(),
            off: Vec::new(),
        }
    }

    /// Whether the node was reached.
    pub(super) fn has(&self, n: Node) -> bool {
        self.slot[usize::from(n)].0 != u32::MAX
    }

    /// Records that the nested chain `nested` (its conclusion and length)
    /// turned `n` off.
    pub(super) fn nest(&mut self, n: Node, nested: (Node, usize)) {
        self.nested_of[usize::from(n)] = self.nested.len() as u32;
        self.nested.push(nested);
    }

    /// Adds a node reached, with its parents and cause.
    pub(super) fn add(&mut self, n: Node, parents: &[Node], cause: u8) {
        self.slot[usize::from(n)] = (self.arena.len() as u32, parents.len() as u32);
        self.cause[usize::from(n)] = cause;
        self.arena.extend_from_slice(parents);
        if is_on(n) {
            self.on.push(n);
        } else {
            self.off.push(n);
        }
    }

    /// A node reached, with its parents and cause.
    pub(super) fn reached(&self, n: Node) -> Reached {
        Reached {
            node: n,
            parents: self.parents(n).to_vec(),
            cause: self.cause[usize::from(n)],
        }
    }

    /// The parents of a node reached (none for one that was not).
    pub(super) fn parents(&self, n: Node) -> &[Node] {
        let (start, len) = self.slot[usize::from(n)];
        if start == u32::MAX {
            return &[];
        }
        let start = start as usize;
        &self.arena[start..start + len as usize]
    }

    /// The distinct nodes `n`, with `parents`, comes from, itself included.
    pub(super) fn ancestors_with(&self, n: Node, parents: &[Node], marks: &mut Marks) -> usize {
        let mut tally = Tally::default();
        self.tally(n, parents, marks, &mut tally);
        tally.length()
    }

    /// Adds to `tally` the distinct nodes `n`, with `parents`, comes from
    /// (itself included) and the nested chains among them.
    pub(super) fn tally(&self, n: Node, parents: &[Node], marks: &mut Marks, tally: &mut Tally) {
        marks.clear();
        marks.set(n);
        tally.nodes += 1;
        let mut todo: Vec<Node> = parents.to_vec();
        while let Some(p) = todo.pop() {
            if marks.set(p) {
                tally.nodes += 1;
                if let Some(&nested) = self.nested.get(self.nested_of[usize::from(p)] as usize) {
                    tally.nested.push(nested);
                }
                todo.extend_from_slice(self.parents(p));
            }
        }
    }

    /// The candidates the chain to `n` (with `parents` and `cause`; the
    /// assumption's cause is `start_cause`) needs removed from `source` by
    /// an outer chain, whose working board is `grid` (SE's
    /// `collectRuleParents`): for each node turned on, the removed
    /// candidates of its cell (cell rule) or places of its unit.
    pub(super) fn needs(
        &self,
        target: &Reached,
        start_cause: u8,
        source: &Cands,
        grid: &Cands,
        marks: &mut Marks,
        out: &mut Vec<(usize, u8)>,
    ) {
        marks.clear();
        let mut todo = vec![(target.node, target.cause)];
        let mut first = true;
        while let Some((p, cause)) = todo.pop() {
            if !first && !marks.set(p) {
                continue;
            }
            let parents = if first {
                marks.set(p);
                first = false;
                &target.parents[..]
            } else {
                self.parents(p)
            };
            let cause = if parents.is_empty() && cause == NO_CAUSE {
                start_cause
            } else {
                cause
            };
            if is_on(p) && cause != NO_CAUSE {
                let (cell, digit) = (cell_of(p), digit_of(p));
                let removed =
                    |c: usize, d: u8| source[c] & (1 << d) != 0 && grid[c] & (1 << d) == 0;
                if cause == CELL_RULE {
                    out.extend((1..=9u8).filter(|&d| removed(cell, d)).map(|d| (cell, d)));
                } else {
                    out.extend(
                        UNITS[usize::from(cause)]
                            .iter()
                            .map(|&c| usize::from(c))
                            .filter(|&c| removed(c, digit))
                            .map(|c| (c, digit)),
                    );
                }
            }
            todo.extend(parents.iter().map(|&q| (q, self.cause[usize::from(q)])));
        }
        out.sort_unstable();
        out.dedup();
    }
}

/// A reusable set of nodes, cleared in constant time.
pub(super) struct Marks {
    stamp: u32,
    marks: Vec<u32>,
}

impl Marks {
    /// An empty set.
    pub(super) fn new() -> Marks {
        Marks {
            stamp: 1,
            marks: vec![0; NODES],
        }
    }

    fn clear(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.marks.fill(0);
            self.stamp = 1;
        }
    }

    /// Adds `n`; false when it was there.
    fn set(&mut self, n: Node) -> bool {
        let m = &mut self.marks[usize::from(n)];
        let new = *m != self.stamp;
        *m = self.stamp;
        new
    }
}

/// A step found inside an outer chain: what it removes, the candidates it
/// needs the outer chain to have removed, its length and conclusion (for
/// a nested chain; 0 for the other techniques).
pub(super) struct Inner {
    pub(super) removes: Vec<(usize, u8)>,
    pub(super) needs: Vec<(usize, u8)>,
    pub(super) length: usize,
    pub(super) conclusion: Node,
}
