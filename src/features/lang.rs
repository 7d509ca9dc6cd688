//! Which language the page speaks on opening: the address's `?lang=`,
//! else the reader's last choice, else the first of the browser's
//! languages the page speaks, else English.

use crate::model::lang::Lang;

/// The language to speak: `link` (`?lang=`), then `saved` (the last
/// choice), then the first of `browser` (`navigator.languages`, in the
/// reader's order) the page speaks. Tags it does not speak are skipped.
pub fn choose(link: Option<&str>, saved: Option<&str>, browser: &[String]) -> Lang {
    link.and_then(Lang::from_tag)
        .or_else(|| saved.and_then(Lang::from_tag))
        .or_else(|| browser.iter().find_map(|tag| Lang::from_tag(tag)))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_link_wins_then_the_choice_then_the_browser() {
        let browser = tags(&["sv-SE", "de-CH", "fr"]);
        assert_eq!(choose(Some("ja"), Some("fr"), &browser), Lang::Ja);
        assert_eq!(choose(None, Some("fr"), &browser), Lang::Fr);
        assert_eq!(choose(None, None, &browser), Lang::De);
        assert_eq!(choose(Some("xx"), None, &browser), Lang::De);
        assert_eq!(choose(None, Some("klingon"), &tags(&["pt-BR"])), Lang::Pt);
        assert_eq!(choose(None, None, &tags(&["sv", "fi"])), Lang::En);
        assert_eq!(choose(None, None, &[]), Lang::En);
    }
}
