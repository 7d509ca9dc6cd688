//! The reader worker's camera side (`worker::camera`) on camera-like
//! frames of a committed photo: the replies' JSON, the lock on the printed
//! digits with the solution, and a malformed frame refused with a reason.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../reader/tests/common/shake.rs"]
mod shake;

use sudoku_reader::Camera;
use sudoku_web::worker::camera::{look, FrameReply};

fn rgba(gray: &image::GrayImage) -> Vec<u8> {
    gray.as_raw().iter().flat_map(|&v| [v, v, v, 255]).collect()
}

#[test]
fn frames_of_a_photo_lock_on_its_digits_with_the_solution() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/reader/tests/photos");
    let photo =
        sudoku_reader::decode(&std::fs::read(format!("{dir}/image40.jpg")).unwrap()).unwrap();
    let truth: String = std::fs::read_to_string(format!("{dir}/image40.dat"))
        .unwrap()
        .lines()
        .skip(2)
        .flat_map(|l| l.split_whitespace())
        .map(|d| if d == "0" { "." } else { d })
        .collect();
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
        if reply.solution.is_some() {
            locked = Some(reply);
            break;
        }
    }
    let locked = locked.expect("locked within 20 frames");
    assert_eq!(locked.digits, truth);
    let solution = locked.solution.unwrap();
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
    assert_eq!(reply.advice, "no-grid");
    assert!(reply.error.is_some_and(|e| !e.is_empty()));
    let blank = vec![200u8; 64 * 48 * 4];
    let reply = look(&mut camera, 64, 48, &blank);
    assert_eq!(
        (reply.advice.as_str(), reply.error, reply.digits.as_str()),
        ("no-grid", None, "")
    );
}
