//! `sudoku solve` on f-puzzles links (docs/variants.md, "f-puzzles links"):
//! a line that is a link or its bare load value is a puzzle; a constraint
//! the project does not know makes the line invalid, named.

mod common;

use common::sudoku;

/// A classic puzzle and the first killer of data/killer_tarek_42.txt as
/// f-puzzles exports them, compressed by JavaScript's lz-string 1.5.0 (the
/// library f-puzzles uses); solver/tests/fpuzzles.rs holds their JSON.
const CLASSIC_LINK: &str = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGEsBDMSAYxFSIFc0ALAewCcFxqATBga2oFoB3GACMABGhhg0YSiCbUcYGGlYA5ZgFsiWEWA7dqIuQpFEADqawBPAHQyA5kwjsEAbRegAbluq4ArKjsIDxgAOwQ0ORgAX2RgGLjY+JAvLB8EAA4AoNDwyPiklLT4AEYs4LD4CJ982OTvXAA2MpzKvIBdZHcahJ661NwAdmaKqujawtwAZmHc6vH6hAAmGda5zwX4TJBA8tmx9f6EABYV0aiO9z6ik+3skbzE+cP4Idvd1f2r3FK3lrOnorLX73NbdAobabAvbnToHIqvHZ/B69CYIFBQj7g55AxEgz6o+BNDH/Hpgi6kgFTU7IrHXalrL4IfzEmmUhA/XHQxLk7qMkr0/ZgtmEgW03A4u5cuF+UU84XozmYx7ShAIyVKlEbG6KklihCQnU0uUql6i5W8gkS94kvlbQ0MgkK9W68l8jnO5F8q1Ih0bZn2/EbJ3W1kU0ltNpRIA";
const KILLER_LINK: &str = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGkIscAnEVAQwFc0ALAezLzQpJgGtyQSqcwY0CEADlGAWwpYABGCoATeuypSefKRQAOGrAE8AdFIAiEAOaYwUiADspAYwomYF2WKlp6b2jDtYq3ilZyUgpSVvRoKjAaMBRoelwmJBByCADaqcAAvshZOdm5BflFeQC6yBnFhXnVVVllFTWVTY31tc1tpeUd3U2t7f0tXQM9nQ0jPX2NUxNlIOxEpPaOaaC2MMRgaSAASgCMAMK7XHv7AEzHBwDMx6eHILMAbpJ+QrsAbCD5IGsbWycALBd9gBWG77a6oba3QGPZ64ECnI5fH5YTbwVI7A4fSEHADsYNBkNuH1hvnhpwADJ8ct91qi/gcABxAxBg5lE/as0kvPCI6mrOlojFQs7HS53SHi86Q/53bnw9782m/dE7W74yX7DU7cXM+WvQHIwV/cUQnay6Xm8H3VBPMmvZlGlXC8WAzWEq0w21w16sp301XbcXYq0h7ay/H6vCK/1CnWc46y9lW1mQ4H7PXe+3Rj6xv6yj3bdOF9MkrM8kC7R00lFxosSnZvBvbXFy8sK/F5wPpy31s3bJvnKOV85d4Xpt2N/aTgcgm0gO0V3ajmvG7ta45NsNNyPt15I1fOnbp1NT5Oz08tjPzxfk65jqf91tP6c3n05pW1v6t3uM0WQv9rmHXZDUPANhVbQs/xnP9QWA+8wLrVsw1bbVtj/MsF3fStQQfK9Lz/S9EGvSFiK5PdeVwxC/j/I5SObYihwoytc2owM/zQv9z2IsNiN3LDs0rP02OFYj+2ImdiLg5jdk7EpMiAA===";

/// An empty grid but a given 5 at r1c1 and a thermometer r1c1-r1c3.
const THERMOMETER: &str = "N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BWVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58RJBsAFjAwBbAPbuYbN/lAyCGYYMHw8EAAlAEYAYWiQVBjYgCZEqLiAZhAxMW0uIA";

#[test]
fn solve_reads_f_puzzles_links_and_their_load_values() {
    let value = KILLER_LINK.split_once("load=").expect("a load value").1;
    let input = format!("{CLASSIC_LINK}\n{KILLER_LINK}\n{value}\tsolution\n{THERMOMETER}\n");
    let out = sudoku(&["solve"], input.as_bytes());
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "532489176916573284487126953759261348263845719841397625698714532374652891125938467",
            "432851769786239415159467823263974581971583642548612397397148256614725938825396174",
            "432851769786239415159467823263974581971583642548612397397148256614725938825396174",
            "invalid: line 4: f-puzzles: the constraint 'thermometer' is not supported (this project reads givens, killer cages with sums, both diagonals, jigsaw regions and windoku's four windows)",
        ]
    );
}
