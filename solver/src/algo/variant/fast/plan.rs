//! The constraints the fast variant solver propagates, worked out once per
//! puzzle: the houses, the cages, and the sums the rule of 45 gives
//! (innies and outies of houses and of runs of neighbouring rows or
//! columns), as virtual cages.

use crate::algo::variant::model::Model;
use crate::geometry::CELLS;

/// Words in a set of constraints (at most 64 x WORDS constraints).
pub(super) const WORDS: usize = 4;

/// The most constraints a plan holds.
pub(super) const MAX_CONSTRAINTS: usize = 64 * WORDS;

/// The most groups of cells that differ a sum may have.
pub(super) const MAX_GROUPS: usize = 18;

/// A set of constraints, one bit each.
pub(super) type ConSet = [u64; WORDS];

/// A sum over cells: a cage, or a virtual cage of the rule of 45 (which
/// may take some cells' digits away: innies minus outies).
pub(super) struct Sum {
    /// The cells.
    pub cells: Vec<u8>,
    /// Cells whose digits are taken away (empty for a cage).
    pub minus: Vec<u8>,
    /// What the cells' digits add up to, less those of `minus`.
    pub sum: i32,
    /// True when the cells must all differ (a cage, or cells that all see
    /// each other): the combination tables apply; else only the bounds.
    pub distinct: bool,
    /// For each house holding all the cells, the house's other cells:
    /// the digits a combination leaves out must fit there.
    pub rest: Vec<Vec<u8>>,
    /// The cells, one bit each.
    pub mask: u128,
    /// When the cells may repeat digits: the cells and `minus` cells in
    /// groups of cells that see each other.
    pub groups: Vec<Group>,
}

/// Cells of a sum that see each other, so their digits differ.
pub(super) struct Group {
    /// The cells.
    pub cells: Vec<u8>,
    /// True for cells whose digits the sum takes away.
    pub minus: bool,
}

/// Where a digit confined to some cells of a constraint cannot go: when
/// no cell of `outside` may hold the digit, the cells of `targets` lose
/// it.
pub(super) struct Segment {
    /// The constraint's cells outside the segment (one bit per cell).
    pub outside: u128,
    /// Cells outside the constraint that see all of them (one bit each).
    pub targets: u128,
}

/// The constraints: the houses' singles first (numbers `0..H` for `H`
/// houses), then the sums (`H..H + S`), then the houses' locked digits
/// (`H + S..2H + S`): a constraint with a lower number runs first, so the
/// costlier look at locked digits waits until the rest is still.
pub(super) struct Plan {
    /// The houses' cells.
    pub houses: Vec<[u8; 9]>,
    /// The cages and virtual cages.
    pub sums: Vec<Sum>,
    /// The constraints each cell is in.
    pub cell_cons: [ConSet; CELLS],
    /// For each house, its segments: its meetings with other houses and
    /// with cages.
    pub segments: Vec<Vec<Segment>>,
    /// The cells each cell must differ from (houses and cage mates), one
    /// bit per cell.
    pub peers: [u128; CELLS],
    /// Each house's cells, one bit per cell.
    pub house_masks: Vec<u128>,
}

