//! Native tests of variants on the page (docs/variants.md, "The page"):
//! choosing one, entering cages, what breaks their rules, Start and Check
//! under them, Solve in the worker, the saved board and the links.
#![cfg(all(not(target_arch = "wasm32"), feature = "variants"))]

mod common;

use common::{finish_jobs, invalid_cells, page_start, saved_of, start};
use sudoku_solver::{Algorithm, Grid};
use sudoku_web::features::solve::{Search, SolveResult};
use sudoku_web::model::{Kind, Phase, Variant};
use sudoku_web::services::storage::{encode, Snapshot};
use sudoku_web::state::{Action, CageRefusal, Message, State};
use sudoku_web::text::{status as status_of, Tone};

/// data/killer_tarek_42.txt's first killer, in the short form, and its
/// solution.
const TAREK: &str =
    "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^";
const TAREK_SOLUTION: &str =
    "432851769786239415159467823263974581971583642548612397397148256614725938825396174";

/// Selects `cells` (the first alone, the rest added, as Shift+click does).
fn select(state: &mut State, cells: &[usize]) {
    state.apply(Action::Select(cells[0]));
    for &cell in &cells[1..] {
        state.apply(Action::SelectAlso(cell));
    }
}

#[test]
fn choosing_killer_and_typing_a_sum_makes_a_cage_of_the_selected_cells() {
    let mut state = State::new();
    state.apply(Action::SetVariant(Variant::Killer));
    assert_eq!(state.sheet().rules().variant(), Variant::Killer);
    assert_eq!(state.message(), &Message::VariantChosen(Variant::Killer));
    select(&mut state, &[9, 0, 1]);
    state.apply(Action::AddCage(15));
    let cages = state.sheet().rules().cages();
    assert_eq!(cages.len(), 1);
    assert_eq!((cages[0].sum, cages[0].cells.clone()), (15, vec![0, 1, 9]));
    assert_eq!(
        status_of(&state).headline,
        "Cage at row 1, column 1 added: 15 in 3 cells. Select the next cage's cells."
    );
    // A second cage before it in the grid's order takes number 1.
    select(&mut state, &[2]);
    state.apply(Action::AddCage(4));
    assert_eq!(state.sheet().rules().cage_of(2), Some(1));
    // Selecting a cage's cell and typing another sum edits it.
    select(&mut state, &[0, 1, 9, 10]);
    state.apply(Action::AddCage(20));
    let sums: Vec<u8> = state
        .sheet()
        .rules()
        .cages()
        .iter()
        .map(|c| c.sum)
        .collect();
    assert_eq!(sums, vec![20, 4]);
    // Undo takes the edit back; Delete cage takes the selected cage away.
    state.apply(Action::Undo);
    assert_eq!(state.sheet().rules().cages()[0].sum, 15);
    select(&mut state, &[1]);
    state.apply(Action::DeleteCage);
    assert_eq!(state.sheet().rules().cages().len(), 1);
    assert_eq!(status_of(&state).headline, "One cage taken away.");
    // A killer's cages are its puzzle: the board is not "empty".
    state.apply(Action::Undo);
    assert_eq!(status_of(&state).headline, "Undone. 2 cages on the board.");
}

