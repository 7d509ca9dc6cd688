//! The Batch panel's state natively: a file read with its bad lines, a run
//! in chunks, Cancel keeping the rows, a failed worker, the table's pages.

use sudoku_solver::{Algorithm, Mode, Verdict};
use sudoku_web::features::batch::{self, Chunk, Row};
use sudoku_web::features::jobs::{Event, Job, Output};
use sudoku_web::state::batch::{Batch, BatchAction, Order, Said, FIRST_CHUNK, PAGE_ROWS};

const TOP95: &str = include_str!("../data/norvig_top95.txt");

fn row(micros: f64) -> Row {
    Row {
        verdict: Verdict::Unique,
        micros,
        calls: 3,
        guesses: 1,
    }
}

/// Answers the running chunk with one row per puzzle, each taking `micros`.
fn answer(batch: &mut Batch, micros: f64) -> usize {
    let wanted = batch.wanted().cloned().expect("a chunk runs");
    let Job::Batch { chunk } = &wanted.job else {
        panic!("not a batch job: {:?}", wanted.job)
    };
    let chunk = Chunk::decode(chunk).unwrap();
    let rows: Vec<Row> = chunk.puzzles.iter().map(|_| row(micros)).collect();
    batch.apply(BatchAction::Job(Event::Done {
        job: wanted.id,
        output: Output::Batch(batch::encode_rows(&rows)),
    }));
    chunk.puzzles.len()
}

fn opened() -> Batch {
    let mut batch = Batch::new();
    let text = format!(
        "# three bad lines\n{TOP95}not a puzzle\n{}\n",
        "1".repeat(80)
    );
    batch.apply(BatchAction::Open("top95.txt".into(), text));
    batch
}

#[test]
fn a_file_opens_with_its_bad_lines_numbered() {
    let batch = opened();
    assert_eq!(batch.total(), 95);
    let read = &batch.file.as_ref().unwrap().read;
    assert_eq!(read.puzzles[0].0, 2);
    let bad: Vec<u32> = read.bad.iter().map(|b| b.line).collect();
    assert_eq!(bad, vec![97, 98]);
    assert_eq!(read.bad[1].error, "expected 81 cells, found 80");
    assert_eq!(batch.said, Said::Opened);
}

#[test]
fn an_empty_file_or_a_picture_is_refused_and_the_open_file_stays() {
    let mut batch = opened();
    batch.apply(BatchAction::Open("empty.txt".into(), " \n".into()));
    assert_eq!(
        batch.said,
        Said::OpenFailed("empty.txt".into(), "it is empty".into())
    );
    batch.apply(BatchAction::Open(
        "photo.png".into(),
        "\u{FFFD}PNG\r\n\u{1a}\n\0\0\0\rIHDR".into(),
    ));
    assert_eq!(
        batch.said,
        Said::OpenFailed("photo.png".into(), "it is not a text file".into())
    );
    assert_eq!(batch.file.as_ref().unwrap().name, "top95.txt");
    assert_eq!(batch.total(), 95);
}

#[test]
fn a_run_goes_chunk_by_chunk_to_the_end() {
    let mut batch = opened();
    batch.apply(BatchAction::SetAlgorithm(Algorithm::Propagation));
    batch.apply(BatchAction::SetFirst(true));
    batch.apply(BatchAction::Run);
    assert_eq!(
        batch.ran,
        Some((Algorithm::Propagation, Mode::First, Some(10_000_000)))
    );
    let mut sizes = Vec::new();
    while batch.wanted().is_some() {
        sizes.push(answer(&mut batch, 1000.0));
    }
    // 1 ms a puzzle: chunks double while under 0.1 s.
    assert_eq!(sizes, vec![FIRST_CHUNK, 16, 32, 39]);
    assert_eq!(batch.rows.len(), 95);
    assert_eq!(batch.said, Said::Finished);
    // The first chunk holds the file's first puzzles, in order.
    let mut again = opened();
    again.apply(BatchAction::Run);
    let Job::Batch { chunk } = &again.wanted().unwrap().job else {
        panic!()
    };
    let chunk = Chunk::decode(chunk).unwrap();
    let read = &again.file.as_ref().unwrap().read;
    assert_eq!(chunk.puzzles[0], read.puzzles[0].1);
    assert_eq!(chunk.algorithm, Algorithm::Fast);
}

