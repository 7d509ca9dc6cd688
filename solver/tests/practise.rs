//! Puzzles for practising a technique: for every technique that can be
//! practised, the puzzle's hardest step (as `rate` names it) uses it, the
//! hint engine uses it on its way, the puzzle has one solution, and the
//! same seed gives the same puzzle.

use sudoku_solver::generate::{
    fits, practicable, practise, practise_seeds, practise_with_progress, GenerateError,
};
use sudoku_solver::rating::{rate, RatedTechnique};
use sudoku_solver::{solve, Algorithm, Flow, Options, Verdict};

/// The techniques that cannot be practised: neither the public puzzle
/// sets nor a minute of carving gave them as a hardest step (for aligned
/// triple exclusion, none that the hint engine meets too).
const UNAVAILABLE: [RatedTechnique; 5] = [
    RatedTechnique::DirectClaiming,
    RatedTechnique::HiddenQuad,
    RatedTechnique::SuppositionXChain,
    RatedTechnique::AlignedTripleExclusion,
    RatedTechnique::SuppositionDynamicPlus,
];

#[test]
fn every_practicable_technique_gives_puzzles_that_need_it() {
    for technique in RatedTechnique::ALL {
        if !practicable(technique) {
            continue;
        }
        // The deepest are slow to rate: one seed is enough for them.
        let seeds = if technique >= RatedTechnique::ForcingChains {
            1
        } else {
            3
        };
        for seed in 1..=seeds {
            let made = practise(technique, seed).unwrap_or_else(|e| panic!("{technique}: {e}"));
            let rating = rate(&made.puzzle).unwrap_or_else(|e| panic!("{technique}: {e:?}"));
            assert_eq!(rating.hardest, Some(technique), "{technique} seed {seed}");
            assert_eq!(made.rating, rating, "{technique} seed {seed}");
            assert!(fits(technique, &made.puzzle), "{technique} seed {seed}");
            let count = solve(&made.puzzle, Algorithm::Fast, &Options::default());
            assert_eq!(count.verdict, Verdict::Unique, "{technique} seed {seed}");
            assert_eq!(
                count.solution,
                Some(made.solution),
                "{technique} seed {seed}"
            );
            let again = practise(technique, seed).map(|m| m.puzzle);
            assert_eq!(
                again,
                Ok(made.puzzle),
                "{technique}: the same seed, the same puzzle"
            );
        }
    }
}

#[test]
fn the_seeds_are_kept_for_exactly_the_techniques_that_need_them_and_fit() {
    for technique in RatedTechnique::ALL {
        let seeds = practise_seeds(technique);
        for seed in &seeds {
            if technique < RatedTechnique::ForcingChains {
                assert!(fits(technique, seed), "{technique}: {}", seed.to_line());
            }
        }
        let unavailable = UNAVAILABLE.contains(&technique);
        assert_eq!(practicable(technique), !unavailable, "{technique}");
    }
}

#[test]
fn a_technique_without_puzzles_says_so_and_cancel_stops() {
    for technique in UNAVAILABLE {
        let out = practise(technique, 1).map(|m| m.puzzle);
        assert_eq!(out, Err(GenerateError::Unavailable(technique)));
        let message = GenerateError::Unavailable(technique).to_string();
        assert!(message.contains(technique.name()), "{message}");
    }
    let out = practise_with_progress(RatedTechnique::XWing, 1, &mut |_| Flow::Stop);
    assert_eq!(out.map(|m| m.puzzle), Err(GenerateError::Cancelled));
}

#[test]
fn techniques_are_read_by_name_without_regard_to_case() {
    for technique in RatedTechnique::ALL {
        assert_eq!(technique.name().parse(), Ok(technique));
        assert_eq!(technique.name().to_uppercase().parse(), Ok(technique));
    }
    assert_eq!(" x-wing ".parse(), Ok(RatedTechnique::XWing));
    assert_eq!("bug+1".parse(), Ok(RatedTechnique::BugPlusOne));
    let err = "X-Wings"
        .parse::<RatedTechnique>()
        .map(|_| ())
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("unknown technique \"X-Wings\"; the techniques are: Full House, "),
        "{err}"
    );
    assert!(err.ends_with(", Deep Supposition"), "{err}");
}
