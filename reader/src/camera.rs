//! Reading a live camera, frame after frame ([`Camera`]): each frame's
//! grid is found and its cells classified as for a photo, and each cell's
//! reading is then voted over the last [`VOTED_FRAMES`] frames, weighted
//! by the classifier's confidence (its probabilities are averaged), so a
//! frame blurred by a shaking hand or crossed by a shadow is outvoted by
//! the others. A frame that saw no ink in a cell votes for an empty cell
//! with half a vote: blur loses faint print, and a reading that lost a
//! few digits often still has one solution, so it would lock wrong. The
//! voted reading is corrected as a photo's is (one or two doubtful cells,
//! to give one solution), and it is locked once the same
//! reading with exactly one solution, every cell backed by the votes
//! ([`LOCK_CONFIDENCE`]), has been voted in [`LOCK_AFTER`] frames in a
//! row, on a frame that reads it itself ([`BACKING`]): the lock
//! ([`Lock`]) carries that frame's corners with the solution, so the
//! solution is drawn through the corners its digits were read through,
//! never through those of a frame whose search went wrong (its own
//! reading outvoted). It also carries how sure the frames that read the
//! locked reading themselves are of each cell ([`Lock::confidence`]): a
//! frame read through wrong corners or in the wrong quarter turn names
//! other cells' ink in every cell, and though outvoted it would make a
//! well-read grid's every digit look doubtful.
//!
//! Once the grid's orientation has been the same in [`LOCK_AFTER`] frames
//! in a row, the frames are read in that orientation only (a quarter of
//! the classifier's work). Losing the grid for [`FORGET_AFTER`] frames
//! forgets the votes and the orientation: the paper moved away, and the
//! next grid may be another puzzle, whose digits must not be mixed with
//! the last one's. The advice to move closer or back switches from one to
//! the other only when seen in two frames in a row, so a blurry page whose
//! grid is found whole in one frame and in part in the next is not told
//! both in turn.

use crate::correct::Probabilities;
use crate::{committed_model, straightened, straightened_within, turn, CellRead, GrayImage};
use std::collections::VecDeque;
use sudoku_solver::{solve, Algorithm, Options, Verdict};

/// The frames each cell's reading is voted over.
pub const VOTED_FRAMES: usize = 8;
/// The frames in a row that must vote the same reading with one solution
/// before it is locked (and the frames that fix the orientation).
pub const LOCK_AFTER: usize = 3;
/// The longer side of the frame the grid is looked for in first: a
/// photo's grid is looked for at 800 pixels, a frame's at this (a third
/// of the time for a 640 x 480 frame; the votes of many frames make up
/// for the coarser corners), and at full size when nothing is found.
const FIND_SIDE: usize = 400;
/// The weight of a frame's vote for an empty cell when it saw no ink
/// there, against 1 for a frame that saw ink: a shaking hand's blur loses
/// faint print, so a frame without ink is weaker evidence than a frame
/// with a digit (ink that is no digit, a stain or a bit of line, is voted
/// "no digit" by the classifier itself).
const INKLESS_VOTE: f32 = 0.5;
/// A reading is locked only if every cell's voted confidence is at least
/// this. The correction (one or two doubtful cells changed to give one
/// solution) can pick a digit the classifier gave almost no probability:
/// on the camera-like videos of the photo collection, the three locks
/// with a wrong solution each had such a cell (confidence 0.00), while
/// the digits lost to blur, whose puzzles kept their one solution, were
/// voted empty with 0.28 or more (docs/camera.md).
pub const LOCK_CONFIDENCE: f32 = 0.1;
/// A frame reads the voted reading itself when its own likeliest class
/// names at least this share of the reading's digits: such a frame's
/// corners are the ones the digits were read through. A frame whose grid
/// search went wrong (the corners of a part of the grid, or a turn other
/// than the votes') reads few of them, though the other frames' votes
/// keep the reading; blur costs a frame that found the grid a few digits
/// at most.
pub const BACKING: f32 = 0.5;
/// The frames in a row without a grid that forget the votes.
const FORGET_AFTER: usize = 3;
/// A grid whose sides are shorter than this share of the frame's shorter
/// side is too far away to read well.
const CLOSE_ENOUGH: f32 = 0.4;
/// A corner nearer the frame's edge than this share of its shorter side
/// may have part of the grid cut off.
const EDGE: f32 = 0.01;
/// A corner that moved more than this share of the grid's side since the
/// last frame means a shaking camera.
const STILL_ENOUGH: f32 = 0.05;
/// The search calls the check of one voted reading may make.
const CHECK_CALLS: u64 = 50_000;

