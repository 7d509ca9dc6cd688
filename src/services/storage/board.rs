//! One board as saved ([`SavedBoard`]: its givens, the solver's digits or
//! the number of steps taken, and the reader's entries, marks and colours)
//! made from a sheet, and the sheet made from it again.

use crate::features::link::parse_reason;
use crate::features::saved::SavedBoard;
use crate::features::variant;
use crate::model::ShownStep;
use crate::model::{Kind, Phase, Sheet};
use crate::t;
use sudoku_solver::{clashes, Digits, Grid, CELLS};

/// The most steps a board can have: each places a digit or removes a
/// candidate, and there are 81 cells of 9 candidates.
const MAX_STEPS: usize = CELLS * 9;

/// The saved form of a sheet.
pub(super) fn save_board(board: &Sheet) -> SavedBoard {
    let solved = Grid::from_cells(std::array::from_fn(|i| {
        if board.kind(i) == Kind::Solved {
            board.value(i)
        } else {
            0
        }
    }))
    .unwrap_or_default();
    let entries = board.entries();
    let marks = |of: &dyn Fn(usize) -> Digits| {
        let groups: Vec<String> = (0..CELLS)
            .map(|i| of(i).iter().map(|d| char::from(b'0' + d)).collect())
            .collect();
        groups
            .iter()
            .any(|g| !g.is_empty())
            .then(|| groups.join(","))
    };
    let colours: String = (0..CELLS)
        .map(|i| char::from(b'0' + board.colour(i).min(9)))
        .collect();
    SavedBoard {
        // A variant's board: the project's own line, givens and rules.
        puzzle: variant::line(board).unwrap_or_else(|| board.puzzle().to_line()),
        solution: (solved.filled() > 0).then(|| solved.to_line()),
        steps: board.progress().steps().len(),
        playing: board.phase() == Phase::Playing,
        entries: (entries.filled() > 0).then(|| entries.to_line()),
        corner: marks(&|i| board.corner(i)),
        centre: marks(&|i| board.centre(i)),
        colours: colours.bytes().any(|c| c != b'0').then_some(colours),
    }
}

/// The most steps loading takes again, over all puzzles of the history:
/// keeps a forged entry from slowing the start of the page.
pub(super) const MAX_REPLAYED: usize = 4 * MAX_STEPS;

/// Where the saved steps come from: given the board the steps start from
/// (givens and entries), the board after `k` of them and `k`, the next
/// step, or `None` when there is none. The page's own module has no
/// technique engine: the puzzle worker takes the steps again and the page
/// looks them up ([`super::decode_with_steps`]); tests and the fuzz target
/// take them with the engine ([`super::decode_within`]).
pub(super) type StepSource<'a> = &'a dyn Fn(&Sheet, &Sheet, usize) -> Option<ShownStep>;

/// The boards of each puzzle after 0, 1, 2, ... steps, taken once. (A
/// list, not a map: a history holds a handful of puzzles, and a hash map
/// costs the page 10 KB.)
pub(super) struct Replays<'a> {
    boards: Vec<(String, Vec<Sheet>)>,
    taken: usize,
    budget: usize,
    source: StepSource<'a>,
}

