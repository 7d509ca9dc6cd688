//! A killer step's words (the solver crate's [`KillerStep`], found under a
//! killer's or killer-X's rules), from the catalogue: the classic singles
//! and the classic techniques as the classic engine words them, the cage techniques and the rule of
//! 45 by the `variant-why-` messages, with their arithmetic ("Row 1 adds up
//! to 45 and its cages inside make 38, so row 1, column 9 is 7."). Made
//! in the puzzle worker, as [`super::shown`] does for a classic step.

use super::words::{self, cells_list, unit};
use crate::model::{Focus, ShownStep};
use crate::t;
use sudoku_solver::logic::killer::{
    Broken, CageClash, CageCombos, Depth, KillerPattern, KillerStep, Rule45, Side, Trial,
};
use sudoku_solver::logic::{Pattern, Step, Technique};
use sudoku_solver::rules::HouseKind;
use sudoku_solver::{Digits, Unit};

/// The technique keys of the killer techniques (their names are the
/// catalogue's `variant-technique-<key>`; the singles keep the classic
/// keys and `step-technique-` names).
pub const KILLER_KEYS: [&str; 5] = [
    "cage-combinations",
    "cage-must-contain",
    "cage-clash",
    "rule-of-45",
    "killer-supposition",
];

/// `step` as Hint shows it, worded in the language in use.
pub fn shown_killer(step: &KillerStep) -> ShownStep {
    if let Some(classic) = classic(step) {
        return super::shown(&classic);
    }
    let (key, focus, units, cells, why) = match &step.pattern {
        KillerPattern::CageCombinations(cage) => (
            "cage-combinations",
            Focus::Cell(first(&cage.cells)),
            Vec::new(),
            cage.cells.clone(),
            t!(
                "variant-why-cage-combinations",
                row = first(&cage.cells) / 9 + 1,
                column = first(&cage.cells) % 9 + 1,
                sum = cage.sum,
                cells = cage.cells.len(),
                combinations = combinations(&cage.combinations).as_str()
            ),
        ),
        KillerPattern::CageMustContain {
            cage,
            digit,
            cells,
            house,
        } => (
            "cage-must-contain",
            Focus::Cell(first(&cage.cells)),
            unit_of(*house).into_iter().collect(),
            cage_and(cage, cells),
            t!(
                "variant-why-cage-must-contain",
                row = first(&cage.cells) / 9 + 1,
                column = first(&cage.cells) % 9 + 1,
                sum = cage.sum,
                cells = cage.cells.len(),
                combinations = combinations(&cage.combinations).as_str(),
                digit = *digit,
                house = house_name(*house).as_str()
            ),
        ),
        KillerPattern::CageClash(clash) => (
            "cage-clash",
            Focus::Cell(first(&clash.cage.cells)),
            unit_of(clash.house).into_iter().collect(),
            cage_and(&clash.cage, &clash.other.cells),
            cage_clash(clash),
        ),
        KillerPattern::Supposition(trial) => (
            "killer-supposition",
            Focus::Cell(trial.cell),
            match trial.broken {
                Broken::House(house, _) => unit_of(house).into_iter().collect(),
                _ => Vec::new(),
            },
            supposition_cells(trial),
            supposition(trial),
        ),
        KillerPattern::RuleOf45(rule) => (
            "rule-of-45",
            unit_of(rule.house).map_or(Focus::Cell(first(&rule.cells)), Focus::Unit),
            area_units(rule),
            rule.cells.clone(),
            rule_of_45(rule),
        ),
        KillerPattern::DiagonalSingle { house, digit, cell } => (
            "hidden-single",
            Focus::Cell(*cell),
            Vec::new(),
            vec![*cell],
            t!(
                "variant-why-diagonal-single",
                cell = words::cell(*cell).as_str(),
                digit = *digit,
                house = house_name(*house).as_str()
            ),
        ),
        // The classic singles and techniques are worded above.
        KillerPattern::Classic(classic) => return super::shown(classic),
        KillerPattern::Single(pattern) => {
            return super::shown(&Step {
                technique: Technique::NakedSingle,
                placements: step.placements.clone(),
                eliminations: step.eliminations.clone(),
                cells: Vec::new(),
                units: Vec::new(),
                pattern: pattern.clone(),
            })
        }
    };
    let name = technique_name(key);
    let shim = Step {
        technique: Technique::NakedSingle,
        placements: step.placements.clone(),
        eliminations: step.eliminations.clone(),
        cells: Vec::new(),
        units: Vec::new(),
        pattern: Pattern::NakedSingle { cell: 0, digit: 0 },
    };
    let summary = words::summary_named(&shim, &name);
    ShownStep {
        name,
        key: key.to_string(),
        focus,
        units,
        cells,
        placements: step.placements.clone(),
        eliminations: step.eliminations.clone(),
        why: vec![capitalised(why)],
        changes: words::changes(&shim, words::Tense::Present),
        changed: words::changes(&shim, words::Tense::Past),
        summary,
        lang: crate::model::lang::lang().tag().to_string(),
    }
}

