//! The page words a step from the catalogue (`step-` messages of
//! `i18n/ftl/en/explain.ftl`, in the puzzle worker: `features::explain::
//! shown`); in English its words must be, sentence for sentence, the
//! solver crate's (which the command line keeps): the technique's name,
//! why the step holds (line by line), what it changes and its line in the
//! steps list. Checked on every step of the solves of public puzzles
//! (`data/`) that together use every kind of step the engine words.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::path::PathBuf;
use sudoku_solver::logic::{
    logical_solve, logical_solve_unique_with, Bug, Contradiction, ForcingStart, Pattern, Rectangle,
    Step, Technique, Tense,
};
use sudoku_solver::words::capitalise;
use sudoku_solver::{Digits, Grid, Unit};
use sudoku_web::features::explain::{shown, words};

/// The puzzle lines of `data/NAME`.
fn puzzles(name: &str) -> Vec<Grid> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| Grid::parse(l).unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

/// The kind of a step, finer than its technique: the shapes of its
/// sentence (a rectangle's type, a forcing chain's start, a fish's
/// size...).
fn kind(step: &Step) -> String {
    let removed_digits: BTreeSet<u8> = step.eliminations.iter().map(|&(_, d)| d).collect();
    let many = if removed_digits.len() > 1 {
        " many"
    } else {
        ""
    };
    match &step.pattern {
        Pattern::NakedSubset { cells, .. } => format!("naked subset {}{many}", cells.len()),
        Pattern::HiddenSubset { cells, .. } => format!("hidden subset {}", cells.len()),
        Pattern::Fish { lines, covers, .. } => {
            let by = matches!(covers.first(), Some(Unit::Column(_)));
            format!("fish {} {by}", lines.len())
        }
        Pattern::ColourTrap { .. } => format!("colour trap {}", step.eliminations.len() > 1),
        Pattern::AlignedPair { .. } => format!("aligned pair{many}"),
        Pattern::AlignedTriple { .. } => {
            format!("aligned triple {}", step.eliminations.len() > 1)
        }
        Pattern::Cycle { .. } => format!("cycle{many}"),
        Pattern::ForcingChain { start, .. } => match start {
            ForcingStart::Contradiction { .. } => "forcing contradiction",
            ForcingStart::Denial { .. } => "forcing denial",
            ForcingStart::BothWays { .. } => "forcing both ways",
            ForcingStart::Cell { .. } => "forcing cell",
            ForcingStart::Unit { .. } => "forcing unit",
        }
        .to_string(),
        Pattern::Supposition { deep, .. } => format!("supposition {deep}"),
        Pattern::UniqueRectangle { corners, kind, .. } => {
            let shape = if corners.len() > 4 {
                "loop"
            } else {
                "rectangle"
            };
            let kind = match kind {
                Rectangle::One { .. } => "1",
                Rectangle::Two { .. } => "2",
                Rectangle::Three { .. } => "3",
                Rectangle::ThreeHidden { .. } => "3 hidden",
                Rectangle::Four { .. } => "4",
            };
            format!("unique {shape} {kind}")
        }
        Pattern::Bug { kind } => match kind {
            Bug::Two { .. } => "bug 2",
            Bug::Three { .. } => "bug 3",
            Bug::Four { .. } => "bug 4",
        }
        .to_string(),
        _ => format!("{:?}", step.technique),
    }
}

/// Every word of `step` as the page makes it equals the solver's; the
/// step's kind.
fn same_words(step: &Step, place: &str) -> String {
    let page = shown(step);
    let what = format!("{place}: {:?}", step.pattern);
    assert_eq!(page.name, step.technique.name(), "{what}");
    assert_eq!(page.why, step.explanation_lines(), "{what}");
    assert_eq!(
        page.changes,
        format!("It {}.", step.changes(Tense::Present)),
        "{what}"
    );
    assert_eq!(
        page.changed,
        format!("{}.", capitalise(&step.changes(Tense::Past))),
        "{what}"
    );
    assert_eq!(page.summary, step.summary(), "{what}");
    kind(step)
}

/// The steps of the solve of `grid`: with every technique the hints use,
/// and (`unique`) up to forcing chains with the uniqueness techniques too.
fn steps(grid: &Grid, unique: bool) -> Vec<Step> {
    if unique {
        logical_solve_unique_with(grid, Technique::ForcingChain).steps
    } else {
        logical_solve(grid).steps
    }
}

