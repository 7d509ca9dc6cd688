//! The Batch panel's reducer and its own puzzle worker.

use crate::features::jobs::Lane;
use crate::state::batch::{Batch, BatchAction};
use crate::worker::JobClient;
use yew::prelude::*;

/// The panel's state, with a worker client that runs the chunk it wants
/// ([`Batch::wanted`]) on the batch lane (a puzzle worker of its own, so a
/// run never holds up the page's rating or New puzzle) and stops it on
/// Cancel. The chunks' results come back as [`BatchAction::Job`].
#[hook]
pub fn use_batch() -> UseReducerHandle<Batch> {
    let batch = use_reducer(Batch::new);
    let client = {
        let dispatcher = batch.dispatcher();
        use_memo((), move |()| {
            JobClient::new(Callback::from(move |(lane, event)| {
                if lane == Lane::Batch {
                    dispatcher.dispatch(BatchAction::Job(event));
                }
            }))
        })
    };
    {
        let client = client.clone();
        use_effect_with(batch.wanted().cloned(), move |wanted| {
            client.sync(wanted.as_slice());
        });
    }
    batch
}
