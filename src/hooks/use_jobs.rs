//! Runs the jobs the state lists ([`State::jobs`]) in the solver worker.

use crate::features::jobs::Lane;
use crate::services::lang::workers_part;
use crate::state::{Action, State};
use crate::worker::{JobClient, WorkersWords};
use std::rc::Rc;
use yew::prelude::*;

/// The workers' words of a language, fetched for the workers the first
/// time one of them needs them ([`JobClient::with_workers_words`]).
pub(super) fn workers_words() -> WorkersWords {
    Rc::new(|lang, done| {
        wasm_bindgen_futures::spawn_local(async move { done(workers_part(lang).await) });
    })
}

/// Keeps the workers running exactly the jobs `state` lists: a new job is
/// sent, one that is no longer listed (Cancel, Stop, an edit) is stopped.
/// Their progress and results come back as [`Action::Job`]. No worker
/// starts with the page (its first load stays small): the callback returned
/// starts a lane's worker ahead of its first job, when the pointer or the
/// focus comes to the button that gives it one (Solve, Compare, New puzzle);
/// the hint lane's starts as soon as a puzzle is on the board.
#[hook]
pub fn use_jobs(state: &UseReducerHandle<State>) -> Callback<Lane> {
    let client = {
        let dispatcher = state.dispatcher();
        use_memo((), move |()| {
            JobClient::new(Callback::from(move |(lane, event)| {
                dispatcher.dispatch(Action::Job(lane, event));
            }))
            .with_workers_words(workers_words())
        })
    };
    {
        let client = client.clone();
        use_effect_with(state.jobs(), move |wanted| client.sync(wanted));
    }
    {
        // A puzzle on the board: the hint lane's worker starts, so the
        // first Hint does not wait for it to load (the rating of the same
        // puzzle has fetched its module already).
        let client = client.clone();
        let puzzle = state.sheet().givens() > 0;
        use_effect_with(puzzle, move |&puzzle| {
            if puzzle {
                client.warm(Lane::Explain);
            }
        });
    }
    Callback::from(move |lane| client.warm(lane))
}
