//! The variants module: the whole page built with the `variants` feature
//! (built by Trunk as `variants.js` and `variants_bg.wasm`). `boot.js`
//! starts it instead of the first load's module when the board holds a
//! variant (saved, or in the link); the first load's module hands over to
//! it when a variant is chosen (docs/variants.md, "The page").

#[cfg(target_arch = "wasm32")]
fn main() {
    sudoku_web::run();
}

/// The page runs in a browser only.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the page runs in a browser only: build it with trunk");
}
