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
