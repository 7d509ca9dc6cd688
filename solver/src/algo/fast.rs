//! The production solver (placeholder: delegates to propagation until the
//! bitboard solver lands).

use crate::grid::Grid;
use crate::stats::Search;

pub(crate) fn run(grid: &Grid, search: &mut Search<'_>) {
    super::propagation::run(grid, search);
}
