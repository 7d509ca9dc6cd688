//! Placeholder entry point; the Yew app replaces it.
fn main() {}
