//! Propagation to a fixed point: each constraint whose cells changed is
//! looked at again. Houses: naked and hidden singles. Cages: the digits of
//! the combinations that still fit. Other sums: their bounds.

mod bounds;

use super::plan::{ConSet, Plan, Sum, WORDS};
use crate::geometry::CELLS;
use crate::rules::combinations;

/// All nine digits, bit `d - 1` for digit `d`.
pub(super) const ALL: u16 = 0x1ff;

/// The candidates of every cell (bit `d - 1` for digit `d`); a cell with
/// one candidate is solved.
#[derive(Clone, Copy)]
pub(super) struct State {
    pub cand: [u16; CELLS],
    /// For each digit, the cells that may hold it (one bit per cell).
    pub pos: [u128; 9],
}

impl State {
    /// Every cell open to every digit.
    pub fn new() -> State {
        State {
            cand: [ALL; CELLS],
            pos: [(1u128 << CELLS) - 1; 9],
        }
    }
}

/// True when `v` holds exactly one digit.
#[inline(always)]
fn single(v: u16) -> bool {
    v & (v.wrapping_sub(1)) == 0
}

/// The propagation's work list.
pub(super) struct Work<'p> {
    plan: &'p Plan,
    dirty: ConSet,
    /// Cells that became solved and whose digit their peers still hold.
    solved: [u8; CELLS],
    solved_len: usize,
}

