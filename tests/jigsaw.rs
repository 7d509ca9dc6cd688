//! Native tests of a jigsaw's regions entered on the page by selecting
//! cells and pressing `Make region` (docs/variants.md, "The page"): the
//! regions drawn, the cells left in none, refusals that keep everything,
//! Start waiting for nine regions, Undo, the saved board and links.
#![cfg(all(not(target_arch = "wasm32"), feature = "variants"))]

mod common;

use common::{invalid_cells, page_start, saved_of};
use sudoku_web::features::jigsaw_drawing::{RegionRefusal, Unfinished, NO_REGION};
use sudoku_web::model::{Phase, Variant};
use sudoku_web::services::storage::{encode, Snapshot};
use sudoku_web::state::{Action, Message, RegionNews, State};
use sudoku_web::text::{status as status_of, Tone};

/// docs/variants.md's jigsaw: its givens and its regions (1-9 per cell).
const GIVENS: &str =
    ".348125.9...59...4.53.7....2...563..........8.85...7...1.7..86.8.7..5.2....28.917";
const REGIONS: &str =
    "111122333111222333112222333445555666444555666444455666777889999777888999777888899";

/// The cells of region `digit` ('1'-'9') of [`REGIONS`].
fn region(digit: char) -> Vec<usize> {
    REGIONS
        .chars()
        .enumerate()
        .filter(|&(_, c)| c == digit)
        .map(|(i, _)| i)
        .collect()
}

/// Selects `cells` (the first alone, the rest added, as Shift+click does).
fn select(state: &mut State, cells: &[usize]) {
    state.apply(Action::Select(cells[0]));
    for &cell in &cells[1..] {
        state.apply(Action::SelectAlso(cell));
    }
}

/// Selects `cells` and presses Make region.
fn make(state: &mut State, cells: &[usize]) {
    select(state, cells);
    state.apply(Action::MakeRegion);
}

/// The board's regions as the line writes them: 1-9, `0` for none yet.
fn drawn(state: &State) -> String {
    let sheet = state.sheet();
    let regions = sudoku_web::features::jigsaw_drawing::regions(sheet).expect("a jigsaw");
    regions
        .iter()
        .map(|&r| {
            if r == NO_REGION {
                '0'
            } else {
                char::from(b'1' + r)
            }
        })
        .collect()
}

/// A jigsaw being entered, with the givens of docs/variants.md's.
fn jigsaw_with_givens() -> State {
    let mut state = State::new();
    state.apply(Action::Paste(GIVENS.into()));
    state.apply(Action::EditPuzzle);
    state.apply(Action::SetVariant(Variant::Jigsaw));
    assert_eq!(state.sheet().phase(), Phase::Entering);
    state
}

#[test]
fn three_regions_drawn_over_the_boxes_make_the_newspaper_s_nine() {
    let mut state = jigsaw_with_givens();
    // The boxes to start from.
    assert_eq!(
        drawn(&state),
        "111222333111222333111222333444555666444555666444555666777888999777888999777888999"
    );
    // Region 1 takes cells of boxes 1 and 2: they are gone, and the nine
    // cells they leave (connected) can only be a region, so they are one.
    make(&mut state, &region('1'));
    assert_eq!(
        state.message(),
        &Message::Regions(RegionNews::Made {
            region: 0,
            broken: 2,
            last: Some(1),
            left: 0,
        })
    );
    assert_eq!(
        status_of(&state).headline,
        "Region 1 made. The nine cells left make region 2: the nine regions are complete."
    );
    assert!(state.sheet().drawing().is_none(), "the regions are rules");
    make(&mut state, &region('4'));
    // Region 7 is box 7 already; region 8 takes cells of boxes 8 and 9.
    make(&mut state, &region('7'));
    assert_eq!(
        status_of(&state).headline,
        "Those nine cells are region 7 already."
    );
    make(&mut state, &region('8'));
    assert_eq!(drawn(&state), REGIONS);
    assert_eq!(state.sheet().rules().variant(), Variant::Jigsaw);
    let line = sudoku_web::features::variant::line(state.sheet()).unwrap();
    assert_eq!(line, format!("jigsaw:{GIVENS}:{REGIONS}"));
    // The newspaper's puzzle starts, under its regions.
    state.apply(Action::Start);
    assert_eq!(state.sheet().phase(), Phase::Playing);
    assert_eq!(state.message(), &Message::Started(34));
}

