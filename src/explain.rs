//! Explaining the solve: the next logical step (Hint), applying it (Step),
//! the steps taken so far, pencil marks and what to highlight.
//!
//! Pure Rust on top of the solver crate's technique engine
//! ([`sudoku_solver::logic`]): no Yew, no `web-sys`, tested natively.
//!
//! * [`Progress`] is kept in the page's board (so Undo and Redo restore it):
//!   the steps applied in order and the cells whose digits they placed.
//! * [`candidates`] derives the pencil marks of a board: the digits not yet
//!   in a cell's row, column or box, minus the candidates removed by the
//!   steps taken.
//! * [`next`] finds the next step of a board, or says why there is none
//!   ([`Blocked`]).
//! * [`Note`] is what Hint and Step report; its step is the one the board
//!   highlights ([`Marks::of_step`]).
//!
//! Editing the puzzle by hand (typing, erasing, a paste, Clear) starts the
//! explanation over: like a solution, the digits placed by Step and the
//! candidates it removed are taken away, because they were deduced from the
//! puzzle as it was. Undo brings them back.

use crate::state::Board;
use crate::text;
use std::rc::Rc;
use sudoku_solver::logic::{self, Contradiction, Step};
use sudoku_solver::{solve, Algorithm, Clash, Options, Unit, Verdict, CELLS};

/// All nine candidate bits, 1..=9.
const ALL_DIGITS: u16 = 0b11_1111_1110;

/// What Step has done to a board: the steps applied, in order, and the
/// cells whose digits they placed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    steps: Rc<Vec<Step>>,
    /// Bit `i` set when cell `i` was filled by a step.
    placed: u128,
}

impl Progress {
    /// The steps taken, first to last.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The steps taken, shared (cheap to clone for the page).
    pub fn shared(&self) -> Rc<Vec<Step>> {
        Rc::clone(&self.steps)
    }

    /// True when cell `index` holds a digit placed by a step.
    pub fn placed(&self, index: usize) -> bool {
        index < CELLS && self.placed & (1u128 << index) != 0
    }

    /// The progress with `step` appended; `filled` lists the cells whose
    /// digits it actually placed.
    pub fn with_step(&self, step: &Step, filled: &[usize]) -> Progress {
        let mut steps = Vec::with_capacity(self.steps.len() + 1);
        steps.extend(self.steps.iter().cloned());
        steps.push(step.clone());
        let mut placed = self.placed;
        for &cell in filled.iter().filter(|&&c| c < CELLS) {
            placed |= 1u128 << cell;
        }
        Progress {
            steps: Rc::new(steps),
            placed,
        }
    }

    /// Every candidate removed by the steps: (cell, digit).
    pub fn eliminations(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.steps
            .iter()
            .flat_map(|s| s.eliminations.iter().copied())
    }
}

/// The technique engine's board for the page's board: its digits, and the
/// candidates of every empty cell minus those removed by the steps taken.
pub fn logic_board(board: &Board) -> logic::Board {
    let mut out = logic::Board::from_grid(board.grid());
    for (cell, digit) in board.progress().eliminations() {
        out.eliminate(cell, digit);
    }
    out
}

/// The pencil marks of every cell as masks (bit `d` set when `d` is a
/// candidate); 0 for a filled cell.
pub fn candidates(board: &Board) -> [u16; CELLS] {
    let logic = logic_board(board);
    std::array::from_fn(|cell| logic.candidates(cell))
}

/// The digits of a candidate mask, ascending.
pub fn digits(mask: u16) -> Vec<u8> {
    (1..=9u8).filter(|&d| mask & (1 << d) != 0).collect()
}

/// Why Hint and Step have no step to show.
#[derive(Clone, Debug, PartialEq)]
pub enum Blocked {
    /// The board has no digits.
    Empty,
    /// Every cell is filled and nothing clashes.
    Solved,
    /// Digits clash.
    Clashes(Vec<Clash>),
    /// The puzzle cannot be completed; the contradiction the pencil marks
    /// show, when they show one.
    NoSolution(Option<Contradiction>),
    /// No technique applies. `multiple` when the puzzle has more than one
    /// solution (then logic alone can never finish it).
    Stuck {
        /// The puzzle has two or more solutions.
        multiple: bool,
    },
}

/// The next step of `board`, found by the technique engine, with whether
/// the puzzle has more than one solution; or why there is none.
///
/// Checks, in order: an empty board, clashes, a finished grid, a puzzle
/// without solution (by the fast solver, which takes microseconds), then
/// asks the engine for the easiest step.
pub fn next(board: &Board, clashes: &[Clash]) -> Result<Found, Blocked> {
    if board.grid().filled() == 0 {
        return Err(Blocked::Empty);
    }
    if !clashes.is_empty() {
        return Err(Blocked::Clashes(clashes.to_vec()));
    }
    let logic = logic_board(board);
    if logic.is_solved() {
        return Err(Blocked::Solved);
    }
    let verdict = solve(board.grid(), Algorithm::Fast, &Options::default()).verdict;
    if verdict == Verdict::NoSolution {
        return Err(Blocked::NoSolution(logic.contradiction()));
    }
    let multiple = verdict == Verdict::Multiple;
    match logic::next_step(&logic) {
        Some(step) => Ok(Found {
            step,
            multiple,
            on: logic,
        }),
        None => Err(Blocked::Stuck { multiple }),
    }
}

