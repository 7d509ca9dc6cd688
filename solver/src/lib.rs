//! Sudoku solvers, from the tutorial's backtracking to a production bitboard
//! solver, with the numbers that show the difference.
//!
//! * [`Grid`]: parse the 81-character line form or a pasted 9x9 layout, print
//!   it back; errors say what was wrong and where.
//! * [`clashes`]: every digit repeated in a row, column or box.
//! * [`solve`] with an [`Algorithm`]: counts solutions up to two (proving
//!   uniqueness) or stops at the first, reports calls, guesses and
//!   backtracks, honours a call budget and a progress hook that can cancel.
//! * [`logic`]: solve the way a person does, one explained [`Step`] at a
//!   time, with pencil marks.
//! * [`rating`]: how hard a puzzle is on Sudoku Explainer's scale
//!   ([`rating::rate`]: score, level, hardest technique).
//! * [`rules`]: variants (killer, killer-X, X, windoku, jigsaw): a
//!   [`rules::Puzzle`] is givens and [`rules::Rules`], read from and
//!   written to every form (docs/variants.md); [`solve_puzzle`] solves it
//!   with the same options and outcome as [`solve`].
//! * [`generate`](generate()): new puzzles with one solution at a chosen
//!   [`rating::Level`], with symmetric givens if asked ([`Symmetry`]),
//!   reproducible from a seed; [`generate_with_progress`] can be cancelled.
//!
//! The crate has no dependencies and compiles to `wasm32-unknown-unknown`;
//! the `serde` feature (off by default) adds `Serialize` and `Deserialize`
//! to [`Grid`], [`Algorithm`], [`Mode`], [`Verdict`], [`Stats`] and the
//! rating's [`rating::Rating`], [`rating::Score`], [`rating::Level`] and
//! [`rating::RatedTechnique`], and to the generator's [`Symmetry`],
//! [`GenerateOptions`] and [`Generated`].
//!
//! # Where things are
//!
//! Each piece of knowledge is written once, in the file named after it:
//!
//! * `geometry.rs` ([`geometry`]): cells, rows, columns, boxes, the 27
//!   [`Unit`]s, the peers of each cell, cell names ("row 4, column 6").
//! * `digits.rs`: [`Digits`], a set of digits 1..=9 (candidates).
//! * `parse.rs`: reading puzzle text leniently, [`ParseError`];
//!   `grid.rs`: the [`Grid`] itself, its checks and its printing.
//! * `clash.rs`: [`clashes`], digits repeated in a unit.
//! * `stats.rs`: [`Options`], [`Outcome`], [`Stats`], [`Verdict`] and the
//!   book-keeping every search shares (calls, budget, progress hook).
//! * `algo/`: the four searches behind [`solve`], one file each (`naive.rs`,
//!   `candidates.rs`, `propagation.rs`) and the production bitboard solver
//!   in `fast/` (its search, tables, state, propagation, triads and
//!   guessing); `algo/variant/`: the four under a variant's rules
//!   ([`solve_puzzle`]), the fast one in `variant/fast/` (its plan of
//!   constraints with the rule of 45, propagation, guessing).
//! * `rules/` ([`rules`]): the variants, their houses, cages and
//!   combination tables, the checks, the text forms and their errors.
//! * `logic/`: the technique engine: `board.rs` (pencil marks), `step.rs`
//!   (techniques, steps and the pattern each step saw), one file per
//!   technique, and `words.rs`, every English sentence of the engine.
//! * `rating/`: the rating ([`rating::rate`]), SE's order of techniques and
//!   base ratings, the direct techniques and the scores of chains.
//! * `generate/` ([`mod@generate`]): the puzzle generator: its seeded random
//!   numbers, complete grids, symmetries, removing givens, the singles
//!   filter and the check of a candidate's level.
//! * `words.rs` ([`words`]): numbers for people ("4,428 calls").
//!
//! ```
//! use sudoku_solver::{solve, Algorithm, Grid, Mode, Options, Verdict};
//!
//! let puzzle = Grid::parse(
//!     "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....",
//! )?;
//! let options = Options { mode: Mode::First, ..Options::default() };
//! let out = solve(&puzzle, Algorithm::Naive, &options);
//! assert_eq!(out.verdict, Verdict::Solved);
//! assert_eq!(out.stats.calls, 52);
//! let solution = out.solution.expect("a solution");
//! assert!(solution.is_solved() && puzzle.is_completed_by(&solution));
//!
//! // The same puzzle step by step, explained.
//! let step = sudoku_solver::next_step(&sudoku_solver::Board::from_grid(&puzzle))
//!     .expect("a first step");
//! assert_eq!(step.summary(), "Naked single: 3 in row 1, column 2");
//! # Ok::<(), sudoku_solver::ParseError>(())
//! ```

// Unsafe code only where a module allows it (the fast solver calls its
// copy compiled for newer instruction sets only after checking them).
#![deny(unsafe_code)]
#![warn(missing_docs)]

mod algo;
mod clash;
pub mod date;
#[cfg(any(test, feature = "reference"))]
pub mod differential;
mod digits;
pub mod generate;
pub mod geometry;
mod grid;
pub mod logic;
mod parse;
pub mod rating;
pub mod rules;
mod stats;
pub mod words;

pub use algo::variant::{solve_puzzle, solve_puzzle_with_progress};
pub use algo::{solve, solve_with_progress, Algorithm, UnknownAlgorithm};
pub use clash::{clash_mask, clashes, has_clash, Clash};
pub use digits::{Digits, DigitsIter};
pub use generate::{
    generate, generate_with_progress, GenerateError, GenerateOptions, Generated, Symmetry,
};
pub use geometry::{Unit, CELLS};
pub use grid::Grid;
pub use logic::{logical_solve, next_step, Board, LogicalSolve, Step, Technique};
pub use parse::ParseError;
pub use stats::{Flow, Mode, Options, Outcome, Stats, Verdict};
