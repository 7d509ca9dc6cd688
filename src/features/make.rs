//! New puzzles: [`run`] makes one of a chosen [`Level`] in the puzzle
//! worker (the solver crate's generator), and [`Maker`] is what the page
//! knows: the level chosen and the puzzle being made.

use super::lanes::JobId;
use super::practise::technique_key;
use super::rate::Difficulty;
use crate::model::lang::t;
use crate::t;
use serde::{Deserialize, Serialize};
use sudoku_solver::date::Date;
use sudoku_solver::generate::{
    daily_with_progress, generate_with_progress, practise_with_progress, GenerateError,
    GenerateOptions, Generated, Symmetry,
};
use sudoku_solver::rating::{Level, RatedTechnique};
use sudoku_solver::{Flow, Grid};

/// A puzzle the worker made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewPuzzle {
    /// The givens (exactly one solution).
    pub puzzle: Grid,
    /// How hard it is (the level asked for).
    pub difficulty: Difficulty,
    /// Candidate puzzles tried on the way.
    pub tries: u64,
}

/// Makes a puzzle of `level` from `seed` (the same seed, the same puzzle),
/// symmetric under a half turn as newspaper puzzles are. `progress` hears
/// the count of candidates tried; [`Flow::Stop`] gives up. With a
/// `technique`, the puzzle is one for practising it instead (the solver
/// crate's [`practise`](sudoku_solver::generate::practise), whatever its
/// level).
pub fn run(
    level: Level,
    seed: u64,
    technique: Option<RatedTechnique>,
    progress: &mut dyn FnMut(u64) -> Flow,
) -> Result<NewPuzzle, String> {
    let options = GenerateOptions {
        level,
        symmetry: Symmetry::Rotational,
        seed,
    };
    let made = match technique {
        Some(technique) => practise_with_progress(technique, seed, progress),
        None => generate_with_progress(&options, progress),
    };
    made.map(new_puzzle).map_err(|err| reason(&err))
}

/// Makes the puzzle of `date` at `level` (Today's puzzle): the solver
/// crate's [`daily`](sudoku_solver::generate::daily), the same on every
/// device and in the CLI's `sudoku daily`. `progress` as for [`run`].
pub fn daily(
    date: Date,
    level: Level,
    progress: &mut dyn FnMut(u64) -> Flow,
) -> Result<NewPuzzle, String> {
    daily_with_progress(date, level, progress)
        .map(new_puzzle)
        .map_err(|err| reason(&err))
}

/// Why no puzzle was made, in the language in use (after "No new hard
/// puzzle could be made: ").
fn reason(err: &GenerateError) -> String {
    match err {
        GenerateError::Cancelled => t!("status-make-cancelled"),
        // The technique's name in the language, by its stable key (the
        // message `crate::text::names::technique_name` reads).
        GenerateError::Unavailable(technique) => {
            let name = t(&format!("technique-{}", technique_key(*technique)));
            t!("status-make-unavailable", technique = name.as_str())
        }
    }
}

/// What the page knows of a puzzle the generator made.
fn new_puzzle(made: Generated) -> NewPuzzle {
    NewPuzzle {
        puzzle: made.puzzle,
        difficulty: Difficulty::of(&made.rating),
        tries: made.tries,
    }
}

/// A puzzle being made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Making {
    /// The job.
    pub job: JobId,
    /// The level asked for.
    pub level: Level,
    /// The seed (0 for the day's puzzle, which the date makes).
    pub seed: u64,
    /// Candidates tried so far.
    pub tries: u64,
    /// The day, when this is the day's puzzle (Today's puzzle).
    pub daily: Option<Date>,
    /// The technique, when this is a puzzle for practising it (Practise).
    pub practise: Option<RatedTechnique>,
}

/// The New puzzle part of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Maker {
    /// The level of the next new puzzle.
    pub level: Level,
    /// The puzzle being made, if any.
    pub making: Option<Making>,
    /// The technique of the next Practise.
    pub technique: RatedTechnique,
    /// The last puzzle for practising loaded: its technique and givens.
    pub practised: Option<(RatedTechnique, Grid)>,
}

impl Default for Maker {
    fn default() -> Self {
        Maker {
            level: Level::Medium,
            making: None,
            technique: RatedTechnique::XWing,
            practised: None,
        }
    }
}

impl Maker {
    /// Starts making a puzzle of the chosen level as job `job`.
    pub fn start(&mut self, job: JobId, seed: u64) {
        self.making = Some(Making {
            job,
            level: self.level,
            seed,
            tries: 0,
            daily: None,
            practise: None,
        });
    }

    /// Starts making a puzzle for practising the chosen technique as job
    /// `job`.
    pub fn start_practise(&mut self, job: JobId, seed: u64) {
        self.making = Some(Making {
            job,
            level: self.level,
            seed,
            tries: 0,
            daily: None,
            practise: Some(self.technique),
        });
    }

    /// Starts making the puzzle of `date` at the chosen level as job `job`.
    pub fn start_daily(&mut self, job: JobId, date: Date) {
        self.making = Some(Making {
            job,
            level: self.level,
            seed: 0,
            tries: 0,
            daily: Some(date),
            practise: None,
        });
    }

    /// The count of candidates tried by job `job` so far.
    pub fn progress(&mut self, job: JobId, tries: u64) {
        if let Some(making) = self.making.as_mut().filter(|m| m.job == job) {
            making.tries = making.tries.max(tries);
        }
    }

    /// Ends job `job`; `false` when it was not the one running.
    pub fn finish(&mut self, job: JobId) -> bool {
        if self.making.is_some_and(|m| m.job == job) {
            self.making = None;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::lang::{speak, Lang};
    use std::rc::Rc;

    /// The German catalogue, read from its source.
    fn german() -> Rc<sudoku_i18n::Catalogue> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/i18n/ftl/de");
        let mut all = sudoku_i18n::Catalogue::default();
        for entry in std::fs::read_dir(dir).expect("the German catalogue") {
            let path = entry.expect("a file").path();
            if path.extension().is_some_and(|e| e == "ftl") {
                let source = std::fs::read_to_string(&path).expect("a catalogue file");
                all.merge(sudoku_i18n::Catalogue::parse(&source).expect("Fluent"));
            }
        }
        Rc::new(all)
    }

    #[test]
    fn no_practise_puzzle_names_the_technique_in_the_language() {
        let unavailable = GenerateError::Unavailable(RatedTechnique::HiddenSingleLine);
        assert_eq!(
            reason(&unavailable),
            "no puzzle for practising Hidden Single (row or column) can be made: \
             none of the puzzles searched needed it as their hardest step"
        );
        // This test's thread only: each test runs on its own.
        speak(
            Lang::De,
            german(),
            Vec::new(),
            Rc::new(sudoku_i18n::English),
        );
        assert_eq!(
            reason(&unavailable),
            "für „Versteckter Single (Zeile oder Spalte)“ lässt sich kein Übungsrätsel \
             erstellen: Keines der durchsuchten Rätsel brauchte diese Technik als \
             schwierigsten Schritt"
        );
    }
}
