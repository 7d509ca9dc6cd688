//! Supposition, scored like SE's chains: of every candidate whose
//! assumption fails, the easiest is taken, trying the kinds of chain in
//! SE's order, each with SE's base and length increment
//! ([`length_tenths`]):
//!
//! 1. a static chain (SE's forcing chains): links that hold on the board
//!    as it is (a digit placed removes it from its peers and the cell's
//!    other candidates; a digit removed from a cell with two candidates or
//!    a unit with two places puts it in the other one) lead from "`d` in
//!    `c`" to "not `d` in `c`" (so `d` is removed), from "not `d` in `c`"
//!    to "`d` in `c`" (so `d` is placed; the length is then the number of
//!    links less one), or from both to the same conclusion (the length is
//!    the links of both). With one digit only this is a forcing X-chain
//!    (6.6), otherwise a forcing chain (7.0).
//! 2. one digit's chain from "`d` in `c`" (or "not `d` in `c`") ends in a
//!    contradiction, followed and measured exactly as SE's Nishio (7.5,
//!    `nishio.rs`);
//! 3. then SE's chaining engine, followed exactly as SE follows it
//!    (`dynamic/`), producer by producer, the first that finds anything
//!    taken: static cell and region forcing chains (8.0), dynamic forcing
//!    chains (8.5), dynamic chains with pointing, claiming, pairs and
//!    X-Wings inside them (SE's "(+)", 9.0), and SE's nested forcing
//!    chains: with its forcing chains inside (9.5), then its cell and
//!    region chains too (10.0), or its dynamic chains instead (10.5); each
//!    plus the length increment of its distinct ancestors and of the
//!    chains nested in it.
//! 4. failing all these (no puzzle of the test data), the hint engine's
//!    deep supposition (other techniques and one more level of
//!    supposition inside the assumption, with a larger budget), 9.5
//!    without a length.
//!
//! The static chains of the first tier are an approximation of SE's
//! forcing chains: where SE finds a shorter chain than ours, SE's score is
//! lower. Nishio and the chaining engine's producers are SE's own: every
//! puzzle of the fixtures that SE rates 7.5 to 9.8 rates exactly as SE
//! rates it, and the nested chains of the hardest known puzzles (SE 10.3
//! to 11.7) within 0.2 of SE.

use super::chains::length_tenths;
use super::dynamic::{self, Mode, Producer, Proof};
use super::RatedTechnique as T;
use crate::geometry::{box_of, col_of, row_of, CELLS, PEERS};
use crate::logic::{
    find, propagate_singles, supposition_within, Board, Contradiction, Pattern, Step, Technique,
};

/// The work the deep supposition may do for one step of the rating, in
/// the hint engine's units (an assumption tried, or a round of the other
/// techniques): ten times the hint engine's own budget, so that a rating
/// does not give up where a hint may. Every puzzle of the data sets needs
/// at most a fifth of it (tdoku_forum_hardest_1106 included).
const DEEP_BUDGET: u32 = 100_000;

/// One kind of chain: what assuming a candidate proves, its technique and
/// increment.
type Tier<'a> = dyn Fn(usize, u8) -> Option<(T, u8, Proof)> + 'a;

/// The easiest failing assumption as a step, its technique and its
/// increment in tenths.
pub(super) fn find_easiest(board: &Board) -> Option<(Step, T, u8)> {
    let candidates: Vec<(usize, u8)> = (0..CELLS)
        .filter(|&c| board.digit(c) == 0)
        .flat_map(|c| board.candidate_set(c).iter().map(move |d| (c, d)))
        .collect();
    let tiers: [&Tier; 2] = [&|c, d| static_chain(board, c, d), &|c, d| {
        nishio(board, c, d)
    }];
    for (i, tier) in tiers.into_iter().enumerate() {
        let best = candidates
            .iter()
            .filter_map(|&(c, d)| {
                tier(c, d).map(|(t, extra, proof)| (t.base().plus(extra), t, extra, c, d, proof))
            })
            .min_by_key(|&(score, ..)| score);
        if let Some((_, technique, extra, cell, digit, proof)) = best {
            return Some((step(board, cell, digit, proof), technique, extra));
        }
        // SE tries aligned triple exclusion after its forcing chains (the
        // first tier) and before Nishio.
        if i == 0 {
            if let Some(step) = find(board, Technique::AlignedTripleExclusion) {
                return Some((step, T::AlignedTripleExclusion, 0));
            }
        }
    }
    // SE's multiple (static), dynamic and "(+)" forcing chains, each taken
    // when it finds anything, whatever the next would score.
    for (technique, multiple, dynamic, level) in [
        (T::ForcingChains, true, false, 0),
        (T::SuppositionDynamic, true, true, 0),
        (T::SuppositionDynamicPlus, true, true, 1),
        (T::DeepSupposition, true, true, 2),
        (T::DeepSupposition, true, true, 3),
        (T::DeepSupposition, true, true, 4),
    ] {
        let producer = Producer {
            multiple,
            mode: Mode { dynamic, level },
        };
        if let Some((length, proof)) = dynamic::shortest(board, producer) {
            let (cell, digit) = match proof {
                Proof::Remove(c, d) | Proof::Place(c, d) => (c, d),
            };
            // SE's nesting levels 2 to 4 rate 9.5, 10.0 and 10.5.
            let nesting = 5 * level.saturating_sub(2);
            let extra = nesting + length_tenths(length.saturating_sub(2));
            return Some((step(board, cell, digit, proof), technique, extra));
        }
    }
    let step = supposition_within(board, DEEP_BUDGET).0?;
    Some((step, T::DeepSupposition, 0))
}

