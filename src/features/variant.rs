//! Variants on the page (docs/variants.md, "The page"): telling a variant's
//! text from a classic puzzle, reading it, the puzzle's one solution under
//! its rules, and what breaks the rules on the board (a digit twice on a
//! diagonal, in a window or a jigsaw region; a cage whose digits repeat or
//! pass its sum).
//!
//! The first load's build (without the `variants` feature) only tells a
//! variant's text apart, to hand it over to the variants module; reading,
//! solving and checking are built into the variants module only.

use crate::model::{Rules, Sheet, Variant};
#[cfg(feature = "variants")]
use sudoku_solver::rules::HouseKind;
use sudoku_solver::Grid;
#[cfg(feature = "variants")]
use sudoku_solver::CELLS;

/// Whether `text` is a variant's text rather than a classic puzzle: the
/// project's own line (`killer:...`, `x:...`; not `classic:`), SumoCue's
/// form (`3x3:...`) or the killer short form (81 characters with arrows);
/// or an f-puzzles link or its load value (read by the variants module:
/// the solver crate's `fpuzzles` feature, docs/variants.md).
pub fn is_variant_text(text: &str) -> bool {
    if sudoku_solver::rules::fpuzzles::load_value(text).is_some() {
        return true;
    }
    // Written for the first load's size: no list of names, no Unicode blanks.
    let first = text
        .trim_start_matches(|c: char| c.is_ascii_whitespace())
        .split(|c: char| c.is_ascii_whitespace())
        .next()
        .unwrap_or("");
    if let Some((name, _)) = first.split_once(':') {
        return matches!(
            name,
            "killer" | "killer-x" | "x" | "windoku" | "jigsaw" | "3x3"
        );
    }
    first.len() == 81 && first.bytes().any(|b| b"<>^v`',".contains(&b))
}

/// Something on the board that breaks the variant's rules, beyond the
/// rows, columns and boxes that [`sudoku_solver::clashes`] checks.
#[cfg(feature = "variants")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A digit twice in a house that is not a row, a column or a box (a
    /// diagonal, a window, a jigsaw region).
    House {
        /// The house.
        house: HouseKind,
        /// The digit repeated.
        digit: u8,
        /// The cells holding it.
        cells: Vec<usize>,
    },
    /// A digit twice in a cage.
    CageRepeat {
        /// Its head cell, where the board prints its sum (the status
        /// names the cage by it).
        head: usize,
        /// Its sum.
        sum: u8,
        /// The digit repeated.
        digit: u8,
        /// The cells holding it.
        cells: Vec<usize>,
    },
    /// A cage whose digits add up to more than its sum, or, when it is
    /// full, to another sum.
    CageSum {
        /// Its head cell, where the board prints its sum.
        head: usize,
        /// Its sum.
        sum: u8,
        /// What its digits add up to.
        total: u32,
        /// The cage's cells.
        cells: Vec<usize>,
    },
}

/// The first load's build knows no variant, so there is no fault: the
/// type has no value, and the code that handles faults costs it nothing.
#[cfg(not(feature = "variants"))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {}

impl Fault {
    /// The cells to mark `aria-invalid`.
    pub fn cells(&self) -> &[usize] {
        #[cfg(feature = "variants")]
        match self {
            Fault::House { cells, .. }
            | Fault::CageRepeat { cells, .. }
            | Fault::CageSum { cells, .. } => cells,
        }
        #[cfg(not(feature = "variants"))]
        match *self {}
    }
}

