//! Native tests of reading a puzzle from a photo, as far as the page goes:
//! the preview of what the reader worker read, corrections, what is wrong
//! with the puzzle read and the cells to check first, Use this puzzle and
//! Cancel.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::photo::{done, fail, open_photo, read_photo};
use common::{loaded, EASY, HARDER};
use sudoku_web::features::jobs::{Event, Job, Lane, Output};
use sudoku_web::features::photo::{
    Check, PhotoReading, Read, Stage, DOUBTFUL_DIGIT_BELOW, DOUBTFUL_EMPTY_BELOW,
};
use sudoku_web::model::Phase;
use sudoku_web::state::{Action, Message, Source, State};
use sudoku_web::text::photo::{photo_text, preview_label};
use sudoku_web::text::status;

fn read_of(state: &State) -> Read {
    match &state.photo().expect("a photo").stage {
        Stage::Read(read) => read.clone(),
        other => panic!("not read: {other:?}"),
    }
}

/// A state whose photo `line` has been read with every cell at 99% but
/// those of `unsure`, each at its own confidence (percent).
fn read_unsure(state: &mut State, line: &str, unsure: &[(usize, u8)]) {
    let job = open_photo(state, 1, "paper.jpg");
    let confidence = (0..81)
        .map(|i| unsure.iter().find(|u| u.0 == i).map_or(99, |u| u.1))
        .collect();
    state.apply(Action::Job(
        Lane::Read,
        Event::Done {
            job: job.id,
            output: Output::Read(PhotoReading {
                digits: line.into(),
                confidence,
            }),
        },
    ));
}

#[test]
fn an_empty_cell_is_doubtful_under_80_percent_a_digit_under_25() {
    assert_eq!((DOUBTFUL_EMPTY_BELOW, DOUBTFUL_DIGIT_BELOW), (80, 25));
    // EASY: cells 1 to 3 are empty, 0 and 4 hold a 5 and an 8.
    let mut state = State::new();
    read_unsure(&mut state, EASY, &[(1, 79), (2, 80), (0, 24), (4, 25)]);
    let read = read_of(&state);
    assert_eq!(read.doubtful(), vec![0, 1]);
    // A digit at 40 % or 79 % was doubtful under the old single threshold
    // (90 %); a digit read from blurred frames often is that sure, right.
    let mut state = State::new();
    read_unsure(&mut state, EASY, &[(0, 40), (4, 79), (3, 85)]);
    assert_eq!(read_of(&state).doubtful(), Vec::<usize>::new());
    // The reader's own rule marks the same cells, from its confidences.
    let cell = |digit: Option<u8>, confidence: f32| sudoku_reader::CellRead { digit, confidence };
    assert!(sudoku_reader::needs_checking(&cell(None, 0.794)));
    assert!(!sudoku_reader::needs_checking(&cell(None, 0.796)));
    assert!(sudoku_reader::needs_checking(&cell(Some(5), 0.244)));
    assert!(!sudoku_reader::needs_checking(&cell(Some(5), 0.246)));
}

#[test]
fn a_photo_read_right_is_previewed_then_used_to_play() {
    let mut state = loaded(HARDER);
    let before = state.sheet().clone();
    read_unsure(&mut state, EASY, &[(7, 60), (20, 20)]);
    assert_eq!(
        state.sheet(),
        &before,
        "the board waits for Use this puzzle"
    );
    let read = read_of(&state);
    assert_eq!(read.check(), Check::Ready);
    assert_eq!(read.doubtful(), vec![20, 7], "least confident first");
    assert_eq!(read.suspects(), Vec::<usize>::new());
    let (headline, advice) = photo_text(state.photo().unwrap());
    assert_eq!(headline, "Read 38 digits: the puzzle has one solution.");
    assert_eq!(
        advice,
        "Check them against the photo (2 cells marked as doubtful), fix any by typing, then press Use this puzzle."
    );
    assert_eq!(preview_label(&read, 0, false), "Row 1, column 1: 5");
    assert_eq!(
        preview_label(&read, 7, false),
        "Row 1, column 8: empty, doubtful"
    );
    state.apply(Action::UsePhoto);
    assert!(state.photo().is_none());
    assert_eq!(state.sheet().puzzle().to_line(), EASY);
    assert_eq!(state.sheet().phase(), Phase::Playing);
    assert_eq!(state.message(), &Message::Loaded(Source::Photo, 38));
    assert_eq!(
        status(&state).headline,
        "Loaded a puzzle with 38 givens from the photo."
    );
    state.apply(Action::Undo);
    assert_eq!(state.sheet(), &before, "Undo takes it back");
}

