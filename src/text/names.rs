//! The names of the puzzle's things in the language in use: difficulty
//! levels, rated techniques and algorithms (`i18n/ftl/<tag>/names.ftl`).
//!
//! Each is known to the data by a stable key (the level's `as_str`, the
//! technique's English name, the algorithm's `name`), which links, saved
//! state and files keep whatever the language; its message is
//! `level-<key>`, `technique-<key>` or `algorithm-<key>` (the technique's
//! key: its name in lower case, every run of other characters a hyphen,
//! a `+` the word `plus`, so "Hidden Single (row or column)" is
//! `hidden-single-row-or-column`).
//! Sentences that need a name's grammar (a German adjective's ending, an
//! article) take the key as an argument and select on it.

pub use crate::features::practise::technique_key;
use crate::model::lang::t;
use sudoku_solver::rating::{Level, RatedTechnique};
use sudoku_solver::Algorithm;

/// "Easy" (the level as a label: the Level select, the statistics).
pub fn level_title(level: Level) -> String {
    t(&format!("level-title-{}", level.as_str()))
}

/// "easy" (the level inside a sentence).
pub fn level_name(level: Level) -> String {
    t(&format!("level-{}", level.as_str()))
}

/// "X-Wing", as players of the language call it.
pub fn technique_name(technique: RatedTechnique) -> String {
    t(&format!("technique-{}", technique_key(technique)))
}

/// "Fast bitboard solver" (the Algorithm select, Compare's rows).
pub fn algorithm_label(algorithm: Algorithm) -> String {
    t(&format!("algorithm-{}", algorithm.name()))
}

/// "the fast solver" (the algorithm inside a sentence: "Solving with …").
pub fn algorithm_phrase(algorithm: Algorithm) -> String {
    t(&format!("algorithm-phrase-{}", algorithm.name()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::lang::english;

    #[test]
    fn every_name_has_its_message() {
        let en = english();
        for level in Level::ALL {
            assert!(en.has(&format!("level-{}", level.as_str())));
            assert!(en.has(&format!("level-title-{}", level.as_str())));
        }
        for technique in RatedTechnique::ALL {
            let id = format!("technique-{}", technique_key(technique));
            assert!(en.has(&id), "{id}");
            assert_eq!(technique_name(technique), technique.name());
        }
        for algorithm in Algorithm::ALL {
            assert_eq!(algorithm_label(algorithm), algorithm.label());
            assert_eq!(algorithm_phrase(algorithm), algorithm.phrase());
        }
        assert_eq!(level_name(Level::Hard), "hard");
        assert_eq!(level_title(Level::Hard), "Hard");
    }

    #[test]
    fn technique_keys_are_distinct_and_plain() {
        let keys: Vec<String> = RatedTechnique::ALL.into_iter().map(technique_key).collect();
        let mut sorted = keys.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), keys.len());
        assert_eq!(technique_key(RatedTechnique::XWing), "x-wing");
        assert_eq!(technique_key(RatedTechnique::BugPlusOne), "bug-plus-1");
        assert_eq!(
            technique_key(RatedTechnique::HiddenSingleLine),
            "hidden-single-row-or-column"
        );
    }
}