/// What breaks `rules` in `grid`, beyond rows, columns and boxes; in
/// jigsaw the regions (the boxes are no houses there: see [`box_clashes_count`]).
#[cfg(feature = "variants")]
pub fn faults(rules: &Rules, grid: &Grid) -> Vec<Fault> {
    let mut found = Vec::new();
    if rules.variant() == Variant::Classic {
        return found;
    }
    {
        let houses = rules.houses();
        for (kind, cells) in houses.kinds().iter().zip(houses.cells()) {
            let classic = match kind {
                HouseKind::Row(_) | HouseKind::Column(_) => true,
                HouseKind::Region(_) => rules.variant() != Variant::Jigsaw,
                _ => false,
            };
            if classic {
                continue;
            }
            for (digit, cells) in repeats(grid, cells.iter().map(|&c| c as usize)) {
                found.push(Fault::House {
                    house: *kind,
                    digit,
                    cells,
                });
            }
        }
        for cage in rules.cages() {
            let cells = || cage.cells.iter().map(|&c| c as usize);
            for (digit, repeated) in repeats(grid, cells()) {
                found.push(Fault::CageRepeat {
                    head: usize::from(cage.head()),
                    sum: cage.sum,
                    digit,
                    cells: repeated,
                });
            }
            let total: u32 = cells().map(|c| u32::from(grid.get(c))).sum();
            let full = cells().all(|c| grid.get(c) != 0);
            if total > u32::from(cage.sum) || (full && total != u32::from(cage.sum)) {
                found.push(Fault::CageSum {
                    head: usize::from(cage.head()),
                    sum: cage.sum,
                    total,
                    cells: cells().collect(),
                });
            }
        }
    }
    found
}

/// The first load's build knows no variant: nothing to find.
#[cfg(not(feature = "variants"))]
pub fn faults(_rules: &Rules, _grid: &Grid) -> Vec<Fault> {
    Vec::new()
}

/// The one solution of `puzzle` under `rules`: [`super::play::solution`] for classic
/// rules, the variant's search ([`count_bounded`]) in the
/// variants module.
pub fn solution_under(
    puzzle: &Grid,
    rules: &crate::model::Rules,
) -> Result<Grid, super::play::NoSolution> {
    #[cfg(feature = "variants")]
    if rules.variant() != crate::model::Variant::Classic {
        let out = count_bounded(puzzle, rules);
        return match (out.verdict, out.solution) {
            (sudoku_solver::Verdict::Unique, Some(solution)) => Ok(solution),
            (sudoku_solver::Verdict::Multiple, _) => Err(super::play::NoSolution::Several),
            (sudoku_solver::Verdict::Aborted, _) => Err(super::play::NoSolution::Unsettled),
            _ => Err(super::play::NoSolution::None),
        };
    }
    let _ = rules;
    super::play::solution(puzzle)
}

/// Whether the boxes are houses under `rules` (not in jigsaw): the
/// classic clashes in boxes count only then.
pub fn box_clashes_count(rules: &Rules) -> bool {
    rules.variant() != Variant::Jigsaw
}

/// Each digit that `cells` hold more than once, with the cells holding it.
#[cfg(feature = "variants")]
fn repeats(grid: &Grid, cells: impl Iterator<Item = usize> + Clone) -> Vec<(u8, Vec<usize>)> {
    let mut out = Vec::new();
    for digit in 1..=9u8 {
        let holding: Vec<usize> = cells.clone().filter(|&c| grid.get(c) == digit).collect();
        if holding.len() > 1 {
            out.push((digit, holding));
        }
    }
    out
}

/// The puzzle of `sheet` as the project's own line (docs/variants.md),
/// `None` for a classic puzzle (its plain line says it all). A jigsaw
/// whose regions are being drawn writes `0` for a cell in no region yet.
pub fn line(sheet: &Sheet) -> Option<String> {
    #[cfg(feature = "variants")]
    if let Some(drawing) = sheet.drawing() {
        // A jigsaw whose regions are being drawn: `0` for a cell in none.
        let givens = sheet.puzzle();
        let givens = if givens.filled() > 0 {
            givens.to_line()
        } else {
            String::new()
        };
        let part: String = drawing
            .iter()
            .map(|&r| if r < 9 { char::from(b'1' + r) } else { '0' })
            .collect();
        return Some(format!("jigsaw:{givens}:{part}"));
    }
    #[cfg(feature = "variants")]
    if sheet.rules().variant() != Variant::Classic {
        let puzzle = sudoku_solver::rules::Puzzle::new(sheet.puzzle(), sheet.rules().clone());
        return Some(puzzle.to_line());
    }
    let _ = sheet;
    None
}

