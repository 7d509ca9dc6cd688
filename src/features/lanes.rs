//! Where jobs run and how they are numbered: the types every job's module
//! shares ([`JobId`], [`Lane`]), in a module of their own so that
//! [`super::jobs`], which runs the jobs of every feature, and the features
//! that name their jobs ([`super::make`], [`super::photo`],
//! [`super::rate`]) import them without importing each other.

/// A job's number; every event about the job carries it.
pub type JobId = u32;

/// Where a job runs: one worker per lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lane {
    /// The Solve button.
    Solve,
    /// The Compare table.
    Compare,
    /// The rating of the board's puzzle (the puzzle worker).
    Rate,
    /// New puzzle (the puzzle worker).
    Make,
    /// Reading a photo (the reader worker).
    Read,
    /// A chunk of a batch run (the Batch panel's puzzle worker).
    Batch,
    /// A statistics file read (the puzzle worker).
    Import,
    /// Hint, Step and Skip to it: the technique engine's next step (the
    /// puzzle worker), so no search blocks the page.
    Explain,
}

impl Lane {
    /// Every lane.
    pub const ALL: [Lane; 8] = [
        Lane::Solve,
        Lane::Compare,
        Lane::Rate,
        Lane::Make,
        Lane::Read,
        Lane::Batch,
        Lane::Import,
        Lane::Explain,
    ];

    /// Whether the lane's jobs run in the solver worker (Solve, Compare).
    pub fn solver_worker(self) -> bool {
        matches!(self, Lane::Solve | Lane::Compare)
    }
}
