//! A jigsaw's regions being drawn on the page, as a newspaper reader
//! copies them (docs/variants.md, The page): `Make region` and the
//! draft it keeps (regions of nine, the cells in no region yet), whether
//! the drawing is finished, the sheet under it, and the drawing's text
//! (the jigsaw line with `0` for a cell in no region). The rest of the
//! variants on the page is in [`super::variant`].

#[cfg(feature = "variants")]
use crate::model::{Rules, Sheet, Variant};
#[cfg(feature = "variants")]
use sudoku_solver::{Grid, CELLS};

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

/// A jigsaw line whose regions are being drawn; `None` when `text` is not
/// one (the solver's error then says what is wrong).
#[cfg(feature = "variants")]
pub(super) fn read_drawing(text: &str) -> Option<Result<Sheet, String>> {
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

/// Whether `other` sees `cell` while regions are drawn: the same row,
/// column or region drawn (a cell in no region sees no region).
#[cfg(feature = "variants")]
pub fn drawn_peers(drawing: &[u8; CELLS], cell: usize, other: usize) -> bool {
    other != cell
        && (other / 9 == cell / 9
            || other % 9 == cell % 9
            || (drawing[cell] != NO_REGION && drawing[cell] == drawing[other]))
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