/// What the page should tell the person holding the camera.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Advice {
    /// No grid in the frame.
    NoGrid,
    /// The grid is small in the frame: move the camera closer. (Said after
    /// "move back" only when seen in two frames with a grid in a row, and
    /// the other way round.)
    MoveCloser,
    /// The grid touches the frame's edge, so part of it may be cut off:
    /// move the camera back (such a frame is not voted).
    MoveBack,
    /// The grid moved since the last frame: hold the camera still.
    HoldStill,
    /// The grid is being read.
    Reading,
}

/// A grid's corners in a frame: top-left, top-right, bottom-right,
/// bottom-left (as in [`crate::Reading::corners`], upright).
pub type Corners = [(f32, f32); 4];

/// A locked reading: the puzzle's one solution with the corners of the
/// grid in the frame it was locked on, a frame that read the locked
/// digits itself through those corners. One value, so the solution is
/// never drawn through another frame's corners.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Lock {
    /// Where the solution is drawn: the grid's corners in the frame the
    /// reading was locked on.
    pub corners: Corners,
    /// The puzzle's solution: 81 digits.
    pub solution: String,
    /// How sure the frames that read the locked reading themselves are of
    /// each of its 81 cells, from 0 to 1: the mean of those frames'
    /// probabilities of the cell's value, weighted as in the vote (the
    /// module's documentation). What the page's preview marks as
    /// doubtful, unlike the vote's own confidence ([`Look::cells`]), which
    /// one frame read through the wrong corners or the wrong turn lowers
    /// in every cell.
    pub confidence: Vec<f32>,
}

/// What one frame showed, with the votes so far.
#[derive(Debug, Clone, PartialEq)]
pub struct Look {
    /// The grid's corners in the frame (as in [`crate::Reading::corners`],
    /// upright), if found: the outline to draw over the live picture.
    pub corners: Option<Corners>,
    /// What to tell the person holding the camera.
    pub advice: Advice,
    /// The voted reading, 81 cells (empty when nothing is voted yet).
    pub cells: Vec<CellRead>,
    /// How many frames in a row have voted this reading with one solution.
    pub stable: usize,
    /// Once the reading is locked: its solution and the corners to draw
    /// it through.
    pub lock: Option<Lock>,
    /// The locked solution alone (the same as `lock`'s), for callers that
    /// want only the digits.
    pub solution: Option<String>,
}

/// What one voted frame brings to the lock: the reading voted with it
/// (81 characters, `.` for an empty cell), that reading's solution when it
/// has exactly one and the votes back every cell, and the corners this
/// frame was read through, with whether its own reading backs the voted
/// one ([`BACKING`]).
#[derive(Debug, Clone, PartialEq)]
struct Sighting {
    line: String,
    solution: Option<String>,
    corners: Corners,
    backs: bool,
    /// Each cell's confidence for the lock (see [`Lock::confidence`]).
    confidence: Vec<f32>,
}

/// The lock's count: the last voted reading with one solution, and in how
/// many frames in a row it was voted.
#[derive(Debug, Default)]
struct Streak {
    last: Option<(String, usize)>,
}

impl Streak {
    /// Counts `seen` in: how many frames in a row have now voted its
    /// reading with one solution, and the lock, once [`LOCK_AFTER`] have
    /// and this frame backs the reading (its corners are the lock's).
    fn see(&mut self, seen: Sighting) -> (usize, Option<Lock>) {
        let stable = match (&seen.solution, self.last.take()) {
            (Some(_), Some((last, count))) if last == seen.line => count + 1,
            (Some(_), _) => 1,
            (None, _) => 0,
        };
        if stable > 0 {
            self.last = Some((seen.line, stable));
        }
        let lock = seen
            .solution
            .filter(|_| stable >= LOCK_AFTER && seen.backs)
            .map(|solution| Lock {
                corners: seen.corners,
                solution,
                confidence: seen.confidence,
            });
        (stable, lock)
    }
}

/// A live reading: feed it frames with [`Camera::look`].
#[derive(Debug, Default)]
pub struct Camera {
    /// Each voted frame's cell probabilities, newest last.
    frames: VecDeque<Vec<Probabilities>>,
    /// The best orientation of the last frames, newest last.
    turns: VecDeque<usize>,
    /// The orientation once known.
    fixed_turns: Option<usize>,
    /// The last grid's corners, as found (before turning).
    last_corners: Option<Corners>,
    /// Frames in a row without a grid.
    misses: usize,
    /// The last voted reading with one solution, and in how many frames in
    /// a row it was voted.
    streak: Streak,
    /// The advice about the camera's distance told last.
    told: Told,
}

