//! A killer cage's combinations, shown on demand while playing (More tools,
//! Combinations): every set of different digits that makes its sum with
//! its number of cells, and those the board still allows: sets holding
//! every digit placed in the cage, whose other digits the cage's empty
//! cells can take one each (no digit a peer holds: its row, column, box
//! and the variant's other houses).

use crate::model::Sheet;
use sudoku_solver::rules::combinations;

/// What Combinations says of one cage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CageCombinations {
    /// The cage's head cell (top-left, where its sum is printed), 0-based.
    pub head: usize,
    /// Its sum.
    pub sum: u8,
    /// Its number of cells.
    pub cells: usize,
    /// Every combination of its sum and size, as digit sets (bit `d - 1`
    /// for digit `d`), in the order a player lists them (1+9 before 2+8).
    pub all: Vec<u16>,
    /// Those the board still allows, in the same order.
    pub open: Vec<u16>,
}

/// The combinations of the cage that holds `cell` on `sheet`, or `None`
/// when no cage holds it.
pub fn cage_combinations(sheet: &Sheet, cell: usize) -> Option<CageCombinations> {
    let rules = sheet.rules();
    let index = rules.cage_of(cell)?;
    let cage = rules.cages().get(index)?;
    let grid = sheet.grid();
    let placed: u16 = cage
        .cells
        .iter()
        .map(|&c| grid.get(usize::from(c)))
        .filter(|&d| d != 0)
        .fold(0, |set, d| set | 1 << (d - 1));
    // Each empty cell's digits (bit d - 1) that none of its peers holds.
    let empty: Vec<u16> = cage
        .cells
        .iter()
        .map(|&c| usize::from(c))
        .filter(|&c| grid.get(c) == 0)
        .map(|c| {
            rules.houses().peers(c).iter().fold(0x1FF, |free, &peer| {
                match grid.get(usize::from(peer)) {
                    0 => free,
                    d => free & !(1 << (d - 1)),
                }
            })
        })
        .collect();
    let mut all = combinations(cage.cells.len(), usize::from(cage.sum)).to_vec();
    all.sort_by_key(|&set| digits(set).collect::<Vec<u8>>());
    let open = all
        .iter()
        .copied()
        .filter(|&combo| combo & placed == placed && fits(&empty, combo & !placed))
        .collect();
    Some(CageCombinations {
        head: usize::from(cage.head()),
        sum: cage.sum,
        cells: cage.cells.len(),
        all,
        open,
    })
}

/// Whether the digits of `left` can go one to each cell of `cells` (each
/// cell's allowed digits), all of them used: a matching, found by trying
/// each cell's digits in turn (a cage has at most nine cells).
fn fits(cells: &[u16], left: u16) -> bool {
    match cells.split_first() {
        None => left == 0,
        Some((&allowed, rest)) => {
            let mut choices = allowed & left;
            while choices != 0 {
                let digit = choices & choices.wrapping_neg();
                choices &= choices - 1;
                if fits(rest, left & !digit) {
                    return true;
                }
            }
            false
        }
    }
}

/// The digits of a set (bit `d - 1` for digit `d`), ascending.
pub fn digits(set: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |d| set & 1 << (d - 1) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::variant::sheet_of;

    /// A killer whose first cage is r1c1+r1c2 = 10 (cage 1), and r1c3..r1c5
    /// = 6 (cage 2, only 1+2+3).
    fn sheet(givens: &str) -> Sheet {
        let mut line = String::from("killer:");
        line.push_str(givens);
        line.push_str(":10-1112_6-131415");
        sheet_of(&line).expect("a killer line")
    }

    fn sets(list: &[u16]) -> Vec<String> {
        list.iter()
            .map(|&s| digits(s).map(|d| char::from(b'0' + d)).collect())
            .collect()
    }

    #[test]
    fn an_empty_cage_lists_every_combination_its_peers_allow() {
        let empty = ".".repeat(81);
        let found = cage_combinations(&sheet(&empty), 1).expect("r1c2 is in cage 1");
        assert_eq!((found.head, found.sum, found.cells), (0, 10, 2));
        assert_eq!(sets(&found.all), ["19", "28", "37", "46"]);
        assert_eq!(found.open, found.all);
    }

    #[test]
    fn a_digit_placed_in_the_cage_or_seen_by_it_narrows_them() {
        // r1c1 holds 3 (in cage 1); r2c2 holds 9, which r1c2 sees (box 1):
        // cage 1 can only be 3+7 now.
        let mut givens: Vec<u8> = vec![b'.'; 81];
        givens[0] = b'3';
        givens[10] = b'9';
        let found = cage_combinations(&sheet(&String::from_utf8(givens).unwrap()), 0)
            .expect("r1c1 is in cage 1");
        assert_eq!(sets(&found.open), ["37"]);
        assert_eq!(sets(&found.all), ["19", "28", "37", "46"]);
    }

    #[test]
    fn a_combination_whose_digits_no_cell_can_take_is_left_out() {
        // Cage 1 empty; 1 in r2c1 and 9 in r3c2 (both in box 1, seen by
        // both cells): 1+9 cannot go in.
        let mut givens: Vec<u8> = vec![b'.'; 81];
        givens[9] = b'1';
        givens[19] = b'9';
        let found = cage_combinations(&sheet(&String::from_utf8(givens).unwrap()), 0).unwrap();
        assert_eq!(sets(&found.open), ["28", "37", "46"]);
    }

    #[test]
    fn a_cell_in_no_cage_has_none() {
        assert_eq!(cage_combinations(&sheet(&".".repeat(81)), 80), None);
    }
}
