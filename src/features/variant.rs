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
        /// The cage's number (1-based, as `data-cage`).
        cage: usize,
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
        /// The cage's number (1-based).
        cage: usize,
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
        for (i, cage) in rules.cages().iter().enumerate() {
            let cells = || cage.cells.iter().map(|&c| c as usize);
            for (digit, repeated) in repeats(grid, cells()) {
                found.push(Fault::CageRepeat {
                    cage: i + 1,
                    sum: cage.sum,
                    digit,
                    cells: repeated,
                });
            }
            let total: u32 = cells().map(|c| u32::from(grid.get(c))).sum();
            let full = cells().all(|c| grid.get(c) != 0);
            if total > u32::from(cage.sum) || (full && total != u32::from(cage.sum)) {
                found.push(Fault::CageSum {
                    cage: i + 1,
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

/// A cell in no region yet, while a jigsaw's regions are drawn
/// ([`Sheet::drawing`]).
pub const NO_REGION: u8 = 9;

/// The regions of `sheet`'s jigsaw, each cell's 0-8: those being drawn (a
/// cell in none yet is [`NO_REGION`]) or else the rules' own; `None` when
/// the puzzle is not a jigsaw.
#[cfg(feature = "variants")]
pub fn regions(sheet: &Sheet) -> Option<&[u8; CELLS]> {
    if sheet.rules().variant() != Variant::Jigsaw {
        return None;
    }
    Some(sheet.drawing().unwrap_or(sheet.rules().regions()))
}

/// Why `Make region` did not make the selected cells a region (nothing
/// changed).
#[cfg(feature = "variants")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionRefusal {
    /// The puzzle is not a jigsaw (choose Jigsaw first).
    NotJigsaw,
    /// No cell is selected.
    NoCells,
    /// Not nine cells are selected.
    Size {
        /// The cells selected.
        count: usize,
    },
    /// Nine cells, not connected side by side.
    NotConnected {
        /// A cell cut off from the first selected one (row-major).
        cut_off: usize,
    },
    /// The rules refused the regions (the solver's words; not expected:
    /// every region drawn is nine connected cells).
    Rules(String),
}

/// What `Make region` did ([`make_region`]).
#[cfg(feature = "variants")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Made {
    /// Each cell's region after it ([`NO_REGION`]: none yet).
    pub regions: [u8; CELLS],
    /// The new region (0-8): the lowest number no other region has.
    pub region: u8,
    /// The regions it took cells from: they are no regions of nine any
    /// more, so their other cells are in no region now.
    pub broken: usize,
    /// How many cells those regions left in no region.
    pub freed: usize,
    /// The region that the nine cells left in no region made by
    /// themselves (connected, they can be nothing else), if they did.
    pub last: Option<u8>,
    /// The cells in no region after it (0: the nine regions are complete).
    pub left: usize,
    /// The cells were that region already: nothing changed.
    pub already: bool,
}

/// The cells of `mask` (bit `i` for cell `i`) joined side by side to the
/// first of them, and one that is not, if any (a region's or a cage's
/// cells must all join up).
#[cfg(feature = "variants")]
pub fn cut_off(mask: u128) -> Option<usize> {
    if mask == 0 {
        return None;
    }
    let first = mask.trailing_zeros() as usize;
    let mut reached = 1u128 << first;
    let mut stack = vec![first];
    while let Some(cell) = stack.pop() {
        let (row, col) = (cell / 9, cell % 9);
        let sides = [
            (row > 0).then(|| cell - 9),
            (row < 8).then(|| cell + 9),
            (col > 0).then(|| cell - 1),
            (col < 8).then(|| cell + 1),
        ];
        for next in sides.into_iter().flatten() {
            let bit = 1u128 << next;
            if mask & bit != 0 && reached & bit == 0 {
                reached |= bit;
                stack.push(next);
            }
        }
    }
    let rest = mask & !reached;
    (rest != 0).then(|| rest.trailing_zeros() as usize)
}

/// The cells of `regions` in no region, as a mask.
#[cfg(feature = "variants")]
fn unassigned(regions: &[u8; CELLS]) -> u128 {
    (0..CELLS)
        .filter(|&c| regions[c] == NO_REGION)
        .fold(0, |mask, c| mask | 1u128 << c)
}

/// The lowest region number (0-8) no cell of `regions` has.
#[cfg(feature = "variants")]
fn free_number(regions: &[u8; CELLS]) -> Option<u8> {
    let used = regions
        .iter()
        .filter(|&&r| r < 9)
        .fold(0u16, |mask, &r| mask | 1 << r);
    (0..9u8).find(|&r| used & 1 << r == 0)
}

/// The nine cells left in no region, when they are connected, made the
/// last region (they can be nothing else); its number.
#[cfg(feature = "variants")]
fn close_last(regions: &mut [u8; CELLS]) -> Option<u8> {
    let rest = unassigned(regions);
    if rest.count_ones() != 9 || cut_off(rest).is_some() {
        return None;
    }
    let last = free_number(regions)?;
    for cell in (0..CELLS).filter(|&c| rest & 1u128 << c != 0) {
        regions[cell] = last;
    }
    Some(last)
}

/// `Make region`: the cells of `selection` (bit `i` for cell `i`) made one
/// region of `regions` (complete regions, and cells in none). They must be
/// nine cells connected side by side. A region they take cells from is no
/// region of nine any more: its other cells are in no region then (shown
/// so, not left as a region they would have to be taken from later). When
/// the cells left in no region are nine connected ones, they are the last
/// region.
#[cfg(feature = "variants")]
pub fn make_region(regions: &[u8; CELLS], selection: u128) -> Result<Made, RegionRefusal> {
    let count = selection.count_ones() as usize;
    if count == 0 {
        return Err(RegionRefusal::NoCells);
    }
    if count != 9 {
        return Err(RegionRefusal::Size { count });
    }
    if let Some(cut_off) = cut_off(selection) {
        return Err(RegionRefusal::NotConnected { cut_off });
    }
    let inside = |cell: usize| selection & 1u128 << cell != 0;
    let first = regions[selection.trailing_zeros() as usize];
    // Every region holds nine cells: nine selected cells all in one are it.
    if first != NO_REGION
        && (0..CELLS)
            .filter(|&c| inside(c))
            .all(|c| regions[c] == first)
    {
        return Ok(Made {
            regions: *regions,
            region: first,
            broken: 0,
            freed: 0,
            last: None,
            left: unassigned(regions).count_ones() as usize,
            already: true,
        });
    }
    let touched = (0..CELLS)
        .filter(|&c| inside(c) && regions[c] != NO_REGION)
        .fold(0u16, |mask, c| mask | 1 << regions[c]);
    let mut out = *regions;
    let mut freed = 0;
    for (cell, region) in out.iter_mut().enumerate() {
        if *region != NO_REGION && touched & 1 << *region != 0 {
            *region = NO_REGION;
            if !inside(cell) {
                freed += 1;
            }
        }
    }
    // At most eight regions are left beside nine cells: a number is free.
    let region = free_number(&out).unwrap_or(0);
    for (cell, slot) in out.iter_mut().enumerate() {
        if inside(cell) {
            *slot = region;
        }
    }
    let last = close_last(&mut out);
    Ok(Made {
        left: unassigned(&out).count_ones() as usize,
        regions: out,
        region,
        broken: touched.count_ones() as usize,
        freed,
        last,
        already: false,
    })
}

/// What keeps a jigsaw's regions from being nine regions of nine
/// connected cells (Start, Solve and Compare wait for them).
#[cfg(feature = "variants")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unfinished {
    /// The cells in no region yet.
    pub left: usize,
    /// When the cells left are nine: one that is cut off from the others
    /// (they cannot make the last region).
    pub cut_off: Option<usize>,
}

/// Whether `sheet`'s jigsaw regions are still being drawn, and how far.
#[cfg(feature = "variants")]
pub fn unfinished(sheet: &Sheet) -> Option<Unfinished> {
    let rest = unassigned(sheet.drawing()?);
    let left = rest.count_ones() as usize;
    Some(Unfinished {
        left,
        cut_off: if left == 9 { cut_off(rest) } else { None },
    })
}

/// `sheet` with a jigsaw's `regions` (0-8 each, [`NO_REGION`] for a cell in
/// none): under those rules once they are nine regions, else with them as
/// its drawing (under the boxes' rules, which nothing reads meanwhile: the
/// drawing's regions are checked and shown instead).
#[cfg(feature = "variants")]
pub fn with_regions(sheet: &Sheet, regions: [u8; CELLS]) -> Result<Sheet, String> {
    if unassigned(&regions) == 0 {
        return Rules::new(Variant::Jigsaw, Some(regions), Vec::new())
            .map(|rules| sheet.with_rules(rules))
            .map_err(|e| super::rules_error::rules_reason(&e));
    }
    let boxes = sudoku_solver::rules::box_regions();
    Rules::new(Variant::Jigsaw, Some(boxes), Vec::new())
        .map(|rules| sheet.with_drawing(rules, Some(regions)))
        .map_err(|e| super::rules_error::rules_reason(&e))
}

/// The sheet of a variant's text (any form [`read`] reads, or a jigsaw
/// whose regions are still being drawn: `0` or `.` for a cell in no region
/// yet, as [`line`] writes it), its givens still being entered; the error
/// names the cage, region or cell at fault.
#[cfg(feature = "variants")]
pub fn sheet_of(text: &str) -> Result<Sheet, String> {
    match read(text) {
        Ok((givens, rules)) => Ok(Sheet::from_puzzle(givens).with_rules(rules)),
        Err(why) => match read_drawing(text) {
            Some(read) => read,
            None => Err(why),
        },
    }
}

/// A jigsaw line whose regions are being drawn; `None` when `text` is not
/// one (the solver's error then says what is wrong).
#[cfg(feature = "variants")]
fn read_drawing(text: &str) -> Option<Result<Sheet, String>> {
    let first = text.split_whitespace().next().unwrap_or("");
    let (name, rest) = first.split_once(':')?;
    let (givens, part) = rest.split_once(':')?;
    let open = |c: char| c == '0' || c == '.';
    if !name.eq_ignore_ascii_case("jigsaw")
        || part.chars().count() != CELLS
        || !part.chars().all(|c| c.is_ascii_digit() || c == '.')
        || !part.chars().any(open)
    {
        return None;
    }
    Some(drawn_sheet(givens, part))
}

/// The sheet of a jigsaw line's givens and its regions being drawn (see
/// [`read_drawing`]).
#[cfg(feature = "variants")]
fn drawn_sheet(givens: &str, part: &str) -> Result<Sheet, String> {
    use sudoku_solver::rules::RulesError;
    let givens = if givens.is_empty() {
        Grid::empty()
    } else {
        Grid::parse(givens).map_err(|e| super::rules_error::rules_reason(&RulesError::Givens(e)))?
    };
    let mut regions = [NO_REGION; CELLS];
    for (slot, c) in regions.iter_mut().zip(part.bytes()) {
        if (b'1'..=b'9').contains(&c) {
            *slot = c - b'1';
        }
    }
    for region in 0..9u8 {
        let cells = (0..CELLS)
            .filter(|&c| regions[c] == region)
            .fold(0u128, |mask, c| mask | 1u128 << c);
        let size = cells.count_ones();
        // The solver's reasons, as a whole jigsaw line's regions have them.
        if size != 0 && size != 9 {
            let size = size as usize;
            return Err(super::rules_error::rules_reason(&RulesError::RegionSize {
                region,
                size,
            }));
        }
        if let Some(cell) = cut_off(cells) {
            let cell = cell as u8;
            return Err(super::rules_error::rules_reason(
                &RulesError::RegionNotConnected { region, cell },
            ));
        }
    }
    close_last(&mut regions);
    with_regions(&Sheet::from_puzzle(givens), regions)
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
            .filter(|&p| drawn_peers(drawing, cell, p))
            .fold(0x3FEu16, |allowed, p| allowed & !(1 << grid.get(p)))
    })
}

/// Whether `other` sees `cell` while regions are drawn: the same row,
/// column or region drawn (a cell in no region sees no region).
#[cfg(feature = "variants")]
pub fn drawn_peers(drawing: &[u8; CELLS], cell: usize, other: usize) -> bool {
    other != cell
        && (other / 9 == cell / 9
            || other % 9 == cell % 9
            || (drawing[cell] != NO_REGION && drawing[cell] == drawing[other]))
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
                cage: 1,
                sum: 10,
                digit: 4,
                cells: vec![0, 1]
            }]
        );
        grid.set(1, 7);
        assert_eq!(
            faults(&rules, &grid),
            vec![Fault::CageSum {
                cage: 1,
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
                cage: 1,
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
