//! The reader on committed photos (exact grids) and on bad input (the right
//! error, never a panic).

mod common {
    pub mod truth;
}

use common::truth::printed;
use sudoku_reader::{decode, decode_within, read, read_rgba, GrayImage, ReadError};

/// The printed digits of a committed photo, from its `.dat` file.
fn expected(name: &str) -> String {
    let path = format!("{}/tests/photos/{name}.dat", env!("CARGO_MANIFEST_DIR"));
    printed(&std::fs::read_to_string(path).unwrap())
}

fn read_photo(name: &str) -> String {
    let path = format!("{}/tests/photos/{name}.jpg", env!("CARGO_MANIFEST_DIR"));
    let image = decode(&std::fs::read(path).unwrap()).unwrap();
    read(&image).unwrap().line()
}

#[test]
fn committed_photos_are_read_exactly() {
    for name in [
        "image1",
        "image40",
        "image71",
        "image155",
        "image1000",
        "image1022",
    ] {
        assert_eq!(read_photo(name), expected(name), "{name}");
    }
}

#[test]
fn misread_cells_are_put_right_by_the_puzzles_one_solution_and_stay_doubtful() {
    // image81: the 6 of row 3, column 9 blurred into an 8; image109: a bit
    // of grid line in row 2, column 3 (empty) read as a 5.
    for (name, cell) in [("image81", 26), ("image109", 11)] {
        let path = format!("{}/tests/photos/{name}.jpg", env!("CARGO_MANIFEST_DIR"));
        let reading = read(&decode(&std::fs::read(path).unwrap()).unwrap()).unwrap();
        assert_eq!(reading.line(), expected(name), "{name}");
        assert!(
            reading.doubtful().contains(&cell),
            "{name}: cell {cell} doubtful"
        );
    }
}

#[test]
fn committed_photos_turned_sideways_or_upside_down_are_read_exactly() {
    for name in ["image1", "image71", "image1000", "image1022"] {
        let path = format!("{}/tests/photos/{name}.jpg", env!("CARGO_MANIFEST_DIR"));
        let upright = decode(&std::fs::read(path).unwrap()).unwrap();
        for (turns, picture) in [
            (1, image::imageops::rotate90(&upright)),
            (2, image::imageops::rotate180(&upright)),
            (3, image::imageops::rotate270(&upright)),
        ] {
            let line = read(&picture).unwrap().line();
            assert_eq!(line, expected(name), "{name} turned {turns} quarters");
        }
    }
}

#[test]
fn the_expected_grids_are_as_printed() {
    assert_eq!(
        expected("image1"),
        "...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4..."
    );
}

#[test]
fn rgba_pixels_read_like_the_greyscale_picture() {
    let path = format!("{}/tests/photos/image1.jpg", env!("CARGO_MANIFEST_DIR"));
    let grey = decode(&std::fs::read(path).unwrap()).unwrap();
    let rgba: Vec<u8> = grey.as_raw().iter().flat_map(|&v| [v, v, v, 255]).collect();
    let reading = read_rgba(grey.width(), grey.height(), &rgba).unwrap();
    assert_eq!(reading.line(), expected("image1"));
    let (x, y) = reading.corners[0];
    assert!(x < reading.corners[1].0 && y < reading.corners[3].1);
}

#[test]
fn a_colour_photos_rgba_pixels_read_exactly_as_the_decoded_photo() {
    // The page hands the reader the browser's RGBA pixels; the CLI decodes
    // the file. Both must turn colour into the same grey, the one the
    // classifier was trained on (other weights misread digits printed on
    // coloured bands).
    for name in ["image1", "image81", "image1000", "image1022"] {
        let path = format!("{}/tests/photos/{name}.jpg", env!("CARGO_MANIFEST_DIR"));
        let bytes = std::fs::read(path).unwrap();
        let colour = image::load_from_memory(&bytes).unwrap().to_rgba8();
        let from_rgba = read_rgba(colour.width(), colour.height(), colour.as_raw()).unwrap();
        assert_eq!(from_rgba, read(&decode(&bytes).unwrap()).unwrap(), "{name}");
        assert_eq!(from_rgba.line(), expected(name), "{name}");
    }
}

#[test]
fn not_a_picture_is_a_decode_error() {
    for bytes in [
        &b""[..],
        b"hello, world",
        b"\x89PNG\r\n\x1a\nbroken",
        b"\xff\xd8\xff\xe0 truncated jpeg",
    ] {
        let err = decode(bytes).unwrap_err();
        assert!(matches!(err, ReadError::Decode(_)), "{err:?}");
        assert!(err
            .to_string()
            .starts_with("the file could not be read as a picture"));
    }
}

