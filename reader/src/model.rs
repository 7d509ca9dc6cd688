//! The digit classifier: a small multilayer perceptron (one hidden layer of
//! ReLU units, softmax over the digits 1 to 9), with its inference written
//! out here in a few lines.
//!
//! Weights are stored as `SDRM`, then the layer sizes (inputs, hidden,
//! outputs) as little-endian `u32`, then the hidden weights (row per hidden
//! unit), hidden biases, output weights (row per digit) and output biases as
//! little-endian `f32`. `reader-train` writes them.

/// A multilayer perceptron with one hidden layer.
#[derive(Clone, Debug, PartialEq)]
pub struct Mlp {
    /// Number of inputs.
    pub inputs: usize,
    /// Number of hidden units.
    pub hidden: usize,
    /// Number of outputs (classes).
    pub outputs: usize,
    /// Hidden weights, `hidden` rows of `inputs`.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Output weights, `outputs` rows of `hidden`.
    pub w2: Vec<f32>,
    /// Output biases.
    pub b2: Vec<f32>,
}

const MAGIC: &[u8; 4] = b"SDRM";

impl Mlp {
    /// Reads the weights format above; `None` if the bytes do not match it.
    pub fn from_bytes(bytes: &[u8]) -> Option<Mlp> {
        let rest = bytes.strip_prefix(MAGIC)?;
        let word = |i: usize| -> Option<usize> {
            let b = rest.get(i * 4..i * 4 + 4)?;
            Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
        };
        let (inputs, hidden, outputs) = (word(0)?, word(1)?, word(2)?);
        let floats: Vec<f32> = rest
            .get(12..)?
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        let sizes = [inputs * hidden, hidden, hidden * outputs, outputs];
        if floats.len() != sizes.iter().sum::<usize>() || inputs == 0 || outputs == 0 {
            return None;
        }
        let mut parts = Vec::new();
        let mut at = 0;
        for n in sizes {
            parts.push(floats[at..at + n].to_vec());
            at += n;
        }
        let b2 = parts.pop()?;
        let w2 = parts.pop()?;
        let b1 = parts.pop()?;
        let w1 = parts.pop()?;
        Some(Mlp {
            inputs,
            hidden,
            outputs,
            w1,
            b1,
            w2,
            b2,
        })
    }

    /// The weights in the format above.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        for n in [self.inputs, self.hidden, self.outputs] {
            out.extend_from_slice(&(n as u32).to_le_bytes());
        }
        for v in [&self.w1, &self.b1, &self.w2, &self.b2] {
            for x in v.iter() {
                out.extend_from_slice(&x.to_le_bytes());
            }
        }
        out
    }

    /// The hidden layer's activations for `input` (ReLU).
    pub fn hidden_layer(&self, input: &[f32]) -> Vec<f32> {
        self.w1
            .chunks_exact(self.inputs)
            .zip(&self.b1)
            .map(|(row, b)| (row.iter().zip(input).map(|(w, x)| w * x).sum::<f32>() + b).max(0.0))
            .collect()
    }

    /// Class probabilities (softmax) for `input`.
    pub fn probabilities(&self, input: &[f32]) -> Vec<f32> {
        let hidden = self.hidden_layer(input);
        let logits: Vec<f32> = self
            .w2
            .chunks_exact(self.hidden)
            .zip(&self.b2)
            .map(|(row, b)| row.iter().zip(&hidden).map(|(w, x)| w * x).sum::<f32>() + b)
            .collect();
        softmax(&logits)
    }
}

/// Softmax, shifted by the largest value for stability.
pub fn softmax(logits: &[f32]) -> Vec<f32> {
    let top = logits.iter().copied().fold(f32::MIN, f32::max);
    let exps: Vec<f32> = logits.iter().map(|v| (v - top).exp()).collect();
    let sum: f32 = exps.iter().sum();
    exps.iter().map(|e| e / sum).collect()
}

/// The committed weights (trained by `scripts/train-reader.sh`).
const WEIGHTS: &[u8] = include_bytes!("../model/digits.bin");

/// The committed model, or `None` if its file is missing or damaged (then
/// every digit-like cell is read with confidence 0).
pub fn committed() -> Option<Mlp> {
    Mlp::from_bytes(WEIGHTS)
}