/// The advice about the camera's distance ([`Advice::MoveCloser`],
/// [`Advice::MoveBack`]) told last, and the other one if seen once since:
/// on a blurry page the grid search can find the whole grid at the
/// frame's edge in one frame and a part of it, small, in the next, and
/// telling each frame's advice would alternate "move closer" and "move
/// back". The told advice switches to the other only when it is seen in
/// two frames with a grid in a row; a frame that reads the grid (neither
/// advice) forgets both.
#[derive(Debug, Default)]
struct Told {
    distance: Option<Advice>,
    other: Option<Advice>,
}

impl Told {
    /// What to tell for a frame whose own advice is `seen`.
    fn tell(&mut self, seen: Advice) -> Advice {
        match seen {
            Advice::MoveCloser | Advice::MoveBack => {
                let switch = self.distance.is_none_or(|d| d == seen) || self.other == Some(seen);
                if switch {
                    self.distance = Some(seen);
                    self.other = None;
                    seen
                } else {
                    self.other = Some(seen);
                    self.distance.unwrap_or(seen)
                }
            }
            // No grid: nothing said of the distance, the last advice holds.
            Advice::NoGrid => seen,
            Advice::HoldStill | Advice::Reading => {
                *self = Told::default();
                seen
            }
        }
    }
}

impl Camera {
    /// A camera that has seen nothing yet.
    pub fn new() -> Camera {
        Camera::default()
    }

    /// Reads one frame and votes it in; says what was seen, the reading
    /// voted so far and, once locked, the solution.
    pub fn look(&mut self, image: &GrayImage) -> Look {
        // The quick look at a shrunk frame, then (nothing found, or a grid
        // cut by the frame's edge: lines around a small grid can look like
        // one at that size) the frame at full size.
        let quick = straightened_within(image, FIND_SIDE)
            .ok()
            .map(|(found, straight)| {
                let advice = advice_for(image, &found, self.last_corners.as_ref());
                (found, straight, advice)
            })
            .filter(|(_, _, advice)| *advice != Advice::MoveBack);
        let Some((found, straight, advice)) = quick.or_else(|| {
            let (found, straight) = straightened(image).ok()?;
            let advice = advice_for(image, &found, self.last_corners.as_ref());
            Some((found, straight, advice))
        }) else {
            return self.missed();
        };
        self.misses = 0;
        self.last_corners = Some(found);
        let told = self.told.tell(advice);
        if advice == Advice::MoveBack {
            return self.unvoted(Some(found), told);
        }
        let Some(model) = committed_model() else {
            return self.look_of(found, false, told, Vec::new());
        };
        let (turns, corners, probabilities) =
            turn::read_turned(found, &straight, model, self.fixed_turns);
        self.note_turns(turns);
        self.frames.push_back(probabilities);
        while self.frames.len() > VOTED_FRAMES {
            self.frames.pop_front();
        }
        let voted = crate::name_cells(&self.voted());
        let backs = self
            .frames
            .back()
            .is_some_and(|own| reads_itself(own, &voted));
        self.look_of(corners, backs, told, voted)
    }

    /// A frame without a grid: after [`FORGET_AFTER`] of them the votes go.
    fn missed(&mut self) -> Look {
        self.misses += 1;
        self.last_corners = None;
        if self.misses >= FORGET_AFTER {
            *self = Camera {
                misses: self.misses,
                ..Camera::default()
            };
        }
        let told = self.told.tell(Advice::NoGrid);
        self.unvoted(None, told)
    }

    /// The look of a frame not voted: the votes so far, not locked.
    fn unvoted(&mut self, corners: Option<Corners>, advice: Advice) -> Look {
        let voted = if self.frames.is_empty() {
            Vec::new()
        } else {
            crate::name_cells(&self.voted())
        };
        Look {
            corners,
            advice,
            cells: voted,
            stable: 0,
            lock: None,
            solution: None,
        }
    }

    /// Keeps `turns` as the newest orientation; fixes it once the last
    /// [`LOCK_AFTER`] agree.
    fn note_turns(&mut self, turns: usize) {
        if self.fixed_turns.is_some() {
            return;
        }
        self.turns.push_back(turns);
        while self.turns.len() > LOCK_AFTER {
            self.turns.pop_front();
        }
        if self.turns.len() == LOCK_AFTER && self.turns.iter().all(|&t| t == turns) {
            self.fixed_turns = Some(turns);
        }
    }