#[test]
fn a_misread_digit_is_pointed_at_and_fixed_by_typing() {
    let mut state = State::new();
    // The 5 of row 1, column 1 read as a 3 (doubtful): two 3s in row 1.
    let misread = format!("3{}", &EASY[1..]);
    let misread = misread.replacen('.', "3", 1);
    assert_eq!(&misread[..3], "33.");
    read_unsure(&mut state, &misread, &[(1, 20)]);
    let read = read_of(&state);
    assert_eq!(read.check(), Check::Clashes);
    assert_eq!(read.suspects()[0], 1, "the doubtful clashing cell first");
    let (headline, advice) = photo_text(state.photo().unwrap());
    assert!(
        headline.starts_with("Some digits read clash: Two 3s in row 1."),
        "{headline}"
    );
    assert!(
        advice.starts_with("Probably misread: row 1, column 2"),
        "{advice}"
    );
    assert_eq!(
        preview_label(&read, 1, true),
        "Row 1, column 2: 3, check this cell"
    );
    state.apply(Action::PhotoDigit { cell: 1, digit: 0 });
    state.apply(Action::PhotoDigit { cell: 0, digit: 5 });
    let read = read_of(&state);
    assert_eq!(read.puzzle().to_line(), EASY);
    assert_eq!(read.check(), Check::Ready);
    assert_eq!(
        read.doubtful(),
        Vec::<usize>::new(),
        "a typed cell is not doubtful"
    );
}

#[test]
fn a_puzzle_read_with_several_solutions_or_too_few_digits_says_so() {
    let mut state = State::new();
    let several = format!("{}{}", ".".repeat(20), &EASY[20..]);
    read_unsure(&mut state, &several, &[(30, 20)]);
    assert_eq!(read_of(&state).check(), Check::Several);
    let (headline, advice) = photo_text(state.photo().unwrap());
    assert_eq!(
        headline,
        "The puzzle read has more than one solution, so a digit was probably missed or misread."
    );
    assert_eq!(
        advice,
        "Check row 4, column 4 first (marked), and fix it by typing."
    );
    // Used anyway, it loads to be corrected on the board, not to play,
    // and the status says so.
    state.apply(Action::UsePhoto);
    assert_eq!(state.sheet().phase(), Phase::Entering);
    assert_eq!(
        status(&state).details,
        vec!["It does not have exactly one solution yet: correct its digits on the board, then press Start to play."]
    );
    let mut state = State::new();
    read_photo(
        &mut state,
        &format!("{}{}", &EASY[..9], ".".repeat(72)),
        &[],
    );
    assert_eq!(read_of(&state).check(), Check::TooFew(4));
    assert_eq!(
        photo_text(state.photo().unwrap()).0,
        "Only 4 digits read: a puzzle needs at least 17."
    );
    // Too few digits is the news even when some clash (a grid barely
    // read); the clashing cells are still marked.
    let mut state = State::new();
    read_photo(&mut state, &format!("55{}", ".".repeat(79)), &[]);
    assert_eq!(read_of(&state).check(), Check::TooFew(2));
    assert_eq!(read_of(&state).suspects(), vec![0, 1]);
    assert_eq!(
        photo_text(state.photo().unwrap()),
        (
            "Only 2 digits read: a puzzle needs at least 17.".into(),
            "Some of them clash: Two 5s in row 1. Two 5s in box 1. Try a sharper photo with the whole grid in view, or type the missing digits.".into()
        )
    );
}

#[test]
fn an_unreadable_photo_says_why_and_cancel_leaves_the_board() {
    let mut state = loaded(EASY);
    let before = state.sheet().clone();
    let job = open_photo(&mut state, 3, "cat.png");
    assert_eq!(photo_text(state.photo().unwrap()).0, "Reading the photo…");
    fail(&mut state, &job, "no Sudoku grid found in the picture");
    assert_eq!(
        photo_text(state.photo().unwrap()),
        (
            "No puzzle could be read from this photo: no Sudoku grid found in the picture.".into(),
            "Try again with the whole grid in view, straight on and sharp, or type the puzzle in."
                .into()
        )
    );
    assert!(
        state.jobs().iter().all(|w| w.lane != Lane::Read),
        "nothing more to read"
    );
    state.apply(Action::UsePhoto);
    assert!(state.photo().is_some(), "nothing to use");
    state.apply(Action::ClosePhoto);
    assert!(state.photo().is_none());
    assert_eq!(state.sheet(), &before);
}

#[test]
fn a_file_that_is_no_picture_is_told_to_choose_another() {
    for why in [
        "the file is empty",
        "the file is not a picture this browser can open",
    ] {
        let mut state = State::new();
        let job = open_photo(&mut state, 1, "notes.txt");
        fail(&mut state, &job, why);
        assert_eq!(
            photo_text(state.photo().unwrap()),
            (
                format!("No puzzle could be read from this photo: {why}."),
                "Choose a photo or a scan of the puzzle, or type the puzzle in.".into()
            )
        );
    }
}