/// The name of a killer technique's `key`, or of a classic one.
pub fn technique_name(key: &str) -> String {
    if KILLER_KEYS.contains(&key) {
        crate::model::lang::t(&format!("variant-technique-{key}"))
    } else {
        crate::model::lang::t(&format!("step-technique-{key}"))
    }
}

/// A classic single in a killer step, as the classic engine found it (its
/// cells and units from its pattern).
fn classic(step: &KillerStep) -> Option<Step> {
    let KillerPattern::Single(pattern) = &step.pattern else {
        return None;
    };
    let (technique, cell, units) = match *pattern {
        Pattern::FullHouse { cell, unit, .. } => (Technique::FullHouse, cell, vec![unit]),
        Pattern::NakedSingle { cell, .. } => (Technique::NakedSingle, cell, Vec::new()),
        Pattern::HiddenSingle { cell, unit, .. } => (Technique::HiddenSingle, cell, vec![unit]),
        _ => return None,
    };
    Some(Step {
        technique,
        placements: step.placements.clone(),
        eliminations: step.eliminations.clone(),
        cells: vec![cell],
        units,
        pattern: pattern.clone(),
    })
}

/// The rule of 45's sentence: the house, the sums and the cells' total
/// (and, for two or three cells, the combinations that make it).
fn rule_of_45(rule: &Rule45) -> String {
    let house = area_name(rule);
    let (span, whole) = (rule.span, 45 * u32::from(rule.span));
    let cells = cells_list(&rule.cells);
    let count = rule.cells.len();
    let combos = combinations(&rule.combinations);
    match rule.side {
        Side::Innies => t!(
            "variant-why-45-innies",
            house = house.as_str(),
            span = span,
            whole = whole,
            inside = rule.inside_sum,
            placed = rule.placed_sum,
            cells = cells.as_str(),
            count = count,
            total = rule.total,
            combinations = combos.as_str()
        ),
        Side::Outies => t!(
            "variant-why-45-outies",
            house = house.as_str(),
            span = span,
            whole = whole,
            inside = rule.inside_sum + rule.crossing_sum,
            placed = rule.placed_sum,
            cells = cells.as_str(),
            count = count,
            total = rule.total,
            combinations = combos.as_str()
        ),
    }
}

/// A cage clash's sentence: both cages, their house, the combinations
/// ruled out and those left.
fn cage_clash(clash: &CageClash) -> String {
    let (head, other) = (first(&clash.cage.cells), first(&clash.other.cells));
    t!(
        "variant-why-cage-clash",
        house = house_name(clash.house).as_str(),
        sum = clash.cage.sum,
        row = head / 9 + 1,
        column = head % 9 + 1,
        osum = clash.other.sum,
        orow = other / 9 + 1,
        ocolumn = other % 9 + 1,
        ocombinations = combinations(&clash.other.combinations).as_str(),
        out = combinations(&clash.ruled_out).as_str(),
        left = combinations(&clash.left).as_str()
    )
}

/// A killer supposition's sentence: the assumption and what it broke, or
/// for a search the digit it leaves.
fn supposition(trial: &Trial) -> String {
    let cell = words::cell(trial.cell);
    if trial.depth == Depth::Search {
        return t!(
            "variant-why-search",
            cell = cell.as_str(),
            digit = trial.digit
        );
    }
    let depth = if trial.depth == Depth::Short {
        "short"
    } else {
        "long"
    };
    let (broken, place, missing, house) = match trial.broken {
        Broken::Cell(c) => ("cell", words::cell(c), 0, String::new()),
        Broken::House(h, d) => ("house", String::new(), d, house_name(h)),
        _ => ("cage", String::new(), 0, String::new()),
    };
    let (sum, row, column) = match &trial.broken {
        Broken::Cage { sum, cells, .. } => (*sum, first(cells) / 9 + 1, first(cells) % 9 + 1),
        _ => (0, 0, 0),
    };
    t!(
        "variant-why-supposition",
        cell = cell.as_str(),
        digit = trial.digit,
        depth = depth,
        broken = broken,
        place = place.as_str(),
        missing = missing,
        house = house.as_str(),
        sum = sum,
        row = row,
        column = column
    )
}