    /// Each cell's probabilities averaged over the voted frames, a frame
    /// without digit-like ink in the cell voting "no digit" with the
    /// weight [`INKLESS_VOTE`]; a cell no frame saw ink in is empty for
    /// sure (`None`).
    fn voted(&self) -> Vec<Probabilities> {
        (0..81)
            .map(|cell| {
                let inked: Vec<&Vec<f32>> = self
                    .frames
                    .iter()
                    .filter_map(|frame| frame.get(cell).and_then(|p| p.as_ref()))
                    .collect();
                let classes = inked.iter().map(|p| p.len()).max()?;
                let inkless = (self.frames.len() - inked.len()) as f32 * INKLESS_VOTE;
                let mut sum = vec![0.0f32; classes];
                for p in &inked {
                    for (s, v) in sum.iter_mut().zip(p.iter()) {
                        *s += v;
                    }
                }
                // The last class is "no digit" (read as empty).
                if let Some(last) = sum.last_mut() {
                    *last += inkless;
                }
                let weight = inked.len() as f32 + inkless;
                Some(sum.into_iter().map(|s| s / weight).collect())
            })
            .collect()
    }

    /// The look of a frame with a grid found at `corners` (read through
    /// them, its own reading backing the votes or not: `backs`), with
    /// `voted` cells: counts the streak of the same reading with one
    /// solution, and locks it.
    fn look_of(
        &mut self,
        corners: Corners,
        backs: bool,
        advice: Advice,
        voted: Vec<CellRead>,
    ) -> Look {
        let line: String = voted
            .iter()
            .map(|c| c.digit.map_or('.', |d| char::from(b'0' + d)))
            .collect();
        // A reading with a cell the votes barely back (a cell the
        // correction changed against the classifier) is not locked: a
        // confident wrong solution is the worst a camera can show, and
        // the next frames may read the cell.
        let backed = voted.iter().all(|c| c.confidence >= LOCK_CONFIDENCE);
        let solution = if voted.len() == 81 && backed {
            unique_solution(&voted)
        } else {
            None
        };
        let confidence = if solution.is_some() {
            self.backed_confidence(&voted)
        } else {
            Vec::new()
        };
        let (stable, lock) = self.streak.see(Sighting {
            line,
            solution,
            corners,
            backs,
            confidence,
        });
        Look {
            corners: Some(corners),
            advice,
            cells: voted,
            stable,
            solution: lock.as_ref().map(|l| l.solution.clone()),
            lock,
        }
    }
}

impl Camera {
    /// Each cell's confidence in the reading `voted` (corrected as it is
    /// locked), from the voted frames that read it themselves
    /// ([`reads_itself`]): the mean of their probabilities of the cell's
    /// value, a frame that saw no ink in the cell counting as sure it is
    /// empty with the weight [`INKLESS_VOTE`], as in the vote. A frame
    /// read through wrong corners (a part of the grid) or in the wrong
    /// quarter turn (before the orientation is fixed) reads other cells'
    /// ink in every cell: in the vote its 1 frame in 4 lowers every digit
    /// to 0.75 though the others agree, so it is left out here. A cell the
    /// correction changed keeps a low confidence: the frames named another
    /// value. (Without a backing frame, the vote's own confidences.)
    fn backed_confidence(&self, voted: &[CellRead]) -> Vec<f32> {
        let backing: Vec<&Vec<Probabilities>> = self
            .frames
            .iter()
            .filter(|frame| reads_itself(frame, voted))
            .collect();
        voted
            .iter()
            .enumerate()
            .map(|(cell, read)| {
                // The classes: the digits 1 to 9, then "no digit" (empty).
                let class = read.digit.map_or(9, |d| usize::from(d).saturating_sub(1));
                let (mut sum, mut weight) = (0.0f32, 0.0f32);
                for frame in &backing {
                    match frame.get(cell).and_then(|p| p.as_ref()) {
                        Some(p) => {
                            sum += p.get(class).copied().unwrap_or(0.0);
                            weight += 1.0;
                        }
                        None => {
                            if read.digit.is_none() {
                                sum += INKLESS_VOTE;
                            }
                            weight += INKLESS_VOTE;
                        }
                    }
                }
                if weight > 0.0 {
                    sum / weight
                } else {
                    read.confidence
                }
            })
            .collect()
    }
}