#[test]
fn a_region_across_three_boxes_leaves_their_other_cells_in_no_region() {
    let mut state = jigsaw_with_givens();
    // Row 1 as a region: boxes 1, 2 and 3 are gone.
    make(&mut state, &(0..9).collect::<Vec<_>>());
    assert_eq!(
        state.message(),
        &Message::Regions(RegionNews::Made {
            region: 0,
            broken: 3,
            last: None,
            left: 18,
        })
    );
    assert_eq!(
        status_of(&state).headline,
        "Region 1 made. It took cells from 3 regions, which are gone: their other cells are in no region now. \
         18 cells are in no region yet: select a region's nine cells and press Make region."
    );
    assert_eq!(
        drawn(&state),
        "111111111000000000000000000444555666444555666444555666777888999777888999777888999"
    );
    // Row 2 too: the nine cells of row 3 are left, and are the last region.
    make(&mut state, &(9..18).collect::<Vec<_>>());
    assert_eq!(
        status_of(&state).headline,
        "Region 2 made. The nine cells left make region 3: the nine regions are complete."
    );
    assert_eq!(&drawn(&state)[..27], "111111111222222222333333333");
    // Undo goes back one region at a time, Redo forward.
    state.apply(Action::Undo);
    assert_eq!(&drawn(&state)[..27], "111111111000000000000000000");
    state.apply(Action::Undo);
    assert_eq!(&drawn(&state)[..27], "111222333111222333111222333");
    state.apply(Action::Redo);
    assert_eq!(&drawn(&state)[..27], "111111111000000000000000000");
}

#[test]
fn a_selection_that_is_no_region_changes_nothing_and_says_why() {
    let mut state = jigsaw_with_givens();
    make(&mut state, &(0..9).collect::<Vec<_>>());
    let before = state.sheet().clone();
    let can_undo = state.can_undo();
    // Eight cells.
    make(&mut state, &(9..17).collect::<Vec<_>>());
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "A region has 9 cells; 8 are selected. Nothing was changed."
    );
    // Nine cells, one of them apart (r3c9 under the other eight of row 2).
    let mut apart: Vec<usize> = (9..17).collect();
    apart.push(26);
    make(&mut state, &apart);
    assert_eq!(
        state.message(),
        &Message::Regions(RegionNews::Refused(RegionRefusal::NotConnected {
            cut_off: 26
        }))
    );
    assert_eq!(
        status_of(&state).headline,
        "A region's cells join side by side, but r3c9 is cut off from the other selected cells. Nothing was changed."
    );
    // A region already.
    make(&mut state, &(0..9).collect::<Vec<_>>());
    assert_eq!(
        status_of(&state).headline,
        "Those nine cells are region 1 already."
    );
    // No cell.
    state.apply(Action::SelectNone);
    state.apply(Action::MakeRegion);
    assert_eq!(
        status_of(&state).headline,
        "Select a region's nine cells first, then press Make region."
    );
    assert_eq!(state.sheet(), &before, "the board and its regions are kept");
    assert_eq!(state.can_undo(), can_undo);
    // Regions belong to jigsaws.
    state.apply(Action::SetVariant(Variant::X));
    make(&mut state, &(0..9).collect::<Vec<_>>());
    assert_eq!(
        status_of(&state).headline,
        "Regions belong to jigsaw puzzles: choose Jigsaw under Variant first."
    );
}

#[test]
fn start_solve_and_compare_wait_for_nine_regions() {
    let mut state = jigsaw_with_givens();
    make(&mut state, &(0..9).collect::<Vec<_>>());
    for action in [Action::Start, Action::Solve, Action::Compare] {
        state.apply(action.clone());
        assert_eq!(
            state.message(),
            &Message::Regions(RegionNews::Unfinished(Unfinished {
                left: 18,
                cut_off: None
            })),
            "{action:?}"
        );
        let status = status_of(&state);
        assert_eq!(status.tone, Tone::Problem);
        assert_eq!(
            status.headline,
            "The regions are not finished: a jigsaw needs nine regions of nine connected cells, \
             and 18 cells are in no region yet. Select a region's nine cells and press Make region."
        );
    }
    assert_eq!(state.sheet().phase(), Phase::Entering);
    assert!(state.running().is_none());
    // Rows 2 and 3 split differently: r2c1-r2c8 and r3c1, then the nine
    // cells left (r2c9 and r3c2-r3c9) are connected and close the regions.
    let mut cells: Vec<usize> = (9..17).collect();
    cells.push(18);
    make(&mut state, &cells);
    assert!(state.sheet().drawing().is_none());
    state.apply(Action::Start);
    assert_eq!(state.sheet().phase(), Phase::Playing);
}

#[test]
fn nine_cells_left_apart_cannot_be_the_last_region_and_start_says_so() {
    let mut state = State::new();
    state.apply(Action::SetVariant(Variant::Jigsaw));
    // Row 1, then r2c1-r2c8 with r3c5: the nine cells left are r2c9 with
    // r3c6-r3c9, and r3c1-r3c4 apart from them.
    make(&mut state, &(0..9).collect::<Vec<_>>());
    let mut cells: Vec<usize> = (9..17).collect();
    cells.push(22);
    make(&mut state, &cells);
    assert!(state.sheet().drawing().is_some());
    state.apply(Action::Start);
    assert_eq!(
        state.message(),
        &Message::Regions(RegionNews::Unfinished(Unfinished {
            left: 9,
            cut_off: Some(18)
        }))
    );
    assert_eq!(
        status_of(&state).headline,
        "The regions are not finished: a jigsaw needs nine regions of nine connected cells, \
         and 9 cells are in no region yet. Select a region's nine cells and press Make region. \
         The nine cells left are not connected (r3c1 is cut off), so they cannot be the last region: \
         draw the regions around them again."
    );
}