#[test]
fn a_cage_is_edited_by_typing_a_sum_on_any_of_its_cells_and_a_cage_over_others_says_so() {
    let mut state = State::new();
    state.apply(Action::SetVariant(Variant::Killer));
    select(&mut state, &[0, 1, 2]);
    state.apply(Action::AddCage(12));
    // One of its cells selected, another sum: the same cage, a new sum.
    select(&mut state, &[1]);
    state.apply(Action::AddCage(7));
    let cages = state.sheet().rules().cages();
    assert_eq!(
        (cages.len(), cages[0].sum, cages[0].cells.clone()),
        (1, 7, vec![0, 1, 2])
    );
    assert_eq!(
        status_of(&state).headline,
        "The cage at row 1, column 1 now adds up to 7 (3 cells)."
    );
    // A sum those cells cannot make is refused with the range.
    state.apply(Action::AddCage(30));
    assert_eq!(state.sheet().rules().cages()[0].sum, 7);
    assert_eq!(
        status_of(&state).headline,
        "3 different digits add up to 6 to 24, never to 30. Nothing was changed."
    );
    // A new cage over cells of that one and others takes its place, and says so.
    select(&mut state, &[2, 3]);
    state.apply(Action::AddCage(10));
    assert_eq!(
        status_of(&state).headline,
        "The cage its cells were in is taken away. Cage at row 1, column 3 added: 10 in 2 cells. Select the next cage's cells."
    );
    assert_eq!(
        state.sheet().rules().cage_of(0),
        None,
        "r1c1 is in no cage now"
    );
    // Cells that do not join up side by side are no cage.
    select(&mut state, &[72, 80]);
    state.apply(Action::AddCage(10));
    assert_eq!(
        state.message(),
        &Message::CageRefused(CageRefusal::NotConnected { cut_off: 80 })
    );
    assert_eq!(
        status_of(&state).headline,
        "The cells of a cage join up side by side, but r9c9 is cut off from the others. Nothing was changed."
    );
    // What is typed must be a sum (the field sends 0 for anything else).
    select(&mut state, &[72, 73]);
    state.apply(Action::AddCage(0));
    assert_eq!(
        status_of(&state).headline,
        "Type the cage's sum as a whole number from 1 to 45, then press Enter."
    );
    assert_eq!(state.sheet().rules().cages().len(), 1);
}

#[test]
fn an_impossible_cage_changes_nothing_and_says_why() {
    let mut state = State::new();
    select(&mut state, &[0, 1]);
    state.apply(Action::AddCage(5));
    assert_eq!(
        state.message(),
        &Message::CageRefused(CageRefusal::NotKiller)
    );
    state.apply(Action::SetVariant(Variant::Killer));
    state.apply(Action::AddCage(18));
    assert_eq!(
        state.message(),
        &Message::CageRefused(CageRefusal::ImpossibleSum {
            sum: 18,
            size: 2,
            min: 3,
            max: 17
        })
    );
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "2 different digits add up to 3 to 17, never to 18. Nothing was changed."
    );
    assert!(state.sheet().rules().cages().is_empty());
}

#[test]
fn a_cage_whose_digits_repeat_or_pass_its_sum_is_marked_and_named() {
    // r1c3, r1c4 and r2c4: r1c3 and r2c4 share no row, column or box.
    let mut state = State::new();
    state.apply(Action::SetVariant(Variant::Killer));
    select(&mut state, &[2, 3, 12]);
    state.apply(Action::AddCage(10));
    select(&mut state, &[2]);
    state.apply(Action::Input(4));
    select(&mut state, &[12]);
    state.apply(Action::Input(4));
    assert_eq!(invalid_cells(&state), vec![2, 12]);
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "Two 4s in the cage of 10 at row 1, column 3."
    );
    state.apply(Action::Input(7));
    assert_eq!(invalid_cells(&state), vec![2, 3, 12]);
    assert_eq!(
        status_of(&state).headline,
        "The cage of 10 at row 1, column 3 adds up to 11."
    );
    state.apply(Action::Input(1));
    assert!(invalid_cells(&state).is_empty());
    select(&mut state, &[3]);
    state.apply(Action::Input(6));
    assert_eq!(
        status_of(&state).headline,
        "The cage of 10 at row 1, column 3 adds up to 11."
    );
    state.apply(Action::Input(5));
    assert!(invalid_cells(&state).is_empty());
}

#[test]
fn x_and_jigsaw_check_their_own_houses() {
    let mut state = State::new();
    state.apply(Action::SetVariant(Variant::X));
    select(&mut state, &[0]);
    state.apply(Action::Input(5));
    select(&mut state, &[80]);
    state.apply(Action::Input(5));
    assert_eq!(invalid_cells(&state), vec![0, 80]);
    assert_eq!(
        status_of(&state).headline,
        "Two 5s on the diagonal from r1c1 to r9c9."
    );
    // Start says which rule is broken.
    state.apply(Action::Start);
    assert_eq!(
        status_of(&state).headline,
        "Cannot start: Two 5s on the diagonal from r1c1 to r9c9. Change one of the highlighted digits first."
    );
    // Classic rules: no clash there.
    state.apply(Action::SetVariant(Variant::Classic));
    assert!(invalid_cells(&state).is_empty());
}

