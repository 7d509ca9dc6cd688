//! A set of digits 1..=9, such as the candidates (pencil marks) of a cell.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

/// A set of digits 1..=9: a 16-bit mask in which bit `d` stands for digit
/// `d` (bits 0 and 10..16 are always clear).
///
/// ```
/// use sudoku_solver::Digits;
///
/// let mut set = Digits::single(4) | Digits::single(7);
/// set.insert(1);
/// assert_eq!(set.len(), 3);
/// assert!(set.contains(4) && !set.contains(5));
/// assert_eq!(set.iter().collect::<Vec<u8>>(), [1, 4, 7]);
/// assert_eq!(set.bits(), 0b1001_0010);
/// assert_eq!((!set).len(), 6);
/// assert_eq!(Digits::ALL - set, !set);
/// assert_eq!(format!("{set:?}"), "{1, 4, 7}");
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Digits(u16);

impl Digits {
    /// The nine digits 1..=9.
    pub const ALL: Digits = Digits(0b11_1111_1110);

    /// No digit.
    pub const EMPTY: Digits = Digits(0);

    /// The set of one digit; empty when `digit` is not 1..=9.
    pub const fn single(digit: u8) -> Digits {
        if digit >= 1 && digit <= 9 {
            Digits(1 << digit)
        } else {
            Digits::EMPTY
        }
    }

    /// The set of a mask with bit `d` for digit `d`; bits other than 1..=9
    /// are dropped.
    pub const fn from_bits(bits: u16) -> Digits {
        Digits(bits & Digits::ALL.0)
    }

    /// The mask: bit `d` set for each digit `d` of the set.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// True when `digit` is in the set (never for a digit outside 1..=9).
    pub const fn contains(self, digit: u8) -> bool {
        self.0 & Digits::single(digit).0 != 0
    }

    /// Adds `digit` (ignored outside 1..=9).
    pub fn insert(&mut self, digit: u8) {
        self.0 |= Digits::single(digit).0;
    }

    /// Removes `digit`.
    pub fn remove(&mut self, digit: u8) {
        self.0 &= !Digits::single(digit).0;
    }

    /// How many digits the set holds.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when the set holds no digit.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit, `None` for the empty set.
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }

    /// The digits, ascending.
    pub fn iter(self) -> DigitsIter {
        DigitsIter(self.0)
    }

    /// The digits as a list, ascending.
    pub fn to_vec(self) -> Vec<u8> {
        self.iter().collect()
    }
}

/// The digits of a [`Digits`], ascending.
#[derive(Clone, Debug)]
pub struct DigitsIter(u16);

impl Iterator for DigitsIter {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let digit = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(digit)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for DigitsIter {}

impl IntoIterator for Digits {
    type Item = u8;
    type IntoIter = DigitsIter;

    fn into_iter(self) -> DigitsIter {
        self.iter()
    }
}

/// The set of the digits given; those outside 1..=9 are ignored.
impl FromIterator<u8> for Digits {
    fn from_iter<I: IntoIterator<Item = u8>>(digits: I) -> Digits {
        let mut set = Digits::EMPTY;
        for digit in digits {
            set.insert(digit);
        }
        set
    }
}

/// Union.
impl BitOr for Digits {
    type Output = Digits;
    fn bitor(self, other: Digits) -> Digits {
        Digits(self.0 | other.0)
    }
}

impl BitOrAssign for Digits {
    fn bitor_assign(&mut self, other: Digits) {
        self.0 |= other.0;
    }
}

/// Intersection.
impl BitAnd for Digits {
    type Output = Digits;
    fn bitand(self, other: Digits) -> Digits {
        Digits(self.0 & other.0)
    }
}

impl BitAndAssign for Digits {
    fn bitand_assign(&mut self, other: Digits) {
        self.0 &= other.0;
    }
}

/// Difference: the digits of `self` not in `other`.
impl Sub for Digits {
    type Output = Digits;
    fn sub(self, other: Digits) -> Digits {
        Digits(self.0 & !other.0)
    }
}

/// Complement: the digits 1..=9 not in the set.
impl Not for Digits {
    type Output = Digits;
    fn not(self) -> Digits {
        Digits(Digits::ALL.0 & !self.0)
    }
}

/// `{1, 4, 7}`.
impl fmt::Debug for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}