#[test]
fn a_late_reading_of_an_earlier_photo_is_ignored_and_a_malformed_one_fails() {
    let mut state = State::new();
    let first = open_photo(&mut state, 1, "a.jpg");
    let second = open_photo(&mut state, 2, "b.jpg");
    done(&mut state, &first, EASY, &[]);
    assert_eq!(state.photo().unwrap().stage, Stage::Reading);
    done(&mut state, &second, "12345", &[]);
    assert_eq!(
        state.photo().unwrap().stage,
        Stage::Failed("the reader's answer was malformed".into())
    );
    // Advice to fit: neither the photo's framing nor the file is at fault.
    assert_eq!(
        photo_text(state.photo().unwrap()).1,
        "Try again, or type the puzzle in."
    );
}

#[test]
fn the_reader_worker_reads_a_photos_pixels_and_answers_other_requests_with_an_error() {
    use sudoku_web::worker::reader::{failed, reply};
    use sudoku_web::worker::{Reply, Request};
    let photos = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/photos/");
    let bytes = std::fs::read(format!("{photos}newspaper.jpg")).unwrap();
    let truth: String = std::fs::read_to_string(format!("{photos}newspaper.dat"))
        .unwrap()
        .lines()
        .skip(2)
        .flat_map(|line| {
            line.split_whitespace()
                .map(|d| {
                    if d == "0" {
                        '.'
                    } else {
                        d.chars().next().unwrap()
                    }
                })
                .collect::<Vec<_>>()
        })
        .collect();
    // The pixels as the browser hands them over: RGBA.
    let gray = sudoku_reader::decode(&bytes).unwrap();
    let rgba: Vec<u8> = gray
        .pixels()
        .flat_map(|p| [p.0[0], p.0[0], p.0[0], 255])
        .collect();
    let request = Request {
        id: 9,
        job: Job::Read { file: 1 },
    }
    .encode();
    let Reply::Done {
        job: 9,
        output: Output::Read(reading),
    } = reply(&request, gray.width(), gray.height(), &rgba)
    else {
        panic!("not read");
    };
    assert_eq!(reading.digits, truth);
    assert_eq!(reading.confidence.len(), 81);
    assert_eq!(
        reply(&request, 4, 4, &[0; 10]),
        Reply::Failed {
            job: Some(9),
            error: sudoku_reader::ReadError::BadBuffer {
                expected: 64,
                got: 10
            }
            .to_string()
        }
    );
    assert_eq!(
        failed(&request, "the file is empty"),
        Reply::Failed {
            job: Some(9),
            error: "the file is empty".into()
        }
    );
    let solve = Request {
        id: 3,
        job: Job::Rate {
            puzzle: sudoku_solver::Grid::parse(EASY).unwrap(),
        },
    }
    .encode();
    assert_eq!(
        failed(&solve, "x"),
        Reply::Failed {
            job: Some(3),
            error: "the reader worker only reads photos".into()
        }
    );
    assert!(matches!(failed(b"", "x"), Reply::Failed { job: None, .. }));
    // Cut short, the request still names its job.
    assert!(matches!(
        reply(&request[..1], 4, 4, &[0; 64]),
        Reply::Failed { job: Some(9), error } if error.starts_with("unreadable request: ")
    ));
}

#[test]
fn the_camera_hands_a_reading_to_the_page_as_postcard_bytes() {
    let reading = PhotoReading {
        digits: EASY.to_string(),
        confidence: (0..81).map(|i| i as u8).collect(),
    };
    let bytes = reading.to_bytes();
    assert_eq!(PhotoReading::from_bytes(&bytes), Some(reading));
    // Not a reading: nothing, cut short or with more after it.
    assert_eq!(PhotoReading::from_bytes(&[]), None);
    assert_eq!(PhotoReading::from_bytes(&bytes[..bytes.len() - 1]), None);
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(PhotoReading::from_bytes(&longer), None);
}

#[test]
fn a_picture_read_as_one_digit_is_no_puzzle_and_leaves_the_game_played() {
    // A drawing with no Sudoku (sky, sun, grass) once read as "1 digit"
    // and Use this puzzle replaced the puzzle being played with it.
    let mut state = loaded(EASY);
    state.apply(Action::Start);
    assert_eq!(state.sheet().phase(), Phase::Playing);
    let before = state.sheet().clone();
    read_photo(&mut state, &format!("7{}", ".".repeat(80)), &[]);
    assert_eq!(read_of(&state).check(), Check::TooFew(1));
    assert_eq!(
        photo_text(state.photo().unwrap()).0,
        "Only 1 digit read: a puzzle needs at least 17."
    );
    state.apply(Action::UsePhoto);
    assert!(state.photo().is_some(), "the preview stays and says why");
    assert_eq!(state.sheet(), &before);
    assert_eq!(state.sheet().phase(), Phase::Playing);
}
