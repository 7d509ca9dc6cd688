//! Camera-like frames made from a still photo: the photo fitted into a
//! frame of the camera's size, then moved, turned, blurred and shaded a
//! little differently in each frame, as a hand-held phone sees a
//! newspaper. Deterministic: the same photo and frame number give the
//! same frame. Shared by the camera tests and the video maker
//! (`examples/camera_video.rs`).

use image::GrayImage;

/// A number in `-1..1` from `frame` and `salt` that changes smoothly from
/// frame to frame, as a hand drifts (any frame can be made on its own).
fn drift(frame: usize, salt: u64) -> f32 {
    let t = frame as f32;
    let phase = jitter(0, salt) * 3.0;
    0.6 * (t * 0.31 + phase).sin() + 0.4 * (t * 0.113 + 2.0 * phase).sin()
}

/// A number in `-1..1` from `frame` and `salt`, different in every frame
/// (a hash, not a generator: any frame can be made on its own).
fn jitter(frame: usize, salt: u64) -> f32 {
    let mut x = (frame as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ salt;
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 29;
    (x % 2001) as f32 / 1000.0 - 1.0
}

/// How much a frame is disturbed: `0.0` is the photo fitted and still.
#[derive(Clone, Copy, Debug)]
pub struct Shake {
    /// How much of the frame the photo fills: 1 fits it in the frame,
    /// less leaves a margin (the photo's edge drawn out to the frame's),
    /// as a camera held further back.
    pub zoom: f32,
    /// The largest move, as a share of the frame's shorter side.
    pub shift: f32,
    /// The largest turn, in degrees.
    pub turn: f32,
    /// The largest motion blur, in pixels.
    pub blur: f32,
    /// The largest darkening of one side of the frame (a shadow), 0 to 1.
    pub shade: f32,
}

/// A hand held fairly still.
pub const HAND: Shake = Shake {
    zoom: 0.95,
    shift: 0.03,
    turn: 3.0,
    blur: 2.0,
    shade: 0.35,
};

/// Frame `frame` of a camera of `width` x `height` pixels held over `photo`.
pub fn frame(photo: &GrayImage, width: u32, height: u32, frame: usize, shake: Shake) -> GrayImage {
    // The whole photo is in the frame (its edge drawn out to the frame's);
    // shrunk first with a filter, as a camera's sensor averages the light
    // of its pixels.
    let fit = (width as f32 / photo.width() as f32).min(height as f32 / photo.height() as f32);
    let shrunk;
    let photo = if fit < 1.0 {
        shrunk = image::imageops::resize(
            photo,
            (photo.width() as f32 * fit).ceil() as u32,
            (photo.height() as f32 * fit).ceil() as u32,
            image::imageops::FilterType::Triangle,
        );
        &shrunk
    } else {
        photo
    };
    let (pw, ph) = (photo.width() as f32, photo.height() as f32);
    let scale = (pw / width as f32).max(ph / height as f32) / shake.zoom.max(0.1);
    let short = width.min(height) as f32;
    let dx = drift(frame, 1) * shake.shift * short;
    let dy = drift(frame, 2) * shake.shift * short;
    let angle = (drift(frame, 3) * shake.turn).to_radians();
    let blur = (jitter(frame, 4).abs() * shake.blur).round() as i32;
    let shade = drift(frame, 5).max(0.0) * shake.shade;
    let (sin, cos) = angle.sin_cos();
    let (cx, cy) = (width as f32 / 2.0, height as f32 / 2.0);
    let sample = |x: f32, y: f32| -> f32 {
        // Frame point to photo point: undo the move and the turn, then scale.
        let (u, v) = (x - cx - dx, y - cy - dy);
        let (u, v) = (cos * u + sin * v, -sin * u + cos * v);
        let (px, py) = (pw / 2.0 + u * scale, ph / 2.0 + v * scale);
        let (x0, y0) = (px.floor(), py.floor());
        let (fx, fy) = (px - x0, py - y0);
        let at = |x: f32, y: f32| -> f32 {
            let x = x.clamp(0.0, pw - 1.0) as u32;
            let y = y.clamp(0.0, ph - 1.0) as u32;
            f32::from(photo.get_pixel(x, y).0[0])
        };
        let top = at(x0, y0) * (1.0 - fx) + at(x0 + 1.0, y0) * fx;
        let bottom = at(x0, y0 + 1.0) * (1.0 - fx) + at(x0 + 1.0, y0 + 1.0) * fx;
        top * (1.0 - fy) + bottom * fy
    };
    GrayImage::from_fn(width, height, |x, y| {
        let (x, y) = (x as f32, y as f32);
        // Motion blur: the mean of samples along a short horizontal line.
        let mut sum = 0.0;
        for k in -blur..=blur {
            sum += sample(x + k as f32, y);
        }
        let value = sum / (2 * blur + 1) as f32;
        let darken = 1.0 - shade * (x / width as f32);
        image::Luma([(value * darken).clamp(0.0, 255.0) as u8])
    })
}
