//! The rating's walk through a puzzle: one step at a time, each with the
//! easiest technique in Sudoku Explainer's order, keeping the hardest score.
//!
//! [`rate`](super::rate) walks to the end. The puzzle generator walks with a
//! cap first ([`Walk::run`] with `Some(score)`): the walk stops, cheaply,
//! where the next step would score above the cap, and can then go on from
//! that very point without the cap. Because SE's order lists the techniques
//! by rising base score, the capped walk takes exactly the steps the full
//! walk takes, so the two agree on every puzzle that stays under the cap.

use super::{order, RatedTechnique, Rating, Score};
use crate::geometry::CELLS;
use crate::logic::Board;
use crate::Grid;

/// How a walk (or a stretch of it) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// The grid is solved: [`Walk::rating`] is the rating.
    Solved,
    /// The next step needs a technique scoring above the cap; the board is
    /// as it was before that step.
    Capped,
    /// No technique applies (or the board shows a contradiction).
    Stuck,
}

/// A rating in progress.
pub(crate) struct Walk {
    board: Board,
    counts: [usize; RatedTechnique::ALL.len()],
    hardest: Option<(Score, RatedTechnique)>,
    steps: usize,
}

impl Walk {
    /// A walk at the start of `grid`.
    pub(crate) fn new(grid: &Grid) -> Walk {
        Walk {
            board: Board::from_grid(grid),
            counts: [0; RatedTechnique::ALL.len()],
            hardest: None,
            steps: 0,
        }
    }

    /// Takes steps until the grid is solved, the walk is stuck, or (with a
    /// cap) the next step would score above `cap`.
    pub(crate) fn run(&mut self, cap: Option<Score>) -> End {
        loop {
            // Every step places a digit or removes a candidate: at most 81 + 729.
            if self.steps >= CELLS * 10 {
                return End::Stuck;
            }
            if self.board.is_solved() {
                return End::Solved;
            }
            let Some(next) = order::next_within(&self.board, cap) else {
                return if cap.is_some() {
                    End::Capped
                } else {
                    End::Stuck
                };
            };
            if cap.is_some_and(|c| next.score > c) {
                return End::Capped;
            }
            if self.board.contradiction().is_some() || !self.board.apply(&next.step) {
                return End::Stuck;
            }
            self.steps += 1;
            // `RatedTechnique::ALL` lists the variants in declaration order.
            if let Some(n) = self.counts.get_mut(next.technique as usize) {
                *n += 1;
            }
            if self.hardest.is_none_or(|(s, _)| next.score > s) {
                self.hardest = Some((next.score, next.technique));
            }
        }
    }

    /// The board as the walk has it (for tests of a technique at the
    /// point where the rating uses it).
    #[cfg(test)]
    pub(crate) fn board(&self) -> &Board {
        &self.board
    }

    /// The hardest score so far.
    pub(crate) fn score(&self) -> Score {
        self.hardest.map_or(Score::default(), |(s, _)| s)
    }

    /// The rating of the steps taken (the puzzle's rating once solved).
    pub(crate) fn rating(&self) -> Rating {
        let score = self.score();
        let steps = RatedTechnique::ALL
            .into_iter()
            .zip(self.counts)
            .filter(|&(_, n)| n > 0)
            .collect();
        Rating {
            score,
            level: score.level(),
            hardest: self.hardest.map(|(_, t)| t),
            steps,
        }
    }
}
