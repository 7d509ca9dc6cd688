//! Decoding JPEG and PNG bytes, with the size checked before the pixels are.

use crate::{GrayImage, ReadError, MAX_PIXELS};
use image::{ImageFormat, ImageReader};
use std::io::Cursor;

/// Decodes JPEG or PNG bytes into a greyscale image.
///
/// The header is read first: a picture over [`MAX_PIXELS`] is refused with
/// [`ReadError::TooLarge`] before any pixel is decoded, and one without
/// pixels with [`ReadError::Empty`]. The pixels are taken as stored: a
/// JPEG's EXIF orientation tag is not applied (the labelled photos carry
/// stale tags on upright pixels), so a grid must be upright in the pixels.
pub fn decode(bytes: &[u8]) -> Result<GrayImage, ReadError> {
    decode_within(bytes, MAX_PIXELS)
}

/// [`decode`] with a lower size limit than [`MAX_PIXELS`] (a higher one is
/// lowered to it): pictures over `max_pixels` are refused before any pixel
/// is decoded, with the refusal [`decode`] gives (which names
/// [`MAX_PIXELS`]).
///
/// For the fuzz target only: a file of a few kilobytes can declare a
/// picture of millions of pixels, which takes a tenth of a second to
/// decode under its instrumentation, so its runs use a small limit. The
/// code is the same at every size, and the tests check both limits.
#[doc(hidden)]
pub fn decode_within(bytes: &[u8], max_pixels: u64) -> Result<GrayImage, ReadError> {
    let max_pixels = max_pixels.min(MAX_PIXELS);
    if bytes.is_empty() {
        return Err(ReadError::Decode("the file is empty".into()));
    }
    let format = image::guess_format(bytes)
        .map_err(|_| ReadError::Decode("not a JPEG or PNG file".into()))?;
    if !matches!(format, ImageFormat::Jpeg | ImageFormat::Png) {
        return Err(ReadError::Decode(format!(
            "{} pictures are not supported",
            format.extensions_str().first().unwrap_or(&"these")
        )));
    }
    let (width, height) = ImageReader::with_format(Cursor::new(bytes), format)
        .into_dimensions()
        .map_err(|e| ReadError::Decode(one_line(&e.to_string())))?;
    check_size(width, height)?;
    if u64::from(width) * u64::from(height) > max_pixels {
        return Err(ReadError::TooLarge { width, height });
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(width);
    limits.max_image_height = Some(height);
    limits.max_alloc = Some(max_pixels * 4 + (1 << 20));
    reader.limits(limits);
    let picture = reader
        .decode()
        .map_err(|e| ReadError::Decode(one_line(&e.to_string())))?;
    Ok(picture.into_luma8())
}

/// A decoder's message on one line, without trailing blanks.
fn one_line(message: &str) -> String {
    message.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Refuses sizes without pixels or over [`MAX_PIXELS`].
pub(crate) fn check_size(width: u32, height: u32) -> Result<(), ReadError> {
    if width == 0 || height == 0 {
        return Err(ReadError::Empty);
    }
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ReadError::TooLarge { width, height });
    }
    Ok(())
}

/// Converts RGBA bytes (a canvas's `ImageData`) to greyscale, as [`decode`] does.
pub(crate) fn rgba_to_gray(width: u32, height: u32, rgba: &[u8]) -> Result<GrayImage, ReadError> {
    check_size(width, height)?;
    let expected = u64::from(width) * u64::from(height) * 4;
    if rgba.len() as u64 != expected {
        return Err(ReadError::BadBuffer {
            expected,
            got: rgba.len() as u64,
        });
    }
    // The same conversion to grey as `decode`: the `image` crate's own
    // (weights and colour handling), called rather than written out here,
    // since it is what the classifier was trained on and the crate may
    // refine it (0.299, 0.587, 0.114 were used here before and read 13
    // fewer of the 160 photos exactly in the page than with the CLI,
    // digits on coloured bands above all). It needs the pixels in an
    // `image` buffer: one copy, a few megabytes at the page's 1600-pixel cap.
    let picture =
        image::RgbaImage::from_raw(width, height, rgba.to_vec()).ok_or(ReadError::Empty)?;
    Ok(image::DynamicImage::ImageRgba8(picture).into_luma8())
}
