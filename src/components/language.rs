//! The language select (`id="language"`): every language listed by its own
//! name, the page's language chosen at once, the board untouched.

use crate::hooks::Speech;
use crate::model::lang::{t, Lang};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`language_select`].
#[derive(Clone, PartialEq)]
pub struct LanguageProps {
    /// The language spoken and how to change it.
    pub speech: Speech,
}

/// The language select, labelled in the page's language, with why a
/// language could not be loaded when it could not.
pub fn language_select(props: &LanguageProps) -> Html {
    let choose = props.speech.choose.clone();
    let onchange = Callback::from(move |event: Event| {
        let tag = event
            .target_dyn_into::<HtmlSelectElement>()
            .map(|select| select.value());
        if let Some(lang) = tag.as_deref().and_then(Lang::from_tag) {
            choose.emit(lang);
        }
    });
    let current = props.speech.lang;
    html! {
        <div class="language">
            <label for="language">{ t("language-label") }</label>
            <select id="language" {onchange}>
                { for Lang::ALL.into_iter().map(|lang| html! {
                    <option value={lang.tag()} lang={lang.tag()} selected={lang == current}>
                        { lang.name() }
                    </option>
                }) }
            </select>
            if let Some(problem) = &props.speech.problem {
                <p class="language-problem" role="alert">
                    { crate::t!("language-failed", reason = problem.as_str()) }
                </p>
            }
        </div>
    }
}
