//! Reading f-puzzles links (the `fpuzzles` feature; `cargo test --workspace`
//! turns it on through the CLI): two links written as f-puzzles writes
//! them, hand-made JSON compressed here with lz-str, every killer of
//! data/ through the form and back, and each refusal's exact message.
#![cfg(feature = "fpuzzles")]

mod common;

use common::read;
use serde_json::{json, Value};
use sudoku_solver::rules::fpuzzles::{load_value, MAX_VALUE_LEN};
use sudoku_solver::rules::{box_regions, Cage, Puzzle, Variant};
use sudoku_solver::{solve_puzzle, Algorithm, Grid, Options, Verdict};

/// A classic puzzle (the crate's EASY) as f-puzzles exports it: givens
/// `{"value":5,"given":true}`, empty cells `{}`. The JSON is [`CLASSIC_JSON`];
/// the value was made by JavaScript's lz-string 1.5.0 `compressToBase64`,
/// the library f-puzzles uses.
const CLASSIC_LINK: &str = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGEsBDMSAYxFSIFc0ALAewCcFxqATBga2oFoB3GACMABGhhg0YSiCbUcYGGlYA5ZgFsiWEWA7dqIuQpFEADqawBPAHQyA5kwjsEAbRegAbluq4ArKjsIDxgAOwQ0ORgAX2RgGLjY+JAvLB8EAA4AoNDwyPiklLT4AEYs4LD4CJ982OTvXAA2MpzKvIBdZHcahJ661NwAdmaKqujawtwAZmHc6vH6hAAmGda5zwX4TJBA8tmx9f6EABYV0aiO9z6ik+3skbzE+cP4Idvd1f2r3FK3lrOnorLX73NbdAobabAvbnToHIqvHZ/B69CYIFBQj7g55AxEgz6o+BNDH/Hpgi6kgFTU7IrHXalrL4IfzEmmUhA/XHQxLk7qMkr0/ZgtmEgW03A4u5cuF+UU84XozmYx7ShAIyVKlEbG6KklihCQnU0uUql6i5W8gkS94kvlbQ0MgkK9W68l8jnO5F8q1Ih0bZn2/EbJ3W1kU0ltNpRIA";

const CLASSIC_JSON: &str = r#"{"size":9,"title":"Classic","author":"sudoku-web tests","ruleset":"Normal sudoku rules apply.","grid":[[{"value":5,"given":true},{},{},{},{"value":8,"given":true},{},{"value":1,"given":true},{},{"value":6,"given":true}],[{},{},{},{},{"value":7,"given":true},{"value":3,"given":true},{"value":2,"given":true},{"value":8,"given":true},{"value":4,"given":true}],[{"value":4,"given":true},{},{"value":7,"given":true},{"value":1,"given":true},{"value":2,"given":true},{},{},{},{"value":3,"given":true}],[{"value":7,"given":true},{},{"value":9,"given":true},{"value":2,"given":true},{"value":6,"given":true},{},{},{},{}],[{},{},{"value":3,"given":true},{},{"value":4,"given":true},{"value":5,"given":true},{},{"value":1,"given":true},{}],[{},{},{"value":1,"given":true},{},{},{},{"value":6,"given":true},{"value":2,"given":true},{"value":5,"given":true}],[{},{"value":9,"given":true},{},{"value":7,"given":true},{},{"value":4,"given":true},{},{"value":3,"given":true},{}],[{},{"value":7,"given":true},{},{},{},{"value":2,"given":true},{"value":8,"given":true},{"value":9,"given":true},{}],[{"value":1,"given":true},{"value":2,"given":true},{"value":5,"given":true},{"value":9,"given":true},{},{},{},{},{}]]}"#;

const CLASSIC_GIVENS: &str =
    "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";
const CLASSIC_SOLUTION: &str =
    "532489176916573284487126953759261348263845719841397625698714532374652891125938467";