impl Plan {
    /// The plan of a model's rules.
    pub fn new(model: &Model) -> Plan {
        let houses = model.houses.clone();
        let mut sums: Vec<Sum> = model
            .cages
            .iter()
            .map(|(sum, cells)| Sum {
                cells: cells.clone(),
                minus: Vec::new(),
                sum: i32::from(*sum),
                distinct: true,
                rest: Vec::new(),
                mask: 0,
                groups: Vec::new(),
            })
            .collect();
        if !model.cages.is_empty() {
            add_rule_of_45(model, &mut sums);
            add_differences(model, &mut sums);
        }
        for sum in sums.iter_mut() {
            sum.mask = sum.cells.iter().fold(0u128, |m, &c| m | 1u128 << c);
            if !sum.distinct {
                sum.groups = cliques(model, &sum.cells, false);
                sum.groups.extend(cliques(model, &sum.minus, true));
            }
        }
        sums.retain(|s| s.groups.len() <= MAX_GROUPS);
        sums.truncate(MAX_CONSTRAINTS - 2 * houses.len());
        for sum in sums.iter_mut().filter(|s| s.distinct && s.minus.is_empty()) {
            sum.rest = houses
                .iter()
                .filter(|h| sum.cells.iter().all(|c| h.contains(c)))
                .map(|h| {
                    h.iter()
                        .copied()
                        .filter(|c| !sum.cells.contains(c))
                        .collect()
                })
                .collect();
        }
        let mut cell_cons = [[0u64; WORDS]; CELLS];
        for (h, house) in houses.iter().enumerate() {
            for &c in house {
                cell_cons[c as usize][h / 64] |= 1 << (h % 64);
            }
        }
        for (s, sum) in sums.iter().enumerate() {
            let k = houses.len() + s;
            for &c in sum.cells.iter().chain(&sum.minus) {
                cell_cons[c as usize][k / 64] |= 1 << (k % 64);
            }
        }
        for (h, house) in houses.iter().enumerate() {
            let k = houses.len() + sums.len() + h;
            for &c in house {
                cell_cons[c as usize][k / 64] |= 1 << (k % 64);
            }
        }
        let mut segments = Vec::new();
        let groups: Vec<&[u8]> = houses
            .iter()
            .map(|h| &h[..])
            .chain(model.cages.iter().map(|(_, c)| &c[..]))
            .collect();
        for house in &houses {
            segments.push(meetings(house, &groups));
        }
        let peers =
            std::array::from_fn(|c| model.peers[c].iter().fold(0u128, |m, &p| m | 1u128 << p));
        let house_masks = houses
            .iter()
            .map(|h| h.iter().fold(0u128, |m, &c| m | 1u128 << c))
            .collect();
        Plan {
            houses,
            sums,
            cell_cons,
            segments,
            peers,
            house_masks,
        }
    }

    /// The number of constraints.
    pub fn len(&self) -> usize {
        2 * self.houses.len() + self.sums.len()
    }
}

/// The largest virtual cage kept: bigger ones prune little.
const MAX_VIRTUAL: usize = 9;

/// Adds the virtual cages of the rule of 45 for every house and for runs
/// of 2 to 4 neighbouring rows or columns.
fn add_rule_of_45(model: &Model, sums: &mut Vec<Sum>) {
    let mut areas: Vec<(Vec<u8>, u32)> = Vec::new();
    for house in &model.houses {
        areas.push((house.to_vec(), 45));
    }
    for run in 2..=4usize {
        for first in 0..=(9 - run) {
            let rows: Vec<u8> = (first * 9..(first + run) * 9).map(|c| c as u8).collect();
            let cols: Vec<u8> = (0..CELLS)
                .filter(|c| (first..first + run).contains(&(c % 9)))
                .map(|c| c as u8)
                .collect();
            areas.push((rows, 45 * run as u32));
            areas.push((cols, 45 * run as u32));
        }
    }
    for (area, total) in areas {
        let mut inside = [false; CELLS];
        for &c in &area {
            inside[c as usize] = true;
        }
        let (mut in_sum, mut part_sum) = (0u32, 0u32);
        let mut covered = [false; CELLS];
        let mut outies = Vec::new();
        for (sum, cells) in &model.cages {
            let n_in = cells.iter().filter(|&&c| inside[c as usize]).count();
            if n_in == 0 {
                continue;
            }
            if n_in == cells.len() {
                in_sum += u32::from(*sum);
                for &c in cells {
                    covered[c as usize] = true;
                }
            } else {
                part_sum += u32::from(*sum);
                outies.extend(cells.iter().copied().filter(|&c| !inside[c as usize]));
            }
        }
        let innies: Vec<u8> = area
            .iter()
            .copied()
            .filter(|&c| !covered[c as usize])
            .collect();
        if !innies.is_empty()
            && innies.len() < area.len()
            && innies.len() <= MAX_VIRTUAL
            && total > in_sum
        {
            push(model, sums, innies.clone(), total - in_sum);
        }
        // Outies: when the cages cover the area, the partly inside cages'
        // cells outside it add up to what they bring beyond the area.
        let all_caged = innies
            .iter()
            .all(|&c| model.cage_of[c as usize] != super::super::model::NONE);
        let outie_sum = (in_sum + part_sum).checked_sub(total);
        if let (true, Some(s)) = (all_caged && !outies.is_empty(), outie_sum) {
            if outies.len() <= MAX_VIRTUAL && s > 0 {
                push(model, sums, outies, s);
            }
        }
    }
}

