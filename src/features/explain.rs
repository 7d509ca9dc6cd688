//! Explaining the solve: the next logical step (Hint), applying it (Step),
//! the steps taken so far, pencil marks and what to highlight.
//!
//! Pure Rust on top of the solver crate's technique engine
//! ([`sudoku_solver::logic`]): no Yew, no `web-sys`, tested natively.
//!
//! * [`candidates`] derives the pencil marks of a board: the digits not yet
//!   in a cell's row, column or box, minus the candidates removed by the
//!   steps taken.
//! * [`check`] says whether a board can have a next step, or why not
//!   ([`Blocked`]); [`answer`] finds the step of an [`Ask`], in the puzzle
//!   worker, so that no search blocks the page.
//! * [`Note`] is what Hint and Step report; its step is the one the board
//!   highlights ([`crate::features::marks::Marks::of_step`]); its words are
//!   in [`crate::text`].
//! * [`shown`] words a step from the catalogue ([`words`]: the technique's
//!   name, why it holds, what it changes, its line in the steps list).
//!
//! Editing the puzzle by hand (typing, erasing, a paste, Clear) starts the
//! explanation over: like a solution, the digits placed by Step and the
//! candidates it removed are taken away, because they were deduced from the
//! puzzle as it was. Undo brings them back.

use crate::features::hint::{self, Level};
use crate::features::lanes::JobId;
use crate::features::marks::Marks;
use crate::features::play;
use crate::model::{Sheet, ShownStep};
use serde::{Deserialize, Serialize};
use sudoku_solver::logic::{self, Contradiction, Step};
use sudoku_solver::rating::RatedTechnique;
use sudoku_solver::{Clash, Grid, Verdict, CELLS};

pub mod words;
mod words_chains;
#[cfg(feature = "variants")]
pub mod words_killer;

/// The technique engine's board for the page's sheet: its digits, and the
/// candidates of every empty cell minus those removed by the steps taken.
pub fn logic_board(board: &Sheet) -> logic::Board {
    let mut out = logic::Board::from_grid(board.grid());
    for (cell, digit) in board.progress().eliminations() {
        out.eliminate(cell, digit);
    }
    out
}

