//! Entry point of the web app: mounts [`sudoku_web::app::App`] on the page.

fn main() {
    sudoku_web::run();
}
