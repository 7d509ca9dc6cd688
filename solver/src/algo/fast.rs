//! The production solver: per-digit bitboards split into bands, band-wise
//! propagation with lookup tables, naked singles by bit counting, and
//! guessing in a cell with two candidates.
//!
//! # Bit layout
//!
//! The grid is cut into three *bands* of three rows (rows 0-2, 3-5, 6-8).
//! For every digit `d` (0-based, 0..9) and band `b` the board keeps one
//! 27-bit word `cand[3 * d + b]`: bit `9 * r + c` is set when digit `d` may
//! still go in row `3 * b + r`, column `c`. Since a band is 27 consecutive
//! cells in row-major order, the bit of cell `i` is simply `i % 27` in band
//! `i / 27`. A cell keeps the bit of its own digit once solved, so at the end
//! the 27 words are the solution.
//!
//! Inside a band, each 9-bit row splits into three 3-bit *mini-rows*, one per
//! box. A digit occupies exactly one mini-row in each row of the band and
//! exactly one in each box of the band: the occupied mini-rows form a
//! permutation of 3 rows onto 3 boxes. Band-wise propagation uses that:
//!
//! * [`SHRINK`] turns a 9-bit row into 3 bits: which of its mini-rows still
//!   hold a candidate. The three rows together give a 9-bit "shrunk" band.
//! * [`COMPLEX`] maps a shrunk band to the 27-bit mask of the mini-rows that
//!   take part in at least one of the 6 row-to-box permutations it allows.
//!   Masking with it performs every pointing and claiming elimination inside
//!   the band (locked candidates), and an empty result is a contradiction.
//! * A row left with a single candidate (found without a table: subtracting
//!   1 from every row at once) is a hidden single in the row; hidden singles
//!   in boxes show up there too, because the permutation mask confines the
//!   box's row to that one cell.
//! * [`LOCKED_COLUMNS`] maps the 9-bit set of columns a digit may use in a
//!   band to the mask for the other two bands: a box whose candidates of the
//!   digit lie in one column claims that column in the other bands.
//!
//! Solved cells are tracked by one 27-bit word per band (`unsolved`).
//! Words changed since they were last propagated are flagged in `dirty`, one
//! bit per word, and propagated in batches: the words flagged at the start of
//! a batch, in a fixed order, so that one update need not wait for the one
//! before it (propagation is bound by latency, not by instruction count).
//! When no word is dirty, naked singles are found by counting
//! candidates per cell across the nine digit words with bit-sliced adders,
//! then hidden singles in columns (the one unit the band words do not cover)
//! by the same counting down each column, which also finds a column left
//! without a digit (a contradiction caught there instead of guesses later).
//!
//! When all that is exhausted the search guesses, copying the 128-byte board
//! on the stack for each candidate tried. It guesses in a cell with two
//! candidates: the first one for the first few calls, afterwards the one
//! whose two digits see the most candidates of their own (the guess that
//! eliminates the most, either way), those in other two-candidate cells
//! counting extra (they become singles), which more than halves the tree of
//! hard puzzles.
//! Without a two-candidate cell it takes the first cell with the fewest.
//! Of a cell's two digits it tries first the one that sees more candidates
//! of its own.

use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::stats::Search;

/// All 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

/// The nine cells of a row.
const ROW: u32 = 0x1ff;

/// Mini-row occupancy of a 9-bit row: bit `k` set when the cells of box
/// column `k` (bits `3k..3k+3`) hold a candidate.
static SHRINK: [u32; 512] = shrink_table();

/// For a shrunk band (bit `3r + k`: row `r` has candidates in box `k`), the
/// 27-bit mask of every mini-row used by some row-to-box permutation.
static COMPLEX: [u32; 512] = complex_table();

/// For the 9-bit set of columns a digit may use in a band, the mask that
/// clears from the other bands every column the digit is confined to in one
/// box of this band.
static LOCKED_COLUMNS: [u32; 512] = locked_columns_table();