/// The first killer of data/killer_tarek_42.txt as f-puzzles exports it
/// (`killercage`: `{"cells":["R1C1",...],"value":"16"}`), compressed by
/// JavaScript's lz-string 1.5.0 as [`CLASSIC_LINK`].
const KILLER_LINK: &str = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGkIscAnEVAQwFc0ALAezLzQpJgGtyQSqcwY0CEADlGAWwpYABGCoATeuypSefKRQAOGrAE8AdFIAiEAOaYwUiADspAYwomYF2WKlp6b2jDtYq3ilZyUgpSVvRoKjAaMBRoelwmJBByCADaqcAAvshZOdm5BflFeQC6yBnFhXnVVVllFTWVTY31tc1tpeUd3U2t7f0tXQM9nQ0jPX2NUxNlIOxEpPaOaaC2MMRgaSAASgCMAMK7XHv7AEzHBwDMx6eHILMAbpJ+QrsAbCD5IGsbWycALBd9gBWG77a6oba3QGPZ64ECnI5fH5YTbwVI7A4fSEHADsYNBkNuH1hvnhpwADJ8ct91qi/gcABxAxBg5lE/as0kvPCI6mrOlojFQs7HS53SHi86Q/53bnw9782m/dE7W74yX7DU7cXM+WvQHIwV/cUQnay6Xm8H3VBPMmvZlGlXC8WAzWEq0w21w16sp301XbcXYq0h7ay/H6vCK/1CnWc46y9lW1mQ4H7PXe+3Rj6xv6yj3bdOF9MkrM8kC7R00lFxosSnZvBvbXFy8sK/F5wPpy31s3bJvnKOV85d4Xpt2N/aTgcgm0gO0V3ajmvG7ta45NsNNyPt15I1fOnbp1NT5Oz08tjPzxfk65jqf91tP6c3n05pW1v6t3uM0WQv9rmHXZDUPANhVbQs/xnP9QWA+8wLrVsw1bbVtj/MsF3fStQQfK9Lz/S9EGvSFiK5PdeVwxC/j/I5SObYihwoytc2owM/zQv9z2IsNiN3LDs0rP02OFYj+2ImdiLg5jdk7EpMiAA===";

/// The same killer in the project's own line (docs/variants.md).
const KILLER_LINE: &str = "killer::16-11121321_21-14152324_20-16172526_21-18192829_16-22313241_14-273738_18-334243_19-343544_16-364647_16-39484958_18-455556_17-516171_12-525362_12-546465_11-576667_23-59686978_16-637374_14-728283_13-758485_15-767786_25-79899899_16-819192_19-87889697_17-939495";
const KILLER_SOLUTION: &str =
    "432851769786239415159467823263974581971583642548612397397148256614725938825396174";

/// The f-puzzles JSON of `puzzle`, as f-puzzles writes it: givens, regions
/// that differ from the boxes, cages (sum as text, cells `R1C1`), the two
/// diagonals, windoku's windows as extra regions.
fn json_of(puzzle: &Puzzle) -> Value {
    let rules = puzzle.rules();
    let boxes = box_regions();
    let grid: Vec<Value> = (0..9)
        .map(|r| {
            Value::Array(
                (0..9)
                    .map(|c| {
                        let i = r * 9 + c;
                        let mut cell = serde_json::Map::new();
                        let d = puzzle.givens().get(i);
                        if d != 0 {
                            cell.insert("value".into(), json!(d));
                            cell.insert("given".into(), json!(true));
                        }
                        if rules.regions()[i] != boxes[i] {
                            cell.insert("region".into(), json!(rules.regions()[i]));
                        }
                        Value::Object(cell)
                    })
                    .collect(),
            )
        })
        .collect();
    let name = |c: u8| format!("R{}C{}", c / 9 + 1, c % 9 + 1);
    let mut out = json!({"size": 9, "title": "test", "author": "tests", "grid": grid});
    if !rules.cages().is_empty() {
        out["killercage"] = rules
            .cages()
            .iter()
            .map(|cage| {
                json!({"cells": cage.cells.iter().map(|&c| name(c)).collect::<Vec<_>>(),
                       "value": cage.sum.to_string()})
            })
            .collect();
    }
    if rules.variant().has_diagonals() {
        out["diagonal+"] = json!(true);
        out["diagonal-"] = json!(true);
    }
    if rules.variant() == Variant::Windoku {
        out["extraregion"] = [10u8, 14, 46, 50]
            .iter()
            .map(|&corner| {
                let cells: Vec<String> = (0..9).map(|k| name(corner + k / 3 * 9 + k % 3)).collect();
                json!({ "cells": cells })
            })
            .collect();
    }
    out
}

/// An f-puzzles link to `json`, compressed as f-puzzles does.
fn link(json: &Value) -> String {
    format!(
        "https://www.f-puzzles.com/?load={}",
        lz_str::compress_to_base64(json.to_string().as_str())
    )
}

