//! Opening a photo of a puzzle (picked, pasted or dropped): the file is
//! kept for the reader worker ([`crate::worker::files`]) and shown as a
//! thumbnail until its preview closes. (The camera panel's locked reading
//! opens the same preview: [`super::use_saved_state`] hears it.)

use crate::services::browser::{object_url, revoke_object_url};
use crate::state::{Action, State};
use crate::worker::files;
use yew::prelude::*;

/// The callback that opens a photo; the file and its thumbnail address
/// are let go once the state no longer shows that photo.
#[hook]
pub fn use_photo(state: &UseReducerHandle<State>) -> Callback<web_sys::File> {
    let next = use_mut_ref(|| 0u32);
    let held = use_mut_ref(|| None::<(u32, String)>);
    let shown = state.photo().map(|p| (p.file, p.thumbnail.clone()));
    use_effect_with(shown, move |shown| {
        let mut held = held.borrow_mut();
        if *held != *shown {
            if let Some((file, url)) = held.take() {
                files::forget(file);
                revoke_object_url(&url);
            }
            *held = shown.clone();
        }
    });
    let dispatcher = state.dispatcher();
    Callback::from(move |file: web_sys::File| {
        let number = {
            let mut next = next.borrow_mut();
            *next += 1;
            *next
        };
        let thumbnail = object_url(&file).unwrap_or_default();
        let name = file.name();
        files::keep(number, file);
        dispatcher.dispatch(Action::OpenPhoto {
            file: number,
            name,
            thumbnail,
            read: None,
        });
    })
}
