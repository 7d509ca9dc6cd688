//! Variants: the rules a puzzle is solved under (houses and cages), the
//! text forms that carry them, and the checks that keep them sound.
//!
//! * `variant.rs`: [`Variant`], the kinds of puzzle and their stable names.
//! * `houses.rs`: [`Houses`], the groups of nine cells that hold 1-9 once,
//!   and the peers of each cell.
//! * `cage.rs`: [`Cage`], and the tables of digit combinations per sum.
//! * `check.rs`: the checks of cages, regions and solutions.
//! * `parse.rs` and `text.rs`: reading and writing the text forms (the
//!   killer short form, SumoCue's long form and the project's own line).
//! * `error.rs`: [`RulesError`], every message naming its cage or region.
//! * `fpuzzles.rs` ([`fpuzzles`]): f-puzzles links; read with the crate's
//!   `fpuzzles` feature (lz-str and serde_json), told apart always.
//!
//! ```
//! use sudoku_solver::rules::{Puzzle, Variant};
//! use sudoku_solver::{solve_puzzle, Algorithm, Options, Verdict};
//!
//! // A killer in the short form: sums at the heads, arrows elsewhere.
//! let short = "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^";
//! let puzzle = Puzzle::parse(short)?;
//! assert_eq!(puzzle.rules().variant(), Variant::Killer);
//! assert_eq!(puzzle.rules().cages()[0].sum, 16);
//! // The project's own line carries the same puzzle.
//! assert_eq!(Puzzle::parse(&puzzle.to_line())?, puzzle);
//! let out = solve_puzzle(&puzzle, Algorithm::Fast, &Options::default());
//! assert_eq!(out.verdict, Verdict::Unique);
//! assert!(puzzle.is_solved_by(&out.solution.expect("a solution")));
//! # Ok::<(), sudoku_solver::rules::RulesError>(())
//! ```

mod cage;
mod check;
mod error;
pub mod fpuzzles;
mod houses;
mod parse;
mod text;
mod variant;

pub use cage::{combinations, mask_sum, sum_range, Cage};
pub use error::{short_name, RulesError};
pub use houses::{box_regions, HouseKind, Houses, WINDOKU_CORNERS};
pub use variant::{UnknownVariant, Variant};

use crate::geometry::CELLS;
use crate::grid::Grid;

/// The rules of a puzzle: its variant, its regions (the boxes, or the
/// jigsaw's) and its cages. Always valid: built only by [`Rules::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    variant: Variant,
    regions: [u8; CELLS],
    cages: Vec<Cage>,
    cage_of: [u8; CELLS],
    houses: Houses,
}

impl Rules {
    /// The classic rules: rows, columns, boxes.
    pub fn classic() -> Rules {
        Rules::build(
            Variant::Classic,
            box_regions(),
            Vec::new(),
            [check::NO_CAGE; CELLS],
        )
    }

    /// Rules of `variant` with jigsaw `regions` (`regions[cell]` in 0..9;
    /// only for jigsaw, which needs them) and `cages` (only for killer and
    /// killer-X). Cages are checked in the order given and numbered from 1
    /// in errors; they are then kept in the order of their heads.
    pub fn new(
        variant: Variant,
        regions: Option<[u8; CELLS]>,
        mut cages: Vec<Cage>,
    ) -> Result<Rules, RulesError> {
        if !cages.is_empty() && !variant.has_cages() {
            return Err(RulesError::Mismatch {
                message: "only killer and killer-x puzzles have cages",
            });
        }
        let regions = match (variant, regions) {
            (Variant::Jigsaw, Some(r)) => {
                if r.iter().any(|&v| v > 8) {
                    return Err(RulesError::Mismatch {
                        message: "a region is numbered 0-8",
                    });
                }
                check::regions(&r)?;
                r
            }
            (Variant::Jigsaw, None) => {
                return Err(RulesError::Mismatch {
                    message: "a jigsaw needs its nine regions",
                })
            }
            (_, Some(_)) => {
                return Err(RulesError::Mismatch {
                    message: "only jigsaw puzzles have regions",
                })
            }
            (_, None) => box_regions(),
        };
        check::cages(&cages)?;
        cages.sort_by_key(Cage::head);
        let cage_of = check::cages(&cages)?;
        Ok(Rules::build(variant, regions, cages, cage_of))
    }

    fn build(
        variant: Variant,
        regions: [u8; CELLS],
        cages: Vec<Cage>,
        cage_of: [u8; CELLS],
    ) -> Rules {
        Rules {
            variant,
            houses: Houses::new(variant, &regions),
            regions,
            cages,
            cage_of,
        }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Each cell's box, or in jigsaw its region (0..9).
    pub fn regions(&self) -> &[u8; CELLS] {
        &self.regions
    }

    /// The cages, in the order of their heads.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The index in [`Rules::cages`] of the cage holding `cell`, if any.
    pub fn cage_of(&self, cell: usize) -> Option<usize> {
        match self.cage_of.get(cell) {
            Some(&c) if c != check::NO_CAGE => Some(c as usize),
            _ => None,
        }
    }

    /// The houses: rows, columns, regions and the variant's extra houses.
    pub fn houses(&self) -> &Houses {
        &self.houses
    }

    /// True when `grid` is full and keeps every rule.
    pub fn is_solved_by(&self, grid: &Grid) -> bool {
        check::solved_by(self, grid)
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::classic()
    }
}

/// A puzzle of any variant: its givens and its rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    givens: Grid,
    rules: Rules,
}

impl Puzzle {
    /// A puzzle of `givens` under `rules`.
    pub fn new(givens: Grid, rules: Rules) -> Puzzle {
        Puzzle { givens, rules }
    }

    /// A classic puzzle.
    pub fn classic(givens: Grid) -> Puzzle {
        Puzzle::new(givens, Rules::classic())
    }

    /// Reads any form: the project's own line (`killer:`, `killer-x:`,
    /// `x:`, `windoku:`, `jigsaw:`, `classic:`), SumoCue's long killer form
    /// (`3x3:`), the killer short form (81 sums and arrows) or classic
    /// text. Text after whitespace following a one-line form is ignored.
    /// An f-puzzles link or its bare value ([`fpuzzles::load_value`]) is
    /// read with the `fpuzzles` feature and refused, saying so, without.
    pub fn parse(text: &str) -> Result<Puzzle, RulesError> {
        parse::puzzle(text)
    }

    /// The givens.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// True when `solution` keeps the givens and every rule.
    pub fn is_solved_by(&self, solution: &Grid) -> bool {
        self.givens.is_completed_by(solution) && self.rules.is_solved_by(solution)
    }

    /// The project's own line: the classic 81-character line for classic
    /// puzzles, else `<variant>:<givens>` and the variant's parts
    /// (docs/variants.md).
    pub fn to_line(&self) -> String {
        text::line(self)
    }

    /// The killer short form (81 sums and arrows), for a killer puzzle
    /// without givens whose cages are connected (diagonal steps allowed),
    /// at least one of two cells or more whose arrows are not all `.` (so
    /// that the line has an arrow that is no classic empty cell and does
    /// not read as classic); a cell in no cage is written as a head of sum
    /// 0. `None` otherwise.
    pub fn to_short_killer(&self) -> Option<String> {
        text::short_killer(self)
    }

    /// SumoCue's long form (`3x3:<d>:k:` and 81 numbers), for a killer or
    /// killer-X puzzle without givens; `None` otherwise.
    pub fn to_sumocue(&self) -> Option<String> {
        text::sumocue(self)
    }
}

impl std::str::FromStr for Puzzle {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Puzzle, RulesError> {
        Puzzle::parse(s)
    }
}