impl<'a> Replays<'a> {
    /// No board yet; at most `budget` steps will be taken, from `source`.
    pub(super) fn within(budget: usize, source: StepSource<'a>) -> Replays<'a> {
        Replays {
            boards: Vec::new(),
            taken: 0,
            budget,
            source,
        }
    }

    /// The sheet `base` (givens and entries) after `steps` steps.
    fn board(&mut self, base: Sheet, steps: usize, what: &str) -> Result<Sheet, String> {
        if steps > MAX_STEPS {
            return Err(why(what, "steps"));
        }
        // A variant's line: boards of the same givens under other rules
        // (another cage, another region) are other boards.
        let puzzle = variant::line(&base).unwrap_or_else(|| base.puzzle().to_line());
        let key = format!("{puzzle}{}", base.entries().to_line());
        let at = match self.boards.iter().position(|(k, _)| *k == key) {
            Some(at) => at,
            None => {
                self.boards.push((key, vec![base]));
                self.boards.len() - 1
            }
        };
        let boards = &mut self.boards[at].1;
        while boards.len() <= steps {
            self.taken += 1;
            if self.taken > self.budget {
                return Err(why(what, "history"));
            }
            let last = &boards[boards.len() - 1];
            let Some(step) = (self.source)(&boards[0], last, boards.len() - 1) else {
                // The reader's entries may leave no step (a wrong one):
                // keep their work and the steps that could be taken.
                if last.entries().filled() > 0 {
                    return Ok(last.clone());
                }
                return Err(t!(
                    "saved-board-why",
                    what = what,
                    reason = "step",
                    count = boards.len(),
                    max = steps,
                ));
            };
            let next = last.with_step(&step);
            boards.push(next);
        }
        Ok(boards[steps].clone())
    }
}

/// The sheet of a saved board; an error says what was wrong, and where.
///
/// `solution` is the solver's digits: in version 1 always the whole grid
/// (givens included), since version 2 only the cells the solver filled.
pub(super) fn load_board(
    saved: &SavedBoard,
    what: &str,
    replays: &mut Replays<'_>,
) -> Result<Sheet, String> {
    let mut base = read_puzzle(&saved.puzzle, what)?;
    let puzzle = base.puzzle();
    if let Some(line) = &saved.entries {
        let entries = read_line(line, what)?;
        base = base
            .with_entries(&entries)
            .ok_or_else(|| why(what, "given"))?;
    }
    let solution = match &saved.solution {
        Some(line) => Some(read_line(line, what)?),
        None => None,
    };
    let complete = solution
        .as_ref()
        .is_some_and(|s| s.is_solved() && puzzle.is_completed_by(s));
    if complete && saved.steps != 0 {
        return Err(why(what, "both"));
    }
    // Everything else is read before the steps are taken again, the only
    // costly part: a board refused for a bad mark costs no replay.
    let corner = read_marks(saved.corner.as_deref(), what)?;
    let centre = read_marks(saved.centre.as_deref(), what)?;
    let colour = read_colours(saved.colours.as_deref(), what)?;
    let mut sheet = replays.board(base, saved.steps, what)?;
    if let Some(solution) = solution {
        if complete {
            sheet = sheet.solved_with(&solution);
        } else {
            // The solver's digits of some cells (Reveal): they must fit.
            let mut together = puzzle;
            let mut mask = 0u128;
            for i in (0..CELLS).filter(|&i| solution.get(i) != 0) {
                if !sheet.is_open(i) || puzzle.get(i) != 0 {
                    return Err(why(what, "solution"));
                }
                together.set(i, solution.get(i));
                mask |= 1u128 << i;
            }
            if !clashes(&together).is_empty() {
                return Err(why(what, "solution"));
            }
            sheet = sheet.reveal(mask, &solution);
        }
    }
    let phase = if saved.playing {
        Phase::Playing
    } else {
        Phase::Entering
    };
    Ok(sheet.with_marks(corner, centre, colour).with_phase(phase))
}

/// 81 groups of digits separated by commas (none: no marks).
fn read_marks(text: Option<&str>, what: &str) -> Result<[Digits; CELLS], String> {
    let mut marks = [Digits::EMPTY; CELLS];
    let Some(text) = text else {
        return Ok(marks);
    };
    let groups: Vec<&str> = text.split(',').collect();
    if groups.len() != CELLS {
        return Err(why(what, "marks"));
    }
    for (slot, group) in marks.iter_mut().zip(groups) {
        for c in group.chars() {
            match c.to_digit(10) {
                Some(d @ 1..=9) => slot.insert(d as u8),
                _ => return Err(why_char(what, "mark", c)),
            }
        }
    }
    Ok(marks)
}

/// 81 characters `0`-`9` (none: no colours).
fn read_colours(text: Option<&str>, what: &str) -> Result<[u8; CELLS], String> {
    let mut colours = [0u8; CELLS];
    let Some(text) = text else {
        return Ok(colours);
    };
    if text.chars().count() != CELLS {
        return Err(why(what, "colours"));
    }
    for (slot, c) in colours.iter_mut().zip(text.chars()) {
        *slot = c.to_digit(10).ok_or_else(|| why_char(what, "colour", c))? as u8;
    }
    Ok(colours)
}

/// An exact 81-character line (no lenient layouts in saved data).
/// A saved board's puzzle: a classic line, or a variant's own line with
/// its rules (read by the variants module only: the first load's module
/// never starts on such data, `boot.js` starts the variants module), as
/// the sheet of its givens.
fn read_puzzle(line: &str, what: &str) -> Result<Sheet, String> {
    if !variant::is_variant_text(line) {
        return read_line(line, what).map(Sheet::from_puzzle);
    }
    #[cfg(feature = "variants")]
    return variant::sheet_of(line).map_err(|detail| why_detail(what, &detail));
    #[cfg(not(feature = "variants"))]
    Err(why(what, "variant"))
}

fn read_line(line: &str, what: &str) -> Result<Grid, String> {
    if line.chars().count() != 81 {
        return Err(why(what, "line"));
    }
    Grid::parse(line).map_err(|err| why_detail(what, &parse_reason(&err)))
}

/// Why the board `what` ([`board_name`]) cannot be read: `reason` selects
/// the words of `saved-board-why`.
fn why(what: &str, reason: &str) -> String {
    t!("saved-board-why", what = what, reason = reason)
}

/// [`why`], quoting the character `c` of the data.
fn why_char(what: &str, reason: &str, c: char) -> String {
    let c = c.to_string();
    t!(
        "saved-board-why",
        what = what,
        reason = reason,
        char = c.as_str()
    )
}

/// [`why`] for a reason given in English by a parser.
fn why_detail(what: &str, detail: &str) -> String {
    t!(
        "saved-board-why",
        what = what,
        reason = "other",
        detail = detail
    )
}

/// The words of a saved board (`saved-board`): `board` is `board`, `undo`,
/// `redo` or `checkpoint`; `entry` the history entry's number from 1.
pub(super) fn board_name(board: &str, entry: usize) -> String {
    t!("saved-board", board = board, count = entry)
}
