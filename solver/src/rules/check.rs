//! The checks of a set of rules (cages that fit, regions of nine connected
//! cells) and of a solution against them.

use super::cage::{sum_range, Cage};
use super::error::RulesError;
use super::Rules;
use crate::geometry::CELLS;
use crate::grid::Grid;

/// No cage: the mark in a cell-to-cage table.
pub(crate) const NO_CAGE: u8 = u8::MAX;

/// Checks the cages (in the order given, numbered from 1) and returns
/// each cell's cage index, [`NO_CAGE`] for none.
pub(crate) fn cages(cages: &[Cage]) -> Result<[u8; CELLS], RulesError> {
    let mut owner = [NO_CAGE; CELLS];
    for (i, cage) in cages.iter().enumerate() {
        let number = i + 1;
        let head = cage.head();
        if cage.cells.is_empty() {
            return Err(RulesError::EmptyCage { cage: number });
        }
        if let Some(&cell) = cage.cells.iter().find(|&&c| c as usize >= CELLS) {
            return Err(RulesError::CellOutside { cage: number, cell });
        }
        let size = cage.cells.len();
        let Some((lo, hi)) = sum_range(size) else {
            return Err(RulesError::CageTooBig {
                cage: number,
                head,
                size,
            });
        };
        if cage.sum < lo || cage.sum > hi {
            return Err(RulesError::ImpossibleSum {
                cage: number,
                head,
                sum: cage.sum,
                size,
            });
        }
        for &cell in &cage.cells {
            let seen = owner[cell as usize];
            if seen != NO_CAGE {
                let other = &cages[seen as usize];
                return Err(RulesError::CellInTwoCages {
                    cell,
                    first: (seen as usize + 1, other.head()),
                    second: (number, head),
                });
            }
            owner[cell as usize] = i as u8;
        }
    }
    Ok(owner)
}

/// Checks that each of the nine regions holds nine cells connected side
/// by side. `regions[cell]` must be 0..9.
pub(crate) fn regions(regions: &[u8; CELLS]) -> Result<(), RulesError> {
    for region in 0..9u8 {
        let members: Vec<usize> = (0..CELLS).filter(|&c| regions[c] == region).collect();
        if members.len() != 9 {
            return Err(RulesError::RegionSize {
                region,
                size: members.len(),
            });
        }
        let mut reached = [false; CELLS];
        let mut stack = vec![members[0]];
        reached[members[0]] = true;
        while let Some(cell) = stack.pop() {
            let (r, c) = (cell / 9, cell % 9);
            let sides = [
                (r > 0).then(|| cell - 9),
                (r < 8).then(|| cell + 9),
                (c > 0).then(|| cell - 1),
                (c < 8).then(|| cell + 1),
            ];
            for next in sides.into_iter().flatten() {
                if regions[next] == region && !reached[next] {
                    reached[next] = true;
                    stack.push(next);
                }
            }
        }
        if let Some(&cut) = members.iter().find(|&&c| !reached[c]) {
            return Err(RulesError::RegionNotConnected {
                region,
                cell: cut as u8,
            });
        }
    }
    Ok(())
}

/// True when `grid` is full and keeps every rule: each house holds 1-9
/// once, each cage's digits differ and add up to its sum.
pub(crate) fn solved_by(rules: &Rules, grid: &Grid) -> bool {
    if !grid.is_full() {
        return false;
    }
    let cells = grid.cells();
    let houses_ok = rules.houses().cells().iter().all(|house| {
        let seen = house.iter().fold(0u16, |m, &c| m | 1 << cells[c as usize]);
        seen == 0b11_1111_1110
    });
    let cages_ok = rules.cages().iter().all(|cage| {
        let mut seen = 0u16;
        let mut sum = 0u32;
        for &c in &cage.cells {
            let d = cells[c as usize];
            if seen & (1 << d) != 0 {
                return false;
            }
            seen |= 1 << d;
            sum += u32::from(d);
        }
        sum == u32::from(cage.sum)
    });
    houses_ok && cages_ok
}