impl<'p> Work<'p> {
    /// A work list with nothing to do.
    #[inline(always)]
    pub fn new(plan: &'p Plan) -> Work<'p> {
        Work {
            plan,
            dirty: [0; WORDS],
            solved: [0; CELLS],
            solved_len: 0,
        }
    }

    /// Marks every constraint to be looked at.
    pub fn all(&mut self) {
        let n = self.plan.len();
        for (w, word) in self.dirty.iter_mut().enumerate() {
            let bits = n.saturating_sub(w * 64).min(64);
            *word = if bits == 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
        }
    }

    /// Sets `cell`'s candidates to `v` and marks its constraints.
    #[inline(always)]
    fn set(&mut self, state: &mut State, cell: usize, v: u16) {
        let mut gone = state.cand[cell] & !v;
        while gone != 0 {
            state.pos[gone.trailing_zeros() as usize] &= !(1u128 << cell);
            gone &= gone - 1;
        }
        if single(v) && self.solved_len < CELLS {
            self.solved[self.solved_len] = cell as u8;
            self.solved_len += 1;
        }
        state.cand[cell] = v;
        let cons = &self.plan.cell_cons[cell];
        for (d, c) in self.dirty.iter_mut().zip(cons) {
            *d |= c;
        }
    }

    /// Removes digit bit `bit` from the cells of `targets`. False on a
    /// contradiction.
    #[inline(always)]
    fn clear(&mut self, state: &mut State, targets: u128, bit: u16) -> bool {
        let mut targets = targets & state.pos[bit.trailing_zeros() as usize];
        while targets != 0 {
            let c = targets.trailing_zeros() as usize;
            targets &= targets - 1;
            let v = state.cand[c];
            if v & bit != 0 {
                if v == bit {
                    return false;
                }
                self.set(state, c, v & !bit);
            }
        }
        true
    }

    /// Digits in `digits` confined to a segment of house `k` leave
    /// the segment's targets. False on a contradiction.
    #[inline(always)]
    fn point(&mut self, state: &mut State, k: usize, digits: u16) -> bool {
        let plan = self.plan;
        for seg in &plan.segments[k] {
            let mut d = digits;
            while d != 0 {
                let i = d.trailing_zeros() as usize;
                d &= d - 1;
                if state.pos[i] & seg.outside == 0
                    && state.pos[i] & seg.targets != 0
                    && !self.clear(state, seg.targets, 1 << i)
                {
                    return false;
                }
            }
        }
        true
    }

    /// Places digit bit `bit` in `cell`.
    #[inline(always)]
    pub fn place(&mut self, state: &mut State, cell: usize, bit: u16) {
        self.set(state, cell, bit);
    }

    /// Runs the constraints until none changes anything. On a
    /// contradiction, the number of the constraint that found it.
    #[inline(always)]
    pub fn run(&mut self, state: &mut State) -> Result<(), usize> {
        loop {
            // Solved cells first: their digit leaves their peers.
            while self.solved_len > 0 {
                self.solved_len -= 1;
                let cell = self.solved[self.solved_len] as usize;
                let v = state.cand[cell];
                if v == 0 {
                    return Err(usize::MAX);
                }
                let d = v.trailing_zeros() as usize;
                let mut peers = self.plan.peers[cell] & state.pos[d];
                while peers != 0 {
                    let p = peers.trailing_zeros() as usize;
                    peers &= peers - 1;
                    let w = state.cand[p];
                    if w == v {
                        return Err(usize::MAX);
                    }
                    self.set(state, p, w & !v);
                }
            }
            let Some(w) = self.dirty.iter().position(|&x| x != 0) else {
                return Ok(());
            };
            let k = w * 64 + self.dirty[w].trailing_zeros() as usize;
            self.dirty[w] &= self.dirty[w] - 1;
            let (houses, sums) = (self.plan.houses.len(), self.plan.sums.len());
            let ok = if k < houses {
                self.house(state, k)
            } else if k < houses + sums {
                let sum = &self.plan.sums[k - houses];
                if sum.distinct {
                    self.cage(state, sum)
                } else {
                    self.bounds(state, sum)
                }
            } else {
                self.locked(state, k - houses - sums)
            };
            if !ok {
                return Err(k);
            }
            // A constraint is (nearly) at its own fixed point after a run.
            self.dirty[w] &= !(1u64 << (k % 64));
        }
    }

    /// Hidden singles in house `h` (a solved cell's digit has left its
    /// peers already): a digit with one place goes there; a digit with
    /// none is a contradiction.
    #[inline(always)]
    fn house(&mut self, state: &mut State, h: usize) -> bool {
        let cells = &self.plan.houses[h];
        let (mut once, mut more, mut fixed) = (0u16, 0u16, 0u16);
        for &c in cells {
            let v = state.cand[c as usize];
            if single(v) {
                fixed |= v;
            }
            more |= once & v;
            once |= v;
        }
        if once != ALL {
            return false;
        }
        let mut hidden = once & !more & !fixed;
        while hidden != 0 {
            let bit = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            for &c in cells {
                let c = c as usize;
                if state.cand[c] & bit != 0 {
                    self.set(state, c, bit);
                    break;
                }
            }
        }
        true
    }

    /// Locked digits in house `h`: a digit whose places lie where another
    /// house or cage meets this one is not elsewhere in that house or
    /// cage.
    #[inline(always)]
    fn locked(&mut self, state: &mut State, h: usize) -> bool {
        let mut open = 0u16;
        for &c in &self.plan.houses[h] {
            let v = state.cand[c as usize];
            if !single(v) {
                open |= v;
            }
        }
        self.point(state, h, open)
    }

    /// A cage (or cells that all differ) with its sum: only the digits of
    /// combinations that avoid the placed digits and fit the cells.
    #[inline(always)]
    fn cage(&mut self, state: &mut State, sum: &Sum) -> bool {
        let (mut fixed, mut total, mut union) = (0u16, 0u32, 0u16);
        let mut open = [0u8; 9];
        // The open cells' candidates; the unused places hold every digit,
        // so that every combination fits them.
        let mut cand = [ALL; 9];
        let mut k = 0;
        for &c in &sum.cells {
            let v = state.cand[c as usize];
            if v == 0 {
                return false;
            }
            if single(v) {
                if fixed & v != 0 {
                    return false;
                }
                fixed |= v;
                total += v.trailing_zeros() + 1;
            } else {
                if k == 9 {
                    return false;
                }
                open[k] = c;
                cand[k] = v;
                k += 1;
                union |= v;
            }
        }
        let Some(left) = (sum.sum as u32).checked_sub(total) else {
            return false;
        };
        if k == 0 {
            return left == 0;
        }
        let union = union & !fixed;
        // Digits the rest of a house holding the cage cannot take: the
        // cage's open cells must.
        let mut need = 0u16;
        for rest in &sum.rest {
            let mut there = 0u16;
            for &c in rest {
                there |= state.cand[c as usize];
            }
            need |= ALL & !there;
        }
        let need = need & !fixed;
        let (mut allowed, mut required) = (0u16, ALL);
        for &m in combinations(k, left as usize) {
            let mut fits = m & !union == 0 && m & need == need;
            for &v in &cand {
                fits &= v & m != 0;
            }
            if fits {
                allowed |= m;
                required &= m;
            }
        }
        if allowed == 0 {
            return false;
        }
        let (mut once, mut more) = (0u16, 0u16);
        for &c in &open[..k] {
            let c = c as usize;
            let v = state.cand[c];
            let nv = v & allowed;
            if nv == 0 {
                return false;
            }
            if nv != v {
                self.set(state, c, nv);
            }
            more |= once & nv;
            once |= nv;
        }
        // A digit every combination needs, with one place left.
        let mut hidden = required & once & !more;
        while hidden != 0 {
            let bit = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            for &c in &open[..k] {
                let c = c as usize;
                if state.cand[c] & bit != 0 {
                    if state.cand[c] != bit {
                        self.set(state, c, bit);
                    }
                    break;
                }
            }
        }
        if required & !once != 0 {
            return false;
        }
        // A digit every combination needs, with two or more places left:
        // not in the cells that see all of them.
        let mut shared = required & more;
        while shared != 0 {
            let bit = shared & shared.wrapping_neg();
            shared &= shared - 1;
            let mut places = state.pos[bit.trailing_zeros() as usize] & sum.mask;
            let mut targets = !sum.mask;
            while places != 0 {
                targets &= self.plan.peers[places.trailing_zeros() as usize];
                places &= places - 1;
            }
            if !self.clear(state, targets, bit) {
                return false;
            }
        }
        true
    }
}
