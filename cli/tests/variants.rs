//! `sudoku solve` and `bench` on variant lines, and `--variant` on the
//! commands that take classic puzzles only.

mod common;

use common::sudoku;

fn lines(bytes: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(bytes)
        .lines()
        .map(String::from)
        .collect()
}

fn data(name: &str) -> String {
    format!("{}/../data/{name}", env!("CARGO_MANIFEST_DIR"))
}

const TAREK_1: &str =
    "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^";
const TAREK_1_SOLUTION: &str =
    "432851769786239415159467823263974581971583642548612397397148256614725938825396174";

#[test]
fn solve_reads_every_form_and_prints_the_solution_line() {
    let input = format!(
        "{TAREK_1}\t{TAREK_1_SOLUTION}\n{TAREK_1} and words\n\
         x:49.68......7...1925...27.4.....3..81..8..9.7..7.4...69..5..2..4.....4.2.2.98.3.15\n\
         killer::50-11121314\n"
    );
    let out = sudoku(&["solve"], input.as_bytes());
    assert!(out.status.success());
    assert_eq!(
        lines(&out.stdout),
        [
            TAREK_1_SOLUTION,
            TAREK_1_SOLUTION,
            "492681357867345192513927846924736581658219473371458269785162934136594728249873615",
            "invalid: line 4: cage 1 (head r1c1): sum 50 is impossible for 4 cells (10-30)",
        ]
    );
}

#[test]
fn solve_json_carries_the_counts() {
    let out = sudoku(&["solve", "--json", "--first"], TAREK_1.as_bytes());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("\"status\":\"solved\""), "{text}");
    assert!(text.contains(TAREK_1_SOLUTION), "{text}");
    assert!(text.contains("\"calls\":"), "{text}");
}

#[test]
fn the_data_files_solve_as_their_solutions_say() {
    for name in ["killer_hs_9.txt", "killer_tarek_42.txt"] {
        let out = sudoku(&["solve", &data(name)], b"");
        assert!(out.status.success());
        let text = std::fs::read_to_string(data(name)).unwrap();
        let expected: Vec<&str> = text.lines().filter_map(|l| l.split('\t').nth(1)).collect();
        assert_eq!(lines(&out.stdout), expected, "{name}");
    }
}

#[test]
fn bench_takes_variant_files() {
    let out = sudoku(
        &[
            "bench",
            "--seconds",
            "0.01",
            "--runs",
            "1",
            &data("killer_hs_9.txt"),
        ],
        b"",
    );
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("9 puzzles"), "{text}");
    assert!(text.contains("unique/solved 9"), "{text}");
}

#[test]
fn rate_puts_killers_on_the_killer_scale() {
    // Lines 2 and 3 of the human-solvable set, a classic line (no cages)
    // and a killer with many solutions.
    let text = std::fs::read_to_string(data("killer_hs_9.txt")).expect("the data file");
    let killers: Vec<&str> = text
        .lines()
        .skip(1)
        .take(2)
        .filter_map(|l| l.split('\t').next())
        .collect();
    let input = format!(
        "{}\n{}\n5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....\nkiller::10-11121314\n",
        killers[0], killers[1]
    );
    let out = sudoku(&["rate", "--variant", "killer"], input.as_bytes());
    assert!(out.status.success());
    let lines = lines(&out.stdout);
    assert_eq!(
        lines[..2],
        [
            "6.6 extreme Killer supposition",
            "6.2 expert Killer supposition"
        ]
    );
    assert_eq!(
        lines[2],
        "invalid: line 3: not a killer: its rules are classic (no cages)"
    );
    assert!(lines[3].starts_with("multiple "), "{}", lines[3]);
    let out = sudoku(
        &["rate", "--variant", "killer-x", "--json"],
        killers[1].as_bytes(),
    );
    let json = String::from_utf8_lossy(&out.stdout);
    for part in [
        r#""status":"rated","score":6.2,"level":"expert","hardest":"Killer supposition""#,
        r#"{"technique":"Cage clash","count":5}"#,
        r#"{"technique":"Rule of 45","count":13}"#,
    ] {
        assert!(json.contains(part), "{part} in {json}");
    }
}

#[test]
fn classic_only_commands_say_a_variant_is_not_supported_yet() {
    for args in [
        &["rate", "--variant", "x"][..],
        &["generate", "--variant", "killer", "--seed", "1"],
        &["daily", "--variant", "jigsaw"],
        &[
            "practise",
            "--variant",
            "x",
            "--technique",
            "x-wing",
            "--seed",
            "1",
        ],
    ] {
        let out = sudoku(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("not supported yet for"), "{args:?}: {err}");
    }
    let out = sudoku(&["daily", "--variant", "sumdoku"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown variant 'sumdoku'"));
    // Classic is the default and still works.
    let out = sudoku(
        &["daily", "--variant", "classic", "--date", "2026-01-01"],
        b"",
    );
    assert!(out.status.success());
}