/// The pencil marks of every cell as masks (bit `d` set when `d` is a
/// candidate, as [`sudoku_solver::Digits::bits`]); 0 for a filled cell.
pub fn candidates(board: &Sheet) -> [u16; CELLS] {
    #[cfg(feature = "variants")]
    if board.rules().variant() != crate::model::Variant::Classic {
        return super::variant::candidates_on(board);
    }
    let logic = logic_board(board);
    std::array::from_fn(|cell| logic.candidates(cell))
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
    /// Entries of the reader's differ from the puzzle's one solution:
    /// (cell, digit entered), in cell order. No step is found on top of them.
    Wrong(Vec<(usize, u8)>),
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

/// What Hint, Step and Skip to it need before the technique engine is
/// asked: the board checked, with whether its puzzle has more than one
/// solution; or why there is no step to look for.
///
/// Checks, in order: the reader's entries against the puzzle's solution,
/// an empty board, clashes, a finished grid, a puzzle without solution (by
/// the fast solver, which takes microseconds). All of it runs on the
/// page's own thread; the search for the step itself ([`answer`]) runs in
/// the puzzle worker, so the page's module carries no technique.
pub fn check(board: &Sheet, clashes: &[Clash]) -> Result<Ready, Blocked> {
    let wrong = wrong_entries(board);
    if !wrong.is_empty() && clashes.is_empty() {
        return Err(Blocked::Wrong(wrong));
    }
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
    // Bounded: an unsettled count claims nothing (no unique-solution
    // technique is used unless the count said one solution).
    let verdict = play::count_bounded(board.grid()).verdict;
    if verdict == Verdict::NoSolution {
        return Err(Blocked::NoSolution(logic.contradiction()));
    }
    Ok(Ready {
        multiple: verdict == Verdict::Multiple,
        on: logic,
        steppable: true,
    })
}

/// [`check`] for a killer or killer-X, whose cages may be all it gives:
/// an empty board can have a step. Entries that differ from `solution`
/// (the puzzle's one solution, once settled) block the hint, as do
/// clashes and a full board. Step knows classic rules only, so the hint
/// is not `steppable`.
#[cfg(feature = "variants")]
pub fn check_killer(
    board: &Sheet,
    clashes: &[Clash],
    solution: Option<&Grid>,
) -> Result<Ready, Blocked> {
    if !board.has_puzzle() {
        return Err(Blocked::Empty);
    }
    let wrong = solution.map_or_else(Vec::new, |solution| differing(board, solution));
    if !wrong.is_empty() && clashes.is_empty() {
        return Err(Blocked::Wrong(wrong));
    }
    if !clashes.is_empty() {
        return Err(Blocked::Clashes(clashes.to_vec()));
    }
    if board.grid().filled() == CELLS {
        return Err(Blocked::Solved);
    }
    Ok(Ready {
        multiple: false,
        on: logic_board(board),
        steppable: false,
    })
}

/// A board checked by [`check`]: the engine may be asked for its step.
#[derive(Clone, Debug, PartialEq)]
pub struct Ready {
    /// The puzzle has more than one solution.
    pub multiple: bool,
    /// The engine's board the step is to be found on.
    pub on: logic::Board,
    /// Whether Step can apply the step found (classic rules).
    pub steppable: bool,
}

impl Ready {
    /// The step found on this board.
    pub fn found(&self, step: ShownStep) -> Found {
        Found {
            step,
            multiple: self.multiple,
            on: self.on,
            steppable: self.steppable,
        }
    }
}

/// What the puzzle worker is asked for a Hint, a Step or Skip to it: the
/// board as the engine sees it (its digits and the candidates removed by
/// the steps taken) and, for Skip to it, the technique to go to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ask {
    /// Every digit on the board.
    pub grid: Grid,
    /// The candidates removed by the steps taken: (cell, digit).
    #[serde(default)]
    pub eliminations: Vec<(usize, u8)>,
    /// Skip to it: the steps are taken up to the first that uses this
    /// technique (as the hints name it).
    #[serde(default)]
    pub until: Option<RatedTechnique>,
    /// A killer's rules, as the project's line of its puzzle (the hints of
    /// a killer or killer-X; `None` for classic Sudoku).
    #[serde(default)]
    pub rules: Option<String>,
}

impl Ask {
    /// The question for `board`: its next step, or (with `until`) the
    /// steps up to the technique's first use.
    pub fn of(board: &Sheet, until: Option<RatedTechnique>) -> Ask {
        #[cfg(feature = "variants")]
        let rules = (board.rules().variant().has_cages())
            .then(|| super::variant::line(board))
            .flatten();
        #[cfg(not(feature = "variants"))]
        let rules = None;
        Ask {
            grid: *board.grid(),
            eliminations: board.progress().eliminations().collect(),
            until,
            rules,
        }
    }

    /// The board after `step` (as [`Sheet::with_step`] does to a sheet).
    fn take(&mut self, step: &Step) {
        for &(cell, digit) in &step.placements {
            if cell < CELLS && (1..=9).contains(&digit) && self.grid.get(cell) == 0 {
                self.grid.set(cell, digit);
            }
        }
        self.eliminations.extend(step.eliminations.iter().copied());
    }

    /// The engine's board asked about (as [`logic_board`] of the sheet).
    fn board(&self) -> logic::Board {
        let mut out = logic::Board::from_grid(&self.grid);
        for &(cell, digit) in &self.eliminations {
            out.eliminate(cell, digit);
        }
        out
    }
}

/// What the page asked the puzzle worker for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Hint: the next step, shown, not applied.
    Hint,
    /// Step: the next step, applied.
    Step,
    /// Skip to it: the steps up to the technique's first use are applied,
    /// and that step is shown as a hint.
    SkipTo(RatedTechnique),
    /// The hint shown, asked for again in the language now spoken (the
    /// worker words it): the same step, shown as far as it was.
    Again(Level),
}

