//! `reader-show IMAGE...`: for each picture, the grid corners found and the
//! puzzle read (a tool for looking into misreadings).

fn main() {
    for path in std::env::args().skip(1) {
        let result = std::fs::read(&path)
            .map_err(|e| sudoku_reader::ReadError::Decode(e.to_string()))
            .and_then(|b| sudoku_reader::decode(&b))
            .and_then(|g| sudoku_reader::read(&g));
        match result {
            Ok(r) => println!("{path} {:?} {}", r.corners, r.line()),
            Err(e) => println!("{path} unreadable: {e}"),
        }
    }
}
