//! The live camera reading on camera-like frames made from committed
//! photos (`common/shake.rs`): each locks on exactly the printed digits
//! with the puzzle's one solution, what a frame without a grid says, that
//! a new puzzle's digits are never mixed with the last one's, and that the
//! lock's corners are those of a frame that read the grid whole.

mod common {
    pub mod shake;
    pub mod truth;
}

use common::shake::{frame, Shake, HAND};
use common::truth::printed;
use std::time::Instant;
use sudoku_reader::{decode, Advice, Camera, GrayImage, LOCK_AFTER};

fn photo(name: &str) -> GrayImage {
    let path = format!("{}/tests/photos/{name}.jpg", env!("CARGO_MANIFEST_DIR"));
    decode(&std::fs::read(path).unwrap()).unwrap()
}

/// The printed digits of a committed photo, from its `.dat` file.
fn expected(name: &str) -> String {
    let path = format!("{}/tests/photos/{name}.dat", env!("CARGO_MANIFEST_DIR"));
    printed(&std::fs::read_to_string(path).unwrap())
}

/// Feeds `camera` frames of `photo` from `first` on until it locks (at
/// most `limit` frames); the frame it locked at, the reading and the
/// solution.
fn lock(
    camera: &mut Camera,
    photo: &GrayImage,
    first: usize,
    limit: usize,
    shake: Shake,
) -> Option<(usize, String, String)> {
    let mut reading = std::time::Duration::ZERO;
    for i in first..first + limit {
        let frame = frame(photo, 640, 480, i, shake);
        let start = Instant::now();
        let look = camera.look(&frame);
        reading += start.elapsed();
        if let Some(solution) = look.solution {
            let line = look
                .cells
                .iter()
                .map(|c| c.digit.map_or('.', |d| char::from(b'0' + d)))
                .collect();
            let frames = i - first + 1;
            eprintln!(
                "locked after {frames} frames, {:.1} ms a frame read",
                reading.as_secs_f64() * 1000.0 / frames as f64
            );
            return Some((frames, line, solution));
        }
    }
    None
}

/// `solution` is a valid grid keeping every digit of `puzzle`.
fn solves(puzzle: &str, solution: &str) -> bool {
    let grid = sudoku_solver::Grid::parse(solution).unwrap();
    grid.filled() == 81
        && sudoku_solver::clashes(&grid).is_empty()
        && puzzle
            .bytes()
            .zip(solution.bytes())
            .all(|(p, s)| p == b'.' || p == s)
}

#[test]
fn shaken_frames_of_each_committed_photo_lock_on_the_printed_digits() {
    for name in [
        "image1",
        "image40",
        "image71",
        "image155",
        "image1000",
        "image1022",
    ] {
        let mut camera = Camera::new();
        let (frames, line, solution) = lock(&mut camera, &photo(name), 0, 30, HAND)
            .unwrap_or_else(|| panic!("{name}: no lock"));
        assert_eq!(line, expected(name), "{name}");
        assert!(frames >= LOCK_AFTER, "{name}: locked after {frames}");
        assert!(solves(&line, &solution), "{name}: {solution}");
    }
}

#[test]
fn a_frame_without_a_grid_says_so_and_three_forget_the_votes() {
    let mut camera = Camera::new();
    let blank = GrayImage::from_pixel(640, 480, image::Luma([200]));
    let look = camera.look(&blank);
    assert_eq!(look.advice, Advice::NoGrid);
    assert!(look.corners.is_none() && look.cells.is_empty() && look.solution.is_none());
    // Two frames of one puzzle, the paper taken away, then another puzzle:
    // the lock is the second puzzle's, untouched by the first's votes.
    let first = photo("image1");
    for i in 0..2 {
        assert_eq!(
            camera.look(&frame(&first, 640, 480, i, HAND)).cells.len(),
            81
        );
    }
    for _ in 0..3 {
        camera.look(&blank);
    }
    let (_, line, _) = lock(&mut camera, &photo("image40"), 10, 30, HAND).unwrap();
    assert_eq!(line, expected("image40"));
}