/// A Hint, Step or Skip to it the puzzle worker is answering.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    /// The job's number.
    pub job: JobId,
    /// What was asked.
    pub asked: Asked,
    /// The board checked, as it was asked about: an answer for another
    /// board is dropped.
    pub ready: Ready,
}

impl Pending {
    /// The worker's question.
    pub fn ask(&self, board: &Sheet) -> Ask {
        let until = match self.asked {
            Asked::SkipTo(technique) => Some(technique),
            Asked::Hint | Asked::Step | Asked::Again(_) => None,
        };
        Ask::of(board, until)
    }
}

/// The answer to an [`Ask`] (in the puzzle worker), as the page shows it
/// ([`shown`]): see [`steps_for`].
pub fn answer(ask: &Ask) -> Vec<ShownStep> {
    #[cfg(feature = "variants")]
    if let Some(line) = &ask.rules {
        return killer_step(ask, line).into_iter().collect();
    }
    steps_for(ask).iter().map(shown).collect()
}

/// The next step of a killer (its rules read from `line`) on `ask`'s
/// board, by the solver crate's killer techniques: `None` when none
/// applies, or the line does not read (the page made it; Skip to it knows
/// classic techniques only).
#[cfg(feature = "variants")]
fn killer_step(ask: &Ask, line: &str) -> Option<ShownStep> {
    use sudoku_solver::logic::killer;
    use sudoku_solver::rules::Puzzle;
    if ask.until.is_some() {
        return None;
    }
    let rules = Puzzle::parse(line).ok()?.rules().clone();
    let puzzle = Puzzle::new(ask.grid, rules);
    let mut board = killer::board(&puzzle);
    for &(cell, digit) in &ask.eliminations {
        board.eliminate(cell, digit);
    }
    killer::next_step(&puzzle, &board).map(|step| words_killer::shown_killer(&step))
}

/// The steps that answer `ask`: the next step, alone; for Skip to it, the
/// steps taken up to the technique's first use and that step last. Empty
/// when no technique applies (or, for Skip to it, when the hints finish or
/// get stuck without the technique).
pub fn steps_for(ask: &Ask) -> Vec<Step> {
    let Some(until) = ask.until else {
        return logic::next_step(&ask.board()).into_iter().collect();
    };
    let wanted = until.hint_techniques();
    let mut ask = ask.clone();
    let mut taken = Vec::new();
    // Every step places a digit or removes a candidate.
    for _ in 0..CELLS * 10 {
        let Some(step) = logic::next_step(&ask.board()) else {
            return Vec::new();
        };
        if wanted.contains(&step.technique) {
            taken.push(step);
            return taken;
        }
        ask.take(&step);
        taken.push(step);
    }
    Vec::new()
}

/// The steps saved with a board, taken again (in the puzzle worker) on the
/// board they start from, `grid` (its givens and entries): at most `count`
/// of [`replay_step`]'s, fewer when it has none.
pub fn replay(grid: &Grid, count: usize) -> Vec<ShownStep> {
    let mut ask = Ask {
        grid: *grid,
        eliminations: Vec::new(),
        until: None,
        rules: None,
    };
    let mut taken = Vec::new();
    while taken.len() < count.min(CELLS * 10) {
        let Some(step) = replayed(&ask) else {
            break;
        };
        ask.take(&step);
        taken.push(shown(&step));
    }
    taken
}

/// The step a saved board's steps are taken again with, on load: the
/// engine's easiest step on the board as it is (entries included, right or
/// wrong), so a board saved with a wrong entry still loads. `None` on an
/// empty or full board, or when no technique applies.
pub fn replay_step(board: &Sheet) -> Option<ShownStep> {
    replayed(&Ask::of(board, None)).as_ref().map(shown)
}