/// Whether a frame whose cells' probabilities are `own` reads the voted
/// reading `voted` itself: its likeliest class names at least [`BACKING`]
/// of the reading's digits (a reading without digits is backed by any).
fn reads_itself(own: &[crate::correct::Probabilities], voted: &[CellRead]) -> bool {
    let mut digits = 0usize;
    let mut named = 0usize;
    for (cell, p) in voted.iter().zip(own) {
        let Some(digit) = cell.digit else { continue };
        digits += 1;
        let likeliest = p.as_ref().and_then(|p| {
            p.iter()
                .enumerate()
                .max_by(|a, b| a.1.total_cmp(b.1))
                .map(|(i, _)| i)
        });
        let class = usize::from(digit).checked_sub(1);
        named += usize::from(likeliest.is_some() && likeliest == class);
    }
    named as f32 >= BACKING * digits as f32
}

/// The solution of the puzzle `cells` read, when it has exactly one.
fn unique_solution(cells: &[CellRead]) -> Option<String> {
    let grid = crate::correct::grid_of(cells)?;
    if grid.filled() < 17 {
        return None;
    }
    let options = Options {
        max_calls: Some(CHECK_CALLS),
        ..Options::default()
    };
    let outcome = solve(&grid, Algorithm::Fast, &options);
    match (outcome.verdict, outcome.solution) {
        (Verdict::Unique, Some(solution)) => Some(solution.to_line()),
        _ => None,
    }
}