/// A variant's text (any form [`is_variant_text`] accepts, or a classic
/// one) read into its givens and rules; the error names the cage, region
/// or cell at fault, in the language in use.
#[cfg(feature = "variants")]
pub fn read(text: &str) -> Result<(Grid, Rules), String> {
    // An f-puzzles value is read whole: a link's query turns its `+` into
    // spaces, which the reader takes back.
    let first = match sudoku_solver::rules::fpuzzles::load_value(text) {
        Some(_) => text,
        None => text.split_whitespace().next().unwrap_or(""),
    };
    sudoku_solver::rules::Puzzle::parse(first)
        .map(|p| (*p.givens(), p.rules().clone()))
        .map_err(|e| super::rules_error::rules_reason(&e))
}

/// The one solution of `puzzle` under `rules`, by the `propagation` search
/// counting to two within [`super::play::MAIN_THREAD_CALLS`] (Start, Check,
/// Reveal on a variant).
#[cfg(feature = "variants")]
pub fn count_bounded(puzzle: &Grid, rules: &Rules) -> sudoku_solver::Outcome {
    let options = sudoku_solver::Options {
        max_calls: Some(super::play::MAIN_THREAD_CALLS),
        ..sudoku_solver::Options::default()
    };
    let puzzle = sudoku_solver::rules::Puzzle::new(*puzzle, rules.clone());
    sudoku_solver::solve_puzzle(&puzzle, sudoku_solver::Algorithm::Fast, &options)
}

/// The pencil marks of every cell under `rules` (bits 1..=9; 0 for a
/// filled cell): the digits none of its peers holds (rows, columns and the
/// variant's houses) and, in a cage, that some combination of the cage's
/// remaining sum allows.
#[cfg(feature = "variants")]
pub fn candidates(rules: &Rules, grid: &Grid) -> [u16; sudoku_solver::CELLS] {
    use sudoku_solver::rules::combinations;
    let mut marks = [0u16; sudoku_solver::CELLS];
    for (cell, slot) in marks.iter_mut().enumerate() {
        if grid.get(cell) != 0 {
            continue;
        }
        let mut allowed = 0x3FEu16;
        for &peer in rules.houses().peers(cell) {
            allowed &= !(1 << grid.get(usize::from(peer)));
        }
        if let Some(cage) = rules.cage_of(cell).and_then(|c| rules.cages().get(c)) {
            let placed: Vec<u8> = cage
                .cells
                .iter()
                .map(|&c| grid.get(usize::from(c)))
                .collect();
            let used: u16 = placed
                .iter()
                .filter(|&&d| d != 0)
                .fold(0, |m, &d| m | 1 << (d - 1));
            let total: u32 = placed.iter().map(|&d| u32::from(d)).sum();
            let left = placed.iter().filter(|&&d| d == 0).count();
            let mut union = 0u16;
            if let Some(rest) = u32::from(cage.sum).checked_sub(total) {
                for &combo in combinations(left, rest as usize) {
                    if combo & used == 0 {
                        union |= combo;
                    }
                }
            }
            allowed &= union << 1;
        }
        *slot = allowed;
    }
    marks
}

/// The sheet of a variant's text (any form [`read`] reads, or a jigsaw
/// whose regions are still being drawn: `0` or `.` for a cell in no region
/// yet, as [`line`] writes it), its givens still being entered; the error
/// names the cage, region or cell at fault.
#[cfg(feature = "variants")]
pub fn sheet_of(text: &str) -> Result<Sheet, String> {
    match read(text) {
        Ok((givens, rules)) => Ok(Sheet::from_puzzle(givens).with_rules(rules)),
        Err(why) => match super::jigsaw_drawing::read_drawing(text) {
            Some(read) => read,
            None => Err(why),
        },
    }
}

/// What breaks the rules on `sheet`'s board ([`faults`]); while a jigsaw's
/// regions are drawn, a digit twice in a region drawn.
pub fn faults_on(sheet: &Sheet) -> Vec<Fault> {
    #[cfg(feature = "variants")]
    if let Some(drawing) = sheet.drawing() {
        let grid = sheet.grid();
        let mut found = Vec::new();
        for region in 0..9u8 {
            let cells = (0..CELLS).filter(|&c| drawing[c] == region);
            for (digit, cells) in repeats(grid, cells) {
                found.push(Fault::House {
                    house: HouseKind::Region(region),
                    digit,
                    cells,
                });
            }
        }
        return found;
    }
    faults(sheet.rules(), sheet.grid())
}

