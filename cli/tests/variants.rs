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
fn classic_only_commands_say_a_variant_is_not_supported_yet() {
    for args in [
        &["rate", "--variant", "killer"][..],
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