#[test]
fn a_digit_twice_in_a_region_drawn_is_marked_but_not_in_cells_of_no_region() {
    let mut state = State::new();
    state.apply(Action::SetVariant(Variant::Jigsaw));
    make(&mut state, &(0..9).collect::<Vec<_>>());
    // r2c1 and r3c3 are in no region now (box 1 is gone): no clash.
    select(&mut state, &[9]);
    state.apply(Action::Input(5));
    select(&mut state, &[20]);
    state.apply(Action::Input(5));
    assert!(invalid_cells(&state).is_empty());
    // r4c1 and r5c2 share box 4, still a region (its number is 4).
    select(&mut state, &[27]);
    state.apply(Action::Input(7));
    select(&mut state, &[37]);
    state.apply(Action::Input(7));
    assert_eq!(invalid_cells(&state), vec![27, 37]);
    assert_eq!(status_of(&state).headline, "Two 7s in region 4.");
}

#[test]
fn regions_being_drawn_are_saved_and_their_undo_too() {
    let mut state = jigsaw_with_givens();
    make(&mut state, &(0..9).collect::<Vec<_>>());
    let saved = saved_of(&state);
    assert_eq!(
        saved.board.puzzle,
        format!(
            "jigsaw:{GIVENS}:111111111000000000000000000444555666444555666444555666777888999777888999777888999"
        )
    );
    let back = page_start(Some(&encode(&Snapshot::of(&state))));
    assert_eq!(back.sheet(), state.sheet());
    assert_eq!(back.sheet().phase(), Phase::Entering);
    // Undo after the reload brings the boxes back.
    let mut back = back;
    back.apply(Action::Undo);
    assert_eq!(&drawn(&back)[..27], "111222333111222333111222333");
    assert!(back.sheet().drawing().is_none());
}

#[test]
fn a_link_to_regions_being_drawn_opens_them_to_enter() {
    let line = format!(
        "jigsaw:{GIVENS}:111111111000000000000000000444555666444555666444555666777888999777888999777888999"
    );
    let state = State::from_link(Some(&line));
    assert_eq!(state.sheet().phase(), Phase::Entering);
    assert_eq!(state.sheet().givens(), 34);
    assert_eq!(
        sudoku_web::features::variant::line(state.sheet()),
        Some(line)
    );
    assert_eq!(
        status_of(&state).headline,
        "Loaded a jigsaw from the link with 34 givens; its regions are still being drawn. \
         18 cells are in no region yet: select a region's nine cells and press Make region."
    );
    // `.` reads as `0`; a region drawn must still be nine connected cells.
    let dots =
        "jigsaw::111111111.........000000000444555666444555666444555666777888999777888999777888999";
    assert!(State::from_link(Some(dots)).sheet().drawing().is_some());
    let mut state = State::new();
    state.open_link(
        "jigsaw::111111110000000000000000000444555666444555666444555666777888999777888999777888999",
    );
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "The link's puzzle could not be read: region 1 has 8 cells; a region needs 9"
    );
    assert_eq!(state.sheet().rules().variant(), Variant::Classic);
}

#[test]
fn make_region_while_playing_changes_nothing() {
    let mut state = State::new();
    state.apply(Action::Paste(format!("jigsaw:{GIVENS}:{REGIONS}")));
    assert_eq!(state.sheet().phase(), Phase::Playing);
    let before = state.sheet().clone();
    make(&mut state, &(0..9).collect::<Vec<_>>());
    assert_eq!(state.message(), &Message::Locked);
    assert_eq!(state.sheet(), &before);
}

#[test]
fn a_region_is_selected_from_the_keyboard_with_shift_and_the_arrows() {
    use sudoku_web::state::board_key;
    let mut state = State::new();
    state.apply(Action::SetVariant(Variant::Jigsaw));
    state.apply(Action::Select(0));
    // Shift+Right eight times: row 1.
    for _ in 0..8 {
        let action = board_key("ArrowRight", "ArrowRight", true, false).unwrap();
        assert!(matches!(action, Action::MoveExtend(_)));
        state.apply(action);
    }
    assert_eq!(state.selection_mask(), (1u128 << 9) - 1);
    state.apply(Action::MakeRegion);
    assert_eq!(&drawn(&state)[..9], "111111111");
    // A plain arrow selects one cell again; Shift+End takes the row's rest.
    state.apply(board_key("ArrowDown", "ArrowDown", false, false).unwrap());
    state.apply(board_key("Home", "Home", false, false).unwrap());
    assert_eq!(state.selection_mask(), 1u128 << 9);
    state.apply(board_key("End", "End", true, false).unwrap());
    assert_eq!(state.selection_mask(), ((1u128 << 9) - 1) << 9);
}
