//! f-puzzles links on the page (docs/variants.md, "f-puzzles links"):
//! told apart from classic text in every build (the first load hands them
//! over), pasted and opened from `?puzzle=` in the variants module, and a
//! constraint the project does not know refused by name.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_web::features::variant::is_variant_text;

/// data/killer_tarek_42.txt's first killer as f-puzzles exports it,
/// compressed by JavaScript's lz-string 1.5.0 (the library f-puzzles
/// uses); solver/tests/fpuzzles.rs reads the same link.
const KILLER_LINK: &str = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGkIscAnEVAQwFc0ALAezLzQpJgGtyQSqcwY0CEADlGAWwpYABGCoATeuypSefKRQAOGrAE8AdFIAiEAOaYwUiADspAYwomYF2WKlp6b2jDtYq3ilZyUgpSVvRoKjAaMBRoelwmJBByCADaqcAAvshZOdm5BflFeQC6yBnFhXnVVVllFTWVTY31tc1tpeUd3U2t7f0tXQM9nQ0jPX2NUxNlIOxEpPaOaaC2MMRgaSAASgCMAMK7XHv7AEzHBwDMx6eHILMAbpJ+QrsAbCD5IGsbWycALBd9gBWG77a6oba3QGPZ64ECnI5fH5YTbwVI7A4fSEHADsYNBkNuH1hvnhpwADJ8ct91qi/gcABxAxBg5lE/as0kvPCI6mrOlojFQs7HS53SHi86Q/53bnw9782m/dE7W74yX7DU7cXM+WvQHIwV/cUQnay6Xm8H3VBPMmvZlGlXC8WAzWEq0w21w16sp301XbcXYq0h7ay/H6vCK/1CnWc46y9lW1mQ4H7PXe+3Rj6xv6yj3bdOF9MkrM8kC7R00lFxosSnZvBvbXFy8sK/F5wPpy31s3bJvnKOV85d4Xpt2N/aTgcgm0gO0V3ajmvG7ta45NsNNyPt15I1fOnbp1NT5Oz08tjPzxfk65jqf91tP6c3n05pW1v6t3uM0WQv9rmHXZDUPANhVbQs/xnP9QWA+8wLrVsw1bbVtj/MsF3fStQQfK9Lz/S9EGvSFiK5PdeVwxC/j/I5SObYihwoytc2owM/zQv9z2IsNiN3LDs0rP02OFYj+2ImdiLg5jdk7EpMiAA===";

/// An empty grid but a given 5 at r1c1 and a thermometer r1c1-r1c3.
const THERMOMETER: &str = "N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BWVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58RJBsAFjAwBbAPbuYbN/lAyCGYYMHw8EAAlAEYAYWiQVBjYgCZEqLiAZhAxMW0uIA";

#[test]
fn f_puzzles_links_and_values_are_variant_text() {
    let value = KILLER_LINK.split_once("load=").expect("a load value").1;
    assert!(is_variant_text(KILLER_LINK));
    assert!(is_variant_text(value));
    assert!(is_variant_text(&format!(
        "https://sudokupad.app/fpuzzles{value}"
    )));
    assert!(is_variant_text(THERMOMETER));
    assert!(!is_variant_text("https://example.com/?load=abc"));
    assert!(!is_variant_text(
        "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259....."
    ));
}

#[cfg(feature = "variants")]
mod variants {
    use super::{KILLER_LINK, THERMOMETER};
    use sudoku_web::model::{Phase, Variant};
    use sudoku_web::state::{Action, State};
    use sudoku_web::text::{status as status_of, Tone};

    #[test]
    fn a_pasted_f_puzzles_killer_is_played_under_its_cages() {
        let mut state = State::new();
        state.apply(Action::Paste(KILLER_LINK.into()));
        assert_eq!(state.sheet().rules().variant(), Variant::Killer);
        assert_eq!(state.sheet().phase(), Phase::Playing);
        let cages = state.sheet().rules().cages();
        assert_eq!(cages.len(), 24);
        assert_eq!(
            (cages[0].sum, cages[0].cells.clone()),
            (16, vec![0, 1, 2, 9])
        );
        assert_eq!(
            status_of(&state).headline,
            "Loaded a killer puzzle from the paste: 24 cages and no givens."
        );
    }

    #[test]
    fn a_link_s_f_puzzles_value_opens_even_with_its_plus_signs_decoded_as_spaces() {
        let value = KILLER_LINK.split_once("load=").expect("a load value").1;
        assert!(value.contains('+'));
        // URLSearchParams gives `+` back as a space.
        let state = State::from_link(Some(&value.replace('+', " ")));
        assert_eq!(state.sheet().rules().variant(), Variant::Killer);
        assert_eq!(state.sheet().rules().cages().len(), 24);
    }

    #[test]
    fn a_constraint_the_project_does_not_know_is_refused_by_name() {
        let mut state = State::new();
        state.open_link(THERMOMETER);
        let status = status_of(&state);
        assert_eq!(status.tone, Tone::Problem);
        assert_eq!(
            status.headline,
            "The link's puzzle could not be read: f-puzzles: the constraint 'thermometer' is not supported (this project reads givens, killer cages with sums, both diagonals, jigsaw regions and windoku's four windows)"
        );
        assert_eq!(state.sheet().rules().variant(), Variant::Classic);
    }
}