/// The pencil marks of `sheet` under its rules ([`candidates`]); while a
/// jigsaw's regions are drawn, under its rows, columns and the regions
/// drawn.
#[cfg(feature = "variants")]
pub fn candidates_on(sheet: &Sheet) -> [u16; CELLS] {
    let Some(drawing) = sheet.drawing() else {
        return candidates(sheet.rules(), sheet.grid());
    };
    let grid = sheet.grid();
    std::array::from_fn(|cell| {
        if grid.get(cell) != 0 {
            return 0;
        }
        (0..CELLS)
            .filter(|&p| super::jigsaw_drawing::drawn_peers(drawing, cell, p))
            .fold(0x3FEu16, |allowed, p| allowed & !(1 << grid.get(p)))
    })
}

#[cfg(all(test, feature = "variants"))]
mod tests {
    use super::*;
    use sudoku_solver::rules::Cage;

    #[test]
    fn variant_texts_are_told_from_classic_ones() {
        assert!(is_variant_text("killer::15-111221_7-3141"));
        assert!(is_variant_text("3x3::k:3840:3840"));
        assert!(is_variant_text(
            "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^"
        ));
        assert!(!is_variant_text("classic:5..."));
        assert!(!is_variant_text(&".".repeat(81)));
        assert!(!is_variant_text("5 . . | . 8 ."));
    }

    #[test]
    fn a_cage_that_repeats_or_passes_its_sum_is_a_fault() {
        let rules = Rules::new(Variant::Killer, None, vec![Cage::new(10, &[0, 1, 9])]).unwrap();
        let mut grid = Grid::empty();
        grid.set(0, 4);
        grid.set(1, 4);
        assert_eq!(
            faults(&rules, &grid),
            vec![Fault::CageRepeat {
                head: 0,
                sum: 10,
                digit: 4,
                cells: vec![0, 1]
            }]
        );
        grid.set(1, 7);
        assert_eq!(
            faults(&rules, &grid),
            vec![Fault::CageSum {
                head: 0,
                sum: 10,
                total: 11,
                cells: vec![0, 1, 9]
            }]
        );
        grid.set(1, 3);
        grid.set(9, 2);
        assert_eq!(
            faults(&rules, &grid),
            vec![Fault::CageSum {
                head: 0,
                sum: 10,
                total: 9,
                cells: vec![0, 1, 9]
            }]
        );
        grid.set(9, 3);
        assert!(faults(&rules, &grid)
            .iter()
            .all(|f| matches!(f, Fault::CageRepeat { digit: 3, .. })));
    }

    #[test]
    fn a_cage_s_pencil_marks_follow_its_combinations() {
        // A two-cell cage of 3 is 1 and 2; with the 1 placed, the other is 2.
        let rules = Rules::new(Variant::Killer, None, vec![Cage::new(3, &[0, 1])]).unwrap();
        let mut grid = Grid::empty();
        assert_eq!(candidates(&rules, &grid)[0], 0b110);
        grid.set(0, 1);
        assert_eq!(candidates(&rules, &grid)[1], 0b100);
        // A cell on no cage and no diagonal keeps every digit but its peers'.
        assert_eq!(candidates(&rules, &grid)[40], 0x3FE);
        let x = Rules::new(Variant::X, None, Vec::new()).unwrap();
        assert_eq!(
            candidates(&x, &grid)[80],
            0x3FC,
            "r9c9 sees r1c1's 1 on the diagonal"
        );
    }

    #[test]
    fn a_digit_twice_on_a_diagonal_is_a_fault_in_x_only() {
        let mut grid = Grid::empty();
        grid.set(0, 5);
        grid.set(80, 5);
        let x = Rules::new(Variant::X, None, Vec::new()).unwrap();
        assert_eq!(
            faults(&x, &grid),
            vec![Fault::House {
                house: HouseKind::MainDiagonal,
                digit: 5,
                cells: vec![0, 80]
            }]
        );
        assert!(faults(&Rules::classic(), &grid).is_empty());
    }
}
