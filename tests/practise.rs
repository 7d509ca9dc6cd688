//! Native tests of Practise: the puzzle worker makes exactly the solver
//! crate's (and so the CLI's) puzzle for the technique chosen, and Skip to
//! it takes the hints' steps up to that technique's first use, so that
//! Hint names it.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Press;
use common::{clock, loaded, EASY};
use sudoku_solver::generate::practise;
use sudoku_solver::rating::RatedTechnique;
use sudoku_solver::{Flow, Technique};
use sudoku_web::features::explain::{self, Ask};
use sudoku_web::features::explain::{Blocked, Note};
use sudoku_web::features::jobs::{self, Event, Job, Lane};
use sudoku_web::features::practise::techniques;
use sudoku_web::services::storage::{decode, encode, Snapshot};
use sudoku_web::state::{Action, Message, State};
use sudoku_web::text::status;

/// Lets the puzzle worker make the puzzle the state asks for.
fn answer(state: &mut State) {
    let Some(w) = state.jobs().into_iter().find(|w| w.lane == Lane::Make) else {
        panic!("no make job: {:?}", state.jobs());
    };
    let event = match jobs::run_in_puzzle_worker(&w.job, &clock, &mut |_| Flow::Continue) {
        Ok(output) => Event::Done { job: w.id, output },
        Err(error) => Event::Failed { job: w.id, error },
    };
    state.apply(Action::Job(Lane::Make, event));
}

/// A state playing the puzzle for practising `technique` from `seed`.
fn practising(technique: RatedTechnique, seed: u64) -> State {
    let mut state = loaded(EASY);
    state.apply(Action::SetTechnique(technique));
    state.apply(Action::Practise { seed });
    answer(&mut state);
    state
}

/// The technique of the hint shown, if a hint is shown (by its name: the
/// page keeps the step's name and words, not the engine's technique).
fn hinted(state: &State) -> Option<Technique> {
    let named = |name: &str| Technique::ALL.into_iter().find(|t| t.name() == name);
    match state.message() {
        Message::Explain(note) => match note.as_ref() {
            Note::Hint { found, .. } => named(&found.step.name),
            _ => None,
        },
        _ => None,
    }
}

#[test]
fn practise_asks_the_worker_for_the_technique_and_loads_the_crates_puzzle() {
    let mut state = loaded(EASY);
    state.apply(Action::SetTechnique(RatedTechnique::Swordfish));
    state.apply(Action::Practise { seed: 9 });
    let job = state.jobs().into_iter().find(|w| w.lane == Lane::Make);
    let Some(Job::Make {
        technique, seed, ..
    }) = job.map(|w| w.job)
    else {
        panic!("no make job");
    };
    assert_eq!((technique, seed), (Some(RatedTechnique::Swordfish), 9));
    assert_eq!(
        status(&state).headline,
        "Making a puzzle for practising Swordfish…"
    );
    // Cancel says what it stopped; Practise again makes the same puzzle.
    state.apply(Action::CancelNewPuzzle);
    assert_eq!(
        status(&state).headline,
        "Stopped making a puzzle for practising Swordfish; the board is as it was."
    );
    state.apply(Action::Practise { seed: 9 });
    answer(&mut state);
    let made = practise(RatedTechnique::Swordfish, 9).map(|m| m.puzzle);
    assert_eq!(Ok(state.sheet().puzzle()), made);
    assert_eq!(state.practising(), Some(RatedTechnique::Swordfish));
    let givens = state.sheet().puzzle().filled();
    assert_eq!(
        status(&state).headline,
        format!(
            "A puzzle for practising Swordfish (hard, {givens} givens): Skip to it takes the steps before its first Swordfish."
        )
    );
}

#[test]
fn skip_to_it_stops_where_hint_names_the_technique_for_every_technique_offered() {
    for technique in techniques().filter(|&t| t < RatedTechnique::ForcingChains) {
        let mut state = practising(technique, 2);
        let before = state.sheet().clone();
        state.press(Action::SkipToIt);
        let wanted = technique.hint_techniques();
        let shown = hinted(&state);
        assert!(
            shown.is_some_and(|t| wanted.contains(&t)),
            "{technique}: {shown:?}"
        );
        // The steps taken are the hints' own, in the steps list; Undo
        // takes them back at once (when a single is the first step, none are).
        let steps = explain::answer(&Ask::of(&before, Some(technique)));
        assert!(!steps.is_empty(), "{technique}");
        let taken = steps.len() - 1;
        assert_eq!(state.sheet().progress().steps().len(), taken, "{technique}");
        if taken > 0 {
            state.apply(Action::Undo);
            assert_eq!(state.sheet(), &before, "{technique}");
        }
    }
}