/// For each cell of a band (bit 0..27), the other cells of the band that see
/// it: its row, and its box (which holds the column's part in the band).
static BAND_PEERS: [u32; 27] = band_peers_table();

const fn shrink_table() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 7 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
}

const fn complex_table() -> [u32; 512] {
    // The six permutations: row r goes to box PERMS[p][r].
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut p = 0;
        while p < 6 {
            let mut fits = true;
            let mut mask = 0u32;
            let mut r = 0;
            while r < 3 {
                let k = PERMS[p][r];
                if (s >> (3 * r + k)) & 1 == 0 {
                    fits = false;
                }
                mask |= 7 << (9 * r + 3 * k);
                r += 1;
            }
            if fits {
                t[s] |= mask;
            }
            p += 1;
        }
        s += 1;
    }
    t
}

const fn locked_columns_table() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut locked = 0u32;
        let mut k = 0;
        while k < 3 {
            let triple = ((s >> (3 * k)) & 7) as u32;
            if triple.count_ones() == 1 {
                locked |= triple << (3 * k);
            }
            k += 1;
        }
        t[s] = BAND & !(locked | locked << 9 | locked << 18);
        s += 1;
    }
    t
}

const fn band_peers_table() -> [u32; 27] {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let (r, c) = (i / 9, i % 9);
        let mut j = 0;
        while j < 27 {
            let (r2, c2) = (j / 9, j % 9);
            if j != i && (r2 == r || c2 / 3 == c / 3) {
                t[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    t
}

/// The column masks of a band: column `c` in all three rows.
const fn column(c: usize) -> u32 {
    (1 | 1 << 9 | 1 << 18) << c
}

/// The lowest cell of each row of a band, to subtract 1 from every row at once.
const ROW_LOWS: u32 = 1 | 1 << 9 | 1 << 18;

/// What propagation ends with.
enum Next {
    /// A contradiction: no solution below this node.
    Dead,
    /// Every cell is solved.
    Solved,
    /// Guess in this cell: (band, bit).
    Guess(usize, usize),
    /// Guess in one of these cells with two candidates (a mask per band).
    Pairs([u32; 3]),
}

/// The search state; small and `Copy`, so a guess copies it.
#[derive(Clone, Copy)]
struct Board {
    /// `cand[3 * d + b]`: candidates of digit `d` in band `b` (see module doc).
    cand: [u32; 27],
    /// Per band, the cells not solved yet.
    unsolved: [u32; 3],
    /// Bit `i` set: `cand[i]` changed since it was last propagated.
    dirty: u32,
}

impl Board {
    /// The board of a grid's givens: every given solved, its digit cleared
    /// from its row, column and box, every word flagged for propagation.
    /// `None` when two givens clash (the same digit twice in a row, column
    /// or box), found on the way at almost no cost.
    fn new(grid: &Grid) -> Option<Board> {
        let cells = grid.cells();
        // First the givens of each band as a bit mask (straight-line work),
        // then a loop over the givens only, whose branches are predictable.
        let mut given = [0u32; 3];
        for (b, mask) in given.iter_mut().enumerate() {
            for bit in 0..27 {
                *mask |= u32::from(cells[27 * b + bit] != 0) << bit;
            }
        }
        let mut clash = 0u32;
        let mut placed = [0u32; 27];
        let mut seen = [0u32; 27];
        let mut columns = [0u32; 9];
        for (b, &mask) in given.iter().enumerate() {
            let mut rest = mask;
            while rest != 0 {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let d = usize::from(cells[27 * b + bit] - 1);
                // An earlier given of the digit in the cell's row, box or
                // column.
                clash |= (seen[3 * d + b] | columns[d]) >> bit & 1;
                placed[3 * d + b] |= 1 << bit;
                // Row and box in the digit's band, the column in all three.
                seen[3 * d + b] |= BAND_PEERS[bit];
                columns[d] |= column(bit % 9);
            }
        }
        let mut cand = [0u32; 27];
        for (i, c) in cand.iter_mut().enumerate() {
            *c = (BAND & !given[i % 3] & !seen[i] & !columns[i / 3]) | placed[i];
        }
        (clash == 0).then_some(Board {
            cand,
            unsolved: [BAND & !given[0], BAND & !given[1], BAND & !given[2]],
            dirty: (1 << 27) - 1,
        })
    }

    /// `cand[i] &= mask`, flagging the word if it changed.
    #[inline(always)]
    fn clear(&mut self, i: usize, mask: u32) {
        let old = self.cand[i];
        let new = old & mask;
        self.cand[i] = new;
        self.dirty |= u32::from(new != old) << i;
    }

    /// `cand[3 * d + b] &= mask` for all nine digits `d` of band `b`,
    /// flagging the words that changed.
    #[inline(always)]
    fn clear_band(&mut self, b: usize, mask: u32) {
        let mut changed = 0;
        for d in 0..9 {
            let old = self.cand[3 * d + b];
            let new = old & mask;
            self.cand[3 * d + b] = new;
            changed |= u32::from(new != old) << (3 * d);
        }
        self.dirty |= changed << b;
    }

    /// Puts digit `d` in cell `bit` of band `b`: clears the other digits from
    /// the cell and the digit from the cell's row and box. Propagation then
    /// sees the single in the row, marks the cell solved and clears the
    /// column in the other bands.
    #[inline(always)]
    fn assign(&mut self, b: usize, bit: usize, d: usize) {
        let i = 3 * d + b;
        let keep = self.cand[i];
        self.clear_band(b, !(1 << bit));
        self.cand[i] = keep & !BAND_PEERS[bit];
        self.dirty |= 1 << i;
    }

    /// Propagates one word (digit `i / 3`, band `i % 3`). False on a
    /// contradiction.
    #[inline(always)]
    fn update(&mut self, i: usize) -> bool {
        let a = self.cand[i];
        let shrink = SHRINK[(a & ROW) as usize]
            | SHRINK[((a >> 9) & ROW) as usize] << 3
            | SHRINK[(a >> 18) as usize] << 6;
        let a = a & COMPLEX[shrink as usize];
        if a == 0 {
            return false;
        }
        self.cand[i] = a;
        let b = i % 3;
        // Columns the digit is locked to in a box of this band: cleared from
        // the digit's other two bands.
        let lock = LOCKED_COLUMNS[((a | a >> 9 | a >> 18) & ROW) as usize];
        let base = i - b;
        self.clear(base + (b + 1) % 3, lock);
        self.clear(base + (b + 2) % 3, lock);
        // Rows with one candidate left. Every row holds at least one (the
        // permutation mask keeps one mini-row per row), so subtracting 1 per
        // row does not borrow across rows, and `row & (row - 1)` is zero
        // exactly for a single.
        let more = a & a.wrapping_sub(ROW_LOWS);
        let mut single_rows = 0;
        if more & ROW == 0 {
            single_rows |= ROW;
        }
        if more & (ROW << 9) == 0 {
            single_rows |= ROW << 9;
        }
        if more & (ROW << 18) == 0 {
            single_rows |= ROW << 18;
        }
        // Newly solved cells: clear them from the other digits.
        let singles = a & single_rows & self.unsolved[b];
        if singles != 0 {
            // Clear the cells from all nine digits, then give this digit its
            // word back (and no dirty flag).
            self.unsolved[b] &= !singles;
            self.clear_band(b, !singles);
            self.cand[i] = a;
            self.dirty &= !(1 << i);
        }
        true
    }

    /// Band-wise propagation, naked singles and hidden singles in columns
    /// until nothing changes, then what to guess in.
    fn propagate(&mut self) -> Next {
        'outer: loop {
            // The words flagged now, as one batch: which word comes next does
            // not depend on the update before it, so the processor can work
            // on several updates at once. Words flagged meanwhile wait for
            // the next batch (unless the batch still reaches them).
            while self.dirty != 0 {
                let mut batch = self.dirty;
                self.dirty = 0;
                while batch != 0 {
                    let i = batch.trailing_zeros() as usize;
                    batch &= batch - 1;
                    self.dirty &= !(1 << i);
                    if !self.update(i) {
                        return Next::Dead;
                    }
                }
            }
            let mut pair_cells = [0u32; 3];
            for (b, pair_out) in pair_cells.iter_mut().enumerate() {
                let unsolved = self.unsolved[b];
                if unsolved == 0 {
                    continue;
                }
                // Bit-sliced counting of each cell's candidates: `one` =
                // at least one, `two` = at least two, `three` = at least three.
                let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
                for d in 0..9 {
                    let x = self.cand[3 * d + b];
                    three |= two & x;
                    two |= one & x;
                    one |= x;
                }
                if unsolved & !one != 0 {
                    return Next::Dead;
                }
                let mut singles = unsolved & !two;
                if singles != 0 {
                    while singles != 0 {
                        let bit = singles.trailing_zeros() as usize;
                        singles &= singles - 1;
                        let cell = 1u32 << bit;
                        // An earlier single of this pass may have taken the
                        // cell's last candidate.
                        let Some(d) = (0..9).find(|&d| self.cand[3 * d + b] & cell != 0) else {
                            return Next::Dead;
                        };
                        self.clear(3 * d + b, !BAND_PEERS[bit]);
                    }
                    continue 'outer;
                }
                *pair_out = unsolved & two & !three;
            }
            match self.column_singles() {
                None => return Next::Dead,
                Some(true) => continue 'outer,
                Some(false) => {}
            }
            if pair_cells != [0; 3] {
                return Next::Pairs(pair_cells);
            }
            return self.fewest();
        }
    }

    /// Hidden singles in columns: a digit with one open cell left in a
    /// column goes there. True when one was found; `None` on a
    /// contradiction: a column with no place left for a digit (the band
    /// words check rows and boxes, not columns).
    fn column_singles(&mut self) -> Option<bool> {
        let mut found = false;
        for d in 0..9 {
            let (mut once, mut more) = (0u32, 0u32);
            for b in 0..3 {
                let x = self.cand[3 * d + b] & self.unsolved[b];
                for r in 0..3 {
                    let row = (x >> (9 * r)) & ROW;
                    more |= once & row;
                    once |= row;
                }
            }
            // Every column needs the digit: placed, or a candidate left.
            let all = self.cand[3 * d] | self.cand[3 * d + 1] | self.cand[3 * d + 2];
            if (all | all >> 9 | all >> 18) & ROW != ROW {
                return None;
            }
            let single = once & !more;
            if single != 0 {
                for b in 0..3 {
                    let x = self.cand[3 * d + b] & self.unsolved[b];
                    let hit = x & (single | single << 9 | single << 18);
                    if hit != 0 {
                        let bit = hit.trailing_zeros() as usize;
                        self.assign(b, bit, d);
                        found = true;
                    }
                }
            }
        }
        Some(found)
    }

    /// Among the cells with two candidates, the one whose digits see the
    /// most candidates of the same digit (a guess there eliminates the
    /// most, whichever way it goes), those in other two-candidate cells
    /// counting [`PAIR_WEIGHT`] more times (eliminating one leaves a single,
    /// which propagates further); the first such cell on a tie.
    ///
    /// It walks the cells, not the digits: each cell costs the same
    /// straight-line work (its two digits, two counts), which keeps the
    /// branches few and predictable.
    fn best_pair(&self, pair_cells: [u32; 3]) -> Next {
        // The best key so far: the score above bit 8, below it 255 minus
        // the cell's index (27 * band + bit), so that the plain maximum
        // prefers the higher score, then the first cell.
        let mut best = 0;
        for (b, &cells) in pair_cells.iter().enumerate() {
            let mut cells = cells;
            while cells != 0 {
                let bit = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let digits = self.digits(b, bit);
                let (d1, d2) = (
                    digits.trailing_zeros() as usize,
                    31 - digits.leading_zeros() as usize,
                );
                let counts = self.score_counts(b, bit, d1, pair_cells)
                    + self.score_counts(b, bit, d2, pair_cells);
                let score = byte_sum(counts);
                best = best.max(score << 8 | (255 - (27 * b + bit) as u32));
            }
        }
        if best == 0 {
            return Next::Solved;
        }
        let index = 255 - (best & 255) as usize;
        Next::Guess(index / 27, index % 27)
    }

    /// The first unsolved cell with the fewest candidates, or `Solved`.
    #[cold]
    fn fewest(&self) -> Next {
        let mut best = Next::Solved;
        let mut best_count = 10;
        for b in 0..3 {
            if self.unsolved[b] == 0 {
                continue;
            }
            // at_least[k]: the cells with more than k candidates.
            let mut at_least = [0u32; 10];
            for d in 0..9 {
                let x = self.cand[3 * d + b];
                for k in (1..=d + 1).rev() {
                    at_least[k] |= at_least[k - 1] & x;
                }
                at_least[0] |= x;
            }
            let exactly = |k: usize| self.unsolved[b] & at_least[k - 1] & !at_least[k];
            if let Some(k) = (1..best_count).find(|&k| exactly(k) != 0) {
                best_count = k;
                best = Next::Guess(b, exactly(k).trailing_zeros() as usize);
            }
        }
        best
    }

    /// The score of digit `d` in cell `bit` of band `b` for
    /// [`Board::best_pair`], as [`byte_counts`] (to be added up over both
    /// digits before one [`byte_sum`]): the candidates of the digit that see
    /// the cell, plus `PAIR_WEIGHT` times those in two-candidate cells.
    #[inline(always)]
    fn score_counts(&self, b: usize, bit: usize, d: usize, pairs: [u32; 3]) -> u64 {
        let (b1, b2) = ((b + 1) % 3, (b + 2) % 3);
        let c = bit % 9;
        let col = column(c);
        // The row and box in the band (bits 0..27), the column in the other
        // two bands (moved to bits 32..).
        let x = self.cand[3 * d + b] & BAND_PEERS[bit];
        let (y1, y2) = (self.cand[3 * d + b1] & col, self.cand[3 * d + b2] & col);
        let seen = u64::from(x) | u64::from(y1 >> c | y2 >> c << 1) << 32;
        let in_pairs = u64::from(x & pairs[b])
            | u64::from((y1 & pairs[b1]) >> c | (y2 & pairs[b2]) >> c << 1) << 32;
        byte_counts(seen) + PAIR_WEIGHT * byte_counts(in_pairs)
    }

    /// How many candidates of digit `d` see cell `bit` of band `b` (its
    /// row and box in the band, its column in the other two bands).
    #[inline]
    fn seen(&self, b: usize, bit: usize, d: usize) -> u32 {
        let (b1, b2) = ((b + 1) % 3, (b + 2) % 3);
        let c = bit % 9;
        let col = column(c);
        let others = (self.cand[3 * d + b1] & col) >> c | (self.cand[3 * d + b2] & col) >> c << 1;
        let seen = u64::from(self.cand[3 * d + b] & BAND_PEERS[bit]) | u64::from(others) << 32;
        seen.count_ones()
    }

    /// The candidates of cell `bit` of band `b`, bit `d` for digit `d`.
    fn digits(&self, b: usize, bit: usize) -> u32 {
        let mut out = 0;
        for d in 0..9 {
            out |= ((self.cand[3 * d + b] >> bit) & 1) << d;
        }
        out
    }

    /// The 81 digits of a solved board.
    fn cells(&self) -> [u8; CELLS] {
        let mut cells = [0u8; CELLS];
        for d in 0..9 {
            for b in 0..3 {
                let mut x = self.cand[3 * d + b];
                while x != 0 {
                    let bit = x.trailing_zeros() as usize;
                    x &= x - 1;
                    cells[27 * b + bit] = d as u8 + 1;
                }
            }
        }
        cells
    }
}

/// Per byte of `v`, how many of its bits are set: the first steps of the
/// usual bit-parallel count (no `popcnt` instruction on the default targets),
/// so that several counts can be added before the last step, [`byte_sum`].
#[inline(always)]
fn byte_counts(v: u64) -> u64 {
    let v = v - ((v >> 1) & 0x5555_5555_5555_5555);
    let v = (v & 0x3333_3333_3333_3333) + ((v >> 2) & 0x3333_3333_3333_3333);
    (v + (v >> 4)) & 0x0f0f_0f0f_0f0f_0f0f
}

/// The sum of the bytes of `v`, each total below 256 (a byte of
/// [`Board::best_pair`]'s sums is at most 2 * (8 + 3 * 8) = 64).
#[inline(always)]
fn byte_sum(v: u64) -> u32 {
    (v.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// How many times more a candidate in a two-candidate cell counts in
/// [`Board::best_pair`] than another (found best on the test files).
const PAIR_WEIGHT: u64 = 3;

/// Searches from `grid`'s givens. Givens that clash end the search at
/// once, with no calls (no solution).
pub(crate) fn run(grid: &Grid, search: &mut Search<'_>) {
    if let Some(board) = Board::new(grid) {
        solve(board, search);
    }
}

/// Calls after which guesses go to the best-scoring two-candidate cell
/// rather than the first (see [`Board::best_pair`]): scoring costs more than
/// it saves on puzzles that need only a few guesses. (Scoring from the first
/// call cuts the calls of tdoku_magictour_top1465 by a fifth, but costs 40%
/// on tdoku_serg_benchmark, whose first nodes have many such cells.)
const SCORE_AFTER_CALLS: u64 = 8;

/// The recursive search. Returns true when the search must stop.
fn solve(mut board: Board, search: &mut Search<'_>) -> bool {
    if !search.enter() {
        return true;
    }
    let (b, bit) = match board.propagate() {
        Next::Dead => return false,
        Next::Solved => return search.found(&board.cells()),
        Next::Guess(b, bit) => (b, bit),
        Next::Pairs(cells) => {
            if search.stats.calls > SCORE_AFTER_CALLS {
                match board.best_pair(cells) {
                    Next::Guess(b, bit) => (b, bit),
                    _ => return false,
                }
            } else {
                let b = cells.iter().position(|&c| c != 0).unwrap_or(0);
                (b, cells[b].trailing_zeros() as usize)
            }
        }
    };
    // The digits to try, lowest bit first: bit `d` for digit `d`.
    let mut digits = board.digits(b, bit);
    if digits.count_ones() == 2 {
        // Two candidates: first the digit that sees more candidates of its
        // own (it eliminates more, so its subtree tends to be smaller and it
        // finds the first solution sooner). The other digit moves to bit
        // `16 + d`, after it.
        let (d1, d2) = (
            digits.trailing_zeros() as usize,
            31 - digits.leading_zeros() as usize,
        );
        if board.seen(b, bit, d2) > board.seen(b, bit, d1) {
            digits = 1 << d2 | 1 << (16 + d1);
        }
    }
    while digits != 0 {
        let d = digits.trailing_zeros() as usize % 16;
        digits &= digits - 1;
        search.stats.guesses += 1;
        let stop = if digits == 0 {
            // The last candidate: no need to keep the board.
            board.assign(b, bit, d);
            solve(board, search)
        } else {
            let mut child = board;
            child.assign(b, bit, d);
            solve(child, search)
        };
        if stop {
            return true;
        }
        search.stats.backtracks += 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{solve, Algorithm, Mode, Options, Verdict};

    fn fast(line: &str, mode: Mode) -> crate::Outcome {
        let grid = Grid::parse(line).unwrap();
        let options = Options {
            mode,
            ..Options::default()
        };
        solve(&grid, Algorithm::Fast, &options)
    }

    #[test]
    fn tables() {
        // Every mini-row open: every permutation fits, nothing is cleared.
        assert_eq!(COMPLEX[0o777], BAND);
        // Only the diagonal mini-rows open: the identity permutation.
        assert_eq!(COMPLEX[0b100_010_001], 7 | 7 << 12 | 7 << 24);
        // Rows 0 and 1 can only use box 0: no permutation.
        assert_eq!(COMPLEX[0b111_001_001], 0);
        assert_eq!(SHRINK[0b000_100_000], 0b010);
        // Columns 0, 3, 4 and 6..9: column 0 is locked (box 0), box 1 and
        // box 2 are not.
        let lock = LOCKED_COLUMNS[0b111_011_001];
        assert_eq!(lock, BAND & !column(0));
        // The peers of cell 0 inside its band: row 0 and box 0.
        assert_eq!(BAND_PEERS[0], 0x1fe | 7 << 9 | 7 << 18);
    }

    #[test]
    fn solves_and_proves_unique() {
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let out = fast(line, Mode::CountToTwo);
        assert_eq!(out.verdict, Verdict::Unique);
        let solution = out.solution.unwrap();
        assert!(solution.is_solved());
        assert!(Grid::parse(line).unwrap().is_completed_by(&solution));
        // Every call but the first follows a guess; proving uniqueness takes
        // every guess back.
        assert_eq!(out.stats.guesses, out.stats.calls - 1);
        assert_eq!(out.stats.backtracks, out.stats.guesses);
        assert_eq!(fast(line, Mode::First).verdict, Verdict::Solved);
    }

    #[test]
    fn singles_only_needs_one_call() {
        let line =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let out = fast(line, Mode::CountToTwo);
        assert_eq!(out.verdict, Verdict::Unique);
        assert_eq!(out.stats.calls, 1);
        assert_eq!(out.stats.guesses, 0);
    }

    #[test]
    fn empty_grid_has_many_solutions() {
        let out = fast(&".".repeat(81), Mode::CountToTwo);
        assert_eq!(out.verdict, Verdict::Multiple);
        assert!(out.solution.unwrap().is_solved());
    }

    #[test]
    fn no_solution_without_clash() {
        // Row 0 needs a 9 in its last cell, but column 8 already holds one.
        let line =
            "12345678.........9...............................................................";
        assert_eq!(fast(line, Mode::CountToTwo).verdict, Verdict::NoSolution);
        assert_eq!(fast(line, Mode::First).verdict, Verdict::NoSolution);
    }

    #[test]
    fn finds_every_clash_while_setting_up() {
        // Every pair of cells holding the same digit: a clash exactly when
        // they share a row, column or box.
        for i in 0..CELLS {
            for j in i + 1..CELLS {
                let mut grid = Grid::empty();
                grid.set(i, 5);
                grid.set(j, 5);
                let peers = crate::geometry::sees(i, j);
                assert_eq!(Board::new(&grid).is_none(), peers, "cells {i} and {j}");
                assert_eq!(crate::has_clash(&grid), peers);
            }
        }
        let line =
            "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259....5";
        let out = fast(line, Mode::CountToTwo);
        assert_eq!(out.verdict, Verdict::NoSolution);
        assert_eq!(out.stats.calls, 0);
    }

    #[test]
    fn budget_stops_the_search() {
        let grid = Grid::parse(&".".repeat(81)).unwrap();
        let options = Options {
            max_calls: Some(3),
            ..Options::default()
        };
        let out = solve(&grid, Algorithm::Fast, &options);
        assert_eq!(out.verdict, Verdict::Aborted);
        assert_eq!(out.stats.calls, 3);
    }
}
