//! The variant text forms: every data line reads, every form writes back
//! to the same puzzle, and broken lines fail with messages that name the
//! cage, region or cell.

mod common;

use common::read;
use sudoku_solver::rules::{combinations, sum_range, Cage, Puzzle, Rules, RulesError, Variant};

/// The puzzle part of a data line (before the tab).
fn puzzle_of(line: &str) -> &str {
    line.split('\t').next().unwrap_or(line)
}

fn error_of(text: &str) -> String {
    match Puzzle::parse(text) {
        Ok(p) => panic!("{text} read as {p:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn every_killer_short_line_reads_and_writes_back() {
    for name in ["killer_tarek_42.txt", "killer_mathemagic_14.txt"] {
        let lines = read(name);
        for (n, line) in lines.iter().enumerate() {
            let p = Puzzle::parse(line).unwrap_or_else(|e| panic!("{name} {}: {e}", n + 1));
            assert_eq!(p.rules().variant(), Variant::Killer);
            assert_eq!(p.givens().filled(), 0);
            // Every cell is in a cage, but for the `0` heads (no cage).
            let caged: usize = p.rules().cages().iter().map(|c| c.cells.len()).sum();
            let zeros = puzzle_of(line).chars().filter(|&c| c == '0').count();
            assert_eq!(caged + zeros, 81, "{name} {}", n + 1);
            let short = p
                .to_short_killer()
                .unwrap_or_else(|| panic!("{name} {}", n + 1));
            assert_eq!(Puzzle::parse(&short).unwrap(), p, "{name} {}", n + 1);
            assert_eq!(Puzzle::parse(&p.to_line()).unwrap(), p);
            assert_eq!(Puzzle::parse(&p.to_sumocue().unwrap()).unwrap(), p);
            // Writing is stable.
            assert_eq!(Puzzle::parse(&p.to_line()).unwrap().to_line(), p.to_line());
        }
    }
}

#[test]
fn the_sumocue_lines_read_and_write_back() {
    let lines = read("killer_hs_9.txt");
    assert_eq!(lines.len(), 9);
    let mut killer_x = 0;
    for line in &lines {
        let p = Puzzle::parse(line).unwrap();
        assert!(p.rules().variant().has_cages());
        killer_x += usize::from(p.rules().variant() == Variant::KillerX);
        assert_eq!(Puzzle::parse(&p.to_sumocue().unwrap()).unwrap(), p);
        assert_eq!(Puzzle::parse(&p.to_line()).unwrap(), p);
        if p.rules().variant() == Variant::KillerX {
            assert_eq!(p.to_short_killer(), None);
        }
    }
    assert_eq!(killer_x, 7);
}

#[test]
fn the_own_line_of_each_variant() {
    let givens =
        "5...8.1.6....732844.712...37.926......3.45.1...1...625.9.7.4.3..7...289.1259.....";
    for v in [Variant::X, Variant::Windoku] {
        let line = format!("{v}:{givens}");
        let p = Puzzle::parse(&line).unwrap();
        assert_eq!(p.rules().variant(), v);
        assert_eq!(p.to_line(), line);
    }
    let classic = Puzzle::parse(&format!("classic:{givens}")).unwrap();
    assert_eq!(classic.to_line(), givens);
    assert_eq!(Puzzle::parse(givens).unwrap(), classic);
    // A jigsaw: the boxes with r3c3 and r1c4 swapped.
    let mut regions: Vec<char> = (0..81)
        .map(|c| (b'1' + (c / 27 * 3 + c % 9 / 3) as u8) as char)
        .collect();
    regions.swap(20, 3);
    let regions: String = regions.into_iter().collect();
    let line = format!("jigsaw:{givens}:{regions}");
    let p = Puzzle::parse(&line).unwrap();
    assert_eq!(p.rules().regions()[3], 0);
    assert_eq!(p.rules().regions()[20], 1);
    assert_eq!(p.to_line(), line);
    // Killer with givens; the cages come back in the order of their heads.
    let five = format!("5{}", ".".repeat(80));
    let p = Puzzle::parse(&format!("killer:{five}:7-3121_3-1112")).unwrap();
    assert_eq!(p.rules().cages()[0], Cage::new(3, &[0, 1]));
    assert_eq!(p.rules().cages()[1], Cage::new(7, &[18, 9]));
    assert_eq!(p.to_line(), format!("killer:{five}:3-1112_7-3121"));
    // Lenient separators.
    let lenient = Puzzle::parse("killer::3=1112;7=3121").unwrap();
    assert_eq!(lenient.rules(), p.rules());
    // Trailing text after whitespace is ignored, as for classic lines.
    let trailing = Puzzle::parse("killer::3-1112_7-3121\tanything").unwrap();
    assert_eq!(trailing.rules(), p.rules());
}

#[test]
fn broken_lines_name_the_cage_region_or_cell() {
    let cases = [
        ("killer::50-11121314", "cage 1 (head r1c1): sum 50 is impossible for 4 cells (10-30)"),
        ("killer::3-1112_1-1314", "cage 2 (head r1c3): sum 1 is impossible for 2 cells (3-17)"),
        ("killer::18-1112", "cage 1 (head r1c1): sum 18 is impossible for 2 cells (3-17)"),
        ("killer::10-11", "cage 1 (head r1c1): sum 10 is impossible for 1 cell (1-9)"),
        ("killer::3-1112_4-1213", "cell r1c2 is in cage 1 (head r1c1) and cage 2 (head r1c2)"),
        ("killer::45-11121314151617181921", "cage 1 (head r1c1): 10 cells, a cage holds at most 9"),
        ("killer::15-1a", "killer line: cage 1 '15-1a': '1a' is not a cell (row and column 1-9)"),
        ("killer::15", "killer line: cage 1 '15': expected <sum>-<cells>, such as 15-1112 for r1c1 and r1c2"),
        ("sumdoku:", "line: unknown variant 'sumdoku' (expected classic, killer, killer-x, x, windoku or jigsaw)"),
        ("x::3-1112", "line: x takes only its givens, found ':3-1112' after them"),
        ("jigsaw:", "jigsaw line: expected jigsaw:<givens>:<81 region digits 1-9>"),
        ("jigsaw::123", "jigsaw line: expected 81 region digits, found 3"),
        ("x:123", "givens: expected 81 cells, found 3"),
        ("3x3::k:1:2", "SumoCue form: expected 81 numbers, found 2"),
        ("3x3:q:k:", "SumoCue form: unknown option 'q' (expected nothing or 'd' for killer-x)"),
        ("123", "expected 81 cells, found 3"),
    ];
    for (text, message) in cases {
        assert_eq!(error_of(text), message, "{text}");
    }
    // Regions: one of 8 cells, one cut in two.
    let boxes: String = (0..81)
        .map(|c| (b'1' + (c / 27 * 3 + c % 9 / 3) as u8) as char)
        .collect();
    let mut short = boxes.clone().into_bytes();
    short[0] = b'2';
    let line = format!("jigsaw::{}", String::from_utf8(short).unwrap());
    assert_eq!(error_of(&line), "region 1 has 8 cells, a region needs 9");
    // Swap r1c1 (region 1) and r5c5 (region 5): both regions are cut.
    let mut cut = boxes.into_bytes();
    cut.swap(0, 40);
    let line = format!("jigsaw::{}", String::from_utf8(cut).unwrap());
    assert_eq!(
        error_of(&line),
        "region 1 is not connected: r5c5 is cut off from the rest"
    );
    // SumoCue: one id, two sums.
    let mut numbers = vec!["0".to_string(); 81];
    numbers[0] = (10 * 256 + 7).to_string();
    numbers[30] = (12 * 256 + 7).to_string();
    let line = format!("3x3::k:{}", numbers.join(":"));
    assert_eq!(
        error_of(&line),
        "SumoCue form: cage id 7 has sum 10 at r1c1 and sum 12 at r4c4"
    );
    numbers[30] = "x".to_string();
    let line = format!("3x3::k:{}", numbers.join(":"));
    assert_eq!(error_of(&line), "SumoCue form: r4c4: 'x' is not a number");
}

#[test]
fn broken_short_forms_name_the_cell() {
    let ones = "1".repeat(79);
    let cases = [
        (format!("<{ones}1"), "killer short form: r1c1: the arrow '<' points outside the grid"),
        (format!("><{ones}"), "killer short form: r1c1: the arrows from here go round in a circle and never reach a sum"),
        (format!("1?<{}", "1".repeat(78)), "killer short form: r1c2: unexpected '?' (a sum 0-9, A-Z, a-j or an arrow)"),
        // Sum 1 over two cells.
        (format!("1<{ones}"), "cage 1 (head r1c1): sum 1 is impossible for 2 cells (3-17)"),
    ];
    for (text, message) in cases {
        assert_eq!(error_of(&text), message, "{text}");
    }
}

#[test]
fn rules_that_do_not_fit_their_variant_are_refused() {
    let cage = vec![Cage::new(3, &[0, 1])];
    let e = Rules::new(Variant::X, None, cage.clone()).unwrap_err();
    assert_eq!(e.to_string(), "only killer and killer-x puzzles have cages");
    let e = Rules::new(Variant::Jigsaw, None, Vec::new()).unwrap_err();
    assert_eq!(e.to_string(), "a jigsaw needs its nine regions");
    let e = Rules::new(Variant::Killer, Some([0; 81]), cage).unwrap_err();
    assert_eq!(e.to_string(), "only jigsaw puzzles have regions");
    assert!(matches!(
        Rules::new(Variant::Killer, None, vec![Cage::new(3, &[])]),
        Err(RulesError::EmptyCage { cage: 1 })
    ));
}

#[test]
fn the_combination_tables() {
    assert_eq!(sum_range(1), Some((1, 9)));
    assert_eq!(sum_range(4), Some((10, 30)));
    assert_eq!(sum_range(9), Some((45, 45)));
    assert_eq!(sum_range(10), None);
    // 3 cells, sum 7: only 1 + 2 + 4.
    assert_eq!(combinations(3, 7), &[0b1011]);
    assert_eq!(combinations(9, 45), &[0x1ff]);
    assert_eq!(combinations(0, 0), &[0]);
    // Every digit set appears once, under its size and sum.
    let total: usize = (0..=9)
        .map(|n| (0..=45).map(|s| combinations(n, s).len()).sum::<usize>())
        .sum();
    assert_eq!(total, 512);
    for n in 0..=9 {
        for s in 0..=45 {
            for &m in combinations(n, s) {
                assert_eq!(m.count_ones() as usize, n);
                let sum: usize = (0..9).filter(|d| m & (1 << d) != 0).map(|d| d + 1).sum();
                assert_eq!(sum, s);
            }
        }
    }
}

#[test]
fn variant_names_read_back() {
    for v in Variant::ALL {
        assert_eq!(v.name().parse::<Variant>(), Ok(v));
    }
    assert_eq!(
        "sumdoku".parse::<Variant>().unwrap_err().to_string(),
        "unknown variant 'sumdoku' (expected classic, killer, killer-x, x, windoku or jigsaw)"
    );
}