/// The cells a supposition shows: the assumed one, then the cell or
/// cage that broke.
fn supposition_cells(trial: &Trial) -> Vec<usize> {
    let mut cells = vec![trial.cell];
    let more = match &trial.broken {
        Broken::Cell(c) => vec![*c],
        Broken::Cage { cells, .. } => cells.clone(),
        _ => Vec::new(),
    };
    cells.extend(more.into_iter().filter(|&c| c != trial.cell));
    cells
}

/// A cage's cells, then the cells of `more` it does not hold.
fn cage_and(cage: &CageCombos, more: &[usize]) -> Vec<usize> {
    let mut cells = cage.cells.clone();
    cells.extend(more.iter().filter(|c| !cage.cells.contains(c)));
    cells
}

/// Sets of digits as a player writes them, "1+2+7 or 1+4+5".
fn combinations(sets: &[Digits]) -> String {
    let written: Vec<String> = sets
        .iter()
        .map(|set| {
            set.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("+")
        })
        .collect();
    words::or_list(written)
}

/// A house in words: "row 3", "box 5", "the diagonal from r1c1 to r9c9".
fn house_name(house: HouseKind) -> String {
    match unit_of(house) {
        Some(u) => unit(u),
        None => {
            let (kind, number) = match house {
                HouseKind::MainDiagonal => ("main", 0),
                HouseKind::AntiDiagonal => ("anti", 0),
                HouseKind::Window(w) => ("window", u16::from(w) + 1),
                HouseKind::Region(r) => ("region", u16::from(r) + 1),
                _ => ("region", 0),
            };
            t!("variant-house", kind = kind, number = number)
        }
    }
}

/// The houses a rule of 45 adds up: its house, or its run of rows or
/// columns ("rows 1 and 2").
fn area_name(rule: &Rule45) -> String {
    let (kind, first) = match rule.house {
        HouseKind::Row(r) if rule.span > 1 => ("row", r),
        HouseKind::Column(c) if rule.span > 1 => ("column", c),
        _ => return house_name(rule.house),
    };
    t!(
        "variant-house-run",
        kind = kind,
        span = rule.span,
        first = first + 1,
        last = first + rule.span
    )
}

/// The rows, columns or box a rule of 45 adds up, to highlight.
fn area_units(rule: &Rule45) -> Vec<Unit> {
    (0..rule.span)
        .filter_map(|i| match rule.house {
            HouseKind::Row(r) => Some(Unit::Row(r + i)),
            HouseKind::Column(c) => Some(Unit::Column(c + i)),
            house if i == 0 => unit_of(house),
            _ => None,
        })
        .collect()
}

/// A row, column or box as the classic engine names it (`None` for the
/// variants' other houses).
fn unit_of(house: HouseKind) -> Option<Unit> {
    match house {
        HouseKind::Row(r) => Some(Unit::Row(r)),
        HouseKind::Column(c) => Some(Unit::Column(c)),
        HouseKind::Region(b) => Some(Unit::Box(b)),
        _ => None,
    }
}

/// The first of `cells` (a cage's head; 0 for none, which no step has).
fn first(cells: &[usize]) -> usize {
    cells.first().copied().unwrap_or(0)
}

