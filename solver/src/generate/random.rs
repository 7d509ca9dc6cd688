//! A small seeded pseudo-random generator, written here rather than taken
//! from a crate: the solver crate has no dependencies, and the generator
//! must give the same puzzles for the same seed on every platform (native
//! and `wasm32`), which a hand-written generator over `u64` arithmetic
//! guarantees (no floating point, nothing that depends on `usize`'s width,
//! no platform entropy).
//!
//! The algorithm is SplitMix64 (Steele, Lea and Flood, "Fast splittable
//! pseudorandom number generators", 2014; the generator Java's
//! `SplittableRandom` uses): a 64-bit counter stepped by the golden-ratio
//! constant and passed through a mixing function. It passes BigCrush, and
//! every seed, 0 included, gives a good stream.

/// SplitMix64's state: a counter.
#[derive(Clone, Debug)]
pub(crate) struct Random {
    state: u64,
}

/// The golden-ratio step of SplitMix64.
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's output function: a bijection of `u64` with good avalanche.
pub(crate) const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Random {
    /// The stream of `seed`.
    pub(crate) const fn new(seed: u64) -> Random {
        Random { state: seed }
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GAMMA);
        mix(self.state)
    }

    /// A number in `0..n` (`n` at least 1), without modulo bias worth
    /// speaking of: the high half of a 64x32-bit product (Lemire's method
    /// without the rejection step; the bias is below 2^-32).
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        let r = self.next_u64() >> 32;
        ((r * u64::from(n)) >> 32) as u32
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            // `items` here are at most 81 long: the index fits in u32.
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Random;

    #[test]
    fn first_values_of_seed_zero_are_splitmix64s() {
        // The reference values of SplitMix64 for seed 0.
        let mut r = Random::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn below_stays_in_range_and_shuffle_keeps_the_items() {
        let mut r = Random::new(7);
        assert!((0..1000).all(|_| r.below(9) < 9));
        let mut v: Vec<u32> = (0..81).collect();
        r.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..81).collect::<Vec<u32>>());
        assert_ne!(v, sorted);
    }
}