#[test]
fn cancel_keeps_the_rows_and_late_answers_are_ignored() {
    let mut batch = opened();
    batch.apply(BatchAction::Run);
    answer(&mut batch, 10.0);
    let late = batch.wanted().cloned().unwrap();
    batch.apply(BatchAction::Cancel);
    assert_eq!(batch.said, Said::Cancelled(FIRST_CHUNK));
    assert!(batch.wanted().is_none());
    batch.apply(BatchAction::Job(Event::Done {
        job: late.id,
        output: Output::Batch(batch::encode_rows(&[row(1.0)])),
    }));
    assert_eq!(batch.rows.len(), FIRST_CHUNK);
}

#[test]
fn a_failed_worker_ends_the_run_and_says_why() {
    let mut batch = opened();
    batch.apply(BatchAction::Run);
    let id = batch.wanted().unwrap().id;
    batch.apply(BatchAction::Job(Event::Failed {
        job: id,
        error: "the puzzle worker could not be loaded".into(),
    }));
    assert!(batch.wanted().is_none());
    assert_eq!(
        batch.said,
        Said::Failed("the puzzle worker could not be loaded".into())
    );
}

#[test]
fn the_table_pages_and_sorts_slowest_first() {
    let mut batch = opened();
    batch.apply(BatchAction::Run);
    let mut micros = 1.0;
    while batch.wanted().is_some() {
        micros += 1.0;
        answer(&mut batch, micros);
    }
    assert_eq!(batch.pages(), 2);
    assert_eq!(batch.page_rows().len(), PAGE_ROWS);
    batch.apply(BatchAction::SetPage(7));
    assert_eq!(batch.page, 1);
    assert_eq!(batch.page_rows().len(), 95 - PAGE_ROWS);
    batch.apply(BatchAction::SetOrder(Order::Slowest));
    assert_eq!(batch.page, 0);
    let first = batch.page_rows()[0];
    assert_eq!(first.1.micros, micros);
    assert!(first.0 >= 95 - 40);
}

#[test]
fn the_worker_runs_a_chunk_for_real() {
    let mut batch = opened();
    batch.apply(BatchAction::Run);
    let job = batch.wanted().unwrap().job.clone();
    let clock = std::cell::Cell::new(0.0);
    let now = || {
        clock.set(clock.get() + 0.5);
        clock.get()
    };
    let out = sudoku_web::features::jobs::run_in_puzzle_worker(&job, &now, &mut |_| {
        sudoku_solver::Flow::Continue
    })
    .unwrap();
    let Output::Batch(text) = out else { panic!() };
    let rows = batch::decode_rows(&text).unwrap();
    assert_eq!(rows.len(), FIRST_CHUNK);
    assert!(rows
        .iter()
        .all(|r| r.verdict == Verdict::Unique && r.calls >= 1));
    // The solver worker refuses it (it never loads the batch code).
    let refused =
        sudoku_web::features::jobs::run(&job, &now, &mut |_| sudoku_solver::Flow::Continue);
    assert!(refused.is_err());
}

#[test]
fn a_bad_budget_is_kept_to_correct_and_refuses_the_run() {
    let mut batch = opened();
    batch.apply(BatchAction::SetBudget("1e3x".into()));
    assert_eq!(batch.budget, Some(10_000_000), "the budget in force stays");
    assert_eq!(
        batch.budget_error,
        Some(("1e3x".into(), batch::BudgetError::NotANumber))
    );
    batch.apply(BatchAction::Run);
    assert_eq!(batch.said, Said::BadBudget);
    assert!(batch.wanted().is_none(), "no run without a budget meant");
    batch.apply(BatchAction::SetBudget(" 1,000 ".into()));
    assert_eq!(
        (batch.budget, batch.budget_error.clone()),
        (Some(1000), None)
    );
    batch.apply(BatchAction::SetBudget(String::new()));
    assert_eq!(batch.budget, None, "empty: no budget");
    batch.apply(BatchAction::Run);
    assert_eq!(batch.ran, Some((Algorithm::Fast, Mode::CountToTwo, None)));
}