#[test]
fn skip_to_it_says_so_when_no_step_of_the_technique_is_left() {
    let mut state = practising(RatedTechnique::XWing, 4);
    // Step through to the end: then no X-Wing is left ahead.
    for _ in 0..200 {
        state.press(Action::Step);
    }
    let solved = state.sheet().clone();
    state.press(Action::SkipToIt);
    assert_eq!(state.sheet(), &solved, "nothing changes");
    let Message::Explain(note) = state.message() else {
        panic!("{:?}", state.message());
    };
    assert_eq!(note.as_ref(), &Note::Blocked(Blocked::Solved));
    // Part way, after the X-Wing: the hints need none any more.
    let mut state = practising(RatedTechnique::XWing, 4);
    state.press(Action::SkipToIt);
    state.press(Action::Step);
    let mut missed = false;
    for _ in 0..50 {
        let before = state.sheet().clone();
        state.press(Action::SkipToIt);
        if state.message() == &Message::SkipMissed(RatedTechnique::XWing) {
            assert_eq!(state.sheet(), &before, "nothing changes");
            assert_eq!(
                status(&state).headline,
                "The hints need no X-Wing on this board any more: Practise makes another puzzle, Undo goes back."
            );
            missed = true;
            break;
        }
        state.press(Action::Step);
    }
    assert!(missed);
}

#[test]
fn skip_to_it_does_nothing_once_another_puzzle_is_loaded() {
    let mut state = practising(RatedTechnique::NakedPair, 1);
    state.apply(Action::NewPuzzle { seed: 3 });
    answer(&mut state);
    assert_eq!(state.practising(), None);
    let before = state.sheet().clone();
    state.press(Action::SkipToIt);
    assert_eq!(state.sheet(), &before);
}

#[test]
fn the_page_offers_what_its_hints_can_show_and_can_be_made() {
    let offered: Vec<RatedTechnique> = techniques().collect();
    for left_out in [
        RatedTechnique::UniqueRectangle,
        RatedTechnique::UniqueLoop,
        RatedTechnique::BugPlusOne,
        RatedTechnique::Bug,
        RatedTechnique::DirectClaiming,
        RatedTechnique::HiddenQuad,
        RatedTechnique::SuppositionXChain,
        RatedTechnique::DirectHiddenPair,
        RatedTechnique::DirectHiddenTriple,
        RatedTechnique::AlignedTripleExclusion,
        RatedTechnique::SuppositionDynamicPlus,
    ] {
        assert!(!offered.contains(&left_out), "{left_out}");
    }
    assert_eq!(offered.len(), RatedTechnique::ALL.len() - 11);
}

#[test]
fn the_technique_and_the_puzzle_practised_survive_a_reload_and_reach_another_tab() {
    let state = practising(RatedTechnique::Jellyfish, 2);
    let saved = encode(&Snapshot::of(&state));
    let fields = common::saved_of(&state);
    assert_eq!(fields.play.technique, "Jellyfish");
    let Ok(mut again) = decode(&saved) else {
        panic!("{saved:?}");
    };
    assert_eq!(again.maker().technique, RatedTechnique::Jellyfish);
    assert_eq!(again.practising(), Some(RatedTechnique::Jellyfish));
    again.press(Action::SkipToIt);
    assert!(hinted(&again).is_some_and(|t| t == Technique::Jellyfish));
    // Another tab takes both over with the board.
    let mut other = loaded(EASY);
    other.apply(Action::OtherTab(Box::new(state.clone())));
    assert_eq!(other.practising(), Some(RatedTechnique::Jellyfish));
    assert_eq!(other.maker().technique, RatedTechnique::Jellyfish);
    // A technique or a practised line this page does not know is left out,
    // and the board still loads.
    let mut odd = fields;
    odd.play.technique = "Purple Fish".into();
    let practised = odd.practised.as_deref().unwrap_or_default();
    assert!(practised.starts_with("Jellyfish "), "{practised}");
    odd.practised = Some(practised.replace("Jellyfish ", "Purple "));
    let odd = sudoku_web::features::saved::to_text(&odd);
    let Ok(odd) = decode(&odd) else {
        panic!("{odd:?}");
    };
    assert_eq!(odd.maker().technique, RatedTechnique::XWing);
    assert_eq!(odd.practising(), None);
    assert_eq!(odd.sheet(), state.sheet());
}
