//! The reducer's part for news of the worker's jobs: each lane's events go
//! to what runs on it (the solve, or the comparison).

use super::{Action, Message, State};
use crate::features::compare::job_parts;
use crate::features::jobs::{Event, Lane, Output};
use crate::features::solve::{SolveReport, SolveResult};

impl State {
    /// An event of a job of `lane`; events of jobs that are no longer
    /// wanted (cancelled, or for an earlier board) are ignored.
    pub(super) fn job_event(&mut self, lane: Lane, event: Event) {
        match lane {
            Lane::Solve => self.solve_event(event),
            Lane::Compare => self.compare_event(event),
            Lane::Rate => {
                if !self.settle_event(&event) {
                    self.rate_event(event);
                }
            }
            Lane::Make => self.make_event(event),
            Lane::Read => self.read_event(event),
            Lane::Import => self.import_event(event),
            Lane::Explain => match &event {
                Event::Done { job, .. } | Event::Failed { job, .. }
                    if self.rewording.is_some_and(|(id, .., on)| on && id == *job) =>
                {
                    self.reword_event(event)
                }
                _ => self.explain_event(event),
            },
            // The Batch panel has a state and a client of its own.
            Lane::Batch => {}
        }
    }

    fn solve_event(&mut self, event: Event) {
        let Some(running) = &mut self.running else {
            return;
        };
        match event {
            Event::Progress { job, calls, millis } if job == running.job => {
                running.calls = running.calls.max(calls);
                running.millis = millis;
            }
            Event::Done {
                job,
                output: Output::Solve(search),
            } if job == running.job => {
                let report = SolveReport {
                    puzzle: running.puzzle,
                    algorithm: running.algorithm,
                    result: SolveResult::Searched(search),
                };
                self.apply(Action::Solved(Box::new(report)));
            }
            Event::Failed { job, error } if job == running.job => {
                self.running = None;
                self.message = Message::SolveFailed(error);
            }
            _ => {}
        }
    }

    fn compare_event(&mut self, event: Event) {
        let compare = &mut self.panel.compare;
        match event {
            Event::Progress { job, calls, millis } => {
                if let Some((id, algorithm)) = job_parts(job) {
                    compare.progress(id, algorithm, calls, millis);
                }
            }
            Event::Done {
                job,
                output: Output::Solve(search),
            } => {
                let Some((id, algorithm)) = job_parts(job) else {
                    return;
                };
                let outcome = Ok((search.verdict, search.stats, search.millis));
                if let Some(said) = compare.done(id, algorithm, outcome) {
                    self.message = Message::Compare(said);
                }
            }
            Event::Failed { job, error } => {
                let Some((id, algorithm)) = job_parts(job) else {
                    return;
                };
                if let Some(said) = compare.done(id, algorithm, Err(error)) {
                    self.message = Message::Compare(said);
                }
            }
            Event::Done { .. } => {}
        }
    }
}
