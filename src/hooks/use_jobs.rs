//! Runs the jobs the state lists ([`State::jobs`]) in the solver worker.

use crate::features::jobs::Lane;
use crate::state::{Action, State};
use crate::worker::JobClient;
use yew::prelude::*;

/// Keeps the worker running exactly the jobs `state` lists: a new job is
/// sent, one that is no longer listed (Cancel, Stop, an edit) is stopped.
/// Their progress and results come back as [`Action::Job`]. The solve
/// lane's worker starts on load, so the first Solve does not wait for it.
#[hook]
pub fn use_jobs(state: &UseReducerHandle<State>) {
    let client = {
        let dispatcher = state.dispatcher();
        use_memo((), move |()| {
            JobClient::new(Callback::from(move |(lane, event)| {
                dispatcher.dispatch(Action::Job(lane, event));
            }))
        })
    };
    {
        let client = client.clone();
        use_effect_with((), move |()| client.warm(Lane::Solve));
    }
    use_effect_with(state.jobs(), move |wanted| client.sync(wanted));
}