/// `step` as the page keeps it: what it changes and highlights, where its
/// first hint points ([`hint::focus`]) and its words ([`words`], in the
/// language in use), made here (in the puzzle worker) so that the page's
/// module has neither.
pub fn shown(step: &Step) -> ShownStep {
    ShownStep {
        name: words::technique_name(step.technique),
        key: words::technique_key(step.technique).to_string(),
        focus: hint::focus(step),
        units: step.units.clone(),
        cells: step.cells.clone(),
        placements: step.placements.clone(),
        eliminations: step.eliminations.clone(),
        why: words::why(step),
        changes: words::changes(step, words::Tense::Present),
        changed: words::changes(step, words::Tense::Past),
        summary: words::summary(step),
        lang: crate::model::lang::lang().tag().to_string(),
    }
}

/// [`replay_step`] on the engine's view of a board.
fn replayed(ask: &Ask) -> Option<Step> {
    let filled = ask.grid.filled();
    if filled == 0 || filled == CELLS {
        return None;
    }
    logic::next_step(&ask.board())
}

/// The reader's entries that differ from the one solution of the givens
/// (none when there are no entries or no single solution).
fn wrong_entries(board: &Sheet) -> Vec<(usize, u8)> {
    let entries = board.entries();
    if entries.filled() == 0 {
        return Vec::new();
    }
    let Ok(solution) = play::solution(&board.puzzle()) else {
        return Vec::new();
    };
    differing(board, &solution)
}

/// The reader's entries that differ from `solution`.
fn differing(board: &Sheet, solution: &Grid) -> Vec<(usize, u8)> {
    let entries = board.entries();
    (0..CELLS)
        .filter(|&i| entries.get(i) != 0 && entries.get(i) != solution.get(i))
        .map(|i| (i, entries.get(i)))
        .collect()
}

/// A step found by [`next`].
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The step.
    pub step: ShownStep,
    /// The puzzle has more than one solution.
    pub multiple: bool,
    /// The engine's board the step was found on (lets Step reuse a Hint).
    pub on: logic::Board,
    /// Whether Step can apply it (a killer's hint it cannot: Step knows
    /// classic rules only).
    pub steppable: bool,
}

/// What Hint, Step and the steps list report (the status line and the
/// highlight on the board are derived from it).
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    /// Hint: the next step, not applied, shown up to `level`.
    Hint {
        /// The step.
        found: Box<Found>,
        /// How much of it is shown.
        level: Level,
    },
    /// Step applied the step numbered `number` (1-based).
    Stepped {
        /// Its number in the steps list.
        number: usize,
        /// The step.
        step: ShownStep,
        /// The puzzle has more than one solution.
        multiple: bool,
    },
    /// A step of the list, selected to see it again.
    Review {
        /// Its number in the steps list (1-based).
        number: usize,
        /// The step.
        step: ShownStep,
    },
    /// The step shown from the list was selected again: nothing shown.
    Unreviewed,
    /// Hint or Step found no step.
    Blocked(Blocked),
}

impl Note {
    /// The step to highlight on the board, if any.
    pub fn step(&self) -> Option<&ShownStep> {
        match self {
            Note::Hint { found, .. } => Some(&found.step),
            Note::Stepped { step, .. } | Note::Review { step, .. } => Some(step),
            Note::Unreviewed | Note::Blocked(_) => None,
        }
    }

    /// The step a Hint shows, if it was found on `board` (so Step can
    /// apply it without searching again).
    pub fn hint_on(&self, board: &logic::Board) -> Option<&Found> {
        match self {
            Note::Hint { found, .. } if found.on == *board => Some(found),
            _ => None,
        }
    }

    /// What the board highlights: a hint as far as it is shown, any other
    /// step whole.
    pub fn marks(&self) -> Option<Marks> {
        match self {
            Note::Hint { found, level } => Some(hint::marks(&found.step, *level)),
            _ => self.step().map(Marks::of_step),
        }
    }

    /// The level of the hint shown, if a hint is shown.
    pub fn hint_level(&self) -> Option<Level> {
        match self {
            Note::Hint { level, .. } => Some(*level),
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