/// The one solution of `puzzle`, checked unique.
fn solution(puzzle: &Puzzle) -> String {
    let out = solve_puzzle(puzzle, Algorithm::Fast, &Options::default());
    assert_eq!(out.verdict, Verdict::Unique);
    let found = out.solution.expect("a solution");
    assert!(puzzle.is_solved_by(&found));
    found.to_line()
}

/// The message of reading `json` as a link.
fn refusal(json: &Value) -> String {
    match Puzzle::parse(&link(json)) {
        Ok(p) => panic!("read as {}", p.to_line()),
        Err(e) => e.to_string(),
    }
}

fn classic_json() -> Value {
    serde_json::from_str(CLASSIC_JSON).expect("JSON")
}

#[test]
fn lz_str_compresses_as_javascript_lz_string() {
    let (_, value) = CLASSIC_LINK.split_once("load=").expect("a load value");
    assert_eq!(lz_str::compress_to_base64(CLASSIC_JSON), value);
    let killer = Puzzle::parse(KILLER_LINK).expect("the killer link");
    let value = KILLER_LINK.split_once("load=").expect("a load value").1;
    let json = String::from_utf16(&lz_str::decompress_from_base64(value).expect("decompresses"))
        .expect("text");
    // lz-str 0.2.1 pads with one `=` more than JavaScript's lz-string
    // (four where it writes three); the padding is never read.
    let ours = lz_str::compress_to_base64(json.as_str());
    assert_eq!(ours, format!("{value}="));
    assert_eq!(Puzzle::parse(&ours).expect("lz-str's value"), killer);
    assert_eq!(killer.rules().cages().len(), 24);
}

#[test]
fn a_classic_link_reads_its_givens_and_solves() {
    let puzzle = Puzzle::parse(CLASSIC_LINK).expect("read");
    assert_eq!(puzzle.rules().variant(), Variant::Classic);
    assert_eq!(puzzle.givens().to_line(), CLASSIC_GIVENS);
    assert_eq!(solution(&puzzle), CLASSIC_SOLUTION);
}

#[test]
fn a_killer_link_reads_its_cages_and_solves() {
    let puzzle = Puzzle::parse(KILLER_LINK).expect("read");
    assert_eq!(puzzle.rules().variant(), Variant::Killer);
    assert_eq!(puzzle.givens(), &Grid::empty());
    let cages = puzzle.rules().cages();
    assert_eq!(cages.len(), 24);
    assert_eq!(cages[0], Cage::new(16, &[0, 1, 2, 9]));
    assert_eq!(cages[23], Cage::new(17, &[74, 75, 76]));
    assert_eq!(puzzle.to_line(), KILLER_LINE);
    assert_eq!(solution(&puzzle), KILLER_SOLUTION);
}

#[test]
fn the_link_the_bare_value_and_sudokupad_s_forms_are_read() {
    let value = KILLER_LINK.split_once("load=").expect("a load value").1;
    let expected = Puzzle::parse(KILLER_LINE).expect("line");
    let forms = [
        value.to_string(),
        format!("  {value}\t{KILLER_SOLUTION}"),
        format!("https://f-puzzles.com/?id=1&load={value}#top"),
        format!("https://sudokupad.app/fpuzzles{value}"),
        // A query decoded turns `+` into a space; a copied address bar
        // may carry %2B, %2F and %3D.
        value.replace('+', " "),
        value
            .replace('+', "%2B")
            .replace('/', "%2f")
            .replace('=', "%3D"),
    ];
    for form in &forms {
        assert_eq!(Puzzle::parse(form).as_ref(), Ok(&expected), "{form}");
    }
    assert_eq!(load_value("load=abc"), None);
    assert_eq!(load_value(KILLER_LINE), None);
    assert_eq!(load_value(CLASSIC_GIVENS), None);
}