/// Adds a virtual cage unless one over the same cells is there already.
fn push(model: &Model, sums: &mut Vec<Sum>, mut cells: Vec<u8>, sum: u32) {
    if sum > 405 {
        return;
    }
    cells.sort_unstable();
    if sums.iter().any(|s| {
        let mut other = s.cells.clone();
        other.sort_unstable();
        other == cells
    }) {
        return;
    }
    let distinct = cells.iter().enumerate().all(|(i, &a)| {
        cells[i + 1..]
            .iter()
            .all(|&b| model.peers[a as usize].contains(&b))
    });
    sums.push(Sum {
        cells,
        minus: Vec::new(),
        sum: sum as i32,
        distinct,
        rest: Vec::new(),
        mask: 0,
        groups: Vec::new(),
    });
}

/// Adds the innies-minus-outies sums of growing areas (rows from the top
/// and from the bottom, columns from the left and from the right, regions
/// in order): the cages more than half inside an area are taken whole;
/// the area's cells they miss (innies) add up to the area's total less
/// the cages' sums, plus the cages' cells outside (outies).
fn add_differences(model: &Model, sums: &mut Vec<Sum>) {
    let rows: Vec<Vec<u8>> = (0..9).map(|r| (r * 9..r * 9 + 9).collect()).collect();
    let cols: Vec<Vec<u8>> = (0..9)
        .map(|c| (0..9).map(|r| r * 9 + c).collect())
        .collect();
    let regions: Vec<Vec<u8>> = model.houses[18..27].iter().map(|h| h.to_vec()).collect();
    let mut orders = vec![rows.clone(), cols.clone(), regions];
    orders.push(rows.into_iter().rev().collect());
    orders.push(cols.into_iter().rev().collect());
    for order in orders {
        let mut area = [false; CELLS];
        let mut taken = vec![false; model.cages.len()];
        let mut pieces = [false; CELLS];
        let mut piece_sum = 0i32;
        for (i, house) in order.iter().enumerate().take(8) {
            for &c in house {
                area[c as usize] = true;
            }
            for (k, (sum, cells)) in model.cages.iter().enumerate() {
                let inside = cells.iter().filter(|&&c| area[c as usize]).count();
                if !taken[k] && inside * 2 > cells.len() {
                    taken[k] = true;
                    piece_sum += i32::from(*sum);
                    for &c in cells {
                        pieces[c as usize] = true;
                    }
                }
            }
            if i == 0 {
                continue;
            }
            let innies: Vec<u8> = (0..CELLS as u8)
                .filter(|&c| area[c as usize] && !pieces[c as usize])
                .collect();
            let outies: Vec<u8> = (0..CELLS as u8)
                .filter(|&c| pieces[c as usize] && !area[c as usize])
                .collect();
            let (a, b) = (innies.len(), outies.len());
            if a + b == 0 || a + b > 9 || (a > 2 && b > 2) || a == 0 || b == 0 {
                // Innies or outies alone are add_rule_of_45's.
                continue;
            }
            let total = 45 * (i as i32 + 1) - piece_sum;
            sums.push(Sum {
                cells: innies,
                minus: outies,
                sum: total,
                distinct: false,
                rest: Vec::new(),
                mask: 0,
                groups: Vec::new(),
            });
        }
    }
}

/// `cells` in groups that see each other, each cell in the first group
/// whose cells it all sees, the groups largest first.
fn cliques(model: &Model, cells: &[u8], minus: bool) -> Vec<Group> {
    let mut groups: Vec<Group> = Vec::new();
    for &c in cells {
        let peers = &model.peers[c as usize];
        match groups
            .iter_mut()
            .find(|g| g.cells.iter().all(|d| peers.contains(d)))
        {
            Some(g) => g.cells.push(c),
            None => groups.push(Group {
                cells: vec![c],
                minus,
            }),
        }
    }
    groups.sort_by_key(|g| std::cmp::Reverse(g.cells.len()));
    groups
}

/// The segments of a constraint over `cells`: each group meeting it in two
/// or more cells and reaching beyond it.
fn meetings(cells: &[u8], groups: &[&[u8]]) -> Vec<Segment> {
    let mut out = Vec::new();
    for group in groups {
        let within = cells
            .iter()
            .enumerate()
            .filter(|(_, c)| group.contains(c))
            .fold(0u16, |m, (j, _)| m | 1 << j);
        let targets = group
            .iter()
            .filter(|c| !cells.contains(c))
            .fold(0u128, |m, &c| m | 1u128 << c);
        let outside = cells
            .iter()
            .filter(|c| !group.contains(c))
            .fold(0u128, |m, &c| m | 1u128 << c);
        if within.count_ones() >= 2 && targets != 0 {
            out.push(Segment { outside, targets });
        }
    }
    out
}
