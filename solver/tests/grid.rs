//! Parsing (each error), printing and clash detection.

mod common;

use common::EASY;
use sudoku_solver::{clash_mask, clashes, Grid, ParseError, Unit};

/// The puzzle of the tutorials' layouts below (Wikipedia's example).
const LINE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn line_form_round_trips() {
    let g = Grid::parse(EASY).unwrap();
    assert_eq!(g.to_line(), EASY);
    assert_eq!(g.get(0), 5);
    assert_eq!(g.get(1), 0);
    assert_eq!(g.filled(), 38);
}

#[test]
fn zeros_and_other_empty_marks_are_empty() {
    let zeros = EASY.replace('.', "0");
    assert_eq!(Grid::parse(&zeros).unwrap().to_line(), EASY);
    for mark in ["_", "-", "*", "x", "X"] {
        let text = EASY.replace('.', mark);
        assert_eq!(Grid::parse(&text).unwrap().to_line(), EASY, "{mark}");
    }
}

#[test]
fn trailing_text_after_whitespace_is_ignored() {
    let g = Grid::parse(&format!("{EASY}  rated 1.2 # easy")).unwrap();
    assert_eq!(g.to_line(), EASY);
    let g = Grid::parse(&format!("{EASY}\t0.5\r\n")).unwrap();
    assert_eq!(g.to_line(), EASY);
}

#[test]
fn printed_layout_parses_back() {
    let g = Grid::parse(EASY).unwrap();
    let printed = g.to_string();
    assert!(printed.contains("------+-------+------"));
    assert_eq!(printed.lines().count(), 11);
    assert_eq!(printed.lines().next().unwrap(), "5 . . | . 8 . | 1 . 6");
    assert_eq!(Grid::parse(&printed).unwrap(), g);
}

#[test]
fn tutorial_layouts_with_grid_lines_parse() {
    let text = "
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+";
    let g = Grid::parse(text).unwrap();
    assert_eq!(g.to_line(), LINE);
    // Dashes as empty cells and a dash-only separator line.
    let text = "53--7----\n6--195---\n-98----6-\n---------------------\n8---6---3\n4--8-3--1\n7---2---6\n-6----28-\n---419--5\n----8--79";
    assert_eq!(Grid::parse(text).unwrap().to_line(), LINE);
}

#[test]
fn short_dash_lines_are_grid_lines_or_empty_rows_as_the_count_says() {
    // `---|---|---` between the bands: grid lines (99 cells otherwise).
    let text = "53.|.7.|...\n6..|195|...\n.98|...|.6.\n---|---|---\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n---|---|---\n.6.|...|28.\n...|419|..5\n...|.8.|.79";
    assert_eq!(Grid::parse(text).unwrap().to_line(), LINE);
    // The same with spaces.
    let spaced = text.replace('|', " | ");
    assert_eq!(Grid::parse(&spaced).unwrap().to_line(), LINE);
    // A row of nine dashes in a layout without separators: nine empty cells.
    let text = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n---|---|---";
    assert_eq!(
        Grid::parse(text).unwrap().to_line(),
        format!("{}.........", &LINE[..72])
    );
    // Neither reading gives 81: the count of the first reading is reported.
    let text = "53..7....\n---|---|---\n6..195...";
    assert_eq!(
        Grid::parse(text).unwrap_err().to_string(),
        "expected 81 cells, found 27"
    );
}

#[test]
fn wrong_count_is_reported_with_the_number_found() {
    let short = &EASY[..80];
    let e = Grid::parse(short).unwrap_err();
    assert_eq!(e, ParseError::WrongCount { found: 80 });
    assert_eq!(e.to_string(), "expected 81 cells, found 80");
    let long = format!("{EASY}1");
    assert_eq!(
        Grid::parse(&long).unwrap_err().to_string(),
        "expected 81 cells, found 82"
    );
    assert_eq!(
        Grid::parse("").unwrap_err().to_string(),
        "expected 81 cells, found 0"
    );
}