#[test]
fn each_variant_reads_its_exact_rules_and_solves() {
    // (project line, variant, solution)
    let cases = [
        (
            "x:49.68......7...1925...27.4.....3..81..8..9.7..7.4...69..5..2..4.....4.2.2.98.3.15",
            Variant::X,
            "492681357867345192513927846924736581658219473371458269785162934136594728249873615",
        ),
        (
            "windoku:.4..8.9..8.1...54..3..4..87....3.2.6..8.5.4733.69......8...2769...46.3.....5..12.",
            Variant::Windoku,
            "247685931861793542539241687154837296928156473376924815485312769712469358693578124",
        ),
        (
            "jigsaw:.348125.9...59...4.53.7....2...563..........8.85...7...1.7..86.8.7..5.2....28.917:111122333111222333112222333445555666444555666444455666777889999777888999777888899",
            Variant::Jigsaw,
            "634812579721598634953674182278956341169437258485321796312749865897165423546283917",
        ),
    ];
    for (line, variant, expected) in cases {
        let puzzle = Puzzle::parse(line).expect("line");
        let read = Puzzle::parse(&link(&json_of(&puzzle))).expect("link");
        assert_eq!(read.rules().variant(), variant);
        assert_eq!(read, puzzle, "{line}");
        assert_eq!(read.to_line(), line);
        assert_eq!(solution(&read), expected);
    }
    // Killer-x with a given, from data/killer_hs_9.txt's first line.
    let line = read("killer_hs_9.txt").remove(0);
    let (sumocue, expected) = line.split_once('\t').expect("a solution");
    let mut puzzle = Puzzle::parse(sumocue).expect("SumoCue");
    let mut givens = Grid::empty();
    givens.set(40, expected.as_bytes()[40] - b'0');
    puzzle = Puzzle::new(givens, puzzle.rules().clone());
    let read = Puzzle::parse(&link(&json_of(&puzzle))).expect("link");
    assert_eq!(read.rules().variant(), Variant::KillerX);
    assert_eq!(read, puzzle);
    assert_eq!(solution(&read), expected);
}

#[test]
fn every_killer_of_data_reads_back_from_its_link() {
    for file in [
        "killer_tarek_42.txt",
        "killer_mathemagic_14.txt",
        "killer_hs_9.txt",
    ] {
        for line in read(file) {
            let text = line.split(['\t', ' ']).next().expect("a puzzle");
            let puzzle = Puzzle::parse(text).expect("the data line");
            let read = Puzzle::parse(&link(&json_of(&puzzle))).expect("the link");
            assert_eq!(read, puzzle, "{file}: {text}");
        }
    }
}

#[test]
fn sums_as_numbers_lower_case_cells_and_player_digits_are_read() {
    let mut data = json!({"size": 9, "grid": classic_json()["grid"].clone(),
        "killercage": [{"cells": ["r9c9", "R9C8"], "value": 17}],
        "diagonal+": false, "antiknight": false, "thermometer": []});
    // A digit without "given" is the solver's entry, not the puzzle's.
    data["grid"][0][1] = json!({"value": 3, "centerPencilMarks": [1, 2]});
    let puzzle = Puzzle::parse(&link(&data)).expect("read");
    assert_eq!(puzzle.rules().variant(), Variant::Killer);
    assert_eq!(puzzle.rules().cages(), &[Cage::new(17, &[79, 80])]);
    assert_eq!(puzzle.givens().to_line(), CLASSIC_GIVENS);
}

#[test]
fn other_constraints_and_sizes_are_refused_by_name() {
    let read = "this project reads givens, killer cages with sums, both diagonals, jigsaw regions and windoku's four windows";
    let mut data = classic_json();
    data["thermometer"] = json!([{"lines": [["R1C1", "R1C2"]]}]);
    assert_eq!(
        refusal(&data),
        format!("f-puzzles: the constraint 'thermometer' is not supported ({read})")
    );
    data["arrow"] = json!([{"cells": ["R2C2"], "lines": [["R2C2", "R2C3"]]}]);
    data["antiknight"] = json!(true);
    assert_eq!(
        refusal(&data),
        format!("f-puzzles: the constraints 'antiknight', 'arrow', 'thermometer' are not supported ({read})")
    );
    // variant_parse: a key's control characters reached the message.
    let mut data = classic_json();
    data["auth\u{8f}:"] = json!("x");
    assert_eq!(
        refusal(&data),
        format!("f-puzzles: the constraint 'auth\\u{{8f}}:' is not supported ({read})")
    );
    let mut data = classic_json();
    data["size"] = json!(6);
    assert_eq!(
        refusal(&data),
        "f-puzzles: size 6 is not supported (only 9x9 grids)"
    );
    let mut data = classic_json();
    data["diagonal+"] = json!(true);
    assert_eq!(
        refusal(&data),
        "f-puzzles: only one diagonal ('diagonal+', r9c1 to r1c9) is set; the project's X rules need both"
    );
    let mut data = classic_json();
    data["extraregion"] = json!([{"cells": ["R1C1", "R1C2"]}]);
    assert_eq!(
        refusal(&data),
        format!(
            "f-puzzles: extra regions other than windoku's four windows are not supported ({read})"
        )
    );
    let jigsaw = Puzzle::parse(
        "jigsaw::111122333111222333112222333445555666444555666444455666777889999777888999777888899",
    )
    .expect("line");
    let mut data = json_of(&jigsaw);
    data["killercage"] = json!([{"cells": ["R1C1", "R1C2"], "value": "3"}]);
    assert_eq!(
        refusal(&data),
        "f-puzzles: jigsaw regions and killer cages together are not supported (the variants are killer, killer-x, x, windoku and jigsaw)"
    );
    let mut data = classic_json();
    data["grid"][4][4]["givenPencilMarks"] = json!([1, 2]);
    assert_eq!(
        refusal(&data),
        format!("f-puzzles: r5c5: given pencil marks (digits a cell is limited to) are not supported ({read})")
    );
}