fn step(board: &Board, cell: usize, digit: u8, proof: Proof) -> Step {
    let (placements, eliminations) = match proof {
        Proof::Remove(c, d) => (Vec::new(), vec![(c, d)]),
        Proof::Place(c, d) => (vec![(c, d)], Vec::new()),
    };
    let mut trial = *board;
    trial.place(cell, digit);
    let contradiction = propagate_singles(&mut trial)
        .err()
        .unwrap_or(Contradiction::NoCandidates { cell });
    Step {
        technique: Technique::Supposition,
        placements,
        eliminations,
        cells: vec![cell],
        units: Vec::new(),
        pattern: Pattern::Supposition {
            cell,
            digit,
            contradiction,
            deep: false,
        },
    }
}

/// Node of the static chain: (cell, digit, on).
fn node(cell: usize, digit: u8, on: bool) -> usize {
    (cell * 9 + usize::from(digit - 1)) * 2 + usize::from(on)
}

/// The shortest static chain of the candidate (`cell`, `digit`): from "on"
/// to "off" (the candidate is false), from "off" to "on" (it is true), or
/// from both to the same node (that node holds either way). One digit's
/// links first (X-chain), then all; the easiest of these.
fn static_chain(board: &Board, cell: usize, digit: u8) -> Option<(T, u8, Proof)> {
    [(true, T::SuppositionXChain), (false, T::SuppositionChain)]
        .into_iter()
        .filter_map(|(one_digit, t)| {
            let from_on = reach(board, cell, digit, true, one_digit);
            let from_off = reach(board, cell, digit, false, one_digit);
            let unary = [
                (
                    from_on[node(cell, digit, false)],
                    Proof::Remove(cell, digit),
                ),
                (from_off[node(cell, digit, true)], Proof::Place(cell, digit)),
            ]
            .into_iter()
            .filter(|&(n, _)| n != usize::MAX)
            .map(|(n, proof)| (n - 1, proof));
            let double = (0..CELLS * 18)
                .filter(|&n| from_on[n] != usize::MAX && from_off[n] != usize::MAX)
                .filter(|&n| n / 2 / 9 != cell)
                .map(|n| {
                    let (c, d) = (n / 18, (n / 2 % 9) as u8 + 1);
                    let proof = if n % 2 == 1 {
                        Proof::Place(c, d)
                    } else {
                        Proof::Remove(c, d)
                    };
                    (from_on[n] + from_off[n], proof)
                });
            unary
                .chain(double)
                .min()
                .map(|(length, proof)| (t, length_tenths(length), proof))
        })
        .min_by_key(|&(t, extra, _)| t.base().plus(extra))
}

/// The number of links (breadth first) from (`cell`, `digit`) being on (or
/// off) to every node it implies; `usize::MAX` where it implies nothing.
/// With `one_digit`, only that digit's links.
fn reach(board: &Board, cell: usize, digit: u8, on: bool, one_digit: bool) -> Vec<usize> {
    let mut depth = vec![usize::MAX; CELLS * 18];
    depth[node(cell, digit, on)] = 0;
    let mut queue = vec![(cell, digit, on)];
    let mut next = 0;
    while let Some(&(c, d, on)) = queue.get(next) {
        next += 1;
        let here = depth[node(c, d, on)];
        for (c2, d2, on2) in implied(board, c, d, on, one_digit) {
            let n = node(c2, d2, on2);
            if depth[n] == usize::MAX {
                depth[n] = here + 1;
                queue.push((c2, d2, on2));
            }
        }
    }
    depth
}

/// What (c, d) being on (or off) implies through the static links.
fn implied(board: &Board, c: usize, d: u8, on: bool, one_digit: bool) -> Vec<(usize, u8, bool)> {
    let cands = board.candidate_set(c);
    let mut out = Vec::new();
    if on {
        if !one_digit {
            out.extend(cands.iter().filter(|&w| w != d).map(|w| (c, w, false)));
        }
        out.extend(
            PEERS[c]
                .iter()
                .map(|&p| usize::from(p))
                .filter(|&p| board.has_candidate(p, d))
                .map(|p| (p, d, false)),
        );
    } else {
        if !one_digit && cands.len() == 2 {
            out.extend(cands.iter().filter(|&w| w != d).map(|w| (c, w, true)));
        }
        for u in [row_of(c), 9 + col_of(c), 18 + box_of(c)] {
            let places = Board::unit_cells(u, board.positions(u, d));
            if let [a, b] = places[..] {
                out.push((if a == c { b } else { a }, d, true));
            }
        }
    }
    out
}

/// SE's Nishio chain of the candidate (`nishio.rs`): assumed on, it is
/// removed; assumed off, it is placed; the shorter of the two.
fn nishio(board: &Board, cell: usize, digit: u8) -> Option<(T, u8, Proof)> {
    [
        (true, Proof::Remove(cell, digit)),
        (false, Proof::Place(cell, digit)),
    ]
    .into_iter()
    .filter_map(|(on, proof)| {
        let complexity = super::nishio::complexity(board, cell, digit, on)?;
        Some((
            T::SuppositionNishio,
            length_tenths(complexity.saturating_sub(2)),
            proof,
        ))
    })
    .min_by_key(|&(_, extra, _)| extra)
}