#[test]
fn unexpected_character_names_cell_line_and_column() {
    let mut bad = EASY.to_string();
    bad.replace_range(11..12, "a");
    let e = Grid::parse(&bad).unwrap_err();
    assert_eq!(
        e,
        ParseError::UnexpectedChar {
            ch: 'a',
            cell: 12,
            line: 1,
            column: 12
        }
    );
    assert_eq!(e.to_string(), "cell 12 (character 12): unexpected 'a'");
    let e = Grid::parse("123456789\n12#").unwrap_err();
    assert_eq!(
        e.to_string(),
        "cell 12 (line 2, character 3): unexpected '#'"
    );
    // Control characters are shown escaped.
    let e = Grid::parse("1\u{7}").unwrap_err();
    assert_eq!(e.to_string(), "cell 2 (character 2): unexpected '\\u{7}'");
}

#[test]
fn a_megabyte_of_text_is_an_error_not_a_hang() {
    let blob = "1".repeat(1 << 20);
    assert_eq!(
        Grid::parse(&blob).unwrap_err(),
        ParseError::WrongCount { found: 1 << 20 }
    );
}

#[test]
fn from_cells_rejects_values_above_nine() {
    let mut cells = [0u8; 81];
    cells[4] = 10;
    assert_eq!(
        Grid::from_cells(cells).unwrap_err().to_string(),
        "cell 5: value 10 is not 0-9"
    );
    cells[4] = 9;
    assert_eq!(Grid::from_cells(cells).unwrap().get(4), 9);
}

#[test]
fn clashes_name_every_unit_and_both_cells() {
    let mut g = Grid::empty();
    // Two 5s in row 1 and box 1 (cells 0 and 1); a 5 in column 1 lower down.
    g.set(0, 5);
    g.set(1, 5);
    g.set(45, 5);
    let found = clashes(&g);
    let summary: Vec<(Unit, Vec<usize>, String)> = found
        .iter()
        .map(|c| (c.unit, c.cells.clone(), c.to_string()))
        .collect();
    assert_eq!(
        summary,
        vec![
            (Unit::Row(0), vec![0, 1], "Two 5s in row 1".to_string()),
            (
                Unit::Column(0),
                vec![0, 45],
                "Two 5s in column 1".to_string()
            ),
            (Unit::Box(0), vec![0, 1], "Two 5s in box 1".to_string()),
        ]
    );
    let mask = clash_mask(&g);
    let marked: Vec<usize> = (0..81).filter(|&i| mask[i]).collect();
    assert_eq!(marked, vec![0, 1, 45]);
}

#[test]
fn three_of_a_digit_and_a_clean_grid() {
    let mut g = Grid::empty();
    for i in [72, 76, 80] {
        g.set(i, 9);
    }
    let found = clashes(&g);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].to_string(), "Three 9s in row 9");
    assert!(clashes(&Grid::parse(EASY).unwrap()).is_empty());
}

#[test]
fn unit_cells_are_right() {
    assert_eq!(Unit::Row(2).cells(), [18, 19, 20, 21, 22, 23, 24, 25, 26]);
    assert_eq!(Unit::Column(8).cells(), [8, 17, 26, 35, 44, 53, 62, 71, 80]);
    assert_eq!(Unit::Box(4).cells(), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
    assert_eq!(Unit::Box(4).to_string(), "box 5");
    assert_eq!(Unit::all().count(), 27);
}

#[test]
fn has_clash_agrees_with_clashes() {
    let mut g = Grid::parse(EASY).unwrap();
    assert!(!sudoku_solver::has_clash(&g));
    g.set(80, 5); // column 9 has no 5 yet, box 9 neither, row 9 neither
    assert_eq!(sudoku_solver::has_clash(&g), !clashes(&g).is_empty());
    g.set(79, 5);
    assert!(sudoku_solver::has_clash(&g));
    assert!(!clashes(&g).is_empty());
}

#[test]
fn a_plain_line_followed_by_more_lines_reads_the_first() {
    // A pasted file of puzzles loads its first puzzle.
    let other = EASY.replace('5', ".");
    let text = format!("{EASY}\n{other}\n");
    assert_eq!(Grid::parse(&text).unwrap().to_line(), EASY);
    let text = format!("{EASY} 4.5\n");
    assert_eq!(Grid::parse(&text).unwrap().to_line(), EASY);
}