/// A step found by [`next`].
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The step.
    pub step: Step,
    /// The puzzle has more than one solution.
    pub multiple: bool,
    /// The engine's board the step was found on (lets Step reuse a Hint).
    pub on: logic::Board,
}

/// What Hint, Step and the steps list report (the status line and the
/// highlight on the board are derived from it).
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    /// Hint: the next step, not applied.
    Hint(Box<Found>),
    /// Step applied the step numbered `number` (1-based).
    Stepped {
        /// Its number in the steps list.
        number: usize,
        /// The step.
        step: Step,
        /// The puzzle has more than one solution.
        multiple: bool,
    },
    /// A step of the list, selected to see it again.
    Review {
        /// Its number in the steps list (1-based).
        number: usize,
        /// The step.
        step: Step,
    },
    /// The step shown from the list was selected again: nothing shown.
    Unreviewed,
    /// Hint or Step found no step.
    Blocked(Blocked),
}

/// The explain panel's own settings (not part of the undo history).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Panel {
    /// Pencil marks are shown in every empty cell.
    pub candidates: bool,
    /// The comparison of the four algorithms.
    pub compare: crate::compare::Compare,
}

impl Note {
    /// The step to highlight on the board, if any.
    pub fn step(&self) -> Option<&Step> {
        match self {
            Note::Hint(found) => Some(&found.step),
            Note::Stepped { step, .. } | Note::Review { step, .. } => Some(step),
            Note::Unreviewed | Note::Blocked(_) => None,
        }
    }

    /// The step a Hint shows, if it was found on `board` (so Step can
    /// apply it without searching again).
    pub fn hint_on(&self, board: &logic::Board) -> Option<&Found> {
        match self {
            Note::Hint(found) if found.on == *board => Some(found),
            _ => None,
        }
    }

    /// The number of the step of the list shown, if any.
    pub fn reviewed(&self) -> Option<usize> {
        match self {
            Note::Review { number, .. } => Some(*number),
            _ => None,
        }
    }
}

/// Status text for a note: (is it a problem, headline, details).
pub fn status(note: &Note) -> (bool, String, Vec<String>) {
    const MULTIPLE: &str =
        "This puzzle has more than one solution, so logic alone cannot finish it.";
    match note {
        Note::Hint(found) => {
            let mut details = vec![format!(
                "{} Press Step to apply it.",
                what_changes(&found.step)
            )];
            if found.multiple {
                details.push(MULTIPLE.into());
            }
            (
                false,
                format!(
                    "Hint: {}. {}",
                    found.step.technique.name(),
                    found.step.explanation
                ),
                details,
            )
        }
        Note::Stepped {
            number,
            step,
            multiple,
        } => {
            let mut details = vec![what_changed(step)];
            if *multiple {
                details.push(MULTIPLE.into());
            }
            (
                false,
                format!(
                    "Step {number}: {}. {}",
                    step.technique.name(),
                    step.explanation
                ),
                details,
            )
        }
        Note::Review { number, step } => (
            false,
            format!(
                "Step {number} again: {}. {}",
                step.technique.name(),
                step.explanation
            ),
            vec![what_changed(step)],
        ),
        Note::Unreviewed => (
            false,
            "Select a step of the list to see it again.".into(),
            Vec::new(),
        ),
        Note::Blocked(blocked) => (true, blocked_text(blocked), Vec::new()),
    }
}

/// "No hint: ..." for each reason.
fn blocked_text(blocked: &Blocked) -> String {
    match blocked {
        Blocked::Empty => "No hint: the board is empty. Type or paste a puzzle first.".into(),
        Blocked::Solved => "No hint needed: every cell is filled and nothing clashes.".into(),
        Blocked::Clashes(found) => format!(
            "No hint: {} Change one of the highlighted digits first.",
            crate::state::clash_summary(found)
        ),
        Blocked::NoSolution(Some(why)) => format!("No hint: this puzzle has no solution ({why})."),
        Blocked::NoSolution(None) => {
            "No hint: this puzzle has no solution. Change a digit first.".into()
        }
        Blocked::Stuck { multiple: true } => {
            "No hint: no technique applies, because this puzzle has more than one solution. \
             Press Solve to see one of them."
                .into()
        }
        Blocked::Stuck { multiple: false } => {
            "No hint: none of the techniques applies here. Press Solve to let the search finish it."
                .into()
        }
    }
}

/// "It places 3 in row 1, column 2." / "It removes 7 from 2 cells."
fn what_changes(step: &Step) -> String {
    format!("It {}.", changes(step, "places", "removes"))
}