/// The lines (1-based) of each data file whose solves, with the hints'
/// techniques and with the uniqueness techniques, use every kind of step
/// the data shows (found by `find_a_sample`).
const SAMPLE: [(&str, &[usize], &[usize]); 2] = [
    (
        "norvig_top95.txt",
        &[1, 4, 5, 7, 8, 17, 20, 25, 29, 31, 35, 40, 45, 69],
        &[5, 13, 25, 32, 45, 71],
    ),
    (
        "tdoku_magictour_top1465.txt",
        &[2, 23, 52, 311, 654, 926],
        &[347, 386, 525, 942, 1220],
    ),
];

/// Every kind of step the sample shows (the others are made by hand in
/// [`made_by_hand`]).
const KINDS: [&str; 49] = [
    "FullHouse",
    "NakedSingle",
    "HiddenSingle",
    "PointingPair",
    "PointingTriple",
    "BoxLineReduction",
    "naked subset 2",
    "naked subset 2 many",
    "naked subset 3",
    "naked subset 3 many",
    "naked subset 4",
    "naked subset 4 many",
    "hidden subset 2",
    "hidden subset 3",
    "hidden subset 4",
    "fish 2 false",
    "fish 2 true",
    "fish 3 false",
    "fish 3 true",
    "fish 4 true",
    "XYWing",
    "XYZWing",
    "SimpleColouring",
    "colour trap false",
    "colour trap true",
    "XChain",
    "XYChain",
    "aligned pair",
    "aligned triple false",
    "cycle",
    "cycle many",
    "forcing contradiction",
    "forcing denial",
    "forcing both ways",
    "forcing cell",
    "forcing unit",
    "supposition false",
    "supposition true",
    "unique rectangle 1",
    "unique rectangle 2",
    "unique rectangle 3",
    "unique rectangle 3 hidden",
    "unique rectangle 4",
    "unique loop 1",
    "unique loop 2",
    "unique loop 3 hidden",
    "unique loop 4",
    "BugPlusOne",
    "bug 2",
];

#[test]
fn the_page_words_every_kind_of_step_as_the_solver_does() {
    let mut seen = BTreeSet::new();
    for (file, hints, unique) in SAMPLE {
        let grids = puzzles(file);
        for (lines, with_unique) in [(hints, false), (unique, true)] {
            for &line in lines {
                for (n, step) in steps(&grids[line - 1], with_unique).iter().enumerate() {
                    seen.insert(same_words(
                        step,
                        &format!("{file} line {line} step {}", n + 1),
                    ));
                }
            }
        }
    }
    let missing: Vec<&str> = KINDS
        .iter()
        .copied()
        .filter(|k| !seen.contains(*k))
        .collect();
    assert!(
        missing.is_empty(),
        "not covered: {missing:?}; seen {seen:?}"
    );
}

/// Digits from a list.
fn digits(list: &[u8]) -> Digits {
    list.iter().copied().collect()
}

/// A step of `technique` and `pattern` that changes what is given (its
/// cells and units do not matter to its words).
fn made(
    technique: Technique,
    pattern: Pattern,
    placements: &[(usize, u8)],
    eliminations: &[(usize, u8)],
) -> Step {
    Step {
        technique,
        placements: placements.to_vec(),
        eliminations: eliminations.to_vec(),
        cells: Vec::new(),
        units: Vec::new(),
        pattern,
    }
}