#[test]
fn a_grid_far_away_is_asked_closer() {
    // The photo shrunk into the middle third of a grey frame.
    let small = image::imageops::resize(
        &photo("image1"),
        210,
        160,
        image::imageops::FilterType::Triangle,
    );
    let mut frame = GrayImage::from_pixel(640, 480, image::Luma([190]));
    image::imageops::overlay(&mut frame, &small, 215, 160);
    let look = Camera::new().look(&frame);
    assert_eq!(look.advice, Advice::MoveCloser, "{:?}", look.corners);
}

#[test]
fn a_sideways_camera_reads_the_grid_upright() {
    let turned = image::imageops::rotate90(&photo("image1000"));
    let mut camera = Camera::new();
    let (_, line, _) = lock(&mut camera, &turned, 0, 30, HAND).unwrap();
    assert_eq!(line, expected("image1000"));
}

#[test]
fn a_frame_that_saw_half_the_grid_does_not_lend_the_lock_its_corners() {
    let photo = photo("image1000");
    let mut camera = Camera::new();
    let mut looks = Vec::new();
    for i in 0..4 {
        let mut frame = frame(&photo, 640, 480, i, HAND);
        if i == 2 {
            // The grid's lower half hidden (paper laid over it): the
            // search finds the upper half as a grid of its own.
            let corners = sudoku_reader::locate(&frame).unwrap();
            let top = corners.iter().map(|c| c.1).fold(f32::MAX, f32::min);
            let bottom = corners.iter().map(|c| c.1).fold(0.0, f32::max);
            let middle = ((top + bottom) / 2.0) as u32;
            for y in middle..frame.height() {
                for x in 0..frame.width() {
                    frame.put_pixel(x, y, image::Luma([200]));
                }
            }
        }
        looks.push(camera.look(&frame));
    }
    let height = |c: &[(f32, f32); 4]| (c[3].1 + c[2].1 - c[0].1 - c[1].1) / 2.0;
    let whole = height(&looks[0].corners.unwrap());
    // The half-grid frame keeps the reading voted (3 frames in a row with
    // its one solution), which used to lock with the half grid's corners.
    let half = &looks[2];
    assert_eq!((half.stable, half.advice), (LOCK_AFTER, Advice::MoveCloser));
    assert!(height(&half.corners.unwrap()) < 0.6 * whole);
    assert_eq!((&half.lock, &half.solution), (&None, &None));
    // The next frame sees the whole grid and locks, with its own corners.
    let next = &looks[3];
    let lock = next.lock.as_ref().expect("locked on the whole grid");
    assert_eq!(Some(lock.corners), next.corners);
    assert!(height(&lock.corners) > 0.95 * whole);
    assert_eq!(next.solution.as_ref(), Some(&lock.solution));
    let line: String = next
        .cells
        .iter()
        .map(|c| c.digit.map_or('.', |d| char::from(b'0' + d)))
        .collect();
    assert_eq!(line, expected("image1000"));
}

#[test]
fn a_degenerate_quadrilateral_gives_way_to_the_grid() {
    // In image1022's frames the largest blob of ink that looks like a grid
    // has its extreme corners two together at the frame's left edge: that
    // quadrilateral is refused, and the next blob is the grid.
    let image1022 = photo("image1022");
    let corners = sudoku_reader::locate(&frame(&image1022, 640, 480, 0, HAND)).unwrap();
    let grid = [
        (181.0, 122.0),
        (440.0, 125.0),
        (438.0, 384.0),
        (172.0, 382.0),
    ];
    for (c, e) in corners.iter().zip(grid) {
        assert!(
            (c.0 - e.0).abs() <= 3.0 && (c.1 - e.1).abs() <= 3.0,
            "{corners:?}"
        );
    }
    // So the camera locks at once (it used to take 25 frames).
    let (frames, line, _) = lock(&mut Camera::new(), &image1022, 0, LOCK_AFTER, HAND).unwrap();
    assert_eq!((frames, line), (LOCK_AFTER, expected("image1022")));
}