/// "Placed 3 in row 1, column 2." / "Removed 7 from 2 cells."
fn what_changed(step: &Step) -> String {
    let text = changes(step, "placed", "removed");
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

fn changes(step: &Step, place: &str, remove: &str) -> String {
    let mut parts = Vec::new();
    if !step.placements.is_empty() {
        let placed: Vec<String> = step
            .placements
            .iter()
            .map(|&(cell, digit)| format!("{digit} in {}", cell_name(cell)))
            .collect();
        parts.push(format!("{place} {}", placed.join(", ")));
    }
    if !step.eliminations.is_empty() {
        parts.push(format!("{remove} {}", eliminated(step)));
    }
    if parts.is_empty() {
        "changes nothing".into()
    } else {
        parts.join(" and ")
    }
}

/// "7 from 2 cells", "4 and 6 from row 3, column 5".
fn eliminated(step: &Step) -> String {
    let mut cells: Vec<usize> = step.eliminations.iter().map(|&(c, _)| c).collect();
    cells.sort_unstable();
    cells.dedup();
    let mut mask = 0u16;
    for &(_, d) in &step.eliminations {
        mask |= 1 << d;
    }
    let ds: Vec<String> = digits(mask).iter().map(u8::to_string).collect();
    let ds = match ds.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => ds.join(""),
    };
    if cells.len() == 1 {
        format!("{ds} from {}", cell_name(cells[0]))
    } else {
        format!("{ds} from {}", text::count(cells.len() as u64, "cell"))
    }
}

/// "row 1, column 2".
fn cell_name(cell: usize) -> String {
    format!("row {}, column {}", cell / 9 + 1, cell % 9 + 1)
}

/// One line of the steps list: "Naked single: 3 in row 1, column 2",
/// "Pointing pair: removes 7 from 2 cells".
pub fn summary(step: &Step) -> String {
    let what = if step.placements.is_empty() {
        format!("removes {}", eliminated(step))
    } else {
        let placed: Vec<String> = step
            .placements
            .iter()
            .map(|&(cell, digit)| format!("{digit} in {}", cell_name(cell)))
            .collect();
        placed.join(", ")
    };
    format!("{}: {what}", step.technique.name())
}

/// How one cell takes part in the highlighted step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mark {
    /// The cell lies in a unit of the step.
    pub unit: bool,
    /// The cell is part of the pattern that proves the step.
    pub proof: bool,
    /// The digit the step places in this cell, 0 for none.
    pub placed: u8,
    /// The candidates the step removes from this cell (mask, bits 1..=9).
    pub removed: u16,
}

impl Mark {
    /// True when the step places a digit in the cell or removes candidates from it.
    pub fn is_target(&self) -> bool {
        self.placed != 0 || self.removed != 0
    }

    /// True when the cell takes any part in the step.
    pub fn is_marked(&self) -> bool {
        self.unit || self.proof || self.is_target()
    }
}

/// The marks of every cell for a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marks(pub [Mark; CELLS]);

impl Default for Marks {
    fn default() -> Self {
        Marks([Mark::default(); CELLS])
    }
}

impl Marks {
    /// The marks of `step`: its units, proof cells, placements and
    /// eliminations. Out-of-range cells and digits are ignored.
    pub fn of_step(step: &Step) -> Marks {
        let mut marks = Marks::default();
        for unit in &step.units {
            if unit_in_range(*unit) {
                for cell in unit.cells() {
                    marks.0[cell].unit = true;
                }
            }
        }
        for &cell in step.cells.iter().filter(|&&c| c < CELLS) {
            marks.0[cell].proof = true;
        }
        for &(cell, digit) in &step.placements {
            if cell < CELLS && (1..=9).contains(&digit) {
                marks.0[cell].placed = digit;
            }
        }
        for &(cell, digit) in &step.eliminations {
            if cell < CELLS && (1..=9).contains(&digit) {
                marks.0[cell].removed |= 1 << digit;
            }
        }
        marks
    }

    /// The mark of cell `index` (an unmarked one out of range).
    pub fn get(&self, index: usize) -> Mark {
        self.0.get(index).copied().unwrap_or_default()
    }
}

fn unit_in_range(unit: Unit) -> bool {
    match unit {
        Unit::Row(k) | Unit::Column(k) | Unit::Box(k) => k < 9,
    }
}

/// What to draw in each cell: the pencil marks shown (mask) for the cells
/// that show them, given the candidates, whether the toggle is on, and the
/// highlighted step's marks.
///
/// An empty cell shows its candidates when the toggle is on, and also when
/// the highlighted step places a digit in it or removes candidates from it
/// or uses it in its pattern (so a hint can be read with the toggle off).
/// The candidates a step removed are added back to what is drawn (struck
/// through), so a step of the list shows what it removed.
pub fn pencil(
    board: &Board,
    candidates: &[u16; CELLS],
    show: bool,
    marks: Option<&Marks>,
) -> [u16; CELLS] {
    std::array::from_fn(|cell| {
        if board.value(cell) != 0 {
            return 0;
        }
        let mark = marks.map(|m| m.get(cell)).unwrap_or_default();
        let involved = mark.proof || mark.is_target();
        if show || involved {
            (candidates[cell] | mark.removed | placed_bit(mark.placed)) & ALL_DIGITS
        } else {
            0
        }
    })
}

fn placed_bit(digit: u8) -> u16 {
    if (1..=9).contains(&digit) {
        1 << digit
    } else {
        0
    }
}
