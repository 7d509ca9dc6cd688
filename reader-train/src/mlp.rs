//! Training the reader's perceptron: plain stochastic gradient descent on
//! the cross-entropy, one sample at a time, in a fixed order from a seeded
//! generator (so every run gives the same weights).

use sudoku_reader::model::{softmax, Mlp};

/// A small deterministic generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A float in `[0, 1)`.
    pub fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }
    /// An index below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// A network with small random weights.
pub fn init(inputs: usize, hidden: usize, outputs: usize, rng: &mut Rng) -> Mlp {
    let mut uniform = |n: usize, fan_in: usize| -> Vec<f32> {
        let a = (6.0 / fan_in as f32).sqrt();
        (0..n).map(|_| (rng.unit() * 2.0 - 1.0) * a).collect()
    };
    Mlp {
        inputs,
        hidden,
        outputs,
        w1: uniform(inputs * hidden, inputs),
        b1: vec![0.0; hidden],
        w2: uniform(hidden * outputs, hidden),
        b2: vec![0.0; outputs],
    }
}

/// One gradient step on sample `x` with class `label`.
pub fn step(m: &mut Mlp, x: &[f32], label: usize, rate: f32) {
    let h = m.hidden_layer(x);
    let logits: Vec<f32> =
        m.w2.chunks_exact(m.hidden)
            .zip(&m.b2)
            .map(|(row, b)| row.iter().zip(&h).map(|(w, v)| w * v).sum::<f32>() + b)
            .collect();
    let mut delta = softmax(&logits);
    delta[label] -= 1.0;
    let mut dh = vec![0.0f32; m.hidden];
    for (o, d) in delta.iter().enumerate() {
        let row = &mut m.w2[o * m.hidden..(o + 1) * m.hidden];
        for ((w, hv), g) in row.iter_mut().zip(&h).zip(dh.iter_mut()) {
            *g += *w * d;
            *w -= rate * d * hv;
        }
        m.b2[o] -= rate * d;
    }
    for (j, g) in dh.iter().enumerate() {
        if h[j] <= 0.0 || *g == 0.0 {
            continue;
        }
        let row = &mut m.w1[j * m.inputs..(j + 1) * m.inputs];
        for (w, xv) in row.iter_mut().zip(x) {
            *w -= rate * g * xv;
        }
        m.b1[j] -= rate * g;
    }
}

/// Trains on `(crop, class)` samples for `epochs` passes, shuffling each
/// pass; the rate falls linearly to a tenth.
pub fn train(m: &mut Mlp, samples: &[(Vec<f32>, usize)], epochs: usize, rng: &mut Rng) {
    let mut order: Vec<usize> = (0..samples.len()).collect();
    for epoch in 0..epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let rate = 0.02 * (1.0 - 0.9 * epoch as f32 / epochs as f32);
        for &i in &order {
            step(m, &samples[i].0, samples[i].1, rate);
        }
    }
}
