//! The reader worker's camera side (`worker::camera`) on camera-like
//! frames of committed photos: the replies' JSON, the lock on the printed
//! digits with the solution and the corners of the frame locked on (never
//! those of a frame that saw part of the grid), the lock's confidences
//! (the preview marks no cell read right as doubtful, but the cells the
//! correction chose), and a malformed frame refused with a reason.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../reader/tests/common/shake.rs"]
mod shake;

use sudoku_reader::Camera;
use sudoku_web::features::camera::{Advice, Capture};
use sudoku_web::features::photo::Read;
use sudoku_web::worker::camera::{look, FrameReply};

fn rgba(gray: &image::GrayImage) -> Vec<u8> {
    gray.as_raw().iter().flat_map(|&v| [v, v, v, 255]).collect()
}

#[test]
fn frames_of_a_photo_lock_on_its_digits_with_the_solution() {
    let (truth, photo) = committed("image40");
    let mut camera = Camera::new();
    let mut locked = None;
    for i in 0..20 {
        let frame = shake::frame(&photo, 640, 480, i, shake::HAND);
        let reply = look(&mut camera, 640, 480, &rgba(&frame));
        // Every reply goes through JSON to the page unchanged.
        let json = reply.encode();
        assert_eq!(serde_json::from_str::<FrameReply>(&json).unwrap(), reply);
        assert!(reply.error.is_none());
        assert!(reply.corners.is_some(), "frame {i}: {json}");
        assert_eq!(reply.digits.len(), 81);
        assert_eq!(reply.confidence.len(), 81);
        if reply.lock.is_some() {
            locked = Some(reply);
            break;
        }
    }
    let locked = locked.expect("locked within 20 frames");
    assert_eq!(locked.digits, truth);
    let lock = locked.lock.unwrap();
    // The solution is drawn through the corners of the frame locked on.
    assert_eq!(Some(lock.corners), locked.corners);
    let solution = lock.solution;
    assert!(truth
        .bytes()
        .zip(solution.bytes())
        .all(|(t, s)| t == b'.' || t == s));
    assert!(locked.stable >= sudoku_reader::LOCK_AFTER);
}

#[test]
fn a_malformed_frame_is_refused_with_a_reason() {
    let mut camera = Camera::new();
    let reply = look(&mut camera, 640, 480, &[0; 100]);
    assert_eq!(reply.advice, Advice::NoGrid);
    assert!(reply.error.is_some_and(|e| !e.is_empty()));
    let blank = vec![200u8; 64 * 48 * 4];
    let reply = look(&mut camera, 64, 48, &blank);
    assert!(reply.encode().contains(r#""advice":"no-grid""#));
    assert_eq!(
        (reply.advice, reply.error, reply.digits.as_str()),
        (Advice::NoGrid, None, "")
    );
}

#[test]
fn the_solution_is_drawn_through_the_corners_of_a_frame_that_read_it() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/reader/tests/photos");
    let photo =
        sudoku_reader::decode(&std::fs::read(format!("{dir}/image1000.jpg")).unwrap()).unwrap();
    let mut camera = Camera::new();
    let mut replies = Vec::new();
    for i in 0..4 {
        let mut frame = shake::frame(&photo, 640, 480, i, shake::HAND);
        if i == 2 {
            // Paper laid over the grid's lower half: the search finds the
            // upper half as a grid, and the votes keep the reading.
            let corners = sudoku_reader::locate(&frame).unwrap();
            let top = corners.iter().map(|c| c.1).fold(f32::MAX, f32::min);
            let bottom = corners.iter().map(|c| c.1).fold(0.0, f32::max);
            for y in ((top + bottom) / 2.0) as u32..frame.height() {
                for x in 0..frame.width() {
                    frame.put_pixel(x, y, image::Luma([200]));
                }
            }
        }
        let reply = look(&mut camera, 640, 480, &rgba(&frame));
        let json = reply.encode();
        assert_eq!(serde_json::from_str::<FrameReply>(&json).unwrap(), reply);
        replies.push(reply);
    }
    let height = |c: &[(f32, f32); 4]| (c[3].1 + c[2].1 - c[0].1 - c[1].1) / 2.0;
    let whole = height(&replies[0].corners.unwrap());
    // Three frames in a row voted the reading with one solution, the third
    // through the half grid's corners: no lock there.
    let half = &replies[2];
    assert_eq!((half.stable, half.advice), (3, Advice::MoveCloser));
    assert!(height(&half.corners.unwrap()) < 0.6 * whole);
    assert_eq!(half.lock, None);
    // The lock comes with the next frame, through its whole grid.
    let locked = &replies[3];
    let lock = locked.lock.as_ref().expect("locked on the whole grid");
    assert_eq!(Some(lock.corners), locked.corners);
    assert!(height(&lock.corners) > 0.95 * whole);
    assert_eq!(lock.solution.len(), 81);
}

/// The printed digits and the photo of a committed photo `name`.
fn committed(name: &str) -> (String, image::GrayImage) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/reader/tests/photos");
    let photo =
        sudoku_reader::decode(&std::fs::read(format!("{dir}/{name}.jpg")).unwrap()).unwrap();
    let truth = std::fs::read_to_string(format!("{dir}/{name}.dat"))
        .unwrap()
        .lines()
        .skip(2)
        .flat_map(|l| l.split_whitespace())
        .map(|d| if d == "0" { "." } else { d })
        .collect();
    (truth, photo)
}

#[test]
fn the_preview_of_a_lock_marks_only_the_cells_really_in_doubt() {
    for name in [
        "image1",
        "image40",
        "image71",
        "image81",
        "image155",
        "image1000",
    ] {
        let (truth, photo) = committed(name);
        let mut camera = Camera::new();
        let locked = (0..20)
            .map(|i| {
                let frame = shake::frame(&photo, 640, 480, i, shake::HAND);
                look(&mut camera, 640, 480, &rgba(&frame))
            })
            .find(|reply| reply.lock.is_some())
            .unwrap_or_else(|| panic!("{name}: no lock in 20 frames"));
        let capture = Capture {
            digits: locked.digits.clone(),
            confidence: locked.confidence.clone(),
            picture: String::new(),
        };
        let read = Read::of(&capture.reading()).expect("81 cells");
        assert_eq!(locked.digits, truth, "{name}");
        // Every cell read right, and none marked doubtful: the lock's
        // confidences come from the frames that read it (before, the
        // voted ones marked up to all the digits of a grid read right).
        assert_eq!(
            read.doubtful(),
            Vec::<usize>::new(),
            "{name}: {:?}",
            locked.confidence
        );
    }
}