/// The kinds of step the sample lacks, and the corners of the words (a
/// step that places and removes, or changes nothing), made by hand: the
/// words are the solver's all the same.
#[test]
fn made_by_hand() {
    let steps = [
        // Removed digits that differ; a pair of values that see each other.
        made(
            Technique::AlignedPairExclusion,
            Pattern::AlignedPair {
                cells: [0, 4],
                impossible: vec![([1, 2], Some(10)), ([3, 3], None), ([2, 1], Some(20))],
            },
            &[],
            &[(0, 1), (4, 3), (4, 1)],
        ),
        made(
            Technique::AlignedTripleExclusion,
            Pattern::AlignedTriple {
                cells: [0, 1, 2],
                excluders: vec![10, 11, 12],
            },
            &[],
            &[(0, 5), (1, 6)],
        ),
        made(
            Technique::Jellyfish,
            Pattern::Fish {
                digit: 7,
                lines: vec![
                    Unit::Column(0),
                    Unit::Column(2),
                    Unit::Column(4),
                    Unit::Column(6),
                ],
                covers: vec![Unit::Row(1), Unit::Row(3), Unit::Row(5), Unit::Row(7)],
            },
            &[],
            &[(10, 7), (28, 7)],
        ),
        made(
            Technique::Bug,
            Pattern::Bug {
                kind: Bug::Three {
                    cells: vec![0, 1],
                    unit: Unit::Row(0),
                    extras: digits(&[5, 6]),
                    others: vec![2, 3, 4],
                    digits: digits(&[1, 2, 3, 4, 5]),
                },
            },
            &[],
            &[(6, 5), (7, 4)],
        ),
        made(
            Technique::Bug,
            Pattern::Bug {
                kind: Bug::Three {
                    cells: vec![0, 1, 2],
                    unit: Unit::Box(0),
                    extras: digits(&[5]),
                    others: vec![3],
                    digits: digits(&[5, 8]),
                },
            },
            &[],
            &[(20, 8)],
        ),
        made(
            Technique::Bug,
            Pattern::Bug {
                kind: Bug::Four {
                    cells: [0, 9],
                    unit: Unit::Column(0),
                    extras: [digits(&[5]), digits(&[6, 7])],
                    digit: 3,
                },
            },
            &[],
            &[(0, 4), (9, 4)],
        ),
        made(
            Technique::UniqueLoop,
            Pattern::UniqueRectangle {
                corners: vec![0, 1, 10, 11, 19, 20],
                digits: [1, 2],
                kind: Rectangle::Three {
                    cells: [0, 1],
                    unit: Unit::Row(0),
                    extra: digits(&[3, 4]),
                    others: vec![5],
                    digits: digits(&[3, 4]),
                },
            },
            &[],
            &[(6, 3)],
        ),
        made(
            Technique::UniqueRectangle,
            Pattern::UniqueRectangle {
                corners: vec![0, 1, 9, 10],
                digits: [1, 2],
                kind: Rectangle::ThreeHidden {
                    cells: [9, 10],
                    unit: Unit::Row(1),
                    others: vec![12, 13],
                    digits: digits(&[3, 4, 5, 6, 7]),
                },
            },
            &[],
            &[(12, 8)],
        ),
        made(
            Technique::BugPlusOne,
            Pattern::BugPlusOne {
                cell: 40,
                extras: digits(&[4, 5]),
            },
            &[],
            &[(40, 6), (40, 7)],
        ),
        // Places and removes; places two digits; changes nothing.
        made(
            Technique::NakedSingle,
            Pattern::NakedSingle { cell: 0, digit: 1 },
            &[(0, 1)],
            &[(5, 2), (7, 3)],
        ),
        made(
            Technique::FullHouse,
            Pattern::FullHouse {
                cell: 0,
                unit: Unit::Box(0),
                digit: 1,
            },
            &[(0, 1), (80, 9)],
            &[],
        ),
        made(
            Technique::PointingPair,
            Pattern::Locked {
                digit: 4,
                unit: Unit::Box(8),
                within: Unit::Column(8),
            },
            &[],
            &[],
        ),
    ];
    for (n, step) in steps.iter().enumerate() {
        same_words(step, &format!("made by hand {}", n + 1));
    }
}

/// The words the page says around a step from its data: the technique
/// with its article (the first hint) and the contradictions (a Hint on a
/// puzzle without solution), as they were made before the catalogue.
#[test]
fn names_with_their_article_and_contradictions() {
    fn with_article(name: &str) -> String {
        let mut chars = name.chars();
        let (Some(first), Some(second)) = (chars.next(), chars.next()) else {
            return name.to_string();
        };
        let word = if second.is_ascii_lowercase() {
            format!(
                "{}{}",
                first.to_ascii_lowercase(),
                &name[first.len_utf8()..]
            )
        } else {
            name.to_string()
        };
        // "a unique rectangle": its u is said "you".
        let article = if "aeiouAEIOUX".contains(first) && !name.starts_with("Unique") {
            "an"
        } else {
            "a"
        };
        format!("{article} {word}")
    }
    for technique in Technique::ALL {
        assert_eq!(
            words::technique_with_article(words::technique_key(technique)),
            with_article(technique.name())
        );
        assert_eq!(words::technique_name(technique), technique.name());
    }
    for contradiction in [
        Contradiction::Clash {
            unit: Unit::Row(2),
            digit: 5,
        },
        Contradiction::NoCandidates { cell: 31 },
        Contradiction::NoPlace {
            unit: Unit::Box(3),
            digit: 6,
        },
    ] {
        assert_eq!(
            words::contradiction(&contradiction),
            contradiction.to_string()
        );
    }
}

/// Finds the lines of [`SAMPLE`]: run with `--ignored --nocapture`.
#[test]
#[ignore]
fn find_a_sample() {
    for file in ["norvig_top95.txt", "tdoku_magictour_top1465.txt"] {
        let grids = puzzles(file);
        for with_unique in [false, true] {
            let mut seen = BTreeSet::new();
            for (i, grid) in grids.iter().enumerate() {
                for step in steps(grid, with_unique) {
                    let kind = same_words(&step, &format!("{file} line {}", i + 1));
                    if seen.insert(kind.clone()) {
                        println!("{file} unique={with_unique} line {}: {kind}", i + 1);
                    }
                }
            }
        }
    }
}
