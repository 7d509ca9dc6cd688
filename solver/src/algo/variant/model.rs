//! What the variant searches need from the rules, in flat tables: the
//! peers of each cell (houses and cage mates), the houses, and the cages.

use crate::geometry::CELLS;
use crate::rules::Rules;

/// No cage: the mark in [`Model::cage_of`].
pub(crate) const NONE: u8 = u8::MAX;

/// The rules as the searches read them.
pub(crate) struct Model {
    /// The cells each cell must differ from: its houses' cells and its
    /// cage's other cells, ascending.
    pub peers: Vec<Vec<u8>>,
    /// The houses' cells.
    pub houses: Vec<[u8; 9]>,
    /// Each cage's sum and cells.
    pub cages: Vec<(u8, Vec<u8>)>,
    /// Each cell's cage index, [`NONE`] for none.
    pub cage_of: [u8; CELLS],
}

impl Model {
    /// The tables of `rules`.
    pub fn new(rules: &Rules) -> Model {
        let houses = rules.houses();
        let mut peers: Vec<Vec<u8>> = (0..CELLS).map(|c| houses.peers(c).to_vec()).collect();
        let mut cage_of = [NONE; CELLS];
        let mut cages = Vec::new();
        for (i, cage) in rules.cages().iter().enumerate() {
            for &a in &cage.cells {
                cage_of[a as usize] = i as u8;
                for &b in &cage.cells {
                    if a != b && !peers[a as usize].contains(&b) {
                        peers[a as usize].push(b);
                    }
                }
            }
            cages.push((cage.sum, cage.cells.clone()));
        }
        for p in &mut peers {
            p.sort_unstable();
        }
        Model {
            peers,
            houses: houses.cells().to_vec(),
            cages,
            cage_of,
        }
    }

    /// True when two givens that must differ are equal.
    pub fn givens_clash(&self, cells: &[u8; CELLS]) -> bool {
        (0..CELLS).any(|i| {
            cells[i] != 0
                && self.peers[i]
                    .iter()
                    .any(|&p| p as usize > i && cells[p as usize] == cells[i])
        })
    }
}
