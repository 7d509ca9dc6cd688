//! What can go wrong when reading a photo, in sentences a user understands.

use std::fmt;

/// Why a photo could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ReadError {
    /// The bytes are not a JPEG or PNG image the decoder understands.
    Decode(String),
    /// The picture has more than [`crate::MAX_PIXELS`] pixels.
    TooLarge {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// The picture has no pixels at all.
    Empty,
    /// The pixel buffer does not match the given width and height.
    BadBuffer {
        /// Bytes expected (width x height x 4).
        expected: u64,
        /// Bytes given.
        got: u64,
    },
    /// No Sudoku grid was found in the picture.
    NoGrid,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Decode(why) => {
                write!(f, "the file could not be read as a picture: {why}")
            }
            ReadError::TooLarge { width, height } => write!(
                f,
                "the picture is too large ({width}x{height} pixels; at most 40 megapixels)"
            ),
            ReadError::Empty => write!(f, "the picture is empty"),
            ReadError::BadBuffer { expected, got } => write!(
                f,
                "the pixel data does not match the picture's size ({got} bytes instead of {expected})"
            ),
            ReadError::NoGrid => write!(f, "no Sudoku grid found in the picture"),
        }
    }
}

impl std::error::Error for ReadError {}