#[test]
fn a_pasted_killer_is_played_checked_and_solved_under_its_rules() {
    let mut state = State::new();
    state.apply(Action::Paste(TAREK.into()));
    assert_eq!(state.sheet().rules().variant(), Variant::Killer);
    assert_eq!(state.sheet().phase(), Phase::Playing);
    assert_eq!(state.sheet().rules().cages().len(), 24);
    assert_eq!(
        status_of(&state).headline,
        "Loaded a killer puzzle from the paste: 24 cages and no givens."
    );
    // Check compares with the killer's one solution.
    let solution = Grid::parse(TAREK_SOLUTION).unwrap();
    select(&mut state, &[0]);
    state.apply(Action::Input(solution.get(0)));
    select(&mut state, &[1]);
    state.apply(Action::Input(9));
    state.apply(Action::Check);
    assert_eq!(
        state.message(),
        &Message::Checked {
            wrong: 1,
            entries: 2
        }
    );
    // Hint names the wrong entry first, as for classic Sudoku; Step knows
    // classic rules only, and says so.
    state.apply(Action::Hint);
    let Message::Explain(note) = state.message() else {
        panic!("a hint's note: {:?}", state.message());
    };
    assert_eq!(
        note.as_ref(),
        &sudoku_web::features::explain::Note::Blocked(
            sudoku_web::features::explain::Blocked::Wrong(vec![(1, 9)])
        )
    );
    state.apply(Action::Step);
    assert_eq!(state.message(), &Message::ClassicOnly(Variant::Killer));
    // Solve runs in the worker under the killer's rules, with its counts.
    let job = start(&mut state, Algorithm::Propagation);
    assert!(job.is_some());
    let running = state.running().unwrap();
    assert!(running
        .variant
        .as_deref()
        .is_some_and(|l| l.starts_with("killer::")));
    finish_jobs(&mut state);
    let Message::Solved(report) = state.message() else {
        panic!("solved: {:?}", state.message());
    };
    let SolveResult::Searched(Search {
        solution: Some(found),
        stats,
        ..
    }) = &report.result
    else {
        panic!("searched: {:?}", report.result);
    };
    assert_eq!(found.to_line(), TAREK_SOLUTION);
    assert!(stats.calls > 0);
    assert_eq!(state.sheet().kind(2), Kind::Solved);
}

#[test]
fn a_played_killer_is_settled_in_the_puzzle_worker_and_checked_against_that_solution() {
    use sudoku_web::features::jobs::{Event, Lane, Output};
    use sudoku_web::features::solve::Search;
    let mut state = State::new();
    state.apply(Action::Paste(TAREK.into()));
    let wanted = state
        .jobs()
        .into_iter()
        .find(|w| w.lane == Lane::Rate)
        .expect("a settling job");
    let sudoku_web::features::jobs::Job::Solve { variant, .. } = &wanted.job else {
        panic!("a solve: {:?}", wanted.job);
    };
    assert!(variant
        .as_deref()
        .is_some_and(|l| l.starts_with("killer::16-")));
    // The worker's answer is the one Check uses (the page's own search
    // gives up on the hardest killers, data/killer_mathemagic_14.txt):
    // here a solution with r1c1 and r1c2 swapped, to tell them apart.
    let mut theirs = Grid::parse(TAREK_SOLUTION).unwrap();
    let (a, b) = (theirs.get(0), theirs.get(1));
    theirs.set(0, b);
    theirs.set(1, a);
    let search = Search {
        verdict: sudoku_solver::Verdict::Unique,
        solution: Some(theirs),
        stats: sudoku_solver::Stats::default(),
        millis: 1.0,
        budget: None,
        check: None,
    };
    state.apply(Action::Job(
        Lane::Rate,
        Event::Done {
            job: wanted.id,
            output: Output::Solve(search),
        },
    ));
    assert!(
        state.jobs().iter().all(|w| w.lane != Lane::Rate),
        "settled once"
    );
    select(&mut state, &[0]);
    state.apply(Action::Input(b));
    state.apply(Action::Check);
    assert_eq!(
        state.message(),
        &Message::Checked {
            wrong: 0,
            entries: 1
        }
    );
}

