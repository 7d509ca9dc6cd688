//! Sudoku Explainer's ratings in the fixture files (tests/fixtures/), and
//! our technique for each of SE's names.

use std::path::PathBuf;
use sudoku_solver::rating::{rate, RatedTechnique as T, Rating};
use sudoku_solver::Grid;

/// (puzzle, SE's rating in tenths, SE's technique name) of a fixture file.
pub fn fixtures(name: &str) -> Vec<(String, u8, String)> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            let (whole, tenth) = cols[1].split_once('.').unwrap();
            let tenths = whole.parse::<u8>().unwrap() * 10 + tenth.parse::<u8>().unwrap();
            (cols[0].to_string(), tenths, cols[2].to_string())
        })
        .collect()
}

pub fn rating_of(puzzle: &str) -> Rating {
    rate(&Grid::parse(puzzle).unwrap()).unwrap()
}

/// Our technique for SE's name of a technique at SE's score.
pub fn ours(se_name: &str, tenths: u8) -> T {
    match (se_name, tenths) {
        ("Hidden Single", 10) => T::FullHouse,
        ("Hidden Single", 12) => T::HiddenSingleBox,
        ("Hidden Single", _) => T::HiddenSingleLine,
        ("Direct Pointing", _) => T::DirectPointing,
        ("Direct Claiming", _) => T::DirectClaiming,
        ("Direct Hidden Pair", _) => T::DirectHiddenPair,
        ("Naked Single", _) => T::NakedSingle,
        ("Direct Hidden Triplet", _) => T::DirectHiddenTriple,
        ("Pointing", _) => T::Pointing,
        ("Claiming", _) => T::Claiming,
        ("Naked Pair", _) => T::NakedPair,
        ("X-Wing", _) => T::XWing,
        ("Hidden Pair", _) => T::HiddenPair,
        ("Naked Triplet", _) => T::NakedTriple,
        ("Swordfish", _) => T::Swordfish,
        ("Hidden Triplet", _) => T::HiddenTriple,
        ("XY-Wing", _) => T::XYWing,
        ("XYZ-Wing", _) => T::XYZWing,
        ("Naked Quad", _) => T::NakedQuad,
        ("Jellyfish", _) => T::Jellyfish,
        ("Hidden Quad", _) => T::HiddenQuad,
        (
            "Unique Rectangle type 1"
            | "Unique Rectangle type 2"
            | "Unique Rectangle type 3"
            | "Unique Rectangle type 4",
            _,
        ) => T::UniqueRectangle,
        (name, _) if name.starts_with("Unique Loop") => T::UniqueLoop,
        (name, _) if name.starts_with("Bidirectional") => T::Cycle,
        ("BUG type 1", _) => T::BugPlusOne,
        ("Aligned Pair Exclusion", _) => T::AlignedPairExclusion,
        ("Aligned Triplet Exclusion", _) => T::AlignedTripleExclusion,
        ("BUG type 2" | "BUG type 3" | "BUG type 4", _) => T::Bug,
        ("Nishio Forcing Chains", _) => T::SuppositionNishio,
        ("Cell Forcing Chains" | "Region Forcing Chains", _) => T::ForcingChains,
        (name, _) if name.starts_with("Dynamic") && name.ends_with("(+)") => {
            T::SuppositionDynamicPlus
        }
        (name, _) if name.starts_with("Dynamic") && name.contains("(+ ") => T::DeepSupposition,
        (name, _) if name.starts_with("Dynamic") => T::SuppositionDynamic,
        _ => panic!("no technique of ours for SE's {se_name}"),
    }
}