/// What to tell the person holding the camera when the grid was found at
/// `corners` in `image`, and at `last` in the frame before.
fn advice_for(image: &GrayImage, corners: &Corners, last: Option<&Corners>) -> Advice {
    let side = (0..4)
        .map(|i| {
            let (a, b) = (corners[i], corners[(i + 1) % 4]);
            (a.0 - b.0).hypot(a.1 - b.1)
        })
        .fold(f32::INFINITY, f32::min);
    let (width, height) = (image.width() as f32, image.height() as f32);
    let short = width.min(height);
    let margin = EDGE * short;
    let inside = |&(x, y): &(f32, f32)| {
        x >= margin && y >= margin && x <= width - 1.0 - margin && y <= height - 1.0 - margin
    };
    if !corners.iter().all(inside) {
        return Advice::MoveBack;
    }
    if side < CLOSE_ENOUGH * short {
        return Advice::MoveCloser;
    }
    let moved = last.map_or(0.0, |last| {
        corners
            .iter()
            .zip(last)
            .map(|(a, b)| (a.0 - b.0).hypot(a.1 - b.1))
            .fold(0.0f32, f32::max)
    });
    if moved > STILL_ENOUGH * side {
        Advice::HoldStill
    } else {
        Advice::Reading
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A square grid's corners, `shift` pixels to the right.
    fn square(shift: f32) -> Corners {
        [
            (100.0 + shift, 100.0),
            (400.0 + shift, 100.0),
            (400.0 + shift, 400.0),
            (100.0 + shift, 400.0),
        ]
    }

    fn seen(line: &str, corners: Corners, backs: bool) -> Sighting {
        Sighting {
            line: line.to_string(),
            solution: Some(format!("solution of {line}")),
            corners,
            backs,
            confidence: vec![0.5; 81],
        }
    }

    #[test]
    fn the_lock_carries_the_corners_of_a_frame_that_read_it() {
        let mut streak = Streak::default();
        assert_eq!(streak.see(seen("A", square(0.0), true)), (1, None));
        assert_eq!(streak.see(seen("A", square(2.0), true)), (2, None));
        // The third frame's search found the top half of the grid: the
        // other frames' votes keep the reading, but the frame does not read
        // it itself. The lock used to be made here, with these corners.
        let half = [
            (100.0, 100.0),
            (400.0, 100.0),
            (400.0, 250.0),
            (100.0, 250.0),
        ];
        assert_eq!(streak.see(seen("A", half, false)), (3, None));
        assert_eq!(
            streak.see(seen("A", square(4.0), true)),
            (
                4,
                Some(Lock {
                    corners: square(4.0),
                    solution: "solution of A".into(),
                    confidence: vec![0.5; 81],
                })
            )
        );
    }

    #[test]
    fn another_reading_starts_the_count_again() {
        let mut streak = Streak::default();
        streak.see(seen("A", square(0.0), true));
        streak.see(seen("A", square(1.0), true));
        assert_eq!(streak.see(seen("B", square(2.0), true)), (1, None));
        let unsolved = Sighting {
            solution: None,
            ..seen("B", square(3.0), true)
        };
        assert_eq!(streak.see(unsolved), (0, None));
        assert_eq!(streak.see(seen("B", square(4.0), true)), (1, None));
    }

    /// Probabilities naming `digit` (1 to 9; 10 for "no digit") with `p`,
    /// the rest on the next class.
    fn naming(digit: usize, p: f32) -> Probabilities {
        let mut all = vec![0.0; 10];
        all[digit - 1] = p;
        all[digit % 10] += 1.0 - p;
        Some(all)
    }

    #[test]
    fn the_lock_s_confidence_leaves_out_frames_that_do_not_read_it() {
        // Cells 0 to 3 read 1, 2, 3, 4; cell 4 empty; the rest without ink.
        let voted: Vec<CellRead> = (0..81)
            .map(|i| CellRead {
                digit: (i < 4).then_some(i as u8 + 1),
                confidence: 0.75,
            })
            .collect();
        let good = |blurred: bool| {
            let mut frame: Vec<Probabilities> = vec![None; 81];
            for (i, p) in frame.iter_mut().enumerate().take(4) {
                *p = naming(i + 1, if blurred && i == 3 { 0.4 } else { 1.0 });
            }
            // A speck in cell 4, named "no digit" in sharp frames.
            frame[4] = (!blurred).then(|| naming(10, 0.9)).flatten();
            frame
        };
        // A frame in the wrong turn: other cells' ink, another digit in each.
        let mut turned: Vec<Probabilities> = vec![None; 81];
        for (i, p) in turned.iter_mut().enumerate().take(5) {
            *p = naming(9 - i, 1.0);
        }
        let camera = Camera {
            frames: [good(false), turned, good(true), good(false)].into(),
            ..Camera::default()
        };
        let confidence = camera.backed_confidence(&voted);
        let near = |a: f32, b: f32| (a - b).abs() < 1e-5;
        // The turned frame is left out: three frames of 1.0.
        assert!(near(confidence[0], 1.0), "{confidence:?}");
        // The blurred frame named the 4 with 0.4.
        assert!(near(confidence[3], 2.4 / 3.0), "{confidence:?}");
        // Cell 4: 0.9 and 0.9 named "no digit", the blurred frame saw no
        // ink (half a vote, sure it is empty).
        assert!(near(confidence[4], 2.3 / 2.5), "{confidence:?}");
        // Never inked: sure it is empty.
        assert!(near(confidence[80], 1.0), "{confidence:?}");
        // A reading the frames do not back: the vote's own confidences.
        let other: Vec<CellRead> = voted
            .iter()
            .map(|c| CellRead {
                digit: c.digit.map(|d| 10 - d),
                ..*c
            })
            .collect();
        let camera = Camera {
            frames: [good(false)].into(),
            ..Camera::default()
        };
        assert!(camera
            .backed_confidence(&other)
            .iter()
            .all(|&c| near(c, 0.75)));
    }

    #[test]
    fn a_frame_reads_the_votes_itself_when_it_names_half_their_digits() {
        // Cells 0 to 3 voted 1, 2, 3, 4; the rest empty.
        let voted: Vec<CellRead> = (0..81)
            .map(|i| CellRead {
                digit: (i < 4).then_some(i as u8 + 1),
                confidence: 1.0,
            })
            .collect();
        let likely = |digit: usize| {
            let mut p = vec![0.0; 10];
            p[digit - 1] = 1.0;
            Some(p)
        };
        let mut own: Vec<Probabilities> = vec![None; 81];
        own[0] = likely(1);
        own[1] = likely(2);
        assert!(reads_itself(&own, &voted));
        own[1] = likely(7);
        assert!(!reads_itself(&own, &voted));
        assert!(!reads_itself(&vec![None; 81], &voted));
    }

    #[test]
    fn the_distance_advice_changes_only_when_seen_twice_in_a_row() {
        let mut told = Told::default();
        let (closer, back) = (Advice::MoveCloser, Advice::MoveBack);
        let seen = [
            closer,
            back,
            closer,
            Advice::NoGrid,
            back,
            back,
            closer,
            Advice::Reading,
            closer,
        ];
        let said: Vec<Advice> = seen.iter().map(|&a| told.tell(a)).collect();
        assert_eq!(
            said,
            [
                closer,
                closer,
                closer,
                Advice::NoGrid,
                closer,
                back,
                back,
                Advice::Reading,
                closer,
            ]
        );
    }
}