/// CRC-32 (PNG's) of `bytes`.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn a_huge_picture_is_refused_from_its_header() {
    // A PNG header announcing 10000 x 5000 pixels, with no pixel data.
    let mut ihdr = b"IHDR".to_vec();
    ihdr.extend_from_slice(&10_000u32.to_be_bytes());
    ihdr.extend_from_slice(&5_000u32.to_be_bytes());
    ihdr.extend_from_slice(&[8, 0, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend_from_slice(&13u32.to_be_bytes());
    png.extend_from_slice(&ihdr);
    png.extend_from_slice(&crc32(&ihdr).to_be_bytes());
    for chunk in [&b"IDAT"[..], b"IEND"] {
        png.extend_from_slice(&0u32.to_be_bytes());
        png.extend_from_slice(chunk);
        png.extend_from_slice(&crc32(chunk).to_be_bytes());
    }
    let err = decode(&png).unwrap_err();
    assert_eq!(
        err,
        ReadError::TooLarge {
            width: 10_000,
            height: 5_000
        }
    );
    // A limit above the product's is lowered to it.
    assert_eq!(decode_within(&png, u64::MAX), Err(err.clone()));
    assert_eq!(
        err.to_string(),
        "the picture is too large (10000x5000 pixels; at most 40 megapixels)"
    );
}

#[test]
fn a_lower_size_limit_refuses_from_the_header_too() {
    // The fuzz target's limit: a picture of exactly the limit decodes, one
    // pixel more is refused as too large before its pixels are read.
    let mut png = Vec::new();
    let picture = GrayImage::from_fn(100, 50, |x, y| image::Luma([(x * 2 + y) as u8]));
    picture
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    let decoded = decode_within(&png, 5_000).unwrap();
    assert_eq!(decoded.as_raw(), picture.as_raw());
    assert_eq!(
        decode_within(&png, 4_999),
        Err(ReadError::TooLarge {
            width: 100,
            height: 50
        })
    );
}

#[test]
fn empty_pictures_and_bad_buffers_are_refused() {
    assert_eq!(read(&GrayImage::new(0, 0)), Err(ReadError::Empty));
    assert_eq!(read_rgba(0, 10, &[]), Err(ReadError::Empty));
    assert_eq!(
        read_rgba(2, 2, &[0; 15]),
        Err(ReadError::BadBuffer {
            expected: 16,
            got: 15
        })
    );
    assert_eq!(read(&GrayImage::new(3, 3)), Err(ReadError::NoGrid));
}

fn png_of(image: &GrayImage) -> Vec<u8> {
    let mut bytes = Vec::new();
    image
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .unwrap();
    bytes
}

#[test]
fn pictures_without_a_grid_say_so() {
    let gradient = GrayImage::from_fn(640, 480, |x, y| image::Luma([((x + y) / 5) as u8]));
    let mut seed = 12_345u32;
    let noise = GrayImage::from_fn(640, 480, |_, _| {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        image::Luma([(seed >> 24) as u8])
    });
    let blank = GrayImage::from_pixel(640, 480, image::Luma([255]));
    for picture in [gradient, noise, blank] {
        let decoded = decode(&png_of(&picture)).unwrap();
        let err = read(&decoded).unwrap_err();
        assert_eq!(err, ReadError::NoGrid);
        assert_eq!(err.to_string(), "no Sudoku grid found in the picture");
    }
}

#[test]
fn the_committed_model_loads_and_is_small() {
    let model = sudoku_reader::model::committed().unwrap();
    assert_eq!((model.inputs, model.hidden, model.outputs), (784, 64, 10));
    assert_eq!(
        sudoku_reader::model::Mlp::from_bytes(&model.to_bytes()),
        Some(model.clone())
    );
    assert!(model.to_bytes().len() <= 300 * 1024);
    assert_eq!(sudoku_reader::model::Mlp::from_bytes(b"SDRM\x01"), None);
}

#[test]
fn a_large_blank_picture_has_no_grid_and_a_huge_one_is_refused() {
    let big = GrayImage::from_pixel(7_000, 5_000, image::Luma([200]));
    assert_eq!(read(&big), Err(ReadError::NoGrid));
    assert_eq!(
        read_rgba(8_000, 6_000, &[]),
        Err(ReadError::TooLarge {
            width: 8_000,
            height: 6_000
        })
    );
}

/// A picture of random dark bars and boxes, some laid out like grids.
fn drawing(seed: u32, width: u32, height: u32) -> GrayImage {
    let mut s = seed.wrapping_mul(2_654_435_761).max(1);
    let mut next = move |n: u32| {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        s % n.max(1)
    };
    let mut image = GrayImage::from_pixel(width, height, image::Luma([230]));
    let bar = |image: &mut GrayImage, x0: u32, y0: u32, w: u32, h: u32| {
        for y in y0..(y0 + h).min(height) {
            for x in x0..(x0 + w).min(width) {
                image.put_pixel(x, y, image::Luma([20]));
            }
        }
    };
    for _ in 0..next(4) {
        // A grid of random size and place, possibly cut by the border.
        let (cell, x0, y0) = (5 + next(40), next(width), next(height));
        for k in 0..10 {
            bar(&mut image, x0 + k * cell, y0, 1 + next(3), 9 * cell);
            bar(&mut image, x0, y0 + k * cell, 9 * cell, 1 + next(3));
        }
    }
    for _ in 0..next(60) {
        let (x, y) = (next(width), next(height));
        bar(&mut image, x, y, 1 + next(60), 1 + next(60));
    }
    image
}

#[test]
fn random_drawings_never_panic() {
    for seed in 1..40 {
        let (w, h) = (40 + seed * 17 % 700, 30 + seed * 31 % 500);
        let picture = drawing(seed, w, h);
        if let Ok(reading) = read(&picture) {
            assert_eq!(reading.cells.len(), 81);
            assert_eq!(reading.line().len(), 81);
        }
    }
}

#[test]
fn a_drawn_grid_is_found() {
    let mut image = GrayImage::from_pixel(400, 400, image::Luma([235]));
    for k in 0..10u32 {
        let thick = if k % 3 == 0 { 3 } else { 1 };
        for t in 0..thick {
            for i in 40..=40 + 9 * 35 {
                image.put_pixel(40 + k * 35 + t, i, image::Luma([10]));
                image.put_pixel(i, 40 + k * 35 + t, image::Luma([10]));
            }
        }
    }
    let reading = read(&image).unwrap();
    assert_eq!(reading.line(), ".".repeat(81));
    let (x, y) = reading.corners[0];
    assert!(
        (x - 40.0).abs() < 4.0 && (y - 40.0).abs() < 4.0,
        "{:?}",
        reading.corners
    );
}
