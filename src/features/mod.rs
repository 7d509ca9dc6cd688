//! What the page can do with a puzzle, as pure logic on top of the solver
//! crate and the [`crate::model`]: no Yew, no `web-sys`, tested natively.
//!
//! * [`solve`]: runs a search for the page and packages its numbers.
//! * [`explain`]: Hint and Step (the next logical step, or why there is
//!   none) and the pencil marks of a sheet.
//! * [`reword`]: the steps taken, worded again in another language.
//! * [`hint`]: hints that teach, in three levels (where to look, the
//!   cells, the answer).
//! * [`link`]: the puzzle link (`0` for empty cells) and the progress code.
//! * [`marks`]: what the highlighted step marks in each cell.
//! * [`play`]: the solution Check and Reveal compare with; the tally of a game.
//! * [`compare`]: the four algorithms on one puzzle, for the Compare table.
//! * [`rate`]: how hard the board's puzzle is (run in the puzzle worker).
//! * [`make`]: New puzzle of a chosen level (run in the puzzle worker).
//! * [`practise`]: the techniques to practise, and skipping to the first
//!   use of one.
//! * [`photo`]: the puzzle read from a photo, checked and corrected before
//!   it is used (read in the reader worker).
//! * [`camera`]: the live camera's reading handed to the photo's preview,
//!   its frame rate, why it stopped and where its cells lie in the frame.
//! * [`batch`], [`batch_stats`]: a whole file of puzzles solved in the
//!   puzzle worker (the Batch panel), and its numbers.
//! * [`stats`]: the puzzles finished by hand, per level, and the daily streak.
//! * [`saved`]: the saved state's data, its bytes, and the reading of
//!   older pages' JSON (run in the puzzle worker).
//! * [`variant`]: variants on the page: their text, their one solution and
//!   what breaks their rules on the board; `rules_error` (variants module
//!   only): why a variant's text or rules could not be read, worded.
//! * [`lang`]: which language the page speaks on opening.
//! * [`jobs`]: work for the workers, and running it; [`lanes`]: where jobs
//!   run and how they are numbered.

pub mod batch;
pub mod batch_stats;
#[cfg(feature = "variants")]
pub mod cage_combinations;
pub mod camera;
pub mod checkpoint;
pub mod compare;
pub mod explain;
pub mod hint;
pub mod jigsaw_drawing;
pub mod jobs;
pub mod lanes;
pub mod lang;
pub mod link;
pub mod make;
pub mod marks;
pub mod photo;
pub mod play;
pub mod practise;
pub mod rate;
pub mod reword;
#[cfg(feature = "variants")]
pub mod rules_error;
pub mod saved;
pub mod solve;
pub mod stats;
pub mod variant;
