## Entering a killer (the variants module only): the cage tools and what
## a cell says of its cage.

# The group of the cage tools, for screen readers.
variant-cage-tools = Cages
# The field where a cage's sum is typed (Enter makes the selected cells a cage).
variant-cage-sum = Cage sum
    .title = Select the cage's cells, type its sum and press Enter
# Said by the field when Enter is pressed on something that is not a sum.
variant-cage-sum-invalid = Type a sum from 1 to 45.
variant-cage-delete = Delete cage
    .title = Take away the cages of the selected cells
# Added to a cell's label: its cage's sum and how many cells the cage has.
variant-cell-cage = , cage of { $sum }, { $count ->
    [one] { $count } cell
   *[other] { $count } cells
}

## A jigsaw's regions, and the variant being played.

# The group of the jigsaw's region tools, for screen readers.
variant-region-tools = Regions
# The button that makes the selected cells (nine connected ones) one region of a jigsaw.
variant-region-make = Make region
    .title = Make the nine selected cells one region
# Added to a cell's label in a jigsaw: its region, from 1.
variant-cell-region = , region { $region }
# Added to a cell's label while a jigsaw's regions are drawn and the cell is in none yet.
variant-cell-no-region = , no region yet
# The variant being played, beside the difficulty. $variant: classic, killer, killer-x, x, windoku, jigsaw.
variant-playing = { $variant ->
    [killer] Killer Sudoku
    [killer-x] Killer-X Sudoku
    [x] Sudoku X
    [windoku] Windoku
    [jigsaw] Jigsaw Sudoku
   *[classic] Classic Sudoku
}
variant-tool-combinations = Combinations
    .title = Show the sets of digits that make the sum of the selected cell's cage