/// `line` with its first letter in upper case (ASCII letters only).
fn capitalised(line: String) -> String {
    let mut chars = line.chars();
    match chars.next() {
        Some(first) if first.is_ascii_lowercase() => {
            first.to_ascii_uppercase().to_string() + chars.as_str()
        }
        _ => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_solver::logic::killer;
    use sudoku_solver::rules::Puzzle;

    #[test]
    fn a_classic_step_in_a_killer_is_worded_as_in_a_classic_puzzle() {
        // The sixth human-solvable killer: after its cage and 45 steps, a
        // box/line reduction on the rows, columns and boxes.
        let text = include_str!("../../../data/killer_hs_9.txt");
        let line = text.lines().filter(|l| !l.trim().is_empty()).nth(5);
        let puzzle = line
            .and_then(|l| l.split('\t').next())
            .and_then(|p| Puzzle::parse(p).ok());
        let Some(puzzle) = puzzle else {
            panic!("line 6 of data/killer_hs_9.txt reads");
        };
        let mut board = killer::board(&puzzle);
        let step = loop {
            let Some(step) = killer::next_step(&puzzle, &board) else {
                panic!("a classic step before the solve stalls");
            };
            if matches!(step.pattern, KillerPattern::Classic(_)) {
                break step;
            }
            killer::apply(&puzzle, &mut board, &step);
        };
        let shown = shown_killer(&step);
        assert_eq!(shown.key, "box-line-reduction");
        assert_eq!(shown.name, "Box/line reduction");
        assert_eq!(shown.eliminations, step.eliminations);
        assert!(!shown.eliminations.is_empty());
        assert!(
            shown
                .why
                .iter()
                .any(|w| w.contains("row") || w.contains("column")),
            "{:?}",
            shown.why
        );
    }

    /// The first step of `puzzle`'s solve that `wanted` picks.
    fn first_step(puzzle: &Puzzle, wanted: impl Fn(&KillerStep) -> bool) -> KillerStep {
        let mut board = killer::board(puzzle);
        loop {
            let Some(step) = killer::next_step(puzzle, &board) else {
                panic!("no such step before the solve ends");
            };
            if wanted(&step) {
                return step;
            }
            killer::apply(puzzle, &mut board, &step);
        }
    }

    /// Line `n` (1-based) of the human-solvable set.
    fn human_solvable(n: usize) -> Puzzle {
        let text = include_str!("../../../data/killer_hs_9.txt");
        let line = text.lines().filter(|l| !l.trim().is_empty()).nth(n - 1);
        match line.and_then(|l| l.split('\t').next()).map(Puzzle::parse) {
            Some(Ok(puzzle)) => puzzle,
            _ => panic!("line {n} of data/killer_hs_9.txt reads"),
        }
    }

    #[test]
    fn a_killer_supposition_says_what_breaks() {
        let puzzle = human_solvable(2);
        let step = first_step(&puzzle, |s| {
            matches!(s.pattern, KillerPattern::Supposition(_))
        });
        let shown = shown_killer(&step);
        assert_eq!(
            (shown.key.as_str(), shown.name.as_str()),
            ("killer-supposition", "Killer supposition")
        );
        assert_eq!(
            shown.why,
            [
                "If row 8, column 7 were 4, the singles and cage combinations that follow would \
                 leave no combination for the cage of 14 at row 1, column 8, so row 8, column 7 \
                 is not 4."
            ]
        );
        assert_eq!(shown.eliminations, [(69, 4)]);
    }

    #[test]
    fn a_cage_clash_names_both_cages_and_the_combinations_left() {
        let puzzle = human_solvable(3);
        let step = first_step(&puzzle, |s| {
            matches!(s.pattern, KillerPattern::CageClash(_))
        });
        let shown = shown_killer(&step);
        assert_eq!(
            (shown.key.as_str(), shown.name.as_str()),
            ("cage-clash", "Cage clash")
        );
        assert_eq!(
            shown.why,
            [
                "Row 1 holds the cage of 13 at row 1, column 6 and the cage of 15 at row 1, \
                 column 3, so they share no digit: every combination left for the cage of 15 \
                 (6+9 or 7+8) shares a digit with 6+7, so the cage of 13 is 4+9 or 5+8."
            ]
        );
        assert_eq!(shown.units, [Unit::Row(0)]);
    }

    #[test]
    fn the_rule_of_45_over_two_rows_says_both_and_their_sum() {
        // Tarek's first killer: rows 1 and 2 hold four cages wholly (78).
        let text = include_str!("../../../data/killer_tarek_42.txt");
        let puzzle = text
            .lines()
            .next()
            .and_then(|l| l.split('\t').next())
            .and_then(|p| Puzzle::parse(p).ok());
        let Some(puzzle) = puzzle else {
            panic!("line 1 of data/killer_tarek_42.txt reads");
        };
        let step = first_step(
            &puzzle,
            |s| matches!(&s.pattern, KillerPattern::RuleOf45(r) if r.span == 2),
        );
        let shown = shown_killer(&step);
        assert_eq!(
            shown.why,
            [
                "Rows 1 and 2 add up to 90 and their cages inside make 78, so row 2, column 2 \
              and row 2, column 7 add up to 12: 3+9, 4+8 or 5+7."
            ]
        );
        assert_eq!(shown.units, [Unit::Row(0), Unit::Row(1)]);
    }
}