#[test]
fn a_killer_with_no_givens_starts_once_it_has_cages() {
    let mut state = State::new();
    state.apply(Action::SetVariant(Variant::Killer));
    state.apply(Action::Start);
    assert_eq!(state.message(), &Message::CannotStart);
    select(&mut state, &[0, 1]);
    state.apply(Action::AddCage(3));
    state.apply(Action::Start);
    assert_eq!(state.sheet().phase(), Phase::Playing);
}

#[test]
fn a_variant_board_is_saved_and_read_back_with_its_rules() {
    let mut state = State::new();
    state.apply(Action::Paste(TAREK.into()));
    select(&mut state, &[0]);
    state.apply(Action::Input(4));
    let saved = saved_of(&state);
    assert!(saved.board.puzzle.starts_with("killer::16-"));
    let back = page_start(Some(&encode(&Snapshot::of(&state))));
    assert_eq!(back.sheet(), state.sheet());
    assert_eq!(back.sheet().rules().cages().len(), 24);
}

#[test]
fn a_variant_link_opens_its_puzzle_and_a_bad_one_names_the_cage() {
    let line =
        "x:49.68......7...1925...27.4.....3..81..8..9.7..7.4...69..5..2..4.....4.2.2.98.3.15";
    let state = State::from_link(Some(line));
    assert_eq!(state.sheet().rules().variant(), Variant::X);
    assert_eq!(
        state.sheet().givens(),
        line.len() - 2 - line[2..].matches('.').count()
    );
    let mut state = State::new();
    state.open_link("killer::50-11121314");
    let status = status_of(&state);
    assert_eq!(status.tone, Tone::Problem);
    assert_eq!(
        status.headline,
        "The link's puzzle could not be read: cage 1 (from row 1, column 1): 4 different digits add up to 10 to 30, never to 50"
    );
    assert_eq!(state.sheet().rules().variant(), Variant::Classic);
}

#[test]
fn after_a_reload_undo_takes_back_one_cage_at_a_time() {
    // Boards of the same givens under other cages are other boards in the
    // saved history: each comes back with its own cages.
    let mut state = State::new();
    state.apply(Action::SetVariant(Variant::Killer));
    select(&mut state, &[0, 1]);
    state.apply(Action::AddCage(3));
    select(&mut state, &[40]);
    state.apply(Action::AddCage(5));
    let mut back = page_start(Some(&encode(&Snapshot::of(&state))));
    assert_eq!(back.sheet().rules().cages().len(), 2);
    back.apply(Action::Undo);
    assert_eq!(back.sheet().rules().cages().len(), 1);
    back.apply(Action::Undo);
    assert!(back.sheet().rules().cages().is_empty());
    assert_eq!(back.sheet().rules().variant(), Variant::Killer);
}

#[test]
fn a_killer_s_progress_link_says_it_is_a_killer_with_its_cages() {
    let mut played = State::new();
    played.apply(Action::Paste(TAREK.into()));
    select(&mut played, &[0]);
    played.apply(Action::Input(4));
    let code = sudoku_web::features::link::progress_param(played.sheet()).expect("progress");
    let line = sudoku_web::features::variant::line(played.sheet()).expect("a killer's line");
    let mut state = State::new();
    state.open_link_with(&line, Some(&code));
    assert_eq!(state.sheet().value(0), 4);
    assert_eq!(
        status_of(&state).headline,
        "Loaded a killer puzzle from the link: 24 cages and no givens. Your progress came with it (one entry)."
    );
}
