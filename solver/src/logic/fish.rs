//! Fish: X-Wing (2 lines), Swordfish (3) and Jellyfish (4). When `n` rows
//! hold a digit only within the same `n` columns, those rows take the digit
//! once in each of these columns, so it is removed from the columns' other
//! cells. The same holds with rows and columns swapped.

use super::sort::sort;
use super::{combinations, Board, Pattern, Step, Technique};
use crate::geometry::{Unit, UNITS};

/// The first fish of `size` lines that removes something: digits ascending,
/// rows as the base lines before columns.
pub(crate) fn find(board: &Board, size: usize) -> Option<Step> {
    let technique = match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    for digit in 1..=9u8 {
        // base = 0: rows as base lines, columns as cover; base = 9: swapped.
        for base in [0usize, 9] {
            let cover = 9 - base;
            let lines: Vec<usize> = (base..base + 9)
                .filter(|&u| {
                    !board.unit_has(u, digit)
                        && (2..=size as u32).contains(&board.positions(u, digit).count_ones())
                })
                .collect();
            for set in combinations(&lines, size) {
                let union = set.iter().fold(0u16, |m, &u| m | board.positions(u, digit));
                if union.count_ones() as usize != size {
                    continue;
                }
                let covers: Vec<usize> = (0..9)
                    .filter(|k| union & (1 << k) != 0)
                    .map(|k| cover + k)
                    .collect();
                let mut eliminations = Vec::new();
                for &cu in &covers {
                    for (k, &i) in UNITS[cu].iter().enumerate() {
                        // Position k of a cover line lies on base line base + k.
                        if !set.contains(&(base + k)) && board.has_candidate(i as usize, digit) {
                            eliminations.push((i as usize, digit));
                        }
                    }
                }
                if eliminations.is_empty() {
                    continue;
                }
                sort(&mut eliminations);
                let mut cells: Vec<usize> = set
                    .iter()
                    .flat_map(|&u| UNITS[u].iter().map(|&i| i as usize))
                    .filter(|&i| board.has_candidate(i, digit))
                    .collect();
                sort(&mut cells);
                let lines: Vec<Unit> = set.iter().map(|&u| Unit::ALL[u]).collect();
                let covers: Vec<Unit> = covers.iter().map(|&u| Unit::ALL[u]).collect();
                return Some(Step {
                    technique,
                    placements: Vec::new(),
                    eliminations,
                    cells,
                    units: [&lines[..], &covers[..]].concat(),
                    pattern: Pattern::Fish {
                        digit,
                        lines,
                        covers,
                    },
                });
            }
        }
    }
    None
}