#[test]
fn broken_cells_cages_and_regions_are_named() {
    let cases = [
        (
            json!([{"cells": ["R1C1", "R1C2"]}]),
            "f-puzzles: killer cage 1 (head r1c1) has no sum (cages without a sum are not supported)",
        ),
        (
            json!([{"cells": ["R1C1"], "value": "5"}, {"cells": ["R0C1"], "value": "5"}]),
            "f-puzzles: killer cage 2: \"R0C1\" is not a cell (R1C1 to R9C9)",
        ),
        (
            json!([{"cells": ["R1C1", "R1C2"], "value": "x"}]),
            "f-puzzles: killer cage 1 (head r1c1): sum 'x' is not a number",
        ),
        (
            json!([{"cells": ["R1C1", "R1C2"], "value": "30"}]),
            "cage 1 (head r1c1): sum 30 is impossible for 2 cells (3-17)",
        ),
        (
            json!([{"cells": ["R1C1", "R1C2"], "value": "3"}, {"cells": ["R1C2"], "value": "4"}]),
            "cell r1c2 is in cage 1 (head r1c1) and cage 2 (head r1c2)",
        ),
    ];
    for (cages, expected) in cases {
        let mut data = classic_json();
        data["grid"] = json_of(&Puzzle::classic(Grid::empty()))["grid"].clone();
        data["killercage"] = cages;
        assert_eq!(refusal(&data), expected);
    }
    let mut data = classic_json();
    data["grid"][0][0] = json!({"value": 0, "given": true});
    assert_eq!(
        refusal(&data),
        "f-puzzles: r1c1: the given 0 is not a digit 1-9"
    );
    let mut data = classic_json();
    data["grid"][2][3] = json!({"region": null});
    assert_eq!(
        refusal(&data),
        "f-puzzles: r3c4 is in no region (a jigsaw needs nine regions of nine cells)"
    );
    let mut data = classic_json();
    data["grid"][2][3] = json!({"region": 0});
    assert_eq!(refusal(&data), "region 1 has 10 cells, a region needs 9");
    let mut data = classic_json();
    data["grid"][8] = json!([{}]);
    assert_eq!(
        refusal(&data),
        "f-puzzles: grid: expected 9 rows of 9 cells"
    );
    let mut data = classic_json();
    data.as_object_mut().expect("object").remove("size");
    assert_eq!(refusal(&data), "f-puzzles: no size (expected \"size\": 9)");
}

#[test]
fn values_that_are_not_puzzles_are_refused() {
    let error = |text: &str| Puzzle::parse(text).expect_err("refused").to_string();
    assert_eq!(
        error("N4Ig!!"),
        "f-puzzles: the load value holds '!', which is not base64 (A-Z, a-z, 0-9, +, /, =)"
    );
    assert_eq!(
        error("N4IgAAAA"),
        "f-puzzles: the load value does not decompress (lz-string)"
    );
    let not_json = lz_str::compress_to_base64("{\"size\":9,");
    assert!(
        error(&not_json).starts_with("f-puzzles: the load value is not JSON: "),
        "{}",
        error(&not_json)
    );
    let list = lz_str::compress_to_base64("{\"size\":9}");
    assert_eq!(error(&list), "f-puzzles: grid: expected 9 rows of 9 cells");
    let long = format!("N4Ig{}", "A".repeat(MAX_VALUE_LEN));
    assert_eq!(
        error(&long),
        format!(
            "f-puzzles: the load value has {} characters, more than the {MAX_VALUE_LEN} read",
            MAX_VALUE_LEN + 4
        )
    );
}
